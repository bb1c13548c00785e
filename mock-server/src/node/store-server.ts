import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { getResponse } from 'msw';
import { createMockApi, type MockApi } from '../mock-api';
import { shipmentFaultsFrom } from '../handlers/shipment/faults';
import { CLIENT_ADDRESS_HEADER } from '../handlers/limits';
import { serveApiReference } from './api-reference';
import { isLoopbackAddress, reachableOrigin, unreadableRequest } from '@more/adapters/request-checks';
import type { PhotoRenderer } from '../media/photos';
import { sharedPhotoRenderer } from './photo-renderer';
import { StateFile } from './state-file';
import { isCompressible, negotiateEncoding, serveStatic } from './static-files';

export interface StoreServerOptions {
  /** 0 picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** The storefront's production build; without it only the APIs and media answer. */
  readonly staticDir?: string;
  /** An already seeded mock API (tests bring their own); one is created otherwise. */
  readonly mockApi?: MockApi;
  readonly log?: (line: string) => void;
  /**
   * Answers POST /__mock/reset and POST /__mock/clock (tests and the end-to-end
   * fixture only; never for the storefront of `npm start`).
   */
  readonly testControls?: boolean;
  /** Keeps the mock's state in this JSON file between runs. */
  readonly stateFile?: string;
  /**
   * Where shoppers reach this mock when another process faces them (the
   * workers of `npm start` listen on HOST and pass the mock's paths to this
   * server on loopback): the shortcuts follow that address, not this one.
   */
  readonly publicAddress?: string;
  /**
   * The origin shoppers reach the store at (PUBLIC_ORIGIN, or the workers' address): every absolute
   * address in the mock's answers starts with it. This server's own address when not given.
   */
  readonly publicOrigin?: string;
  /**
   * Asks for the developer's shortcuts (MockContext.shortcuts): `npm start` and the browser tests do.
   * Off unless asked; even asked, off when shoppers reach the store beyond this machine (a listening or
   * public address that is not loopback), and for any request that came through a proxy.
   */
  readonly shortcuts?: boolean;
  /**
   * Makes the media host's photos: products, banners, covers … are JPEG photos and the answers name them (`.jpg`).
   * The mock's own renderer if it has one, else the process's shared one (sharedPhotoRenderer: cached in memory and in
   * `node_modules/.cache/more-media/`); null serves drawings only (`.svg`), as the browser's mock does.
   */
  readonly photos?: PhotoRenderer | null;
}

export interface RunningStoreServer {
  readonly url: string;
  readonly port: number;
  readonly mockApi: MockApi;
  close(): Promise<void>;
}

/** Paths that belong to the mock's APIs and media host, never to the storefront (which passes them on to the mock when it is mounted: mount.ts). */
export const SERVICE_PREFIXES = ['/api/', '/shipment/', '/media/'] as const;
/** A path of the mock's store API, shipment service or media host. */
export const isServicePath = (pathname: string): boolean => SERVICE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
const MAX_BODY_BYTES = 20 * 1024 * 1024;

/**
 * One real HTTP server for the whole store on one machine: the mock store API
 * under /api/, the shipment service under /shipment/, generated images under
 * /media/, and the storefront's build everywhere else.
 */
