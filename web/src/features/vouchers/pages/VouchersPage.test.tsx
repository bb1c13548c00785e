import { StoreFailure } from '@more/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { settle, vouchersWorld } from '../vouchers.fixture';
import VouchersPage from './VouchersPage';

const page = <VouchersPage params={{}} />;

describe('/profile/vouchers', () => {
  it('shows a skeleton while the vouchers load, then each with code, value, minimum and expiry ("DD MMMM YYYY HH:mm", document 1 §9)', async () => {
    const world = vouchersWorld();
    world.checkoutApi.hold('vouchers');
    await world.show(page);
    expect(screen.getByTestId('vouchers-loading').getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      world.checkoutApi.releaseAll('vouchers');
      await settle();
    });
    const [first, second] = screen.getAllByTestId('voucher-card');
    expect(within(first!).getByRole('heading').textContent).toBe('Potongan Rp100.000');
    expect(within(first!).getByTestId('voucher-code').textContent).toBe('HEMAT100');
    expect(first!.textContent).toContain('Min. belanja Rp1.000.000');
    expect(first!.textContent).toContain('Berlaku hingga 26 Desember 2026 23:59');
    expect(second!.textContent).toContain('Tanpa minimum belanja');
  });

  it('"Salin" puts the code on the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const world = vouchersWorld();
    await world.show(page);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salin kode HEMAT100' }));
      await settle();
    });
    expect(writeText).toHaveBeenCalledWith('HEMAT100');
    expect(screen.getByText('Kode HEMAT100 disalin').getAttribute('role')).toBe('status');
  });

  it('"Pakai" applies the voucher to the cart through set-voucher and goes to the cart', async () => {
    const world = vouchersWorld();
    await world.show(page);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pakai voucher DISKON10' }));
      await settle();
    });
    expect(world.checkoutApi.voucherRequests.map((request) => request.code)).toEqual(['DISKON10']);
    expect(world.vouchers.current.applied?.code).toBe('DISKON10');
    expect(world.location.history?.at(-1)).toBe('/cart');
  });

  it("shows the server's refusal beside the voucher, stays on the page, and keeps every button usable", async () => {
    const world = vouchersWorld();
    await world.show(page);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pakai voucher HEMAT100' }));
      await settle();
    });
    const card = screen.getAllByTestId('voucher-card')[0]!;
    const alert = within(card).getByRole('alert');
    expect(alert.textContent).toBe('Voucher tidak ditemukan');
    expect(within(card).getByRole('button', { name: 'Pakai voucher HEMAT100' }).getAttribute('aria-describedby')).toBe(alert.id);
    expect(world.location.history?.at(-1)).toBe('/profile/vouchers');
    for (const button of screen.getAllByRole('button', { name: /^Pakai voucher/ })) expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('never sends a second "Pakai" while one is on its way', async () => {
    const world = vouchersWorld();
    world.checkoutApi.hold('setVoucher');
    await world.show(page);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pakai voucher DISKON10' }));
      await settle();
    });
    for (const button of screen.getAllByRole('button', { name: /^Pakai voucher/ })) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(world.checkoutApi.pending('setVoucher')).toBe(1);
  });

  it('has an empty state', async () => {
    const world = vouchersWorld({ vouchers: [] });
    await world.show(page);
    expect(screen.getByTestId('vouchers-empty').textContent).toContain('Belum ada voucher');
  });

  it('says a failed list failed, and "Coba Lagi" loads it', async () => {
    const world = vouchersWorld();
    world.checkoutApi.failNext('vouchers', new StoreFailure('network', 'GET more/voucher', 'Failed to fetch'));
    await world.show(page);
    const failure = screen.getByTestId('vouchers-failed');
    expect(failure.textContent).toContain('Voucher belum dapat ditampilkan.');
    expect(failure.textContent).toContain('Koneksi ke server terputus');
    await act(async () => {
      fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
      await settle();
    });
    expect(screen.getAllByTestId('voucher-card')).toHaveLength(2);
  });
});
