/**
 * A dropshipper of the customer (document 1 §3: "Dropshipper: id,
 * created_at"): the name and phone an order is sent in ("dropship" at
 * checkout), so the recipient sees the reseller, not the store.
 */
export interface Dropshipper {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  /** `created_at`, in milliseconds since the epoch. */
  readonly createdAt: number;
}

export interface DropshipperDraft {
  readonly name: string;
  readonly phone: string;
}
