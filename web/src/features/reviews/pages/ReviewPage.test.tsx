import { StoreFailure } from '@more/core';
import { aProductDetail, anOrder, anOrderItem } from '@more/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, reviewsWorld } from '../reviews.fixture';
import ReviewPage from './ReviewPage';

const sofa = anOrderItem({ slug: 'sofa-oslo', nameShort: 'Sofa Oslo', nameLong: 'Sofa Oslo - Abu-abu' });
const table = anOrderItem({ slug: 'meja-jati', nameShort: 'Meja Jati', nameLong: 'Meja Jati - Natural' });
const completed = anOrder({ orderNumber: 'MORE-20261020-0311', status: 'completed', createdAt: Date.UTC(2026, 9, 20, 3, 15), items: [sofa, table] });
const shipped = anOrder({ orderNumber: 'MORE-20261115-0042', status: 'shipped', items: [anOrderItem({ slug: 'lemari-jati', nameShort: 'Lemari Jati' })] });
const world = () => reviewsWorld({ orders: [completed, shipped], products: [aProductDetail({ id: 77, slug: 'sofa-oslo' }), aProductDetail({ id: 78, slug: 'meja-jati' })] });

const png = (name: string, bytes = 4) => {
  const content = new Uint8Array(bytes);
  content.set([0x89, 0x50, 0x4e, 0x47]);
  return new File([content], name, { type: 'image/png' });
};
const waiting = () => screen.getAllByTestId('review-waiting');
const openForm = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: `Tulis ulasan ${name}` }));
  return within(await screen.findByTestId('review-form'));
};
const chooseFiles = (files: File[]) => fireEvent.change(screen.getByLabelText('Tambah foto'), { target: { files } });

afterEach(() => vi.unstubAllGlobals());

