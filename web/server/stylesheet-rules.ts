/**
 * A built stylesheet's top-level rules, so a page that inlines several of them
 * writes each rule once. CSS modules' `composes: x from '…/shared.module.css'`
 * copies the shared file's rules into the stylesheet of every module that
 * composes from it (postcss-modules inlines the dependency), so the home page's
 * ten stylesheets carried 22.7 kB of the same rules over again.
 *
 * Only the last copy of a rule is kept (withoutRepeatedRules says why that
 * leaves the cascade as it was).
 */

/**
 * The text of each top-level rule (a style rule, an at-rule with its block,
 * or a statement such as `@import …;`), in order; joined they are the text.
 * Braces and semicolons inside strings, comments and url(…) do not count.
 */
export const topLevelRules = (css: string): readonly string[] => {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const char = css[i]!;
    if (char === '"' || char === "'") {
      // A string: to its closing quote, past escaped characters.
      i += 1;
      while (i < css.length && css[i] !== char) i += css[i] === '\\' ? 2 : 1;
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const opened = i;
      i = end === -1 ? css.length : end + 1;
      // A comment between rules (a licence) is a rule of its own, never part of the next one.
      if (depth === 0 && css.slice(start, opened).trim() === '') {
        rules.push(css.slice(start, i + 1));
        start = i + 1;
      }
    } else if (char === '{') depth += 1;
    else if (char === '}' || (char === ';' && depth === 0)) {
      if (char === '}') depth = Math.max(0, depth - 1);
      if (depth === 0) {
        rules.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
    i += 1;
  }
  if (start < css.length) rules.push(css.slice(start));
  return rules;
};

/**
 * Stylesheets as one page writes them, in the page's order: each rule only in
 * its last copy, and not at all when it is among `after` (the rules of the
 * stylesheets that come later on the page: the entry's, after the head's slot).
 * The last copy is the one that counts: between two rules of equal weight the
 * later wins, and a rule's copies are the same rule, so each rule keeping only
 * its last place leaves every pair in the order it was. (The first copy does
 * not: a chunk's stylesheet can hold a grid's wide-screen rule both before and
 * after its base rule, and keeping the first put the base rule last: four
 * columns became two.) Whitespace between rules is not a rule.
 */
export const withoutRepeatedRules = (stylesheets: readonly string[], after: Iterable<string> = []): readonly string[] => {
  const later = new Set(after);
  const sheets = stylesheets.map(topLevelRules);
  // Each rule's last place on the page, as "stylesheet:rule".
  const lastPlace = new Map<string, string>();
  sheets.forEach((rules, sheet) => rules.forEach((rule, index) => lastPlace.set(rule.trim(), `${sheet}:${index}`)));
  return sheets.map((rules, sheet) =>
    rules.filter((rule, index) => rule.trim() === '' || (!later.has(rule.trim()) && lastPlace.get(rule.trim()) === `${sheet}:${index}`)).join(''),
  );
};
