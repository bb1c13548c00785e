import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toStoreFailure } from '../shared/failure';
import { failed, idle, type Loadable, loading, ready } from '../shared/loadable';
import { emptySiteSettings } from './fakes';
import type { SiteSettings } from './site-settings';
import { whatsappContactLink, whatsappMessage, whatsappNumberFor } from './whatsapp';

const PAGE = 'https://more.test/product/sofa-3-seater';

/** The chat's number and first message, read back from a link. */
const readLink = (link: string) => {
  const match = /^https:\/\/wa\.me\/(\d+)\?text=([^\s#&]*)$/.exec(link);
  expect(match).not.toBeNull();
  return { number: match![1]!, text: decodeURIComponent(match![2]!) };
};

// Document 1 §2: "a contact button for a messaging app. Its default message includes the product
// name, the link, and the user name and email if available"; the number is setting 8.
describe('the messaging app\'s contact link', () => {
  it('opens a chat with the store, about the product, in the customer\'s name', () => {
    const link = whatsappContactLink({
      number: '6281130009000',
      productName: 'Sofa 3 Seater Arkana',
      pageUrl: PAGE,
      user: { name: 'Sinta Pembeli', email: 'pembeli@more.test' },
    });
    expect(readLink(link!)).toEqual({
      number: '6281130009000',
      text: `Halo MORE Furniture, saya ingin bertanya tentang produk Sofa 3 Seater Arkana.\n${PAGE}\n\nNama: Sinta Pembeli\nEmail: pembeli@more.test`,
    });
  });

  it('asks in general on a page without a product, and leaves the guest\'s details out', () => {
    const link = whatsappContactLink({ number: '6281130009000', pageUrl: 'https://more.test/', user: null });
    expect(readLink(link!).text).toBe('Halo MORE Furniture, saya ingin bertanya.\nhttps://more.test/');
    expect(whatsappMessage({ productName: '  ', pageUrl: 'https://more.test/' })).toBe('Halo MORE Furniture, saya ingin bertanya.\nhttps://more.test/');
  });

  it('leaves out a blank name or email', () => {
    expect(whatsappMessage({ pageUrl: PAGE, user: { name: ' ', email: 'a@b.test' } })).toBe(
      `Halo MORE Furniture, saya ingin bertanya.\n${PAGE}\n\nEmail: a@b.test`,
    );
  });

  it.each([
    ['0811-3000-9000', '6281130009000'],
    ['+62 811 3000 9000', '6281130009000'],
    ['62811 3000 9000', '6281130009000'],
    ['(031) 123 4567', '62311234567'],
  ])('writes %s as %s', (number, digits) => {
    expect(readLink(whatsappContactLink({ number, pageUrl: PAGE })!).number).toBe(digits);
  });

  it.each([null, '', '   ', 'hubungi kami', '12345', '+1 415 555 0100', '0000000000'])('gives no link for the number %j', (number) => {
    expect(whatsappContactLink({ number, pageUrl: PAGE })).toBeNull();
  });

  it('PROPERTY: the message always holds the page\'s link, and the customer\'s name and email when given', () => {
    const text = fc.string({ unit: 'grapheme' });
    fc.assert(
      fc.property(
        fc.option(text),
        fc.oneof(fc.webUrl(), text),
        fc.option(fc.record({ name: text, email: fc.oneof(fc.emailAddress(), text) })),
        (productName, pageUrl, user) => {
          const { text: message } = readLink(whatsappContactLink({ number: '081130009000', productName, pageUrl, user })!);
          expect(message).toContain(pageUrl.trim());
          if (productName?.trim()) expect(message).toContain(productName.trim());
          if (user) {
            expect(message).toContain(user.name.trim());
            expect(message).toContain(user.email.trim());
          }
        },
      ),
    );
  });
});

// Issue 40: "A guest gets the button too, with the number from the store's configuration when the settings cannot be read."
describe('the number the contact button dials', () => {
  const CONFIGURED = '6281130009000';
  const withNumber = (content: string): SiteSettings => ({ ...emptySiteSettings(), whatsappNumber: { content, description: 'WhatsApp' } });

  it.each<[string, Loadable<SiteSettings>]>([
    ['a guest, who may not read more/setting', idle],
    ['a customer whose settings are on their way', loading],
    ['a customer whose settings failed', failed(toStoreFailure(new Error('offline'), 'GET more/setting'))],
  ])('is the configured one for %s', (_, settings) => {
    expect(whatsappNumberFor(settings, CONFIGURED)).toBe(CONFIGURED);
  });

  it('is setting 8 once read, even blank: the store took its number down', () => {
    expect(whatsappNumberFor(ready(withNumber('0811-2222-3333')), CONFIGURED)).toBe('0811-2222-3333');
    expect(whatsappNumberFor(ready(withNumber('')), CONFIGURED)).toBe('');
    expect(whatsappNumberFor(ready(emptySiteSettings()), CONFIGURED)).toBeNull();
  });

  it('PROPERTY: a guest\'s message on a product page names the product and its link, and no one', () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1 }).filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(text, fc.webUrl(), (productName, pageUrl) => {
        const link = whatsappContactLink({ number: whatsappNumberFor(idle, CONFIGURED), productName, pageUrl, user: null });
        const { number, text: message } = readLink(link!);
        expect(number).toBe(CONFIGURED);
        expect(message).toContain(productName.trim());
        expect(message).toContain(pageUrl);
        expect(message).not.toMatch(/Nama:|Email:/);
      }),
    );
  });

  it('PROPERTY: the email is in the message exactly when it is known', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.option(fc.emailAddress()), (pageUrl, email) => {
        const message = whatsappMessage({ productName: 'Kursi Makan Jati', pageUrl, user: email === null ? null : { name: 'Sinta', email } });
        expect(message.includes('Email:')).toBe(email !== null);
        if (email !== null) expect(message).toContain(email);
      }),
    );
  });
});
