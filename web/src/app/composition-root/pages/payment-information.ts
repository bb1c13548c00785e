import { OrdersApiToken, PaymentInformation } from '@more/core';
import { providePageService } from '../page-services';
import { clearedAtLogout } from './cleared-at-logout';

// The public page of how to pay an order (/checkout/information/{ordersn}), see page-services.ts.
providePageService(PaymentInformation, (get) => clearedAtLogout(get, new PaymentInformation(get(OrdersApiToken))));
