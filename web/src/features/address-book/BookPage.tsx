import { type Loadable as LoadableState, type Observable, type RemoveOutcome, type ShowOutcome, failureText } from '@more/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Dialog, DialogDismiss } from '../../shared/Dialog';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useSubmission } from '../../shared/forms/use-submission';
import { Loadable } from '../../shared/Loadable';
import { useStore } from '../../shared/use-store';
import styles from './Books.module.css';

/** One of the customer's books, as the page drives it (core's CustomerBook). */
export interface ShownBook<T> {
  readonly state$: Observable<LoadableState<readonly T[]>>;
  readonly current: LoadableState<readonly T[]>;
  ensureLoaded(): void;
  load(): Promise<void>;
  show(id: number): Promise<ShowOutcome<T>>;
  remove(id: number): Promise<RemoveOutcome>;
}

/** What a page says about its entries, in Indonesian. */
export interface BookTexts {
  /** "Rekening Bank": the heading and the list's name; the dialog says "Tambah …" and "Ubah …" before it. */
  readonly title: string;
  /** The add button's word where the title is longer than it needs ("Rekening"); the title otherwise. */
  readonly short?: string;
  readonly lead: string;
  readonly emptyText: string;
  /** "alamat", "dropshipper", "rekening": in "Daftar alamat …", "Hapus alamat?" and "Alamat berhasil dihapus". */
  readonly noun: string;
}

export interface CardParts {
  readonly heading: ReactNode;
  readonly body: ReactNode;
  /** The entry's name in its buttons' labels ("Ubah Rumah", "Hapus Rumah"). */
  readonly name: string;
  readonly highlighted?: boolean;
  /** Actions of this book only, before Ubah and Hapus ("Jadikan Utama"). */
  readonly actions?: ReactNode;
}

interface Props<T extends { readonly id: number }> {
  readonly book: ShownBook<T>;
  readonly texts: BookTexts;
  readonly testId: string;
  readonly card: (entry: T, say: (message: string) => void) => CardParts;
  /** The form in the dialog: `entry` null to add one. */
  readonly form: (entry: T | null, done: (entry: T) => void, cancel: () => void) => ReactNode;
  /** Said when the entry is gone, beside "dihapus" (the address book names where the default went). */
  readonly removedText?: (entry: T, after: readonly T[]) => string;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The pattern of the customer's books (/profile/address, /profile/dropshipper,
 * /profile/banks): the list as cards (a skeleton while it loads, what to do
 * when it is empty, why it failed with "Coba Lagi"), "Tambah" opening the form
 * in a dialog, "Ubah" asking for the entry afresh (`…/show`) before its form
 * opens, "Hapus" asking first in an alert dialog. What happened is said in a
 * live region, and focus goes back to the page's heading when the card it
 * was on is gone.
 */
