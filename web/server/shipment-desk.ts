import { HttpOrdersApi } from '@more/adapters/http/orders';
import { HttpShipmentService, createShipmentApi } from '@more/adapters/http/shipment';
import { shipmentLookupRequestWire, toShipmentDeskWire } from '@more/adapters/http/shipment-desk';
import { createStoreApi } from '@more/adapters/store-api';
import {
  CUSTOMER_LOOKUP_FAILED_MESSAGE,
  type DisclosureProof,
  type OrdersApi,
  type ShipmentService,
  type StoreFailure,
  type TrackedShipment,
  discloseShipment,
  hasFieldErrors,
  isShipmentNumber,
  isStoreFailure,
  normalOrderNumber,
  normalPhone,
  validateShipmentLookup,
} from '@more/core';
import { SHIPMENT_DESK_PATH } from '../src/app/composition-root/surroundings';

export { SHIPMENT_DESK_PATH };

export interface ShipmentDeskOptions {
  /** The shipment service: its base URL (absolute, known once this server listens; null when none is configured) and its credential. */
  readonly shipmentApiUrl: () => string | null;
  readonly shipmentToken: string;
  /** The store API (absolute), asked whether the shopper's session owns the order. */
  readonly storeApiUrl: () => string;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
}

/** One endpoint's answer; the server adds the security headers. */
const answer = (status: number, body: unknown, extra: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // A customer's name and address may be in it: never kept by a cache, never shared between shoppers.
      'cache-control': 'private, no-store',
      vary: 'authorization',
      'x-robots-tag': 'noindex',
      ...extra,
    },
  });
const refuse = (status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  answer(status, { success: false, message, ...extra }, headers);

/** A failure of the service, as the desk passes it on: not found stays 404, anything else is the service failing (502). */
const failureStatus = (failure: StoreFailure): number => (failure.kind === 'not-found' ? 404 : 502);

const bearerToken = (request: Request): string | null => /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '')?.[1] ?? null;

/** The fetch of a shipment service that is not configured (SHIPMENT_API_URL unset with a real store API). */
const unconfigured: typeof fetch = () => Promise.reject(new TypeError('no shipment service is configured (SHIPMENT_API_URL)'));

/** The lookup's body is two short numbers: anything larger is not a lookup. */
const MAX_LOOKUP_BODY = 2048;

/**
 * The storefront's own shipment endpoints (issue 20, point 5): the only
 * caller of the shipment service, whose credential never leaves this server.
 * Core decides how much of the customer each asker sees
 * (shipment-disclosure.ts): masked for a shipment number alone; in full for
 * the order's owner (the store API answers the order to the bearer token the
 * page sent) or after the lookup by phone and order number.
 *
 *   GET  /omnitracking/api/shipment/{sn}     (Authorization: Bearer <customer token>, optional)
 *   POST /omnitracking/api/shipment/lookup   { "order_number": "...", "phone": "..." } (the phone never in a URL or a log)
 *
 * Answers are in the store API's envelope; bad input is 4xx with the reason,
 * a failing service 502 (404 for an unknown number) with document 2 §8's message.
 */
