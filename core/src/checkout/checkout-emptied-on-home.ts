import type { Checkout } from './checkout';

/**
 * "Home sets the checkout order to empty on creation" (document 1 §4): the
 * checkout opened in this page is emptied, and so is the draft the tab keeps
 * for a checkout not opened yet (after a reload, or a page opened afresh), so
 * the next /checkout starts from the cart, not from old choices.
 *
 * A submit whose answer was lost is kept (Checkout.reset refuses it too): the
 * server may have made that order, and only the same submit finds it again
 * instead of making a second one.
 */
/**
 * The draft the tab keeps, as home needs it: the checkout's own store (its shape, its owner) is the checkout's
 * chunk, which home does not load for this.
 */
export interface KeptCheckoutDraft {
  /** Whether it holds a submit whose answer was lost (CheckoutDraft.submitKey). */
  holdsOpenSubmit(): boolean;
  clear(): void;
}

export class CheckoutEmptiedOnHome {
  constructor(
    private readonly drafts: KeptCheckoutDraft,
    /** The checkout of this page, when its module was loaded; null when no checkout was opened here. */
    private readonly opened: () => Pick<Checkout, 'reset'> | null,
  ) {}

  /** Whether the checkout is empty now. */
  empty(): boolean {
    const checkout = this.opened();
    if (checkout) return checkout.reset();
    if (this.drafts.holdsOpenSubmit()) return false;
    this.drafts.clear();
    return true;
  }
}
