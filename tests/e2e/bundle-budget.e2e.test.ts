import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { webClientDist } from './harness/paths';

/**
 * What a shopper's phone downloads before a route can show anything, gzip-compressed.
 * Budgets are ceilings with little slack, so growth is a decision, not an accident.
 */
const budgets = {
  /** The entry: React, the router, the container, core, the adapters and the home page. */
  entryJs: 120 * 1024,
  entryCss: 12 * 1024,
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const manifest = JSON.parse(readFileSync(`${webClientDist}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
const gzipped = (file: string) => gzipSync(readFileSync(`${webClientDist}/${file}`)).length;

/** A chunk and everything it statically imports. */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
};

const sizeOf = (keys: Iterable<string>) => {
  let js = 0;
  let css = 0;
  for (const key of keys) {
    const chunk = manifest[key]!;
    js += gzipped(chunk.file);
    for (const file of chunk.css ?? []) css += gzipped(file);
  }
  return { js, css };
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('bundle budget per route (gzip)', () => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const entry = closure(entryKey);

  it('keeps the entry within budget', () => {
    const { js, css } = sizeOf(entry);
    console.log(`entry (home): JS ${kb(js)} of ${kb(budgets.entryJs)}, CSS ${kb(css)} of ${kb(budgets.entryCss)}`);
    expect(js).toBeLessThanOrEqual(budgets.entryJs);
    expect(css).toBeLessThanOrEqual(budgets.entryCss);
  });
});
