import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { topLevelRules, withoutRepeatedRules } from './stylesheet-rules';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** The page as the build wrote it (index.html), cut where a render's parts go. */
export interface PageTemplate {
  /** Up to the head's slot, then the head's tags and the page's preloads, then up to the body's slot. */
  readonly beforeHead: string;
  readonly beforeBody: string;
  /** Between the rendered body and the page's data, and after it. */
  readonly beforeData: string;
  readonly afterData: string;
  /** The inlined stylesheets of a page's chunks and everything they import. */
  preloadsOf(manifestKeys: readonly string[]): string;
  /**
   * The end of the body: the page's own chunks by manifest key, as a `<script
   * type="application/json">` (the browser hydrates by importing them by address:
   * web/src/app/rendered-chunks.ts), and the plan that starts the scripts
   * after the first paint (the entry and every chunk it and the page's chunks
   * import, read by web/boot.js, which follows them here). `atOnce`: a page the browser fills (the
   * shopper's own) starts them without waiting for its skeletons to paint.
   */
  chunksScript(manifestKeys: readonly string[], atOnce?: boolean): string;
  /** The CSP sources (`'sha256-…'`) of the page's one inline script, the starter. */
  readonly scriptHashes: readonly string[];
}

/**
 * The page's stylesheets and scripts as a phone should get them:
 * - Stylesheets are written into the head: the first paint waits for no other request (on a
 *   phone's connection a stylesheet costs a round trip). The files stay: the browser still
 *   fetches them when it navigates itself.
 * - Scripts start after the first paint (web/boot.js, written into the page: as a file of its own
 *   it was one more request before the largest paint in a phone's simulation, whose LCP was then
 *   1.3 times that of the HTML without scripts on the product page; 1.1 written in): the page is readable from its HTML
 *   and stylesheets, so its first paint and its largest image go first, and hydration follows.
 *   Asked for from the head, even at low priority, a phone fetched some 150 kB of script
 *   alongside the banner it was about to show, and Lighthouse measured the page's largest paint
 *   at 1.6 to 2.6 times that of the same HTML without scripts (issue 24).
 */
export const readPageTemplate = (clientDir: string): PageTemplate => {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const stylesheetText = new Map<string, string>();

  const stylesheetOf = (file: string): string => {
    let text = stylesheetText.get(file);
    if (text === undefined) {
      text = readFileSync(join(clientDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      stylesheetText.set(file, text);
    }
    return text;
  };
  // The disabled link beside it is never fetched or applied; it is there for Vite's chunk loader,
  // which looks for a stylesheet link before it adds one: without it, every page chunk loaded in
  // the browser fetched its stylesheets again and appended them, restyling the whole page once per
  // file and moving them after the shell's rules.
  const inlineStyle = (file: string, text = stylesheetOf(file)): string => `<style data-href="/${file}">${text}</style><link rel="stylesheet" href="/${file}" disabled>`;
  const entry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error(`${join(clientDir, 'index.html')} has no module script: is it the build's?`);
  const entryImports = [...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]!);
  const bootFile = join(clientDir, 'boot.js');
  if (!existsSync(bootFile)) throw new Error(`${bootFile} is missing: the build writes it from web/boot.js`);
  const boot = readFileSync(bootFile, 'utf8');
  if (/<\/script|<!--/i.test(boot)) throw new Error(`${bootFile} holds "</script" or "<!--", which would end or hide it inside the page`);
  // Allowed by its hash, and no other inline script is (security-headers.ts).
  const bootHash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
  // The entry's stylesheets, in the template after the head's slot: every page has their rules, after its own.
  const entryRules = new Set<string>();
  const slot = template.indexOf('<!--app-head-->');
  const firstStylesheet = template.search(/<link rel="stylesheet" crossorigin href="\/[^"]+\.css">/);
  if (firstStylesheet !== -1 && firstStylesheet < slot) throw new Error('index.html links its stylesheet before <!--app-head-->: the page\'s stylesheets would then come after it, and the rules they share with it would move (stylesheet-rules.ts)');
  const inlined = template
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) => {
      for (const rule of topLevelRules(stylesheetOf(file))) entryRules.add(rule.trim());
      return inlineStyle(file);
    })
    .replace(/\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g, '');
  const [beforeHead, afterHead] = inlined.split('<!--app-head-->') as [string, string];
  const [beforeBody, afterBody] = afterHead.split('<!--app-html-->') as [string, string];
  const [beforeData, afterData] = afterBody.split('<!--app-data-->') as [string, string];

  /** The page's chunks' own files and stylesheets, and those of every chunk they import (the entry's are in the template already). */
  const chunkFiles = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const files: string[] = [];
    const css: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.push(chunk.file);
      css.push(...(chunk.css ?? []));
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    const inTemplate = (file: string) => template.includes(`/${file}"`);
    return { scripts: files.filter((file) => !inTemplate(file)), css: css.filter((file) => !inTemplate(file)) };
  };

  // Each rule once on the page (stylesheet-rules.ts), worked out once for each set of chunks.
  const pageStyles = new Map<string, string>();
  const preloadsOf = (keys: readonly string[]): string => {
    const id = keys.join('\n');
    let styles = pageStyles.get(id);
    if (styles === undefined) {
      const files = [...new Set(chunkFiles(keys).css)];
      const texts = withoutRepeatedRules(files.map(stylesheetOf), entryRules);
      styles = files.map((file, index) => inlineStyle(file, texts[index])).join('\n    ');
      pageStyles.set(id, styles);
    }
    return styles;
  };

  const chunksScript = (keys: readonly string[], atOnce = false): string => {
    const files = Object.fromEntries(keys.flatMap((key) => (manifest[key] ? [[key, `/${manifest[key].file}`]] : [])));
    const plan = { entry: `/${entry}`, preload: [...entryImports, ...chunkFiles(keys).scripts].map((file) => `/${file}`), ...(atOnce ? { atOnce } : {}) };
    return [
      `<script type="application/json" id="store-chunks">${JSON.stringify(files)}</script>`,
      `<script type="application/json" id="store-boot">${JSON.stringify(plan)}</script>`,
      `<script>${boot}</script>`,
    ].join('');
  };

  return { beforeHead, beforeBody, beforeData, afterData, preloadsOf, chunksScript, scriptHashes: [bootHash] };
};