export const createShipmentDesk = (options: ShipmentDeskOptions) => {
  const log = options.log ?? (() => {});
  const shipments = (): ShipmentService => {
    const baseUrl = options.shipmentApiUrl();
    // No service configured: every call fails as a service that cannot be reached does, with document 2 §8's message.
    const fetchFor = baseUrl === null ? { fetch: unconfigured } : options.fetch ? { fetch: options.fetch } : {};
    // One retry of a read: a page waits for this answer before it renders.
    return new HttpShipmentService(
      createShipmentApi({ baseUrl: baseUrl ?? 'http://shipment-service.invalid/', token: options.shipmentToken, retry: { limit: 1, methods: ['get'] }, ...fetchFor }),
    );
  };
  const ordersOf = (customerToken: string): OrdersApi =>
    new HttpOrdersApi(createStoreApi({ baseUrl: options.storeApiUrl(), accessToken: () => customerToken, retry: 0, ...(options.fetch ? { fetch: options.fetch } : {}) }));

  /** The owner's proof: the store API answers this very order to the shopper's own session. Any failure proves nothing. */
  const ownerProof = async (shipment: TrackedShipment, customerToken: string | null): Promise<DisclosureProof | null> => {
    if (!customerToken) return null;
    try {
      const order = await ordersOf(customerToken).order(shipment.orderNumber);
      return { kind: 'owner', orderNumber: order.orderNumber };
    } catch {
      return null;
    }
  };

  const track = async (request: Request, shipmentNumber: string): Promise<Response> => {
    if (!isShipmentNumber(shipmentNumber)) return refuse(400, 'Nomor pengiriman tidak valid');
    let shipment: TrackedShipment;
    try {
      shipment = await shipments().track(shipmentNumber.trim());
    } catch (error) {
      return serviceFailure(error, 'track');
    }
    const proof = await ownerProof(shipment, bearerToken(request));
    return answer(200, { success: true, message: 'Data pengiriman ditemukan', data: toShipmentDeskWire(discloseShipment(shipment, proof)) });
  };

  const lookup = async (request: Request): Promise<Response> => {
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return refuse(415, 'Kirim data sebagai JSON');
    const text = await request.text();
    if (text.length > MAX_LOOKUP_BODY) return refuse(413, 'Data yang dikirim terlalu besar');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(400, 'Data yang dikirim tidak dapat dibaca');
    }
    const parsed = shipmentLookupRequestWire.safeParse(body);
    const form = parsed.success ? { orderNumber: parsed.data.order_number, phone: parsed.data.phone } : { orderNumber: '', phone: '' };
    const mistakes = validateShipmentLookup(form);
    if (hasFieldErrors(mistakes)) {
      const errors = Object.fromEntries(
        Object.entries({ order_number: mistakes.orderNumber, phone: mistakes.phone }).flatMap(([field, message]) => (message ? [[field, [message]]] : [])),
      );
      return refuse(422, 'Periksa kembali nomor pesanan dan nomor HP', { errors });
    }
    const orderNumber = normalOrderNumber(form.orderNumber);
    let shipmentId: string;
    let proof: DisclosureProof;
    try {
      const customer = await shipments().findCustomer(normalPhone(form.phone), orderNumber);
      shipmentId = customer.shipmentId;
      proof = { kind: 'lookup', orderNumber: customer.orderNumber };
    } catch (error) {
      return serviceFailure(error, 'lookup', CUSTOMER_LOOKUP_FAILED_MESSAGE);
    }
    let shipment: TrackedShipment;
    try {
      shipment = await shipments().track(shipmentId);
    } catch (error) {
      return serviceFailure(error, 'track after lookup');
    }
    return answer(200, { success: true, message: 'Data pengiriman ditemukan', data: toShipmentDeskWire(discloseShipment(shipment, proof)) });
  };

  const serviceFailure = (error: unknown, what: string, message?: string): Response => {
    if (!isStoreFailure(error)) throw error;
    // The kind and status only: the phone and the customer's data stay out of the log.
    log(`shipment service ${what} failed: ${error.kind}${error.details.status ? ` ${error.details.status}` : ''}`);
    return refuse(failureStatus(error), message ?? error.message);
  };

  /** Answers a request under SHIPMENT_DESK_PATH. */
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.slice(SHIPMENT_DESK_PATH.length);
    if (path === 'shipment/lookup') {
      if (request.method !== 'POST') return refuse(405, 'Metode tidak diizinkan', {}, { allow: 'POST' });
      return lookup(request);
    }
    const number = /^shipment\/([^/]+)$/.exec(path)?.[1];
    if (number !== undefined) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'Metode tidak diizinkan', {}, { allow: 'GET, HEAD' });
      let shipmentNumber: string;
      try {
        shipmentNumber = decodeURIComponent(number);
      } catch {
        return refuse(400, 'Nomor pengiriman tidak valid');
      }
      return track(request, shipmentNumber);
    }
    return refuse(404, `Tidak ada layanan ${request.method} ${SHIPMENT_DESK_PATH}${path}`);
  };
};

export type ShipmentDeskHandler = ReturnType<typeof createShipmentDesk>;
