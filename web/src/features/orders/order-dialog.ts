import type { OrderStatus } from '@more/core';

/** What the cancel and complete dialogs are given: the order, what to do once it is done (core's message), and the way out. */
export interface OrderDialogProps {
  readonly order: { readonly orderNumber: string; readonly status: OrderStatus };
  readonly onDone: (message: string) => void;
  readonly onClose: () => void;
}
