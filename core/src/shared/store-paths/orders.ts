import { orders } from './frame';
import { segment } from './segment';

/** The address of a tab of the orders (`all` or an order status) at a page: page 1 and the all-orders tab say nothing, so each view has one address. */
export const ordersTab = ({ tab, page }: { readonly tab: string; readonly page: number }): string => {
  const parts = [...(tab === 'all' ? [] : [`status=${tab}`]), ...(page > 1 ? [`page=${page}`] : [])];
  return parts.length > 0 ? `${orders}?${parts.join('&')}` : orders;
};
export const order = (ordersn: string): string => `/profile/order/${segment(ordersn)}`;
export const invoices = '/invoice';
export const invoicePrint = (ordersn: string): string => `/invoice-print/${segment(ordersn)}`;
