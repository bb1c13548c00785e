import { existsSync } from 'node:fs';
import { buildDemo } from '../../../scripts/demo';
import { buildStorefront } from '../../../scripts/build-storefront';
import { demoDist, webClientDist, webDist } from './paths';
import { warmMockPhotos } from './warm-photos';

/**
 * End-to-end tests run against the production builds, as shoppers get them:
 * the storefront (browser bundle and server renderer), and the static demo
 * (npm run build:demo). Built once per run; E2E_REUSE_BUILD=1 skips that when
 * the builds are already there.
 */
export default async function buildForBrowserTests() {
  await build();
  const warmed = await warmMockPhotos();
  console.log(`The mock's photos made or found: ${warmed.photos} in ${(warmed.ms / 1000).toFixed(1)} s`);
}

const build = async () => {
  const built = existsSync(`${webClientDist}/index.html`) && existsSync(`${webDist}/server/entry-server.js`) && existsSync(`${demoDist}/index.html`);
  if (process.env.E2E_REUSE_BUILD === '1' && built) return;
  await buildStorefront(process.env.E2E_WEB_DIST);
  // The static demo changes rarely: a session with its own storefront folder reuses an existing one.
  if (process.env.E2E_WEB_DIST && existsSync(`${demoDist}/index.html`)) return;
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildDemo();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
};
