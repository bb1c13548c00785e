/**
 * Product photos for the mock, drawn as SVG: one simple drawing per kind of
 * furniture, in the product's colour, either alone on a soft background (the
 * packshot) or placed in a room (the "atmosphere" image). Small, offline, and
 * the same for the same product at every start.
 */

export interface Drawing {
  readonly kind: string;
  readonly colourHex: string;
  readonly scene: 'packshot' | 'room';
  /** Varies the background and mirrors the piece, so a product's images differ. */
  readonly variant: number;
}

const shade = (hex: string, amount: number): string => {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(next)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
};

const WOOD = '#8a5a3b';
const METAL = '#3b3b3b';

type Piece = (c: string, d: string) => string;

const legs = (xs: number[], top: number, height: number, colour = WOOD, width = 10) =>
  xs.map((x) => `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="3" fill="${colour}"/>`).join('');

const pieces: Record<string, Piece> = {
  sofa: (c, d) =>
    `<rect x="70" y="150" width="260" height="90" rx="22" fill="${d}"/>` +
    `<rect x="60" y="200" width="280" height="70" rx="18" fill="${c}"/>` +
    `<rect x="48" y="180" width="44" height="100" rx="18" fill="${d}"/><rect x="308" y="180" width="44" height="100" rx="18" fill="${d}"/>` +
    `<line x1="200" y1="205" x2="200" y2="262" stroke="${d}" stroke-width="4"/>` +
    legs([70, 320], 278, 22),
  armchair: (c, d) =>
    `<rect x="120" y="140" width="160" height="100" rx="24" fill="${d}"/><rect x="112" y="205" width="176" height="66" rx="18" fill="${c}"/>` +
    `<rect x="98" y="185" width="38" height="95" rx="16" fill="${d}"/><rect x="264" y="185" width="38" height="95" rx="16" fill="${d}"/>` +
    legs([118, 272], 278, 24),
  chair: (c, d) =>
    `<rect x="150" y="110" width="100" height="110" rx="14" fill="${c}"/><rect x="140" y="215" width="120" height="26" rx="8" fill="${d}"/>` +
    legs([148, 242], 240, 70) + legs([168, 222], 240, 60, shade(WOOD, -0.2), 8),
  'office-chair': (c, d) =>
    `<rect x="145" y="95" width="110" height="120" rx="30" fill="${c}"/><rect x="135" y="215" width="130" height="28" rx="12" fill="${d}"/>` +
    `<rect x="194" y="243" width="12" height="40" fill="${METAL}"/><path d="M120 292 L200 280 L280 292" stroke="${METAL}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<circle cx="120" cy="298" r="8" fill="${METAL}"/><circle cx="280" cy="298" r="8" fill="${METAL}"/><circle cx="200" cy="296" r="8" fill="${METAL}"/>`,
  'dining-table': (c, d) =>
    `<rect x="60" y="170" width="280" height="22" rx="6" fill="${c}"/>` + legs([78, 312], 192, 96, d, 12) +
    `<rect x="20" y="150" width="46" height="70" rx="10" fill="${shade(c, 0.25)}"/><rect x="16" y="215" width="56" height="14" rx="5" fill="${d}"/>` + legs([22, 58], 229, 58, d, 7) +
    `<rect x="334" y="150" width="46" height="70" rx="10" fill="${shade(c, 0.25)}"/><rect x="328" y="215" width="56" height="14" rx="5" fill="${d}"/>` + legs([334, 370], 229, 58, d, 7),
  'coffee-table': (c, d) =>
    `<rect x="80" y="205" width="240" height="20" rx="8" fill="${c}"/><rect x="100" y="260" width="200" height="10" rx="4" fill="${d}"/>` +
    legs([96, 294], 225, 62, d, 10) + `<rect x="170" y="185" width="26" height="20" rx="4" fill="#e9e2d6"/><circle cx="230" cy="196" r="10" fill="#9caf88"/>`,
  desk: (c, d) =>
    `<rect x="60" y="160" width="280" height="18" rx="5" fill="${c}"/><rect x="240" y="178" width="90" height="110" rx="6" fill="${d}"/>` +
    `<line x1="250" y1="215" x2="320" y2="215" stroke="${c}" stroke-width="3"/><line x1="250" y1="250" x2="320" y2="250" stroke="${c}" stroke-width="3"/>` +
    legs([72], 178, 110, d, 12) + `<rect x="110" y="118" width="70" height="42" rx="4" fill="#3a3f47"/><rect x="140" y="160" width="10" height="0" fill="#3a3f47"/>`,
  bed: (c, d) =>
    `<rect x="50" y="120" width="40" height="160" rx="10" fill="${d}"/><rect x="80" y="200" width="280" height="50" rx="10" fill="#f4efe7"/>` +
    `<rect x="80" y="235" width="280" height="40" rx="8" fill="${c}"/><rect x="96" y="180" width="80" height="30" rx="12" fill="#ffffff"/>` +
    `<rect x="170" y="205" width="190" height="34" rx="8" fill="${shade(c, 0.35)}"/>` + legs([84, 346], 275, 20, d),
  mattress: (c, d) =>
    `<rect x="60" y="170" width="280" height="90" rx="22" fill="${shade(c, 0.55)}"/><rect x="60" y="240" width="280" height="22" rx="10" fill="${c}"/>` +
    [110, 160, 210, 260, 310].map((x) => `<circle cx="${x}" cy="205" r="4" fill="${d}"/>`).join('') +
    `<path d="M70 226 H330" stroke="${d}" stroke-dasharray="6 8" stroke-width="2"/>`,
  wardrobe: (c, d) =>
    `<rect x="110" y="60" width="180" height="240" rx="6" fill="${c}"/><line x1="200" y1="64" x2="200" y2="296" stroke="${d}" stroke-width="3"/>` +
    `<rect x="186" y="170" width="5" height="34" rx="2" fill="${d}"/><rect x="209" y="170" width="5" height="34" rx="2" fill="${d}"/>` +
    legs([118, 272], 300, 12, d),
  nightstand: (c, d) =>
    `<rect x="130" y="170" width="140" height="110" rx="8" fill="${c}"/><line x1="134" y1="225" x2="266" y2="225" stroke="${d}" stroke-width="3"/>` +
    `<rect x="185" y="193" width="30" height="6" rx="3" fill="${d}"/><rect x="185" y="248" width="30" height="6" rx="3" fill="${d}"/>` +
    legs([138, 252], 280, 18, d) + `<rect x="180" y="130" width="8" height="40" fill="${METAL}"/><path d="M160 132 h48 l-10 -32 h-28z" fill="#f2d7a6"/>`,
  dresser: (c, d) =>
    `<ellipse cx="200" cy="110" rx="55" ry="70" fill="${d}"/><ellipse cx="200" cy="110" rx="45" ry="60" fill="#dfe9ee"/>` +
    `<rect x="100" y="185" width="200" height="95" rx="8" fill="${c}"/>` +
    [210, 245].map((y) => `<line x1="104" y1="${y}" x2="296" y2="${y}" stroke="${d}" stroke-width="3"/>`).join('') +
    legs([108, 282], 280, 20, d),
  shelf: (c, d) =>
    `<rect x="120" y="60" width="12" height="240" fill="${c}"/><rect x="268" y="60" width="12" height="240" fill="${c}"/>` +
    [70, 130, 190, 250, 290].map((y) => `<rect x="120" y="${y}" width="160" height="10" fill="${d}"/>`).join('') +
    `<rect x="140" y="100" width="12" height="30" fill="#c4683f"/><rect x="154" y="104" width="10" height="26" fill="#2f3e5c"/><rect x="166" y="98" width="12" height="32" fill="#d6a53a"/>` +
    `<circle cx="240" cy="176" r="13" fill="#9caf88"/><rect x="150" y="222" width="50" height="28" rx="4" fill="#e3d3b4"/>`,
  'tv-cabinet': (c, d) =>
    `<rect x="110" y="100" width="180" height="104" rx="6" fill="#2c3036"/><rect x="190" y="204" width="20" height="16" fill="#2c3036"/>` +
    `<rect x="50" y="220" width="300" height="62" rx="6" fill="${c}"/><line x1="150" y1="224" x2="150" y2="278" stroke="${d}" stroke-width="3"/><line x1="250" y1="224" x2="250" y2="278" stroke="${d}" stroke-width="3"/>` +
    legs([60, 330], 282, 16, d),
  cabinet: (c, d) =>
    `<rect x="110" y="130" width="180" height="160" rx="8" fill="${c}"/><line x1="200" y1="134" x2="200" y2="286" stroke="${d}" stroke-width="3"/>` +
    `<circle cx="190" cy="210" r="5" fill="${d}"/><circle cx="210" cy="210" r="5" fill="${d}"/>` + legs([118, 272], 290, 12, d),
  lamp: (c, d) =>
    `<path d="M200 140 L150 300 M200 140 L250 300 M200 140 L200 300" stroke="${WOOD}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M150 140 h100 l-18 -70 h-64z" fill="${c}"/><path d="M150 140 h100" stroke="${d}" stroke-width="4"/>`,
  mirror: (c) =>
    `<ellipse cx="200" cy="180" rx="90" ry="120" fill="${c}"/><ellipse cx="200" cy="180" rx="76" ry="106" fill="#dfe9ee"/>` +
    `<path d="M160 110 L230 240" stroke="#ffffff" stroke-width="10" opacity="0.6" stroke-linecap="round"/>`,
  rug: (c, d) =>
    `<path d="M70 290 L120 170 H330 L280 290 Z" fill="${c}"/><path d="M96 270 L133 185 H305 L268 270 Z" fill="none" stroke="${shade(c, 0.45)}" stroke-width="6"/>` +
    `<path d="M150 240 L170 205 H250 L230 240 Z" fill="${d}"/>`,
};

