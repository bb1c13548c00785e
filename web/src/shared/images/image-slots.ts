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

const square = (sizes: string, shown: readonly [number, number]): ImageSlot => ({ sizes, shown, width: 400, height: 400 });
const cover = (sizes: string, shown: readonly [number, number]): ImageSlot => ({ sizes, shown, width: 800, height: 500 });

export const imageSlots = {
  /** A product card in a grid across the page: 2 columns, 3 from 768 px, 4 from 1024 px (styles/grid.module.css). */
  card: square('(min-width: 1232px) 282px, (min-width: 1024px) calc((100vw - 104px) / 4), (min-width: 768px) calc((100vw - 64px) / 3), calc((100vw - 44px) / 2)', [150, 282]),
  /** A product card in a carousel (home, product page): the swiper's slides. */
  carouselCard: square('(min-width: 1232px) 230px, (min-width: 1024px) calc((100vw - 128px) / 5), (min-width: 768px) calc((100vw - 64px) / 3), calc((100vw - 56px) / 2.2)', [150, 282]),
  /** A product card in the list beside the filters. */
  listCard: square('(min-width: 1232px) 210px, (min-width: 1024px) calc((100vw - 400px) / 4), (min-width: 768px) calc((100vw - 64px) / 3), calc((100vw - 44px) / 2)', [150, 282]),
  /** A product card in a grid inside an article's column. */
  articleCard: square('(min-width: 768px) 166px, calc((100vw - 44px) / 2)', [150, 190]),
  /** The product page's main photo. */
  gallery: square('(min-width: 1232px) 552px, (min-width: 768px) 45vw, calc(100vw - 32px)', [300, 600]),
  /** The product page's photo viewer (full screen). */
  viewer: square('min(100vw, 100vh)', [320, 1200]),
  /** The gallery's thumbnails. */
  galleryThumb: square('68px', [68, 68]),
  /** A line's photo in the cart. */
  cartLine: square('(min-width: 768px) 104px, 80px', [80, 104]),
  /** A small line photo: the cart menu, checkout's review, an order's lines, a review's product, a bundle's part. */
  thumb: square('(min-width: 768px) 80px, 64px', [64, 80]),
  /** A stacked photo of an order card or a complaint. */
  orderThumb: square('56px', [56, 56]),
  /** A bundle's part on its page. */
  bundlePart: square('48px', [48, 48]),
  /** A notification's picture. */
  notification: square('40px', [40, 40]),
  /** A reward or a deal's partner product. */
  reward: square('96px', [96, 96]),
  /** A giveaway's event or claim card. */
  giveaway: square('(min-width: 768px) 360px, calc(100vw - 32px)', [300, 400]),
  /** A flash sale's card. */
  flashSaleCard: square('(min-width: 1232px) 224px, (min-width: 768px) calc((100vw - 64px) / 3), calc((100vw - 44px) / 2)', [150, 282]),
  /** A category tile on the home page. */
  categoryTile: square('(min-width: 1024px) 165px, 95px', [90, 170]),
  /** A finished interior project's cover. */
  project: cover('(min-width: 1024px) 380px, (min-width: 768px) 50vw, calc(100vw - 32px)', [280, 740]),
  /** An article's or an inspiration's cover in a list. */
  coverCard: cover('(min-width: 1024px) 380px, (min-width: 768px) 50vw, calc(100vw - 32px)', [280, 740]),
  /** An article's or an inspiration's cover at the top of its page. */
  coverHero: cover('(min-width: 768px) 736px, calc(100vw - 32px)', [300, 740]),
  /** The home carousel's banner on a phone (550 px or less, one slide). */
  bannerPhone: { sizes: 'calc(100vw - 32px)', shown: [280, 520], width: 600, height: 600 },
  /** The home carousel's banner above 550 px (two slides centred). */
  bannerWide: { sizes: '(min-width: 1232px) 578px, 47vw', shown: [260, 600], width: 1200, height: 400 },
  /** An article's cover as the first, wide card of the articles page. */
  coverWide: cover('(min-width: 768px) 736px, calc(100vw - 32px)', [300, 740]),
  /** An inspiration under a product's details. */
  inspirationTile: { sizes: '(min-width: 768px) 240px, 60vw', shown: [200, 260], width: 320, height: 240 },
  /** The home page's promotion popup. */
  popup: square('min(320px, calc(100vw - 48px))', [280, 320]),
  /** A MOREVERSE video's thumbnail. */
  video: { sizes: '(min-width: 1024px) 360px, (min-width: 768px) 50vw, calc(100vw - 32px)', shown: [250, 740], width: 640, height: 360 },
  /** An exhibition's cover at the top of its page. */
  exhibition: { sizes: '(min-width: 1232px) 1168px, calc(100vw - 32px)', shown: [320, 1168], width: 1200, height: 630 },
  /** A category's banner above its list. */
  categoryBanner: { sizes: '(min-width: 1232px) 1168px, calc(100vw - 32px)', shown: [320, 1168], width: 1200, height: 400 },
  /** An endorser's post on the home page. */
  endorsement: square('(min-width: 1024px) 274px, (min-width: 768px) 220px, 60vw', [200, 280]),
  /** A product group's banner on the home page. */
  groupBanner: square('(min-width: 768px) 320px, calc(100vw - 32px)', [300, 400]),
} as const satisfies Record<string, ImageSlot>;

export type ImageSlotName = keyof typeof imageSlots;
