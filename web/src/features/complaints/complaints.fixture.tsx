import {
  AuthStore,
  ComplaintChoices,
  ComplaintForm,
  InMemorySessionStore,
  type OrderDetail,
  type ProductDetail,
  SentComplaints,
} from '@more/core';
import { InMemoryComplaintsApi, InMemoryOrdersApi, InMemoryProductDetailApi, aUser } from '@more/core/testing';
import { testServices } from '../../shared/services.fixture';

export const complaintTemplates = [
  { id: 1, text: 'Barang rusak saat diterima' },
  { id: 2, text: 'Barang tidak sesuai pesanan' },
  { id: 6, text: 'Lainnya' },
];

/** Core's real complaint use cases on core's fakes, wired as the complaints module wires them. */
export const complaintsWorld = (options: { readonly orders?: readonly OrderDetail[]; readonly products?: readonly ProductDetail[] } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));
  const ordersApi = new InMemoryOrdersApi(options.orders);
  const complaintsApi = new InMemoryComplaintsApi(complaintTemplates);
  const productsApi = new InMemoryProductDetailApi(options.products);
  const sent = new SentComplaints();
  const choices = new ComplaintChoices(ordersApi);
  const form = new ComplaintForm(complaintsApi, ordersApi, productsApi, sent);
  const services = testServices([
    [AuthStore, auth],
    [SentComplaints, sent],
    [ComplaintChoices, choices],
    [ComplaintForm, form],
  ]);
  return { auth, ordersApi, complaintsApi, productsApi, sent, choices, form, services };
};

export type ComplaintsWorld = ReturnType<typeof complaintsWorld>;

export { renderAt } from '../../shared/render-at.fixture';
