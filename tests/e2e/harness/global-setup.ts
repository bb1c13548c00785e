import { existsSync } from 'node:fs';
import { build } from 'vite';
import { webDist, webRoot } from './paths';

/**
 * End-to-end tests run against the production build, as shoppers get it.
 * It is built once per run; E2E_REUSE_BUILD=1 skips that when web/dist is
 * already fresh (scripts/test.ts builds it just before).
 */
export default async function buildStorefront() {
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(`${webDist}/index.html`)) return;
  // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webRoot, configFile: `${webRoot}/vite.config.ts`, mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
