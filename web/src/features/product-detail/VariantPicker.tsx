import type { VariantOption, VariantPicker as Picker } from '@more/core';
import { SOLD_OUT_LABEL } from '@more/core';
import { useId } from 'react';
import styles from './ProductDetail.module.css';

const Group = ({ legend, options, onPick }: { legend: string; options: readonly VariantOption[]; onPick: (value: string) => void }) => {
  const name = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.optionGroup}>
      <legend className={styles.optionLegend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={`${styles.option} ${option.soldOut ? styles.optionSoldOut : ''}`}>
            <input
              type="radio"
              className={styles.optionInput}
              name={name}
              value={option.value}
              checked={option.selected}
              onChange={() => onPick(option.value)}
            />
            <span className={styles.optionText}>
              {option.label}
              {option.soldOut && <span className={styles.optionNote}> ({SOLD_OUT_LABEL})</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};

/** "Variant and colour choice" as two radio groups (native radios: arrow keys move, Space picks). */
export const VariantPicker = ({
  picker,
  onName,
  onColor,
}: {
  readonly picker: Picker;
  readonly onName: (name: string) => void;
  readonly onColor: (color: string) => void;
}) => (
  <div className="stack-3">
    <Group legend="Varian" options={picker.names} onPick={onName} />
    <Group legend="Warna" options={picker.colors} onPick={onColor} />
  </div>
);
