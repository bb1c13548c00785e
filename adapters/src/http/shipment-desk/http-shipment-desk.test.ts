import { aTrackedShipment } from '@more/core/testing';
import { discloseShipment, isStoreFailure } from '@more/core';
import { describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpShipmentDesk } from './http-shipment-desk';
import { toShipmentDeskWire, toShipmentView } from './shipment-desk.mapper';
import { shipmentDeskWire } from './shipment-desk.wire';

const BASE = 'http://toko.test/omnitracking/api/';
const owner = { kind: 'owner' as const, orderNumber: 'MORE-20261115-0042' };

/** A desk answering every request with `answer`, noting what it was asked. */
const deskAnswering = (answer: () => Response) => {
  const asked: { url: string; method: string; authorization: string | null; body: string }[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    asked.push({ url: request.url, method: request.method, authorization: request.headers.get('authorization'), body: await request.text() });
    return answer();
  };
  const desk = new HttpShipmentDesk(createStoreApi({ baseUrl: BASE, fetch: fetcher, accessToken: () => 'token-pelanggan', retry: 0 }));
  return { desk, asked };
};
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (isStoreFailure(error) ? error : null));

describe('the shipment desk\'s wire', () => {
  it('carries a view as the server decided it, masked or full, and back', () => {
    for (const proof of [null, owner]) {
      const view = discloseShipment(aTrackedShipment(), proof);
      const wire = shipmentDeskWire.parse(JSON.parse(JSON.stringify(toShipmentDeskWire(view))));
      expect(toShipmentView(wire)).toEqual(view);
    }
    expect(JSON.stringify(toShipmentDeskWire(discloseShipment(aTrackedShipment(), null)))).not.toMatch(/Wulandari|Airlangga|0812/);
  });
});

describe('HttpShipmentDesk', () => {
  it('asks the storefront\'s own endpoints with the shopper\'s token, the lookup\'s phone in the body only', async () => {
    const data = toShipmentDeskWire(discloseShipment(aTrackedShipment(), owner));
    const { desk, asked } = deskAnswering(() => Response.json({ success: true, message: 'ok', data }));
    expect((await desk.track('JNE0042115112026')).customer).toMatchObject({ disclosure: 'full', name: 'Sinta Wulandari' });
    await desk.lookup({ orderNumber: 'MORE-20261115-0042', phone: '081234567890' });
    expect(asked[0]).toMatchObject({ url: `${BASE}shipment/JNE0042115112026`, method: 'GET', authorization: 'Bearer token-pelanggan' });
    expect(asked[1]).toMatchObject({ url: `${BASE}shipment/lookup`, method: 'POST', body: '{"order_number":"MORE-20261115-0042","phone":"081234567890"}' });
    expect(asked[1]!.url).not.toContain('0812');
  });

  it('fails with document 2 §8\'s messages', async () => {
    const refused = deskAnswering(() => Response.json({ success: false, message: 'Layanan sedang gangguan' }, { status: 502 }));
    expect(await failureOf(refused.desk.track('X1234'))).toMatchObject({ kind: 'server', message: 'Layanan sedang gangguan' });
    const unreadable = deskAnswering(() => new Response('<html>', { status: 200 }));
    expect(await failureOf(unreadable.desk.track('X1234'))).toMatchObject({ kind: 'invalid-response', message: 'Failed to get tracking data' });
    expect(await failureOf(unreadable.desk.lookup({ orderNumber: 'X1234', phone: '081234567890' }))).toMatchObject({ message: 'Failed to get customer data' });
    const invalid = deskAnswering(() =>
      Response.json({ success: false, message: 'Periksa kembali', errors: { order_number: ['Nomor pesanan wajib diisi'] } }, { status: 422 }),
    );
    expect(await failureOf(invalid.desk.lookup({ orderNumber: '', phone: '' }))).toMatchObject({
      kind: 'rejected',
      details: { fieldErrors: { orderNumber: ['Nomor pesanan wajib diisi'] } },
    });
  });
});
