import { existsSync, readFileSync } from 'node:fs';
import { pactFile } from '../pact-setup';

/** The parts of a Pact V4 file the store's own checks read. */
export interface PactInteraction {
  readonly description: string;
  readonly providerStates?: readonly { readonly name: string; readonly params?: Readonly<Record<string, unknown>> }[];
  readonly request: {
    readonly method: string;
    readonly path: string;
    readonly query?: Readonly<Record<string, readonly string[]>>;
    readonly headers?: Readonly<Record<string, readonly string[]>>;
    readonly body?: { readonly content: unknown; readonly contentType?: string; readonly encoded?: string | false };
  };
  readonly response: {
    readonly status: number;
    /** The example answer (what the matchers were given). */
    readonly body?: { readonly content?: unknown };
    readonly matchingRules?: { readonly body?: Readonly<Record<string, { readonly matchers: readonly { readonly match: string }[] }>> };
  };
}

export interface PactFile {
  readonly interactions: readonly PactInteraction[];
}

export const readPact = (provider: string): PactFile | null =>
  existsSync(pactFile(provider)) ? (JSON.parse(readFileSync(pactFile(provider), 'utf8')) as PactFile) : null;
