import { type CheckoutDraft, type CheckoutDraftStore, checkoutSteps } from '@more/core';
import * as z from 'zod/mini';
import { CHECKOUT_DRAFT_KEY } from './customer-slots';
import { JsonSlot } from './json-slot';
import type { KeyValueStorage } from './key-value';

/*
 * Its own module, not re-exported by ./index: the storage adapters there are
 * in the entry every page loads, and the checkout's draft belongs to the
 * checkout's chunk (web/src/app/composition-root/pages/checkout.ts).
 */

const whole = () => z.number().check(z.int());
const amount = () => z.number().check(z.minimum(0));
const nullableId = () => z.nullable(whole());

const draftShape: z.ZodMiniType<CheckoutDraft> = z.object({
  step: z.enum(checkoutSteps),
  order: z.object({
    items: z.array(z.object({ variantId: whole(), quantity: z.number().check(z.int(), z.minimum(1)), comboId: nullableId() })),
    shipping: z.object({
      addressId: nullableId(),
      option: z.nullable(z.object({ code: z.string(), courier: z.string(), service: z.string(), price: amount(), estimate: z.nullable(z.string()) })),
    }),
    dropship: z.nullable(z.object({ dropshipperId: whole() })),
    payment: z.nullable(z.object({ methodCode: z.string(), instalment: z.boolean(), tenor: nullableId(), fee: amount() })),
    note: z.string(),
    voucherCode: z.nullable(z.string()),
  }),
  voucher: z.nullable(z.object({ code: z.string(), discount: amount(), grandTotalAfterDiscount: amount() })),
  // A draft kept before the key was kept reads as one without an open submit.
  submitKey: z._default(z.nullable(z.string()), null),
});

interface KeptDraft {
  readonly owner: string;
  readonly draft: CheckoutDraft;
}

const keptShape: z.ZodMiniType<KeptDraft> = z.object({ owner: z.string(), draft: draftShape });

/**
 * The checkout's draft in browser storage ("a reload keeps what was chosen").
 * It is the customer's: kept with who they are (their email) and read back
 * only for them, so a draft left behind by a logout in another tab never
 * shows in the next customer's checkout. No customer: nothing is read or kept.
 */
export class BrowserCheckoutDraftStore implements CheckoutDraftStore {
  private readonly slot: JsonSlot<KeptDraft>;

  constructor(
    storage: KeyValueStorage,
    private readonly owner: () => string | null,
  ) {
    this.slot = new JsonSlot(storage, CHECKOUT_DRAFT_KEY, keptShape);
  }

  load(): CheckoutDraft | null {
    const owner = this.owner();
    const kept = owner === null ? null : this.slot.read();
    return kept !== null && kept.owner === owner ? kept.draft : null;
  }

  save(draft: CheckoutDraft): void {
    const owner = this.owner();
    if (owner === null) this.slot.clear();
    else this.slot.write({ owner, draft });
  }

  clear(): void {
    this.slot.clear();
  }
}
