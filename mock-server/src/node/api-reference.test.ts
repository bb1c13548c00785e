import { readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../mock-api';
import { type RunningStoreServer, startStoreServer } from './store-server';

/**
 * Issue 25: "the mock serves the documents at /api/openapi.json and
 * /shipment/openapi.json, and a reference page at /api/docs from an npm
 * package (no CDN)".
 */
let server: RunningStoreServer;
beforeAll(async () => {
  server = await startStoreServer({ port: 0, mockApi: await createMockApi() });
});
afterAll(() => server.close());

const committed = (file: string) => readFileSync(new URL(`../../../contracts/openapi/${file}`, import.meta.url), 'utf8');

describe('the API reference beside the mock', () => {
  it.each([
    ['/api/openapi.json', 'more-store-api.openapi.json'],
    ['/shipment/openapi.json', 'more-shipment-service.openapi.json'],
  ])('serves %s as the committed document', async (path, file) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe(committed(file));
  });

  it('compresses the store API\'s document for a browser that accepts brotli', async () => {
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${server.url}/api/openapi.json`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(headers['content-encoding']).toBe('br');
    expect(body.length).toBeLessThan(committed('more-store-api.openapi.json').length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(committed('more-store-api.openapi.json'));
  });

  it('serves the reference page with every script and style from this origin, under a CSP that allows no other', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await response.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, 'same origin').toMatch(/^\/api\/docs\//);
      const file = await fetch(`${server.url}${asset}`);
      expect(file.status, asset).toBe(200);
      expect((await file.arrayBuffer()).byteLength, asset).toBeGreaterThan(100);
    }
    const start = await (await fetch(`${server.url}/api/docs/start.js`)).text();
    expect(start).toContain("url: '/api/openapi.json'");
    expect(start).toContain('validatorUrl: null');
  });

  it('leaves other methods and paths to the mock, which refuses them', async () => {
    expect((await fetch(`${server.url}/api/openapi.json`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs/index.html`)).status).toBe(404);
  });
});
