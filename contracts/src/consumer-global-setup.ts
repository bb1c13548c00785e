import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pactsDir } from './pact-setup';

/** The boundary every recorded multipart body gets, so the pact files regenerate identically. */
export const PACT_BOUNDARY = 'MorePactBoundary';

interface RecordedRequest {
  headers?: Record<string, string[]>;
  body?: { content: unknown; encoded?: string | false; contentType?: string };
}

/**
 * Pact's multipart bodies get a random boundary each run; the interactions
 * match any boundary (a regex on Content-Type), so the recorded example is
 * rewritten to a fixed one, in the header and in the bytes alike.
 */
export const fixMultipartBoundary = (request: RecordedRequest): void => {
  const headerName = Object.keys(request.headers ?? {}).find((name) => name.toLowerCase() === 'content-type');
  const contentType = headerName ? request.headers![headerName]![0] : undefined;
  const boundary = contentType && /^multipart\/form-data;.*boundary=([^;\s]+)/.exec(contentType)?.[1];
  if (!boundary || !request.body || request.body.encoded !== 'base64') return;
  const bytes = Buffer.from(String(request.body.content), 'base64').toString('latin1');
  request.body.content = Buffer.from(bytes.split(`--${boundary}`).join(`--${PACT_BOUNDARY}`), 'latin1').toString('base64');
  request.headers![headerName!] = [contentType.replace(`boundary=${boundary}`, `boundary=${PACT_BOUNDARY}`)];
};

/**
 * Pact merges into an existing file, so an interaction removed from the tests
 * would linger. Every run of the consumer tests starts from empty pacts, and
 * ends with their random parts made fixed.
 */
export default function clearPacts() {
  mkdirSync(pactsDir, { recursive: true });
  for (const file of readdirSync(pactsDir)) if (file.endsWith('.json')) rmSync(`${pactsDir}/${file}`);

  return () => {
    for (const file of readdirSync(pactsDir).filter((name) => name.endsWith('.json'))) {
      const path = `${pactsDir}/${file}`;
      const pact = JSON.parse(readFileSync(path, 'utf8')) as { interactions: { request: RecordedRequest }[] };
      for (const interaction of pact.interactions) fixMultipartBoundary(interaction.request);
      writeFileSync(path, `${JSON.stringify(pact, null, 2)}\n`);
    }
  };
}
