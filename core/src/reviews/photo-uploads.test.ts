import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import {
  PHOTOS_BUSY_TEXT,
  PHOTOS_FAILED_TEXT,
  FormPhotos,
  type PhotoTransport,
  PhotoUploads,
  complaintPhotoTransport,
  reviewPhotoTransport,
} from './photo-uploads';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, type PhotoFile, type UploadedPhoto } from './review';
import { aPhotoFile } from './review.fixture';
import { InMemoryComplaintsApi, InMemoryReviewsApi } from './reviews-api.fake';

const file = (name: string, type = 'image/jpeg', size = 1000): PhotoFile => ({ name, type, size, arrayBuffer: () => Promise.resolve(new ArrayBuffer(size)) });

interface Pending<T> {
  readonly names: readonly string[];
  readonly progress: (fraction: number) => void;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** A server the test answers by hand: each request waits until the test resolves or rejects it. */
class HandServer implements PhotoTransport {
  readonly uploads: Pending<UploadedPhoto>[] = [];
  readonly batches: Pending<readonly UploadedPhoto[]>[] = [];
  readonly removed: number[] = [];
  removeFailure: Error | null = null;
  private nextId = 100;
  readonly calls = { upload: 'POST test/upload', uploadMany: 'POST test/multi-upload', remove: 'POST test/delete-file' };
  uploadMany?: PhotoTransport['uploadMany'];

  constructor(withBatches = false) {
    if (withBatches) {
      this.uploadMany = (photos, progress) =>
        new Promise((resolve, reject) => this.batches.push({ names: photos.map((p) => p.name), progress, resolve, reject }));
    }
  }

  upload(photo: PhotoFile, progress: (fraction: number) => void): Promise<UploadedPhoto> {
    return new Promise((resolve, reject) => this.uploads.push({ names: [photo.name], progress, resolve, reject }));
  }

  remove(photoId: number): Promise<void> {
    if (this.removeFailure) return Promise.reject(this.removeFailure);
    this.removed.push(photoId);
    return Promise.resolve();
  }

  photo(name: string): UploadedPhoto {
    const id = this.nextId++;
    return { id, url: `https://img.test/${id}`, name };
  }

