import { type ChatBox, ChatBoxToken } from '@more/core';
import { useOnDemand } from '../../shared/on-demand';
import { useCustomer } from '../../shared/use-customer';

/** The module that binds the chat's box (features/chat/chat.module.ts). */
export const CHAT_MODULE = 'chat';

/**
 * The customer's chat box for the frame's chat widget and header link: null for a guest, who has no chat, and until
 * its module is bound (at once on a page the server rendered for the customer: the frame's loader bound it).
 */
export const useChatBox = (): ChatBox | null => useOnDemand(CHAT_MODULE, ChatBoxToken, useCustomer() !== null);
