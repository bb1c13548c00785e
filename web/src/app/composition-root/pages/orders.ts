import { BuyAgain, CartApiToken, InvoiceList, OrderDetails, OrdersApiToken, ShoppingCart } from '@more/core';
import { providePageService } from '../page-services';

// The shopper's order page, invoices and printed invoice (see page-services.ts).
providePageService(OrderDetails, (get) => new OrderDetails(get(OrdersApiToken)));
providePageService(InvoiceList, (get) => new InvoiceList(get(OrdersApiToken)));
// "Buy again: re-adds the items of an order, including combos, and checks stock" (document 1 §4).
providePageService(BuyAgain, (get) => new BuyAgain(get(CartApiToken), get(ShoppingCart)));
