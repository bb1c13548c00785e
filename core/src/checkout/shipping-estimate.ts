import { BehaviorSubject, type Observable } from 'rxjs';
import type { ChosenLocation } from '../location/chosen-location';
import type { ShopperLocation } from '../location/shopper-location';
import { formatRupiah } from '../money/rupiah';
import type { City } from '../regions/region';
import { shopperLocationOf } from '../regions/region';
import type { RegionsApi } from '../regions/regions-api.port';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { CheckoutApi } from './checkout-api.port';
import type { ShippingOption } from './checkout-order';
import { LatestRequest } from '../shared/latest-request';

/** One way to ship, as the product page's estimate shows it. */
export interface ShippingEstimateLine {
  readonly code: string;
  /** "JNE Reguler". */
  readonly name: string;
  readonly price: number;
  /** "Gratis" when it costs nothing ("free shipping with no minimum purchase"), else rupiah. */
  readonly priceText: string;
  /** "Estimasi 3-5 hari", when the server gives an estimate. */
  readonly estimateText: string | null;
}

export interface ShippingEstimateState {
  /** The static city list (`GET uni/city/all-city`, about 500 regencies and cities). */
  readonly cities: Loadable<readonly City[]>;
  /** The city the estimate is for: the shopper's chosen location, or none yet. */
  readonly city: ShopperLocation | null;
  /** Idle until a city and a variant are known; cheapest first. */
  readonly lines: Loadable<readonly ShippingEstimateLine[]>;
}

export const toShippingEstimateLine = (option: ShippingOption): ShippingEstimateLine => ({
  code: option.code,
  name: `${option.courier} ${option.service}`.trim(),
  price: option.price,
  priceText: option.price <= 0 ? 'Gratis' : formatRupiah(option.price),
  estimateText: option.estimate ? `Estimasi ${option.estimate}` : null,
});

/** Cheapest first; the server's order among equal prices. */
export const shippingEstimateLines = (options: readonly ShippingOption[]): readonly ShippingEstimateLine[] =>
  options
    .map((option, index) => ({ line: toShippingEstimateLine(option), index }))
    .sort((a, b) => a.line.price - b.line.price || a.index - b.index)
    .map(({ line }) => line);

/**
 * "Where would this come to me, and for how much?": the product page's
 * shipping estimate (`GET uni/shipping-price` for one unit of the chosen
 * variant to a city of the static list). The city is the shopper's location
 * (core's ChosenLocation): picking one here remembers it for the next product
 * and the account, and a location chosen before is used at once. Only the
 * newest request's answer is shown, so a quick change of city or variant
 * never shows the price of the previous one.
 */
export class ShippingEstimate {
  private readonly state: BehaviorSubject<ShippingEstimateState>;
  readonly state$: Observable<ShippingEstimateState>;
  private readonly citiesRequest = new LatestRequest();
  private readonly linesRequest = new LatestRequest();
  private variantId: number | null = null;

  constructor(
    private readonly api: CheckoutApi,
    private readonly regions: RegionsApi,
    private readonly location: ChosenLocation,
  ) {
    this.state = new BehaviorSubject<ShippingEstimateState>({ cities: idle, city: location.current.location, lines: idle });
    this.state$ = this.state.asObservable();
  }

  get current(): ShippingEstimateState {
    return this.state.getValue();
  }

  /**
   * The product page shows a variant (or the product's first one): loads the
   * city list once, and estimates for the remembered city when there is one.
   */
  async show(variantId: number): Promise<void> {
    const city = this.location.current.location ?? this.current.city;
    const changed = variantId !== this.variantId || city?.cityId !== this.current.city?.cityId;
    this.variantId = variantId;
    if (city !== this.current.city) this.set({ city });
    const cities = this.ensureCities();
    if (changed || this.current.lines.status === 'idle') await Promise.all([cities, this.estimate()]);
    else await cities;
  }

