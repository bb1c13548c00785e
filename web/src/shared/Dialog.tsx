import { type ReactNode, createContext, useContext, useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';

interface Props {
  readonly title: string;
  /** A line under the title, read with it when the dialog opens. */
  readonly description?: string;
  /** A confirmation of something that cannot be undone: announced as an alert dialog. */
  readonly alert?: boolean;
  readonly onClose: () => void;
  readonly testId?: string;
  /** The whole screen, dark behind what it shows (a photo viewer), instead of a card in the middle. */
  readonly fullscreen?: boolean;
  /** The dialog's content; a <DialogDismiss> in it closes it as Escape and "Tutup" do. */
  readonly children: ReactNode;
}

const DialogClose = createContext<() => void>(() => undefined);

/** A button that closes the dialog it is in, the way Escape does (focus goes back to what opened it): "Kembali". */
export const DialogDismiss = ({ className, children }: { readonly className?: string; readonly children: ReactNode }) => {
  const close = useContext(DialogClose);
  return (
    <button type="button" className={className} onClick={close}>
      {children}
    </button>
  );
};

/**
 * A native modal <dialog>: the page behind is inert, focus moves into it (to
 * the first field or button, or an element marked `data-autofocus`), Escape
 * and "Tutup" close it, and the browser hands focus back to what opened it.
 */
export const Dialog = ({ title, description, alert = false, onClose, testId, fullscreen = false, children }: Props) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('textarea, input, select, [data-dialog-body] button');
    first?.focus();
  }, []);

  const close = () => {
    const dialog = ref.current;
    if (dialog && typeof dialog.close === 'function' && dialog.open) dialog.close();
    else onClose();
  };

  return (
    <dialog
      ref={ref}
      className={fullscreen ? `${styles.dialog} ${styles.fullscreen}` : styles.dialog}
      role={alert ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onClose={onClose}
      onCancel={(event) => {
        // Escape: closed here, so onClose runs once whatever the browser does next.
        event.preventDefault();
        close();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label="Tutup">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <div data-dialog-body className={styles.body}>
        <DialogClose value={close}>{children}</DialogClose>
      </div>
    </dialog>
  );
};
