import type { SearchSuggestionsState } from '../catalogue/search-suggestions';

/**
 * What the search box's polite live region says, so a screen reader learns
 * that suggestions appeared without leaving the box. Silent while asking:
 * announcing every key press would talk over the shopper's typing.
 */
export const searchSuggestionsAnnouncement = (state: SearchSuggestionsState): string => {
  switch (state.status) {
    case 'idle':
    case 'loading':
      return '';
    case 'failed':
      return 'Saran pencarian belum dapat dimuat';
    case 'ready':
      return state.suggestions.length === 0
        ? `Tidak ada saran untuk "${state.keyword}"`
        : `${state.suggestions.length} saran tersedia, gunakan panah atas dan bawah untuk memilih`;
  }
};
