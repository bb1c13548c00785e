import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { pactsDir } from './pact-setup';

/**
 * Pact merges into an existing file, so an interaction removed from the tests
 * would linger. Every run of the consumer tests starts from empty pacts.
 */
export default function clearPacts() {
  mkdirSync(pactsDir, { recursive: true });
  for (const file of readdirSync(pactsDir)) if (file.endsWith('.json')) rmSync(`${pactsDir}/${file}`);
}
