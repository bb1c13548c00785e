import { StoreFailure } from '@more/core';
import * as z from 'zod/mini';
import type { CallName } from './call-name';
import { type CallInput, JsonClient, type JsonClientOptions } from './json-client';

export type StoreApiOptions = JsonClientOptions;
export type { CallInput } from './json-client';

const envelopeHead = z.object({ success: z.boolean(), message: z.string() });

/**
 * The store API: every answer comes in the `success` / `message` / `data`
 * envelope (document 2 §7). A call answers its validated `data` or throws a
 * StoreFailure naming the call; nothing else escapes.
 */
export class StoreApi {
  private readonly client: JsonClient;

  constructor(options: StoreApiOptions) {
    this.client = new JsonClient(options);
  }

  async call<Data extends z.ZodMiniType>(name: CallName, data: Data, input: CallInput = {}): Promise<z.output<Data>> {
    const body = await this.client.send(name, input);
    const head = this.client.parse(name, envelopeHead, body);
    if (!head.success) {
      throw this.client.fail(new StoreFailure('rejected', name, head.message, { serverMessage: head.message, data: body }));
    }
    return this.client.parse(name, data, (body as { data?: unknown }).data);
  }
}

export const createStoreApi = (options: StoreApiOptions): StoreApi => new StoreApi(options);
