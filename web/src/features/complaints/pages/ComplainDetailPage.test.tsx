import { StoreFailure } from '@more/core';
import { aProductDetail, anOrder, anOrderItem } from '@more/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { complaintsWorld, renderAt } from '../complaints.fixture';
import ComplainDetailPage from './ComplainDetailPage';

const chair = anOrderItem();
const shipped = anOrder({ orderNumber: 'MORE-20261115-0042', status: 'shipped', items: [chair] });
const world = () => complaintsWorld({ orders: [shipped, anOrder({ orderNumber: 'MORE-20261117-0088', status: 'processing' })], products: [aProductDetail({ id: 44, slug: chair.slug })] });
const address = '/profile/complain-detail?ordersn=MORE-20261115-0042&product=kursi-makan-jati';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const textField = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Ceritakan masalahnya' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Kirim Komplain' }));

describe('/profile/complain-detail: the complaint form for the line in the address (issue 20, points 7 and 9)', () => {
  it('shows the line, the reasons as choices, the text counted; a text too short is refused beside the field, which takes the focus', async () => {
    const w = world();
    renderAt(address, <ComplainDetailPage params={{}} />, w);
    expect(screen.getByTestId('complaint-form-loading')).toBeTruthy();
    const subject = await screen.findByTestId('complaint-subject');
    expect(subject.textContent).toContain('Kursi Makan Jati Natural');
    expect(subject.textContent).toContain('Pesanan MORE-20261115-0042 · Dikirim · 2 barang');
    const reasons = screen.getByRole('group', { name: 'Alasan komplain (opsional)' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['Barang rusak saat diterima', 'Barang tidak sesuai pesanan', 'Lainnya']);

    fireEvent.change(textField(), { target: { value: ' Rusak ' } });
    expect(screen.getByText('5/2000')).toBeTruthy();
    send();
    expect(await screen.findByText('Keterangan komplain minimal 10 karakter')).toBeTruthy();
    expect(textField().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(textField()));
    expect(w.complaintsApi.callsOf('submit')).toEqual([]);
    // The message follows the text: enough characters, and it goes.
    fireEvent.change(textField(), { target: { value: 'Kaki kursi patah' } });
    expect(screen.queryByText('Keterangan komplain minimal 10 karakter')).toBeNull();
  });

  it('files a complaint with a reason and two photos uploaded together (multi-upload), once, then offers the way back', async () => {
    const w = world();
    renderAt(address, <ComplainDetailPage params={{}} />, w);
    await screen.findByTestId('complaint-subject');
    fireEvent.click(screen.getByRole('radio', { name: 'Barang rusak saat diterima' }));
    fireEvent.change(textField(), { target: { value: 'Kaki kursi patah saat paket dibuka' } });
    const input = screen.getByLabelText('Tambah foto');
    fireEvent.change(input, { target: { files: [png('retak-1.png'), png('retak-2.png')] } });
    await waitFor(() => expect(screen.getAllByText(/terunggah$/)).toHaveLength(2));
    expect(w.complaintsApi.callsOf('uploadPhotos')).toEqual([['retak-1.png', 'retak-2.png']]);

    // A double tap: the button is busy after the first, and only one complaint is sent.
    const button = screen.getByRole('button', { name: 'Kirim Komplain' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    const done = await screen.findByTestId('complaint-sent');
    expect(w.complaintsApi.callsOf('submit')).toEqual([
      { productId: 44, orderNumber: 'MORE-20261115-0042', templateId: 1, text: 'Kaki kursi patah saat paket dibuka', photoIds: [1, 2] },
    ]);
    expect(done.textContent).toContain('Komplain berhasil dikirim');
    expect(done.textContent).toContain('21 November 2026 19:00');
    await waitFor(() => expect(document.activeElement).toBe(within(done).getByRole('heading', { name: 'Komplain berhasil dikirim' })));
    expect(within(done).getByRole('link', { name: 'Lihat Daftar Komplain' }).getAttribute('href')).toBe('/profile/complain');
    expect(w.sent.current.map((complaint) => [complaint.productName, complaint.reason, complaint.photoCount])).toEqual([['Kursi Makan Jati Natural', 'Barang rusak saat diterima', 2]]);
  });

  it('holds the form back while a photo failed, and a retry sends it alone (upload)', async () => {
    const w = world();
    renderAt(address, <ComplainDetailPage params={{}} />, w);
    await screen.findByTestId('complaint-subject');
    fireEvent.change(textField(), { target: { value: 'Warna meja berbeda dari foto' } });
    w.complaintsApi.failing.uploadPhoto = new StoreFailure('server', 'POST more/product/complain/upload', 'down', { status: 500 });
    fireEvent.change(screen.getByLabelText('Tambah foto'), { target: { files: [png('warna.png')] } });
    await screen.findByRole('button', { name: 'Ulangi unggah warna.png' });
    send();
    expect(await screen.findByText('Ulangi atau hapus foto yang gagal diunggah', { selector: 'p' })).toBeTruthy();
    expect(w.complaintsApi.callsOf('submit')).toEqual([]);
    delete w.complaintsApi.failing.uploadPhoto;
    fireEvent.click(screen.getByRole('button', { name: 'Ulangi unggah warna.png' }));
    await waitFor(() => expect(screen.queryByText('Ulangi atau hapus foto yang gagal diunggah', { selector: 'p' })).toBeNull());
    expect(w.complaintsApi.callsOf('uploadPhoto')).toEqual(['warna.png', 'warna.png']);
  });

  it('says the server\'s refusal and keeps what was typed', async () => {
    const w = world();
    renderAt(address, <ComplainDetailPage params={{}} />, w);
    await screen.findByTestId('complaint-subject');
    fireEvent.change(textField(), { target: { value: 'Kaki kursi patah saat paket dibuka' } });
    w.complaintsApi.failing.submit = new StoreFailure('rejected', 'POST more/product/complain', 'Komplain untuk pesanan ini sudah ditutup', {
      status: 422,
      serverMessage: 'Komplain untuk pesanan ini sudah ditutup',
    });
    send();
    expect((await screen.findByRole('alert')).textContent).toContain('Komplain untuk pesanan ini sudah ditutup');
    expect(textField().value).toBe('Kaki kursi patah saat paket dibuka');
    expect(screen.queryByTestId('complaint-sent')).toBeNull();
  });

  it('an address naming no line of a shipped or completed order says so, with the way back', async () => {
    renderAt('/profile/complain-detail', <ComplainDetailPage params={{}} />, world());
    const missing = await screen.findByTestId('complaint-line-unknown');
    expect(missing.textContent).toContain('Produk yang ingin dikomplain tidak ditemukan.');
    expect(within(missing).getByRole('link', { name: 'Kembali ke Komplain' }).getAttribute('href')).toBe('/profile/complain');

    renderAt('/profile/complain-detail?ordersn=MORE-20261117-0088&product=kursi-makan-jati', <ComplainDetailPage params={{}} />, world());
    await waitFor(() => expect(screen.getAllByTestId('complaint-line-unknown')).toHaveLength(2));
    expect(screen.getAllByTestId('complaint-line-unknown')[1]!.textContent).toContain('masih berstatus Diproses');
  });

  it('a failed load is explained, and "Coba Lagi" loads the form', async () => {
    const w = world();
    w.ordersApi.failWith = new StoreFailure('server', 'GET more/transaction/order/{id}', 'down', { status: 500 });
    renderAt(address, <ComplainDetailPage params={{}} />, w);
    const failure = await screen.findByTestId('complaint-form-failed');
    expect(failure.textContent).toContain('Formulir komplain belum dapat ditampilkan.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByTestId('complaint-subject')).toBeTruthy();
  });
});
