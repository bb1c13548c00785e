import { OrderDetails, orderStateFor } from '@more/core';
import { useEffect } from 'react';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';

/**
 * The order the address names, fetched afresh on every visit (an order gets
 * paid, shipped) and forgotten on leaving, so no visit shows what an earlier
 * one left behind. A page the server rendered for the customer hydrates over
 * the order its loader fetched for this very request: that one is not asked again.
 */
export const useOrder = (orderNumber: string, enabled = true) => {
  const details = useService(OrderDetails);
  const state = useStore(details);

  useEffect(() => {
    if (!enabled) return;
    details.ensureLoaded(orderNumber);
    return () => details.forget();
  }, [details, orderNumber, enabled]);

  return { state: orderStateFor(state, orderNumber), retry: () => details.load(orderNumber) };
};
