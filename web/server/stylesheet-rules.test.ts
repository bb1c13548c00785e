import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topLevelRules, withoutRepeatedRules } from './stylesheet-rules';

/** Minified CSS as the build writes it: style rules, media blocks, keyframes, statements, strings with braces in them. */
const rule = fc.oneof(
  fc.constantFrom('._a{color:red}', '._b{gap:var(--space-2);display:flex}', '._c:after{content:"}{;"}', "._d{background:url('a;b}.svg')}", '/* a } comment */'),
  fc.constantFrom('@media (min-width:768px){._a{color:blue}._b{gap:0}}', '@keyframes _k{0%{opacity:0}to{opacity:1}}', '@layer base,page;', '@supports (display:grid){@media print{._c{display:none}}}'),
);
const stylesheet = fc.array(rule, { maxLength: 12 }).map((rules) => rules.join(''));

describe("a page's stylesheets, each rule once", () => {
  it('splits a stylesheet into its top-level rules, which joined are the stylesheet', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 12 }), (rules) => {
        const css = rules.join('');
        expect(topLevelRules(css).join('')).toBe(css);
        // Each generated rule is one top-level rule (braces and semicolons in strings, url() and comments do not split).
        expect(topLevelRules(css)).toEqual(rules);
      }),
    );
  });

  it('keeps the last copy of every rule and drops every earlier one, in any number of stylesheets', () => {
    fc.assert(
      fc.property(fc.array(stylesheet, { maxLength: 6 }), (sheets) => {
        const written = withoutRepeatedRules(sheets);
        const before = sheets.flatMap(topLevelRules);
        const after = written.flatMap(topLevelRules);
        // Every rule is still on the page, once, in the order of its last appearance: the order the cascade reads.
        const lastPlaces = [...new Set(before)].sort((a, b) => before.lastIndexOf(a) - before.lastIndexOf(b));
        expect(after).toEqual(lastPlaces);
        // A stylesheet keeps only its own rules, in their order.
        written.forEach((css, index) => expect(topLevelRules(sheets[index]!)).toEqual(expect.arrayContaining([...topLevelRules(css)])));
      }),
    );
  });

  it('keeps a wide-screen rule after the base rule it overrides, when a stylesheet has it on both sides', () => {
    // As the build wrote the home page's stylesheet: the grid's media rules, its base rule, the media rules again.
    const wide = '@media (min-width:1024px){:where(._grid){grid-template-columns:repeat(4,1fr)}}';
    const base = ':where(._grid){grid-template-columns:repeat(2,1fr)}';
    expect(withoutRepeatedRules([`${wide}${base}${wide}`, `${base}${wide}`])).toEqual(['', `${base}${wide}`]);
  });

  it('drops the rules a later stylesheet of the page has (the entry stylesheet, after the head\'s slot)', () => {
    const composed = '._btn{min-height:48px;border-radius:999px}';
    expect(withoutRepeatedRules([`${composed}._home{gap:8px}`, `${composed}._list{gap:0}`], [composed])).toEqual(['._home{gap:8px}', '._list{gap:0}']);
  });
});
