/**
 * How every swiper of the store starts: on the row the server rendered (swiper's container, wrapper
 * and slides, from the start), whose `.swiper-wrapper` and `.swiper-slide` children stay React's, so
 * the browser keeps the nodes it first painted. Only the lazy `*.swiper.ts` chunks import it, which
 * keeps swiper and its CSS out of the entry and the first paint.
 */
import Swiper from 'swiper';
import { A11y } from 'swiper/modules';
import type { A11yOptions, SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';

/** What a screen reader hears of the slides: "{{index}} dari {{slidesLength}}" and the arrows' names. */
export type SlideWords = Pick<A11yOptions, 'slideLabelMessage' | 'prevSlideMessage' | 'nextSlideMessage' | 'firstSlideMessage' | 'lastSlideMessage'>;

/** Starts swiper on the server's `container`, with A11y and the options of the row. */
export const takeOverList = (container: HTMLElement, options: SwiperOptions, words: SlideWords): Swiper =>
  new Swiper(container, {
    ...options,
    modules: [A11y, ...(options.modules ?? [])],
    a11y: {
      // The surrounding region or the page already names the row.
      containerMessage: null,
      // The slides are the <li>s of the server's list: a list item (a "group" would break the list).
      slideRole: 'listitem',
      ...words,
    },
  });