  /**
   * The same for a product page: the chosen variant, else the product's first
   * variant in stock, else its first (the price is the same unit to the same city).
   */
  showProduct(product: { readonly variants: readonly { readonly id: number; readonly stock: number }[] }, variant: { readonly id: number } | null): Promise<void> {
    const id = variant?.id ?? (product.variants.find((candidate) => candidate.stock > 0) ?? product.variants[0])?.id;
    return id === undefined ? this.ensureCities() : this.show(id);
  }

  /** Loads the city list unless it is here or on its way. */
  ensureCities(): Promise<void> {
    const { status } = this.current.cities;
    return status === 'idle' || status === 'failed' ? this.loadCities() : Promise.resolve();
  }

  async loadCities(): Promise<void> {
    const isNewest = this.citiesRequest.begin();
    this.set({ cities: loading });
    let cities: Loadable<readonly City[]>;
    try {
      cities = ready([...(await this.regions.allCities())].sort((a, b) => a.name.localeCompare(b.name, 'id')));
    } catch (error) {
      cities = failed(toStoreFailure(error, 'GET uni/city/all-city'));
    }
    if (isNewest()) this.set({ cities });
  }

  /**
   * The shopper picks a city of the list: it becomes their location (kept on
   * the device, and sent to the account when logged in) and the estimate is
   * asked for it. False for an id that is not in the list.
   */
  async chooseCity(cityId: string): Promise<boolean> {
    const { cities } = this.current;
    const city = cities.status === 'ready' ? cities.value.find((candidate) => candidate.id === cityId) : undefined;
    if (!city) return false;
    const location = shopperLocationOf(city);
    this.set({ city: location });
    await Promise.all([this.location.choose(location), this.estimate()]);
    return true;
  }

  /** Asks the price again for the city and variant on screen (the retry button). */
  async estimate(): Promise<void> {
    const { city } = this.current;
    const variantId = this.variantId;
    if (!city || variantId === null) {
      this.linesRequest.cancel();
      this.set({ lines: idle });
      return;
    }
    const isNewest = this.linesRequest.begin();
    this.set({ lines: loading });
    let lines: Loadable<readonly ShippingEstimateLine[]>;
    try {
      const options = await this.api.shippingPrice({ addressId: null, cityId: city.cityId, items: [{ variantId, quantity: 1, comboId: null }] });
      lines = ready(shippingEstimateLines(options));
    } catch (error) {
      lines = failed(toStoreFailure(error, 'GET uni/shipping-price'));
    }
    if (isNewest()) this.set({ lines });
  }

  private set(change: Partial<ShippingEstimateState>): void {
    this.state.next({ ...this.current, ...change });
  }
}

/** "KOTA SURABAYA" → "Kota Surabaya": the static list is upper-case; people read names in title case. */
export const cityLabel = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[a-z]/, (letter) => letter.toUpperCase()))
    .join(' ');

/** How many cities the city chooser lists at once while the shopper types. */
export const CITY_SUGGESTIONS = 8;

/**
 * The cities whose name holds every typed word (any case, in any order; the
 * KOTA/KABUPATEN prefix counts too, so "kota malang" tells the city from the
 * regency). Names that start with a typed word come first, then by name. At
 * most {@link CITY_SUGGESTIONS}; none for blank input.
 */
export const citiesMatching = (cities: readonly City[], typed: string, limit = CITY_SUGGESTIONS): readonly City[] => {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const bare = (name: string) => name.toLowerCase().replace(/^(kota|kabupaten)\s+/, '');
  return cities
    .filter((city) => words.every((word) => city.name.toLowerCase().includes(word)))
    .map((city) => ({ city, leads: words.some((word) => bare(city.name).startsWith(word)) ? 0 : 1 }))
    .sort((a, b) => a.leads - b.leads || a.city.name.localeCompare(b.city.name, 'id'))
    .slice(0, limit)
    .map(({ city }) => city);
};
