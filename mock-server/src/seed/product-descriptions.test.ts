import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../db/catalogue';
import { createDatabase, type Database } from '../db/database';
import { seedCatalogue } from './catalogue';
import { DEFAULT_SEED } from './seed';
import { SeededRandom } from './random';

const now = Date.UTC(2026, 10, 21, 3, 0) / 1000;

/** The catalogue alone for a seed: what the descriptions are made from. */
const catalogueOf = async (seed: number): Promise<Database> => {
  const db = createDatabase();
  await seedCatalogue(db, { random: new SeededRandom(seed), now, scale: 1 });
  return db;
};

/** A few seeds besides the default one: the rules hold for every store, not only the one the tests know. */
const seeds = fc.oneof(fc.constant(DEFAULT_SEED), fc.integer({ min: 1, max: 2_147_483_646 }));
const forEverySeed = (check: (db: Database) => void) =>
  fc.assert(
    fc.asyncProperty(seeds, async (seed) => check(await catalogueOf(seed))),
    { numRuns: 8 },
  );

interface Dimensions {
  readonly length: number;
  readonly width: number;
  readonly height: number;
}

/** Every "Dimensi … (P x L x T): 200 x 160 x 28 cm" of a description, in order. */
const dimensionsIn = (html: string): Dimensions[] =>
  [...html.matchAll(/Dimensi[^:(<]*\(P x L x T\):(?:<\/strong>)? (\d+) x (\d+) x (\d+) cm/g)].map((m) => ({
    length: Number(m[1]),
    width: Number(m[2]),
    height: Number(m[3]),
  }));

/** Every "Berat …: 4,5 kg" of a description, in kilograms, in order. */
const weightsIn = (html: string): number[] =>
  [...html.matchAll(/Berat[^:<]*:(?:<\/strong>)? (\d+(?:,\d+)?) kg/g)].map((m) => Number(m[1]!.replace(',', '.')));

/** The size or configuration that ends a single product's name: every variant carries it. */
const descriptorOf = (product: ProductRecord) => product.variants[0]!.name;

/**
 * What each kind of furniture measures in a real shop, independent of how the
 * seed sizes it: a sofa is not the size of a nightstand. Ranges in cm and kg.
 */
const plausible: Readonly<Record<string, { length?: [number, number]; height?: [number, number]; weight: [number, number] }>> = {
  sofa: { length: [140, 300], height: [60, 100], weight: [25, 100] },
  armchair: { length: [55, 100], height: [65, 115], weight: [5, 40] },
  chair: { length: [38, 55], height: [75, 105], weight: [3, 20] },
  'office-chair': { length: [50, 80], height: [90, 135], weight: [8, 30] },
  'dining-table': { length: [90, 240], height: [70, 80], weight: [30, 130] },
  'coffee-table': { length: [60, 130], height: [30, 50], weight: [5, 50] },
  desk: { length: [70, 170], height: [55, 160], weight: [5, 50] },
  bed: { length: [195, 230], height: [75, 180], weight: [30, 100] },
  mattress: { length: [195, 205], height: [15, 35], weight: [10, 60] },
  wardrobe: { length: [40, 200], height: [90, 220], weight: [4, 130] },
  nightstand: { length: [30, 60], height: [15, 70], weight: [2, 15] },
  dresser: { length: [70, 110], height: [70, 170], weight: [10, 40] },
  shelf: { length: [30, 120], height: [2, 200], weight: [1, 35] },
  'tv-cabinet': { length: [100, 200], height: [25, 60], weight: [10, 50] },
  cabinet: { length: [40, 100], height: [55, 190], weight: [10, 70] },
  lamp: { height: [120, 220], weight: [2, 15] },
  mirror: { height: [50, 180], weight: [2, 20] },
  rug: { length: [100, 250], height: [1, 3], weight: [2, 12] },
};

const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;

describe('product descriptions', () => {
  it('give every product an introduction, dimensions, weight, materials, care and warranty, in markup the store keeps', () =>
    forEverySeed((db) => {
      for (const product of db.products.all()) {
        const html = product.description;
        expect(html, product.slug).toMatch(/^<p>[^<]{80,}<\/p>/);
        for (const section of ['Dimensi', 'Berat', 'Bahan', 'Perawatan', 'Garansi']) expect(html, `${product.slug}: ${section}`).toContain(section);
        for (const heading of ['Bahan', 'Perawatan', 'Garansi']) expect(html, product.slug).toContain(`<h3>${heading}</h3>`);
        // Only tags the product page's sanitiser keeps, and none with attributes.
        const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)].map((m) => (m[2] ? `${m[1]} with attributes` : m[1])));
        expect([...tags].filter((tag) => !['p', 'h3', 'ul', 'li', 'strong'].includes(tag!)), product.slug).toEqual([]);
        for (const material of product.materials) expect(html, product.slug).toContain(material);
        for (const variant of product.variants) expect(html, product.slug).toContain(variant.colour.name);
        expect(html).not.toMatch(/undefined|NaN|\[object/);
      }
    }));

  it('state one size and weight per single product, plausible for its kind and agreeing with the size its name states', () =>
    forEverySeed((db) => {
      for (const product of db.products.all().filter((p) => !p.isBundle)) {
        const [size, ...more] = dimensionsIn(product.description);
        const weights = weightsIn(product.description);
        expect([size !== undefined, more.length, weights.length], product.slug).toEqual([true, 0, 1]);
        const { length, width, height } = size!;
        const weight = weights[0]!;
        const range = plausible[product.kind]!;
        if (range.length) expect(within(length, range.length), `${product.slug} is ${length} cm long`).toBe(true);
        if (range.height) expect(within(height, range.height), `${product.slug} is ${height} cm high`).toBe(true);
        expect(within(weight, range.weight), `${product.slug} weighs ${weight} kg`).toBe(true);

        const descriptor = descriptorOf(product);
        expect(product.name.endsWith(descriptor)).toBe(true);
        const area = /^(\d+)x(\d+)$/.exec(descriptor);
        if (area && product.kind === 'bed') {
          // A bed's frame holds the mattress its name states, with a little to spare.
          expect(width - Number(area[1]), product.slug).toBeGreaterThanOrEqual(5);
          expect(width - Number(area[1]), product.slug).toBeLessThanOrEqual(25);
          expect(length - Number(area[2]), product.slug).toBeGreaterThanOrEqual(5);
          expect(length - Number(area[2]), product.slug).toBeLessThanOrEqual(25);
        } else if (area) {
          expect([length, width], product.slug).toEqual([Number(area[2]), Number(area[1])]);
        }
        const long = /(\d+) cm$/.exec(descriptor);
        if (long) expect(length, product.slug).toBe(Number(long[1]));
        const round = /^Bulat (\d+)$/.exec(descriptor);
        if (round) expect([length, width], product.slug).toEqual([Number(round[1]), Number(round[1])]);
      }
    }));

  it('name materials that fit the product: what its name says it is made of, a mattress of fillings, a rug of textiles', () =>
    forEverySeed((db) => {
      for (const product of db.products.all().filter((p) => !p.isBundle)) {
        const named = ({ Rotan: 'Rotan', Marmer: 'Marmer', Besi: 'Besi', Busa: 'Busa' } as Record<string, string>)[descriptorOf(product)];
        if (named) expect(product.materials, product.slug).toContain(named);
        if (product.kind === 'mattress') expect(product.materials.every((m) => ['Pegas Pocket', 'Busa', 'Latex', 'Kain Jacquard'].includes(m)), product.slug).toBe(true);
        if (product.kind === 'rug') expect(product.materials.every((m) => ['Wol', 'Polyester', 'Katun'].includes(m)), product.slug).toBe(true);
        if (['sofa', 'armchair', 'chair', 'office-chair', 'bed', 'mattress', 'rug'].includes(product.kind)) {
          expect(product.materials.filter((m) => m === 'Marmer' || m === 'Kaca Tempered'), product.slug).toEqual([]);
        }
      }
    }));

  it('read like a catalogue, not a template: openings and sizes vary between products of one line', async () => {
    const products = (await catalogueOf(DEFAULT_SEED)).products.all().filter((p) => !p.isBundle);
    const openings = new Set(products.map((p) => p.description.split(/ (adalah|hadir sebagai) /)[1]));
    expect(openings).toEqual(new Set(['adalah', 'hadir sebagai']));
    const sofas = products.filter((p) => descriptorOf(p) === '3 Seater');
    expect(new Set(sofas.map((p) => dimensionsIn(p.description)[0]!.length)).size).toBeGreaterThan(1);
    // A style in the name is described.
    const styled = products.find((p) => p.name.split(' ').includes('Japandi'))!;
    expect(styled.description).toContain('Japandi');
  });

  it('give the same text for the same seed', async () => {
    const [a, b] = [await catalogueOf(DEFAULT_SEED), await catalogueOf(DEFAULT_SEED)];
    expect(b.products.all().map((p) => p.description)).toEqual(a.products.all().map((p) => p.description));
  });
});