describe('/profile/review: the products waiting for a review, and those reviewed (issue 20, point 6)', () => {
  it('an order\'s "Beri Ulasan" (?ordersn=…&product=…) opens the form for that product; a product the server says is reviewed waits no more', async () => {
    const told = reviewsWorld({
      orders: [{ ...completed, items: [{ ...sofa, reviewed: true }, table] }, shipped],
      products: [aProductDetail({ id: 77, slug: 'sofa-oslo' }), aProductDetail({ id: 78, slug: 'meja-jati' })],
    });
    renderAt('/profile/review?ordersn=MORE-20261020-0311&product=meja-jati', <ReviewPage params={{}} />, told);
    await screen.findByTestId('review-form');
    expect(screen.getByTestId('review-dialog').textContent).toContain('Meja Jati');
    expect(waiting().map((card) => card.getAttribute('data-product'))).toEqual(['meja-jati']);
  });

  it('lists the products of the completed orders (not of others), each once, with the way to write a review', async () => {
    renderAt('/profile/review', <ReviewPage params={{}} />, world());
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Ulasan']);
    expect(screen.getByTestId('reviews-loading')).toBeTruthy();
    await screen.findAllByTestId('review-waiting');
    expect(waiting().map((card) => card.getAttribute('data-product'))).toEqual(['sofa-oslo', 'meja-jati']);
    expect(waiting()[0]!.textContent).toContain('Pesanan MORE-20261020-0311 · 20 Oktober 2026');
    expect(within(waiting()[0]!).getByRole('link', { name: 'Sofa Oslo' }).getAttribute('href')).toBe('/product/sofa-oslo');
    expect(screen.getByRole('heading', { name: 'Menunggu Ulasan (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sudah Diulas (0)' })).toBeTruthy();
    expect(screen.getByTestId('reviews-sent-empty').textContent).toBe('Ulasan yang Anda kirim akan muncul di sini.');
  });

  it('writes a review: stars required (focus on them), a template as a quick pick, a photo, sent once; the product moves to reviewed', async () => {
    const w = world();
    renderAt('/profile/review', <ReviewPage params={{}} />, w);
    await screen.findAllByTestId('review-waiting');
    const form = await openForm('Sofa Oslo');
    expect(within(screen.getByTestId('review-dialog')).getByRole('heading', { name: 'Tulis Ulasan' })).toBeTruthy();

    fireEvent.click(form.getByRole('button', { name: 'Kirim Ulasan' }));
    expect(await form.findByText('Pilih rating 1 sampai 5 bintang')).toBeTruthy();
    const stars = form.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true', 'true', 'true']);
    await waitFor(() => expect(document.activeElement).toBe(form.getByRole('radio', { name: '1 dari 5 bintang' })));
    expect(w.reviewsApi.callsOf('submit')).toEqual([]);

    fireEvent.click(form.getByRole('radio', { name: '4 dari 5 bintang' }));
    expect(form.queryByText('Pilih rating 1 sampai 5 bintang')).toBeNull();
    expect(form.getByText('Baik')).toBeTruthy();
    const text = form.getByRole<HTMLTextAreaElement>('textbox', { name: 'Ulasan (opsional)' });
    fireEvent.change(text, { target: { value: 'Dudukannya empuk' } });
    const quickPicks = form.getByRole('group', { name: 'Kalimat cepat' });
    fireEvent.click(within(quickPicks).getByRole('button', { name: 'Mudah dirakit' }));
    expect(text.value).toBe('Dudukannya empuk. Mudah dirakit');
    expect(within(quickPicks).getByRole('button', { name: 'Mudah dirakit (sudah ditambahkan)' })).toBeTruthy();
    expect(form.getByText('31/1000')).toBeTruthy();

    chooseFiles([png('sofa.png')]);
    await waitFor(() => expect(form.getByText('sofa.png terunggah')).toBeTruthy());
    expect(form.getByText('1/5')).toBeTruthy();
    expect(w.reviewsApi.callsOf('uploadPhoto')).toEqual(['sofa.png']);

    const send = form.getByRole('button', { name: 'Kirim Ulasan' });
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.submit(send.closest('form')!);
    const notice = await screen.findByTestId('review-sent');
    expect(notice.textContent).toBe('Terima kasih, ulasan berhasil dikirim');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(w.reviewsApi.callsOf('submit')).toEqual([{ productId: 77, rating: 4, text: 'Dudukannya empuk. Mudah dirakit', photoIds: [1] }]);
    expect(screen.queryByTestId('review-dialog')).toBeNull();
    expect(waiting().map((card) => card.getAttribute('data-product'))).toEqual(['meja-jati']);
    const sent = screen.getByTestId('review-sent-card');
    expect(within(sent).getByRole('img', { name: 'Rating 4 dari 5' })).toBeTruthy();
    expect(sent.textContent).toContain('Dudukannya empuk. Mudah dirakit');
    expect(within(sent).getByRole('img', { name: 'Foto ulasan 1' }).getAttribute('src')).toBe('https://img.test/ulasan/1/sofa.png');
    expect(within(sent).getByRole('link', { name: 'Lihat di halaman produk' }).getAttribute('href')).toBe('/product/sofa-oslo');
    // The photo belongs to the review: closing the form deleted nothing.
    expect(w.reviewsApi.callsOf('deletePhoto')).toEqual([]);
  });

  it('refuses a 6 MB file and a file that is not a picture beside the field, before any request', async () => {
    const w = world();
    renderAt('/profile/review', <ReviewPage params={{}} />, w);
    await screen.findAllByTestId('review-waiting');
    const form = await openForm('Meja Jati');
    chooseFiles([png('besar.png', 6 * 1024 * 1024), new File(['catatan'], 'catatan.txt', { type: 'text/plain' })]);
    expect(await form.findByText('besar.png terlalu besar (6,0 MB): maksimal 5 MB per foto')).toBeTruthy();
    expect(form.getByText('catatan.txt tidak dapat diunggah: hanya gambar JPG, PNG atau WEBP')).toBeTruthy();
    const input = form.getByLabelText('Tambah foto');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    // The refusals are read with the field.
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('JPG, PNG atau WEBP, maksimal 5 MB per foto, paling banyak 5 foto.');
    expect(described.join(' ')).toContain('besar.png terlalu besar (6,0 MB): maksimal 5 MB per foto');
    expect(described.join(' ')).toContain('catatan.txt tidak dapat diunggah');
    expect(form.getByText('0/5')).toBeTruthy();
    expect(w.reviewsApi.calls.filter((call) => call.call === 'uploadPhoto')).toEqual([]);
  });

  it('shows each photo\'s preview from the file, revokes it when the photo is deleted, and deletes it on the server', async () => {
    const created: string[] = [];
    const revoked: string[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        created.push(`blob:preview/${created.length + 1}`);
        expect(blob).toBeInstanceOf(File);
        return created.at(-1)!;
      },
      revokeObjectURL: (url: string) => void revoked.push(url),
    }));
    const w = world();
    renderAt('/profile/review', <ReviewPage params={{}} />, w);
    await screen.findAllByTestId('review-waiting');
    const form = await openForm('Sofa Oslo');
    chooseFiles([png('depan.png'), png('samping.png')]);
    await waitFor(() => expect(form.getByText('samping.png terunggah')).toBeTruthy());
    expect(form.getByRole('img', { name: 'Pratinjau depan.png' }).getAttribute('src')).toBe('blob:preview/1');
    fireEvent.click(form.getByRole('button', { name: 'Hapus foto depan.png' }));
    await waitFor(() => expect(form.queryByRole('img', { name: 'Pratinjau depan.png' })).toBeNull());
    expect(revoked).toEqual(['blob:preview/1']);
    expect(w.reviewsApi.callsOf('deletePhoto')).toEqual([1]);
    expect(form.getByText('1/5')).toBeTruthy();
    // Closing the form unsent deletes the photo left, and revokes its preview.
    fireEvent.click(within(screen.getByTestId('review-dialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(w.reviewsApi.callsOf('deletePhoto')).toEqual([1, 2]));
    expect(revoked).toEqual(['blob:preview/1', 'blob:preview/2']);
  });

  it('shows a failed upload\'s reason with a retry named by the photo', async () => {
    const w = world();
    renderAt('/profile/review', <ReviewPage params={{}} />, w);
    await screen.findAllByTestId('review-waiting');
    const form = await openForm('Sofa Oslo');
    w.reviewsApi.failing.uploadPhoto = new StoreFailure('rejected', 'POST more/product/review/upload', '422', { status: 422, serverMessage: 'file harus berupa gambar JPG, PNG atau WEBP yang utuh' });
    chooseFiles([png('rusak.png')]);
    expect((await form.findByRole('alert')).textContent).toContain('file harus berupa gambar JPG, PNG atau WEBP yang utuh');
    fireEvent.click(form.getByRole('radio', { name: '5 dari 5 bintang' }));
    fireEvent.click(form.getByRole('button', { name: 'Kirim Ulasan' }));
    expect(await form.findByText('Ulangi atau hapus foto yang gagal diunggah')).toBeTruthy();
    delete w.reviewsApi.failing.uploadPhoto;
    fireEvent.click(form.getByRole('button', { name: 'Ulangi unggah rusak.png' }));
    await waitFor(() => expect(form.getByText('rusak.png terunggah')).toBeTruthy());
    expect(form.queryByText('Ulangi atau hapus foto yang gagal diunggah')).toBeNull();
    expect(w.reviewsApi.callsOf('uploadPhoto')).toEqual(['rusak.png', 'rusak.png']);
  });

  it('keeps the stars and the text and says the server\'s refusal when the review is refused', async () => {
    const w = world();
    renderAt('/profile/review', <ReviewPage params={{}} />, w);
    await screen.findAllByTestId('review-waiting');
    const form = await openForm('Sofa Oslo');
    fireEvent.click(form.getByRole('radio', { name: '2 dari 5 bintang' }));
    const text = form.getByRole<HTMLTextAreaElement>('textbox', { name: 'Ulasan (opsional)' });
    fireEvent.change(text, { target: { value: 'Warna berbeda dari foto' } });
    w.reviewsApi.failing.submit = new StoreFailure('rejected', 'POST more/product/review', '422', { status: 422, serverMessage: 'Anda sudah mengulas produk ini hari ini' });
    fireEvent.click(form.getByRole('button', { name: 'Kirim Ulasan' }));
    expect((await form.findByRole('alert')).textContent).toBe('Anda sudah mengulas produk ini hari ini');
    expect(text.value).toBe('Warna berbeda dari foto');
    expect(form.getByRole<HTMLInputElement>('radio', { name: '2 dari 5 bintang' }).checked).toBe(true);
    expect(waiting()).toHaveLength(2);
  });

  it('says when nothing waits for a review, and explains a failure with "Coba Lagi"', async () => {
    const w = reviewsWorld({ orders: [shipped] });
    w.ordersApi.failWith = new StoreFailure('network', 'GET more/transaction/order', 'offline');
    renderAt('/profile/review', <ReviewPage params={{}} />, w);
    const failure = await screen.findByTestId('reviews-failed');
    expect(failure.textContent).toContain('Produk untuk diulas belum dapat ditampilkan.');
    expect(failure.textContent).toContain('Koneksi ke server terputus');
    w.ordersApi.failWith = null;
    fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
    const empty = await screen.findByTestId('reviews-waiting-empty');
    expect(empty.textContent).toContain('Belum ada produk yang menunggu ulasan.');
    expect(within(empty).getByRole('link', { name: 'Lihat Pesanan Selesai' }).getAttribute('href')).toBe('/profile/orders?status=completed');
  });

  it('says so when the product is no longer sold, and retries a form that failed to load', async () => {
    const w = reviewsWorld({ orders: [completed], products: [aProductDetail({ id: 77, slug: 'sofa-oslo' })] });
    renderAt('/profile/review', <ReviewPage params={{}} />, w);
    await screen.findAllByTestId('review-waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Tulis ulasan Meja Jati' }));
    expect((await screen.findByTestId('review-product-gone')).textContent).toBe('Produk ini sudah tidak dijual lagi, sehingga tidak dapat diulas.');
    fireEvent.click(within(screen.getByTestId('review-dialog')).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByTestId('review-dialog')).toBeNull());
    w.productsApi.failWith = new StoreFailure('server', 'GET uni/product/{slug}', '500', { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Tulis ulasan Sofa Oslo' }));
    const failed = await screen.findByTestId('review-form-failed');
    expect(failed.textContent).toContain('Formulir ulasan belum dapat ditampilkan.');
    w.productsApi.failWith = null;
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByTestId('review-form')).toBeTruthy();
  });
});
