import { fileURLToPath } from 'node:url';
import type { Provider } from '../catalogue-of-calls/calls';
import { type OpenApiDocument, openApiDocument } from './document';

/** Where the documents are committed, one per provider, named as the pact files name the providers. */
export const openApiDir = fileURLToPath(new URL('../../openapi/', import.meta.url));

export const openApiFiles: readonly { readonly provider: Provider; readonly file: string }[] = [
  { provider: 'store-api', file: 'more-store-api.openapi.json' },
  { provider: 'shipment-service', file: 'more-shipment-service.openapi.json' },
];

/** A document as it is written: two-space JSON and a final newline, so a change reads as a diff. */
export const openApiText = (document: OpenApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;

export { openApiDocument };
