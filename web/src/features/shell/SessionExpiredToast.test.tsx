import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutServices, renderAt } from './layout.fixture';
import { SessionExpiredToast } from './SessionExpiredToast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const { services } = layoutServices();

/** The toast is a chunk of its own (SessionExpiredNotice.tsx): rendered once its module is in. */
const noticeLoaded = () =>
  act(async () => {
    await import('./SessionExpiredNotice');
    await Promise.resolve();
  });

describe('<SessionExpiredToast> ("Home with unAuth: info toast for 5 seconds", document 2 §8)', () => {
  it('tells the shopper the session ended, for 5 seconds, then takes the marker out of the address', async () => {
    const { location } = renderAt(<SessionExpiredToast onHome />, services, '/?unAuth');
    await noticeLoaded();
    const toast = screen.getByTestId('session-expired-toast');
    expect(toast.textContent).toBe('Sesi telah habis, silahkan login kembali');
    expect(screen.getByRole('status').contains(toast)).toBe(true);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByTestId('session-expired-toast')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('session-expired-toast')).toBeNull();
    expect(location.history.at(-1)).toBe('/');
    expect(location.history).toHaveLength(1);
  });

  it('closes by hand, keeping the rest of the query', async () => {
    const { location } = renderAt(<SessionExpiredToast onHome />, services, '/?unAuth=1&ref=wa');
    await noticeLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup pemberitahuan' }));
    expect(screen.queryByTestId('session-expired-toast')).toBeNull();
    expect(location.history.at(-1)).toBe('/?ref=wa');
  });

  it('shows nothing without the marker, or away from the home page', () => {
    renderAt(<SessionExpiredToast onHome />, services, '/?ref=wa');
    expect(screen.queryByTestId('session-expired-toast')).toBeNull();
    renderAt(<SessionExpiredToast onHome={false} />, services, '/products?unAuth');
    expect(screen.queryByTestId('session-expired-toast')).toBeNull();
  });
});
