/**
 * The phone's swipeable gallery: loaded only after hydration on a phone, in
 * its own chunk with swiper's CSS, so neither the entry nor the first paint
 * waits for it.
 */
import type { ProductImage as Image } from '@more/core';
import { useEffect, useRef } from 'react';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './ProductDetail.module.css';

export interface GallerySwiperProps {
  readonly images: readonly Image[];
  readonly active: number;
  readonly onChange: (index: number) => void;
}

const GallerySwiper = ({ images, active, onChange }: GallerySwiperProps) => {
  const swiper = useRef<SwiperInstance | null>(null);
  useEffect(() => {
    if (swiper.current && swiper.current.activeIndex !== active) swiper.current.slideTo(active);
  }, [active]);
  return (
    <Swiper
      className={styles.swiper}
      modules={[A11y]}
      initialSlide={active}
      a11y={{
        containerMessage: null,
        slideLabelMessage: 'Foto {{index}} dari {{slidesLength}}',
        prevSlideMessage: 'Foto sebelumnya',
        nextSlideMessage: 'Foto berikutnya',
      }}
      onSwiper={(instance) => (swiper.current = instance)}
      onSlideChange={(instance) => onChange(instance.activeIndex)}
    >
      {images.map((image, index) => (
        <SwiperSlide key={image.url}>
          <ProductImage image={image} className={styles.viewerImage} eager={index === active} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
};

export default GallerySwiper;
