import { describe, expect, it } from 'vitest';
import { emptyCart } from './cart';
import { cartDropdown } from './cart-dropdown';
import { aCartLine } from './fakes';

describe('the header cart dropdown (document 1 §2)', () => {
  it('"A cart dropdown "Baru Ditambahkan" shows the unit count, the item list and a button "Tampilkan Keranjang Belanja""', () => {
    const first = aCartLine({ variantId: 1, quantity: 2 });
    const latest = aCartLine({ variantId: 2, quantity: 3, selected: false });
    expect(cartDropdown({ lines: [first, latest], note: '' })).toEqual({
      kind: 'items',
      title: 'Baru Ditambahkan',
      unitCount: 5,
      lines: [latest, first],
      button: { label: 'Tampilkan Keranjang Belanja', href: '/cart' },
    });
  });

  it('"Its empty state shows "Belum Ada Produk" and a button "Belanja Sekarang""', () => {
    expect(cartDropdown(emptyCart)).toEqual({
      kind: 'empty',
      message: 'Belum Ada Produk',
      button: { label: 'Belanja Sekarang', href: '/products' },
    });
  });
});
