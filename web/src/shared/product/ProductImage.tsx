import type { ProductImage as Image } from '@more/core';
import { useState } from 'react';
import noImage from './no-image.svg';

interface Props {
  readonly image: Image | null;
  readonly className?: string;
  readonly eager?: boolean;
  /** Inside a card whose text already names the product, the image adds nothing for a screen reader. */
  readonly decorative?: boolean;
}

/** "Image load failure falls back to a no-image placeholder" (document 1 §8). */
export const ProductImage = ({ image, className, eager = false, decorative = false }: Props) => {
  const [broken, setBroken] = useState(false);
  const src = !image || broken ? noImage : image.url;
  return (
    <img
      className={className}
      src={src}
      alt={decorative ? '' : (image?.alt ?? '')}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      // The first cards' images are the page's largest paint on a phone: ask for them first.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
};
