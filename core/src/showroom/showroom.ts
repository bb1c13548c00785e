import type { ProductSummary } from '../catalogue/product';

/** A booth on the MOREVERSE map: where a partner exhibits. */
export interface ShowroomBooth {
  /** The booth's label on the map, e.g. `A-02`. */
  readonly code: string;
  readonly partnerId: number;
  readonly partnerName: string;
  /** The exhibition shown at the booth now, or null between exhibitions. */
  readonly exhibitionId: number | null;
}

/** An area of the virtual showroom, placed on the map in percent of its width and height. */
export interface ShowroomArea {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly position: { readonly x: number; readonly y: number };
  readonly booths: readonly ShowroomBooth[];
}

/** The MOREVERSE map (`GET moreverse/map`). */
export interface ShowroomMap {
  readonly imageUrl: string;
  /** Document 2 §9: "Showroom hours Monday-Sunday 09:00-21:00", as the server words it. */
  readonly openingHours: string;
  readonly areas: readonly ShowroomArea[];
}

/** A partner (mitra) exhibiting in the showroom (`GET moreverse/mitra`). */
export interface ShowroomPartner {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly logoUrl: string;
  readonly boothCode: string;
  /** How many products `GET uni/product/partner/{id}` lists. */
  readonly productCount: number;
  /** The partner's own site (https), where the API gives one: MOREVERSE links out to it. */
  readonly websiteUrl?: string;
}

/** One exhibition's page (`GET moreverse/exhibition/{id}`), with the products it features. */
export interface Exhibition {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly partner: { readonly id: number; readonly name: string; readonly logoUrl: string };
  readonly areaName: string;
  readonly boothCode: string;
  readonly imageUrl: string;
  readonly paragraphs: readonly string[];
  /** Milliseconds since the epoch. */
  readonly startsAt: number;
  readonly endsAt: number;
  readonly products: readonly ProductSummary[];
}

/** One line of a showroom catalogue: a product with its price. */
export interface ShowroomCatalogueItem {
  readonly productId: number;
  readonly slug: string;
  readonly name: string;
  /** Whole rupiah the shopper pays from. */
  readonly price: number;
  /** The server's text of the price, `Rp1.250.000`. */
  readonly priceText: string;
  readonly imageUrl: string;
}

/**
 * A catalogue of the showroom (`GET moreverse/catalogue`). The store keeps no
 * files on other hosts: a catalogue is the list of its items, which the
 * storefront shows and prints, not a link to a PDF.
 */
export interface ShowroomCatalogue {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly coverUrl: string;
  /** The partner it belongs to, or null for the store's own catalogue. */
  readonly partnerId: number | null;
  readonly items: readonly ShowroomCatalogueItem[];
}

/**
 * A video of the showroom (`GET moreverse/video`): its thumbnail and length,
 * and where it plays. The storefront embeds nothing from another host (the
 * CSP forbids it): a file on the store's own media origin plays in the page,
 * a page elsewhere (YouTube) is a link out; with neither, only the thumbnail.
 */
export interface ShowroomVideo {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly thumbnailUrl: string;
  readonly durationSeconds: number;
  /** Milliseconds since the epoch. */
  readonly publishedAt: number;
  readonly partnerId: number | null;
  /** A video file on the store's own media origin, played by the page's own player; null when absent. */
  readonly fileUrl: string | null;
  /** An https page elsewhere that plays it (a link out, never embedded); null when absent. */
  readonly watchUrl: string | null;
}

/** An activity in the showroom: a talk, a demo, a live sale (`GET moreverse/activities`). */
export interface ShowroomActivity {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly areaName: string;
  readonly partnerId: number | null;
  readonly imageUrl: string;
  /** Milliseconds since the epoch. */
  readonly startsAt: number;
  readonly endsAt: number;
}

/** A notice of the showroom to every visitor (`GET moreverse/notif`), newest first. */
export interface ShowroomNotice {
  readonly id: number;
  readonly title: string;
  readonly message: string;
  /** The activity it is about, or null. */
  readonly activityId: number | null;
  readonly imageUrl: string;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
}

/**
 * A reminder of an activity the shopper chose (`GET moreverse/reminder?activities={ids}`).
 * The shopper's choice stays in the storefront; the server answers when to remind and what to say.
 */
export interface ActivityReminder {
  readonly activityId: number;
  readonly title: string;
  readonly startsAt: number;
  readonly endsAt: number;
  /** When the reminder is due, in milliseconds since the epoch. */
  readonly remindAt: number;
  /** Whether it is due now: from remindAt until the activity ends. */
  readonly due: boolean;
  /** The server's words for the shopper, e.g. "Demo Merawat Kayu Jati dimulai pukul 19:00 WIB". */
  readonly message: string;
}
