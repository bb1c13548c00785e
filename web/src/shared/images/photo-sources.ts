import { IMAGE_WIDTHS, type ImageWidth, isResizable, resizedImageUrl } from './resized-image';
import { type ImageSlotName, imageSlots } from './image-slots';

/** An `<img>`'s address attributes for one photo in one slot. */
export interface PhotoSources {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/** Screens from 1x to 3x: the widths a slot offers reach three times its widest. */
const MAX_DENSITY = 3;

/** The smallest of the endpoint's widths at least `px` wide (the largest when none is). */
const widthCovering = (px: number): ImageWidth => IMAGE_WIDTHS.find((width) => width >= px) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/**
 * The widths a slot's srcset offers: from the one covering its narrowest at 1x to the one covering its widest at 3x.
 * Fewer candidates than the endpoint's nine keep the page's HTML small (a list of cards repeats them per card).
 */
export const slotWidths = (slot: ImageSlotName): readonly ImageWidth[] => {
  const [narrowest, widest] = imageSlots[slot].shown;
  const from = widthCovering(narrowest);
  const to = widthCovering(widest * MAX_DENSITY);
  return IMAGE_WIDTHS.filter((width) => width >= from && width <= to);
};

/**
 * A photo's addresses: the slot's widths of the store's image endpoint with the slot's sizes, so the browser takes
 * the smallest sharp one. Where no endpoint serves (the static demo: `imagePath` absent), for a vector drawing or a
 * local preview, the photo's own address alone.
 */
export const photoSources = (imagePath: string | undefined, source: string, slot: ImageSlotName): PhotoSources => {
  if (!imagePath || !isResizable(source)) return { src: source };
  const widths = slotWidths(slot);
  return {
    // For a browser without srcset: the width that covers the slot's widest at 2x.
    src: resizedImageUrl(imagePath, source, widthCovering(imageSlots[slot].shown[1] * 2)),
    srcSet: widths.map((width) => `${resizedImageUrl(imagePath, source, width)} ${width}w`).join(', '),
    sizes: imageSlots[slot].sizes,
  };
};
