import type { RequestByCall } from '../request-registry';
import { loginBodyWire, registerBodyWire, socialLoginBodyWire } from './session-request.wire';

/** What each session call sends, for the OpenAPI document and its proof against the pacts. */
export const sessionRequestByCall: RequestByCall = {
  'POST auth/login': { json: loginBodyWire },
  'POST auth/register': { json: registerBodyWire },
  'POST auth/facebook': { json: socialLoginBodyWire },
  'POST auth/google': { json: socialLoginBodyWire },
};
