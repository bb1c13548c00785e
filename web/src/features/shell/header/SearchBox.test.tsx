import { searchPath } from '@more/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type HeaderWorld, aHeaderWorld, renderInWorld } from './header-world.fixture';
import { SearchBox } from './SearchBox';

const setUp = () => {
  const world = aHeaderWorld();
  renderInWorld(world, <SearchBox />);
  return { world, box: screen.getByRole('combobox', { name: 'Cari produk' }) };
};

/** Types as a shopper does, one key at a time, each key a change of the box's whole text. */
const typeInto = (box: HTMLElement, text: string) => {
  for (let end = 1; end <= text.length; end++) fireEvent.change(box, { target: { value: text.slice(0, end) } });
};

/** Lets the 250 ms debounce pass in virtual time, then the fake showcase answer. */
const afterDebounce = async (world: HeaderWorld) => {
  await act(async () => {
    world.scheduler.flush();
    await Promise.resolve();
  });
};

const address = () => screen.getByTestId('address').textContent;

describe('<SearchBox>', () => {
  it('is a WAI-ARIA combobox controlling a listbox, collapsed at first', () => {
    const { box } = setUp();
    expect(box.tagName).toBe('INPUT');
    // ARIA in HTML allows role="combobox" on a text input, not on type="search" (the HTML checker's error).
    expect(box.getAttribute('type')).toBe('text');
    expect(box.getAttribute('data-testid')).toBe('search-box');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    const listbox = document.getElementById(box.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(listbox?.hidden).toBe(true);
    expect(screen.getByRole('search').getAttribute('action')).toBe('/products');
  });

  it('asks for suggestions once, 250 ms after the last key press, and lists them', async () => {
    const { world, box } = setUp();
    box.focus();
    typeInto(box, 'meja');
    expect(world.showcase.calls).toEqual([]);

    await afterDebounce(world);
    expect(world.showcase.calls).toEqual(['searchSuggestions meja']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Meja Makan Jati', 'Meja Tamu Marmer', 'Meja Kerja Industrial']);
    expect(screen.getByRole('status').textContent).toBe('3 saran tersedia, gunakan panah atas dan bawah untuk memilih');
  });

  it('moves through the suggestions with the arrows, wrapping, and Escape closes them, then empties the box', async () => {
    const { world, box } = setUp();
    box.focus();
    typeInto(box, 'meja');
    await afterDebounce(world);
    const options = screen.getAllByRole('option');
    const active = () => box.getAttribute('aria-activedescendant');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe(options[1]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(active()).toBe(options[2]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe(options[0]?.id);

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect((box as HTMLInputElement).value).toBe('meja');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('Enter on a highlighted suggestion searches for it', async () => {
    const { world, box } = setUp();
    box.focus();
    typeInto(box, 'meja');
    await afterDebounce(world);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(address()).toBe(searchPath('Meja Tamu Marmer'));
    expect((box as HTMLInputElement).value).toBe('Meja Tamu Marmer');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on a suggestion searches for it', async () => {
    const { world, box } = setUp();
    box.focus();
    typeInto(box, 'kursi');
    await afterDebounce(world);
    fireEvent.click(screen.getByRole('option', { name: 'Kursi Kantor Ergonomis' }));
    expect(address()).toBe('/products/q=Kursi+Kantor+Ergonomis');
  });

  it('submits the typed text with no suggestion highlighted, by Enter or the search button', async () => {
    const { world, box } = setUp();
    box.focus();
    typeInto(box, 'meja makan ');
    fireEvent.submit(screen.getByRole('search'));
    expect(address()).toBe(searchPath('meja makan'));
    // Submitting ends the wait: no suggestions arrive for a search already made.
    await afterDebounce(world);
    expect(world.showcase.calls).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(box, { target: { value: 'lemari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(address()).toBe('/products/q=lemari');
  });

  it('an empty search lists all products', () => {
    setUp();
    fireEvent.submit(screen.getByRole('search'));
    expect(address()).toBe('/products');
  });

  it('says so when no suggestion matches, and closes on leaving the box', async () => {
    const { world, box } = setUp();
    box.focus();
    typeInto(box, 'zzz');
    await afterDebounce(world);
    expect(screen.getByRole('status').textContent).toBe('Tidak ada saran untuk "zzz"');
    expect(box.getAttribute('aria-expanded')).toBe('false');

    typeInto(box, 'meja');
    await afterDebounce(world);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
