// Loaded with `node --import` before a process's own code: writes down every module the process loads (ES modules
// as Node resolves them, CommonJS ones as they sit in require's cache) into MODULE_WITNESS_FILE when it exits. The
// test of `npm run serve` reads it: which files a production server really ran.
import { appendFileSync, writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const file = process.env.MODULE_WITNESS_FILE;
if (!file) throw new Error('MODULE_WITNESS_FILE is not set');
writeFileSync(file, '');
register(new URL('./module-witness-hooks.mjs', import.meta.url), { data: { file } });
const require = createRequire(import.meta.url);
process.on('exit', () => appendFileSync(file, Object.keys(require.cache).map((path) => `${path}\n`).join('')));
