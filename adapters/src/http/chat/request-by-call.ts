import type { RequestByCall } from '../request-registry';
import { chatMessageBodyWire, chatPageQueryWire } from './chat-request.wire';

/** What each chat call sends, for the OpenAPI document and its proof against the pacts. */
export const chatRequestByCall: RequestByCall = {
  'GET more/user/chat': { query: chatPageQueryWire },
  'POST more/user/chat/store': { json: chatMessageBodyWire },
};
