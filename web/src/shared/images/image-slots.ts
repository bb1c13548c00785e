import { CAROUSEL_LAYOUTS, type CarouselLayoutSpec } from '../carousel/carousel-layouts';

/**
 * Where the store shows a photo, and how wide it is there: the `sizes` each image tells the browser, so it picks the
 * smallest of the endpoint's widths that is sharp at the shopper's screen (resized-image.ts). One place for every
 * layout a photo takes; tests/e2e/photo-sizes.e2e.test.ts measures each slot at 390, 768 and 1280 px against what
 * it says here, so a layout that changes without its slot fails there.
 *
 * `width` and `height` are the photo's shape (its intrinsic size attributes): the box is reserved before it loads.
 */
export interface ImageSlot {
  readonly sizes: string;
  /** The narrowest and widest the slot is shown, in CSS pixels: its srcset holds the widths that cover 1x to 3x of these. */
  readonly shown: readonly [number, number];
  readonly width: number;
  readonly height: number;
}

/** The page's content box: the window less its 16 px margins, at most 1168 px (--content-width, 1200, less them). */
const MARGINS = 32;
const WIDEST_PAGE = 1200;

/**
 * Columns across a part of the content box, from a window width up: `columns` of them with `gap` px between, in the
 * box less `inset` px (a sidebar, a padded panel) times `share` (a column of a wider grid).
 */
