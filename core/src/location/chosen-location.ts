import { BehaviorSubject, type Observable } from 'rxjs';
import type { AuthStore } from '../session/auth-store';
import type { ClearedOnLogout } from '../session/participants';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { isValidShopperLocation } from './city-id';
import type { LocationApi } from './location-api.port';
import type { LocationStore } from './location-store.port';
import type { ShopperLocation } from './shopper-location';

export interface ChosenLocationState {
  readonly location: ShopperLocation | null;
  /** True while a customer's choice is on its way to the server. */
  readonly sending: boolean;
  /** Why the server did not take the latest choice; the choice is kept on the device either way. */
  readonly failure: StoreFailure | null;
}

const SET_LOCATION_CALL = 'POST more/user/set-location';

/**
 * The city the shopper chose: kept on the device at once and, for a customer,
 * sent to the account. Cleared at logout ("clears user, location, …").
 */
export class ChosenLocation implements ClearedOnLogout {
  private readonly state: BehaviorSubject<ChosenLocationState>;
  readonly state$: Observable<ChosenLocationState>;
  /** Bumped by every choice and at logout: only the latest choice's answer counts. */
  private choice = 0;

  constructor(
    private readonly api: LocationApi,
    private readonly store: LocationStore,
    private readonly auth: AuthStore,
  ) {
    this.state = new BehaviorSubject<ChosenLocationState>({ location: store.load(), sending: false, failure: null });
    this.state$ = this.state.asObservable();
  }

  get current(): ChosenLocationState {
    return this.state.getValue();
  }

  /**
   * Takes a city from the city list. Resolves false, changing nothing, for a
   * location whose city is not in its province (a corrupt or stale entry);
   * true once it is kept. Never rejects: a failure to send shows in state.
   */
  async choose(location: ShopperLocation): Promise<boolean> {
    if (!isValidShopperLocation(location)) return false;
    const choice = ++this.choice;
    this.store.save(location);
    const sending = this.auth.isLoggedIn;
    this.state.next({ location, sending, failure: null });
    if (!sending) return true;
    let failure: StoreFailure | null = null;
    try {
      await this.api.setLocation(location);
    } catch (error) {
      failure = toStoreFailure(error, SET_LOCATION_CALL);
    }
    if (choice === this.choice) this.state.next({ location, sending: false, failure });
    return true;
  }

  clearOnLogout(): void {
    this.choice++;
    this.store.clear();
    this.state.next({ location: null, sending: false, failure: null });
  }
}
