import { CheckoutReview, type ReviewFacts as Facts, stepPath } from '@more/core';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { ProductImage } from '../../shared/product/ProductImage';
import checkoutStyles from './Checkout.module.css';
import styles from './ReviewStep.module.css';

/** One fact of the order, with "Ubah" back to the step that chose it. */
const Fact = ({ title, step, testId, children }: { readonly title: string; readonly step: 'shipping' | 'payment'; readonly testId: string; readonly children: ReactNode }) => (
  <div className={styles.fact} data-testid={testId}>
    <div className={styles.factHead}>
      <h3 className={styles.factTitle}>{title}</h3>
      <Link href={stepPath(step)} className={styles.change} aria-label={`Ubah ${title.toLowerCase()}`}>
        Ubah
      </Link>
    </div>
    <div className="stack-1 min-0">{children}</div>
  </div>
);

const Skeleton = ({ label }: { readonly label: string }) => <div className={styles.factSkeleton} role="status" aria-busy="true" aria-label={label} />;

const NotChosen = ({ children }: { readonly children: ReactNode }) => <p className={styles.missing}>{children}</p>;

/** Where the order goes, how, in whose name and how it is paid (core's CheckoutReview), each with its way back. */
export const ReviewFacts = () => {
  const review = useService(CheckoutReview);
  const facts: Facts = useStore(review);

  useEffect(() => review.open(), [review]);

  return (
    <section className={checkoutStyles.card} aria-labelledby="facts-title">
      <h2 id="facts-title" className={styles.cardTitle}>
        Pengiriman &amp; pembayaran
      </h2>
      <Fact title="Alamat pengiriman" step="shipping" testId="review-address">
        <Loadable state={facts.address} skeleton={<Skeleton label="Memuat alamat" />} failure="Alamat belum dapat ditampilkan." onRetry={() => review.retryAddress()}>
          {(address) =>
            address === null ? (
              <NotChosen>Alamat pengiriman belum dipilih</NotChosen>
            ) : (
              <>
                <p className={styles.strong}>
                  {address.recipientName} <span className={styles.separator}>·</span> {address.phone}
                  <span className={styles.tag}>{address.label}</span>
                </p>
                <p className={styles.text}>{address.line}</p>
              </>
            )
          }
        </Loadable>
      </Fact>

      <Fact title="Jasa pengiriman" step="shipping" testId="review-shipping">
        {facts.shipping === null ? (
          <NotChosen>Jasa pengiriman belum dipilih</NotChosen>
        ) : (
          <div className={styles.split}>
            <div>
              <p className={styles.strong}>{facts.shipping.title}</p>
              {facts.shipping.estimateText && <p className={styles.text}>{facts.shipping.estimateText}</p>}
            </div>
            <span className={styles.amount}>{facts.shipping.priceText}</span>
          </div>
        )}
      </Fact>

      {facts.dropshipper && (
        <Fact title="Dropshipper" step="shipping" testId="review-dropshipper">
          <Loadable state={facts.dropshipper} skeleton={<Skeleton label="Memuat dropshipper" />} failure="Dropshipper belum dapat ditampilkan." onRetry={() => review.retryDropshipper()}>
            {(dropshipper) =>
              dropshipper === null ? (
                <NotChosen>Dropshipper tidak ditemukan</NotChosen>
              ) : (
                <p className={styles.strong}>
                  {dropshipper.name} <span className={styles.separator}>·</span> {dropshipper.phone}
                </p>
              )
            }
          </Loadable>
        </Fact>
      )}

      <Fact title="Metode pembayaran" step="payment" testId="review-payment">
        <Loadable state={facts.payment} skeleton={<Skeleton label="Memuat metode pembayaran" />} failure="Metode pembayaran belum dapat ditampilkan." onRetry={() => review.retryPayment()}>
          {(payment) =>
            payment === null ? (
              <NotChosen>Metode pembayaran belum dipilih</NotChosen>
            ) : (
              <>
                <p className={styles.strong}>{payment.name}</p>
                {payment.tenorText && <p className={styles.text}>{payment.tenorText}</p>}
              </>
            )
          }
        </Loadable>
      </Fact>
    </section>
  );
};

/** The items as the order will hold them: picture, name, variant, quantity × price, subtotal. */
export const ReviewLines = () => {
  const review = useService(CheckoutReview);
  const { lines } = useStore(review);
  return (
    <section className={checkoutStyles.card} aria-labelledby="items-title">
      <h2 id="items-title" className={styles.cardTitle}>
        Produk yang dibeli ({lines.length})
      </h2>
      <ul className="stack-3 bare" data-testid="review-items">
        {lines.map((line) => (
          <li key={line.key} className={styles.line} data-testid="review-line">
            <ProductImage slot="thumb" image={line.image} className="thumb" decorative />
            <div className={styles.lineBody}>
              <p className={styles.lineName}>{line.name}</p>
              {line.variant && <p className={styles.text}>{line.variant}</p>}
              <p className={styles.text}>{line.quantityText}</p>
            </div>
            <span className={styles.amount}>{line.subtotalText}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
