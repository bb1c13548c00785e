import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Description } from './Description';
import { sanitiseDescription } from './description-sanitiser';

describe('the product description: the server\'s simple markup, sanitised by js-xss', () => {
  it('keeps text formatting and lists', () => {
    expect(sanitiseDescription('<p>Rangka <b>jati</b></p><ul><li>Busa padat</li></ul>')).toBe('<p>Rangka <b>jati</b></p><ul><li>Busa padat</li></ul>');
  });

  it('drops scripts with their text, event handlers, styles, links and images', () => {
    const html = '<p onclick="x()" style="color:red">Sofa</p><script>alert(1)</script><a href="javascript:x()">klik</a><img src=x onerror=alert(1)><iframe src="//x"></iframe>';
    const safe = sanitiseDescription(html);
    expect(safe).toBe('<p>Sofa</p>klik');
  });

  it('says so when there is no description', async () => {
    render(<Description productId={1} html="  <script>x</script> " />);
    expect(await screen.findByText('Belum ada deskripsi untuk produk ini.')).toBeTruthy();
  });

  it('sanitises in the browser when the page holds no served description (a product opened by a link)', async () => {
    const { container } = render(<Description productId={2} html='<p>Kayu <b>jati</b><img src=x onerror="alert(1)"></p>' />);
    expect(await screen.findByText('jati')).toBeTruthy();
    expect(container.querySelector('[data-description-of="2"]')!.innerHTML).toBe('<p>Kayu <b>jati</b></p>');
  });

  it('adopts the markup the server rendered for the same product instead of sanitising again', () => {
    // What the server sent: already sanitised. The raw text below would not survive sanitising, so seeing it proves adoption.
    const served = document.createElement('div');
    served.innerHTML = '<div data-description-of="3"><p>Dari server</p></div>';
    document.body.append(served);
    render(<Description productId={3} html="<p>mentah</p>" />);
    expect(screen.getAllByText('Dari server')).toHaveLength(2);
    expect(screen.queryByText('mentah')).toBeNull();
    served.remove();
  });

  it('never adopts another product\'s served markup', async () => {
    const served = document.createElement('div');
    served.innerHTML = '<div data-description-of="4"><p>Produk lain</p></div>';
    document.body.append(served);
    render(<Description productId={5} html="<p>Produk ini</p>" />);
    expect(await screen.findByText('Produk ini')).toBeTruthy();
    served.remove();
  });

  it('renders the same markup on the server once its sanitiser is loaded', async () => {
    const { descriptionSanitiser } = await import('./Description');
    await descriptionSanitiser.request();
    const html = renderToString(<Description productId={6} html='<p onclick="x()">Sofa</p>' />);
    expect(html).toContain('data-description-of="6"');
    expect(html).toContain('<p>Sofa</p>');
  });
});
