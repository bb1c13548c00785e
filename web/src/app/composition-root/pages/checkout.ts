import { CheckoutApiToken, Checkout, DeviceTypeStoreToken, IdGeneratorToken, NavigationToken } from '@more/core';
import { providePageService } from '../page-services';

// The checkout (see page-services.ts). The checkout screens complete this binding (draft store, options, orderPlaced$ → cart).
providePageService(Checkout, (get) => new Checkout(get(CheckoutApiToken), get(IdGeneratorToken), get(NavigationToken), get(DeviceTypeStoreToken)));
