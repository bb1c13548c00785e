/** An order the server has accepted (`POST more/transaction/order`). */
export interface PlacedOrder {
  /** ordersn: the order's number, as order pages and /checkout/information/{ordersn} use it. */
  readonly orderNumber: string;
  /** bill_no: the number of the bill to pay, as the thanks page receives it. */
  readonly billNumber: string;
}
