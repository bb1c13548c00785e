import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PATH, WISHLIST_PATH, headerBadgeText, loginLinkFor, wishlistLinkFor } from './header-personal-links';

describe('the header\'s personal links', () => {
  it('sends a guest to login with the page to come back to, query and all', () => {
    expect(loginLinkFor('/')).toBe('/login?redirect=%2F');
    expect(loginLinkFor('/products/q=meja&brands[]=Arkana')).toBe('/login?redirect=%2Fproducts%2Fq%3Dmeja%26brands%5B%5D%3DArkana');
  });

  it('leaves the login and register pages as they are', () => {
    expect(loginLinkFor('/login?redirect=%2Fcart')).toBe('/login?redirect=%2Fcart');
    expect(loginLinkFor('/register')).toBe('/register');
  });

  it('leads a customer to the wishlist and a guest to login on the way there', () => {
    expect(wishlistLinkFor(true)).toBe(WISHLIST_PATH);
    expect(wishlistLinkFor(false)).toBe('/login?redirect=%2Fprofile%2Fwishlist');
    expect(NOTIFICATIONS_PATH).toBe('/profile/notifications');
  });

  it('writes a badge only for a count, capped at 99+', () => {
    expect(headerBadgeText(0)).toBe('');
    expect(headerBadgeText(-1)).toBe('');
    expect(headerBadgeText(7)).toBe('7');
    expect(headerBadgeText(99)).toBe('99');
    expect(headerBadgeText(100)).toBe('99+');
  });
});
