import type { RequestByCall } from '../request-registry';
import {
  emailBodyWire,
  firstPasswordBodyWire,
  oneTimeCodeParamsWire,
  passwordChangeBodyWire,
  passwordResetBodyWire,
  phoneBodyWire,
  profileChangesBodyWire,
  profilePhotoFormWire,
  pushDeviceFormWire,
  whatsappCodeBodyWire,
} from './account-request.wire';

/** What each account call sends, for the OpenAPI document and its proof against the pacts. */
export const accountRequestByCall: RequestByCall = {
  'PUT more/user/update': { json: profileChangesBodyWire },
  'POST more/user/store': { form: profilePhotoFormWire },
  'PUT more/user/email': { json: emailBodyWire },
  'POST more/user/token': { form: pushDeviceFormWire },
  'POST more/user/password': { json: passwordChangeBodyWire },
  'POST more/user/reset': { json: firstPasswordBodyWire },
  'POST mail/otp': { json: emailBodyWire },
  'POST mail/otp/{code}': { params: oneTimeCodeParamsWire, json: emailBodyWire },
  'POST message/wa/otp': { json: phoneBodyWire },
  'POST message/wa/otp/{code}': { params: oneTimeCodeParamsWire, json: whatsappCodeBodyWire },
  'POST mail/reset/password': { json: passwordResetBodyWire },
};
