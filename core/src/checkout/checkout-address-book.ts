import { BehaviorSubject, type Observable } from 'rxjs';
import type { Address, AddressDraft } from '../address-book/address';
import { inBookOrder } from '../address-book/address-defaults';
import type { AddressBook, DropshipperBook } from '../address-book/address-book.port';
import type { Dropshipper, DropshipperDraft } from '../address-book/dropshipper';
import type { ClearedOnLogout } from '../session/participants';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import { isIndonesianMobileNumber } from '../shared/phone-number';
import { LatestRequest } from './latest-request';

/** A field of a form and what is wrong with it. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;

export type AddressField = 'label' | 'recipientName' | 'phone' | 'region' | 'postalCode' | 'street';
export type DropshipperField = 'name' | 'phone';

const PHONE_PROBLEM = 'Masukkan nomor ponsel yang valid, contoh 081234567890';

/**
 * What the new-address form lacks. Document 1 §5 shows no form messages;
 * these ask for what an Indonesian courier needs: a recipient, a mobile
 * number, the four regions, a 5-digit postal code, and the street.
 */
export const addressDraftProblems = (draft: Omit<AddressDraft, 'provinceId' | 'cityId' | 'districtId' | 'villageId'> & { readonly regionChosen: boolean }): FieldProblems<AddressField> => {
  const problems: FieldProblems<AddressField> = {};
  if (draft.label.trim() === '') problems.label = 'Isi label alamat, misalnya Rumah atau Kantor';
  if (draft.recipientName.trim().length < 3) problems.recipientName = 'Isi nama penerima (minimal 3 huruf)';
  if (!isIndonesianMobileNumber(draft.phone)) problems.phone = PHONE_PROBLEM;
  if (!draft.regionChosen) problems.region = 'Pilih provinsi, kota/kabupaten, kecamatan dan kelurahan/desa';
  if (!/^\d{5}$/.test(draft.postalCode.trim())) problems.postalCode = 'Kode pos terdiri dari 5 angka';
  if (draft.street.trim().length < 10) problems.street = 'Tulis alamat lengkap: jalan, nomor rumah, RT/RW (minimal 10 huruf)';
  return problems;
};

export const dropshipperDraftProblems = (draft: DropshipperDraft): FieldProblems<DropshipperField> => {
  const problems: FieldProblems<DropshipperField> = {};
  if (draft.name.trim().length < 3) problems.name = 'Isi nama pengirim (minimal 3 huruf)';
  if (!isIndonesianMobileNumber(draft.phone)) problems.phone = PHONE_PROBLEM;
  return problems;
};

export type SaveOutcome<T, F extends string> =
  | { readonly kind: 'saved'; readonly entry: T }
  | { readonly kind: 'invalid'; readonly problems: FieldProblems<F> }
  | { readonly kind: 'failed'; readonly failure: StoreFailure };

export interface CheckoutAddressBookState {
  /** The default address first, then the newest (as /profile/address lists them). */
  readonly addresses: Loadable<readonly Address[]>;
  readonly dropshippers: Loadable<readonly Dropshipper[]>;
}

/**
 * The shipping step's books: the customer's addresses and dropshippers, and
 * adding one of each without leaving the checkout. A new entry joins its
 * list at once (the book's order kept), so the step can choose it.
 */
export class CheckoutAddressBook implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<CheckoutAddressBookState>({ addresses: idle, dropshippers: idle });
  readonly state$: Observable<CheckoutAddressBookState> = this.state.asObservable();
  private readonly addressRequests = new LatestRequest();
  private readonly dropshipperRequests = new LatestRequest();

  constructor(
    private readonly addressBook: AddressBook,
    private readonly dropshipperBook: DropshipperBook,
  ) {}

  get current(): CheckoutAddressBookState {
    return this.state.getValue();
  }

  async loadAddresses(): Promise<void> {
    const isNewest = this.addressRequests.begin();
    this.update({ addresses: loading });
    let next: Loadable<readonly Address[]>;
    try {
      next = ready(inBookOrder(await this.addressBook.list()));
    } catch (error) {
      next = failed(toStoreFailure(error, 'POST more/user/address/index'));
    }
    if (isNewest()) this.update({ addresses: next });
  }

  async loadDropshippers(): Promise<void> {
    const isNewest = this.dropshipperRequests.begin();
    this.update({ dropshippers: loading });
    let next: Loadable<readonly Dropshipper[]>;
    try {
      next = ready(await this.dropshipperBook.list());
    } catch (error) {
      next = failed(toStoreFailure(error, 'POST more/user/dropshippers/index'));
    }
    if (isNewest()) this.update({ dropshippers: next });
  }

  /** Checks the form, then stores the address (`POST more/user/address/store`). */
  async addAddress(draft: AddressDraft): Promise<SaveOutcome<Address, AddressField>> {
    const problems = addressDraftProblems({ ...draft, regionChosen: [draft.provinceId, draft.cityId, draft.districtId, draft.villageId].every((id) => id !== '') });
    if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
    try {
      const entry = await this.addressBook.add({ ...draft, recipientName: draft.recipientName.trim(), street: draft.street.trim(), postalCode: draft.postalCode.trim() });
      const { addresses } = this.current;
      const others = addresses.status === 'ready' ? addresses.value.filter((address) => address.id !== entry.id) : [];
      const book = entry.isDefault ? others.map((address) => ({ ...address, isDefault: false })) : others;
      this.addressRequests.cancel();
      this.update({ addresses: ready(inBookOrder([...book, entry])) });
      return { kind: 'saved', entry };
    } catch (error) {
      return { kind: 'failed', failure: toStoreFailure(error, 'POST more/user/address/store') };
    }
  }

  /** Checks the form, then stores the dropshipper (`POST more/user/dropshippers/store`); newest first. */
  async addDropshipper(draft: DropshipperDraft): Promise<SaveOutcome<Dropshipper, DropshipperField>> {
    const problems = dropshipperDraftProblems(draft);
    if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
    try {
      const entry = await this.dropshipperBook.add({ name: draft.name.trim(), phone: draft.phone.trim() });
      const { dropshippers } = this.current;
      const others = dropshippers.status === 'ready' ? dropshippers.value.filter((dropshipper) => dropshipper.id !== entry.id) : [];
      this.dropshipperRequests.cancel();
      this.update({ dropshippers: ready([entry, ...others]) });
      return { kind: 'saved', entry };
    } catch (error) {
      return { kind: 'failed', failure: toStoreFailure(error, 'POST more/user/dropshippers/store') };
    }
  }

  /** The books are the customer's own: nothing of them stays after logout. */
  clearOnLogout(): void {
    this.addressRequests.cancel();
    this.dropshipperRequests.cancel();
    this.state.next({ addresses: idle, dropshippers: idle });
  }

  private update(patch: Partial<CheckoutAddressBookState>): void {
    this.state.next({ ...this.current, ...patch });
  }
}
