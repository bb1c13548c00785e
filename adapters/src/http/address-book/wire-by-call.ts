import type { WireByCall } from '../wire-registry';
import {
  addressListWire,
  addressWire,
  bankAccountListWire,
  bankAccountWire,
  dropshipperListWire,
  dropshipperWire,
  removedEntryWire,
} from './address-book.wire';

/** The `data` schema of each address-book call's answer, for the conformance test of the mock. */
export const addressBookWireByCall: WireByCall = {
  'POST more/user/address/index': addressListWire,
  'POST more/user/address/show': addressWire,
  'POST more/user/address/store': addressWire,
  'PUT more/user/address/update': addressWire,
  'DELETE more/user/address/destroy': removedEntryWire,
  'POST more/user/dropshippers/index': dropshipperListWire,
  'POST more/user/dropshippers/show': dropshipperWire,
  'POST more/user/dropshippers/store': dropshipperWire,
  'PUT more/user/dropshippers/update': dropshipperWire,
  'DELETE more/user/dropshippers/destroy': removedEntryWire,
  'POST more/user/banks/index': bankAccountListWire,
  'POST more/user/banks/show': bankAccountWire,
  'POST more/user/banks/store': bankAccountWire,
  'PUT more/user/banks/update': bankAccountWire,
  'DELETE more/user/banks/destroy': removedEntryWire,
};
