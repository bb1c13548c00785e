import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const webRoot = `${root}web`;
export const webDist = `${webRoot}/dist`;
export const webClientDist = `${webDist}/client`;