export const startStoreServer = async (options: StoreServerOptions = {}): Promise<RunningStoreServer> => {
  const mockApi = options.mockApi ?? (await createMockApi());
  // Nothing is rendered here: each photo is made on its first request (a start stays quick).
  if (options.photos !== undefined) mockApi.setPhotoRenderer(options.photos);
  else if (mockApi.photoRenderer === null) mockApi.setPhotoRenderer(sharedPhotoRenderer());
  const log = options.log ?? (() => {});
  const stateFile = options.stateFile ? new StateFile(options.stateFile, mockApi.db) : null;
  if (stateFile && (await stateFile.load())) log(`Mock state loaded from ${options.stateFile}`);

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent) {
        writeJson(response, 500, { success: false, message: 'Terjadi kesalahan pada server tiruan' });
      } else {
        response.destroy();
      }
    });
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const unreadable = unreadableRequest(request);
    if (unreadable) {
      writeJson(response, 400, { success: false, message: unreadable });
      return;
    }
    if (options.testControls && pathname.startsWith('/__mock/')) {
      await testControl(mockApi, pathname, request, response);
      return;
    }
    if (isServicePath(pathname)) {
      if (await serveApiReference(request, response, pathname)) return;
      const body = await readBody(request);
      if (body === 'too-large') {
        // The rest of the body is still on its way: discard it and close, so the connection is not reused mid-body.
        request.resume();
        response.setHeader('connection', 'close');
        writeJson(response, 413, { success: false, message: 'Ukuran data melebihi batas 20 MB' });
        return;
      }
      const fetchRequest = toFetchRequest(request, body);
      const answer = await getResponse(mockApi.handlers, fetchRequest);
      if (stateFile && request.method !== 'GET' && request.method !== 'HEAD') stateFile.saveSoon();
      if (answer) {
        await writeFetchResponse(request, response, answer);
      } else {
        writeJson(response, 404, { success: false, message: `Tidak ada layanan ${request.method} ${pathname}` });
      }
      return;
    }
    if (options.staticDir) {
      await serveStatic(options.staticDir, request, response);
    } else {
      writeJson(response, 404, { success: false, message: `Tidak ada layanan ${request.method} ${pathname}` });
    }
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  // Pictures' addresses come from configuration, never from a request's Host header.
  mockApi.setPublicOrigin(options.publicOrigin ?? reachableOrigin(port, address));
  // The shortcuts log anyone in as anyone: only when asked for, and only on a developer's own machine.
  const facing = options.publicAddress ?? address;
  const publicHost = options.publicOrigin ? new URL(options.publicOrigin).hostname.replace(/^\[|\]$/g, '') : null;
  const beyond = !isLoopbackAddress(facing) ? `shoppers reach it on ${facing}` : publicHost !== null && !isLoopbackAddress(publicHost) ? `its public origin is ${options.publicOrigin}` : null;
  const on = options.shortcuts === true && beyond === null;
  mockApi.setShortcuts(on);
  log(
    on
      // The codes themselves are in the README, not in a log (a log of a whole journey carries no code: issue 37).
      ? `Mock shortcuts on (shoppers reach it on ${facing} only; never through a proxy): the README's provider tokens, one-time code and shipment service token`
      : `Mock shortcuts off: ${beyond === null ? 'not asked for' : `${beyond}, beyond this machine`} (the README's provider tokens, one-time code and shipment service token are refused)`,
  );

  return {
    url: `http://${host}:${port}`,
    port,
    mockApi,
    close: () =>
      new Promise<void>((resolve, reject) => {
        stateFile?.saveNow();
        // Graceful: no new connections, idle ones closed now, answers under way get a moment to finish.
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 3000).unref();
      }),
  };
};

/**
 * POST /__mock/reset: back to the seed. POST /__mock/clock with
 * `{ "advance_seconds": n }` or `{ "now": epochMs }`: moves the mock's clock.
 * POST /__mock/pay with `{ "ordersn" }`: an order awaiting payment is paid.
 * POST /__mock/shipment-fault with `{ "track"?: fault | null, "customer"?: fault | null }` (shipment/faults.ts).
 */
