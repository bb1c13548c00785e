import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIPMENT_SERVICE, STORE_API } from '../pact-setup';
import { readPact } from './pact-file';

/**
 * The provider states table of contracts/README.md, made from the pact files
 * (which states, with which parameters, for how many interactions) and the
 * doc comments of the mock's state setups (what each means). Kept in the
 * README between markers; a test fails when the two differ.
 */
export const STATES_START = '<!-- provider-states:start -->';
export const STATES_END = '<!-- provider-states:end -->';

const sources = fileURLToPath(new URL('..', import.meta.url));

/** The comment (`/** … *\/` or `// …` lines) right above each `'state name':` (or `"…":`) of every states file. */
const meanings = (): Map<string, string> => {
  const found = new Map<string, string>();
  const files = readdirSync(sources, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? readdirSync(join(sources, entry.name)).filter((file) => /states\.ts$/.test(file)).map((file) => join(sources, entry.name, file)) : [],
  );
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const state = /^\s*(['"])(.+?)\1:/.exec(line)?.[2];
      if (!state) return;
      const comment: string[] = [];
      for (let above = index - 1; above >= 0 && /^\s*(\/\/|\/\*\*|\*)/.test(lines[above]!); above--) comment.unshift(lines[above]!);
      const text = comment.join(' ').replace(/\/\*\*|\*\/|\/\/|^\s*\*|\s\*\s/g, ' ').replace(/\s+/g, ' ').trim();
      if (text) found.set(state, text);
    });
  }
  return found;
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

export const statesTable = (): string => {
  const rows = new Map<string, { providers: Set<string>; params: Set<string>; interactions: number }>();
  for (const provider of [STORE_API, SHIPMENT_SERVICE]) {
    for (const interaction of readPact(provider)?.interactions ?? []) {
      for (const state of interaction.providerStates ?? []) {
        const row = rows.get(state.name) ?? { providers: new Set(), params: new Set(), interactions: 0 };
        row.providers.add(provider);
        for (const key of Object.keys(state.params ?? {})) row.params.add(key);
        row.interactions += 1;
        rows.set(state.name, row);
      }
    }
  }
  const meaning = meanings();
  const lines = [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, row]) =>
      `| ${cell(name)} | ${[...row.params].sort().map((key) => `\`${key}\``).join(', ')} | ${row.interactions} | ${cell(meaning.get(name) ?? '')} |`,
    );
  return [
    `${rows.size} states. Parameters arrive in \`params\`; a state that logs a customer in answers \`{ "accessToken": "…" }\`, which the verifier puts in the request's \`Authorization\` header.`,
    '',
    '| state | params | interactions | what must be true (the mock\'s setup, `src/**/states.ts`) |',
    '|---|---|---|---|',
    ...lines,
  ].join('\n');
};

/** The README with its table replaced by the current one. */
export const withStatesTable = (readme: string): string => {
  const start = readme.indexOf(STATES_START);
  const end = readme.indexOf(STATES_END);
  if (start < 0 || end < start) throw new Error(`contracts/README.md lacks the ${STATES_START} … ${STATES_END} markers`);
  return `${readme.slice(0, start + STATES_START.length)}\n${statesTable()}\n${readme.slice(end)}`;
};
