import { photoProblem, REVIEWS_PAGE_SIZE } from '@more/core';
import { aPhotoFile } from '@more/core/testing';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../mock-store.fixture';
import { HttpComplaintsApi } from './http-complaints-api';
import { HttpReviewsApi } from './http-reviews-api';
import { toComplaint } from './review.mapper';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

const api = mockStore({ now: Date.UTC(2026, 10, 21, 3, 0) });
const store = api.storeApi;
const reviews = new HttpReviewsApi(store);
const complaints = new HttpComplaintsApi(store);
const png = (name = 'sofa.png') => new File([PNG.slice()], name, { type: 'image/png' });

/** A product with at least two pages of reviews. */
const wellReviewed = () => {
  const counts = new Map<number, number>();
  for (const review of api.mock.db.productReviews.all()) counts.set(review.productId, (counts.get(review.productId) ?? 0) + 1);
  return [...counts].find(([, count]) => count > REVIEWS_PAGE_SIZE)![0];
};

describe('HttpReviewsApi against the mock', () => {
  it('reads a product\'s reviews 3 at a time by default, with the review info', async () => {
    const productId = wellReviewed();
    const first = await reviews.reviewsOf(productId);
    expect(first).toMatchObject({ page: 1, perPage: 3, productId, totalPages: Math.ceil(first.total / 3) });
    expect(first.items).toHaveLength(3);
    expect(first.rating).toBeGreaterThan(0);
    expect(first.items[0]!.productId).toBe(productId);
    expect(first.items[0]!.createdAt).toBeGreaterThanOrEqual(first.items[1]!.createdAt);
    const second = await reviews.reviewsOf(productId, { page: 2, perPage: 3 });
    expect(second.items.map((r) => r.id)).not.toContain(first.items[0]!.id);
  });

  it('uploads a photo, sends a review with it, and deletes another photo', async () => {
    const templates = await reviews.templates();
    expect(templates.length).toBeGreaterThan(3);
    const photo = await reviews.uploadPhoto(png('meja makan.png'));
    expect(photo.name).toBe('meja makan.png');
    expect(photo.url).toContain('/media/uploads/');
    const spare = await reviews.uploadPhoto(png());
    await reviews.deletePhoto(spare.id);
    const review = await reviews.submit({ productId: 7, rating: 5, text: templates[0]!.text, photoIds: [photo.id] });
    expect(review).toMatchObject({ productId: 7, rating: 5, text: templates[0]!.text, photos: [photo], reviewerName: 'Sinta W.' });
    expect((await reviews.reviewsOf(7)).items[0]).toEqual(review);
    await expect(reviews.deletePhoto(spare.id)).rejects.toMatchObject({ kind: 'not-found', call: 'POST more/product/review/delete-file' });
  });

  it('reports the upload\'s progress as the bytes are sent, ending at all of them', async () => {
    const bytes = new Uint8Array(256 * 1024).fill(7);
    bytes.set(PNG);
    const big = new File([bytes], 'besar.png', { type: 'image/png' });
    const fractions: number[] = [];
    const photo = await reviews.uploadPhoto(big, (fraction) => fractions.push(fraction));
    expect(photo.name).toBe('besar.png');
    expect(fractions.length).toBeGreaterThan(2);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.some((fraction) => fraction > 0 && fraction < 1)).toBe(true);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('sends a picture the shopper chose even when it is not a browser File', async () => {
    const photo = await reviews.uploadPhoto(aPhotoFile('dari-kamera.png', 'image/png', PNG));
    expect(photo.name).toBe('dari-kamera.png');
  });

  it('fails a review with 6 stars and an upload that is not a picture as rejected (422)', async () => {
    await expect(reviews.submit({ productId: 7, rating: 6, text: '', photoIds: [] })).rejects.toMatchObject({ kind: 'rejected', details: { status: 422 } });
    const notes = new File(['catatan belanja'], 'catatan.txt', { type: 'text/plain' });
    expect(photoProblem(notes)).toBe('not-an-image');
    await expect(reviews.uploadPhoto(notes)).rejects.toMatchObject({ kind: 'rejected', call: 'POST more/product/review/upload', details: { status: 422 } });
  });
});

describe('HttpComplaintsApi against the mock', () => {
  it('uploads several photos at once and sends a complaint with a reason', async () => {
    const [reason] = await complaints.templates();
    const fractions: number[] = [];
    const photos = await complaints.uploadPhotos([png('a.png'), png('b.png')], (fraction) => fractions.push(fraction));
    expect(fractions.at(-1)).toBe(1);
    expect(photos.map((p) => p.name)).toEqual(['a.png', 'b.png']);
    const single = await complaints.uploadPhoto(png('c.png'));
    await complaints.deletePhoto(single.id);
    const complaint = await complaints.submit({ productId: 7, orderNumber: 'MORE-20261020-0311', templateId: reason!.id, text: 'Sudut meja retak saat diterima.', photoIds: photos.map((p) => p.id) });
    expect(complaint).toMatchObject({ productId: 7, orderNumber: 'MORE-20261020-0311', templateId: reason!.id, status: 'pending', photos });
    const plain = await complaints.submit({ productId: 7, orderNumber: null, templateId: null, text: 'Laci tidak bisa ditutup rapat.', photoIds: [] });
    expect(plain).toMatchObject({ orderNumber: null, templateId: null, photos: [] });
  });

  it('maps every complaint status of the wire', () => {
    const wire = { id: 1, product_id: 7, complain: 'Rusak parah sekali', images: [], created_at: '2026-11-21T10:00:00+07:00' };
    expect((['pending', 'in_review', 'resolved', 'rejected'] as const).map((status) => toComplaint({ ...wire, status }).status)).toEqual(['pending', 'in-review', 'resolved', 'rejected']);
  });

  it('fails without a token as unauthorized', async () => {
    api.useToken(null);
    await expect(complaints.templates()).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/product/complain/templates' });
  });
});
