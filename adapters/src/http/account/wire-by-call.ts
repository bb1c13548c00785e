import { noDataWire } from '../session/no-data.wire';
import { userWire } from '../session/user.wire';
import type { WireByCall } from '../wire-registry';
import { havePasswordWire, moreversaryWire, profileProgressWire, pushDeviceWire } from './account.wire';
import { codeConfirmedWire, codeSentWire, emailVerifiedWire, resetLinkWire } from './verification.wire';

/** The `data` schema of each account call's answer, for the conformance test of the mock. */
export const accountWireByCall: WireByCall = {
  'POST more/user/show': userWire,
  'GET more/user/moreversary': moreversaryWire,
  'PUT more/user/update': userWire,
  'POST more/user/store': userWire,
  'PUT more/user/email': userWire,
  'POST more/user/reset': noDataWire,
  'POST more/user/have/password': havePasswordWire,
  'GET more/user/check': profileProgressWire,
  'POST more/user/token': pushDeviceWire,
  'POST more/user/password': noDataWire,
  'POST mail/reset/password': noDataWire,
  'GET mail/reset/valid/{token}': resetLinkWire,
  'POST mail/otp': codeSentWire,
  'POST mail/otp/{code}': codeConfirmedWire,
  'POST message/wa/otp': codeSentWire,
  'POST message/wa/otp/{code}': codeConfirmedWire,
  'GET mail/verification/{id}': emailVerifiedWire,
};
