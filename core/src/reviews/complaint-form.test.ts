import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryOrdersApi, anOrder, anOrderItem } from '../orders/fakes';
import { InMemoryProductDetailApi, aProductDetail } from '../product-detail/fakes';
import { StoreFailure } from '../shared/failure';
import {
  COMPLAINT_NO_LINE_TEXT,
  COMPLAINT_PRODUCT_GONE_TEXT,
  COMPLAINT_TEXT_MAX_LENGTH,
  COMPLAINT_TEXT_MIN_LENGTH,
  ComplaintForm,
  type ComplaintSubject,
  complaintFormErrors,
  complaintTextCounter,
  complaintTextError,
} from './complaint-form';
import { SentComplaints } from './customer-complaints';
import { PHOTOS_BUSY_TEXT, PHOTOS_FAILED_TEXT } from './photo-uploads';
import { aPhotoFile } from './review.fixture';
import { InMemoryComplaintsApi } from './reviews-api.fake';

/** Lets the fakes' answers (promises already resolved) reach the state: core has no timers to wait on. */
const settle = async () => {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve();
};

describe('the complaint\'s text: "10 to 2000 characters" (issue 20, point 7), trimmed, counted on screen', () => {
  it('is accepted exactly when its trimmed length is 10 to 2000, and the counter shows that length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2100 }), fc.string({ maxLength: 6 }).map((s) => s.replace(/\S/g, ' ')), (text, padding) => {
        const typed = `${padding}${text}${padding}`;
        const length = typed.trim().length;
        const accepted = length >= COMPLAINT_TEXT_MIN_LENGTH && length <= COMPLAINT_TEXT_MAX_LENGTH;
        expect(complaintTextError(typed) === null).toBe(accepted);
        expect(complaintTextCounter(typed)).toBe(`${length}/2000`);
        // Spaces around it never change the verdict.
        expect(complaintTextError(typed)).toBe(complaintTextError(text.trim()));
      }),
    );
  });

  it('says what is wrong in Indonesian', () => {
    expect(complaintTextError('   ')).toBe('Keterangan komplain wajib diisi');
    expect(complaintTextError('Rusak')).toBe('Keterangan komplain minimal 10 karakter');
    expect(complaintTextError('a'.repeat(2001))).toBe('Keterangan komplain maksimal 2000 karakter');
    expect(complaintTextError(' Kaki patah ')).toBeNull();
  });

  it('every mistake at once; photos still on their way or failed hold the form back', () => {
    expect(complaintFormErrors({ templateId: null, text: 'x' }, { count: 2, blocker: PHOTOS_BUSY_TEXT })).toEqual({
      text: 'Keterangan komplain minimal 10 karakter',
      photos: PHOTOS_BUSY_TEXT,
    });
    expect(complaintFormErrors({ templateId: null, text: 'Kaki kursi patah' }, { count: 5, blocker: null })).toEqual({});
    expect(complaintFormErrors({ templateId: null, text: 'Kaki kursi patah' }, { count: 6, blocker: null })).toEqual({ photos: 'Maksimal 5 foto' });
  });
});

const templates = [
  { id: 1, text: 'Barang rusak saat diterima' },
  { id: 6, text: 'Lainnya' },
];
const chair = anOrderItem();
const shipped = anOrder({ orderNumber: 'MORE-20261115-0042', status: 'shipped', items: [chair] });

const world = (orders = [shipped]) => {
  const complaints = new InMemoryComplaintsApi(templates);
  const orderApi = new InMemoryOrdersApi(orders);
  const products = new InMemoryProductDetailApi([aProductDetail({ id: 44, slug: chair.slug })]);
  const sent = new SentComplaints();
  const form = new ComplaintForm(complaints, orderApi, products, sent);
  return { complaints, orderApi, products, sent, form };
};

const subjectOf = (form: ComplaintForm): ComplaintSubject => {
  const state = form.current;
  if (state.status !== 'ready' || state.value.kind !== 'line') throw new Error(`no line: ${JSON.stringify(state)}`);
  return state.value.subject;
};
const unknownText = (form: ComplaintForm): string | null => {
  const state = form.current;
  return state.status === 'ready' && state.value.kind === 'unknown' ? state.value.message : null;
};

