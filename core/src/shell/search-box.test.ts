import { describe, expect, it } from 'vitest';
import { searchSuggestionsAnnouncement } from './search-box';

describe('the search box\'s live region', () => {
  it('says how many suggestions appeared, in Indonesian', () => {
    expect(searchSuggestionsAnnouncement({ keyword: 'meja', status: 'ready', suggestions: ['Meja Makan', 'Meja Tamu', 'Meja Kerja', 'Meja Rias', 'Meja Belajar'] })).toBe(
      '5 saran tersedia, gunakan panah atas dan bawah untuk memilih',
    );
  });

  it('says when there are none, and when they could not be loaded', () => {
    expect(searchSuggestionsAnnouncement({ keyword: 'zzz', status: 'ready', suggestions: [] })).toBe('Tidak ada saran untuk "zzz"');
    expect(searchSuggestionsAnnouncement({ keyword: 'meja', status: 'failed', suggestions: [] })).toBe('Saran pencarian belum dapat dimuat');
  });

  it('stays silent while idle or asking', () => {
    expect(searchSuggestionsAnnouncement({ keyword: '', status: 'idle', suggestions: [] })).toBe('');
    expect(searchSuggestionsAnnouncement({ keyword: 'me', status: 'loading', suggestions: ['Meja'] })).toBe('');
  });
});
