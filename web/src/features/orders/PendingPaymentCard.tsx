import { PAYMENT_DEADLINE_PASSED_TEXT, type PendingPayment, SchedulerToken, paymentDeadline$, storePaths } from '@more/core';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useObservable } from '../../shared/use-store';
import { PaymentFacts } from '../checkout/public';
import { OrderActionButtons } from './OrderActionButtons';
import { OrderCardHead } from './OrderCardHead';
import { OrderCardItems } from './OrderCardItems';
import list from './OrderList.module.css';

/**
 * An order awaiting its payment on /profile/pay: what was ordered, then how
 * to pay it (method, virtual account with "Salin", amount, deadline with the
 * time left, the steps) and the cancel the state allows.
 */
export const PendingPaymentCard = ({ payment }: { readonly payment: PendingPayment }) => {
  const { order } = payment;
  const titleId = `pay-${order.orderNumber}`;
  return (
    <li className="box" aria-labelledby={titleId} data-testid="pending-payment" data-order={order.orderNumber}>
      <OrderCardHead order={order} titleId={titleId} />
      <OrderCardItems order={order} />
      <PaymentFacts details={payment.payment} showStatus={false} steps="folded" countdown={<TimeLeft payBefore={payment.payBefore} />} />
      <div className="row-2">
        <OrderActionButtons order={order} />
        <Link href={storePaths.order(order.orderNumber)} className="text-link">
          Lihat Detail
        </Link>
      </div>
    </li>
  );
};

/**
 * The time left to pay, every second from the store's scheduler (core's
 * paymentDeadline$). A timer role, not a live region: a screen reader reads it
 * when the shopper gets there, not every second.
 */
const TimeLeft = ({ payBefore }: { readonly payBefore: number | null }) => {
  const scheduler = useService(SchedulerToken);
  const deadline$ = useMemo(() => paymentDeadline$(scheduler, payBefore), [scheduler, payBefore]);
  const deadline = useObservable(deadline$, null);
  if (!deadline) return null;
  if (deadline.passed) return <p data-testid="payment-deadline-passed">{PAYMENT_DEADLINE_PASSED_TEXT}</p>;
  return (
    <p>
      Sisa waktu{' '}
      {/* The server's time left at its render; the browser's first tick may read a second later. */}
      <strong className={list.countdown} role="timer" data-testid="payment-time-left" suppressHydrationWarning>
        {deadline.left}
      </strong>
    </p>
  );
};
