/**
 * A short fingerprint of a text (FNV-1a, twice with two seeds: 64 bits as 16 hex digits), the same wherever it is
 * computed: enough to tell whether two sides (the storefront's server and the browser) hold the same thing, and
 * nothing to rebuild the text from. Not a cryptographic hash; nothing secret depends on it.
 */
export const fingerprint = (text: string): string => {
  const fnv = (seed: number) => {
    let hash = seed;
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  };
  return fnv(0x811c9dc5) + fnv(0x050c5d1f);
};