  /** Answers the oldest open single upload. */
  async answer(index = this.uploads.length - 1): Promise<UploadedPhoto> {
    const pending = this.uploads[index]!;
    const photo = this.photo(pending.names[0]!);
    pending.resolve(photo);
    await flush();
    return photo;
  }
}

/** Lets every promise chain that can move on do so (core has no timers to wait on). */
const flush = async () => {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
};

describe('PhotoUploads: refusing files before any request', () => {
  it('refuses a file that is not JPEG, PNG or WEBP, one over 5 MB and an empty one, each named, and sends none of them', async () => {
    const server = new HandServer();
    const uploads = new PhotoUploads(server);
    void uploads.add([
      file('nota.pdf', 'application/pdf'),
      file('sofa.gif', 'image/gif'),
      file('besar.jpg', 'image/jpeg', 6 * 1024 * 1024),
      file('kosong.png', 'image/png', 0),
    ]);
    await flush();
    expect(server.uploads).toEqual([]);
    expect(uploads.current.refusals).toEqual([
      { name: 'nota.pdf', reason: 'not-an-image', message: 'nota.pdf tidak dapat diunggah: hanya gambar JPG, PNG atau WEBP' },
      { name: 'sofa.gif', reason: 'not-an-image', message: 'sofa.gif tidak dapat diunggah: hanya gambar JPG, PNG atau WEBP' },
      { name: 'besar.jpg', reason: 'too-large', message: 'besar.jpg terlalu besar (6,0 MB): maksimal 5 MB per foto' },
      { name: 'kosong.png', reason: 'empty', message: 'kosong.png kosong dan tidak dapat diunggah' },
    ]);
    expect(uploads.current).toMatchObject({ photos: [], count: 0, countText: '0/5', busy: false, blocker: null });
  });

  it('takes exactly 5 MB, and refuses the sixth photo of a form', () => {
    const server = new HandServer(true);
    const uploads = new PhotoUploads(server);
    void uploads.add([file('pas.jpg', 'image/jpeg', MAX_PHOTO_BYTES), file('b.png', 'image/png'), file('c.webp', 'image/webp')]);
    void uploads.add([file('d.jpg'), file('e.jpg'), file('f.jpg'), file('g.jpg')]);
    expect(uploads.current.refusals).toEqual([
      { name: 'f.jpg', reason: 'too-many', message: `f.jpg tidak ditambahkan: maksimal ${MAX_PHOTOS} foto` },
      { name: 'g.jpg', reason: 'too-many', message: 'g.jpg tidak ditambahkan: maksimal 5 foto' },
    ]);
    expect(uploads.current).toMatchObject({ count: 5, countText: '5/5', canAdd: false });
    expect(uploads.current.photos.map((p) => p.name)).toEqual(['pas.jpg', 'b.png', 'c.webp', 'd.jpg', 'e.jpg']);
    void uploads.add([file('h.jpg')]);
    expect(uploads.current.refusals).toMatchObject([{ name: 'h.jpg', reason: 'too-many' }]);
    uploads.dismissRefusals();
    expect(uploads.current.refusals).toEqual([]);
  });
});

describe('PhotoUploads: one by one, with progress', () => {
  it('uploads in the order chosen, one request at a time, showing each one\'s percent', async () => {
    const server = new HandServer();
    const uploads = new PhotoUploads(server);
    const done = uploads.add([file('a.jpg'), file('b.jpg')]);
    await flush();
    expect(server.uploads.map((u) => u.names)).toEqual([['a.jpg']]);
    expect(uploads.current.photos.map((p) => p.status)).toEqual([{ kind: 'uploading', percent: 0 }, { kind: 'waiting' }]);
    expect(uploads.current).toMatchObject({ busy: true, blocker: PHOTOS_BUSY_TEXT, photoIds: [] });
    server.uploads[0]!.progress(0.424);
    expect(uploads.current.photos[0]!.status).toEqual({ kind: 'uploading', percent: 42 });
    server.uploads[0]!.progress(7);
    expect(uploads.current.photos[0]!.status).toEqual({ kind: 'uploading', percent: 100 });
    const a = await server.answer(0);
    expect(server.uploads.map((u) => u.names)).toEqual([['a.jpg'], ['b.jpg']]);
    expect(uploads.current.photos.map((p) => p.status)).toEqual([{ kind: 'uploaded', photo: a }, { kind: 'uploading', percent: 0 }]);
    const b = await server.answer(1);
    await done;
    expect(uploads.current).toMatchObject({ busy: false, blocker: null, photoIds: [a.id, b.id], count: 2, countText: '2/5' });
    expect(uploads.photoIds).toEqual([a.id, b.id]);
  });

  it('shows the server\'s reason for a refused upload, blocks the form, and sends it again alone on retry', async () => {
    const server = new HandServer(true);
    const uploads = new PhotoUploads(server);
    void uploads.add([file('a.jpg')]);
    await flush();
    const refusal = new StoreFailure('rejected', 'POST test/upload', '422', { status: 422, serverMessage: 'Ukuran gambar terlalu besar' });
    server.uploads[0]!.reject(refusal);
    await flush();
    expect(uploads.current.photos[0]!.status).toEqual({ kind: 'failed', message: 'Ukuran gambar terlalu besar', failure: refusal });
    expect(uploads.current).toMatchObject({ busy: false, blocker: PHOTOS_FAILED_TEXT, photoIds: [] });
    const retried = uploads.retry(uploads.current.photos[0]!.key);
    await flush();
    expect(server.uploads).toHaveLength(2);
    expect(server.batches).toHaveLength(0);
    const photo = await server.answer(1);
    await retried;
    expect(uploads.current).toMatchObject({ photoIds: [photo.id], blocker: null });
    // Only a failed photo is retried.
    await uploads.retry(uploads.current.photos[0]!.key);
    expect(server.uploads).toHaveLength(2);
  });

  it('says the connection dropped when an upload got no answer', async () => {
    const server = new HandServer();
    const uploads = new PhotoUploads(server);
    void uploads.add([file('a.jpg')]);
    await flush();
    server.uploads[0]!.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(uploads.current.photos[0]!.status).toMatchObject({ kind: 'failed', failure: { kind: 'network', call: 'POST test/upload' } });
    expect(uploads.current.photos[0]!.status.kind === 'failed' && uploads.current.photos[0]!.status.message).toMatch(/^Koneksi ke server terputus/);
  });
});

describe('PhotoUploads: deleting', () => {
  it('deletes an uploaded photo on the server, then takes it out', async () => {
    const server = new HandServer();
    const uploads = new PhotoUploads(server);
    void uploads.add([file('a.jpg'), file('b.jpg')]);
    await flush();
    const a = await server.answer(0);
    const b = await server.answer(1);
    const deleting = uploads.delete(uploads.current.photos[0]!.key);
    expect(uploads.current.photos[0]!.status).toEqual({ kind: 'deleting', photo: a });
    expect(uploads.current).toMatchObject({ busy: true, photoIds: [b.id] });
    await deleting;
    expect(server.removed).toEqual([a.id]);
    expect(uploads.current).toMatchObject({ count: 1, photoIds: [b.id], busy: false });
  });

  it('keeps a photo whose delete failed, saying so, and drops one the server no longer has', async () => {
    const server = new HandServer();
    const uploads = new PhotoUploads(server);
    void uploads.add([file('a.jpg')]);
    await flush();
    const a = await server.answer(0);
    server.removeFailure = new StoreFailure('server', 'POST test/delete-file', '500', { status: 500 });
    await uploads.delete(uploads.current.photos[0]!.key);
    expect(uploads.current.photos[0]).toMatchObject({ status: { kind: 'uploaded', photo: a } });
    expect(uploads.current.photos[0]!.problem).toMatch(/^Foto belum terhapus\. Server kami/);
    expect(uploads.current.photoIds).toEqual([a.id]);
    server.removeFailure = new StoreFailure('not-found', 'POST test/delete-file', '404', { status: 404 });
    await uploads.delete(uploads.current.photos[0]!.key);
    expect(uploads.current.photos).toEqual([]);
  });

  it('never sends a photo deleted while it waited, and deletes one that arrives after it was taken out', async () => {
    const server = new HandServer();
    const uploads = new PhotoUploads(server);
    const done = uploads.add([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    await flush();
    const [a, b] = uploads.current.photos;
    await uploads.delete(b!.key);
    await uploads.delete(a!.key);
    expect(uploads.current.photos.map((p) => p.name)).toEqual(['c.jpg']);
    expect(uploads.current.canAdd).toBe(true);
    const late = await server.answer(0);
    expect(server.removed).toEqual([late.id]);
    expect(server.uploads.map((u) => u.names[0])).toEqual(['a.jpg', 'c.jpg']);
    const c = await server.answer(1);
    await done;
    expect(uploads.current.photoIds).toEqual([c.id]);
  });

  it('forgets sent photos on reset without deleting them, and deletes what an abandoned form uploaded', async () => {
    const server = new HandServer();
    const uploads = new PhotoUploads(server);
    void uploads.add([file('a.jpg')]);
    await flush();
    await server.answer(0);
    uploads.reset();
    expect(uploads.current).toMatchObject({ photos: [], photoIds: [], count: 0 });
    expect(server.removed).toEqual([]);
    void uploads.add([file('b.jpg'), file('c.jpg')]);
    await flush();
    const b = await server.answer(1);
    await uploads.discard();
    expect(server.removed).toEqual([b.id]);
    const c = await server.answer(2);
    expect(server.removed).toEqual([b.id, c.id]);
    expect(uploads.current).toMatchObject({ photos: [], busy: false });
  });
});

describe('PhotoUploads: several at once (complaints\' multi-upload)', () => {
  it('sends a selection of several in one request with one percent, a single file and a retry through upload', async () => {
    const server = new HandServer(true);
    const uploads = new PhotoUploads(server);
    void uploads.add([file('a.jpg'), file('b.jpg')]);
    await flush();
    expect(server.batches.map((batch) => batch.names)).toEqual([['a.jpg', 'b.jpg']]);
    server.batches[0]!.progress(0.5);
    expect(uploads.current.photos.map((p) => p.status)).toEqual([{ kind: 'uploading', percent: 50 }, { kind: 'uploading', percent: 50 }]);
    const refusal = new StoreFailure('rejected', 'POST test/multi-upload', '422', { status: 422, serverMessage: 'Semua file harus berupa gambar' });
    server.batches[0]!.reject(refusal);
    await flush();
    expect(uploads.current.photos.map((p) => p.status)).toEqual([
      { kind: 'failed', message: 'Semua file harus berupa gambar', failure: refusal },
      { kind: 'failed', message: 'Semua file harus berupa gambar', failure: refusal },
    ]);
    void uploads.retry(uploads.current.photos[1]!.key);
    void uploads.add([file('c.jpg')]);
    await flush();
    const b = await server.answer(0);
    const c = await server.answer(1);
    expect(server.uploads.map((u) => u.names[0])).toEqual(['b.jpg', 'c.jpg']);
    expect(server.batches).toHaveLength(1);
    expect(uploads.current.photoIds).toEqual([b.id, c.id]);
    void uploads.add([file('d.jpg'), file('e.jpg')]);
    await flush();
    const [d, e] = [server.photo('d.jpg'), server.photo('e.jpg')];
    server.batches[1]!.resolve([d, e]);
    await uploads.settled();
    expect(uploads.current.photoIds).toEqual([b.id, c.id, d.id, e.id]);
  });

  it('uploads only the photos of a batch still wanted when it was their turn, and deletes those taken out on the way', async () => {
    const server = new HandServer(true);
    const uploads = new PhotoUploads(server);
    void uploads.add([file('a.jpg')]);
    void uploads.add([file('b.jpg'), file('c.jpg'), file('d.jpg')]);
    await flush();
    await uploads.delete(uploads.current.photos[1]!.key);
    await server.answer(0);
    expect(server.batches.map((batch) => batch.names)).toEqual([['c.jpg', 'd.jpg']]);
    await uploads.delete(uploads.current.photos[2]!.key);
    const [c, d] = [server.photo('c.jpg'), server.photo('d.jpg')];
    server.batches[0]!.resolve([c, d]);
    await uploads.settled();
    await flush();
    expect(uploads.current.photos.map((p) => p.name)).toEqual(['a.jpg', 'c.jpg']);
    expect(server.removed).toEqual([d.id]);
  });
});

describe('PhotoUploads over the ports', () => {
  it('uploads reviews one by one through review/upload with progress, and deletes through delete-file', async () => {
    const api = new InMemoryReviewsApi();
    const uploads = new PhotoUploads(reviewPhotoTransport(api));
    const seen: number[] = [];
    uploads.state$.subscribe((view) => view.photos[0]?.status.kind === 'uploading' && seen.push(view.photos[0].status.percent));
    await uploads.add([aPhotoFile('a.jpg'), aPhotoFile('b.png', 'image/png')]);
    expect(seen).toEqual([0, 50, 100]);
    expect(api.callsOf('uploadPhoto')).toEqual(['a.jpg', 'b.png']);
    expect(uploads.photoIds).toEqual([1, 2]);
    await uploads.delete(uploads.current.photos[0]!.key);
    expect(api.callsOf('deletePhoto')).toEqual([1]);
    expect([...api.shelf.photos.keys()]).toEqual([2]);
  });

  it('sends a complaint\'s selection through multi-upload and a single photo through upload', async () => {
    const api = new InMemoryComplaintsApi();
    const uploads = new PhotoUploads(complaintPhotoTransport(api));
    await uploads.add([aPhotoFile('a.jpg'), aPhotoFile('b.jpg')]);
    await uploads.add([aPhotoFile('c.jpg')]);
    expect(api.callsOf('uploadPhotos')).toEqual([['a.jpg', 'b.jpg']]);
    expect(api.callsOf('uploadPhoto')).toEqual(['c.jpg']);
    expect(uploads.photoIds).toEqual([1, 2, 3]);
  });
});

const anyFile = fc.record({
  name: fc.stringMatching(/^[a-z]{1,8}\.(jpg|png|webp|gif|pdf)$/),
  type: fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG', 'image/gif', 'application/pdf', ''),
  size: fc.oneof(fc.integer({ min: 0, max: 12 * 1024 * 1024 }), fc.constantFrom(0, MAX_PHOTO_BYTES, MAX_PHOTO_BYTES + 1)),
});

describe('PhotoUploads: rules that hold for every choice', () => {
  it('takes a file if and only if it is a JPEG, PNG or WEBP of 1 byte to 5 MB with a place left, and asks the server only for those', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(anyFile, { maxLength: 8 }), { minLength: 1, maxLength: 4 }), async (choices) => {
        const api = new InMemoryReviewsApi();
        const uploads = new PhotoUploads(reviewPhotoTransport(api));
        const expected: string[] = [];
        for (const choice of choices) {
          const files = choice.map((f) => file(f.name, f.type, f.size));
          await uploads.add(files);
          const taken = new Set<number>();
          choice.forEach((f, index) => {
            const image = ['image/jpeg', 'image/png', 'image/webp'].includes(f.type.toLowerCase()) && f.size > 0 && f.size <= MAX_PHOTO_BYTES;
            if (image && expected.length < MAX_PHOTOS) {
              expected.push(f.name);
              taken.add(index);
            }
          });
          expect(uploads.current.refusals).toHaveLength(choice.length - taken.size);
          expect(uploads.current.refusals.every((refusal) => refusal.message.startsWith(refusal.name))).toBe(true);
        }
        expect(api.callsOf('uploadPhoto')).toEqual(expected);
        expect(uploads.current.photos.map((p) => p.name)).toEqual(expected);
        expect(uploads.current.count).toBeLessThanOrEqual(MAX_PHOTOS);
      }),
    );
  });

