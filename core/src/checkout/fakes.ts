import type { Page, ProductSummary } from '../catalogue/product';
import { StoreFailure } from '../shared/failure';
import type { CheckoutApi, SaveOrderResult, ShippingPriceQuery } from './checkout-api.port';
import type { CheckoutOrder, ShippingOption } from './checkout-order';
import type { CheckoutSummary } from '../orders/checkout-summary';
import type { DeviceTypeStore } from './device-type.port';
import type { PaymentGroup, PaymentMethod } from './payment-method';
import type { PlacedOrder } from './placed-order';
import type { AppliedVoucher, Voucher } from './voucher';
import type { VoucherRequest } from './voucher-request';

export * from './checkout.fixture';

export type CheckoutCall = keyof CheckoutApi;

export interface InMemoryCheckoutApiOptions {
  /** Unit price by variant id; other variants cost `defaultUnitPrice`. */
  readonly prices?: ReadonlyMap<number, number>;
  readonly defaultUnitPrice?: number;
  /** Codes the server accepts (upper-case) and their discount, potongan. */
  readonly voucherDiscounts?: ReadonlyMap<string, number>;
  readonly vouchers?: readonly Voucher[];
  readonly paymentMethods?: readonly PaymentMethod[];
  readonly shippingOptions?: readonly ShippingOption[];
  readonly paymentGroups?: readonly PaymentGroup[];
  /** The products each voucher applies to, by voucher id; an id not here is an unknown voucher (404). */
  readonly voucherProducts?: ReadonlyMap<number, readonly ProductSummary[]>;
}

/**
 * The checkout API in memory. It counts totals from its prices, knows some
 * voucher codes, makes orders, and, like a server honouring idempotency
 * keys, answers a key it has already made an order for with that order.
 * Tests record every call, make the next calls fail, answer a save with new
 * totals (the 403), lose an answer after the order was made, or hold calls
 * until released to see what happens while they are pending.
 */
export class InMemoryCheckoutApi implements CheckoutApi {
  readonly calls: CheckoutCall[] = [];
  readonly summaryRequests: CheckoutOrder[] = [];
  readonly voucherRequests: VoucherRequest[] = [];
  readonly shippingQueries: ShippingPriceQuery[] = [];
  readonly saveRequests: { readonly order: CheckoutOrder; readonly idempotencyKey: string }[] = [];
  /** The orders made, by the idempotency key they were made with. */
  readonly ordersByKey = new Map<string, PlacedOrder>();

  private readonly failures = new Map<CheckoutCall, Error[]>();
  private readonly holding = new Set<CheckoutCall>();
  private readonly waiting = new Map<CheckoutCall, (() => void)[]>();
  private readonly replacedSummaries: CheckoutSummary[] = [];
  private answersToLose = 0;
  private lastBillTotal = 0;

  constructor(private readonly options: InMemoryCheckoutApiOptions = {}) {}

  /** The next `times` calls of `call` fail with `error` (after any hold is released). */
  failNext(call: CheckoutCall, error: Error, times = 1): void {
    const queue = this.failures.get(call) ?? [];
    for (let i = 0; i < times; i++) queue.push(error);
    this.failures.set(call, queue);
  }

  /** The next save that would make an order answers 403 with these totals instead. */
  replaceSummaryOnNextSave(summary: CheckoutSummary): void {
    this.replacedSummaries.push(summary);
  }

  /** The next save makes the order, but its answer never arrives (a network failure). */
  loseNextSaveAnswer(): void {
    this.answersToLose++;
  }

  /** Calls of `call` wait from now on until released, one by one. */
  hold(call: CheckoutCall): void {
    this.holding.add(call);
  }

  /** Lets the oldest waiting call of `call` go on; false when none waits. */
  release(call: CheckoutCall): boolean {
    const next = this.waiting.get(call)?.shift();
    next?.();
    return next !== undefined;
  }

  /** Stops holding `call` and lets every waiting one go on. */
  releaseAll(call: CheckoutCall): void {
    this.holding.delete(call);
    while (this.release(call));
  }

  pending(call: CheckoutCall): number {
    return this.waiting.get(call)?.length ?? 0;
  }

  async preCheckoutSummary(order: CheckoutOrder): Promise<CheckoutSummary> {
    this.summaryRequests.push(order);
    await this.answer('preCheckoutSummary');
    const summary = this.summaryOf(order);
    this.lastBillTotal = summary.billTotal;
    return summary;
  }

