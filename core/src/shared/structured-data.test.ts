import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breadcrumbList, jsonLdText } from './structured-data';

describe('breadcrumbList (BreadcrumbList on every content page, issue 22 point 6)', () => {
  it('numbers the steps from 1 and makes each address absolute', () => {
    const list = breadcrumbList('https://more.test', [
      { name: 'Beranda', path: '/' },
      { name: 'Artikel', path: '/artikel' },
    ]);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://more.test/' },
        { '@type': 'ListItem', position: 2, name: 'Artikel', item: 'https://more.test/artikel' },
      ],
    });
  });

  it('keeps the order and names of any trail, and its JSON text never closes the script element', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), path: fc.string().map((s) => `/${s}`) }), { maxLength: 6 }), (crumbs) => {
        const items = breadcrumbList('https://more.test', crumbs).itemListElement as { position: number; name: string }[];
        expect(items.map((item) => item.name)).toEqual(crumbs.map((crumb) => crumb.name));
        expect(items.map((item) => item.position)).toEqual(crumbs.map((_, index) => index + 1));
        expect(jsonLdText(breadcrumbList('https://more.test', crumbs))).not.toMatch(/<\/script/i);
      }),
    );
  });
});
