import {
  type AppliedVoucher,
  type CheckoutApi,
  type CheckoutOrder,
  type CheckoutSummary,
  type Page,
  type PaymentGroup,
  type PaymentMethod,
  type ProductSummary,
  type SaveOrderResult,
  type ShippingOption,
  type ShippingPriceQuery,
  type StoreFailure,
  type Voucher,
  type VoucherRequest,
  isStoreFailure,
} from '@more/core';
import type { IdParamsWire, PagingQueryWire } from '../request-fields';
import { toProductPage } from '../catalogue/product.mapper';
import type { StoreApi } from '../store-api';
import {
  toAppliedVoucher,
  toCheckoutOrderBody,
  toCheckoutSummary,
  toPaymentGroup,
  toPaymentMethod,
  toShippingOption,
  toVoucher,
} from './checkout.mapper';
import {
  appliedVoucherWire,
  checkoutSummaryWire,
  paymentGroupListWire,
  paymentMethodListWire,
  placedOrderWire,
  shippingOptionListWire,
  voucherListWire,
  voucherProductsWire,
} from './checkout.wire';
import type { ShippingPriceQueryWire, VoucherListQueryWire } from './checkout-request.wire';

const SAVE_ORDER = 'POST more/transaction/order';

/** The header that makes a retried save answer the order it already made (document 2 leaves the mechanism to us). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The checkout calls over the store API. */
export class HttpCheckoutApi implements CheckoutApi {
  constructor(private readonly api: StoreApi) {}

  async preCheckoutSummary(order: CheckoutOrder): Promise<CheckoutSummary> {
    const wire = await this.api.call('POST more/transaction/order/pre-checkout-summary', checkoutSummaryWire, {
      json: toCheckoutOrderBody(order),
    });
    return toCheckoutSummary(wire);
  }

  /** Form fields code, address_code, payment_code and device (document 2), as multipart form data (setVoucherFormWire). */
  async setVoucher(request: VoucherRequest): Promise<AppliedVoucher> {
    const form = new FormData();
    form.append('code', request.code);
    form.append('address_code', String(request.addressCode));
    form.append('payment_code', String(request.paymentCode));
    form.append('device', request.device);
    return toAppliedVoucher(await this.api.call('POST more/transaction/cart/set-voucher', appliedVoucherWire, { form }));
  }

  async vouchers(): Promise<readonly Voucher[]> {
    const wire = await this.api.call('GET more/voucher', voucherListWire, { searchParams: { device: 'web' } satisfies VoucherListQueryWire });
    return wire.map(toVoucher);
  }

  async paymentMethods(): Promise<readonly PaymentMethod[]> {
    return (await this.api.call('GET uni/payment/list', paymentMethodListWire)).map(toPaymentMethod);
  }

  async paymentGroups(): Promise<readonly PaymentGroup[]> {
    return (await this.api.call('GET uni/payment', paymentGroupListWire)).map(toPaymentGroup);
  }

  async shippingPrice(query: ShippingPriceQuery): Promise<readonly ShippingOption[]> {
    const wire = await this.api.call('GET uni/shipping-price', shippingOptionListWire, {
      searchParams: {
        // No address yet: the key is left out (toSearchParams would drop a null all the same).
        address_id: query.addressId ?? undefined,
        city_id: query.cityId,
        uni_product_variants_id: query.items.map((item) => item.variantId),
        quantity: query.items.map((item) => item.quantity),
      } satisfies ShippingPriceQueryWire,
    });
    return wire.map(toShippingOption);
  }

  async voucherProducts(voucherId: number, page: { readonly page?: number; readonly perPage?: number } = {}): Promise<Page<ProductSummary>> {
    const wire = await this.api.call('GET uni/product/voucher/{id}', voucherProductsWire, {
      params: { id: voucherId } satisfies IdParamsWire,
      searchParams: { page: page.page, per_page: page.perPage } satisfies PagingQueryWire,
    });
    return toProductPage(wire);
  }

  /**
   * Sends the idempotency key as the `Idempotency-Key` header. A 403 is the
   * answer document 2 §4 describes ("the checkout summary be replaced by the
   * data returned"): it comes back as `summary-replaced`, not as a failure.
   */
  async saveOrder(order: CheckoutOrder, idempotencyKey: string): Promise<SaveOrderResult> {
    try {
      const placed = await this.api.call(SAVE_ORDER, placedOrderWire, {
        json: toCheckoutOrderBody(order),
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      });
      return { kind: 'placed', order: { orderNumber: placed.ordersn, billNumber: placed.bill_no } };
    } catch (error) {
      const summary = isStoreFailure(error) ? replacedSummary(error) : null;
      if (!summary) throw error;
      return { kind: 'summary-replaced', summary };
    }
  }
}

/**
 * The summary a 403 carries in `data`, or null when the 403 carries none: then
 * it is an ordinary refusal (nothing was made) and stays a failure.
 */
const replacedSummary = (failure: StoreFailure): CheckoutSummary | null => {
  if (failure.details.status !== 403) return null;
  const parsed = checkoutSummaryWire.safeParse((failure.details.data as { data?: unknown } | undefined)?.data);
  return parsed.success ? toCheckoutSummary(parsed.data) : null;
};
