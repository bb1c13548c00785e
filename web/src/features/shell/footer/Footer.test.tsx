import { type SiteSettings, StoreFailure, storePaths } from '@more/core';
import { aUser, emptySiteSettings } from '@more/core/testing';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../../shared/services';
import { StoreConfigProvider } from '../../../shared/store-config';
import { layoutServices, renderAt, settled } from '../layout.fixture';
import { Footer } from './Footer';

const settings: SiteSettings = {
  ...emptySiteSettings(),
  taglineTitle: { content: 'Furnitur Berkualitas untuk Setiap Sudut Rumah', description: '' },
  taglineDescription: { content: 'Pilihan furnitur dengan gratis ongkir.', description: '' },
  facebook: { content: 'MORE Furniture Indonesia', description: '' },
  instagram: { content: '@morefurniture.id', description: '' },
  tiktok: { content: '', description: '' },
  youtube: { content: 'https://www.youtube.com/@morefurniture', description: '' },
  email: { content: 'halo@more.test', description: '' },
  whatsappNumber: { content: '6281130009000', description: '' },
};

const footer = () => within(screen.getByTestId('site-footer'));

describe('<Footer>', () => {
  it('shows the four promises, the showroom hours and the content pages to everyone', () => {
    const { services } = layoutServices();
    renderAt(<Footer />, services);
    expect(footer().getByText('Gratis Ongkir')).toBeTruthy();
    expect(footer().getByText('Garansi 2x24 Jam')).toBeTruthy();
    expect(footer().getByText('Dijamin Original')).toBeTruthy();
    expect(footer().getByText('Pembayaran Aman')).toBeTruthy();
    expect(screen.getByTestId('site-footer').textContent).toContain('Senin - Minggu, 09.00 - 21.00 WIB');
    const links = Object.fromEntries(
      footer()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toMatchObject({
      'Tentang Kami': '/about',
      FAQ: '/faq',
      'Syarat & Ketentuan': '/snk',
      Artikel: '/artikel',
      'Layanan Desain Interior': '/desain-interior',
      'Toko Offline': '/offline-store',
      'Download Aplikasi': '/download',
      MOREVERSE: '/moreverse',
    });
  });

  // Issue 40, point 7 (document 1 §1, "affiliate and partner links"): the configured landings, at the store's own paths.
  it('links the configured landings (retail, warranty registration) as plain links the server redirects, and none unconfigured', () => {
    const { services } = layoutServices();
    const landings = [
      { href: '/retail', label: 'Toko Retail' },
      { href: '/garansi', label: 'Registrasi Garansi' },
    ];
    const { location } = renderAt(
      <StoreConfigProvider config={{ storeApiUrl: '/api/', externalPaths: ['/retail', '/garansi'], landings }}>
        <Footer />
      </StoreConfigProvider>,
      services,
    );
    const column = within(footer().getByRole('navigation', { name: 'Layanan' }));
    expect(column.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Layanan Desain Interior', '/desain-interior'],
      ['Toko Offline', '/offline-store'],
      ['Download Aplikasi', '/download'],
      ['MOREVERSE', '/moreverse'],
      ['Toko Retail', '/retail'],
      ['Registrasi Garansi', '/garansi'],
    ]);
    // Not the client router's: following one leaves the app for the server's redirect (a click the router took would leave a history entry behind).
    const retail = column.getByRole('link', { name: 'Toko Retail' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    retail.dispatchEvent(click);
    expect(location.history).toEqual([storePaths.home]);
    expect(click.defaultPrevented).toBe(false);
    expect(retail.getAttribute('target')).toBeNull();
    expect(within(footer().getByRole('navigation', { name: 'Informasi' })).queryByRole('link', { name: 'Toko Retail' })).toBeNull();
  });

  it('links no landing where none is configured (the static demo has no server to redirect)', () => {
    const { services } = layoutServices();
    renderAt(
      <StoreConfigProvider config={{ storeApiUrl: '/api/', externalPaths: ['/marketplace/refresh-token'], landings: [] }}>
        <Footer />
      </StoreConfigProvider>,
      services,
    );
    expect(footer().queryByRole('link', { name: 'Toko Retail' })).toBeNull();
    expect(footer().queryByRole('link', { name: 'Registrasi Garansi' })).toBeNull();
  });

  it('gives a guest the store\'s own line and the way to chat, with no call for the settings', () => {
    const { services, homeContent } = layoutServices({ settings });
    renderAt(<Footer />, services);
    expect(screen.getByTestId('footer-about').textContent).toContain('perlengkapan rumah pilihan untuk kamar tidur');
    expect(footer().queryByRole('list', { name: 'Media sosial MORE Furniture' })).toBeNull();
    expect(screen.queryByTestId('footer-email')).toBeNull();
    expect(footer().getByRole('link', { name: 'Masuk untuk chat dengan kami' }).getAttribute('href')).toBe('/login?redirect=%2Fprofile%2Fchats');
    expect(homeContent.calls).toEqual([]);
  });

  it('gives a customer the settings\' tagline, social accounts and email', async () => {
    const { services } = layoutServices({ user: aUser(), settings });
    renderAt(<Footer />, services);
    await settled();
    expect(screen.getByTestId('footer-about').textContent).toBe('Furnitur Berkualitas untuk Setiap Sudut RumahPilihan furnitur dengan gratis ongkir.');
    expect(screen.getByTestId('footer-email').getAttribute('href')).toBe('mailto:halo@more.test');
    const social = within(footer().getByRole('list', { name: 'Media sosial MORE Furniture' })).getAllByRole('link');
    expect(social.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Facebook: MORE Furniture Indonesia', 'https://www.facebook.com/search/top?q=MORE+Furniture+Indonesia'],
      ['Instagram: @morefurniture.id', 'https://www.instagram.com/morefurniture.id'],
      ['MORE Furniture di YouTube', 'https://www.youtube.com/@morefurniture'],
    ]);
    for (const link of social) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(footer().queryByRole('link', { name: 'Masuk untuk chat dengan kami' })).toBeNull();
  });

  it('stays without the settings\' parts when they fail to load', async () => {
    const { services } = layoutServices({ user: aUser(), settings, settingsFailure: new StoreFailure('server', 'GET more/setting', '500') });
    renderAt(<Footer />, services);
    await settled();
    expect(screen.getByTestId('footer-about').textContent).toContain('perlengkapan rumah pilihan untuk kamar tidur');
    expect(screen.queryByTestId('footer-email')).toBeNull();
    expect(footer().queryByRole('list', { name: 'Media sosial MORE Furniture' })).toBeNull();
    expect(footer().getByText('Gratis Ongkir')).toBeTruthy();
  });

  it('renders the guest\'s footer on the server, whoever is logged in', () => {
    const { services } = layoutServices({ user: aUser(), settings });
    const html = renderToString(
      <ServicesProvider services={services}>
        <Router ssrPath="/" ssrSearch="">
          <Footer />
        </Router>
      </ServicesProvider>,
    );
    expect(html).toContain('perlengkapan rumah pilihan untuk kamar tidur');
    expect(html).not.toContain('halo@more.test');
    expect(html).toContain('data-testid="site-footer"');
  });
});
