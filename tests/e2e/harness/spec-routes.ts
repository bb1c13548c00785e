import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeSamples } from './route-samples';

/**
 * The routes of document 1 §2, read from the spec's own words
 * (tests/fixtures/spec/document-1-routes.md is that section verbatim), not
 * from the route table: a route the table forgot is caught here.
 */
export const specRoutesText = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'spec', 'document-1-routes.md'), 'utf8');

/** Every address the section writes (`/product/{slug}`, `/products/type=terbaru`), and each "with children: …" under its parent. */
export const specRoutePatterns = (text: string = specRoutesText): readonly string[] => {
  const written = [...text.matchAll(/(?<=^|[\s(,:])\/[^\s,.;:)]*/gm)].map((match) => match[0]);
  const children = [...text.matchAll(/(\/[\w-]+) \(default child: [^)]*\), with children: ([^.]+)\./g)].flatMap(([, parent, list]) =>
    list!
      .replace(/ need login$/, '')
      .split(/, | and /)
      .map((child) => `${parent}/${child.trim()}`),
  );
  return [...new Set([...written, ...children])];
};

/** Values for the spec's placeholders that are not whole segments (`q={keyword}`, `brands={brand}`). */
const inlineValues: Readonly<Record<string, string>> = { keyword: 'sofa', brand: 'Kasura' };

/** A pattern's segments with every placeholder, of whatever name, as one shape: `/checkout/information/{bill_no}` is the table's `:ordersn`. */
const shape = (pattern: string) => pattern.replace(/\{[^}]+\}|:[\w]+\??/g, '*').replace(/\?$/, '');

/**
 * A path to open for a spec pattern: whole-segment placeholders take the
 * sample of the table's row of the same shape (route-samples.ts, from the
 * mock's seed); an optional one may be left out.
 */
export const specSamplePath = (pattern: string): string => {
  if (!pattern.includes('{')) return pattern;
  const inline = pattern.replace(/=\{(\w+)\}/g, (_, name: string) => `=${inlineValues[name] ?? 'contoh'}`);
  if (!inline.includes('{')) return inline;
  const sample = Object.entries(routeSamples).find(([routePattern]) => shape(routePattern) === shape(pattern));
  if (sample) return sample[1];
  if (/\/\{\w+\?\}$/.test(pattern)) return pattern.replace(/\/\{\w+\?\}$/, '');
  throw new Error(`No sample for the spec's route ${pattern}: add one to tests/e2e/harness/route-samples.ts`);
};
