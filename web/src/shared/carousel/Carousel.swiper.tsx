/**
 * The swiper half of every carousel: loaded only after hydration, in its own chunk with swiper's
 * own CSS, so neither the entry nor the first paint waits for it.
 */
import type { ReactNode } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { AUTOPLAY_DELAY_MS, type CarouselLayoutSpec, swiperBreakpoints } from './carousel-layouts';

export interface SwiperSlideContent {
  readonly key: string | number;
  readonly node: ReactNode;
}

interface Props {
  readonly slides: readonly SwiperSlideContent[];
  readonly spec: CarouselLayoutSpec;
  readonly autoplay: boolean;
  /** Where the plain row had been scrolled to before swiper arrived. */
  readonly initialSlide?: number;
  readonly className?: string;
  readonly slideClassName?: string;
  readonly onSwiper: (swiper: SwiperInstance) => void;
  readonly onSlideChange?: (swiper: SwiperInstance) => void;
}

const CarouselSwiper = ({ slides, spec, autoplay, initialSlide = 0, className, slideClassName, onSwiper, onSlideChange }: Props) => (
  <Swiper
    className={className}
    modules={[A11y, Autoplay]}
    speed={spec.speed}
    initialSlide={initialSlide}
    spaceBetween={spec.gap}
    centeredSlides={spec.centred}
    breakpoints={swiperBreakpoints(spec)}
    // The last slide rewinds to the first instead of stopping the autoplay.
    rewind
    autoplay={autoplay ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
    a11y={{
      // The surrounding region already names the carousel; slides are named "1 dari 8".
      containerMessage: null,
      slideLabelMessage: '{{index}} dari {{slidesLength}}',
      prevSlideMessage: 'Sebelumnya',
      nextSlideMessage: 'Berikutnya',
      firstSlideMessage: 'Ini slide pertama',
      lastSlideMessage: 'Ini slide terakhir',
    }}
    onSwiper={onSwiper}
    onSlideChange={onSlideChange}
  >
    {slides.map((slide) => (
      <SwiperSlide key={slide.key} className={slideClassName}>
        {slide.node}
      </SwiperSlide>
    ))}
  </Swiper>
);

export default CarouselSwiper;
