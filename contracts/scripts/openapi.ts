/**
 * `npm run contracts:openapi`: writes the OpenAPI 3.1 documents of the store
 * API and the shipment service to contracts/openapi/, from the adapters' zod
 * schemas (contracts/src/openapi/document.ts). Commit what it writes; a test
 * fails when the committed files fall behind the schemas.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { openApiDir, openApiDocument, openApiFiles, openApiText } from '../src/openapi/documents';

mkdirSync(openApiDir, { recursive: true });
for (const { provider, file } of openApiFiles) {
  const document = openApiDocument(provider);
  const text = openApiText(document);
  writeFileSync(`${openApiDir}${file}`, text);
  const operations = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
  console.log(`contracts/openapi/${file}: ${operations} operations, ${Object.keys((document.components as { schemas: object }).schemas).length} schemas, ${(text.length / 1024).toFixed(1)} kB`);
}
