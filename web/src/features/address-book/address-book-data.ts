import { SavedAddresses, SavedBankAccounts, SavedDropshippers } from '@more/core';
import type { LoadContext } from '../../shared/route-contract';
import type { ServiceId } from '../../shared/services';

/** What BookPage asks of a book, and this loader too. */
interface Book {
  ensureLoaded(): void;
  settled(): Promise<void>;
}

/** A book's page rendered for the customer (addresses, dropshippers, bank accounts): its list, as BookPage asks for it. */
const loadBook =
  (book: ServiceId<Book>) =>
  async ({ services, forCustomer }: LoadContext): Promise<void> => {
    if (!forCustomer) return;
    const saved = services.get(book);
    saved.ensureLoaded();
    await saved.settled();
  };

export const loadAddressPage = loadBook(SavedAddresses);
export const loadDropshipperPage = loadBook(SavedDropshippers);
export const loadBanksPage = loadBook(SavedBankAccounts);
