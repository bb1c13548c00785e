import { redirectForAccess } from '../session/route-guard';
import * as storePaths from '../shared/store-paths';

/** The customer's chat inbox (a child of /profile, document 1 §2). */
export const CHAT_INBOX_PATH = storePaths.chats;

/**
 * Where the floating chat widget leads: "the chat inbox redirects to login"
 * (document 1 §6), so a guest goes straight to the login the inbox would
 * send them to, and comes back to the inbox once logged in.
 */
export const chatWidgetTarget = (loggedIn: boolean): string => redirectForAccess('login', CHAT_INBOX_PATH, loggedIn) ?? CHAT_INBOX_PATH;
