import { token } from '../shared/token';
import type { ChatBox } from './chat-box';

/**
 * The chat's box by a token, not its class: what names it without needing it (a frame that binds it for customers
 * alone) then does not carry the class, and its conversation, to every guest.
 */
export const ChatBoxToken = token<ChatBox>('ChatBox');