describe('ComplaintForm: the line the address names', () => {
  it('finds the line in a shipped order, the product\'s id, and the reasons', async () => {
    const { form, products } = world();
    form.open({ orderNumber: shipped.orderNumber, slug: chair.slug });
    expect(form.current.status).toBe('loading');
    await settle();
    const subject = subjectOf(form);
    expect(subject.productId).toBe(44);
    expect(subject.line).toMatchObject({ orderNumber: 'MORE-20261115-0042', name: 'Kursi Makan Jati Natural', quantity: 2 });
    expect(subject.orderStatusLabel).toBe('Dikirim');
    expect(subject.templates).toEqual(templates);
    expect(products.calls).toEqual(['GET uni/product/kursi-makan-jati']);
  });

  it('says why there is no form: no line named, an order not the customer\'s, not yet shipped, a product not in it, a product gone', async () => {
    const { form, products } = world([shipped, anOrder({ orderNumber: 'MORE-20261117-0088', status: 'processing' })]);
    form.open(null);
    expect(unknownText(form)).toBe(COMPLAINT_NO_LINE_TEXT);

    form.open({ orderNumber: 'MORE-20260101-9999', slug: chair.slug });
    await settle();
    expect(unknownText(form)).toBe('Pesanan MORE-20260101-9999 tidak ditemukan di akun Anda.');

    form.open({ orderNumber: 'MORE-20261117-0088', slug: chair.slug });
    await settle();
    expect(unknownText(form)).toBe(
      'Pesanan MORE-20261117-0088 masih berstatus Diproses. Komplain dapat diajukan untuk pesanan yang sedang dikirim atau sudah selesai.',
    );

    form.open({ orderNumber: shipped.orderNumber, slug: 'sofa-lain' });
    await settle();
    expect(unknownText(form)).toBe('Produk ini tidak ada di pesanan MORE-20261115-0042.');
    // A product the order does not hold is never asked for: its 404 would send the shopper to /404 (document 2 §2).
    expect(products.calls).toEqual([]);

    const gone = world([anOrder({ ...shipped, items: [anOrderItem({ slug: 'kursi-lama' })] })]);
    gone.form.open({ orderNumber: shipped.orderNumber, slug: 'kursi-lama' });
    await settle();
    expect(unknownText(gone.form)).toBe(COMPLAINT_PRODUCT_GONE_TEXT);
  });

  it('a failed call is a failure to retry, not an unknown line', async () => {
    const { form, complaints } = world();
    complaints.failing.templates = new StoreFailure('network', 'GET more/product/complain/templates', 'offline');
    form.open({ orderNumber: shipped.orderNumber, slug: chair.slug });
    await settle();
    const state = form.current;
    expect(state.status === 'failed' && state.failure.call).toBe('GET more/product/complain/templates');
    delete complaints.failing.templates;
    form.reload();
    await settle();
    expect(subjectOf(form).productId).toBe(44);
  });
});

