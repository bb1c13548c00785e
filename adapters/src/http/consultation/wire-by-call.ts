import type { WireByCall } from '../wire-registry';
import {
  consultationLocationsWire,
  consultationReceiptWire,
  interiorProjectListWire,
  interiorProjectWire,
  propertyTypesWire,
} from './consultation.wire';

/** The `data` schema of each consultation call's answer, for the conformance test of the mock. */
export const consultationWireByCall: WireByCall = {
  'GET more/interior/customer': interiorProjectListWire,
  'GET more/interior/customer/{id}': interiorProjectWire,
  'GET more/project/data/property': propertyTypesWire,
  'GET more/project/data/location': consultationLocationsWire,
  'POST more/project': consultationReceiptWire,
};
