import { readFileSync } from 'node:fs';
import { webClientDist } from './paths';

/**
 * The file the build wrote for a source module (`src/features/product-detail/Gallery.swiper.ts`):
 * chunks are named by their hash alone, so a test that watches for one asks the manifest.
 */
export const builtFileOf = (source: string): string => {
  const manifest = JSON.parse(readFileSync(`${webClientDist}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`The build's manifest has no ${source}`);
  return `/${chunk.file}`;
};
