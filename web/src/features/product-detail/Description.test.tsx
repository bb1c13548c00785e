import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Description, sanitiseDescription } from './Description';

describe('the product description: the server\'s simple markup, sanitised by js-xss', () => {
  it('keeps text formatting and lists', () => {
    expect(sanitiseDescription('<p>Rangka <b>jati</b></p><ul><li>Busa padat</li></ul>')).toBe('<p>Rangka <b>jati</b></p><ul><li>Busa padat</li></ul>');
  });

  it('drops scripts with their text, event handlers, styles, links and images', () => {
    const html = '<p onclick="x()" style="color:red">Sofa</p><script>alert(1)</script><a href="javascript:x()">klik</a><img src=x onerror=alert(1)><iframe src="//x"></iframe>';
    const safe = sanitiseDescription(html);
    expect(safe).toBe('<p>Sofa</p>klik');
  });

  it('says so when there is no description', () => {
    render(<Description html="  <script>x</script> " />);
    expect(screen.getByText('Belum ada deskripsi untuk produk ini.')).toBeTruthy();
  });
});