describe('bundles', () => {
  it('hold pieces in the colour they are sold in, and describe each piece with the size and weight of its own page', () =>
    forEverySeed((db) => {
      const product = (id: number) => db.products.findFirst((q) => q.where({ id }))!;
      for (const bundle of db.products.all().filter((p) => p.isBundle)) {
        const colour = bundle.variants[0]!.colour;
        const components = db.bundleComponents.findMany((q) => q.where({ bundleId: bundle.id }));
        expect(components.length, bundle.slug).toBeGreaterThanOrEqual(2);
        let total = 0;
        for (const component of components) {
          const piece = product(component.productId);
          const variant = piece.variants.find((v) => v.id === component.variantId)!;
          // "Paket … - Natural Oak" holds Natural Oak pieces, and the picture drawn in that colour shows them.
          expect(variant.colour, `${bundle.name} - ${colour.name}: ${piece.name}`).toEqual(colour);
          expect(variant.stock, piece.slug).toBeGreaterThan(0);
          expect(bundle.description).toContain(`${component.quantity} × ${piece.name} (${colour.name})`);
          total += weightsIn(piece.description)[0]! * component.quantity;
        }
        const pieces = components.map((component) => product(component.productId).description);
        expect(dimensionsIn(bundle.description), bundle.slug).toEqual(pieces.map((html) => dimensionsIn(html)[0]));
        expect(weightsIn(bundle.description), bundle.slug).toEqual([...pieces.map((html) => weightsIn(html)[0]), total]);
        for (const section of ['Dimensi', 'Berat', 'Bahan', 'Perawatan', 'Garansi']) expect(bundle.description, bundle.slug).toContain(section);
      }
    }));
});
