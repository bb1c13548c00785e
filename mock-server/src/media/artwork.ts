/**
 * Artwork for everything that is not a product photo: banners, article covers,
 * avatars, brand logos, category tiles, video thumbnails, the showroom map.
 * Drawn as SVG from a kind and a label, so the mock needs no image files and
 * every page looks complete offline.
 */
export const artworkKinds = {
  /** Home carousel banner, desktop (1200×400). */
  banner: { width: 1200, height: 400 },
  /** Home carousel banner, phone (600×600). */
  'banner-mobile': { width: 600, height: 600 },
  /** Popup, product group banner, promotion (800×800). */
  square: { width: 800, height: 800 },
  /** Article, inspiration, project cover (800×500). */
  cover: { width: 800, height: 500 },
  /** Endorser, chat partner, customer (200×200). */
  avatar: { width: 200, height: 200 },
  /** Brand, partner, bank, payment method (240×120). */
  logo: { width: 240, height: 120 },
  /** Category tile (300×300). */
  category: { width: 300, height: 300 },
  /** Video thumbnail (640×360). */
  video: { width: 640, height: 360 },
  /** The MOREVERSE showroom map (1200×800). */
  map: { width: 1200, height: 800 },
} as const;
export type ArtworkKind = keyof typeof artworkKinds;

const palettes = [
  ['#8a4b2a', '#f3e6d8', '#d9b48f'],
  ['#2f5d50', '#e4efe9', '#9cc3b0'],
  ['#c23a22', '#fdebe6', '#f2a48f'],
  ['#2f3e5c', '#e6ebf4', '#9fb0d0'],
  ['#b07d1f', '#fbf1dc', '#e5c47a'],
  ['#6b4c7a', '#efe7f3', '#c2a8d1'],
] as const;

/** The same label always gets the same colours. */
const paletteOf = (label: string) => {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palettes[hash % palettes.length]!;
};

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const initials = (label: string) =>
  label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** Breaks a label into at most `lines` lines of about `width` characters. */
const wrap = (label: string, width: number, lines: number): string[] => {
  const out: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out.slice(0, lines);
};

export const drawArtwork = (kind: ArtworkKind, label: string): string => {
  const { width, height } = artworkKinds[kind];
  const [ink, paper, accent] = paletteOf(label);
  const text = escape(label);
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${text}">${body}</svg>`;
  const lines = (size: number, x: number, y: number, chars: number, count: number, anchor = 'start', colour: string = ink) =>
    wrap(label, chars, count)
      .map((line, i) => `<text x="${x}" y="${y + i * size * 1.2}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="${colour}" text-anchor="${anchor}">${escape(line)}</text>`)
      .join('');

  switch (kind) {
    case 'banner':
    case 'banner-mobile':
    case 'square': {
      const wide = kind === 'banner';
      return svg(
        `<rect width="${width}" height="${height}" fill="${paper}"/>` +
          `<circle cx="${width * 0.82}" cy="${height * 0.55}" r="${height * 0.42}" fill="${accent}" opacity="0.55"/>` +
          `<rect x="${width * 0.68}" y="${height * 0.45}" width="${width * 0.24}" height="${height * 0.22}" rx="18" fill="${ink}"/>` +
          `<rect x="${width * 0.66}" y="${height * 0.38}" width="${width * 0.06}" height="${height * 0.32}" rx="14" fill="${ink}" opacity="0.85"/>` +
          `<rect x="${width * 0.88}" y="${height * 0.38}" width="${width * 0.06}" height="${height * 0.32}" rx="14" fill="${ink}" opacity="0.85"/>` +
          lines(wide ? 56 : 48, width * 0.07, height * (wide ? 0.38 : 0.2), wide ? 22 : 14, 3) +
          `<rect x="${width * 0.07}" y="${height * (wide ? 0.72 : 0.78)}" width="${wide ? 270 : 250}" height="56" rx="28" fill="${ink}"/>` +
          `<text x="${width * 0.07 + (wide ? 135 : 125)}" y="${height * (wide ? 0.72 : 0.78) + 36}" font-family="system-ui,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">Belanja Sekarang</text>`,
      );
    }
    case 'cover':
    case 'video':
      return svg(
        `<rect width="${width}" height="${height}" fill="${paper}"/><rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="${accent}"/>` +
          `<rect x="${width * 0.08}" y="${height * 0.12}" width="${width * 0.22}" height="${height * 0.3}" rx="6" fill="#ffffff" stroke="${ink}" stroke-width="6"/>` +
          `<rect x="${width * 0.5}" y="${height * 0.46}" width="${width * 0.36}" height="${height * 0.2}" rx="16" fill="${ink}"/>` +
          `<ellipse cx="${width * 0.4}" cy="${height * 0.55}" rx="${width * 0.05}" ry="${height * 0.16}" fill="${ink}" opacity="0.6"/>` +
          (kind === 'video'
            ? `<circle cx="${width / 2}" cy="${height / 2}" r="48" fill="rgba(0,0,0,0.55)"/><path d="M${width / 2 - 14} ${height / 2 - 22} L${width / 2 + 24} ${height / 2} L${width / 2 - 14} ${height / 2 + 22} Z" fill="#fff"/>`
            : '') +
          lines(30, 32, height - 60, 40, 2, 'start', '#ffffff'),
      );
    case 'avatar':
      return svg(
        `<rect width="${width}" height="${height}" rx="${width / 2}" fill="${accent}"/>` +
          `<text x="${width / 2}" y="${height / 2 + 26}" font-family="system-ui,sans-serif" font-size="76" font-weight="700" fill="${ink}" text-anchor="middle">${escape(initials(label))}</text>`,
      );
    case 'logo':
      return svg(`<rect width="${width}" height="${height}" rx="16" fill="${paper}"/>` + lines(28, width / 2, height / 2 + 10, 16, 1, 'middle'));
    case 'category':
      return svg(
        `<rect width="${width}" height="${height}" rx="24" fill="${paper}"/>` +
          `<rect x="70" y="90" width="160" height="90" rx="20" fill="${accent}"/><rect x="60" y="120" width="30" height="80" rx="12" fill="${ink}"/><rect x="210" y="120" width="30" height="80" rx="12" fill="${ink}"/>` +
          lines(26, width / 2, 250, 18, 1, 'middle'),
      );
    case 'map':
      return svg(
        `<rect width="${width}" height="${height}" fill="#eef1ec"/>` +
          [0, 1, 2, 3, 4, 5]
            .map((i) => `<rect x="${80 + (i % 3) * 360}" y="${120 + Math.floor(i / 3) * 330}" width="320" height="280" rx="18" fill="${palettes[i]![1]}" stroke="${palettes[i]![0]}" stroke-width="4"/>`)
            .join('') +
          `<path d="M40 420 H1160" stroke="#c9b8a6" stroke-width="30"/>` +
          lines(40, width / 2, 70, 40, 1, 'middle'),
      );
  }
};
