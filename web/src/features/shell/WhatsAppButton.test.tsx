import { ProductDetails, type SiteSettings } from '@more/core';
import { aProductDetail, aUser, emptySiteSettings } from '@more/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layoutServices, renderAt, settled } from './layout.fixture';
import { WhatsAppButton } from './WhatsAppButton';

const withNumber = (content: string): SiteSettings => ({ ...emptySiteSettings(), whatsappNumber: { content, description: 'WhatsApp' } });

/** The link as the click leaves it, and the message it carries. */
const clickedLink = () => {
  const button = screen.getByTestId('whatsapp-button');
  fireEvent.click(button);
  const href = new URL(button.getAttribute('href')!);
  return { href, message: href.searchParams.get('text') };
};

// The tests read the link the click writes; no page is opened.
const stayHere = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayHere));
afterEach(() => document.removeEventListener('click', stayHere));

describe('<WhatsAppButton> (document 1 §2: "a contact button for a messaging app")', () => {
  it('opens a chat with the store\'s number, naming the product, the page and the customer', async () => {
    const product = aProductDetail({ slug: 'sofa-minimalis', name: 'Sofa Minimalis 3 Seater' });
    const { services, get } = layoutServices({ user: aUser(), settings: withNumber('0811-3000-9000'), products: [product] });
    await act(() => get(ProductDetails).open('sofa-minimalis'));
    renderAt(<WhatsAppButton />, services, '/product/sofa-minimalis');
    await settled();

    const button = screen.getByRole('link', { name: 'Hubungi kami lewat WhatsApp' });
    expect(button.getAttribute('target')).toBe('_blank');
    expect(button.getAttribute('rel')).toBe('noopener noreferrer');
    const { href, message } = clickedLink();
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/6281130009000');
    expect(message).toBe(
      ['Halo MORE Furniture, saya ingin bertanya tentang produk Sofa Minimalis 3 Seater.', window.location.href, '', 'Nama: Sinta Pembeli', 'Email: pembeli@more.test'].join('\n'),
    );
  });

  it('names no product on another product\'s page, while that one loads', async () => {
    const product = aProductDetail({ slug: 'sofa-minimalis', name: 'Sofa Minimalis 3 Seater' });
    const { services, get } = layoutServices({ user: aUser(), settings: withNumber('6281130009000'), products: [product] });
    await act(() => get(ProductDetails).open('sofa-minimalis'));
    renderAt(<WhatsAppButton />, services, '/product/meja-makan');
    await settled();
    expect(clickedLink().message?.split('\n')[0]).toBe('Halo MORE Furniture, saya ingin bertanya.');
  });

  it('names no product away from a product page', async () => {
    const { services } = layoutServices({ user: aUser(), settings: withNumber('6281130009000') });
    renderAt(<WhatsAppButton />, services, '/products');
    await settled();
    expect(clickedLink().message?.split('\n')[0]).toBe('Halo MORE Furniture, saya ingin bertanya.');
  });

  it('is not there for a guest: the number is in settings only a customer may read', async () => {
    const { services, homeContent } = layoutServices({ settings: withNumber('6281130009000') });
    renderAt(<WhatsAppButton />, services);
    await settled();
    expect(screen.queryByTestId('whatsapp-button')).toBeNull();
    expect(homeContent.calls).toEqual([]);
  });

  it('is not there when the store has no usable number', async () => {
    const { services } = layoutServices({ user: aUser(), settings: withNumber('') });
    renderAt(<WhatsAppButton />, services);
    await settled();
    expect(screen.queryByTestId('whatsapp-button')).toBeNull();
  });
});
