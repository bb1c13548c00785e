import { ProductDetails, type SiteSettings } from '@more/core';
import { aProductDetail, aUser, emptySiteSettings } from '@more/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreConfigProvider } from '../../shared/store-config';
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

  // Issue 40: "A guest gets the button too, with the number from the store's configuration when the settings cannot be read."
  it('is there for a guest too, with the configured number: the settings are a customer\'s alone and are not asked for', async () => {
    const product = aProductDetail({ slug: 'sofa-minimalis', name: 'Sofa Minimalis 3 Seater' });
    const { services, homeContent, get } = layoutServices({ settings: withNumber('6281130009000'), products: [product] });
    await act(() => get(ProductDetails).open('sofa-minimalis'));
    renderAt(
      <StoreConfigProvider config={{ storeApiUrl: '/api/', whatsappNumber: '0811-2222-3333' }}>
        <WhatsAppButton />
      </StoreConfigProvider>,
      services,
      '/product/sofa-minimalis',
    );
    await settled();
    const { href, message } = clickedLink();
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/6281122223333');
    // "On a product page the message names the product and its link", and no one: a guest has no name or email.
    expect(message).toBe(['Halo MORE Furniture, saya ingin bertanya tentang produk Sofa Minimalis 3 Seater.', window.location.href].join('\n'));
    expect(homeContent.calls).toEqual([]);
  });

  it('dials the configured number for a customer whose settings cannot be read', async () => {
    const { services } = layoutServices({ user: aUser(), settings: withNumber('6281130009000'), settingsFailure: new Error('offline') });
    renderAt(
      <StoreConfigProvider config={{ storeApiUrl: '/api/', whatsappNumber: '0811-2222-3333' }}>
        <WhatsAppButton />
      </StoreConfigProvider>,
      services,
    );
    await settled();
    const { href, message } = clickedLink();
    expect(href.pathname).toBe('/6281122223333');
    expect(message).toContain('Email: pembeli@more.test');
  });

  it('is not there for a guest where the store configures no number', async () => {
    const { services } = layoutServices();
    renderAt(
      <StoreConfigProvider config={{ storeApiUrl: '/api/' }}>
        <WhatsAppButton />
      </StoreConfigProvider>,
      services,
    );
    await settled();
    expect(screen.queryByTestId('whatsapp-button')).toBeNull();
  });

  it('is not there when the store has no usable number', async () => {
    const { services } = layoutServices({ user: aUser(), settings: withNumber('') });
    renderAt(<WhatsAppButton />, services);
    await settled();
    expect(screen.queryByTestId('whatsapp-button')).toBeNull();
  });
});
