/**
 * A built stylesheet's top-level rules, so a page that inlines several of them
 * writes each rule once. CSS modules' `composes: x from '…/shared.module.css'`
 * copies the shared file's rules into the stylesheet of every module that
 * composes from it (postcss-modules inlines the dependency), so the home page's
 * ten stylesheets carried 22.7 kB of the same rules over again.
 *
 * A later copy of a rule is dropped, the first kept: the copies come from the
 * composed file, which postcss-modules writes before the rules of the module
 * that composes it, so every composing rule still follows the composed one.
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
 * Stylesheets as one page writes them: each with the rules no earlier one
 * (nor `already`, the rules already on the page) had. Whitespace between
 * rules is not a rule.
 */
export const withoutRepeatedRules = (stylesheets: readonly string[], already: Iterable<string> = []): readonly string[] => {
  const written = new Set(already);
  return stylesheets.map((css) =>
    topLevelRules(css)
      .filter((rule) => {
        const key = rule.trim();
        if (key === '') return true;
        if (written.has(key)) return false;
        written.add(key);
        return true;
      })
      .join(''),
  );
};