describe('ComplaintForm: sending (more/product/complain), once', () => {
  const open = async () => {
    const w = world();
    w.form.open({ orderNumber: shipped.orderNumber, slug: chair.slug });
    await settle();
    return w;
  };

  it('sends the product, order, reason, trimmed text and the photos uploaded together (multi-upload), and lists it as sent', async () => {
    const { form, complaints, sent } = await open();
    await form.photos.add([aPhotoFile('retak-1.jpg'), aPhotoFile('retak-2.png', 'image/png')]);
    expect(complaints.callsOf('uploadPhotos')).toEqual([['retak-1.jpg', 'retak-2.png']]);
    expect(complaints.callsOf('uploadPhoto')).toEqual([]);

    const outcome = await form.submit({ templateId: 1, text: '  Kaki kursi patah saat diterima  ' });
    expect(outcome.kind).toBe('sent');
    expect(complaints.callsOf('submit')).toEqual([
      { productId: 44, orderNumber: 'MORE-20261115-0042', templateId: 1, text: 'Kaki kursi patah saat diterima', photoIds: [1, 2] },
    ]);
    expect(sent.current.map((complaint) => [complaint.productName, complaint.reason, complaint.photoCount, complaint.createdAt])).toEqual([
      ['Kursi Makan Jati Natural', 'Barang rusak saat diterima', 2, Date.UTC(2026, 10, 21, 12, 0)],
    ]);
    // The photos belong to the complaint: leaving the form deletes none of them.
    expect(form.photos.current.count).toBe(0);
    form.forget();
    await settle();
    expect(complaints.callsOf('deletePhoto')).toEqual([]);
  });

  it('a reason is optional', async () => {
    const { form, complaints } = await open();
    expect((await form.submit({ templateId: null, text: 'Warna tidak sesuai foto' })).kind).toBe('sent');
    expect(complaints.callsOf('submit')).toMatchObject([{ templateId: null, photoIds: [] }]);
  });

  it('sends nothing while the text is too short or photos are still uploading or failed', async () => {
    const { form, complaints } = await open();
    expect(await form.submit({ templateId: null, text: 'Rusak' })).toEqual({ kind: 'invalid', errors: { text: 'Keterangan komplain minimal 10 karakter' } });

    complaints.failing.uploadPhoto = new StoreFailure('server', 'POST more/product/complain/upload', 'down', { status: 500 });
    const uploading = form.photos.add([aPhotoFile('retak.jpg')]);
    expect(await form.submit({ templateId: null, text: 'Kaki kursi patah' })).toEqual({ kind: 'invalid', errors: { photos: PHOTOS_BUSY_TEXT } });
    await uploading;
    expect(await form.submit({ templateId: null, text: 'Kaki kursi patah' })).toEqual({ kind: 'invalid', errors: { photos: PHOTOS_FAILED_TEXT } });

    // A retry goes alone through `upload`.
    delete complaints.failing.uploadPhoto;
    await form.photos.retry(form.photos.current.photos[0]!.key);
    expect((await form.submit({ templateId: null, text: 'Kaki kursi patah' })).kind).toBe('sent');
    expect(complaints.callsOf('submit')).toHaveLength(1);
  });

  it('a second press while one is on its way sends nothing', async () => {
    const { form, complaints } = await open();
    const [first, second] = await Promise.all([form.submit({ templateId: null, text: 'Kaki kursi patah' }), form.submit({ templateId: null, text: 'Kaki kursi patah' })]);
    expect([first.kind, second.kind]).toEqual(['sent', 'busy']);
    expect(complaints.callsOf('submit')).toHaveLength(1);
  });

  it('a refusal puts the server\'s reasons beside their fields and its message above, and keeps the photos', async () => {
    const { form, complaints, sent } = await open();
    await form.photos.add([aPhotoFile('retak.jpg')]);
    complaints.failing.submit = new StoreFailure('rejected', 'POST more/product/complain', 'Data yang dikirim tidak valid', {
      status: 422,
      serverMessage: 'Data yang dikirim tidak valid',
      fieldErrors: { templateId: ['Alasan komplain tidak ditemukan'] },
    });
    const outcome = await form.submit({ templateId: 99, text: 'Kaki kursi patah' });
    expect(outcome).toMatchObject({ kind: 'failed', errors: { reason: 'Alasan komplain tidak ditemukan' }, message: 'Data yang dikirim tidak valid' });
    expect(form.photos.current.photoIds).toEqual([1]);
    expect(sent.current).toEqual([]);
  });

  it('leaving a form unsent deletes its uploaded photos; logging out forgets the form', async () => {
    const { form, complaints } = await open();
    await form.photos.add([aPhotoFile('retak.jpg')]);
    form.forget();
    await settle();
    expect(complaints.callsOf('deletePhoto')).toEqual([1]);
    expect(form.current.status).toBe('idle');

    const again = await open();
    await again.form.photos.add([aPhotoFile('retak.jpg')]);
    again.form.clearOnLogout();
    await settle();
    expect(again.form.current.status).toBe('idle');
    expect(again.form.photos.current.count).toBe(0);
    expect(again.complaints.callsOf('deletePhoto')).toEqual([]);
  });
});
