import { describe, expect, it } from 'vitest';
import { afterLoginPath } from '../session/route-guard';
import { CHAT_INBOX_PATH, chatWidgetTarget } from './chat-widget';

describe('the chat widget ("the chat inbox redirects to login", document 1 §6)', () => {
  it('takes a guest to login, coming back to the inbox after', () => {
    expect(chatWidgetTarget(false)).toBe('/login?redirect=%2Fprofile%2Fchats');
    expect(afterLoginPath(chatWidgetTarget(false).split('?')[1]!)).toBe(CHAT_INBOX_PATH);
  });

  it('takes a customer to the inbox', () => {
    expect(chatWidgetTarget(true)).toBe('/profile/chats');
  });
});
