/*
 * PHOTO UPLOADS, shared by the review form (/profile/review) and the complaint form (/profile/complain-detail).
 *
 * Usage:
 *   const uploads = new PhotoUploads(reviewPhotoTransport(reviewsApi));       // one by one (`review/upload`)
 *   const uploads = new PhotoUploads(complaintPhotoTransport(complaintsApi)); // a selection of several goes
 *                                                                             // through `multi-upload`, a retry
 *                                                                             // through `upload`
 *   uploads.add(files)       files the shopper picked: each one refused here (not JPEG/PNG/WEBP, empty, over 5 MB,
 *                            beyond 5 photos) is listed in `refusals` with its Indonesian message and never sent;
 *                            the rest are queued and uploaded in order, one request at a time.
 *   uploads.retry(key)       a failed photo again, alone (`upload`).
 *   uploads.delete(key)      waiting/failed: dropped; uploading: dropped, and deleted on the server once it arrives;
 *                            uploaded: `delete-file`, then dropped (a failure keeps it, with `problem`).
 *   uploads.photoIds         what the form sends (`file_ids`), in the order shown.
 *   uploads.current.blocker  why the form cannot be sent yet ("Tunggu…", "Ulangi atau hapus…"), or null.
 *   uploads.reset()          after the form was sent: forgets the photos (they belong to the review now).
 *   uploads.discard()        the form is abandoned: deletes what was uploaded, forgets the rest.
 *   state$ / current         the view (PhotoUploadsView); web/src/shared/forms/PhotoUploads.tsx draws it.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { failureText } from '../shared/failure-text';
import type { UploadProgress } from '../shared/photo-file';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, type PhotoFile, type UploadedPhoto, photoProblem } from './review';
import type { ComplaintsApi, ReviewsApi } from './reviews-api.port';

// How much of an upload has been sent; the profile photo's upload reports it too, so it is named in shared/.
export type { UploadProgress };

/**
 * How the photos reach the server, injected so that reviews and complaints
 * share one state machine. `uploadMany`, when given, takes a selection of
 * several files in one request (the complaints' `multi-upload`).
 */
export interface PhotoTransport {
  upload(photo: PhotoFile, onProgress: UploadProgress): Promise<UploadedPhoto>;
  uploadMany?(photos: readonly PhotoFile[], onProgress: UploadProgress): Promise<readonly UploadedPhoto[]>;
  remove(photoId: number): Promise<void>;
  /** The calls' names, for failures that did not come as a StoreFailure. */
  readonly calls: { readonly upload: string; readonly uploadMany?: string; readonly remove: string };
}

/** Reviews upload one photo a request (`POST more/product/review/upload`). */
export const reviewPhotoTransport = (api: Pick<ReviewsApi, 'uploadPhoto' | 'deletePhoto'>): PhotoTransport => ({
  upload: (photo, onProgress) => api.uploadPhoto(photo, onProgress),
  remove: (photoId) => api.deletePhoto(photoId),
  calls: { upload: 'POST more/product/review/upload', remove: 'POST more/product/review/delete-file' },
});

/** Complaints send a selection of several through `multi-upload`, and a single photo (or a retry) through `upload`. */
export const complaintPhotoTransport = (api: Pick<ComplaintsApi, 'uploadPhoto' | 'uploadPhotos' | 'deletePhoto'>): PhotoTransport => ({
  upload: (photo, onProgress) => api.uploadPhoto(photo, onProgress),
  uploadMany: (photos, onProgress) => api.uploadPhotos(photos, onProgress),
  remove: (photoId) => api.deletePhoto(photoId),
  calls: {
    upload: 'POST more/product/complain/upload',
    uploadMany: 'POST more/product/complain/multi-upload',
    remove: 'POST more/product/complain/delete-file',
  },
});

