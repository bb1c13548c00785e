// The order actions' dialogs, a chunk of their own: fetched when a shopper reaches for an action, not with every order list.
export { CancelOrderDialog } from './CancelOrderDialog';
export { CompleteOrderDialog } from './CompleteOrderDialog';
export { TrackingDialog } from './TrackingDialog';
