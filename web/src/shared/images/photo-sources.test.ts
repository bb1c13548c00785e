import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ImageSlotName, imageSlots } from './image-slots';
import { photoSources, slotWidths } from './photo-sources';
import { IMAGE_PATH, IMAGE_WIDTHS } from './resized-image';

const slotNames = Object.keys(imageSlots) as ImageSlotName[];
const candidates = (srcSet: string) => srcSet.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)![1]));

describe('a photo in its slot', () => {
  it('PROPERTY: offers a width sharp at 1x for the slot at its narrowest and at 3x at its widest, and nothing beyond', () => {
    fc.assert(
      fc.property(fc.constantFrom(...slotNames), fc.webUrl({ validSchemes: ['https'] }), (slot, base) => {
        const source = `${base.replace(/[?#].*$/, '')}/photo.jpg`;
        const { srcSet, sizes, src } = photoSources(IMAGE_PATH, source, slot);
        const widths = candidates(srcSet!);
        const [narrowest, widest] = imageSlots[slot].shown;
        expect(widths).toEqual(slotWidths(slot));
        expect(widths.every((width) => (IMAGE_WIDTHS as readonly number[]).includes(width))).toBe(true);
        // The smallest offered is the first that covers the narrowest at 1x: one smaller would already do.
        expect(widths[0]).toBeGreaterThanOrEqual(Math.min(narrowest, 1200));
        const below = IMAGE_WIDTHS.filter((width) => width < widths[0]!);
        expect(below.every((width) => width < narrowest)).toBe(true);
        // The largest offered covers the widest at 3x (or is the largest there is).
        expect(widths.at(-1)).toBeGreaterThanOrEqual(Math.min(widest * 3, 1200));
        expect(sizes).toBe(imageSlots[slot].sizes);
        expect(src.startsWith(`${IMAGE_PATH}?url=${encodeURIComponent(source)}&w=`)).toBe(true);
      }),
    );
  });

  it('names the source exactly, whatever it holds, so the endpoint fetches that photo and no other', () => {
    const source = 'https://media.example/p/1 2.jpg?v=3&w=99#x';
    const { srcSet } = photoSources(IMAGE_PATH, source, 'thumb');
    for (const entry of srcSet!.split(', ')) {
      const url = new URL(entry.split(' ')[0]!, 'https://store.example');
      expect(url.searchParams.get('url')).toBe(source);
      expect([...url.searchParams.keys()]).toEqual(['url', 'w']);
    }
  });

  it('shows the photo as the API names it where no endpoint serves (the static demo), and a drawing or a local preview as it is', () => {
    expect(photoSources(undefined, 'https://media.example/a.jpg', 'card')).toEqual({ src: 'https://media.example/a.jpg' });
    expect(photoSources(IMAGE_PATH, 'https://media.example/logo.svg', 'card')).toEqual({ src: 'https://media.example/logo.svg' });
    expect(photoSources(IMAGE_PATH, 'blob:https://store.example/1234', 'card')).toEqual({ src: 'blob:https://store.example/1234' });
    expect(photoSources(IMAGE_PATH, 'data:image/png;base64,AAAA', 'card')).toEqual({ src: 'data:image/png;base64,AAAA' });
  });
});
