import { describe, expect, it } from 'vitest';
import { profileMenuItems } from './profile-menu';

describe('the header\'s profile menu', () => {
  it('"The profile menu (authenticated) holds Informasi Akun, Pesanan and Keluar" (document 1 §2)', () => {
    expect(profileMenuItems).toEqual([
      { kind: 'link', id: 'account', label: 'Informasi Akun', href: '/profile' },
      { kind: 'link', id: 'orders', label: 'Pesanan', href: '/profile/orders' },
      { kind: 'action', id: 'logout', label: 'Keluar' },
    ]);
  });
});
