import { describe, expect, it } from 'vitest';
import { isStoreFailure } from '../shared/failure';
import { photoProblem, REVIEWS_PAGE_SIZE } from './review';
import { aPhotoFile, aReview } from './review.fixture';
import { InMemoryComplaintsApi, InMemoryReviewsApi } from './reviews-api.fake';

const reviewsOfTwelve = (count: number) => Array.from({ length: count }, (_, i) => aReview({ id: i + 1, rating: (i % 5) + 1 }));

describe('photos the store takes (JPEG, PNG or WEBP up to 5 MB)', () => {
  it.each([
    ['image/jpeg', 1024, null],
    ['IMAGE/PNG', 1024, null],
    ['image/webp', 5 * 1024 * 1024, null],
    ['image/gif', 1024, 'not-an-image'],
    ['application/pdf', 1024, 'not-an-image'],
    ['image/png', 0, 'empty'],
    ['image/png', 5 * 1024 * 1024 + 1, 'too-large'],
  ] as const)('%s of %i bytes: %s', (type, size, problem) => {
    expect(photoProblem({ type, size })).toBe(problem);
  });
});

describe('in-memory reviews API', () => {
  it('pages a product\'s reviews 3 at a time by default and reports their mean rating', async () => {
    const api = new InMemoryReviewsApi([...reviewsOfTwelve(7), aReview({ id: 99, productId: 13 })]);
    const first = await api.reviewsOf(12);
    expect(first).toMatchObject({ page: 1, perPage: REVIEWS_PAGE_SIZE, total: 7, totalPages: 3, productId: 12, rating: 2.6 });
    expect(first.items.map((r) => r.id)).toEqual([1, 2, 3]);
    expect((await api.reviewsOf(12, { page: 3, perPage: 3 })).items.map((r) => r.id)).toEqual([7]);
    expect(await api.reviewsOf(40)).toMatchObject({ items: [], total: 0, totalPages: 0, rating: 0 });
  });

  it('keeps one review per product of its customer, with the photos uploaded for it', async () => {
    const api = new InMemoryReviewsApi([], [{ id: 1, text: 'Kualitas sangat baik' }]);
    expect(await api.templates()).toEqual([{ id: 1, text: 'Kualitas sangat baik' }]);
    const photo = await api.uploadPhoto(aPhotoFile('meja.png', 'image/png'));
    expect(photo).toEqual({ id: 1, url: 'https://img.test/ulasan/1/meja.png', name: 'meja.png' });
    await api.submit({ productId: 5, rating: 3, text: 'Lumayan', photoIds: [] });
    const second = await api.submit({ productId: 5, rating: 5, text: 'Ternyata awet', photoIds: [photo.id, 77] });
    expect(second.photos).toEqual([photo]);
    expect((await api.reviewsOf(5)).items).toEqual([second]);
    expect(api.callsOf('submit')).toHaveLength(2);
  });

  it('refuses a rating outside 1 to 5, a file that is not a picture, and deleting a photo it does not hold', async () => {
    const api = new InMemoryReviewsApi();
    await expect(api.submit({ productId: 5, rating: 6, text: '', photoIds: [] })).rejects.toMatchObject({ kind: 'rejected', details: { status: 422 } });
    await expect(api.uploadPhoto(aPhotoFile('nota.pdf', 'application/pdf'))).rejects.toMatchObject({ kind: 'rejected' });
    const photo = await api.uploadPhoto(aPhotoFile());
    await api.deletePhoto(photo.id);
    await expect(api.deletePhoto(photo.id)).rejects.toMatchObject({ kind: 'not-found', call: 'POST more/product/review/delete-file' });
  });

  it('fails a call when told to', async () => {
    const api = new InMemoryReviewsApi();
    api.failing.templates = new Error('offline');
    await expect(api.templates()).rejects.toThrow('offline');
    expect(api.calls).toEqual([{ call: 'templates', argument: undefined }]);
  });
});

describe('in-memory complaints API', () => {
  it('takes several photos at once, all or none, and keeps each complaint newest first', async () => {
    const api = new InMemoryComplaintsApi([{ id: 3, text: 'Barang rusak saat diterima' }]);
    expect(await api.templates()).toHaveLength(1);
    const photos = await api.uploadPhotos([aPhotoFile('a.jpg'), aPhotoFile('b.webp', 'image/webp')]);
    expect(photos.map((p) => p.id)).toEqual([1, 2]);
    await expect(api.uploadPhotos([aPhotoFile('c.jpg'), aPhotoFile('d.txt', 'text/plain')])).rejects.toSatisfy(isStoreFailure);
    await expect(api.uploadPhotos([])).rejects.toMatchObject({ kind: 'rejected' });
    const single = await api.uploadPhoto(aPhotoFile('e.jpg'));
    await api.deletePhoto(single.id);
    await expect(api.deletePhoto(single.id)).rejects.toMatchObject({ kind: 'not-found' });

    await api.submit({ productId: 5, orderNumber: null, templateId: null, text: 'Kaki meja goyang', photoIds: [] });
    const complaint = await api.submit({ productId: 5, orderNumber: 'MORE-20261020-0311', templateId: 3, text: 'Sudut lemari pecah', photoIds: [1, 2] });
    expect(complaint).toMatchObject({ id: 2, status: 'pending', photos: photos, orderNumber: 'MORE-20261020-0311' });
    expect(api.complaints.map((c) => c.id)).toEqual([2, 1]);
  });
});
