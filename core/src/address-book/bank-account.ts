/**
 * A bank account of the customer, where refunds and cashback are sent
 * (document 1 §3: "Bank account number: id, uni_bank_id, icon").
 */
export interface BankAccount {
  readonly id: number;
  /** `uni_bank_id` and `icon`: the bank of GET uni/bank, with its logo. */
  readonly bank: {
    readonly id: number;
    readonly code: string;
    readonly name: string;
    readonly iconUrl: string;
  };
  readonly accountNumber: string;
  /** The name the account is held in (atas nama). */
  readonly holderName: string;
  /** `created_at`, in milliseconds since the epoch. */
  readonly createdAt: number;
}

export interface BankAccountDraft {
  /** `uni_bank_id`: a bank of GET uni/bank. */
  readonly bankId: number;
  readonly accountNumber: string;
  readonly holderName: string;
}

/** The account number as a list shows it, all but the last 4 digits hidden: "•••• 4821". */
export const maskedAccountNumber = (accountNumber: string): string =>
  accountNumber.length <= 4 ? accountNumber : `•••• ${accountNumber.slice(-4)}`;