export const BookPage = <T extends { readonly id: number }>({ book, texts, testId, card, form, removedText }: Props<T>) => {
  const state = useStore(book);
  const [editing, setEditing] = useState<{ readonly entry: T | null } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [said, setSaid] = useState<{ readonly text: string; readonly tone: 'done' | 'error' } | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const focusTitle = useRef(false);

  useEffect(() => book.ensureLoaded(), [book]);

  // The deleted card's button is gone: focus goes to the heading once the modal dialog has let go.
  useEffect(() => {
    if (editing || removing || !focusTitle.current) return;
    focusTitle.current = false;
    title.current?.focus();
  }, [editing, removing]);

  const say = (text: string, tone: 'done' | 'error' = 'done') => setSaid({ text, tone });

  const edit = async (entry: T) => {
    if (opening !== null) return;
    setOpening(entry.id);
    setSaid(null);
    const shown = await book.show(entry.id);
    setOpening(null);
    if (shown.kind === 'shown') setEditing({ entry: shown.entry });
    else say(`${capital(texts.noun)} belum dapat dibuka. ${failureText(shown.failure)}`, 'error');
  };

  // The dialog hands focus back to the button that opened it ("Tambah", "Ubah"), which is still there.
  const saved = (isNew: boolean) => {
    setEditing(null);
    say(`${capital(texts.noun)} berhasil ${isNew ? 'ditambahkan' : 'disimpan'}`);
  };

  const removed = (entry: T) => {
    focusTitle.current = true;
    setRemoving(null);
    const after = book.current.status === 'ready' ? book.current.value : [];
    say(removedText ? removedText(entry, after) : `${capital(texts.noun)} berhasil dihapus`);
  };

  return (
    <div className={styles.page} data-testid={`${testId}-page`}>
      <header className="head-row">
        <div className="stack-1">
          <h1 ref={title} className={styles.title} tabIndex={-1}>
            {texts.title}
          </h1>
          <p className={styles.lead}>{texts.lead}</p>
        </div>
        {state.status === 'ready' && (
          <button type="button" className={styles.add} onClick={() => setEditing({ entry: null })} data-testid={`${testId}-add`}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M10 4v12M4 10h12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {`Tambah ${texts.short ?? texts.title}`}
          </button>
        )}
      </header>
      <p role="status" className="done-note" data-testid={`${testId}-said`}>
        {said?.tone === 'done' ? said.text : null}
      </p>
      {said?.tone === 'error' && <FormAlert tone="error">{said.text}</FormAlert>}

      <Loadable
        state={state}
        skeleton={
          <div className="card-list">
            <div className={styles.skeleton} />
            <div className={styles.skeleton} />
          </div>
        }
        busyLabel={`Memuat ${texts.title.toLocaleLowerCase('id-ID')}`}
        failure={`Daftar ${texts.noun} belum dapat ditampilkan.`}
        onRetry={() => void book.load()}
        testId={testId}
      >
        {(entries) =>
          entries.length === 0 ? (
            <div className={styles.empty} data-testid={`${testId}-empty`}>
              <p>
                <strong>{`Belum ada ${texts.title.toLocaleLowerCase('id-ID')}`}</strong>
              </p>
              <p className={styles.muted}>{texts.emptyText}</p>
            </div>
          ) : (
            <ul className="card-list" aria-label={texts.title}>
              {entries.map((entry) => {
                const parts = card(entry, (text) => say(text));
                return (
                  <li key={entry.id} className={`${styles.card} ${parts.highlighted ? styles.cardMain : ''}`} data-testid={`${testId}-card`} data-id={entry.id}>
                    <h2 className="row-2 t-md">{parts.heading}</h2>
                    <div className={styles.cardBody}>{parts.body}</div>
                    <div className={styles.cardActions}>
                      {parts.actions}
                      <button type="button" className={styles.action} onClick={() => void edit(entry)} disabled={opening === entry.id} aria-busy={opening === entry.id || undefined} aria-label={`Ubah ${parts.name}`}>
                        {opening === entry.id ? 'Membuka…' : 'Ubah'}
                      </button>
                      <button type="button" className={styles.danger} onClick={() => setRemoving(entry)} aria-label={`Hapus ${parts.name}`}>
                        Hapus
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loadable>

      {editing && (
        <Dialog title={`${editing.entry ? 'Ubah' : 'Tambah'} ${texts.title}`} onClose={() => setEditing(null)} testId={`${testId}-dialog`}>
          {form(editing.entry, () => saved(editing.entry === null), () => setEditing(null))}
        </Dialog>
      )}
      {removing && <RemoveDialog entry={removing} name={card(removing, () => undefined).name} noun={texts.noun} remove={(id) => book.remove(id)} onRemoved={removed} onClose={() => setRemoving(null)} testId={testId} />}
    </div>
  );
};

/** "Hapus …?": asked first, sent once; a refusal is said in the dialog, which stays open. */
const RemoveDialog = <T extends { readonly id: number }>({
  entry,
  name,
  noun,
  remove,
  onRemoved,
  onClose,
  testId,
}: {
  readonly entry: T;
  readonly name: string;
  readonly noun: string;
  readonly remove: (id: number) => Promise<RemoveOutcome>;
  readonly onRemoved: (entry: T) => void;
  readonly onClose: () => void;
  readonly testId: string;
}) => {
  const submission = useSubmission();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = () =>
    void submission.run(async () => {
      setRefusal(null);
      const outcome = await remove(entry.id);
      if (outcome.kind === 'removed') {
        onRemoved(entry);
        return 'leaving';
      }
      setRefusal(failureText(outcome.failure));
      return 'stay';
    });

  return (
    <Dialog title={`Hapus ${noun}?`} description={`${capital(noun)} "${name}" akan dihapus dan tidak dapat dikembalikan.`} alert onClose={onClose} testId={`${testId}-remove-dialog`}>
      {refusal && <FormAlert tone="error">{refusal}</FormAlert>}
      <div className={styles.dialogActions}>
        <DialogDismiss className="btn-outline">Batal</DialogDismiss>
        <button type="button" className={styles.primary} onClick={confirm} disabled={submission.busy} aria-busy={submission.busy || undefined}>
          {submission.busy ? 'Mohon menunggu..' : 'Ya, Hapus'}
        </button>
      </div>
    </Dialog>
  );
};
