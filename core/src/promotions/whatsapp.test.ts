import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { whatsappContactLink, whatsappMessage } from './whatsapp';

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
