import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VirtualClock, settle } from '../cart/virtual-time.fixture';
import { parseFilterSegment } from './filter-segment';
import { defaultFilter } from './product-filter';
import { InMemoryProductShowcase } from './fakes';
import type { ProductShowcase } from './product-showcase.port';
import { aProduct } from './product.fixture';
import {
  SEARCH_SUGGESTIONS_DEBOUNCE_MS,
  SEARCH_SUGGESTIONS_SHOWN,
  SearchSuggestions,
  type SearchSuggestionsState,
  searchPath,
} from './search-suggestions';

const names = ['Meja Makan Jati', 'Meja Kerja Minimalis', 'Kursi Makan Rotan', 'Sofa 3 Seater'];

const setup = () => {
  const clock = new VirtualClock();
  const showcase = new InMemoryProductShowcase({ products: names.map((name, i) => aProduct({ id: i + 1, name })) });
  const suggestions = new SearchSuggestions(showcase, clock.scheduler);
  return { clock, showcase, suggestions };
};

/** A showcase whose answers the test gives, per keyword, in any order. */
const gatedShowcase = () => {
  const asked: { keyword: string; resolve: (list: readonly string[]) => void; reject: (error: unknown) => void }[] = [];
  const showcase = {
    searchSuggestions: (keyword: string) => new Promise<readonly string[]>((resolve, reject) => asked.push({ keyword, resolve, reject })),
  } as Pick<ProductShowcase, 'searchSuggestions'> as ProductShowcase;
  return { showcase, asked };
};

