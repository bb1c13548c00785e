import type { CallName } from '@more/adapters/wire';
import { http, type HttpHandler } from 'msw';
import type { CustomerRecord } from '../db/account';
import { MOCK_SHIPMENT_TOKEN } from '../defaults';
import { type MockContext, shortcutsFor } from './context';
import { withPhotoAddresses } from './media';
import { queryOf } from './query';
import { refuse } from './respond';

export interface CallInput {
  readonly request: Request;
  readonly url: URL;
  /** Values of the path template's `{placeholders}`. */
  readonly params: Readonly<Record<string, string>>;
  /** The raw query, lists under their name without `[]`. */
  readonly query: Readonly<Record<string, string | string[]>>;
  /** The origin of absolute image URLs: the mock's configured public origin (MockContext.publicOrigin), in process the request's. */
  readonly origin: string;
}

export type Resolver<Extra = object> = (input: CallInput & Extra) => Response | Promise<Response>;

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** Document 2's `{slug}` placeholders as msw's `:slug`. */
const mswPath = (template: string) => template.replace(/\{(\w+)\??\}/g, ':$1');

export const bearerToken = (request: Request): string | null => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
};

/** The customer a bearer token belongs to, or null: unknown, logged out, ended by a password change, or past its life. */
export const customerOf = (ctx: MockContext, request: Request): CustomerRecord | null => {
  const token = bearerToken(request);
  if (!token) return null;
  const session = ctx.db.sessions.findFirst((q) => q.where({ token }));
  if (!session) return null;
  if (session.createdAt + ctx.sessionSeconds <= ctx.clock.unixSeconds()) {
    // Expired: forgotten, as a real API forgets it (the store then logs out, document 1 §4).
    ctx.db.sessions.deleteMany((q) => q.where({ token }));
    return null;
  }
  return ctx.db.customers.findFirst((q) => q.where({ id: session.customerId })) ?? null;
};

export const UNAUTHENTICATED_MESSAGE = 'Silakan login terlebih dahulu';

/**
 * Registers handlers by the name document 2 gives the call (`GET uni/product/{slug}`),
 * so the mock can say which calls it answers, and applies the rules every call of
 * a kind shares: `more/` calls need a customer's bearer token (document 2 §6), the
 * shipment service needs its embedded credential.
 */
export class Router {
  private readonly handled = new Set<CallName>();

  constructor(private readonly ctx: MockContext) {}

  /** The calls registered so far. */
  get calls(): ReadonlySet<CallName> {
    return this.handled;
  }

  /** A call anyone may make (auth/, uni/, mail/, message/, moreverse/). */
  public(name: CallName, resolve: Resolver): HttpHandler {
    const { method, template } = this.split(name);
    if (template.startsWith('more/')) throw new Error(`${name} is under more/: register it with customer()`);
    return this.register(name, this.ctx.storeApiBase, method, template, resolve);
  }

  /** A `more/` call: answered 401 without a valid token, else with the customer. */
  customer(name: CallName, resolve: Resolver<{ readonly customer: CustomerRecord }>): HttpHandler {
    const { method, template } = this.split(name);
    if (!template.startsWith('more/')) throw new Error(`${name} is not under more/: register it with public()`);
    return this.register(name, this.ctx.storeApiBase, method, template, (input) => {
      const customer = customerOf(this.ctx, input.request);
      return customer ? resolve({ ...input, customer }) : refuse(401, UNAUTHENTICATED_MESSAGE);
    });
  }

  /**
   * A call of the shipment service: answered 401 unless it carries the service's credential, or the
   * README's token while the developer's shortcuts are on (anyone who reads the README knows it).
   */
  shipment(name: CallName, resolve: Resolver): HttpHandler {
    const { method, template } = this.split(name);
    return this.register(name, this.ctx.shipmentBase, method, template, (input) => {
      const token = bearerToken(input.request);
      const accepted = token === this.ctx.shipmentToken || (token === MOCK_SHIPMENT_TOKEN && shortcutsFor(this.ctx, input.request));
      return accepted ? resolve(input) : refuse(401, 'Token layanan pengiriman tidak valid');
    });
  }

  private split(name: CallName) {
    const space = name.indexOf(' ');
    return { method: name.slice(0, space) as keyof typeof methods, template: name.slice(space + 1) };
  }

  private register(name: CallName, base: string, method: keyof typeof methods, template: string, resolve: Resolver): HttpHandler {
    if (this.handled.has(name)) throw new Error(`${name} is registered twice`);
    this.handled.add(name);
    return methods[method](`${base}${mswPath(template)}`, async ({ request, params }) => {
      const url = new URL(request.url);
      const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
      const answer = await resolve({ request, url, params: values, query: queryOf(request), origin: this.ctx.publicOrigin.value ?? url.origin });
      // With a photo renderer (the Node store server), the answer's pictures are the photos (`.jpg`).
      return withPhotoAddresses(this.ctx, answer);
    });
  }
}

/**
 * msw answers with the first handler that matches, so `uni/product/search` must
 * come before `uni/product/:slug`: literal paths first, then by fewer parameters.
 */
export const bySpecificity = (a: HttpHandler, b: HttpHandler): number =>
  parameterCount(a) - parameterCount(b);

const parameterCount = (handler: HttpHandler): number => (String(handler.info.path).match(/:\w+/g) ?? []).length;
