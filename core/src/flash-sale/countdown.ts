/**
 * Whole seconds left on a countdown, rounded up: a sale with 2.4 s left shows
 * 00:00:03, and 00:00:00 appears exactly when the sale ends, so "when the
 * countdown reaches zero the page reloads" never reloads a sale still running.
 * Never negative; a nonsensical duration (NaN) is 0; anything beyond
 * JavaScript's safe integers (no real sale) stops there.
 */
export const countdownSeconds = (msLeft: number): number =>
  msLeft > 0 ? Math.min(Math.ceil(msLeft / 1000), Number.MAX_SAFE_INTEGER) : 0;

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * "countdown HH:MM:SS" (document 2 §9). Hours are not wrapped into days: a
 * sale ending in two days shows `49:05:09`, so HH has two or more digits.
 */
export const countdown = (msLeft: number): string => {
  const seconds = countdownSeconds(msLeft);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${two(hours)}:${two(minutes)}:${two(seconds % 60)}`;
};
