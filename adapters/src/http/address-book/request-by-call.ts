import type { RequestByCall } from '../request-registry';
import {
  addressBodyWire,
  addressChangesBodyWire,
  bankAccountBodyWire,
  bankAccountChangesBodyWire,
  bookEntryBodyWire,
  dropshipperBodyWire,
  dropshipperChangesBodyWire,
} from './address-book-request.wire';

/** What each address-book call sends, for the OpenAPI document and its proof against the pacts. */
export const addressBookRequestByCall: RequestByCall = {
  'POST more/user/address/show': { json: bookEntryBodyWire },
  'POST more/user/address/store': { json: addressBodyWire },
  'PUT more/user/address/update': { json: addressChangesBodyWire },
  'DELETE more/user/address/destroy': { json: bookEntryBodyWire },
  'POST more/user/dropshippers/show': { json: bookEntryBodyWire },
  'POST more/user/dropshippers/store': { json: dropshipperBodyWire },
  'PUT more/user/dropshippers/update': { json: dropshipperChangesBodyWire },
  'DELETE more/user/dropshippers/destroy': { json: bookEntryBodyWire },
  'POST more/user/banks/show': { json: bookEntryBodyWire },
  'POST more/user/banks/store': { json: bankAccountBodyWire },
  'PUT more/user/banks/update': { json: bankAccountChangesBodyWire },
  'DELETE more/user/banks/destroy': { json: bookEntryBodyWire },
};
