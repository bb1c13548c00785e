import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const webRoot = `${repositoryRoot}web`;
/** Where the e2e tests build and serve the storefront: web/dist, or E2E_WEB_DIST (one folder per parallel working session). */
export const webDist = process.env.E2E_WEB_DIST ?? `${webRoot}/dist`;
/** The browser's build: its assets and the manifest the bundle budget reads. */
export const webClientDist = `${webDist}/client`;
export const demoDist = `${repositoryRoot}dist-demo`;
/** Screenshots and console logs of failed tests (git-ignored; CI keeps them as artifacts). */
export const artifactsDir = `${repositoryRoot}.artifacts/e2e`;
