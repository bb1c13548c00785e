import { type City, cityLabel, citiesMatching } from '@more/core';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import styles from './extras.module.css';

interface Props {
  readonly cities: readonly City[];
  /** The chosen city's name as the list has it, or null. */
  readonly chosenName: string | null;
  readonly onChoose: (cityId: string) => void;
}

/**
 * A searchable city chooser (the WAI-ARIA combobox with a list popup): type
 * part of a name, move with the arrow keys, Enter picks, Escape closes. The
 * matching and the names are core's; the list is the static city list.
 */
export const CityCombobox = ({ cities, chosenName, onChoose }: Props) => {
  const id = useId();
  const listId = `${id}-list`;
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const text = typed ?? (chosenName ? cityLabel(chosenName) : '');
  const matches = useMemo(() => (typed === null ? [] : citiesMatching(cities, typed)), [cities, typed]);
  const open = matches.length > 0;
  const noMatch = typed !== null && typed.trim() !== '' && matches.length === 0;

  const choose = (city: City) => {
    setTyped(null);
    setActive(0);
    onChoose(city.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((index) => (index - 1 + matches.length) % matches.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(matches[Math.min(active, matches.length - 1)]!);
    } else if (event.key === 'Escape' && typed !== null) {
      event.preventDefault();
      setTyped(null);
    }
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={`${id}-input`} className={styles.fieldLabel}>
        Kota tujuan
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${id}-option-${Math.min(active, matches.length - 1)}` : undefined}
        autoComplete="off"
        placeholder="Ketik nama kota, mis. Surabaya"
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={() => setTyped(null)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Kota" className={styles.options} hidden={!open}>
        {matches.map((city, index) => (
          <li
            key={city.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keeps the focus in the input, so blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
          >
            {cityLabel(city.name)}
          </li>
        ))}
      </ul>
      {noMatch && (
        <p className="muted-0" role="status">
          Kota tidak ditemukan
        </p>
      )}
    </div>
  );
};
