import {
  type Address,
  type AddressField,
  type AddressFields,
  CityFinder,
  REGION_LEVEL_LABELS,
  RegionChoice,
  type RegionLevel,
  type SaveOutcome,
  addressDraftOf,
  draftOfAddress,
  regionLevels,
  regionPlaceholder,
} from '@more/core';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { FormAlert } from '../../shared/forms/FormAlert';
import { TextField } from '../../shared/forms/TextField';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { Chooser } from './Chooser';
import { useBookSave } from './use-book-save';
import styles from './Books.module.css';

const blank: AddressFields = { label: 'Rumah', recipientName: '', phone: '', postalCode: '', street: '', makeDefault: false };
const FIELDS: readonly AddressField[] = ['label', 'recipientName', 'phone', 'region', 'postalCode', 'street'];

interface Props {
  /** The address being edited, as `…/show` answered; null for a new one. */
  readonly address: Address | null;
  /** The book's save (the profile's SavedAddresses, or the checkout's, which also sends the order there). */
  readonly onSave: (draft: ReturnType<typeof addressDraftOf>) => Promise<SaveOutcome<Address, AddressField>>;
  readonly onSaved: (address: Address) => void;
  readonly onCancel: (() => void) | null;
  /** The form's name for screen readers (and its heading where it has none around it). */
  readonly title: string;
  readonly showTitle?: boolean;
}

/**
 * The address form of /profile/address and of the checkout: label,
 * recipient, phone, then province → city → district → village chosen in
 * turn with searchable choosers (core's RegionChoice: choosing one clears and
 * reloads those below), postal code and street. The store's checks come
 * first, beside each field; a refusal of the server goes beside the field it
 * names, or above the form; what was typed stays; one save at a time.
 */
export const AddressForm = ({ address, onSave, onSaved, onCancel, title, showTitle = false }: Props) => {
  const regions = useService(RegionChoice);
  const regionState = useStore(regions);
  const finder = useService(CityFinder);
  const cities = useStore(finder);
  const foundCities = useMemo(
    () =>
      cities.found.status === 'ready'
        ? ({ status: 'ready', value: cities.found.value.map((city) => ({ id: city.id, provinceId: city.provinceId, name: `${city.name}, ${city.provinceName}` })) } as const)
        : cities.found,
    [cities.found],
  );
  const [fields, setFields] = useState<AddressFields>(() => (address ? (({ provinceId: _p, cityId: _c, districtId: _d, villageId: _v, ...rest }) => rest)(draftOfAddress(address)) : blank));
  const { problems, failure, busy, formRef, save, corrected } = useBookSave<Address, AddressField>(FIELDS);
  const regionErrorId = useId();
  const wasDefault = address?.isDefault ?? false;

  useEffect(() => {
    void (address ? regions.startFrom(draftOfAddress(address)) : regions.start());
    return () => finder.reset();
  }, [regions, finder, address]);

  const set = <K extends keyof AddressFields>(name: K, value: AddressFields[K]) => {
    setFields((before) => ({ ...before, [name]: value }));
    if (name !== 'makeDefault') corrected(name);
  };

  const choose = (level: RegionLevel, id: string) => {
    corrected('region');
    void regions.choose(level, id);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(() => onSave(addressDraftOf(fields, regions.current)), onSaved);
  };

  return (
    <form ref={formRef} className="stack-3" onSubmit={submit} noValidate aria-label={title} data-testid="address-form">
      {showTitle && <h3 className={styles.formTitle}>{title}</h3>}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className={styles.formGrid}>
        <TextField name="label" label="Label alamat" value={fields.label} onChange={(event) => set('label', event.target.value)} error={problems.label} autoComplete="off" hint="Contoh: Rumah, Kantor" />
        <TextField name="recipientName" label="Nama penerima" value={fields.recipientName} onChange={(event) => set('recipientName', event.target.value)} error={problems.recipientName} autoComplete="name" />
        <TextField name="phone" label="Nomor ponsel" type="tel" inputMode="tel" value={fields.phone} onChange={(event) => set('phone', event.target.value)} error={problems.phone} autoComplete="tel" />
        <div className={styles.wide}>
          {/* A shortcut through the first two levels: a city found by name (GET uni/city/overall) chooses its province too. */}
          <Chooser
            label="Cari kota/kabupaten"
            name="citySearch"
            options={foundCities}
            chosen={null}
            onChoose={(city) => {
              corrected('region');
              void regions.chooseFoundCity(city);
            }}
            placeholder="Ketik nama kota"
            hint="Provinsi dan kota/kabupaten terisi sekaligus"
            search={{ onQuery: (query) => void finder.search(query), missingLetters: (query) => CityFinder.missingLetters(query), loadingMore: cities.loadingMore, onMore: () => void finder.more() }}
            onRetry={() => void finder.search(cities.query)}
            testId="city-search"
          />
        </div>
        {regionLevels.map((level) => {
          const select = regionState[level];
          return (
            <Chooser
              key={level}
              label={REGION_LEVEL_LABELS[level]}
              name={level}
              options={select.options}
              chosen={select.chosen}
              onChoose={(option) => choose(level, option.id)}
              placeholder={regionPlaceholder(level, regionState)}
              invalid={problems.region !== undefined && !select.chosen}
              describedBy={problems.region ? regionErrorId : undefined}
              onRetry={() => void regions.retry(level)}
              testId={`region-${level}`}
            />
          );
        })}
        {problems.region && (
          <p id={regionErrorId} className={`${styles.regionError} ${styles.wide}`}>
            {problems.region}
          </p>
        )}
        <TextField name="postalCode" label="Kode pos" inputMode="numeric" maxLength={5} value={fields.postalCode} onChange={(event) => set('postalCode', event.target.value)} error={problems.postalCode} autoComplete="postal-code" />
        <div className={styles.wide}>
          <TextField name="street" label="Alamat lengkap" value={fields.street} onChange={(event) => set('street', event.target.value)} error={problems.street} hint="Nama jalan, nomor rumah, RT/RW, patokan" autoComplete="street-address" />
        </div>
      </div>
      <label className="check-row">
        {/* The default cannot be unset directly (core's rules): another address is made the default instead. */}
        <input type="checkbox" name="makeDefault" checked={fields.makeDefault} disabled={wasDefault} onChange={(event) => set('makeDefault', event.target.checked)} />
        {wasDefault ? 'Alamat utama' : 'Jadikan alamat utama'}
      </label>
      <div className={styles.formActions}>
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Batal
          </button>
        )}
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined} data-testid="address-save">
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {busy ? 'Mohon menunggu..' : 'Simpan Alamat'}
        </button>
      </div>
    </form>
  );
};
