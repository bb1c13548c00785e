import { ComplaintChoices, ComplaintForm, ComplaintsApiToken, OrdersApiToken, ProductDetailApiToken, SentComplaints } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/**
 * The complaints (/profile/complain, /profile/complain-detail): the order lines
 * a customer may complain about, the complaint form with its photos, and the
 * complaints sent from this account. Each holds the customer's data and is
 * emptied at logout.
 */
export default new ContainerModule((options) => {
  const { useCase, httpPort } = binder(options);
  // Only these pages send complaints: the adapter is not in the frame's ports.
  httpPort(ComplaintsApiToken, () => import('@more/adapters/http/reviews').then(({ HttpComplaintsApi }) => HttpComplaintsApi));
  useCase(ComplaintChoices, [OrdersApiToken]).onActivation(clearedAtLogout);
  useCase(SentComplaints, []).onActivation(clearedAtLogout);
  useCase(ComplaintForm, [ComplaintsApiToken, OrdersApiToken, ProductDetailApiToken, SentComplaints]).onActivation(clearedAtLogout);
});
