import type { ProductCard as Card } from '@more/core';
import { Carousel } from '../carousel/Carousel';
import { ProductCard } from './ProductCard';

interface ProductCarouselProps {
  readonly cards: readonly Card[];
  readonly label: string;
  /** 'group': a home product group beside its banner (4 slides, 1 below 550 px); 'wide' (default): 5, 2 on phones. */
  readonly layout?: 'group' | 'wide';
}

/** A row of product cards that becomes a swiper carousel after hydration. Used by home and the product page. */
export const ProductCarousel = ({ cards, label, layout = 'wide' }: ProductCarouselProps) => (
  <Carousel
    label={label}
    layout={layout}
    slides={cards.map((card) => ({ key: card.id, node: <ProductCard card={card} swipe={false} slot={layout === 'group' ? 'groupCard' : 'carouselCard'} /> }))}
  />
);
