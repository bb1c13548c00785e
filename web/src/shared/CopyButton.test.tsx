import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CopyButton } from './CopyButton';

const withClipboard = (writeText: (text: string) => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

describe('<CopyButton>', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('copies the value, says "Tersalin" and tells a screen reader, then offers "Salin" again after two seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    render(<CopyButton value="80141234567890" label="Salin nomor Virtual Account" copiedText="Nomor Virtual Account 80141234567890 disalin" />);
    const button = screen.getByRole('button', { name: 'Salin nomor Virtual Account' });
    expect(button.textContent).toBe('Salin');
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('80141234567890');
    expect(button.textContent).toBe('Tersalin');
    expect(screen.getByRole('status').textContent).toBe('Nomor Virtual Account 80141234567890 disalin');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(button.textContent).toBe('Salin');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('a second press starts the two seconds afresh', async () => {
    vi.useFakeTimers();
    withClipboard(() => Promise.resolve());
    render(<CopyButton value="HEMAT100" label="Salin kode HEMAT100" copiedText="Kode HEMAT100 disalin" />);
    const button = screen.getByRole('button', { name: 'Salin kode HEMAT100' });
    const press = () =>
      act(async () => {
        fireEvent.click(button);
        await Promise.resolve();
      });
    await press();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    await press();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('Tersalin');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('Salin');
  });

  test('a refused clipboard claims nothing: the button still says "Salin" and nothing is announced', async () => {
    withClipboard(() => Promise.reject(new Error('NotAllowedError')));
    render(<CopyButton value="HEMAT100" label="Salin kode HEMAT100" copiedText="Kode HEMAT100 disalin" />);
    const button = screen.getByRole('button', { name: 'Salin kode HEMAT100' });
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(button.textContent).toBe('Salin');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
