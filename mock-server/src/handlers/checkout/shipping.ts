import type { DeliveryCheckWire, ShippingOptionWire } from '@more/adapters/wire';
import { regions } from '../../seed/regions/indonesia';

export interface City {
  readonly id: string;
  readonly provinceId: string;
  readonly name: string;
}

/** A regency or city of the regions data by its 4-digit id. */
export const cityById = (cityId: string): City | undefined => regions.regencies.find((city) => city.id === cityId);

/**
 * How far a city is from the warehouse in Gresik. Greater Surabaya gets the
 * store's own same-day couriers; Papua is not served (bulky furniture does
 * not travel there yet).
 */
type Zone = 'surabaya-raya' | 'jawa-timur' | 'jawa-bali' | 'luar-jawa' | 'papua';

const SURABAYA_RAYA = new Set(['3578', '3515', '3525']);
const JAWA_BALI = new Set(['31', '32', '33', '34', '36', '51']);

const zoneOf = (city: City): Zone => {
  if (SURABAYA_RAYA.has(city.id)) return 'surabaya-raya';
  if (city.provinceId === '35') return 'jawa-timur';
  if (JAWA_BALI.has(city.provinceId)) return 'jawa-bali';
  if (city.provinceId.startsWith('9')) return 'papua';
  return 'luar-jawa';
};

interface Service {
  readonly id: string;
  readonly courier: string;
  readonly service: string;
  /** Price for the first unit by zone, and for each further unit; undefined: not offered there. */
  readonly base: Partial<Record<Zone, number>>;
  readonly perExtraUnit: number;
  readonly estimate: Partial<Record<Zone, string>>;
}

/**
 * "Free shipping with no minimum purchase" (document 1 §1) is kept this way:
 * wherever the store delivers, one option, JNE Trucking, costs nothing
 * whatever the order is worth; faster options cost extra, and the shopper
 * chooses. The free option is always listed first.
 */
const services: readonly Service[] = [
  {
    id: 'jne-jtr',
    courier: 'JNE',
    service: 'Trucking (JTR)',
    base: { 'surabaya-raya': 0, 'jawa-timur': 0, 'jawa-bali': 0, 'luar-jawa': 0 },
    perExtraUnit: 0,
    estimate: { 'surabaya-raya': '1-2 hari', 'jawa-timur': '2-4 hari', 'jawa-bali': '3-6 hari', 'luar-jawa': '7-14 hari' },
  },
  {
    id: 'jne-reg',
    courier: 'JNE',
    service: 'Reguler',
    base: { 'surabaya-raya': 35_000, 'jawa-timur': 50_000, 'jawa-bali': 90_000, 'luar-jawa': 250_000 },
    perExtraUnit: 25_000,
    estimate: { 'surabaya-raya': '1 hari', 'jawa-timur': '1-2 hari', 'jawa-bali': '2-3 hari', 'luar-jawa': '3-5 hari' },
  },
  {
    id: 'more-sameday',
    courier: 'MORE Kurir',
    service: 'Same Day',
    base: { 'surabaya-raya': 100_000 },
    perExtraUnit: 0,
    estimate: { 'surabaya-raya': 'Hari ini' },
  },
];

const optionOf = (service: Service, city: City, units: number): ShippingOptionWire | null => {
  const zone = zoneOf(city);
  const base = service.base[zone];
  if (base === undefined) return null;
  return {
    code: `${service.id}:${city.id}`,
    courier: service.courier,
    service: service.service,
    price: base + service.perExtraUnit * Math.max(0, units - 1),
    estimate: service.estimate[zone] ?? null,
  };
};

/** The options for sending `units` units to a city: empty where the store does not deliver. */
export const shippingOptionsFor = (city: City, units: number): ShippingOptionWire[] =>
  services.flatMap((service) => optionOf(service, city, units) ?? []);

/** The option a quote code (`jne-reg:3578`) names, priced for `units`; null for a code no quote has. */
export const shippingQuote = (code: string, units: number): (ShippingOptionWire & { readonly city: City }) | null => {
  const [serviceId, cityId] = code.split(':');
  const service = services.find((it) => it.id === serviceId);
  const city = cityId === undefined ? undefined : cityById(cityId);
  if (!service || !city) return null;
  const option = optionOf(service, city, units);
  return option ? { ...option, city } : null;
};

/** Whether the store delivers to a city, as check-location answers it. */
export const deliveryCheck = (city: City): DeliveryCheckWire => {
  const free = optionOf(services[0]!, city, 1);
  return free
    ? {
        city_id: city.id,
        city_name: city.name,
        deliverable: true,
        estimate: free.estimate,
        message: `Produk dapat dikirim ke ${city.name}, gratis ongkir tanpa minimum belanja (${free.estimate ?? 'estimasi menyusul'})`,
      }
    : {
        city_id: city.id,
        city_name: city.name,
        deliverable: false,
        estimate: null,
        message: `Maaf, pengiriman ke ${city.name} belum tersedia`,
      };
};
