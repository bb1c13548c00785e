import { StoreFailure } from '@more/core';
import { aChatMessage, aUser } from '@more/core/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../shared/services';
import { ChatWidget } from './ChatWidget';
import { layoutServices, renderAt, settled } from './layout.fixture';

const conversation = [
  aChatMessage({ id: 1, from: 'customer', senderName: 'Sinta Pembeli', text: 'Apakah meja ini ready?', read: true, sentAt: Date.UTC(2026, 10, 20, 3) }),
  aChatMessage({ id: 2, text: 'Ready, Kak.', read: false, sentAt: Date.UTC(2026, 10, 20, 4) }),
  aChatMessage({ id: 3, text: 'Mau dikirim ke kota mana?', read: false, sentAt: Date.UTC(2026, 10, 20, 4, 1) }),
];

const openPanel = async () => {
  fireEvent.click(screen.getByTestId('chat-widget'));
  // The panel is its own chunk: the frame shows first, then the panel.
  const panel = await screen.findByTestId('chat-panel');
  expect(screen.getByRole('dialog', { name: 'Chat dengan MORE' })).toBe(panel);
  await settled();
  return panel;
};

describe('<ChatWidget> (document 1 §2 "Floating chat widget"; §6 "the chat inbox redirects to login")', () => {
  it('takes a guest to login, coming back to the inbox', () => {
    const { services } = layoutServices();
    renderAt(<ChatWidget />, services);
    const link = screen.getByRole('link', { name: 'Chat dengan kami' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fprofile%2Fchats');
    expect(link.getAttribute('data-testid')).toBe('chat-widget');
  });

  it('renders the guest\'s link on the server, whoever is logged in', () => {
    const { services } = layoutServices({ user: aUser(), chat: conversation });
    const html = renderToString(
      <ServicesProvider services={services}>
        <Router ssrPath="/" ssrSearch="">
          <ChatWidget />
        </Router>
      </ServicesProvider>,
    );
    expect(html).toContain('href="/login?redirect=%2Fprofile%2Fchats"');
  });

  it('shows a customer how many messages wait, and opens the conversation, marking them read', async () => {
    const { services, chatApi } = layoutServices({ user: aUser(), chat: conversation });
    renderAt(<ChatWidget />, services);
    await settled();
    expect(screen.getByTestId('chat-unread-count').textContent).toContain('2');
    expect(screen.getByRole('button', { name: /^Chat dengan kami\s*, 2 pesan belum dibaca$/ }).getAttribute('aria-expanded')).toBe('false');

    const panel = await openPanel();
    expect(within(panel).getAllByTestId('chat-message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Apakah meja ini ready?'),
      expect.stringContaining('Ready, Kak.'),
      expect.stringContaining('Mau dikirim ke kota mana?'),
    ]);
    expect(within(panel).getAllByTestId('chat-message')[1]!.textContent).toContain('20 November 2026 11:00');
    expect(screen.queryByTestId('chat-unread-count')).toBeNull();
    expect(chatApi.calls.map((c) => c.call)).toEqual(['unreadCount', 'messages', 'markRead']);
    expect(chatApi.calls[1]!.argument).toEqual({ page: 1, perPage: 20 });
    expect(document.activeElement).toBe(within(panel).getByRole('textbox', { name: 'Tulis pesan' }));
  });

  it('sends what the customer writes, shows it at once, then the reply', async () => {
    const { services, chatApi } = layoutServices({ user: aUser(), chat: conversation });
    renderAt(<ChatWidget />, services);
    const panel = await openPanel();
    const box = within(panel).getByRole('textbox', { name: 'Tulis pesan' });
    const send = within(panel).getByRole('button', { name: 'Kirim pesan' });
    expect(send.hasAttribute('disabled')).toBe(true);

    fireEvent.change(box, { target: { value: 'Ke Surabaya, Kak' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(within(panel).getAllByTestId('chat-message').at(-1)!.textContent).toContain('Ke Surabaya, Kak');
    await settled();
    expect(chatApi.calls.filter((c) => c.call === 'send')).toEqual([{ call: 'send', argument: 'Ke Surabaya, Kak' }]);
    expect(within(panel).getAllByTestId('chat-message')).toHaveLength(4);
  });

  it('closes on Escape and gives focus back to the widget', async () => {
    const { services } = layoutServices({ user: aUser(), chat: conversation });
    renderAt(<ChatWidget />, services);
    const panel = await openPanel();
    fireEvent.keyDown(within(panel).getByRole('textbox', { name: 'Tulis pesan' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('chat-widget'));
    expect(screen.getByTestId('chat-widget').getAttribute('aria-expanded')).toBe('false');
  });

  it('explains a failure in Indonesian and offers a retry that recovers', async () => {
    const { services, chatApi } = layoutServices({ user: aUser(), chat: conversation });
    chatApi.failing.messages = new StoreFailure('network', 'GET more/user/chat', 'offline');
    renderAt(<ChatWidget />, services);
    const panel = await openPanel();
    const alert = within(panel).getByRole('alert');
    expect(alert.textContent).toContain('Percakapan belum dapat ditampilkan.');
    expect(alert.textContent).toContain('Koneksi ke server terputus.');

    delete chatApi.failing.messages;
    fireEvent.click(within(panel).getByRole('button', { name: 'Coba Lagi' }));
    await settled();
    expect(within(panel).getAllByTestId('chat-message')).toHaveLength(3);
  });

  it('shows bubbles while the conversation loads', async () => {
    const { services, chatApi } = layoutServices({ user: aUser(), chat: conversation });
    let answer: () => void = () => {};
    const messages = chatApi.messages.bind(chatApi);
    chatApi.messages = (query) => new Promise((resolve) => (answer = () => resolve(messages(query))));
    renderAt(<ChatWidget />, services);
    fireEvent.click(screen.getByTestId('chat-widget'));
    await screen.findByTestId('chat-panel');
    expect(screen.getByTestId('chat-skeleton')).toBeTruthy();
    answer();
    await settled();
    expect(screen.queryByTestId('chat-skeleton')).toBeNull();
  });
});
