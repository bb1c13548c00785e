import { type BankAccount, SavedBankAccounts, maskedAccountNumber } from '@more/core';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { BankAccountForm } from '../BankAccountForm';
import { BookPage, type BookTexts } from '../BookPage';
import styles from '../Books.module.css';

const texts: BookTexts = {
  title: 'Rekening Bank',
  short: 'Rekening',
  lead: 'Rekening tujuan pengembalian dana dan cashback.',
  emptyText: 'Tambahkan rekening agar pengembalian dana dapat dikirim ke rekening Anda.',
  noun: 'rekening',
};

/**
 * `/profile/banks` (needs login): the customer's bank accounts with their
 * bank's logo (the answer carries it), the number all but its last 4 digits
 * hidden; add and edit with the banks of GET uni/bank; delete after a
 * confirmation.
 */
export default function BanksPage(_props: PageProps) {
  const book = useService(SavedBankAccounts);
  return (
    <BookPage<BankAccount>
      book={book}
      texts={texts}
      testId="bank"
      card={(account) => ({
        name: `${account.bank.name} ${maskedAccountNumber(account.accountNumber)}`,
        heading: (
          <span className={styles.bankHead}>
            {/* A bank without an icon shows its name alone: an empty src would fetch the page again. */}
            {account.bank.iconUrl && <img className={styles.bankLogo} src={account.bank.iconUrl} alt="" width={48} height={32} loading="lazy" />}
            {account.bank.name}
          </span>
        ),
        body: (
          <>
            <p>
              <span className="visually-hidden">Nomor rekening </span>
              {maskedAccountNumber(account.accountNumber)}
            </p>
            <p className={styles.muted}>a.n. {account.holderName}</p>
          </>
        ),
      })}
      form={(account, done, cancel) => <BankAccountForm account={account} onSaved={done} onCancel={cancel} />}
    />
  );
}
