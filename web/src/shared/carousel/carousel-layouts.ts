/**
 * How many slides each kind of carousel shows, per window width. Document 1 §9: "Carousels
 * autoplay every 5000 ms with speed 500 ms (800 ms for inspiration). Home banner carousel shows 2
 * slides centred (1 at or below 550 px width). Product carousels show 4 or 5 slides (1 or 2 on
 * narrow screens, breakpoints 891 and 550)." Document 2 §9: "product group carousel 4 slides (1
 * below 550 px)". The same numbers are written in Carousel.module.css for the
 * server-rendered row, so swiper takes over without moving a slide.
 */
export type CarouselLayout = 'group' | 'wide' | 'banner' | 'inspiration';

export interface CarouselLayoutSpec {
  /** Slides in view from a window width (px, inclusive) upwards; the first entry starts at 0. */
  readonly perView: readonly (readonly [minWidth: number, slides: number])[];
  /** Space between slides (px); the CSS row uses the same gap. */
  readonly gap: number;
  readonly speed: number;
  readonly centred: boolean;
}

export const AUTOPLAY_DELAY_MS = 5000;

export const CAROUSEL_LAYOUTS: Readonly<Record<CarouselLayout, CarouselLayoutSpec>> = {
  // A product group's carousel sits beside the group's banner: 4 slides, 1 below 550 px.
  group: {
    perView: [
      [0, 1],
      [550, 2],
      [891, 4],
    ],
    gap: 12,
    speed: 500,
    centred: false,
  },
  // Other product carousels (related, recommended, last seen): 5 wide, 2 on narrow screens.
  wide: {
    perView: [
      [0, 2],
      [550, 3],
      [891, 5],
    ],
    gap: 12,
    speed: 500,
    centred: false,
  },
  // The home page's top banners: 2 slides centred, 1 at or below 550 px.
  banner: {
    perView: [
      [0, 1],
      [551, 2],
    ],
    gap: 12,
    speed: 500,
    centred: true,
  },
  // Inspiration highlight: 800 ms per slide change.
  inspiration: {
    perView: [
      [0, 1],
      [550, 2],
      [891, 3],
    ],
    gap: 12,
    speed: 800,
    centred: false,
  },
};

/** Swiper's `breakpoints` option for a layout (its keys are window widths, inclusive). */
export const swiperBreakpoints = (spec: CarouselLayoutSpec): Record<number, { slidesPerView: number }> =>
  Object.fromEntries(spec.perView.map(([minWidth, slides]) => [minWidth, { slidesPerView: slides }]));

/**
 * The window width (px) from which all `slides` are in view at once, so the
 * arrows have nothing to move and are hidden (Carousel.module.css has a
 * rule for each width of the table above); null when they never all fit.
 */
export const fitsFromWidth = (spec: CarouselLayoutSpec, slides: number): number | null =>
  spec.perView.find(([, inView]) => slides <= inView)?.[0] ?? null;