/** Where one photo stands. */
export type PhotoUploadStatus =
  | { readonly kind: 'waiting' }
  /** `percent` 0 to 100 of the bytes sent; a batch shares its request's. */
  | { readonly kind: 'uploading'; readonly percent: number }
  | { readonly kind: 'uploaded'; readonly photo: UploadedPhoto }
  | { readonly kind: 'deleting'; readonly photo: UploadedPhoto }
  /** `message` is the server's reason when it refused, else failureText's. */
  | { readonly kind: 'failed'; readonly message: string; readonly failure: StoreFailure };

export interface PhotoUpload {
  /** This form's own number for the photo: what retry and delete take, and a React key. */
  readonly key: number;
  /** The picture (the browser's File), for its preview. */
  readonly file: PhotoFile;
  readonly name: string;
  readonly status: PhotoUploadStatus;
  /** A delete that failed: the photo stays uploaded and says why. */
  readonly problem: string | null;
}

export type PhotoRefusalReason = 'not-an-image' | 'too-large' | 'empty' | 'too-many';

/** A file refused before any request, with what the shopper reads beside the field. */
export interface PhotoRefusal {
  readonly name: string;
  readonly reason: PhotoRefusalReason;
  readonly message: string;
}

export interface PhotoUploadsView {
  readonly photos: readonly PhotoUpload[];
  /** The files of the last choice that were not taken. */
  readonly refusals: readonly PhotoRefusal[];
  /** Photos in the form (waiting, uploading, uploaded, failed); each takes a place. */
  readonly count: number;
  readonly max: number;
  /** "2/5" */
  readonly countText: string;
  /** False once every place is taken: the file input is disabled. */
  readonly canAdd: boolean;
  /** An upload or a delete is on its way. */
  readonly busy: boolean;
  /** The ids of the uploaded photos, in the order shown: what the form sends. */
  readonly photoIds: readonly number[];
  /** Why the form cannot be sent yet, or null. */
  readonly blocker: string | null;
}

export const PHOTOS_BUSY_TEXT = 'Tunggu hingga semua foto selesai diunggah';
export const PHOTOS_FAILED_TEXT = 'Ulangi atau hapus foto yang gagal diunggah';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace('.', ',');

/** What the shopper reads of a refused file, naming it. */
export const photoRefusalText = (name: string, reason: PhotoRefusalReason, size = 0, max = MAX_PHOTOS): string => {
  switch (reason) {
    case 'not-an-image':
      return `${name} tidak dapat diunggah: hanya gambar JPG, PNG atau WEBP`;
    case 'too-large':
      return `${name} terlalu besar (${megabytes(size)} MB): maksimal ${MAX_PHOTO_BYTES / (1024 * 1024)} MB per foto`;
    case 'empty':
      return `${name} kosong dan tidak dapat diunggah`;
    case 'too-many':
      return `${name} tidak ditambahkan: maksimal ${max} foto`;
  }
};

interface Slot {
  readonly key: number;
  readonly file: PhotoFile;
  status: PhotoUploadStatus;
  problem: string | null;
}

/** One request: a single photo, or (with uploadMany) a selection of several. */
interface Job {
  readonly keys: readonly number[];
  readonly many: boolean;
}

/**
 * The photos of one review or complaint form (see the usage note at the top
 * of this file). Uploads run one request at a time, in the order chosen, so a
 * phone on a slow line sends each photo at full speed and the order shown is
 * the order sent.
 */
export class PhotoUploads {
  private slots: Slot[] = [];
  private refusals: PhotoRefusal[] = [];
  private readonly queue: Job[] = [];
  private running: Promise<void> | null = null;
  private deletes = 0;
  private nextKey = 1;
  private readonly state: BehaviorSubject<PhotoUploadsView>;
  readonly state$: Observable<PhotoUploadsView>;

  constructor(
    private readonly transport: PhotoTransport,
    private readonly max: number = MAX_PHOTOS,
  ) {
    this.state = new BehaviorSubject(this.view());
    this.state$ = this.state.asObservable();
  }

  get current(): PhotoUploadsView {
    return this.state.getValue();
  }

