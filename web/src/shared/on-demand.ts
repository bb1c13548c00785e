import { token } from '@more/core';
import { useEffect, useState } from 'react';
import { type ServiceId, useService } from './services';

/**
 * Services of a feature module that the frame needs for some shoppers only (the chat's box, for a customer): bound
 * when first wanted, so that the entry every guest downloads does not carry them. A feature names the module as
 * text (its name in app/composition-root/feature-modules.ts), as a module that loads others on demand does.
 */
export interface OnDemand {
  /** The service, if its module is bound already; null otherwise. */
  bound<T>(module: string, id: ServiceId<T>): T | null;
  /** Binds its module (once; a failed chunk may be asked for again) and gives the service. */
  load<T>(module: string, id: ServiceId<T>): Promise<T>;
}

export const OnDemandToken = token<OnDemand>('OnDemand');

/**
 * A feature module's service, once `wanted`: null until its module is bound, then the component renders again with
 * it. A page the server rendered with it (its loader bound the module first) has it from the first render.
 */
export const useOnDemand = <T,>(module: string, id: ServiceId<T>, wanted: boolean): T | null => {
  const onDemand = useService(OnDemandToken);
  const [, arrived] = useState(0);
  const service = wanted ? onDemand.bound(module, id) : null;
  const missing = wanted && service === null;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    onDemand.load(module, id).then(
      () => current && arrived((count) => count + 1),
      // A chunk that did not arrive leaves the part as it was; the next page asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [missing, onDemand, module, id]);
  return service;
};
