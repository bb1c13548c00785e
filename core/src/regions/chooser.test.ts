import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { failed, idle, loading, ready } from '../shared/loadable';
import { SELECT_MESSAGES, chooserMessage, matchingOptions } from './chooser';

const cities = [
  { id: '3578', name: 'KOTA SURABAYA' },
  { id: '3515', name: 'KABUPATEN SIDOARJO' },
  { id: '3573', name: 'KOTA MALANG' },
  { id: '3507', name: 'KABUPATEN MALANG' },
];

describe('the searchable chooser (document 2 §8, select-widget messages)', () => {
  it('finds by any part of the name, in any case, those starting with it first', () => {
    expect(matchingOptions(cities, 'malang').map((city) => city.id)).toEqual(['3573', '3507']);
    expect(matchingOptions(cities, 'kab').map((city) => city.id)).toEqual(['3515', '3507']);
    expect(matchingOptions(cities, '  ')).toEqual(cities);
    expect(matchingOptions(cities, 'jakarta')).toEqual([]);
  });

  it('only ever offers options holding what was typed, and never drops one that does', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.string(), name: fc.string() })), fc.string(), (options, query) => {
        const found = matchingOptions(options, query);
        const wanted = query.toLocaleLowerCase('id-ID').replace(/\s+/g, ' ').trim();
        const holds = (name: string) => name.toLocaleLowerCase('id-ID').replace(/\s+/g, ' ').trim().includes(wanted);
        expect(found.length).toBe(options.filter((option) => holds(option.name)).length);
        for (const option of found) expect(holds(option.name)).toBe(true);
      }),
    );
  });

  it('says "Mencari…" while it loads, "Hasil tidak ditemukan" for nothing, and why it failed', () => {
    expect(chooserMessage(idle, 0)).toBe('');
    expect(chooserMessage(loading, 0)).toBe('Mencari…');
    expect(chooserMessage(failed(new StoreFailure('network', 'GET uni/city', 'offline')), 0)).toBe('Hasil tidak dapat dimuat.');
    expect(chooserMessage(ready([]), 0)).toBe('Hasil tidak ditemukan');
    expect(chooserMessage(ready(cities), 2)).toBe('2 hasil tersedia, pilih dengan tombol panah atas dan bawah');
    expect(SELECT_MESSAGES.inputTooShort(3)).toBe('Masukkan 3 karakter lagi');
    expect(SELECT_MESSAGES.loadingMore).toBe('Memuat hasil lainnya…');
  });
});
