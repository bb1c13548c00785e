import { existsSync } from 'node:fs';
import { build } from 'vite';
import { buildDemo } from '../../../scripts/demo';
import { demoDist, webDist, webRoot } from './paths';

/**
 * End-to-end tests run against the production builds, as shoppers get them:
 * the storefront, and the static demo (npm run build:demo). Built once per
 * run; E2E_REUSE_BUILD=1 skips that when both builds are already there.
 */
export default async function buildStorefront() {
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(`${webDist}/index.html`) && existsSync(`${demoDist}/index.html`)) return;
  // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webRoot, configFile: `${webRoot}/vite.config.ts`, mode: 'production', logLevel: 'warn' });
    await buildDemo();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
