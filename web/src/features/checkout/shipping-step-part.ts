import { preloadable } from '../../shared/preloadable';

/**
 * The shipping step, a chunk of its own (a phone downloads the step it shows): the page renders it, and the checkout's
 * loader preloads it with the step's data, so a page rendered on the server hydrates it at once.
 */
export const ShippingStep = preloadable(() => import('./ShippingStep').then((module) => module.ShippingStep));
