import { type FittedText, LINE_HEIGHT, type TextBox, fitText, textWidth } from './artwork-text';

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

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where an artwork's parts stand: its headline's box and fitted lines, its button and its drawing. */
export interface ArtworkLayout {
  readonly headline: FittedText & { readonly box: TextBox; readonly anchor: 'start' | 'middle' };
  /** "Belanja Sekarang" on banners and square promos, with its text's size. */
  readonly button: (Rect & { readonly size: number }) | null;
  /** The furniture drawn beside the headline (the soft circle behind it is only a backdrop). */
  readonly illustration: Rect | null;
}

const BUTTON_TEXT = 'Belanja Sekarang';
/** The button's text size: a square is shown smallest (the popup is some 320 px wide), so it draws the largest. */
const buttonSizes = { banner: 24, 'banner-mobile': 28, square: 34 } as const;

/** Banners and square promos: the headline left of the furniture, above the button. */
const promoLayout = (kind: 'banner' | 'banner-mobile' | 'square', label: string): ArtworkLayout => {
  const { width, height } = artworkKinds[kind];
  const wide = kind === 'banner';
  const left = width * 0.07;
  const illustration = { x: width * 0.66, y: height * 0.38, width: width * 0.28, height: height * 0.32 };
  const size = buttonSizes[kind];
  const button = { x: left, y: height * (wide ? 0.72 : 0.78), width: Math.ceil(textWidth(BUTTON_TEXT, size)) + size * 2, height: Math.round(size * 2.3), size };
  const top = height * (wide ? 0.1 : 0.08);
  const box = { x: left, y: top, width: illustration.x - width * 0.03 - left, height: button.y - height * 0.05 - top };
  const maxSize = { banner: 56, 'banner-mobile': 52, square: 64 }[kind];
  return { headline: { ...fitText(label, box, maxSize, 28), box, anchor: 'start' }, button, illustration };
};

/** Artwork with a caption only: the caption's box, centred or from the left. */
const captionLayout = (box: TextBox, maxSize: number, minSize: number, anchor: 'start' | 'middle', label: string): ArtworkLayout => ({
  headline: { ...fitText(label, box, maxSize, minSize), box, anchor },
  button: null,
  illustration: null,
});

export const artworkLayout = (kind: Exclude<ArtworkKind, 'avatar'>, label: string): ArtworkLayout => {
  const { width, height } = artworkKinds[kind];
  switch (kind) {
    case 'banner':
    case 'banner-mobile':
    case 'square':
      return promoLayout(kind, label);
    case 'cover':
    case 'video':
      return captionLayout({ x: 32, y: height * 0.72, width: width - 64, height: height * 0.26 }, 30, 16, 'start', label);
    case 'logo':
      return captionLayout({ x: 16, y: 16, width: width - 32, height: height - 32 }, 28, 12, 'middle', label);
    case 'category':
      return captionLayout({ x: 16, y: 208, width: width - 32, height: height - 216 }, 26, 12, 'middle', label);
    case 'map':
      return captionLayout({ x: 40, y: 12, width: width - 80, height: 96 }, 40, 20, 'middle', label);
  }
};

export const drawArtwork = (kind: ArtworkKind, label: string): string => {
  const { width, height } = artworkKinds[kind];
  const [ink, paper, accent] = paletteOf(label);
  const text = escape(label);
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${text}">${body}</svg>`;
  const font = 'font-family="system-ui,sans-serif" font-weight="700"';
  /** The headline's lines, centred in its box's height. */
  const headline = ({ headline: { box, size, lines, anchor } }: ArtworkLayout, colour: string = ink) => {
    const lineHeight = size * LINE_HEIGHT;
    const top = box.y + (box.height - lines.length * lineHeight) / 2;
    const x = anchor === 'middle' ? box.x + box.width / 2 : box.x;
    return (
      `<g data-part="headline">` +
      lines
        .map((line, i) => `<text x="${x}" y="${(top + i * lineHeight + size * 0.95).toFixed(1)}" ${font} font-size="${size}" fill="${colour}" text-anchor="${anchor}">${escape(line)}</text>`)
        .join('') +
      `</g>`
    );
  };

  if (kind === 'avatar')
    return svg(
      `<rect width="${width}" height="${height}" rx="${width / 2}" fill="${accent}"/>` +
        `<text x="${width / 2}" y="${height / 2 + 26}" ${font} font-size="76" fill="${ink}" text-anchor="middle">${escape(initials(label))}</text>`,
    );
  const layout = artworkLayout(kind, label);
  switch (kind) {
    case 'banner':
    case 'banner-mobile':
    case 'square': {
      const { button, illustration } = layout as ArtworkLayout & { button: NonNullable<ArtworkLayout['button']>; illustration: Rect };
      const { x, y, width: w, height: h } = illustration;
      return svg(
        `<rect width="${width}" height="${height}" fill="${paper}"/>` +
          `<circle data-part="backdrop" cx="${width * 0.82}" cy="${height * 0.55}" r="${height * 0.42}" fill="${accent}" opacity="0.55"/>` +
          `<g data-part="illustration">` +
          `<rect x="${x + w * 0.07}" y="${y + h * 0.22}" width="${w * 0.86}" height="${h * 0.69}" rx="18" fill="${ink}"/>` +
          `<rect x="${x}" y="${y}" width="${w * 0.21}" height="${h}" rx="14" fill="${ink}" opacity="0.85"/>` +
          `<rect x="${x + w * 0.79}" y="${y}" width="${w * 0.21}" height="${h}" rx="14" fill="${ink}" opacity="0.85"/>` +
          `</g>` +
          headline(layout) +
          `<g data-part="button"><rect x="${button.x}" y="${button.y}" width="${button.width}" height="${button.height}" rx="${button.height / 2}" fill="${ink}"/>` +
          `<text x="${button.x + button.width / 2}" y="${(button.y + button.height / 2 + button.size * 0.36).toFixed(1)}" ${font} font-size="${button.size}" fill="#fff" text-anchor="middle">${BUTTON_TEXT}</text></g>`,
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
          headline(layout, '#ffffff'),
      );
    case 'logo':
      return svg(`<rect width="${width}" height="${height}" rx="16" fill="${paper}"/>` + headline(layout));
    case 'category':
      return svg(
        `<rect width="${width}" height="${height}" rx="24" fill="${paper}"/>` +
          `<rect x="70" y="90" width="160" height="90" rx="20" fill="${accent}"/><rect x="60" y="120" width="30" height="80" rx="12" fill="${ink}"/><rect x="210" y="120" width="30" height="80" rx="12" fill="${ink}"/>` +
          headline(layout),
      );
    case 'map':
      return svg(
        `<rect width="${width}" height="${height}" fill="#eef1ec"/>` +
          [0, 1, 2, 3, 4, 5]
            .map((i) => `<rect x="${80 + (i % 3) * 360}" y="${120 + Math.floor(i / 3) * 330}" width="320" height="280" rx="18" fill="${palettes[i]![1]}" stroke="${palettes[i]![0]}" stroke-width="4"/>`)
            .join('') +
          `<path d="M40 420 H1160" stroke="#c9b8a6" stroke-width="30"/>` +
          headline(layout),
      );
  }
};