  it('whatever is added, deleted, retried or failed, and in whatever order, leaves on the server exactly the photos the form sends', async () => {
    type Step = { readonly op: 'add'; readonly count: number; readonly fail: boolean } | { readonly op: 'delete' | 'retry'; readonly at: number } | { readonly op: 'wait' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ op: fc.constant('add' as const), count: fc.integer({ min: 1, max: 4 }), fail: fc.boolean() }),
      fc.record({ op: fc.constantFrom('delete' as const, 'retry' as const), at: fc.nat(6) }),
      fc.record({ op: fc.constant('wait' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { maxLength: 12 }), async (batches, steps) => {
        const api = batches ? new InMemoryComplaintsApi() : new InMemoryReviewsApi();
        const failNext = { value: false };
        const transport: PhotoTransport = batches
          ? complaintPhotoTransport(failing(api as InMemoryComplaintsApi, failNext))
          : reviewPhotoTransport(failing(api as InMemoryReviewsApi, failNext));
        const uploads = new PhotoUploads(transport);
        const running: Promise<void>[] = [];
        let n = 0;
        for (const s of steps) {
          const photo = uploads.current.photos[s.op === 'add' || s.op === 'wait' ? 0 : s.at % Math.max(1, uploads.current.photos.length)];
          if (s.op === 'add') {
            failNext.value = s.fail;
            running.push(uploads.add(Array.from({ length: s.count }, () => file(`f${n++}.jpg`))));
          } else if (s.op === 'delete' && photo) running.push(uploads.delete(photo.key));
          else if (s.op === 'retry' && photo) running.push(uploads.retry(photo.key));
          else await flush();
          expect(uploads.current.count).toBeLessThanOrEqual(MAX_PHOTOS);
        }
        await Promise.all(running);
        await uploads.settled();
        await flush();
        const view = uploads.current;
        expect(view.busy).toBe(false);
        expect([...api.shelf.photos.keys()].sort((a, b) => a - b)).toEqual([...view.photoIds].sort((a, b) => a - b));
        expect(view.blocker).toBe(view.photos.some((p) => p.status.kind === 'failed') ? PHOTOS_FAILED_TEXT : null);
        await uploads.discard();
        expect(api.shelf.photos.size).toBe(0);
      }),
    );
  });
});