const testControl = async (mockApi: MockApi, pathname: string, request: IncomingMessage, response: ServerResponse) => {
  if (request.method !== 'POST') {
    writeJson(response, 405, { success: false, message: 'Gunakan POST' });
    return;
  }
  if (pathname === '/__mock/reset') {
    await mockApi.reset();
    writeJson(response, 200, { success: true, message: 'Data tiruan kembali ke awal', data: { now: mockApi.clock.now() } });
    return;
  }
  if (pathname === '/__mock/clock') {
    const body = await readBody(request);
    let input: { advance_seconds?: unknown; now?: unknown } = {};
    try {
      input = JSON.parse(Buffer.isBuffer(body) ? body.toString() : '{}') as typeof input;
    } catch {
      // Answered below as a refusal.
    }
    if (typeof input.advance_seconds === 'number') mockApi.clock.advance(input.advance_seconds * 1000);
    else if (typeof input.now === 'number') mockApi.clock.set(input.now);
    else {
      writeJson(response, 422, { success: false, message: 'Kirim advance_seconds atau now (angka)' });
      return;
    }
    writeJson(response, 200, { success: true, message: 'Jam tiruan dipindah', data: { now: mockApi.clock.now() } });
    return;
  }
  if (pathname === '/__mock/pay') {
    // The payment gateway's notice that a virtual account was paid: the bank's side of /profile/pay, which no call of document 2 makes.
    const body = await readBody(request);
    let input: { ordersn?: unknown } = {};
    try {
      input = JSON.parse(Buffer.isBuffer(body) ? body.toString() : '{}') as typeof input;
    } catch {
      // Answered below as a refusal.
    }
    const order = typeof input.ordersn === 'string' ? mockApi.db.orders.findFirst((q) => q.where((record) => record.ordersn === input.ordersn)) : undefined;
    if (!order) {
      writeJson(response, 404, { success: false, message: 'Kirim ordersn pesanan yang ada' });
      return;
    }
    if (order.status !== 'awaiting_payment') {
      writeJson(response, 422, { success: false, message: 'Pesanan ini tidak menunggu pembayaran' });
      return;
    }
    const now = mockApi.clock.unixSeconds();
    await mockApi.db.orders.update(order, {
      data(record) {
        record.status = 'processing';
        record.paidAt = now;
        record.payBefore = null;
      },
    });
    writeJson(response, 200, { success: true, message: 'Pembayaran diterima', data: { ordersn: order.ordersn } });
    return;
  }
  if (pathname === '/__mock/shipment-fault') {
    // The shipment service fails as told until cleared or reset: the storefront's server calls it, where a browser test cannot intercept.
    const body = await readBody(request);
    let faults: ReturnType<typeof shipmentFaultsFrom>;
    try {
      faults = shipmentFaultsFrom(JSON.parse(Buffer.isBuffer(body) ? body.toString() : '{}'));
    } catch {
      faults = 'Kirim JSON';
    }
    if (typeof faults === 'string') return writeJson(response, 422, { success: false, message: faults });
    mockApi.setShipmentFaults(faults);
    writeJson(response, 200, { success: true, message: 'Gangguan layanan pengiriman diatur', data: faults });
    return;
  }
  writeJson(response, 404, { success: false, message: `Tidak ada kontrol ${pathname}` });
};

const readBody = async (request: IncomingMessage): Promise<Buffer | null | 'too-large'> => {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

const toFetchRequest = (request: IncomingMessage, body: Buffer | null): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Who is asking, for the mock's per-client limits (handlers/limits.ts): the connection's address. Only a
  // process on this machine (a worker of `npm start`, passing on its shopper's) may name another.
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (!(isLoopbackAddress(peer) && headers.has(CLIENT_ADDRESS_HEADER))) headers.set(CLIENT_ADDRESS_HEADER, peer);
  const url = `http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`;
  return new Request(url, { method: request.method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What every answer of the services carries: a browser never guesses their
 * type (a JSON answer or an uploaded "picture" never runs as a page).
 */
const serviceHeaders = { 'x-content-type-options': 'nosniff' };

const writeFetchResponse = async (request: IncomingMessage, response: ServerResponse, answer: Response) => {
  const headers: Record<string, string> = { ...serviceHeaders };
  answer.headers.forEach((value, name) => (headers[name] = value));
  // An answer to a customer's token is that customer's alone: no shared cache or browser cache keeps it.
  if (request.headers.authorization) headers['cache-control'] = 'private, no-store';
  // A public read of the catalogue (`uni/`), asked without a token, is the same for every shopper: a shared cache
  // in front (deploy/'s nginx, a CDN) may keep it 30 s and serve it stale while it asks again. A real API is
  // expected to send such headers; browsers still ask every time (max-age=0). Whatever a handler said itself stands.
  const publicRead = (request.method === 'GET' || request.method === 'HEAD') && new URL(request.url ?? '/', 'http://x').pathname.startsWith('/api/uni/');
  if (publicRead && !request.headers.authorization && answer.status === 200 && !headers['cache-control']) {
    headers['cache-control'] = 'public, max-age=0, s-maxage=30, stale-while-revalidate=120';
  }
  let body: Buffer = Buffer.from(await answer.arrayBuffer());
  const compressible = isCompressible(headers['content-type'] ?? '') && body.length > 1024;
  const encoding = compressible ? negotiateEncoding(request) : null;
  // Said whenever the encoding could differ, also for an answer sent uncompressed: a cache keeps one copy per encoding.
  if (compressible) headers.vary = 'accept-encoding';
  if (encoding) {
    body = encoding === 'br' ? await brotli(body) : await gzipAsync(body);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
};

const writeJson = (response: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  response.writeHead(status, { ...serviceHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
};
