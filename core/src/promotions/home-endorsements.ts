import { BehaviorSubject, type Observable } from 'rxjs';
import type { AuthStore } from '../session/auth-store';
import { type Loadable, ready } from '../shared/loadable';
import { BUNDLED_ENDORSEMENTS } from './bundled-endorsements';
import { type Endorsement, inDisplayOrder } from './endorsement';
import type { PromotionsApi } from './promotions-api.port';

/** An endorsement as the home page's card shows it. */
export interface EndorsementCard {
  readonly id: number;
  readonly name: string;
  /** The ig handle, always with its leading @. */
  readonly handle: string;
  readonly userImageUrl: string;
  readonly contentImageUrl: string;
  /** The endorsed product's page, `/product/{slug}`. */
  readonly href: string;
  /** What the content image shows, for screen readers. */
  readonly contentAlt: string;
}

export const toEndorsementCard = (endorsement: Endorsement): EndorsementCard => {
  const handle = endorsement.socialHandle.trim();
  return {
    id: endorsement.id,
    name: endorsement.name,
    handle: handle === '' || handle.startsWith('@') ? handle : `@${handle}`,
    userImageUrl: endorsement.userImageUrl,
    contentImageUrl: endorsement.contentImageUrl,
    href: endorsement.productPath,
    contentAlt: `Produk pilihan ${endorsement.name}`,
  };
};

const toCards = (endorsements: readonly Endorsement[]): EndorsementCard[] => inDisplayOrder(endorsements).map(toEndorsementCard);

/**
 * "the eight endorsements in order_data order" (issue 10; document 1 §2 "endorsement items").
 * Everyone first gets the storefront's bundled copy (document 2 §3 "static bundled data"): it
 * is public, so the server renders it and hydration finds the same cards. After hydration a
 * logged-in customer's cards are refreshed from `GET more/promotion/endorsement` (more/ calls
 * need a login, document 2 §6); if that fails the bundled cards simply stay. Either way the
 * cards come in order_data order.
 */
export class HomeEndorsements {
  private readonly state: BehaviorSubject<Loadable<readonly EndorsementCard[]>>;
  readonly state$: Observable<Loadable<readonly EndorsementCard[]>>;
  private refreshed = false;

  constructor(
    private readonly api: PromotionsApi,
    private readonly auth: AuthStore,
    bundled: readonly Endorsement[] = BUNDLED_ENDORSEMENTS,
  ) {
    this.state = new BehaviorSubject<Loadable<readonly EndorsementCard[]>>(ready(toCards(bundled)));
    this.state$ = this.state.asObservable();
  }

  get current(): Loadable<readonly EndorsementCard[]> {
    return this.state.getValue();
  }

  /** The customer's own copy, once per visit; a guest keeps the bundled one. Never rejects. */
  async refreshForCustomer(): Promise<void> {
    if (!this.auth.isLoggedIn || this.refreshed) return;
    this.refreshed = true;
    try {
      const endorsements = await this.api.endorsements();
      if (endorsements.length > 0) this.state.next(ready(toCards(endorsements)));
    } catch {
      // The bundled cards are still right to show: nothing to tell the shopper.
      this.refreshed = false;
    }
  }
}
