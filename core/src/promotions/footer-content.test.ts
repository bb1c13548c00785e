import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySiteSettings } from './fakes';
import { footerEmail, footerTagline, socialLinks } from './footer-content';
import type { SiteSettings } from './site-settings';

const setting = (content: string) => ({ content, description: '' });

/** The mock API's seeded settings (mock-server/src/seed/promotions.ts), as the store reads them. */
const seeded: SiteSettings = {
  taglineTitle: setting('Furnitur Berkualitas untuk Setiap Sudut Rumah'),
  taglineDescription: setting('MORE Furniture menghadirkan furnitur dan perlengkapan rumah pilihan.'),
  facebook: setting('MORE Furniture Indonesia'),
  instagram: setting('@morefurniture.id'),
  tiktok: setting('@morefurniture.id'),
  youtube: setting('MORE Furniture Official'),
  email: setting('halo@more.test'),
  whatsappNumber: setting('6281130009000'),
};

const withSocial = (network: 'facebook' | 'instagram' | 'tiktok' | 'youtube', content: string): SiteSettings => ({
  ...emptySiteSettings(),
  [network]: setting(content),
});

describe('the footer\'s social links (settings 3-6)', () => {
  it('reads the seeded settings: handles to profiles, page names to the network\'s search', () => {
    expect(socialLinks(seeded)).toEqual([
      { network: 'facebook', label: 'MORE Furniture Indonesia', href: 'https://www.facebook.com/search/top?q=MORE+Furniture+Indonesia' },
      { network: 'instagram', label: '@morefurniture.id', href: 'https://www.instagram.com/morefurniture.id' },
      { network: 'tiktok', label: '@morefurniture.id', href: 'https://www.tiktok.com/@morefurniture.id' },
      { network: 'youtube', label: 'MORE Furniture Official', href: 'https://www.youtube.com/results?search_query=MORE+Furniture+Official' },
    ]);
  });

  it('turns a handle, with or without @, into the network\'s profile', () => {
    expect(socialLinks(withSocial('instagram', 'more.furniture'))[0]?.href).toBe('https://www.instagram.com/more.furniture');
    expect(socialLinks(withSocial('facebook', '@morefurniture'))[0]?.href).toBe('https://www.facebook.com/morefurniture');
    expect(socialLinks(withSocial('tiktok', ' more.furniture '))[0]).toEqual({
      network: 'tiktok',
      label: 'more.furniture',
      href: 'https://www.tiktok.com/@more.furniture',
    });
    expect(socialLinks(withSocial('youtube', '@MoreFurnitureID'))[0]?.href).toBe('https://www.youtube.com/@MoreFurnitureID');
  });

  it('uses an https address as is, and labels it with the network\'s name', () => {
    expect(socialLinks(withSocial('youtube', 'https://www.youtube.com/@more')))
      .toEqual([{ network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@more' }]);
  });

  it('links an old http address, or one typed without its scheme, over https', () => {
    expect(socialLinks(withSocial('facebook', 'http://facebook.com/morefurniture'))[0]?.href).toBe('https://facebook.com/morefurniture');
    expect(socialLinks(withSocial('instagram', 'www.instagram.com/more'))[0]?.href).toBe('https://www.instagram.com/more');
    expect(socialLinks(withSocial('tiktok', 'tiktok.com/@more'))[0]).toEqual({ network: 'tiktok', label: 'TikTok', href: 'https://tiktok.com/@more' });
  });

  it('leaves out empty and missing settings, and gives nothing without settings', () => {
    expect(socialLinks({ ...seeded, facebook: null, youtube: setting('   ') }).map((link) => link.network)).toEqual(['instagram', 'tiktok']);
    expect(socialLinks(emptySiteSettings())).toEqual([]);
    expect(socialLinks(null)).toEqual([]);
  });

  it('PROPERTY: no link for blank content; every link is https, in the footer\'s order', () => {
    const content = fc.oneof(fc.constantFrom('', '  ', '\n', '@more', 'https://x.test/a', 'http://x.test', 'www.x.test'), fc.string(), fc.webUrl());
    const settings = fc.record({
      facebook: fc.option(content.map(setting)),
      instagram: fc.option(content.map(setting)),
      tiktok: fc.option(content.map(setting)),
      youtube: fc.option(content.map(setting)),
    });
    fc.assert(
      fc.property(settings, (social) => {
        const all: SiteSettings = { ...emptySiteSettings(), ...social };
        const links = socialLinks(all);
        const filled = (['facebook', 'instagram', 'tiktok', 'youtube'] as const).filter((network) => (all[network]?.content.trim() ?? '') !== '');
        expect(links.map((link) => link.network)).toEqual(filled);
        for (const link of links) {
          expect(link.href).toMatch(/^https:\/\/\S+$/);
          expect(link.label.trim()).not.toBe('');
        }
      }),
    );
  });
});

describe('the footer\'s email (setting 7)', () => {
  it('links the address by mail', () => {
    expect(footerEmail(seeded)).toEqual({ address: 'halo@more.test', href: 'mailto:halo@more.test' });
    expect(footerEmail({ ...seeded, email: setting(' mailto:cs@more.test ') })).toEqual({ address: 'cs@more.test', href: 'mailto:cs@more.test' });
  });

  it('is null when empty, missing, or no address', () => {
    expect(footerEmail(null)).toBeNull();
    expect(footerEmail(emptySiteSettings())).toBeNull();
    expect(footerEmail({ ...seeded, email: setting('  ') })).toBeNull();
    expect(footerEmail({ ...seeded, email: setting('hubungi kami') })).toBeNull();
  });

  it('PROPERTY: an address is always a mailto link to a text without spaces', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (content) => {
        const email = footerEmail({ ...emptySiteSettings(), email: setting(content) });
        if (email) {
          expect(email.href).toBe(`mailto:${email.address}`);
          expect(email.address).toMatch(/^\S+@\S+$/);
        }
      }),
    );
  });
});

describe('the footer\'s tagline (settings 1 and 2)', () => {
  it('gives title and description, trimmed', () => {
    expect(footerTagline(seeded)).toEqual({
      title: 'Furnitur Berkualitas untuk Setiap Sudut Rumah',
      description: 'MORE Furniture menghadirkan furnitur dan perlengkapan rumah pilihan.',
    });
    expect(footerTagline({ ...seeded, taglineDescription: null })).toEqual({ title: 'Furnitur Berkualitas untuk Setiap Sudut Rumah', description: '' });
  });

  it('is null when both are empty or there are no settings', () => {
    expect(footerTagline(null)).toBeNull();
    expect(footerTagline({ ...seeded, taglineTitle: setting(' '), taglineDescription: null })).toBeNull();
  });
});
