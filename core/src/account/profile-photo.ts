import { BehaviorSubject, type Observable } from 'rxjs';
import type { ClearedOnLogout } from '../session/participants';
import { toStoreFailure } from '../shared/failure';
import { failureText } from '../shared/failure-text';
import type { PhotoFile } from '../shared/photo-file';
import type { AccountApi } from './account-api.port';
import type { AccountProfile } from './account-profile';
import type { ProfileCompletion } from './profile-completion';

/** What more/user/store takes: an image of at most 2 MB. */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace('.', ',');

/** Why a file cannot be the profile photo, in Indonesian, or null when it can: checked before anything is sent. */
export const profilePhotoRefusal = (file: Pick<PhotoFile, 'name' | 'type' | 'size'>): string | null => {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return `${file.name} bukan gambar. Pilih foto JPG, PNG, WEBP atau GIF.`;
  }
  if (file.size === 0) return `${file.name} kosong. Pilih foto lain.`;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return `${file.name} terlalu besar (${megabytes(file.size)} MB). Ukuran maksimal 2 MB.`;
  return null;
};

export type ProfilePhotoState =
  | { readonly kind: 'idle' }
  /** Refused before sending: nothing went to the server. */
  | { readonly kind: 'refused'; readonly message: string }
  /** `file` for the preview; `percent` 0 to 100 of the bytes sent. */
  | { readonly kind: 'uploading'; readonly file: PhotoFile; readonly percent: number }
  | { readonly kind: 'failed'; readonly file: PhotoFile; readonly message: string }
  | { readonly kind: 'saved' };

const idle: ProfilePhotoState = { kind: 'idle' };

/**
 * The profile photo (POST more/user/store, multipart `picture`): a file that
 * is no image or is over 2 MB is refused here with its reason and never
 * sent; the rest is uploaded with its progress (the upload transport of the
 * review photos), and the saved profile, with the picture's new address,
 * shows at once in the page and the header.
 */
export class ProfilePhotoUpload implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<ProfilePhotoState>(idle);
  readonly state$: Observable<ProfilePhotoState> = this.state.asObservable();
  private generation = 0;

  constructor(
    private readonly api: AccountApi,
    private readonly profile: AccountProfile,
    private readonly completion: ProfileCompletion,
  ) {}

  get current(): ProfilePhotoState {
    return this.state.getValue();
  }

  /** The file the shopper picked; ignored while another is on its way (the input is disabled then). */
  async choose(file: PhotoFile): Promise<void> {
    if (this.current.kind === 'uploading') return;
    const refusal = profilePhotoRefusal(file);
    if (refusal !== null) {
      this.state.next({ kind: 'refused', message: refusal });
      return;
    }
    await this.upload(file);
  }

  /** The failed file again. */
  async retry(): Promise<void> {
    const now = this.current;
    if (now.kind === 'failed') await this.upload(now.file);
  }

  dismiss(): void {
    if (this.current.kind !== 'uploading') this.state.next(idle);
  }

  clearOnLogout(): void {
    this.generation++;
    this.state.next(idle);
  }

  private async upload(file: PhotoFile): Promise<void> {
    const generation = ++this.generation;
    let shown = -1;
    const progress = (fraction: number) => {
      const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)) * 100);
      if (percent === shown || generation !== this.generation) return;
      shown = percent;
      this.state.next({ kind: 'uploading', file, percent });
    };
    progress(0);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const saved = await this.api.uploadPhoto({ fileName: file.name, mediaType: file.type.toLowerCase(), bytes }, progress);
      if (generation !== this.generation) return;
      this.profile.keep(saved);
      this.state.next({ kind: 'saved' });
      void this.completion.load();
    } catch (error) {
      if (generation !== this.generation) return;
      const failure = toStoreFailure(error, 'POST more/user/store');
      // A refusal names `picture`: its reason says more than the envelope's message.
      const reason = failure.details.fieldErrors?.picture?.[0];
      this.state.next({ kind: 'failed', file, message: reason ?? failureText(failure) });
    }
  }
}
