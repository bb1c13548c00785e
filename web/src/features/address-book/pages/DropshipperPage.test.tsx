import { StoreFailure } from '@more/core';
import { aDropshipper } from '@more/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { booksWorld, renderPage } from '../address-book.fixture';
import DropshipperPage from './DropshipperPage';

/** Issue 21 point 4: `more/user/dropshippers` index, show, store, update, destroy (document 2 §7). */

const seller = aDropshipper({ id: 1, name: 'Sinta Living Store', phone: '081355501234', createdAt: 1 });

describe('/profile/dropshipper', () => {
  it('loads (a skeleton), then lists newest first', async () => {
    renderPage(<DropshipperPage params={{}} />, booksWorld({ dropshippers: [seller, aDropshipper({ id: 2, name: 'Rumah Jati Sidoarjo', createdAt: 2 })] }));
    expect(screen.getByTestId('dropshipper-loading')).toBeTruthy();
    await screen.findAllByTestId('dropshipper-card');
    expect(screen.getAllByTestId('dropshipper-card').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Rumah Jati Sidoarjo', 'Sinta Living Store']);
  });

  it('is empty with what to do, and failed with "Coba Lagi"', async () => {
    const world = booksWorld();
    world.dropshipperApi.failWith = new StoreFailure('network', 'POST more/user/dropshippers/index', 'offline');
    renderPage(<DropshipperPage params={{}} />, world);
    const failed = await screen.findByTestId('dropshipper-failed');
    expect(failed.textContent).toContain('Daftar dropshipper belum dapat ditampilkan.');
    world.dropshipperApi.failWith = null;
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
    expect((await screen.findByTestId('dropshipper-empty')).textContent).toContain('Belum ada dropshipper');
  });

  it('adds one (checked first, sent once), edits it as the server shows it, and deletes it after asking', async () => {
    const world = booksWorld({ dropshippers: [seller] });
    renderPage(<DropshipperPage params={{}} />, world);
    fireEvent.click(await screen.findByTestId('dropshipper-add'));
    let dialog = await screen.findByTestId('dropshipper-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Dropshipper' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('dropshipName'));
    expect(within(dialog).getByText('Isi nama pengirim (minimal 3 huruf)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nama pengirim'), { target: { value: 'Toko Berkah Jaya' } });
    fireEvent.change(within(dialog).getByLabelText('Nomor ponsel pengirim'), { target: { value: '081234567890' } });
    const save = within(dialog).getByRole('button', { name: 'Simpan Dropshipper' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByTestId('dropshipper-dialog')).toBeNull());
    expect(world.dropshipperApi.callsOf('store')).toEqual([{ name: 'Toko Berkah Jaya', phone: '081234567890' }]);
    expect(screen.getByTestId('dropshipper-said').textContent).toBe('Dropshipper berhasil ditambahkan');

    fireEvent.click(screen.getByRole('button', { name: 'Ubah Toko Berkah Jaya' }));
    dialog = await screen.findByTestId('dropshipper-dialog');
    expect(world.dropshipperApi.callsOf('show')).toEqual([2]);
    expect((within(dialog).getByLabelText<HTMLInputElement>('Nama pengirim')).value).toBe('Toko Berkah Jaya');
    fireEvent.change(within(dialog).getByLabelText('Nama pengirim'), { target: { value: 'Toko Berkah' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Dropshipper' }));
    await waitFor(() => expect(screen.queryByTestId('dropshipper-dialog')).toBeNull());
    expect(world.dropshipperApi.callsOf('update')).toEqual([{ id: 2, name: 'Toko Berkah', phone: '081234567890' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Toko Berkah' }));
    const confirm = await screen.findByTestId('dropshipper-remove-dialog');
    expect(confirm.textContent).toContain('Dropshipper "Toko Berkah" akan dihapus dan tidak dapat dikembalikan.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(screen.queryByTestId('dropshipper-remove-dialog')).toBeNull());
    expect(world.dropshipperApi.callsOf('destroy')).toEqual([2]);
    expect(screen.getAllByTestId('dropshipper-card')).toHaveLength(1);
  });

  it('says so when an entry cannot be opened for editing', async () => {
    const world = booksWorld({ dropshippers: [seller] });
    renderPage(<DropshipperPage params={{}} />, world);
    await screen.findAllByTestId('dropshipper-card');
    world.dropshipperApi.failWith = new StoreFailure('not-found', 'POST more/user/dropshippers/show', 'gone', { status: 404 });
    fireEvent.click(screen.getByRole('button', { name: 'Ubah Sinta Living Store' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Dropshipper belum dapat dibuka.');
    expect(screen.queryByTestId('dropshipper-dialog')).toBeNull();
  });
});
