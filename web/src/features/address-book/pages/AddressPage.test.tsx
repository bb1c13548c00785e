import { StoreFailure } from '@more/core';
import { anAddress } from '@more/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { booksWorld, renderPage } from '../address-book.fixture';
import AddressPage from './AddressPage';

/**
 * Issue 21 point 4 (document 2 §7, "Addresses, dropshippers, bank accounts":
 * index, show, store, update, destroy with body { id }; "Regions and banks"),
 * document 2 §8: "Select-widget messages: 'The results could not be
 * loaded.', 'No results found', 'Searching…', …".
 */

const home = anAddress({ id: 1, label: 'Rumah', isDefault: true, createdAt: 1 });
const office = anAddress({ id: 2, label: 'Kantor', isDefault: false, createdAt: 2, street: 'Jl. Raya Darmo No. 5, RT 01/RW 02' });

const cards = () => screen.queryAllByTestId('address-card');
const card = (label: string) => cards().find((each) => within(each).queryByRole('heading', { name: new RegExp(label) }))!;
const choose = async (label: string, typed: string, option: string) => {
  const field = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
  fireEvent.change(field, { target: { value: typed } });
  fireEvent.mouseDown(screen.getByRole('option', { name: option }));
};

describe('/profile/address', () => {
  it('shows a skeleton, then the default first with "Utama", then the newest', async () => {
    renderPage(<AddressPage params={{}} />, booksWorld({ addresses: [home, office] }));
    expect(screen.getByTestId('address-loading')).toBeTruthy();
    await screen.findAllByTestId('address-card');
    expect(cards().map((each) => each.getAttribute('data-id'))).toEqual(['1', '2']);
    expect(within(card('Rumah')).getByText('Utama')).toBeTruthy();
    expect(card('Rumah').textContent).toContain('Jl. Airlangga No. 27, RT 02/RW 04, Airlangga, Gubeng, KOTA SURABAYA, JAWA TIMUR 60286');
    expect(within(card('Rumah')).queryByRole('button', { name: /alamat utama/ })).toBeNull();
    expect(within(card('Kantor')).getByRole('button', { name: 'Jadikan Kantor alamat utama' })).toBeTruthy();
  });

  it('says what to do when the book is empty', async () => {
    renderPage(<AddressPage params={{}} />, booksWorld());
    expect((await screen.findByTestId('address-empty')).textContent).toContain('Belum ada alamat');
  });

  it('says why the list failed, and "Coba Lagi" asks again', async () => {
    const world = booksWorld({ addresses: [home] });
    world.addressApi.failWith = new StoreFailure('server', 'POST more/user/address/index', 'boom', { status: 500 });
    renderPage(<AddressPage params={{}} />, world);
    const failure = await screen.findByTestId('address-failed');
    expect(failure.textContent).toContain('Daftar alamat belum dapat ditampilkan.');
    world.addressApi.failWith = null;
    fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
    await screen.findAllByTestId('address-card');
  });

  it('adds an address region by region with searchable choosers, and the first one is the default', async () => {
    const world = booksWorld();
    renderPage(<AddressPage params={{}} />, world);
    fireEvent.click(await screen.findByTestId('address-add'));
    const dialog = await screen.findByTestId('address-dialog');
    // Nothing chosen yet: refused field by field, focus on the first.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Alamat' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('recipientName'));
    expect(within(dialog).getByText('Pilih provinsi, kota/kabupaten, kecamatan dan kelurahan/desa')).toBeTruthy();
    expect(world.addressApi.callsOf('store')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Nama penerima'), { target: { value: 'Dewi Anggraini' } });
    fireEvent.change(within(dialog).getByLabelText('Nomor ponsel'), { target: { value: '081298765432' } });
    // The city waits for the province.
    expect((within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Kota/Kabupaten' })).placeholder).toBe('Pilih provinsi dahulu');
    await choose('Provinsi', 'jawa', 'JAWA TIMUR');
    const city = await screen.findByRole('combobox', { name: 'Kota/Kabupaten' });
    await waitFor(() => expect((city as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(city, { target: { value: 'jakarta' } });
    // Said in a live region the field points to.
    const said = city.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!).find((element) => element.getAttribute('aria-live') === 'polite')!;
    expect(said.textContent).toBe('Hasil tidak ditemukan');
    // By keyboard: typing narrows, the arrows go through, Enter chooses.
    fireEvent.change(city, { target: { value: 'sura' } });
    fireEvent.keyDown(city, { key: 'ArrowDown' });
    expect(city.getAttribute('aria-expanded')).toBe('true');
    expect(city.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'KOTA SURABAYA' }).id);
    fireEvent.keyDown(city, { key: 'Enter' });
    expect((city as HTMLInputElement).value).toBe('KOTA SURABAYA');
    await choose('Kecamatan', 'gub', 'Gubeng');
    await choose('Kelurahan/Desa', 'kerta', 'Kertajaya');
    fireEvent.change(within(dialog).getByLabelText('Kode pos'), { target: { value: '60282' } });
    fireEvent.change(within(dialog).getByLabelText('Alamat lengkap'), { target: { value: 'Jl. Kertajaya Indah No. 21, RT 03/RW 04' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Alamat' }));

    await waitFor(() => expect(screen.queryByTestId('address-dialog')).toBeNull());
    expect(world.addressApi.callsOf('store')).toEqual([
      {
        label: 'Rumah',
        recipientName: 'Dewi Anggraini',
        phone: '081298765432',
        provinceId: '35',
        cityId: '3578',
        districtId: '357808',
        villageId: '3578081004',
        postalCode: '60282',
        street: 'Jl. Kertajaya Indah No. 21, RT 03/RW 04',
        makeDefault: false,
      },
    ]);
    expect(screen.getByTestId('address-said').textContent).toBe('Alamat berhasil ditambahkan');
    expect(within(cards()[0]!).getByText('Utama')).toBeTruthy();
  });

  it('says "Mencari…" while a level loads and why it failed, with "Coba Lagi"', async () => {
    const world = booksWorld();
    world.regionsApi.failWith = new StoreFailure('network', 'GET uni/province', 'offline');
    renderPage(<AddressPage params={{}} />, world);
    fireEvent.click(await screen.findByTestId('address-add'));
    const province = await screen.findByRole('combobox', { name: 'Provinsi' });
    await waitFor(() => expect(screen.getByTestId('region-province').textContent).toContain('Hasil tidak dapat dimuat.'));
    world.regionsApi.failWith = null;
    fireEvent.click(within(screen.getByTestId('region-province')).getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect((province as HTMLInputElement).disabled).toBe(false));
  });

  it('edits an address as the server shows it (…/show), its regions chosen already', async () => {
    const world = booksWorld({ addresses: [home, office] });
    renderPage(<AddressPage params={{}} />, world);
    await screen.findAllByTestId('address-card');
    fireEvent.click(within(card('Kantor')).getByRole('button', { name: 'Ubah Kantor' }));
    const dialog = await screen.findByTestId('address-dialog');
    expect(world.addressApi.callsOf('show')).toEqual([2]);
    await waitFor(() => expect((within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Kelurahan/Desa' })).value).toBe('Airlangga'));
    fireEvent.change(within(dialog).getByLabelText('Label alamat'), { target: { value: 'Kantor Pusat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Alamat' }));
    await waitFor(() => expect(screen.queryByTestId('address-dialog')).toBeNull());
    expect(world.addressApi.callsOf('update')).toMatchObject([{ id: 2, label: 'Kantor Pusat', villageId: '3578081003', makeDefault: false }]);
    expect(within(card('Kantor Pusat')).getByRole('heading').textContent).toBe('Kantor Pusat');
  });

  it('keeps what was typed and shows the server\'s message beside its field when the save is refused', async () => {
    const world = booksWorld({ addresses: [home] });
    renderPage(<AddressPage params={{}} />, world);
    await screen.findAllByTestId('address-card');
    fireEvent.click(within(card('Rumah')).getByRole('button', { name: 'Ubah Rumah' }));
    const dialog = await screen.findByTestId('address-dialog');
    await waitFor(() => expect((within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Kelurahan/Desa' })).value).toBe('Airlangga'));
    world.addressApi.failWith = new StoreFailure('rejected', 'PUT more/user/address/update', 'Data tidak valid', { status: 422, serverMessage: 'Data tidak valid', fieldErrors: { postalCode: ['Kode pos tidak sesuai dengan kelurahan'] } });
    fireEvent.change(within(dialog).getByLabelText('Kode pos'), { target: { value: '60111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Alamat' }));
    await within(dialog).findByText('Kode pos tidak sesuai dengan kelurahan');
    const postal = within(dialog).getByLabelText<HTMLInputElement>('Kode pos');
    expect(postal.value).toBe('60111');
    expect(postal.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(postal));
    expect(within(dialog).getByRole('alert').textContent).toContain('Data tidak valid');
  });

  it('makes another address the default, and deleting the default (after asking) passes it to the newest', async () => {
    const world = booksWorld({ addresses: [home, office, anAddress({ id: 3, label: 'Gudang', isDefault: false, createdAt: 3 })] });
    renderPage(<AddressPage params={{}} />, world);
    await screen.findAllByTestId('address-card');
    fireEvent.click(within(card('Kantor')).getByRole('button', { name: 'Jadikan Kantor alamat utama' }));
    await waitFor(() => expect(cards()[0]!.getAttribute('data-id')).toBe('2'));
    expect(screen.getByTestId('address-said').textContent).toBe('Kantor kini menjadi alamat utama');

    fireEvent.click(within(card('Kantor')).getByRole('button', { name: 'Hapus Kantor' }));
    const confirm = await screen.findByTestId('address-remove-dialog');
    expect(confirm.getAttribute('role')).toBe('alertdialog');
    expect(world.addressApi.callsOf('destroy')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(screen.queryByTestId('address-remove-dialog')).toBeNull());
    expect(world.addressApi.callsOf('destroy')).toEqual([2]);
    expect(cards().map((each) => each.getAttribute('data-id'))).toEqual(['3', '1']);
    expect(screen.getByTestId('address-said').textContent).toBe('Alamat berhasil dihapus. Gudang kini menjadi alamat utama');
  });

  it('keeps the confirmation open with the server\'s reason when the delete is refused', async () => {
    const world = booksWorld({ addresses: [home] });
    renderPage(<AddressPage params={{}} />, world);
    await screen.findAllByTestId('address-card');
    fireEvent.click(within(card('Rumah')).getByRole('button', { name: 'Hapus Rumah' }));
    const confirm = await screen.findByTestId('address-remove-dialog');
    world.addressApi.failWith = new StoreFailure('rejected', 'DELETE more/user/address/destroy', 'Alamat dipakai pesanan aktif', { status: 422, serverMessage: 'Alamat dipakai pesanan aktif' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain('Alamat dipakai pesanan aktif');
    expect(cards()).toHaveLength(1);
  });
});

describe('/profile/address: the city search (GET uni/city/overall)', () => {
  it('asks for 3 letters, finds a city anywhere with its province, and fills province and city at once', async () => {
    const world = booksWorld();
    renderPage(<AddressPage params={{}} />, world);
    fireEvent.click(await screen.findByTestId('address-add'));
    const search = await screen.findByRole('combobox', { name: 'Cari kota/kabupaten' });
    fireEvent.change(search, { target: { value: 'su' } });
    expect(screen.getByTestId('city-search').textContent).toContain('Masukkan 1 karakter lagi');
    fireEvent.change(search, { target: { value: 'sura' } });
    const found = await screen.findByRole('option', { name: 'KOTA SURABAYA, JAWA TIMUR' });
    expect(world.regionsApi.asked).toContain('searchCities sura');
    fireEvent.mouseDown(found);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Kota/Kabupaten' }).value).toBe('KOTA SURABAYA'));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Provinsi' }).value).toBe('JAWA TIMUR');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Kecamatan' }).disabled).toBe(false));
  });
});
