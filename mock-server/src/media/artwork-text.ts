/**
 * How the artwork's words are laid out: a label is wrapped into a box at the largest size at which
 * every word fits, never cut to a number of lines (the popup's "Voucher Rp100.000 untuk" lost
 * "Pembelian Pertama" that way) and never past the box (a banner's third line ran into its button).
 *
 * The SVG is drawn on the server, which cannot measure text: widths are estimated from the widths
 * of a wide bold sans-serif (DejaVu Sans Bold, what `system-ui` bold falls back to on Linux; most
 * other system fonts are narrower), so an estimate errs on the wide side.
 */

/** Width of a character in ems, bold. */
const charWidth = (char: string): number => {
  if (char === ' ') return 0.35;
  if ('il.,:;|!\'I'.includes(char)) return 0.4;
  if ('jft/-()'.includes(char)) return 0.5;
  if (char === 'r') return 0.52;
  if ('mMwW%'.includes(char)) return 1.1;
  if (/[0-9]/.test(char)) return 0.72;
  if (/[A-Z&]/.test(char)) return 0.86;
  if (/[a-z]/.test(char)) return 0.74;
  return 0.9;
};

/** The estimated width of a line of bold text at `size` px. */
export const textWidth = (text: string, size: number): number => [...text].reduce((sum, char) => sum + charWidth(char), 0) * size;

/** A line's height as a share of the font size: ascent and descent with a little air. */
export const LINE_HEIGHT = 1.2;

export interface TextBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface FittedText {
  readonly size: number;
  readonly lines: readonly string[];
}

/** Greedy wrap at `width`; null when a single word is wider than the box. */
const wrapAt = (words: readonly string[], size: number, width: number): string[] | null => {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (textWidth(word, size) > width) return null;
    const joined = line ? `${line} ${word}` : word;
    if (line && textWidth(joined, size) > width) {
      lines.push(line);
      line = word;
    } else line = joined;
  }
  if (line) lines.push(line);
  return lines;
};

/**
 * The label at the largest size from `maxSize` down (in steps of 2 px) at which all its words fit
 * the box. Below `minSize` the size keeps shrinking rather than dropping a word: a smaller line is
 * still read, a missing one is not.
 */
export const fitText = (label: string, box: TextBox, maxSize: number, minSize: number): FittedText => {
  const words = label.split(/\s+/).filter(Boolean);
  for (let size = maxSize; size > 1; size -= size > minSize ? 2 : 1) {
    const lines = wrapAt(words, size, box.width);
    if (lines && lines.length * size * LINE_HEIGHT <= box.height) return { size, lines };
  }
  return { size: 1, lines: [words.join(' ')] };
};
