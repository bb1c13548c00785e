/*
 * PHOTO UPLOADS FIELD, shared by the review and the complaint forms. It draws core's PhotoUploads
 * (core/src/reviews/photo-uploads.ts, whose usage note says what each call does) and holds no state of its own.
 *
 *   const uploads = useMemo(() => new PhotoUploads(complaintPhotoTransport(api)), [api]); // or reviewPhotoTransport
 *   useEffect(() => () => void uploads.discard(), [uploads]);  // an abandoned form deletes what it uploaded
 *   <PhotoUploadsField uploads={uploads} label="Foto" error={photoError} />
 *   on submit: const blocker = uploads.current.blocker; if (blocker) { setPhotoError(blocker); focusFirstInvalid(); }
 *              else send uploads.photoIds; after success uploads.reset().
 *
 * `error` is the form's message for the field (the blocker at submit); it marks the file input
 * aria-invalid, so useFocusFirstInvalid focuses it. Files refused before any request are listed
 * beside the field by core's messages; each photo has a preview (an object URL, revoked when the
 * photo goes), a named progress bar, and delete / retry buttons naming the photo.
 */
import type { PhotoFile, PhotoUpload, PhotoUploads } from '@more/core';
import { type ChangeEvent, type Ref, useCallback, useId } from 'react';
import { useStore } from '../use-store';
import styles from './Field.module.css';
import { FieldError } from './FieldError';
import own from './PhotoUploads.module.css';

export interface PhotoUploadsFieldProps {
  readonly uploads: PhotoUploads;
  /** The group's name, e.g. "Foto Produk (opsional)". */
  readonly label: string;
  /** The form's message for the field (the uploads' blocker at submit). */
  readonly error?: string | undefined;
  /** Nothing can be added or removed while the form is being sent. */
  readonly disabled?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
}

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const PhotoUploadsField = ({ uploads, label, error, disabled = false, inputRef }: PhotoUploadsFieldProps) => {
  const view = useStore(uploads);
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const refusalsId = `${id}-refusals`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, view.refusals.length > 0 ? refusalsId : null, error ? errorId : null].filter(Boolean).join(' ');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files: PhotoFile[] = Array.from(event.target.files ?? []);
    // Emptied, so choosing the same file again (after deleting it) is a change too.
    event.target.value = '';
    if (files.length > 0) void uploads.add(files);
  };

  return (
    <fieldset className={own.group} aria-describedby={hintId}>
      <legend className={own.legend}>
        <span className={styles.label}>{label}</span>
        <span className={styles.counter} aria-label={`${view.count} dari ${view.max} foto`}>
          {view.countText}
        </span>
      </legend>
      <p id={hintId} className={styles.hint}>
        JPG, PNG atau WEBP, maksimal 5 MB per foto, paling banyak {view.max} foto.
      </p>
      <ul className={own.grid}>
        {view.photos.map((photo) => (
          <PhotoTile key={photo.key} photo={photo} disabled={disabled} onDelete={() => void uploads.delete(photo.key)} onRetry={() => void uploads.retry(photo.key)} />
        ))}
        <li className={own.addTile}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            className={`visually-hidden ${own.input}`}
            disabled={disabled || !view.canAdd}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={choose}
          />
          <label htmlFor={inputId} className={own.addLabel}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 8.5A2.5 2.5 0 0 1 6.5 6h1.7l1.3-2h5l1.3 2h1.7A2.5 2.5 0 0 1 20 8.5v8A2.5 2.5 0 0 1 17.5 19h-11A2.5 2.5 0 0 1 4 16.5z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              <circle cx="12" cy="12.5" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            <span>{view.canAdd ? 'Tambah foto' : 'Foto penuh'}</span>
          </label>
        </li>
      </ul>
      {/* Announced as they appear: the shopper chose files and some were not taken. */}
      <div aria-live="polite">
        {view.refusals.length > 0 && (
          <div id={refusalsId} className={own.refusals}>
            <ul className={own.refusalList}>
              {view.refusals.map((refusal, index) => (
                <li key={`${index}-${refusal.name}`}>
                  <FieldError id={`${refusalsId}-${index}`} message={refusal.message} />
                </li>
              ))}
            </ul>
            <button type="button" className={own.textButton} onClick={() => uploads.dismissRefusals()}>
              Tutup pesan
            </button>
          </div>
        )}
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
};

const PhotoTile = ({ photo, disabled, onDelete, onRetry }: { readonly photo: PhotoUpload; readonly disabled: boolean; readonly onDelete: () => void; readonly onRetry: () => void }) => {
  const preview = usePreview(photo.file);
  const { status } = photo;
  const failed = status.kind === 'failed';
  return (
    <li className={`${own.tile} ${failed ? own.tileFailed : ''}`}>
      <div className={own.frame}>
        <img ref={preview} className={own.preview} alt={`Pratinjau ${photo.name}`} />
        {(status.kind === 'uploading' || status.kind === 'waiting') && (
          <div className={own.overlay}>
            {status.kind === 'uploading' ? (
              <>
                <progress className={own.progress} max={100} value={status.percent} aria-label={`Mengunggah ${photo.name}`}>
                  {status.percent}%
                </progress>
                <span className={own.percent} aria-hidden="true">
                  {status.percent}%
                </span>
              </>
            ) : (
              <span className={own.percent}>Menunggu</span>
            )}
          </div>
        )}
        {status.kind === 'uploaded' && (
          <span className={own.done}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 10.5l3.2 3.2L15 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="visually-hidden">{photo.name} terunggah</span>
          </span>
        )}
        <button type="button" className={own.delete} onClick={onDelete} disabled={disabled || status.kind === 'deleting'} aria-label={`Hapus foto ${photo.name}`}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M6 6l8 8M14 6l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {status.kind === 'deleting' && <p className={own.note}>Menghapus…</p>}
      {failed && (
        <div className={own.failure} role="alert">
          <p className={styles.errorText}>{status.message}</p>
          <button type="button" className={own.textButton} onClick={onRetry} disabled={disabled} aria-label={`Ulangi unggah ${photo.name}`}>
            Ulangi
          </button>
        </div>
      )}
      {photo.problem && (
        <p className={styles.errorText} role="alert">
          {photo.problem}
        </p>
      )}
    </li>
  );
};

/**
 * The picture shown from the shopper's own file: an object URL made when the
 * <img> mounts and revoked when it goes (React 19 runs a ref callback's
 * cleanup), so no URL outlives its tile and no state round trip is needed.
 */
const usePreview = (file: PhotoFile) =>
  useCallback(
    (img: HTMLImageElement | null) => {
      // Not a Blob (a test's plain object) or no object URLs (an old WebView): the tile shows its frame alone.
      if (!img || !(file instanceof Blob) || typeof URL.createObjectURL !== 'function') return;
      const objectUrl = URL.createObjectURL(file);
      img.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [file],
  );
