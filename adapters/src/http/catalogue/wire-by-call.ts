import type { WireByCall } from '../wire-registry';
import { categoryGroupListWire, categoryListWire, filterOptionsWire } from './category.wire';
import { productListWire } from './product.wire';
import {
  comboDealListWire,
  freeGiftOfferListWire,
  preOrderOfferListWire,
  productGroupListWire,
  productGroupWire,
  searchSuggestionsWire,
  topProductsWire,
} from './showcase.wire';

/** The `data` schema of each catalogue call's answer, for the conformance test of the mock. */
export const catalogueWireByCall: WireByCall = {
  'GET uni/product': productListWire,
  'GET uni/product/search': searchSuggestionsWire,
  'GET uni/product/top': topProductsWire,
  'GET uni/product/filter': filterOptionsWire,
  'GET uni/category': categoryListWire,
  'GET uni/category/group': categoryGroupListWire,
  'GET uni/product/groups': productGroupListWire,
  'GET uni/product/group/{id}': productGroupWire,
  'GET uni/product/combo': comboDealListWire,
  'POST uni/product/free': freeGiftOfferListWire,
  'POST uni/product/po': preOrderOfferListWire,
};
