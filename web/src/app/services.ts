import type { Token } from '@more/core';

/** Anything the views may ask the composition root for: a port's token or a use case's class. */
export type ServiceId<T> = Token<T> | (new (...args: never[]) => T);

/** The composition root as the views see it: no container API, just lookup. */
export interface Services {
  get<T>(id: ServiceId<T>): T;
}
