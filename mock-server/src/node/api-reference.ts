import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypes, negotiateEncoding } from './static-files';

/**
 * The API's description for the backend teams, beside the mock that answers
 * it: the OpenAPI documents that `npm run contracts:openapi` commits to
 * contracts/openapi/, and a reference page of them (Swagger UI, served from
 * its npm package: nothing loads from another origin). Its "Try it out" sends
 * calls to this mock, on the same origin.
 */
const documentsDir = fileURLToPath(new URL('../../../contracts/openapi/', import.meta.url));
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const documents: Readonly<Record<string, string>> = {
  '/api/openapi.json': 'more-store-api.openapi.json',
  '/shipment/openapi.json': 'more-shipment-service.openapi.json',
};

/** The page's own files, by the path they are served at. */
const swaggerUiFiles: Readonly<Record<string, string>> = {
  '/api/docs/swagger-ui.css': 'swagger-ui.css',
  '/api/docs/swagger-ui-bundle.js': 'swagger-ui-bundle.js',
  '/api/docs/swagger-ui-standalone-preset.js': 'swagger-ui-standalone-preset.js',
  '/api/docs/favicon-32x32.png': 'favicon-32x32.png',
};

export const API_DOCS_PATH = '/api/docs';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MORE API reference</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/**
 * Both documents in the page's selector; no online validator badge (it would
 * call validator.swagger.io). The 21 features start folded, with a filter
 * box over them: 144 operations unfolded at once are a long scroll.
 */
const start = `window.ui = SwaggerUIBundle({
  urls: [
    { url: '/api/openapi.json', name: 'MORE store API' },
    { url: '/shipment/openapi.json', name: 'MORE shipment service' },
  ],
  dom_id: '#reference',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  validatorUrl: null,
  deepLinking: true,
  displayOperationId: true,
  docExpansion: 'none',
  filter: true,
  defaultModelsExpandDepth: 0,
  tryItOutEnabled: false,
});
`;

/** Swagger UI styles with inline style attributes and shows schemas' images as data URLs; everything else is this origin's. */
const pageSecurity = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

interface Answer {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

const answer = (body: string | Buffer, type: string, extra: Record<string, string> = {}): Answer => ({
  body: Buffer.from(body),
  headers: { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', ...extra },
});

/** The answer to a path of the reference (`/api/openapi.json`, `/shipment/openapi.json`, `/api/docs…`), or null when the path is not one. */
const referenceAnswer = async (pathname: string): Promise<Answer | null> => {
  const document = documents[pathname];
  if (document) return answer(await readFile(`${documentsDir}${document}`), contentTypes['.json']!, { 'access-control-allow-origin': '*' });
  if (pathname === API_DOCS_PATH || pathname === `${API_DOCS_PATH}/`) {
    return answer(page, contentTypes['.html']!, { 'content-security-policy': pageSecurity, 'x-frame-options': 'DENY' });
  }
  if (pathname === `${API_DOCS_PATH}/start.js`) return answer(start, contentTypes['.js']!);
  const file = swaggerUiFiles[pathname];
  if (file) return answer(await readFile(`${swaggerUiDir}/${file}`), contentTypes[file.slice(file.lastIndexOf('.'))]!);
  return null;
};

/**
 * At a middle brotli quality: Swagger UI's bundle is 1.7 MB, which the best
 * quality takes seconds to squeeze. Its files do not change while the server
 * runs, so each is compressed once per encoding; the documents may be
 * regenerated meanwhile, and are compressed as they are read.
 */
const squeeze = (body: Buffer, encoding: 'br' | 'gzip'): Buffer =>
  encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(body);
const compressedFiles = new Map<string, Buffer>();
const compress = (pathname: string, body: Buffer, encoding: 'br' | 'gzip'): Buffer => {
  if (!(pathname in swaggerUiFiles)) return squeeze(body, encoding);
  const key = `${encoding} ${pathname}`;
  if (!compressedFiles.has(key)) compressedFiles.set(key, squeeze(body, encoding));
  return compressedFiles.get(key)!;
};

/** Answers a GET or HEAD of the reference's paths and says true; false leaves the request to the mock. */
export const serveApiReference = async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const found = await referenceAnswer(pathname);
  if (!found) return false;
  const encoding = found.body.length > 1024 && !found.headers['content-type']!.startsWith('image/') ? negotiateEncoding(request) : null;
  const body = encoding ? compress(pathname, found.body, encoding) : found.body;
  response.writeHead(200, {
    ...found.headers,
    ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    'content-length': String(body.length),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
};