const backgrounds = ['#f4efe8', '#eef1ec', '#f3ede6', '#eceff3'];

export const drawFurniture = ({ kind, colourHex, scene, variant }: Drawing): string => {
  const piece = pieces[kind] ?? pieces.cabinet!;
  const body = piece(colourHex, shade(colourHex, -0.28));
  const mirrored = variant % 2 === 1 ? ' transform="translate(400 0) scale(-1 1)"' : '';
  if (scene === 'packshot') {
    const background = backgrounds[variant % backgrounds.length];
    return svg(
      `<rect width="400" height="400" fill="${background}"/><ellipse cx="200" cy="305" rx="150" ry="14" fill="#000" opacity="0.07"/>` +
        `<g${mirrored}>${body}</g>`,
    );
  }
  const wall = variant % 2 === 0 ? '#efe6da' : '#e4e9e3';
  return svg(
    `<rect width="400" height="400" fill="${wall}"/><rect y="300" width="400" height="100" fill="#c9a27c"/>` +
      `<path d="M0 300 H400" stroke="#b08a64" stroke-width="3"/>` +
      `<rect x="${variant % 2 === 0 ? 270 : 30}" y="50" width="100" height="120" rx="4" fill="#dbe8ef" stroke="#ffffff" stroke-width="8"/>` +
      `<g transform="translate(${variant % 2 === 0 ? 24 : 336} 230)"><rect x="-14" y="40" width="28" height="32" rx="4" fill="#b2674a"/>` +
      `<ellipse cx="0" cy="20" rx="26" ry="30" fill="#6f8f5e"/></g>` +
      `<g transform="translate(30 50) scale(0.85)"><g${mirrored}>${body}</g></g>` +
      `<ellipse cx="200" cy="318" rx="110" ry="10" fill="#000" opacity="0.08"/>`,
  );
};

/** The drawings' width and height (a square). */
export const FURNITURE_DRAWING_SIZE = 400;

const svg = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="${FURNITURE_DRAWING_SIZE}" height="${FURNITURE_DRAWING_SIZE}">${content}</svg>`;
