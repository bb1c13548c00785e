import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileSectionOf, profileSections } from './profile-sections';

// Document 1 §2: "/profile (default child: account info), with children: wishlist, orders, order/{ordersn}, pay, review,
// complain, complain-detail, event, address, dropshipper, banks, notifications, password, vouchers, chats, point."
const children = ['wishlist', 'orders', 'pay', 'review', 'complain', 'event', 'address', 'dropshipper', 'banks', 'notifications', 'password', 'vouchers', 'chats', 'point'];

describe('the profile\'s sections (document 1 §2)', () => {
  it('lists the account information first and every child of /profile once, each with its own page', () => {
    expect(profileSections[0]).toEqual({ id: 'account', label: 'Informasi Akun', href: '/profile' });
    expect(profileSections.slice(1).map((section) => section.href).sort()).toEqual(children.map((child) => `/profile/${child}`).sort());
    expect(new Set(profileSections.map((section) => section.label)).size).toBe(profileSections.length);
  });

  it('marks the section a path belongs to: its own page, an order under Pesanan, the complaint form under Komplain', () => {
    expect(profileSectionOf('/profile')).toBe('account');
    expect(profileSectionOf('/profile/')).toBe('account');
    expect(profileSectionOf('/profile/orders?status=shipped')).toBe('orders');
    expect(profileSectionOf('/profile/order/MORE-20261020-0311')).toBe('orders');
    expect(profileSectionOf('/profile/complain-detail?order=MORE-1&line=2')).toBe('complain');
    expect(profileSectionOf('/profile/tidak-ada')).toBeNull();
    expect(profileSectionOf('/profiles')).toBeNull();
    expect(profileSectionOf('/')).toBeNull();
  });

  it('PROPERTY: every section is current on its own address, whatever query it carries', () => {
    fc.assert(
      fc.property(fc.constantFrom(...profileSections), fc.string(), (section, query) => {
        expect(profileSectionOf(`${section.href}?${query}`)).toBe(section.id);
      }),
    );
  });
});