  get photoIds(): readonly number[] {
    return this.current.photoIds;
  }

  /**
   * Takes the files the shopper chose: refuses (with a message each, and no
   * request) what is not a picture the store takes or does not fit in the
   * places left, and uploads the rest. Resolves once the queue is empty.
   */
  add(files: readonly PhotoFile[]): Promise<void> {
    const refusals: PhotoRefusal[] = [];
    const accepted: Slot[] = [];
    for (const file of files) {
      const problem = photoProblem(file);
      const reason: PhotoRefusalReason | null = problem ?? (this.slots.length + accepted.length >= this.max ? 'too-many' : null);
      if (reason) refusals.push({ name: file.name, reason, message: photoRefusalText(file.name, reason, file.size, this.max) });
      else accepted.push({ key: this.nextKey++, file, status: { kind: 'waiting' }, problem: null });
    }
    this.refusals = refusals;
    this.slots = [...this.slots, ...accepted];
    const keys = accepted.map((slot) => slot.key);
    if (this.transport.uploadMany && keys.length > 1) this.queue.push({ keys, many: true });
    else for (const key of keys) this.queue.push({ keys: [key], many: false });
    this.emit();
    return this.pump();
  }

  /** Sends a failed photo again, alone. */
  retry(key: number): Promise<void> {
    const slot = this.slot(key);
    if (slot?.status.kind !== 'failed') return this.settled();
    slot.status = { kind: 'waiting' };
    this.queue.push({ keys: [key], many: false });
    this.emit();
    return this.pump();
  }

  /**
   * Takes a photo out of the form. One the server holds is deleted there
   * first (`delete-file`); one still on its way is deleted once it arrives.
   */
  async delete(key: number): Promise<void> {
    const slot = this.slot(key);
    if (!slot || slot.status.kind === 'deleting') return;
    if (slot.status.kind !== 'uploaded') {
      // Waiting: its job skips it. Uploading: its answer finds no slot and is deleted then.
      this.drop(key);
      this.emit();
      return;
    }
    const photo = slot.status.photo;
    slot.status = { kind: 'deleting', photo };
    slot.problem = null;
    this.deletes++;
    this.emit();
    try {
      await this.transport.remove(photo.id);
      this.drop(key);
    } catch (error) {
      const failure = toStoreFailure(error, this.transport.calls.remove);
      // Already gone on the server (404): nothing left to delete.
      if (failure.kind === 'not-found') this.drop(key);
      else if (this.slot(key)) {
        slot.status = { kind: 'uploaded', photo };
        slot.problem = `Foto belum terhapus. ${failureText(failure)}`;
      }
    } finally {
      this.deletes--;
      this.emit();
    }
  }

  /** Hides the refusals of the last choice. */
  dismissRefusals(): void {
    if (this.refusals.length === 0) return;
    this.refusals = [];
    this.emit();
  }

  /** After the form was sent: the uploaded photos belong to it now; forget everything. */
  reset(): void {
    this.slots = [];
    this.refusals = [];
    this.queue.length = 0;
    this.emit();
  }

  /**
   * The form is abandoned: deletes on the server what was uploaded (best
   * effort: an orphan photo harms nobody) and forgets everything. Uploads on
   * their way are deleted when they arrive.
   */
  async discard(): Promise<void> {
    const uploaded = this.slots.flatMap((slot) => (slot.status.kind === 'uploaded' ? [slot.status.photo.id] : []));
    this.reset();
    await Promise.all(uploaded.map((id) => this.removeQuietly(id)));
  }

  /** Resolves once no upload is queued or on its way. */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private pump(): Promise<void> {
    if (this.running) return this.running;
    const running = (async () => {
      // Yield first, so `running` is set before an empty queue clears it.
      await Promise.resolve();
      for (let job = this.queue.shift(); job; job = this.queue.shift()) await this.run(job);
      this.running = null;
      this.emit();
    })();
    this.running = running;
    return running;
  }

