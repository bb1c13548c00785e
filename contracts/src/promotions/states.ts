import type { MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';

const DAY = 24 * 60 * 60;

/** A product that is in stock and not a bundle: what promotions point at. */
const anyProduct = (api: MockApi, skip: readonly number[] = []) =>
  api.db.products.all().find((p) => !p.isBundle && !skip.includes(p.id) && p.variants.some((v) => v.stock > 0))!;

const nextId = (records: readonly { id: number }[]) => records.reduce((max, record) => Math.max(max, record.id), 0) + 1;

/** The site settings' ids (document 2 §3), with what the provider shows when one is missing. */
const settingNames = ['tagline_title', 'tagline_description', 'facebook', 'instagram', 'tiktok', 'youtube', 'email', 'whatsapp'];

/** Provider states the promotions interactions name. */
export const promotionsStates: ProviderStates = {
  /** At least one active banner at the top (type 1) and one at the bottom. */
  'the store has banners': async (api) => {
    for (const position of ['top', 'bottom'] as const) {
      if (api.db.banners.all().some((b) => b.active && b.position === position)) continue;
      const id = nextId(api.db.banners.all());
      await api.db.banners.create({ id, title: `Promo ${position === 'top' ? 'Utama' : 'Pilihan'}`, position, link: '/products/type=terbaru', sort: id, active: true });
    }
  },

  /** Exactly the active popups there are, each with a link; at least one. */
  'the store has a popup with a link': async (api) => {
    await api.db.popups.updateMany((q) => q.where({ active: true }), { data: (popup) => void (popup.link ??= '/promotion') });
    if (api.db.popups.all().some((p) => p.active)) return;
    await api.db.popups.create({ id: nextId(api.db.popups.all()), title: 'Voucher Rp100.000 untuk Pembelian Pertama', link: '/promotion', active: true });
  },

  /** Settings 1 to 8 all exist. */
  'the site settings are filled in': async (api) => {
    for (const [index, name] of settingNames.entries()) {
      const id = index + 1;
      if (api.db.siteSettings.findFirst((q) => q.where({ id }))) continue;
      await api.db.siteSettings.create({ id, name, content: `Isi ${name}`, description: `Pengaturan ${name}` });
    }
  },

  /** At least one inspiration is in the home's highlight list. */
  'inspirations are highlighted': async (api) => {
    if (api.db.inspirations.all().some((i) => i.highlightOrder !== null)) return;
    const first = api.db.inspirations.all()[0];
    if (first) await api.db.inspirations.update((q) => q.where({ id: first.id }), { data: (i) => void (i.highlightOrder = 1) });
  },

  /** The eight endorsements, each pointing at a product the catalogue has. */
  'the endorsements are set up': async (api) => {
    const used: number[] = [];
    for (let id = 1; id <= 8; id++) {
      const existing = api.db.endorsements.findFirst((q) => q.where({ id }));
      if (existing && api.db.products.findFirst((q) => q.where({ id: existing.productId }))) continue;
      const product = anyProduct(api, used);
      used.push(product.id);
      api.db.endorsements.deleteMany((q) => q.where({ id }));
      await api.db.endorsements.create({ id, name: `Pengulas ${id}`, ig: `@pengulas${id}`, productId: product.id, orderData: id, status: 1 });
    }
  },

  /** A product reward and a voucher reward, both valid now and in stock. */
  'rewards can be redeemed for points': async (api) => {
    const now = api.clock.unixSeconds();
    const valid = api.db.redeemRewards.all().filter((r) => r.validUntil > now && r.quota > 0);
    if (!valid.some((r) => r.kind === 'voucher')) {
      await api.db.redeemRewards.create({
        id: nextId(api.db.redeemRewards.all()),
        kind: 'voucher',
        title: 'Voucher Belanja Rp25.000',
        description: 'Potongan Rp25.000 untuk belanja minimal Rp250.000.',
        points: 2_500,
        quota: 50,
        productId: null,
        voucherAmount: 25_000,
        minPurchase: 250_000,
        validUntil: now + 30 * DAY,
      });
    }
    if (!valid.some((r) => r.kind === 'product' && api.db.products.findFirst((q) => q.where({ id: r.productId ?? 0 })))) {
      const product = anyProduct(api);
      await api.db.redeemRewards.create({
        id: nextId(api.db.redeemRewards.all()),
        kind: 'product',
        title: `Tukar Poin: ${product.name}`,
        description: `Dapatkan ${product.name} dengan poin.`,
        points: 8_000,
        quota: 5,
        productId: product.id,
        voucherAmount: null,
        minPurchase: null,
        validUntil: now + 30 * DAY,
      });
    }
  },

  /** A free-gift promotion is running now. */
  'a free-gift promotion is running': async (api) => {
    const now = api.clock.unixSeconds();
    if (api.db.freeGiftPromotions.all().some((p) => p.startAt <= now && now < p.endAt)) return;
    const product = anyProduct(api);
    const gift = anyProduct(api, [product.id]);
    await api.db.freeGiftPromotions.create({
      id: nextId(api.db.freeGiftPromotions.all()),
      title: `Beli ${product.name}, Gratis ${gift.name}`,
      productId: product.id,
      giftProductId: gift.id,
      giftQuantity: 1,
      isMultipleBuy: false,
      startAt: now - DAY,
      endAt: now + 7 * DAY,
    });
  },

  /** At least one Paket Hemat bundle (bundling 1) is in the catalogue. */
  'Paket Hemat bundles are on sale': async (api) => {
    if (api.db.products.all().some((p) => p.isBundle)) return;
    await api.db.products.update((q) => q.where({ id: anyProduct(api).id }), { data: (p) => void (p.isBundle = true) });
  },

  /** Meta pages exist, the Home route's among them. */
  'the store has meta pages': async (api) => {
    if (api.db.metaPages.findFirst((q) => q.where({ slug: 'Home' }))) return;
    await api.db.metaPages.create({
      id: nextId(api.db.metaPages.all()),
      slug: 'Home',
      metaTitle: 'MORE Furniture: Belanja Furnitur Online',
      metaDesc: 'Belanja furnitur online dengan gratis ongkir.',
      keyword: 'furnitur',
    });
  },
};
