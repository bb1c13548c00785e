import { type ChooserOption, type Loadable, SELECT_MESSAGES, chooserMessage, failureText, matchingOptions } from '@more/core';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { FieldError } from '../../shared/forms/FieldError';
import styles from './Chooser.module.css';

interface Props<T extends ChooserOption> {
  readonly label: string;
  readonly name: string;
  readonly options: Loadable<readonly T[]>;
  readonly chosen: T | null;
  readonly onChoose: (option: T) => void;
  /** What the empty field says: what to choose, or what to choose first. */
  readonly placeholder: string;
  /** The field's own message, beside it. */
  readonly error?: string | undefined;
  /** A message shared with other fields (the four regions'), by its id. */
  readonly describedBy?: string | undefined;
  readonly invalid?: boolean;
  /** How an option shows in the list (a bank with its logo); its name otherwise. */
  readonly renderOption?: (option: T) => ReactNode;
  readonly onRetry?: () => void;
  readonly testId?: string;
  /** A chooser whose options the server finds (the city search): what is typed is sent, not matched here. */
  readonly search?: {
    readonly onQuery: (query: string) => void;
    /** Letters still to type before anything is looked for ("Masukkan N karakter lagi"). */
    readonly missingLetters: (query: string) => number;
    readonly loadingMore: boolean;
    /** The list reached its end: the next page. */
    readonly onMore: () => void;
  };
  readonly hint?: string;
}

/**
 * A searchable chooser (the ARIA combobox with a listbox): typing narrows the
 * list, the arrow keys go through it, Enter chooses, Escape closes it
 * (without closing a dialog around it). What it finds is said in a live
 * region in document 2 §8's words ("Mencari…", "Hasil tidak ditemukan", …).
 * It cannot be used until its list can: it waits for the level above.
 */
export const Chooser = <T extends ChooserOption>({ label, name, options, chosen, onChoose, placeholder, error, describedBy, invalid, renderOption, onRetry, testId, search, hint }: Props<T>) => {
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const found = useMemo(() => {
    const all = options.status === 'ready' ? options.value : [];
    return search ? [...all] : matchingOptions(all, query ?? '');
  }, [options, query, search]);
  const usable = search !== undefined || options.status === 'ready' || options.status === 'failed';
  const missing = search ? search.missingLetters(query ?? '') : 0;
  const message =
    search && open && missing > 0
      ? SELECT_MESSAGES.inputTooShort(missing)
      : search?.loadingMore
        ? SELECT_MESSAGES.loadingMore
        : open || options.status === 'failed'
          ? chooserMessage(options, found.length)
          : options.status === 'loading'
            ? chooserMessage(options, 0)
            : '';

  const close = () => {
    setOpen(false);
    setQuery(null);
    search?.onQuery('');
  };

  const moveTo = (index: number) => {
    setActive(index);
    // The last one found is reached: the next page, where there is one.
    if (search && index >= found.length - 1) search.onMore();
  };

  const choose = (option: T) => {
    onChoose(option);
    close();
  };

  const openAt = (index: number) => {
    setOpen(true);
    moveTo(Math.max(0, Math.min(index, found.length - 1)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        openAt(open ? active + 1 : Math.max(0, found.findIndex((option) => option.id === chosen?.id)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        openAt(open ? active - 1 : found.length - 1);
        break;
      case 'Home':
      case 'End':
        if (open) {
          event.preventDefault();
          openAt(event.key === 'Home' ? 0 : found.length - 1);
        }
        break;
      case 'Enter': {
        const option = found[active];
        if (open) {
          // Enter in an open list chooses; it never sends the form around it.
          event.preventDefault();
          if (option) choose(option);
        }
        break;
      }
      case 'Escape':
        if (open || query !== null) {
          // Closes the list only: the dialog around it stays.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const activeOption = open ? found[active] : undefined;
  const described = [error ? errorId : null, describedBy ?? null, hint ? hintId : null, message ? statusId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.chooser} data-testid={testId}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={input}
          id={id}
          name={name}
          className={styles.input}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={described}
          aria-busy={options.status === 'loading' || undefined}
          disabled={!usable}
          placeholder={placeholder}
          value={query ?? chosen?.name ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
            search?.onQuery(event.target.value);
          }}
          onClick={() => (open ? close() : openAt(Math.max(0, found.findIndex((option) => option.id === chosen?.id))))}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <svg className={styles.caret} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.list}
          hidden={!open || found.length === 0}
          onScroll={(event) => {
            const list = event.currentTarget;
            if (search && list.scrollTop + list.clientHeight >= list.scrollHeight - 24) search.onMore();
          }}
        >
          {open &&
            found.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={option.id === chosen?.id}
                className={`${styles.option} ${index === active ? styles.active : ''}`}
                // Chosen on press, before the field's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                {renderOption ? renderOption(option) : option.name}
              </li>
            ))}
        </ul>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={statusId} role="status" aria-live="polite" className={open || options.status === 'failed' ? styles.status : styles.hiddenStatus}>
        {message}
      </p>
      {options.status === 'failed' && onRetry && (
        <p className={styles.retryRow}>
          <span>{failureText(options.failure)}</span>
          <button type="button" className={styles.retry} onClick={onRetry}>
            Coba Lagi
          </button>
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
};
