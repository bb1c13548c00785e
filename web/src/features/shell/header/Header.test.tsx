import { aCartLine, aChatMessage, someNotifications } from '@more/core/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Header } from './Header';
import { type HeaderWorld, type HeaderWorldOptions, aHeaderWorld, renderInWorld, wrapIn } from './header-world.fixture';

const customerWithThings: HeaderWorldOptions = {
  customer: true,
  cartLines: [aCartLine({ variantId: 1, quantity: 2 })],
  notifications: someNotifications([false, false, true, true]),
  wished: [11, 12, 13],
};

/** What the header's use cases have by the time a page hydrates: menus here, the customer's things loaded. */
const settledWorld = async (options: HeaderWorldOptions) => {
  const world = aHeaderWorld(options);
  await act(async () => {
    await Promise.all([world.menus.ensureLoaded(), world.notifications.ensureLoaded(), world.cart.reload(), world.wishlist.refresh()]);
  });
  return world;
};

const renderHeader = async (options: HeaderWorldOptions = {}) => {
  const world = await settledWorld(options);
  renderInWorld(world, <Header />);
  return world;
};

describe('<Header>', () => {
  it('renders the guest\'s shape on the server, whoever is shopping, with the menus in the HTML', async () => {
    const world = await settledWorld(customerWithThings);
    const html = renderToString(wrapIn(world, <Header />, '/'));
    const page = document.createElement('div');
    page.innerHTML = html;
    const byTestId = (id: string) => page.querySelector(`[data-testid="${id}"]`);

    expect(byTestId('search-box')).not.toBeNull();
    expect(byTestId('login-link')?.getAttribute('href')).toBe('/login?redirect=%2F');
    expect(byTestId('wishlist-link')?.getAttribute('href')).toBe('/login?redirect=%2Fprofile%2Fwishlist');
    expect(byTestId('cart-button')).not.toBeNull();
    for (const personal of ['profile-menu-button', 'notifications-button', 'cart-count']) expect(byTestId(personal)).toBeNull();
    expect(page.querySelector('a[href="/products/categories%5B%5D=1"]')?.textContent).toBe('Kamar Tidur');
    expect(page.querySelector('a[href="/products/brands%5B%5D=Rumaka"]')).not.toBeNull();
  });

  it('hydrates that HTML without a mismatch, then fills in the customer\'s parts', async () => {
    const world = await settledWorld(customerWithThings);
    const container = document.createElement('div');
    container.innerHTML = renderToString(wrapIn(world, <Header />, '/'));
    document.body.append(container);
    const problems: unknown[] = [];
    const hydrated: { root?: Root } = {};
    await act(async () => {
      hydrated.root = hydrateRoot(container, wrapIn(world, <Header />, '/'), {
        onRecoverableError: (error) => problems.push(error),
      });
      await Promise.resolve();
    });
    expect(problems).toEqual([]);
    const inPage = within(container);
    expect(inPage.queryByTestId('login-link')).toBeNull();
    expect(inPage.getByTestId('profile-menu-button')).toBeTruthy();
    expect(inPage.getByTestId('cart-count').textContent).toBe('2');
    expect(inPage.getByTestId('notifications-button').getAttribute('aria-label')).toBe('Notifikasi, 2 belum dibaca');
    expect(inPage.getByTestId('wishlist-link').getAttribute('href')).toBe('/profile/wishlist');
    expect(inPage.getByTestId('wishlist-link').getAttribute('aria-label')).toBe('Wishlist, 3 produk');
    act(() => hydrated.root?.unmount());
    container.remove();
  });

  it('keeps one dropdown open at a time, mega-menus and the shopper\'s panels alike', async () => {
    await renderHeader(customerWithThings);
    const allProducts = screen.getByRole('button', { name: 'All Products' });
    const cart = screen.getByTestId('cart-button');
    const profile = screen.getByTestId('profile-menu-button');

    fireEvent.click(allProducts);
    fireEvent.click(cart);
    expect(allProducts.getAttribute('aria-expanded')).toBe('false');
    expect(cart.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(profile);
    expect(cart.getAttribute('aria-expanded')).toBe('false');
    expect(profile.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('button', { expanded: true })).toEqual([profile]);
  });

  it('closes the open dropdown when the page changes', async () => {
    const world: HeaderWorld = await renderHeader();
    const brand = screen.getByRole('button', { name: 'Brand' });
    fireEvent.click(brand);
    act(() => world.location.navigate('/products/type=terbaru'));
    expect(brand.getAttribute('aria-expanded')).toBe('false');
  });

  it('gives a guest\'s wishlist icon the device\'s count and a way through login', async () => {
    await renderHeader({ wished: [5, 6] });
    const wishlist = screen.getByTestId('wishlist-link');
    expect(wishlist.getAttribute('href')).toBe('/login?redirect=%2Fprofile%2Fwishlist');
    expect(wishlist.getAttribute('aria-label')).toBe('Wishlist, 2 produk');
    expect(screen.getByTestId('login-link')).toBeTruthy();
  });

  it('gives a customer the chat with the store, counting its unread messages as the widget does', async () => {
    const world = await renderHeader({ customer: true, chatMessages: [aChatMessage({ id: 1 }), aChatMessage({ id: 2 }), aChatMessage({ id: 3, read: true })] });
    await act(() => world.chat.refreshUnread());
    const chat = screen.getByTestId('chat-link');
    expect(chat.getAttribute('href')).toBe('/profile/chats');
    expect(chat.getAttribute('aria-label')).toBe('Chat, 2 pesan belum dibaca');
    expect(screen.getByTestId('chat-link-badge').textContent).toBe('2');
  });

  it('shows a guest no chat link', async () => {
    await renderHeader();
    expect(screen.queryByTestId('chat-link')).toBeNull();
  });

  it('folds the menus into a side panel on phones, opened by the menu button', async () => {
    await renderHeader();
    const button = screen.getByRole('button', { name: 'Buka menu kategori' });
    const dialog = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(false);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.open).toBe(true);
    // The panel's links come in their own chunk with the first open.
    expect((await within(dialog).findAllByRole('link', { name: 'Paket Hemat' }))[0]?.getAttribute('href')).toBe('/products/category_group=123');
    expect(within(dialog).getByText('Ruangan')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup menu' }));
    expect(dialog.open).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists every destination of the phone menu once: Paket Hemat is the row\'s link, not again under All Products', async () => {
    await renderHeader();
    const button = screen.getByRole('button', { name: 'Buka menu kategori' });
    fireEvent.click(button);
    const dialog = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLDialogElement;
    const links = await within(dialog).findAllByRole('link', { hidden: true });
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
    expect(links.filter((link) => link.textContent === 'Paket Hemat')).toHaveLength(1);
  });
});
