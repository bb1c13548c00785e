import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A 1×1 PNG: the smallest real picture, so the provider's image checks see a true PNG. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const TEXT_BYTES = Buffer.from('Daftar belanja: sofa, meja makan, lampu.');

const folder = mkdtempSync(join(tmpdir(), 'pact-photos-'));

/**
 * Pact's multipart bodies are read from files: writes `bytes` to one and
 * answers its path. The file's name is what the pact records for the part.
 */
export const fileOnDisk = (name: string, bytes: Buffer): string => {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
};

/** The picture as the shopper's browser hands it over. */
export const browserFile = (name: string, bytes: Buffer, type: string): File => new File([Uint8Array.from(bytes)], name, { type });
