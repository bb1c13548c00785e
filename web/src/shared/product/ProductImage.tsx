import type { ProductImage as Image } from '@more/core';
import { useEffect, useRef, useState } from 'react';
import { type ImageSlotName, imageSlots } from '../images/image-slots';
import { photoSources } from '../images/photo-sources';
import { useStoreConfig } from '../store-config';
import noImage from './no-image.svg';

interface Props {
  readonly image: Image | null;
  /** Where the photo is shown (images/image-slots.ts): the widths the browser may pick from, and the photo's shape. */
  readonly slot: ImageSlotName;
  readonly className?: string;
  readonly eager?: boolean;
  /** Loads at once without asking first (a card's next photos, woken by the shopper's hand; a lazy one off to the side of its row would never load). */
  readonly now?: boolean;
  /** Inside a card whose text already names the product, the image adds nothing for a screen reader. */
  readonly decorative?: boolean;
  readonly onLoad?: () => void;
  /** A caption shown on hover (a category banner's title). */
  readonly title?: string | undefined;
}

/**
 * A photo from the API through the store's image endpoint, at the width its slot needs.
 * "Image load failure falls back to a no-image placeholder" (document 2 §8): a photo the endpoint cannot make
 * (its source missing, refused or not an image) shows the placeholder.
 */
export const ProductImage = ({ image, slot, className, eager = false, now = false, decorative = false, onLoad, title }: Props) => {
  const { imagePath } = useStoreConfig();
  const [broken, setBroken] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  const { width, height } = imageSlots[slot];
  const sources = !image || broken ? { src: noImage } : photoSources(imagePath, image.url, slot);
  const resized = sources.srcSet !== undefined;
  // A photo of the server's HTML may fail before the page hydrates, when no onError listens yet: a finished image
  // with no pixels is that failure. (Only a resized photo, a raster one: a vector drawing may have no pixel size.)
  useEffect(() => {
    const shown = element.current;
    if (resized && shown && shown.complete && shown.naturalWidth === 0 && shown.currentSrc !== '') setBroken(true);
  }, [resized]);
  return (
    <img
      ref={element}
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={decorative ? '' : (image?.alt ?? '')}
      title={title}
      width={width}
      height={height}
      loading={eager || now ? 'eager' : 'lazy'}
      // The first cards' images are the page's largest paint on a phone: ask for them first.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onLoad={onLoad}
      onError={() => setBroken(true)}
    />
  );
};
