import { PAYMENT_INSTRUCTIONS_TITLE, PAYMENT_LOGIN_NOTE, PaymentInformation, loginPathFor, paymentSteps } from '@more/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { Loadable } from '../../../shared/Loadable';
import { useCustomer } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import styles from '../Checkout.module.css';
import { PaymentFacts } from '../PaymentFacts';

/**
 * /checkout/information/{ordersn} (no login, document 1 §2): how to pay the
 * order. A logged-in customer sees the order's payment (method, virtual
 * account, total, deadline); a guest the order number, the steps, and a way
 * to log in and come back. The server renders the guest's page.
 */
export default function PaymentInformationPage({ params }: PageProps) {
  const orderNumber = params.ordersn ?? '';
  const customer = useCustomer();
  const information = useService(PaymentInformation);
  const state = useStore(information);
  const [path] = useLocation();

  useEffect(() => {
    if (customer && orderNumber) void information.load(orderNumber);
  }, [customer, orderNumber, information]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{PAYMENT_INSTRUCTIONS_TITLE}</h1>
      <section className={styles.card} aria-labelledby="order-number" data-testid="payment-information">
        <p className="muted-0" id="order-number">
          Nomor pesanan
        </p>
        <p className={styles.cardTitle}>{orderNumber}</p>
        {!customer && (
          <>
            <ol className={styles.payingSteps}>
              {paymentSteps(null, null, null).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <div className={styles.info}>
              <p>{PAYMENT_LOGIN_NOTE}</p>
            </div>
            <Link href={loginPathFor(path)} className={styles.secondary} data-testid="payment-login">
              Masuk
            </Link>
          </>
        )}
        {customer && (
          <Loadable
            state={state}
            skeleton={
              <div className="stack-2 bare" role="status" aria-busy="true" aria-label="Memuat pembayaran">
                {[0, 1, 2].map((row) => (
                  <div key={row} className={styles.skeletonLine} />
                ))}
              </div>
            }
            failure="Pembayaran pesanan belum dapat ditampilkan."
            onRetry={() => void information.load(orderNumber)}
          >
            {(details) => <PaymentFacts details={details} />}
          </Loadable>
        )}
      </section>
    </div>
  );
}
