import type { WireByCall } from '../wire-registry';
import {
  articleDetailWire,
  articleListWire,
  newsCategoryListWire,
  newsProductListWire,
  newsTagListWire,
  selectedArticlesWire,
} from './news.wire';

/** The `data` schema of each news call's answer, for the conformance test of the mock. */
export const newsWireByCall: WireByCall = {
  'GET uni/news/tags': newsTagListWire,
  'GET uni/news/categories': newsCategoryListWire,
  'GET uni/news/tags-top': newsTagListWire,
  'GET uni/news/selected': selectedArticlesWire,
  'GET uni/news/list': articleListWire,
  'GET uni/news/{id}': articleDetailWire,
  'GET uni/news/products': newsProductListWire,
};
