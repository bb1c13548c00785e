/**
 * Real photo sources for the image endpoint's tests and bench:images: a node:http server on a loopback port that
 * serves JPEGs (and worse) made with sharp, and the endpoint itself on another. Not a test file: imported by them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { type ImageEndpoint, type ImageEndpointOptions, createImageEndpoint } from './endpoint';

/**
 * A photo-like JPEG: soft gradients, a few hard-edged shapes (a product on a backdrop) and a sensor's grain, so it
 * compresses and encodes like a photo, not like a flat colour (too easy) or pure noise (far too hard).
 */
export const makeJpeg = async (width: number, height: number, seed = 0): Promise<Buffer> => {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 17;
  const shapes = Array.from({ length: 6 }, (_, index) => ({
    x: ((seed * 131 + index * 977) % 100) / 100,
    y: ((seed * 71 + index * 613) % 100) / 100,
    r: 0.08 + ((index * 37 + seed) % 20) / 100,
    tone: (seed * 53 + index * 89) % 200,
  }));
  for (let index = 0; index < pixels.length; index += 3) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const x = ((index / 3) % width) / width;
    const y = Math.floor(index / 3 / width) / height;
    const grain = (state % 9) - 4;
    const shape = shapes.find((candidate) => (x - candidate.x) ** 2 + (y - candidate.y) ** 2 < candidate.r ** 2);
    const base = shape ? shape.tone + 30 * Math.sin(12 * x + 7 * y) : 200 - 60 * y;
    pixels[index] = Math.max(0, Math.min(255, base + 40 * x + grain));
    pixels[index + 1] = Math.max(0, Math.min(255, base - 20 * y + grain));
    pixels[index + 2] = Math.max(0, Math.min(255, base - 30 * x + grain));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
};

/** A PNG whose header claims `width` × `height` pixels (its data is one pixel's): a decompression bomb's shape, made in no time. */
export const pngClaiming = async (width: number, height: number): Promise<Buffer> => {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#888' } }).png().toBuffer();
  // IHDR's data starts at byte 16 (8 signature + 4 length + 4 type): width, height, then its CRC over type + data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
};

export interface SourceFile {
  readonly body: Buffer | string;
  readonly type: string;
  /** Sent without Content-Length (chunked), as a host that streams does. */
  readonly chunked?: boolean;
  readonly status?: number;
  readonly location?: string;
  /** Milliseconds before the answer. */
  readonly delayMs?: number;
}

export interface SourceServer {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** How many times each path was asked. */
  readonly asked: Map<string, number>;
  close(): Promise<void>;
}

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const closing = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Serves `files` by path; anything else is a 404. */
export const startSourceServer = async (files: Readonly<Record<string, SourceFile>>): Promise<SourceServer> => {
  const asked = new Map<string, number>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?', 1)[0]!;
    asked.set(path, (asked.get(path) ?? 0) + 1);
    const file = files[path];
    const answer = () => {
      if (!file) return response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      const headers: Record<string, string> = { 'content-type': file.type, ...(file.location ? { location: file.location } : {}) };
      if (file.chunked) {
        response.writeHead(file.status ?? 200, headers);
        const body = Buffer.from(file.body);
        // In pieces, so the endpoint meets the limit while reading.
        for (let start = 0; start < body.length; start += 64 * 1024) response.write(body.subarray(start, start + 64 * 1024));
        return response.end();
      }
      return response.writeHead(file.status ?? 200, { ...headers, 'content-length': String(Buffer.byteLength(file.body)) }).end(file.body);
    };
    if (file?.delayMs) setTimeout(answer, file.delayMs);
    else answer();
  });
  return { origin: await listen(server), asked, close: closing(server) };
};

/** The endpoint alone on a loopback port (no storefront, no build): what the tests and the bench ask. */
export const startEndpointServer = async (options: ImageEndpointOptions): Promise<{ readonly url: string; readonly endpoint: ImageEndpoint; close(): Promise<void> }> => {
  const endpoint = createImageEndpoint(options);
  const server = createServer((request, response) => {
    endpoint.handle(request, response).catch(() => response.writeHead(500).end());
  });
  return { url: await listen(server), endpoint, close: closing(server) };
};
