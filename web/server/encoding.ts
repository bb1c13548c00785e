import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

export type ContentEncoding = 'br' | 'gzip';

/** negotiator's own `preferred` option (its bundled types predate it): on equal q-values, brotli before gzip before the file as it is. */
const preferredEncoding = (negotiator: Negotiator, available: string[]): string | undefined =>
  (negotiator.encoding as (available: string[], options: { preferred: string[] }) => string | undefined).call(negotiator, available, { preferred: ['br', 'gzip', 'identity'] });

/**
 * The best encoding the browser takes among those on offer, by its q-values
 * (`br;q=0` refuses brotli, `*` takes any), brotli first on a tie; null for
 * the file as it is. negotiator is what Express and `compression` use.
 */
export const chooseEncoding = (request: IncomingMessage, offered: (encoding: ContentEncoding) => boolean = () => true): ContentEncoding | null => {
  const available = (['br', 'gzip'] as const).filter(offered);
  const choice = preferredEncoding(new Negotiator(request), [...available, 'identity']);
  return choice === 'br' || choice === 'gzip' ? choice : null;
};
