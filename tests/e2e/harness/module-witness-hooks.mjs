// The resolve hook of module-witness.mjs (it runs on the loader's thread): one line per module resolved.
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let file = '';
export const initialize = (data) => {
  file = data.file;
};

export const resolve = async (specifier, context, next) => {
  const resolved = await next(specifier, context);
  if (resolved.url.startsWith('file:')) appendFileSync(file, `${fileURLToPath(resolved.url)}\n`);
  return resolved;
};
