import type { WireByCall } from '../wire-registry';
import { bankListWire, cityListWire, citySearchWire, districtListWire, provinceListWire, villageListWire } from './region.wire';

/** The `data` schema of each regions call's answer, for the conformance test of the mock. */
export const regionsWireByCall: WireByCall = {
  'GET uni/province': provinceListWire,
  'GET uni/city': cityListWire,
  'GET uni/city/all-city': cityListWire,
  'GET uni/city/overall': citySearchWire,
  'GET uni/district': districtListWire,
  'GET uni/village': villageListWire,
  'GET uni/bank': bankListWire,
};