/** The port, failing its uploads while `failNext.value` was true when they were sent. */
function failing<Api extends InMemoryReviewsApi | InMemoryComplaintsApi>(api: Api, failNext: { value: boolean }): Api {
  const refuse = () => Promise.reject(new StoreFailure('server', 'POST test', '500', { status: 500 }));
  return new Proxy(api, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if ((property === 'uploadPhoto' || property === 'uploadPhotos') && typeof value === 'function') {
        const send = value as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          const fail = failNext.value;
          // Answer on a later turn, so steps interleave with uploads on their way.
          return flush().then(() => (fail ? refuse() : send.apply(target, args)));
        };
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('FormPhotos: the photos of the one form open at a time', () => {
  const uploadedOne = async (server: HandServer, photos: FormPhotos) => {
    void photos.current.add([file('kaki-patah.jpg')]);
    await Promise.resolve();
    server.uploads[0]!.resolve({ id: 7, url: '/media/7.jpg', name: 'kaki-patah.jpg' });
    await photos.current.settled();
  };

  it('a form closed unsent deletes what it uploaded, and the next form starts with none', async () => {
    const server = new HandServer();
    const photos = new FormPhotos(() => new PhotoUploads(server));
    const first = photos.current;
    await uploadedOne(server, photos);
    photos.discard();
    await Promise.resolve();
    expect(server.removed).toEqual([7]);
    expect(photos.current).not.toBe(first);
    expect(photos.current.photoIds).toEqual([]);
  });

  it('logging out forgets the photos without asking the server to delete them', async () => {
    const server = new HandServer();
    const photos = new FormPhotos(() => new PhotoUploads(server));
    await uploadedOne(server, photos);
    photos.forget();
    await Promise.resolve();
    expect(server.removed).toEqual([]);
    expect(photos.current.photoIds).toEqual([]);
  });
});
