import type { WireByCall } from '../wire-registry';
import { chatMessageWire, chatPageWire, chatUnreadWire } from './chat.wire';

/** The `data` schema of each chat call's answer, for the conformance test of the mock. */
export const chatWireByCall: WireByCall = {
  'GET more/user/chat': chatPageWire,
  'POST more/user/chat/store': chatMessageWire,
  'GET more/user/chat/unread': chatUnreadWire,
  'POST more/user/chat/read': chatUnreadWire,
};
