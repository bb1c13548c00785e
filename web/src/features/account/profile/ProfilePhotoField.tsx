import { ProfilePhotoUpload } from '@more/core';
import { type ChangeEvent, useEffect, useId, useMemo } from 'react';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import styles from './ProfileSections.module.css';

/** A preview of the chosen file while it uploads (or failed), released when it is no longer shown. */
const usePreview = (file: Blob | null): string | null => {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
};

/**
 * "Ganti Foto": a JPG, PNG, WEBP or GIF of at most 2 MB (more/user/store).
 * Anything else is refused here with its reason, before any request.
 */
export const ProfilePhotoField = () => {
  const upload = useService(ProfilePhotoUpload);
  const state = useStore(upload);
  const inputId = useId();
  const file = state.kind === 'uploading' || state.kind === 'failed' ? (state.file as unknown as Blob) : null;
  const preview = usePreview(file instanceof Blob ? file : null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (picked) void upload.choose(picked);
  };

  return (
    <section className="box" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.sectionTitle}>
        Foto Profil
      </h2>
      <div className={styles.photo}>
        {preview && <img className={styles.preview} src={preview} alt="Pratinjau foto profil" width={64} height={64} />}
        <div className={styles.photoControls}>
          <label htmlFor={inputId} className={styles.secondary} aria-disabled={state.kind === 'uploading' || undefined}>
            Ganti Foto
          </label>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={choose}
            disabled={state.kind === 'uploading'}
            aria-describedby={`${inputId}-hint ${inputId}-status`}
            data-testid="profile-photo-input"
          />
          <p id={`${inputId}-hint`} className="muted-0">
            JPG, PNG, WEBP atau GIF, maksimal 2 MB
          </p>
          <div id={`${inputId}-status`}>
            {state.kind === 'uploading' && (
              <div className={styles.progressRow}>
                <progress className={styles.progress} max={100} value={state.percent} aria-label="Mengunggah foto profil" />
                <span aria-live="polite">{state.percent}%</span>
              </div>
            )}
            {state.kind === 'refused' && (
              <p className={styles.problem} role="alert">
                {state.message}
              </p>
            )}
            {state.kind === 'failed' && (
              <div className="row-3">
                <p className={styles.problem} role="alert">
                  Foto belum terunggah. {state.message}
                </p>
                <button type="button" className={styles.linkButton} onClick={() => void upload.retry()}>
                  Coba Lagi
                </button>
              </div>
            )}
            {state.kind === 'saved' && (
              <p className={styles.success} role="status">
                Foto profil berhasil diperbarui
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
};
