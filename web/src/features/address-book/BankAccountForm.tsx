import { type Bank, type BankAccount, type BankAccountDraft, type BankAccountField, BankList, type Loadable, SavedBankAccounts } from '@more/core';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { FormAlert } from '../../shared/forms/FormAlert';
import { TextField } from '../../shared/forms/TextField';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { Chooser } from './Chooser';
import styles from './Books.module.css';
import { useBookSave } from './use-book-save';

const FIELDS: readonly BankAccountField[] = ['bankId', 'accountNumber', 'holderName'];

/** A bank as the chooser offers it: its id as text, its name, its logo. */
interface BankOption {
  readonly id: string;
  readonly name: string;
  readonly logoUrl: string;
}

const asOption = (bank: Bank): BankOption => ({ id: String(bank.id), name: bank.name, logoUrl: bank.logoUrl });

/** A bank account where refunds go: the bank (GET uni/bank, with its logo), the number, the name it is held in. */
export const BankAccountForm = ({ account, onSaved, onCancel }: { readonly account: BankAccount | null; readonly onSaved: (account: BankAccount) => void; readonly onCancel: () => void }) => {
  const book = useService(SavedBankAccounts);
  const bankList = useService(BankList);
  const banks = useStore(bankList);
  const [fields, setFields] = useState<BankAccountDraft>({ bankId: account?.bank.id ?? 0, accountNumber: account?.accountNumber ?? '', holderName: account?.holderName ?? '' });
  const { problems, failure, busy, formRef, save, corrected } = useBookSave<BankAccount, BankAccountField>(FIELDS);

  useEffect(() => void bankList.ensureLoaded(), [bankList]);

  const options = useMemo<Loadable<readonly BankOption[]>>(() => (banks.status === 'ready' ? { status: 'ready', value: banks.value.map(asOption) } : banks), [banks]);
  const chosen = options.status === 'ready' ? (options.value.find((option) => option.id === String(fields.bankId)) ?? null) : null;

  const set = <K extends BankAccountField>(name: K, value: BankAccountDraft[K]) => {
    setFields((before) => ({ ...before, [name]: value }));
    corrected(name);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(() => book.save(account?.id ?? null, fields), onSaved);
  };

  return (
    <form ref={formRef} className="stack-3" onSubmit={submit} noValidate aria-label={account ? 'Ubah rekening bank' : 'Rekening bank baru'} data-testid="bank-form">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <Chooser
        label="Bank"
        name="bank"
        options={options}
        chosen={chosen}
        onChoose={(option) => set('bankId', Number(option.id))}
        placeholder={banks.status === 'loading' ? 'Memuat…' : 'Pilih bank'}
        error={problems.bankId}
        onRetry={() => void bankList.ensureLoaded()}
        renderOption={(option) => (
          <>
            {option.logoUrl && <img className={styles.bankOptionLogo} src={option.logoUrl} alt="" width={36} height={24} loading="lazy" />}
            <span>{option.name}</span>
          </>
        )}
        testId="bank-chooser"
      />
      <TextField name="accountNumber" label="Nomor rekening" inputMode="numeric" value={fields.accountNumber} onChange={(event) => set('accountNumber', event.target.value)} error={problems.accountNumber} autoComplete="off" />
      <TextField name="holderName" label="Nama pemilik rekening" value={fields.holderName} onChange={(event) => set('holderName', event.target.value)} error={problems.holderName} autoComplete="name" hint="Sesuai buku tabungan" />
      <div className={styles.formActions}>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Batal
        </button>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {busy ? 'Mohon menunggu..' : 'Simpan Rekening'}
        </button>
      </div>
    </form>
  );
};
