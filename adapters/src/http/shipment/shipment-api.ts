import { isStoreFailure, StoreFailure } from '@more/core';
import type * as z from 'zod/mini';
import type { CallName } from '../call-name';
import { type CallInput, JsonClient, type JsonClientOptions } from '../json-client';
import { shipmentEnvelopeHead, shipmentRefusalWire } from './shipment.wire';

export interface ShipmentApiOptions extends Omit<JsonClientOptions, 'accessToken'> {
  /** The service's fixed embedded credential (document 2 §6), sent as the bearer token of every call. */
  readonly token: string;
}

/**
 * The multichannel shipment service: a host of its own, its own credential
 * and its own envelope (`status` / `message` / `result`). A call answers its
 * validated `result` or throws a StoreFailure naming the call, with the
 * service's message as `serverMessage` whenever the service gave one.
 */
export class ShipmentApi {
  private readonly client: JsonClient;

  constructor(options: ShipmentApiOptions) {
    const { token, ...client } = options;
    this.client = new JsonClient({ ...client, accessToken: () => token });
  }

  async call<Result extends z.ZodMiniType>(name: CallName, result: Result, input: CallInput = {}): Promise<z.output<Result>> {
    let body: unknown;
    try {
      body = await this.client.send(name, input);
    } catch (error) {
      throw withServiceMessage(error);
    }
    const head = this.client.parse(name, shipmentEnvelopeHead, body);
    if (!head.status) {
      throw this.client.fail(new StoreFailure('rejected', name, head.message, { serverMessage: head.message, data: body }));
    }
    return this.client.parse(name, result, (body as { result?: unknown }).result);
  }
}

/** The JSON client reads the store API's refusals only; the service's `message` is read here. */
const withServiceMessage = (error: unknown): unknown => {
  if (!isStoreFailure(error) || error.details.serverMessage !== undefined) return error;
  const body = shipmentRefusalWire.safeParse(error.details.data);
  return body.success ? new StoreFailure(error.kind, error.call, error.message, { ...error.details, serverMessage: body.data.message }) : error;
};

export const createShipmentApi = (options: ShipmentApiOptions): ShipmentApi => new ShipmentApi(options);
