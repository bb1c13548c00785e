import type { StoreFailure } from '../shared/failure';
import { failureText } from '../shared/failure-text';
import { isIndonesianMobileNumber } from '../shared/phone-number';
import type { AddressDraft } from './address';
import type { BankAccountDraft } from './bank-account';
import type { DropshipperDraft } from './dropshipper';

/** A field of a form and what is wrong with it. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;

export type AddressField = 'label' | 'recipientName' | 'phone' | 'region' | 'postalCode' | 'street';
export type DropshipperField = 'name' | 'phone';
export type BankAccountField = 'bankId' | 'accountNumber' | 'holderName';

/** What saving an entry of a book came to: saved, refused before sending (the store's checks), or failed (the server's refusal or the network). */
export type SaveOutcome<T, F extends string> =
  | { readonly kind: 'saved'; readonly entry: T }
  | { readonly kind: 'invalid'; readonly problems: FieldProblems<F> }
  | { readonly kind: 'failed'; readonly failure: StoreFailure };

const PHONE_PROBLEM = 'Masukkan nomor ponsel yang valid, contoh 081234567890';

/**
 * What the address form lacks. Document 1 §5 shows no form messages;
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

/** The address draft's problems, its regions counted as chosen once all four ids are there. */
export const addressProblems = (draft: AddressDraft): FieldProblems<AddressField> =>
  addressDraftProblems({ ...draft, regionChosen: [draft.provinceId, draft.cityId, draft.districtId, draft.villageId].every((id) => id !== '') });

export const dropshipperDraftProblems = (draft: DropshipperDraft): FieldProblems<DropshipperField> => {
  const problems: FieldProblems<DropshipperField> = {};
  if (draft.name.trim().length < 3) problems.name = 'Isi nama pengirim (minimal 3 huruf)';
  if (!isIndonesianMobileNumber(draft.phone)) problems.phone = PHONE_PROBLEM;
  return problems;
};

/** An account a refund can be sent to: a bank of the list, 5 to 20 digits (the wire's rule), and the name it is held in. */
export const bankAccountDraftProblems = (draft: BankAccountDraft): FieldProblems<BankAccountField> => {
  const problems: FieldProblems<BankAccountField> = {};
  if (!Number.isInteger(draft.bankId) || draft.bankId <= 0) problems.bankId = 'Pilih bank';
  if (!/^\d{5,20}$/.test(draft.accountNumber.replace(/[\s-]/g, ''))) problems.accountNumber = 'Nomor rekening terdiri dari 5 sampai 20 angka';
  if (draft.holderName.trim().length < 3) problems.holderName = 'Isi nama pemilik rekening (minimal 3 huruf)';
  return problems;
};

export const hasProblems = (problems: FieldProblems<string>): boolean => Object.values(problems).some((problem) => problem !== undefined);

/** The wire's names (as the adapters camel-case them) of the books' fields that the forms call otherwise. */
const SERVER_ALIASES: Readonly<Record<string, AddressField | BankAccountField>> = {
  address: 'street',
  provinceId: 'region',
  cityId: 'region',
  districtId: 'region',
  villageId: 'region',
  uniBankId: 'bankId',
  accountName: 'holderName',
};

/**
 * A book's form refused by the server, split for the screen: its reasons
 * beside the fields they name (the wire's `account_number`, `uni_bank_id`,
 * `village_id`, … found under the form's own names), its message above the
 * form unless a field already says it.
 */
export const bookRefusal = <F extends string>(failure: StoreFailure, fields: readonly F[]): { readonly problems: FieldProblems<F>; readonly message: string | null } => {
  const problems: FieldProblems<F> = {};
  for (const [key, messages] of Object.entries(failure.details.fieldErrors ?? {})) {
    const field = (fields as readonly string[]).includes(key) ? (key as F) : (SERVER_ALIASES[key] as F | undefined);
    const message = messages.find((each) => each.trim() !== '');
    if (field && (fields as readonly string[]).includes(field) && message && problems[field] === undefined) problems[field] = message;
  }
  const message = failureText(failure);
  const besideFields = Object.values<string | undefined>(problems).some((reason) => reason?.trim() === message.trim());
  return { problems, message: besideFields ? null : message };
};
