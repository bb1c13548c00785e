import { describe, expect, it } from 'vitest';
import { productListTypes } from '../catalogue/product';
import { defaultFilter } from '../catalogue/product-filter';
import { DEFAULT_SORT_LABEL, LIST_TYPE_LABELS, listSortOptions, withSort } from './list-sort';

describe('the list\'s sort choices: the list types of GET uni/product (document 2 §7), in Indonesian', () => {
  it('offers the catalogue order, Terbaru, Terlaris, Rekomendasi and Koleksi Terbaik; no price order, which the API lacks', () => {
    expect(listSortOptions().map((o) => [o.value, o.label])).toEqual([
      ['', DEFAULT_SORT_LABEL],
      ['terbaru', 'Terbaru'],
      ['terlaris', 'Terlaris'],
      ['rekomendasi', 'Rekomendasi'],
      ['koleksi-terbaik', 'Koleksi Terbaik'],
    ]);
  });

  it('adds the list\'s own type when a link carries one not offered, so the control shows it', () => {
    expect(listSortOptions('lainnya').at(-1)).toEqual({ value: 'lainnya', label: 'Lainnya' });
    expect(listSortOptions('terlaris')).toHaveLength(5);
  });

  it('names every list type', () => {
    for (const type of productListTypes) expect(LIST_TYPE_LABELS[type]).toMatch(/\S/);
  });

  it('sorts from page 1, and drops the type for the catalogue order or an unknown value', () => {
    const filter = { ...defaultFilter, page: 3, q: 'meja', type: 'terbaru' as const };
    expect(withSort(filter, 'terlaris')).toEqual({ ...filter, page: 1, type: 'terlaris' });
    expect(withSort(filter, '')).toEqual({ ...defaultFilter, q: 'meja' });
    expect(withSort(filter, 'harga-termurah')).toEqual({ ...defaultFilter, q: 'meja' });
  });
});
