import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type ChatsPage from './pages/ChatsPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type ChatPage = FeaturePage<'chat', { ChatsPage: typeof ChatsPage }>;

/**
 * The chat with the store (its box is the 'chat' module's, which the frame's chat widget loads for a customer too).
 */
export const chatRoutes = [
  { name: 'ProfileChats', path: '/profile/chats', page: 'chat/ChatsPage', modules: ['chat'], frame: 'profile/ProfileFrame', access: 'login', title: 'Chat' },
] as const satisfies readonly RouteRow<ChatPage>[];
