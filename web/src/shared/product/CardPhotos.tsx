import { type ProductImage as Image, cardImageAt } from '@more/core';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import styles from './CardPhotos.module.css';
import { whenIdle } from '../when-idle';
import { ProductImage } from './ProductImage';

/** The slots a product card's photo takes (images/image-slots.ts). */
export type CardSlot = 'card' | 'carouselCard' | 'groupCard' | 'listCard' | 'articleCard';

interface Props {
  /** Core's choice (toProductCard): at most 3, the cover first. */
  readonly images: readonly Image[];
  readonly eager: boolean;
  /** False inside a carousel, whose own swipe a finger belongs to: there only a mouse moves through the photos. */
  readonly swipe: boolean;
  /** A sold-out bar covers the photo's foot: the dots sit above it. */
  readonly lifted: boolean;
  readonly slot: CardSlot;
}

/** The photo a row is scrolled to. */
const rowIndex = (row: HTMLElement): number => (row.clientWidth > 0 ? Math.round(row.scrollLeft / row.clientWidth) : 0);

/**
 * A card's photos: the cover, and the next ones where a shopper looks for them. One row of square slides inside the
 * card's square box (so nothing around it moves): a finger swipes it (the browser's scroll snap, no script needed);
 * a mouse moving across the photo scrolls it to the image of the strip it is over (core's cardImageAt), and leaving
 * brings the cover back. The slides after the cover stay empty until the shopper first reaches for them (a mouse over
 * the photo, a swipe): a list of cards downloads its covers only, and the other photos never compete with the
 * page's largest paint. Every photo is decorative: the card's link is named by the product's name.
 */
export const CardPhotos = ({ images, eager, swipe, lifted, slot }: Props) => {
  const count = images.length;
  const row = useRef<HTMLDivElement>(null);
  const [awake, setAwake] = useState(false);
  const [shown, setShown] = useState(0);
  // What the mouse asks for, and which photos have arrived: a photo still loading keeps the cover in view.
  const wanted = useRef(0);
  const loaded = useRef(new Set([0]));

  const scrollTo = (index: number) => {
    const element = row.current;
    if (element) element.scrollLeft = index * element.clientWidth;
  };
  const want = (index: number) => {
    wanted.current = index;
    scrollTo(loaded.current.has(index) ? index : 0);
  };

  // A swipe made before hydration woke nothing: the row already scrolled is the shopper's ask. Read when the browser
  // is idle, not in the effect itself: reading scrollLeft there forced a layout of the whole page inside hydration's
  // effects, the home page's longest task on a phone.
  useEffect(() => whenIdle(() => {
    const element = row.current;
    if (element && element.scrollLeft > 0) {
      setAwake(true);
      setShown(rowIndex(element));
    }
  }, 1_000), []);

  if (count <= 1) return <ProductImage image={images[0] ?? null} slot={slot} className={styles.photo} eager={eager} decorative />;

  const mouse = (event: PointerEvent<HTMLDivElement>) => event.pointerType === 'mouse' || event.pointerType === 'pen';
  return (
    <div
      className={swipe ? styles.box : `${styles.box} ${styles.still}`}
      onPointerEnter={(event) => mouse(event) && setAwake(true)}
      onPointerMove={(event) => {
        if (!mouse(event)) return;
        setAwake(true);
        const box = event.currentTarget.getBoundingClientRect();
        want(cardImageAt((event.clientX - box.left) / box.width, count));
      }}
      onPointerLeave={(event) => mouse(event) && want(0)}
    >
      <div
        ref={row}
        className={styles.row}
        onScroll={(event) => {
          const index = rowIndex(event.currentTarget);
          setShown(index);
          if (index > 0) setAwake(true);
        }}
      >
        {images.map((image, index) => (
          <div key={image.url} className={styles.slide}>
            {index === 0 ? (
              <ProductImage image={image} slot={slot} className={styles.photo} eager={eager} decorative />
            ) : (
              awake && (
                <ProductImage
                  image={image}
                  slot={slot}
                  className={styles.photo}
                  now
                  decorative
                  onLoad={() => {
                    loaded.current.add(index);
                    if (wanted.current === index) scrollTo(index);
                  }}
                />
              )
            )}
          </div>
        ))}
      </div>
      <span className={lifted ? `${styles.dots} ${styles.lifted}` : styles.dots} aria-hidden="true">
        {images.map((image, index) => (
          <span key={image.url} className={index === shown ? `${styles.dot} ${styles.dotShown}` : styles.dot} />
        ))}
      </span>
    </div>
  );
};
