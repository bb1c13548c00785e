import { describe, expect, it } from 'vitest';
import type { FieldErrors } from '../account/account-forms';
import { StoreFailure } from '../shared/failure';
import { type Loadable, failed, ready } from '../shared/loadable';
import { FeedbackForm } from './feedback-form';
import { type PhotoUploadsView, reviewPhotoTransport } from './photo-uploads';
import { aPhotoFile } from './review.fixture';
import { InMemoryReviewsApi } from './reviews-api.fake';

// Document 2 §7 "Reviews and complaints": "POST more/product/review; … POST more/product/review/delete-file with id;
// upload at more/product/review/upload" and "POST more/product/complain; … upload at more/product/complain/upload;
// POST more/product/complain/multi-upload"; §1: "product_id (review and complaint)". Document 1 §2: /profile has the
// children "review, complain, complain-detail". Both forms send text and photos about one product: one model holds it.

type Field = 'text' | 'photos';
type Sent = { readonly kind: 'sent'; readonly text: string; readonly photoIds: readonly number[] };

/** The smallest form: a product by slug, a required text. */
class NoteForm extends FeedbackForm<string, { readonly slug: string } | null, string, string, Field, Sent> {
  readonly answers = new Map<string, Loadable<{ readonly slug: string } | null>>();
  sendFailure: Error | null = null;

  constructor(api: InMemoryReviewsApi) {
    super(reviewPhotoTransport(api), { name: 'POST note', wireNames: { text: 'review', photos: 'fileIds' } });
  }

  protected find(slug: string) {
    return Promise.resolve(this.answers.get(slug) ?? ready({ slug }));
  }

  protected sameRef(a: string, b: string) {
    return a === b;
  }

  protected subjectOf(target: { readonly slug: string } | null) {
    return target?.slug ?? null;
  }

  protected errorsOf(text: string, photos: PhotoUploadsView): FieldErrors<Field> {
    return { ...(text.trim() === '' ? { text: 'Wajib diisi' } : {}), ...(photos.blocker ? { photos: photos.blocker } : {}) };
  }

  protected send(_slug: string, text: string, photoIds: readonly number[]): Promise<Sent> {
    return this.sendFailure ? Promise.reject(this.sendFailure) : Promise.resolve({ kind: 'sent', text, photoIds });
  }
}

const settle = async () => {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve();
};

const world = () => {
  const api = new InMemoryReviewsApi();
  return { api, form: new NoteForm(api) };
};

describe('FeedbackForm: one subject at a time', () => {
  it('loads the subject, keeps the same one open (photos and all), and asks again on "Coba Lagi"', async () => {
    const { form } = world();
    form.answers.set('kursi', failed(new StoreFailure('network', 'GET x', 'offline')));
    form.open('kursi');
    expect(form.current.status).toBe('loading');
    await settle();
    expect(form.current.status).toBe('failed');
    form.answers.delete('kursi');
    form.reload();
    await settle();
    expect(form.current).toEqual(ready({ slug: 'kursi' }));
    await form.photos.add([aPhotoFile()]);
    const photos = form.photos;
    form.open('kursi');
    expect(form.photos).toBe(photos);
  });

  it('"Coba Lagi" with no form open asks nothing', () => {
    const { form } = world();
    form.reload();
    expect(form.current.status).toBe('idle');
  });

  it('opening another subject deletes the photos uploaded for the last one', async () => {
    const { api, form } = world();
    form.open('kursi');
    await settle();
    await form.photos.add([aPhotoFile()]);
    form.open('meja');
    await settle();
    expect(api.callsOf('deletePhoto')).toEqual([1]);
    expect(form.photos.current.count).toBe(0);
  });
});

describe('FeedbackForm: sending once', () => {
  const opened = async () => {
    const w = world();
    w.form.open('kursi');
    await settle();
    return w;
  };

  it('sends nothing while no subject is ready, or while the target names none', async () => {
    const { form } = world();
    expect(await form.submit('Bagus')).toEqual({ kind: 'busy' });
    form.answers.set('hilang', ready(null));
    form.open('hilang');
    await settle();
    expect(await form.submit('Bagus')).toEqual({ kind: 'busy' });
  });

  it('says every mistake before sending anything', async () => {
    const { form } = await opened();
    expect(await form.submit('  ')).toEqual({ kind: 'invalid', errors: { text: 'Wajib diisi' } });
  });

  it('sends with the photos uploaded, then the photos belong to it: leaving deletes none', async () => {
    const { api, form } = await opened();
    await form.photos.add([aPhotoFile()]);
    const second = form.submit('Bagus');
    expect(await form.submit('Lagi')).toEqual({ kind: 'busy' });
    expect(await second).toEqual({ kind: 'sent', text: 'Bagus', photoIds: [1] });
    form.forget();
    await settle();
    expect(api.callsOf('deletePhoto')).toEqual([]);
    expect(form.current.status).toBe('idle');
  });

  it("puts the server's reasons beside the fields its wire names, and can be sent again", async () => {
    const { form } = await opened();
    form.sendFailure = new StoreFailure('rejected', 'POST note', 'Ulasan terlalu pendek', { status: 422, serverMessage: 'Ulasan terlalu pendek', fieldErrors: { review: ['Ulasan terlalu pendek'] } });
    const outcome = await form.submit('Ok');
    expect(outcome).toMatchObject({ kind: 'failed', errors: { text: 'Ulasan terlalu pendek' }, message: null });
    form.sendFailure = null;
    expect((await form.submit('Ok')).kind).toBe('sent');
  });

  it('names its call for a failure that came as a plain error', async () => {
    const { form } = await opened();
    form.sendFailure = new Error('socket closed');
    const outcome = await form.submit('Ok');
    expect(outcome.kind === 'failed' && outcome.failure.call).toBe('POST note');
  });

  it('logging out forgets the photos without deleting them (the calls need the session just ended)', async () => {
    const { api, form } = await opened();
    await form.photos.add([aPhotoFile()]);
    form.clearOnLogout();
    await settle();
    expect(api.callsOf('deletePhoto')).toEqual([]);
    expect(form.current.status).toBe('idle');
    expect(form.photos.current.count).toBe(0);
  });
});
