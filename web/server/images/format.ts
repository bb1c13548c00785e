import Negotiator from 'negotiator';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * The format a browser gets: AVIF or WebP when its Accept names that type itself with a q above 0 (the higher q
 * wins, AVIF on a tie), else JPEG, which every browser shows. A wildcard (`*\/*`, `image/*`) promises nothing
 * about a modern format, so it counts for JPEG alone. nginx's map (deploy/nginx.conf.template) keys its cache by
 * the same choice and passes it on as a normalised Accept, so an instance behind it chooses the same.
 */
export const formatFor = (accept: string | undefined): ImageFormat => {
  if (!accept) return 'jpeg';
  // Negotiator parses the q-values and drops the types refused with q=0; only the types named exactly count.
  const named = new Negotiator({ headers: { accept } }).mediaTypes().map((type) => type.toLowerCase());
  const quality = (type: string): number => {
    const match = accept
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .find((part) => part === type || part.startsWith(`${type};`));
    const q = match ? /;\s*q=([0-9.]+)/.exec(match)?.[1] : undefined;
    return !named.includes(type) ? 0 : q === undefined ? 1 : Number(q);
  };
  const avif = quality('image/avif');
  const webp = quality('image/webp');
  if (avif > 0 && avif >= webp) return 'avif';
  if (webp > 0) return 'webp';
  return 'jpeg';
};