  async setVoucher(request: VoucherRequest): Promise<AppliedVoucher> {
    this.voucherRequests.push(request);
    await this.answer('setVoucher');
    const discount = this.options.voucherDiscounts?.get(request.code);
    if (discount === undefined) {
      throw new StoreFailure('rejected', 'POST more/transaction/cart/set-voucher', 'Voucher tidak ditemukan', {
        status: 400,
        serverMessage: 'Voucher tidak ditemukan',
      });
    }
    return { code: request.code, discount, grandTotalAfterDiscount: Math.max(0, this.lastBillTotal - discount) };
  }

  async vouchers(): Promise<readonly Voucher[]> {
    await this.answer('vouchers');
    return this.options.vouchers ?? [];
  }

  async paymentMethods(): Promise<readonly PaymentMethod[]> {
    await this.answer('paymentMethods');
    return this.options.paymentMethods ?? [];
  }

  async paymentGroups(): Promise<readonly PaymentGroup[]> {
    await this.answer('paymentGroups');
    return this.options.paymentGroups ?? [];
  }

  async voucherProducts(
    voucherId: number,
    { page = 1, perPage = 12 }: { readonly page?: number; readonly perPage?: number } = {},
  ): Promise<Page<ProductSummary>> {
    await this.answer('voucherProducts');
    const products = this.options.voucherProducts?.get(voucherId);
    if (!products) {
      throw new StoreFailure('not-found', 'GET uni/product/voucher/{id}', 'Voucher tidak ditemukan', {
        status: 404,
        serverMessage: 'Voucher tidak ditemukan',
      });
    }
    return {
      items: products.slice((page - 1) * perPage, page * perPage),
      page,
      perPage,
      total: products.length,
      totalPages: Math.ceil(products.length / perPage),
    };
  }

  async shippingPrice(query: ShippingPriceQuery): Promise<readonly ShippingOption[]> {
    this.shippingQueries.push(query);
    await this.answer('shippingPrice');
    return this.options.shippingOptions ?? [];
  }

  async saveOrder(order: CheckoutOrder, idempotencyKey: string): Promise<SaveOrderResult> {
    this.saveRequests.push({ order, idempotencyKey });
    await this.answer('saveOrder');
    const made = this.ordersByKey.get(idempotencyKey);
    if (made) return { kind: 'placed', order: made };
    const replaced = this.replacedSummaries.shift();
    if (replaced) return { kind: 'summary-replaced', summary: replaced };
    const number = String(this.ordersByKey.size + 1).padStart(4, '0');
    const placed: PlacedOrder = { orderNumber: `ORD-${number}`, billNumber: `INV/${number}` };
    this.ordersByKey.set(idempotencyKey, placed);
    if (this.answersToLose > 0) {
      this.answersToLose--;
      throw new StoreFailure('network', 'POST more/transaction/order', 'Failed to fetch');
    }
    return { kind: 'placed', order: placed };
  }

  /** The totals a server would count for an order. */
  summaryOf(order: CheckoutOrder): CheckoutSummary {
    const subtotal = order.items.reduce((sum, item) => sum + item.quantity * this.priceOf(item.variantId), 0);
    const shippingCost = order.shipping.option?.price ?? 0;
    const fee = order.payment?.fee ?? 0;
    const voucher = order.voucherCode === null ? 0 : (this.options.voucherDiscounts?.get(order.voucherCode) ?? 0);
    const discountAmount = Math.min(voucher, subtotal);
    const billTotal = subtotal + shippingCost + fee;
    return { subtotal, shippingCost, fee, discountAmount, billTotal, grandTotal: billTotal - discountAmount };
  }

  private priceOf(variantId: number): number {
    return this.options.prices?.get(variantId) ?? this.options.defaultUnitPrice ?? 1_750_000;
  }

  private async answer(call: CheckoutCall): Promise<void> {
    this.calls.push(call);
    if (this.holding.has(call)) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(call) ?? [];
        queue.push(resolve);
        this.waiting.set(call, queue);
      });
    }
    const failure = this.failures.get(call)?.shift();
    if (failure) throw failure;
  }
}

/** The stored device type in memory; 'Browser' like a shopper on the website unless told otherwise. */
export class InMemoryDeviceTypeStore implements DeviceTypeStore {
  constructor(public stored: string | null = 'Browser') {}

  storedDeviceType(): string | null {
    return this.stored;
  }
}
