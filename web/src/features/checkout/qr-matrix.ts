import qrcode from 'qrcode-generator';

// The library writes text as Latin-1 by default, which garbles anything beyond
// it; wallet scanners read the bytes as UTF-8 (a QRIS payload is ASCII either way).
const utf8 = new TextEncoder();
qrcode.stringToBytes = (text: string): number[] => Array.from(utf8.encode(text));

/**
 * The modules of a QR code for a text, from qrcode-generator (the smallest
 * version that holds it, error correction M: a smudged or creased screen
 * still scans, and a QRIS payload of about 200 characters stays near
 * version 9, 53 modules a side). True is a dark module.
 */
export const qrMatrix = (text: string): boolean[][] => {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
};

/** The quiet zone the QR standard asks around a code: four modules on each side. */
export const QUIET_ZONE = 4;

/**
 * The dark modules as one SVG path in module units, each row's runs of dark
 * modules as one rectangle: a few kilobytes of markup the server writes
 * into the page, the same in every renderer (no canvas, no image).
 */
export const qrPath = (matrix: readonly (readonly boolean[])[], margin = QUIET_ZONE): string => {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + margin} ${y + margin}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
};
