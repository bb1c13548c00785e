import { describe, expect, it } from 'vitest';
import { type HeaderDropdownId, closeHeaderDropdown, toggleHeaderDropdown } from './header-dropdowns';

const ids: readonly HeaderDropdownId[] = ['all-products', 'rooms', 'brands', 'cart', 'notifications', 'profile', 'mobile-menu'];

describe('the header\'s dropdowns', () => {
  it('opens the pressed one when none is open', () => {
    expect(toggleHeaderDropdown(null, 'rooms')).toBe('rooms');
  });

  it('"Opening one dropdown closes other open ones" (document 1 §2)', () => {
    for (const open of ids) {
      for (const pressed of ids.filter((id) => id !== open)) expect(toggleHeaderDropdown(open, pressed)).toBe(pressed);
    }
  });

  it('closes the open one when its own button is pressed again', () => {
    for (const id of ids) expect(toggleHeaderDropdown(id, id)).toBeNull();
  });

  it('closing one leaves another that is open meanwhile', () => {
    expect(closeHeaderDropdown('rooms', 'rooms')).toBeNull();
    expect(closeHeaderDropdown('cart', 'rooms')).toBe('cart');
    expect(closeHeaderDropdown(null, 'cart')).toBeNull();
  });
});
