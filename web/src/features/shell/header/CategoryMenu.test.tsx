import { MEGA_MENU_COLUMN_SIZE, StoreFailure } from '@more/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryMenu } from './CategoryMenu';
import { HeaderDropdownsProvider } from './header-dropdowns';
import { type HeaderWorldOptions, aHeaderWorld, houseBrands, renderInWorld } from './header-world.fixture';

const setUp = async (options: HeaderWorldOptions = {}, failing = false) => {
  const world = aHeaderWorld(options);
  if (failing) world.catalogue.failWith = new StoreFailure('server', 'GET uni/category', 'down');
  await act(async () => {
    await world.menus.ensureLoaded();
  });
  renderInWorld(
    world,
    <HeaderDropdownsProvider>
      <CategoryMenu />
      <p>Konten halaman</p>
    </HeaderDropdownsProvider>,
  );
  return world;
};

const menuButton = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('<CategoryMenu>', () => {
  it('shows 5 skeleton items while the menus load', () => {
    const world = aHeaderWorld({ menusPending: true });
    void world.menus.ensureLoaded();
    renderInWorld(
      world,
      <HeaderDropdownsProvider>
        <CategoryMenu />
      </HeaderDropdownsProvider>,
    );
    expect(screen.getAllByTestId('header-menu-skeleton')).toHaveLength(5);
    expect(screen.getByRole('navigation').getAttribute('aria-busy')).toBe('true');
  });

  it('lists All Products, Paket Hemat, MOREVERSE, Layanan Desain Interior, Ruangan and Brand', async () => {
    await setUp();
    const nav = screen.getByRole('navigation', { name: 'Kategori produk' });
    const top = within(nav).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement?.tagName !== 'LI' && item.closest('[hidden]') === null);
    expect(top.map((item) => item.firstElementChild?.textContent)).toEqual(['All Products', 'Paket Hemat', 'MOREVERSE', 'Layanan Desain Interior', 'Ruangan', 'Brand']);
    expect(screen.getByRole('link', { name: 'Paket Hemat' }).getAttribute('href')).toBe('/products/category_group=123');
    expect(screen.getByRole('link', { name: 'MOREVERSE' }).getAttribute('href')).toBe('/moreverse');
    expect(screen.getByRole('link', { name: 'Layanan Desain Interior' }).getAttribute('href')).toBe('/desain-interior');
  });

  it('opens mega-menus as disclosures, one at a time', async () => {
    await setUp();
    const allProducts = menuButton('All Products');
    const roomsButton = menuButton('Ruangan');
    expect(allProducts.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(allProducts).hidden).toBe(true);

    fireEvent.click(allProducts);
    expect(allProducts.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(allProducts).hidden).toBe(false);

    fireEvent.click(roomsButton);
    expect(roomsButton.getAttribute('aria-expanded')).toBe('true');
    expect(allProducts.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(allProducts).hidden).toBe(true);

    fireEvent.click(roomsButton);
    expect(roomsButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the first 12 category groups in columns of 3, and the whole list', async () => {
    await setUp();
    fireEvent.click(menuButton('All Products'));
    const panel = panelOf(menuButton('All Products'));
    const columns = panel.querySelectorAll(':scope ul[class*="column"]');
    expect(columns).toHaveLength(4);
    columns.forEach((column) => expect(column.children.length).toBeLessThanOrEqual(MEGA_MENU_COLUMN_SIZE));
    expect(within(panel).getByRole('link', { name: 'Paket Hemat' }).getAttribute('href')).toBe('/products/category_group=123');
    expect(within(panel).getByRole('link', { name: 'Grup 11' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Grup 12' })).toBeNull();
    expect(within(panel).getByRole('link', { name: /Lihat semua produk/ }).getAttribute('href')).toBe('/products');
  });

  it('lists the rooms with their sub-categories, each a filter of the list', async () => {
    await setUp();
    fireEvent.click(menuButton('Ruangan'));
    const panel = panelOf(menuButton('Ruangan'));
    expect(within(panel).getByRole('link', { name: 'Kamar Tidur' }).getAttribute('href')).toBe('/products/categories%5B%5D=1');
    expect(within(panel).getByRole('link', { name: 'Nakas' }).getAttribute('href')).toBe('/products/categories%5B%5D=1&sub_category%5B%5D=101');
  });

  it('lists the seven house brands', async () => {
    await setUp();
    fireEvent.click(menuButton('Brand'));
    const links = within(panelOf(menuButton('Brand'))).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/\d+ produk$/, '').slice(1))).toEqual(houseBrands);
    expect(links[0]?.getAttribute('href')).toBe('/products/brands%5B%5D=Arkana');
  });

  it('Escape closes the open menu and gives the focus back to its button', async () => {
    await setUp();
    const brand = menuButton('Brand');
    fireEvent.click(brand);
    const firstLink = within(panelOf(brand)).getAllByRole('link')[0] as HTMLElement;
    firstLink.focus();
    fireEvent.keyDown(firstLink, { key: 'Escape' });
    expect(brand.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(brand);
  });

  it('closes on a press outside it, and when a link inside it is followed', async () => {
    const world = await setUp();
    const roomsButton = menuButton('Ruangan');
    fireEvent.click(roomsButton);
    fireEvent.pointerDown(screen.getByText('Konten halaman'));
    expect(roomsButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(roomsButton);
    fireEvent.click(within(panelOf(roomsButton)).getByRole('link', { name: 'Kamar Anak' }));
    expect(world.location.history.at(-1)).toBe('/products/categories%5B%5D=2');
    expect(roomsButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps its plain links and offers a quiet retry when the menus fail', async () => {
    const world = await setUp({}, true);
    expect(screen.queryByRole('button', { name: 'Ruangan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All Products' }).getAttribute('href')).toBe('/products');
    expect(screen.getByRole('link', { name: 'Paket Hemat' })).toBeTruthy();
    expect(screen.getByText(/Menu kategori belum termuat/)).toBeTruthy();

    world.catalogue.failWith = null;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
      await world.menus.ensureLoaded();
    });
    expect(screen.getByRole('button', { name: 'Ruangan' })).toBeTruthy();
  });
});
