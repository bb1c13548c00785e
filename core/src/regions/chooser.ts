import type { Loadable } from '../shared/loadable';

/**
 * Document 2 §8's select-widget messages, in the store's Indonesian: 'The
 * results could not be loaded.', 'No results found', 'Searching…', 'Loading
 * more results…', 'Please enter N or more characters', 'Please delete N
 * characters', 'You can only select N items'.
 */
export const SELECT_MESSAGES = {
  errorLoading: 'Hasil tidak dapat dimuat.',
  noResults: 'Hasil tidak ditemukan',
  searching: 'Mencari…',
  loadingMore: 'Memuat hasil lainnya…',
  inputTooShort: (characters: number) => `Masukkan ${characters} karakter lagi`,
  inputTooLong: (characters: number) => `Hapus ${characters} karakter`,
  maximumSelected: (items: number) => `Anda hanya dapat memilih ${items} item`,
} as const;

/** An option of a chooser: what it is known by and what it shows. */
export interface ChooserOption {
  readonly id: string;
  readonly name: string;
}

/** Lower case, without the spaces and dots people type differently ("kab." / "KABUPATEN" still differ: both are names). */
const folded = (text: string): string => text.toLocaleLowerCase('id-ID').replace(/\s+/g, ' ').trim();

/** The options whose name holds what was typed (any case), those starting with it first. */
export const matchingOptions = <T extends ChooserOption>(options: readonly T[], query: string): T[] => {
  const wanted = folded(query);
  if (wanted === '') return [...options];
  const holding = options.filter((option) => folded(option.name).includes(wanted));
  return [...holding.filter((option) => folded(option.name).startsWith(wanted)), ...holding.filter((option) => !folded(option.name).startsWith(wanted))];
};

/**
 * What the chooser says in its live region (read by screen readers as it
 * changes): searching while its list loads, the failure, no results, or how
 * many results there are to go through with the arrow keys.
 */
export const chooserMessage = (options: Loadable<readonly unknown[]>, matches: number): string => {
  switch (options.status) {
    case 'idle':
      return '';
    case 'loading':
      return SELECT_MESSAGES.searching;
    case 'failed':
      return SELECT_MESSAGES.errorLoading;
    case 'ready':
      return matches === 0 ? SELECT_MESSAGES.noResults : `${matches} hasil tersedia, pilih dengan tombol panah atas dan bawah`;
  }
};