interface Across {
  readonly from: number;
  readonly columns: number;
  readonly gap: number;
  readonly inset?: number;
  readonly share?: number;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** One column's width at a window width, in CSS px. */
const columnAt = (step: Across, window: number): number =>
  ((Math.min(window, WIDEST_PAGE) - MARGINS - (step.inset ?? 0)) * (step.share ?? 1) - (step.columns - 1) * step.gap) / step.columns;

/** The same as a CSS length while the window is narrower than the widest page. */
const columnCalc = (step: Across): string => {
  const box = `100vw - ${MARGINS + (step.inset ?? 0)}px`;
  const shared = step.share === undefined || step.share === 1 ? `(${box})` : `(${box}) * ${round(step.share)}`;
  const gaps = (step.columns - 1) * step.gap;
  const width = gaps > 0 ? `(${shared} - ${gaps}px)` : shared;
  return step.columns === 1 ? `calc(${width.replace(/^\((.*)\)$/, '$1')})` : `calc(${width} / ${step.columns})`;
};

/** A sizes attribute for columns that change with the window (the widest step first, as the browser reads them). */
export const acrossSizes = (steps: readonly Across[]): string => {
  const widestFirst = [...steps].sort((a, b) => b.from - a.from);
  const entries: string[] = [];
  for (const step of widestFirst) {
    // From the widest page up, the column no longer grows: a fixed width.
    if (entries.length === 0) entries.push(`(min-width: ${Math.max(step.from, WIDEST_PAGE)}px) ${round(columnAt(step, WIDEST_PAGE))}px`);
    if (step.from < WIDEST_PAGE) entries.push(step.from > 0 ? `(min-width: ${step.from}px) ${columnCalc(step)}` : columnCalc(step));
  }
  return entries.join(', ');
};

/** The narrowest (at 320 px) and widest a layout's column is shown. */
const shownAcross = (steps: readonly Across[]): readonly [number, number] => {
  const at = (window: number) => columnAt([...steps].sort((a, b) => b.from - a.from).find((step) => window >= step.from)!, window);
  const narrowest = Math.max(320, Math.min(...steps.map((step) => step.from)));
  const widths = [narrowest, ...steps.map((step) => step.from), ...steps.map((step) => step.from - 1), WIDEST_PAGE].filter((w) => w >= narrowest).map(at);
  return [Math.floor(Math.min(...widths)), Math.ceil(Math.max(...widths))];
};

/** A carousel's slides, as its layout shows them (carousel-layouts.ts, the same numbers swiper runs with). */
const carouselSteps = (spec: CarouselLayoutSpec, box: Omit<Across, 'from' | 'columns' | 'gap'> = {}): Across[] =>
  spec.perView.map(([from, columns]) => ({ from, columns, gap: spec.gap, ...box }));

const slot = (steps: readonly Across[], width: number, height: number): ImageSlot => ({ sizes: acrossSizes(steps), shown: shownAcross(steps), width, height });
const square = (steps: readonly Across[]) => slot(steps, 400, 400);
const cover = (steps: readonly Across[]) => slot(steps, 800, 500);
/** A photo of a fixed width (a thumbnail), or of one width on phones and another from 768 px. */
const fixed = (phone: number, wide = phone): ImageSlot => ({
  sizes: phone === wide ? `${phone}px` : `(min-width: 768px) ${wide}px, ${phone}px`,
  shown: [Math.min(phone, wide), Math.max(phone, wide)],
  width: 400,
  height: 400,
});

/** Product cards in a grid: 2 columns, 3 from 768 px, 4 from 1024 px (styles/grid.module.css). */
const productGrid = (inset = 0): Across[] => [
  { from: 0, columns: 2, gap: 12 },
  { from: 768, columns: 3, gap: 16, inset },
  { from: 1024, columns: 4, gap: 24, inset },
];
/** The product list's filters stand beside its grid from 768 px (240 px and a 24 px gap). */
const FILTERS = 264;
/** A home product group's carousel beside its banner from 891 px: 4 parts of 5.25, after a 16 px gap. */
const BESIDE_BANNER = { inset: 16, share: 4 / 5.25 };

export const imageSlots = {
  /** A product card in a grid across the page. */
  card: square(productGrid()),
  /** A product card in the list beside the filters. */
  listCard: square(productGrid(FILTERS)),
  /** A product card in a grid inside an article's column (736 px from 1024). */
  articleCard: square([{ from: 0, columns: 2, gap: 12 }, { from: 768, columns: 3, gap: 16 }, { from: 1024, columns: 4, gap: 24, inset: 1168 - 736 }]),
  /** A product card in a carousel of related or last seen products ('wide'). */
  carouselCard: square(carouselSteps(CAROUSEL_LAYOUTS.wide)),
  /** A product card in a home product group's carousel, beside the group's banner on wide screens. */
  groupCard: square(carouselSteps(CAROUSEL_LAYOUTS.group).map((step) => (step.from >= 891 ? { ...step, ...BESIDE_BANNER } : step))),
  /** A flash sale's card: the 'wide' carousel inside the sale's padded panel. */
  flashSaleCard: square(carouselSteps(CAROUSEL_LAYOUTS.wide, { inset: 32 })),
  /** The product page's main photo. */
  gallery: square([{ from: 0, columns: 1, gap: 0 }, { from: 768, columns: 2, gap: 32 }]),
  /** A room's photos across its page (an inspiration, an interior project): 736 px at 768, 682 beside the text on a wide page. */
  roomGallery: { sizes: '(min-width: 1200px) 682px, calc(100vw - 32px)', shown: [288, 736], width: 800, height: 500 },
  /** The product page's photo viewer (full screen). */
  viewer: { sizes: '100vw', shown: [320, 1200], width: 400, height: 400 },
  galleryThumb: fixed(68),
  cartLine: fixed(80, 104),
  /** A line's photo: checkout's review, an order's lines, a review's product, a complaint. */
  thumb: fixed(64, 80),
  /** A stacked photo of an order card, the cart menu. */
  orderThumb: fixed(56),
  bundlePart: fixed(48),
  notification: fixed(40),
  /** A reward for points on the promotions page, a deal's partner product. */
  reward: fixed(96),
  /** A reward offered on the cart. */
  cartReward: fixed(56),
  categoryTile: fixed(95, 165),
  /** A MOREVERSE catalogue's cover beside its title. */
  catalogueCover: { ...fixed(120), width: 120, height: 80 },
  /** A giveaway's event or claim card. */
  giveaway: square([{ from: 0, columns: 1, gap: 0 }, { from: 768, columns: 2, gap: 16 }]),
  /** A finished interior project's cover. */
  project: cover([{ from: 0, columns: 1, gap: 0 }, { from: 768, columns: 2, gap: 16 }, { from: 1024, columns: 3, gap: 24 }]),
  /** An inspiration's cover: in a grid of 1, 2 and 3 across, or the home page's highlight carousel. */
  coverCard: cover(carouselSteps(CAROUSEL_LAYOUTS.inspiration)),
  /** An article in the articles' list: a row with a square photo of 36% on phones, 2 and 3 across above. */
  articleRow: cover([{ from: 0, columns: 1, gap: 0, share: 0.36 }, { from: 768, columns: 2, gap: 16 }, { from: 1024, columns: 3, gap: 16 }]),
  /** An article in the featured slider ('group' carousel). */
  articleSlide: cover(carouselSteps(CAROUSEL_LAYOUTS.group)),
  /** The headline article: the page wide on phones and tablets, 60% of it from 1024 px. */
  coverWide: cover([{ from: 0, columns: 1, gap: 0 }, { from: 1024, columns: 1, gap: 0, share: 0.6 }]),
  /** An article's cover at the top of its page (its column is 736 px at most). */
  coverHero: { sizes: '(min-width: 768px) 736px, calc(100vw - 32px)', shown: [288, 736], width: 800, height: 500 },
  /** An inspiration under a product's details. */
  inspirationTile: { sizes: '(min-width: 768px) 240px, calc((100vw - 44px) / 2)', shown: [138, 240], width: 320, height: 240 },
  /** The home page's promotion popup. */
  popup: { ...fixed(320), width: 800, height: 800 },
  /** A MOREVERSE video's thumbnail. */
  video: slot([{ from: 0, columns: 1, gap: 0 }, { from: 768, columns: 2, gap: 16 }, { from: 1024, columns: 3, gap: 24 }], 640, 360),
  /** An exhibition's cover at the top of its page. */
  exhibition: slot([{ from: 0, columns: 1, gap: 0 }], 1200, 630),
  /** A category's banner above its list. */
  categoryBanner: slot([{ from: 0, columns: 1, gap: 0 }], 1200, 400),
  /** An endorser's post on the home page ('wide' carousel). */
  endorsement: square(carouselSteps(CAROUSEL_LAYOUTS.wide)),
  /** The home carousel's banner on a phone (550 px or less, one slide). */
  bannerPhone: slot([{ from: 0, columns: 1, gap: 0 }], 600, 600),
  /** The home carousel's banner above 550 px: two slides centred. */
  bannerWide: slot(carouselSteps(CAROUSEL_LAYOUTS.banner).filter((step) => step.from > 0), 1200, 400),
  /** A product group's banner beside its carousel (hidden below 891 px). */
  groupBanner: square([{ from: 891, columns: 1, gap: 0, inset: 16, share: 1.25 / 5.25 }]),
} as const satisfies Record<string, ImageSlot>;

export type ImageSlotName = keyof typeof imageSlots;
