import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StockUnavailableDialog } from './StockUnavailableDialog';

describe('the buy-again stock dialog (document 2 §8)', () => {
  it('is a modal titled "Stok Tidak Tersedia" with the spec\'s text, focus on OK, which closes it', () => {
    const onClose = vi.fn();
    render(<StockUnavailableDialog onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Stok Tidak Tersedia' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Maaf, beberapa item tidak memiliki stok yang cukup')).toBeTruthy();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Escape (the dialog\'s cancel) closes it once', () => {
    const onClose = vi.fn();
    render(<StockUnavailableDialog onClose={onClose} />);
    const dialog = screen.getByTestId<HTMLDialogElement>('stock-unavailable-dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
