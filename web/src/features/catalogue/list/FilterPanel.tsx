import {
  type FilterChoice,
  type FilterPanelView,
  type ProductFilter,
  formatRupiah,
  parsePriceInput,
  toggleFilterValue,
  withBundleChoice,
  withPriceRange,
} from '@more/core';
import { type FormEvent, useState } from 'react';
import styles from './FilterPanel.module.css';

interface Props {
  readonly view: FilterPanelView;
  readonly filter: ProductFilter;
  readonly onChange: (filter: ProductFilter) => void;
  /** Keeps ids unique when the panel is shown twice (side panel and sheet). */
  readonly idPrefix: string;
}

const Choice = ({ choice, filter, onChange, idPrefix }: { choice: FilterChoice } & Omit<Props, 'view'>) => {
  // Names hold spaces and &: an id of word characters only.
  const id = `${idPrefix}-${choice.facet}-${choice.value.replace(/[^\w-]/g, '_')}`;
  const subs = choice.children.map((child) => Number(child.value));
  return (
    <li>
      <label className={styles.choice} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={choice.checked}
          onChange={() => onChange(toggleFilterValue(filter, choice.facet, choice.value, subs))}
        />
        {choice.hex && <span className={styles.swatch} style={{ background: choice.hex }} aria-hidden="true" />}
        <span className={styles.label}>{choice.label}</span>
        <span className={styles.count}>{choice.productCount}</span>
      </label>
      {choice.checked && choice.children.length > 0 && (
        <ul className={styles.children} aria-label={`Sub-kategori ${choice.label}`}>
          {choice.children.map((child) => (
            <Choice key={child.value} choice={child} filter={filter} onChange={onChange} idPrefix={idPrefix} />
          ))}
        </ul>
      )}
    </li>
  );
};

/** The typed price range: applied by its own button, since a half-typed number is no filter yet. */
const PriceRange = ({ view, filter, onChange, idPrefix }: Props) => {
  const [min, setMin] = useState(filter.priceMin === undefined ? '' : String(filter.priceMin));
  const [max, setMax] = useState(filter.priceMax === undefined ? '' : String(filter.priceMax));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange(withPriceRange(filter, parsePriceInput(min), parsePriceInput(max)));
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Rentang Harga</legend>
      <ul className={styles.ranges}>
        {view.priceChoices.map((choice) => (
          <li key={choice.label}>
            <button
              type="button"
              className={styles.range}
              aria-pressed={choice.chosen}
              onClick={() => onChange(choice.chosen ? withPriceRange(filter, undefined, undefined) : withPriceRange(filter, choice.priceMin, choice.priceMax))}
            >
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.prices}>
        <label className={styles.price}>
          <span>Harga minimum</span>
          <input
            id={`${idPrefix}-price-min`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={formatRupiah(view.priceBounds.min)}
            value={min}
            onChange={(event) => setMin(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && apply(event)}
          />
        </label>
        <label className={styles.price}>
          <span>Harga maksimum</span>
          <input
            id={`${idPrefix}-price-max`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={formatRupiah(view.priceBounds.max)}
            value={max}
            onChange={(event) => setMax(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && apply(event)}
          />
        </label>
      </div>
      <button type="button" className={styles.applyPrice} onClick={apply}>
        Terapkan Harga
      </button>
    </fieldset>
  );
};

/**
 * The filter panel (document 2 §7, `GET uni/product/filter`): category and
 * sub-category, room, material, colour, brand, price range and Paket Hemat.
 * Every choice goes through `onChange` as a whole new filter, decided by core.
 */
export const FilterPanel = ({ view, filter, onChange, idPrefix }: Props) => (
  <div className={styles.panel}>
    <div className={styles.section}>
      <label className={styles.choice} htmlFor={`${idPrefix}-bundle`}>
        <input
          id={`${idPrefix}-bundle`}
          type="checkbox"
          className={styles.checkbox}
          checked={view.bundleChosen}
          onChange={() => onChange(withBundleChoice(filter, !view.bundleChosen))}
        />
        <span className={styles.label}>Paket Hemat</span>
      </label>
    </div>
    {view.sections.map((section) => (
      <fieldset key={section.id} className={styles.section}>
        <legend className={styles.legend}>{section.title}</legend>
        <ul className={styles.choices}>
          {section.choices.map((choice) => (
            <Choice key={choice.value} choice={choice} filter={filter} onChange={onChange} idPrefix={idPrefix} />
          ))}
        </ul>
      </fieldset>
    ))}
    <PriceRange
      key={`${filter.priceMin ?? ''}-${filter.priceMax ?? ''}`}
      view={view}
      filter={filter}
      onChange={onChange}
      idPrefix={idPrefix}
    />
  </div>
);