describe('search suggestions (document 1 §2: "suggestions that appear on key press and on submit")', () => {
  it('asks after 250 ms of quiet, not within', async () => {
    const { clock, showcase, suggestions } = setup();
    expect(SEARCH_SUGGESTIONS_DEBOUNCE_MS).toBe(250);
    suggestions.type('meja');
    expect(suggestions.current).toEqual({ keyword: 'meja', status: 'loading', suggestions: [] });
    await clock.advanceTo(SEARCH_SUGGESTIONS_DEBOUNCE_MS - 1);
    expect(showcase.calls).toEqual([]);
    await clock.advanceTo(SEARCH_SUGGESTIONS_DEBOUNCE_MS);
    expect(showcase.calls).toEqual(['searchSuggestions meja']);
    expect(suggestions.current).toEqual({ keyword: 'meja', status: 'ready', suggestions: ['Meja Makan Jati', 'Meja Kerja Minimalis'] });
  });

  it('asks once for a word typed key by key, for the whole word', async () => {
    const { clock, showcase, suggestions } = setup();
    for (const [at, text] of [[0, 'm'], [100, 'ma'], [200, 'mak'], [340, 'makan']] as const) {
      await clock.advanceTo(at);
      suggestions.type(text);
    }
    await clock.advanceTo(340 + SEARCH_SUGGESTIONS_DEBOUNCE_MS - 1);
    expect(showcase.calls).toEqual([]);
    await clock.runAll();
    expect(showcase.calls).toEqual(['searchSuggestions makan']);
    expect(suggestions.current.suggestions).toEqual(['Meja Makan Jati', 'Kursi Makan Rotan']);
  });

  it('drops a late answer for an older keyword: only the latest keyword\'s answer shows', async () => {
    const clock = new VirtualClock();
    const { showcase, asked } = gatedShowcase();
    const suggestions = new SearchSuggestions(showcase, clock.scheduler);
    suggestions.type('meja');
    await clock.advanceBy(SEARCH_SUGGESTIONS_DEBOUNCE_MS);
    suggestions.type('sofa');
    await clock.advanceBy(SEARCH_SUGGESTIONS_DEBOUNCE_MS);
    expect(asked.map((a) => a.keyword)).toEqual(['meja', 'sofa']);
    asked[1]!.resolve(['Sofa 3 Seater']);
    await settle();
    asked[0]!.resolve(['Meja Makan Jati']);
    await settle();
    expect(suggestions.current).toEqual({ keyword: 'sofa', status: 'ready', suggestions: ['Sofa 3 Seater'] });
  });

  it('drops an answer that lands while a newer keyword waits out its 250 ms', async () => {
    const clock = new VirtualClock();
    const { showcase, asked } = gatedShowcase();
    const suggestions = new SearchSuggestions(showcase, clock.scheduler);
    suggestions.type('meja');
    await clock.advanceBy(SEARCH_SUGGESTIONS_DEBOUNCE_MS);
    suggestions.type('meja k');
    asked[0]!.resolve(['Meja Makan Jati']);
    await settle();
    expect(suggestions.current).toMatchObject({ keyword: 'meja k', status: 'loading' });
    await clock.advanceBy(SEARCH_SUGGESTIONS_DEBOUNCE_MS);
    asked[1]!.resolve(['Meja Kerja Minimalis']);
    await settle();
    expect(suggestions.current).toEqual({ keyword: 'meja k', status: 'ready', suggestions: ['Meja Kerja Minimalis'] });
  });

  it('keeps the shown suggestions while the next keyword loads, so the list does not flicker', async () => {
    const { clock, suggestions } = setup();
    suggestions.type('meja');
    await clock.runAll();
    suggestions.type('meja m');
    expect(suggestions.current).toEqual({ keyword: 'meja m', status: 'loading', suggestions: ['Meja Makan Jati', 'Meja Kerja Minimalis'] });
  });

  it('asks nothing new for a space added at the end', async () => {
    const { clock, showcase, suggestions } = setup();
    suggestions.type('meja');
    await clock.runAll();
    suggestions.type('meja ');
    await clock.runAll();
    expect(showcase.calls).toEqual(['searchSuggestions meja']);
    expect(suggestions.current.status).toBe('ready');
  });

  it('is idle for an empty box, with no call, and ends a call on its way', async () => {
    const clock = new VirtualClock();
    const { showcase, asked } = gatedShowcase();
    const suggestions = new SearchSuggestions(showcase, clock.scheduler);
    suggestions.type('   ');
    await clock.runAll();
    expect(asked).toEqual([]);
    expect(suggestions.current).toEqual({ keyword: '', status: 'idle', suggestions: [] });

    suggestions.type('meja');
    await clock.runAll();
    suggestions.type('');
    asked[0]!.resolve(['Meja Makan Jati']);
    await clock.runAll();
    expect(suggestions.current).toEqual({ keyword: '', status: 'idle', suggestions: [] });
  });

  it('clear() empties the list and drops what is still coming', async () => {
    const { clock, showcase, suggestions } = setup();
    suggestions.type('meja');
    await clock.runAll();
    suggestions.type('sofa');
    suggestions.clear();
    await clock.runAll();
    expect(showcase.calls).toEqual(['searchSuggestions meja']);
    expect(suggestions.current).toEqual({ keyword: '', status: 'idle', suggestions: [] });
  });

  it('a failure shows as failed with no suggestions, and the same keyword may be tried again', async () => {
    const { clock, showcase, suggestions } = setup();
    showcase.failWith = new Error('offline');
    suggestions.type('meja');
    await clock.runAll();
    expect(suggestions.current).toEqual({ keyword: 'meja', status: 'failed', suggestions: [] });
    showcase.failWith = null;
    suggestions.type('meja');
    await clock.runAll();
    expect(suggestions.current.status).toBe('ready');
  });

  it('tells each state through state$', async () => {
    const { clock, suggestions } = setup();
    const seen: SearchSuggestionsState['status'][] = [];
    suggestions.state$.subscribe((state) => seen.push(state.status));
    suggestions.type('sofa');
    await clock.runAll();
    suggestions.clear();
    expect(seen).toEqual(['idle', 'loading', 'ready', 'idle']);
  });

  it('PROPERTY: at most 8 suggestions, none blank, no two alike in any case, in the server\'s order', async () => {
    expect(SEARCH_SUGGESTIONS_SHOWN).toBe(8);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.constantFrom('Meja', 'meja', 'MEJA ', 'Sofa', ' '), fc.string()), { maxLength: 30 }), async (answer) => {
        const clock = new VirtualClock();
        const showcase = { searchSuggestions: () => Promise.resolve(answer) } as Pick<ProductShowcase, 'searchSuggestions'> as ProductShowcase;
        const suggestions = new SearchSuggestions(showcase, clock.scheduler);
        suggestions.type('x');
        await clock.runAll();
        const shown = suggestions.current.suggestions;
        expect(shown.length).toBeLessThanOrEqual(SEARCH_SUGGESTIONS_SHOWN);
        expect(shown.every((s) => s.trim() !== '' && s === s.trim())).toBe(true);
        expect(new Set(shown.map((s) => s.toLowerCase())).size).toBe(shown.length);
        const firsts = answer.map((s) => s.trim()).filter((s, i, all) => s !== '' && all.findIndex((t) => t.toLowerCase() === s.toLowerCase()) === i);
        expect(shown).toEqual(firsts.slice(0, SEARCH_SUGGESTIONS_SHOWN));
      }),
    );
  });
});

describe('searchPath: "/products/q={keyword} (an empty q means all)" (document 1 §2)', () => {
  it('leads to the keyword alone, or to every product for an empty one', () => {
    expect(searchPath('meja makan')).toBe('/products/q=meja+makan');
    expect(searchPath('  sofa ')).toBe('/products/q=sofa');
    expect(searchPath('')).toBe('/products');
    expect(searchPath('   ')).toBe('/products');
  });

  it('PROPERTY: the list reads back the keyword typed, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (keyword) => {
        const path = searchPath(keyword);
        const filter = parseFilterSegment(path.slice('/products/'.length));
        expect(filter).toEqual({ ...defaultFilter, q: keyword.trim() });
      }),
    );
  });
});
