import type { ProductImage } from '../catalogue/product';

/** "interior list 12" (document 1 §9). */
export const INTERIOR_PAGE_SIZE = 12;

/**
 * The cities the interior-design service works in, as their pages name them
 * (document 1 §2: /desain-interior/surabaya, /gresik, /sidoarjo); the list's
 * `category` query takes these.
 */
export const interiorCities = ['surabaya', 'gresik', 'sidoarjo'] as const;
export type InteriorCity = (typeof interiorCities)[number];

export const isInteriorCity = (value: string): value is InteriorCity => (interiorCities as readonly string[]).includes(value);

/** A finished interior-design project, as the portfolio lists it (/desain-interior). */
export interface InteriorProjectSummary {
  readonly id: number;
  /** The detail page's address: /desain-interior/{slug}. */
  readonly slug: string;
  readonly title: string;
  readonly city: InteriorCity;
  /** The city as people write it, e.g. "Surabaya". */
  readonly cityName: string;
  /** e.g. "Rumah", "Apartemen". */
  readonly propertyType: string;
  /** e.g. "Japandi", "Modern Minimalis". */
  readonly style: string;
  readonly cover: ProductImage;
}

/** One project with its story and its pictures (/desain-interior/{slug}). */
export interface InteriorProject extends InteriorProjectSummary {
  readonly description: string;
  /** Floor area designed, in square metres. */
  readonly areaSquareMetres: number;
  /** Where the project is, e.g. "Citraland, Surabaya Barat". */
  readonly area: string;
  readonly images: readonly ProductImage[];
  /** Milliseconds since the epoch. */
  readonly completedAt: number;
}

/** A kind of property the shopper can ask a design for (the request form's choices). */
export interface PropertyType {
  readonly id: number;
  readonly name: string;
}

/** A place the service comes to (the request form's choices). */
export interface ConsultationLocation {
  readonly id: number;
  readonly name: string;
  /** The city's id in the region data (4 digits, document 2 §3). */
  readonly cityId: string;
}

/** What the shopper fills in to ask for a consultation (`POST more/project`). */
export interface ConsultationRequest {
  readonly name: string;
  /** An Indonesian mobile number: 08…, 628… or +628…. */
  readonly phone: string;
  readonly email: string | null;
  readonly propertyTypeId: number;
  readonly locationId: number;
  /** What the shopper wants, in their words; may be empty. */
  readonly note: string;
}

/** The request as the store took it. */
export interface ConsultationReceipt {
  readonly id: number;
  /** The store's reference for the request, e.g. "KONS-20261121-0004". */
  readonly code: string;
  readonly status: 'waiting' | 'scheduled' | 'done' | 'cancelled';
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
}
