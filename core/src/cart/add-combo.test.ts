import { describe, expect, it } from 'vitest';
import { aComboDeal } from '../catalogue/catalogue.fixture';
import { aProduct } from '../catalogue/product.fixture';
import { AuthStore } from '../session/auth-store';
import { InMemorySessionStore } from '../session/session-store.port';
import { addComboText, addComboToCart, comboPartnerItem } from './add-combo';
import { emptyCart } from './cart';
import { cartLineKey } from './cart-line';
import { InMemoryCartApi, InMemoryGuestCartStore, anItemToAdd } from './fakes';
import { ShoppingCart } from './shopping-cart';
import { VirtualClock } from './virtual-time.fixture';

const deal = aComboDeal({ id: 31, partnerVariantId: 902, comboPrice: 450_000, partnerNormalPrice: 600_000, allowsMultipleBuy: false, partner: aProduct({ id: 90, slug: 'bantal-sofa', name: 'Bantal Sofa', stock: 7 }) });
const sofa = anItemToAdd({ variantId: 11, nameLong: 'Sofa Arka', validStock: 4, quantity: 1 });

describe('"Kombo Hemat": the product and its partner at the combo price', () => {
  it('the partner is its variant at the combo price, carrying id_combo and the deal\'s single-buy rule', () => {
    const partner = comboPartnerItem(deal);
    expect(partner).toMatchObject({ variantId: 902, comboId: 31, unitPrice: 450_000, normalPrice: 600_000, validStock: 7, combo: { price: 450_000, allowsMultiple: false } });
    expect(comboPartnerItem({ ...deal, partnerNormalPrice: 0 }).normalPrice).toBe(450_000);
  });

  it('both go in as one change; a combo line that disallows multiple purchase stays at 1 when bought again', () => {
    const once = addComboToCart(emptyCart, sofa, comboPartnerItem(deal));
    expect(once.outcome.kind).toBe('combo-added');
    expect(once.cart.lines.map((line) => [line.variantId, line.comboId, line.quantity])).toEqual([
      [11, null, 1],
      [902, 31, 1],
    ]);
    const twice = addComboToCart(once.cart, sofa, comboPartnerItem(deal));
    expect(twice.cart.lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(twice.outcome).toMatchObject({ kind: 'combo-added', partner: { kind: 'limited-to-one' } });
    expect(addComboText(twice.outcome)).toBe('Kombo ditambahkan ke keranjang');
  });

  it('adds neither when either has no stock', () => {
    const soldOutPartner = addComboToCart(emptyCart, sofa, comboPartnerItem({ ...deal, partner: { ...deal.partner, stock: 0 } }));
    expect(soldOutPartner).toMatchObject({ cart: emptyCart, outcome: { kind: 'combo-refused' } });
    expect(addComboText(soldOutPartner.outcome)).toBe('Stok kombo tidak mencukupi, tidak ada yang ditambahkan');
    expect(addComboToCart(emptyCart, { ...sofa, validStock: 0 }, comboPartnerItem(deal)).cart).toBe(emptyCart);
  });

  it('ShoppingCart.addCombo keeps both for a guest at once', () => {
    const guestStore = new InMemoryGuestCartStore(null);
    const cart = new ShoppingCart(new InMemoryCartApi(), guestStore, new AuthStore(new InMemorySessionStore(null)), new VirtualClock().scheduler);
    expect(cart.addCombo(sofa, comboPartnerItem(deal)).kind).toBe('combo-added');
    expect(guestStore.stored?.lines.map(cartLineKey)).toEqual(['buy:11:-', 'buy:902:31']);
    expect(cart.current.outcome).toMatchObject({ kind: 'added', key: 'buy:902:31' });
    expect(cart.addCombo({ ...sofa, validStock: 0 }, comboPartnerItem(deal)).kind).toBe('combo-refused');
    expect(cart.current.lines).toHaveLength(2);
  });
});
