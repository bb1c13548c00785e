import { SearchSuggestions, searchKeywordOfAddress, searchPath, searchSuggestionsAnnouncement, storePaths } from '@more/core';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { SearchIcon } from './icons';
import styles from './SearchBox.module.css';

/** The suggestion with the typed keyword marked, the way shoppers scan a list of them. */
const Highlighted = ({ text, keyword }: { text: string; keyword: string }) => {
  const at = keyword === '' ? -1 : text.toLowerCase().indexOf(keyword.toLowerCase());
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className={styles.match}>{text.slice(at, at + keyword.length)}</span>
      {text.slice(at + keyword.length)}
    </>
  );
};

/**
 * The header's search box (document 1 §2: "search box with suggestions that
 * appear on key press and on submit"), as a WAI-ARIA 1.2 combobox with a
 * listbox popup: the suggestions come from SearchSuggestions (250 ms after
 * the last key press); arrows move through them, Enter picks one or searches
 * the text, Escape closes them (or, when closed, empties the box). Without
 * JavaScript the form still searches, by a GET to the product list.
 */
export const SearchBox = () => {
  const suggestions = useService(SearchSuggestions);
  const state = useStore(suggestions);
  const [decodedPath, navigate] = useLocation();
  const { ssrPath } = useRouter();
  const address = typeof window === 'undefined' ? (ssrPath ?? decodedPath) : window.location.pathname;
  // The list's keyword refills the box (a shared link, Back); other pages leave the box as it is.
  const addressKeyword = searchKeywordOfAddress(address, useSearch());
  const [text, setText] = useState(addressKeyword ?? '');
  const [keywordShown, setKeywordShown] = useState(addressKeyword);
  if (addressKeyword !== keywordShown) {
    setKeywordShown(addressKeyword);
    if (addressKeyword !== null) setText(addressKeyword);
  }
  const [showing, setShowing] = useState(false);
  /** The highlighted suggestion, by its text: it stays highlighted while it stays in the list. */
  const [active, setActive] = useState<string | null>(null);
  const baseId = useId();
  const listboxId = `${baseId}saran`;
  const optionId = (index: number) => `${baseId}saran-${index}`;

  const options = text.trim() === '' ? [] : state.suggestions;
  const expanded = showing && options.length > 0;
  const activeIndex = expanded && active !== null ? options.indexOf(active) : -1;

  const close = () => {
    setShowing(false);
    setActive(null);
  };

  const search = (keyword: string) => {
    suggestions.clear();
    close();
    navigate(searchPath(keyword));
  };

  const pick = (suggestion: string) => {
    setText(suggestion);
    search(suggestion);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setShowing(true);
    const from = expanded ? activeIndex : -1;
    // From no highlight, Down goes to the first and Up to the last; both wrap around.
    const next = from === -1 ? (step === 1 ? 0 : options.length - 1) : (from + step + options.length) % options.length;
    setActive(options[next] ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setShowing(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (activeIndex >= 0 && active !== null) {
          event.preventDefault();
          pick(active);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          // The header's dropdowns close on Escape too; this one is the shopper's concern here.
          event.stopPropagation();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
          suggestions.clear();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  const announcement = showing && text.trim() !== '' ? searchSuggestionsAnnouncement(state) : '';

  return (
    <form role="search" aria-label="Cari produk" action={storePaths.products} method="get" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={`${baseId}kata`} className="visually-hidden">
        Cari produk
      </label>
      <div className={styles.field}>
        <input
          id={`${baseId}kata`}
          data-testid="search-box"
          className={styles.input}
          // A text field, not type="search": ARIA in HTML allows the combobox role on the one and not on the other
          // (the search landmark around it and enterKeyHint still tell it is a search).
          type="text"
          name="q"
          value={text}
          placeholder="Cari sofa, meja makan, lemari…"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setShowing(true);
            setActive(null);
            suggestions.type(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setShowing(true)}
          onBlur={close}
        />
        <button type="submit" className={styles.submit} aria-label="Cari">
          <SearchIcon size={20} />
        </button>
        <ul id={listboxId} role="listbox" aria-label="Saran pencarian" className={styles.listbox} hidden={!expanded}>
          {expanded &&
            options.map((option, index) => (
              <li
                key={option}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                // Keeps the focus in the box, so the click below still finds the list open.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                <span className={styles.optionIcon}>
                  <SearchIcon size={16} />
                </span>
                <span className={styles.optionText}>
                  <Highlighted text={option} keyword={text.trim()} />
                </span>
              </li>
            ))}
        </ul>
      </div>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </form>
  );
};