  private async run(job: Job): Promise<void> {
    // Photos deleted while they waited are not sent.
    const keys = job.keys.filter((key) => this.slot(key)?.status.kind === 'waiting');
    if (keys.length === 0) return;
    const files = keys.map((key) => this.slot(key)!.file);
    const many = job.many && keys.length > 1 && this.transport.uploadMany !== undefined;
    let shown = -1;
    const onProgress: UploadProgress = (fraction) => {
      const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)) * 100);
      if (percent === shown) return;
      shown = percent;
      this.setStatus(keys, { kind: 'uploading', percent });
    };
    onProgress(0);
    try {
      const photos = many ? await this.transport.uploadMany!(files, onProgress) : [await this.transport.upload(files[0]!, onProgress)];
      keys.forEach((key, index) => {
        const photo = photos[index];
        const slot = this.slot(key);
        if (!photo) {
          if (slot) slot.status = { kind: 'failed', ...this.failure(new Error('no photo answered'), many) };
        } else if (slot) {
          slot.status = { kind: 'uploaded', photo };
        } else {
          // Deleted (or the form abandoned) while on its way: the server holds a photo nobody wants.
          void this.removeQuietly(photo.id);
        }
      });
    } catch (error) {
      this.setStatus(keys, { kind: 'failed', ...this.failure(error, many) });
    }
    this.emit();
  }

  private failure(error: unknown, many: boolean): { readonly failure: StoreFailure; readonly message: string } {
    const failure = toStoreFailure(error, many ? this.transport.calls.uploadMany! : this.transport.calls.upload);
    return { failure, message: failureText(failure) };
  }

  private setStatus(keys: readonly number[], status: PhotoUploadStatus): void {
    for (const key of keys) {
      const slot = this.slot(key);
      if (slot) slot.status = status;
    }
    this.emit();
  }

  private async removeQuietly(photoId: number): Promise<void> {
    try {
      await this.transport.remove(photoId);
    } catch {
      // Best effort: the photo is in no form, and the server may clear it itself.
    }
  }

  private slot(key: number): Slot | undefined {
    return this.slots.find((slot) => slot.key === key);
  }

  private drop(key: number): void {
    this.slots = this.slots.filter((slot) => slot.key !== key);
  }

  private emit(): void {
    this.state.next(this.view());
  }

  private view(): PhotoUploadsView {
    const photos = this.slots.map((slot) => ({ key: slot.key, file: slot.file, name: slot.file.name, status: slot.status, problem: slot.problem }));
    const busy = this.running !== null || this.deletes > 0 || photos.some((p) => p.status.kind === 'waiting' || p.status.kind === 'uploading');
    const failedOne = photos.some((p) => p.status.kind === 'failed');
    return {
      photos,
      refusals: this.refusals,
      count: photos.length,
      max: this.max,
      countText: `${photos.length}/${this.max}`,
      canAdd: photos.length < this.max,
      busy,
      photoIds: photos.flatMap((p) => (p.status.kind === 'uploaded' ? [p.status.photo.id] : [])),
      blocker: busy ? PHOTOS_BUSY_TEXT : failedOne ? PHOTOS_FAILED_TEXT : null,
    };
  }
}

/**
 * The photos of the one feedback form open at a time (a review, a complaint):
 * a fresh set for each form (sent, they belong to what was sent: the form
 * resets the set it sent with); closed unsent, they are deleted on the server; at logout they are only forgotten,
 * since the calls to delete them need the session that just ended.
 */
export class FormPhotos {
  private uploads: PhotoUploads;

  constructor(private readonly make: () => PhotoUploads) {
    this.uploads = make();
  }

  get current(): PhotoUploads {
    return this.uploads;
  }

  /** The form closes unsent: what was uploaded for it is deleted, and the next form starts with none. */
  discard(): void {
    void this.uploads.discard();
    this.uploads = this.make();
  }

  /** Logging out: forgotten, not deleted. */
  forget(): void {
    this.uploads.reset();
    this.uploads = this.make();
  }
}
