import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const webRoot = `${repositoryRoot}web`;
export const webDist = `${webRoot}/dist`;
/** The browser's build: its assets and the manifest the bundle budget reads. */
export const webClientDist = `${webDist}/client`;
export const demoDist = `${repositoryRoot}dist-demo`;
/** Screenshots and console logs of failed tests (git-ignored; CI keeps them as artifacts). */
export const artifactsDir = `${repositoryRoot}.artifacts/e2e`;
