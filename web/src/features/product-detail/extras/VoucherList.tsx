import { isEmptyVouchersView, loginPathFor, vouchersOnPage, vouchersOnScreen, type ProductDetail, ProductVouchers, type VoucherCard } from '@more/core';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useService } from '../../../shared/services';
import { useCustomer } from '../../../shared/use-customer';
import { useHydrated } from '../../../shared/use-hydrated';
import { useStore } from '../../../shared/use-store';
import styles from './extras.module.css';
import { CopyButton } from '../../../shared/CopyButton';
import { Loadable } from '../../../shared/Loadable';
import { datedText } from '../../../shared/dates/store-dates';

const Voucher = ({ voucher }: { voucher: VoucherCard }) => (
  <li className={styles.voucher} data-testid="product-voucher">
    <div className="min-0">
      <p className={styles.voucherTitle}>{voucher.title}</p>
      <p className={styles.voucherMeta}>{voucher.minimumText}</p>
      <p className={styles.voucherMeta}>{datedText(voucher.expiryText)}</p>
    </div>
    <div className={styles.voucherCode}>
      <code data-testid="voucher-code">{voucher.code}</code>
      <CopyButton value={voucher.code} label={`Salin kode ${voucher.code}`} copiedText={`Kode ${voucher.code} disalin`} />
    </div>
  </li>
);

const CustomerVouchers = ({ vouchers }: { vouchers: readonly VoucherCard[] }) => {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { shown, toggle } = vouchersOnScreen(vouchers, expanded);
  return (
    <>
      <ul id={listId} className={styles.vouchers}>
        {shown.map((voucher) => (
          <Voucher key={voucher.id} voucher={voucher} />
        ))}
      </ul>
      {toggle && (
        <button type="button" className={styles.textButton} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((was) => !was)}>
          {toggle}
        </button>
      )}
    </>
  );
};

/** The buy box's vouchers: a customer's usable vouchers with "Salin", or a guest's voucher badge and a login link. */
export const VoucherList = ({ product }: { product: ProductDetail }) => {
  const vouchers = useService(ProductVouchers);
  // Before hydration (and on the server) the shopper is a guest: their view needs no call.
  const state = vouchersOnPage(useStore(vouchers), product);
  const customer = useCustomer();
  const hydrated = useHydrated();
  const [location] = useLocation();
  const customerKey = customer?.email ?? null;

  useEffect(() => {
    if (hydrated) void vouchers.show(product, customerKey);
  }, [vouchers, product, customerKey, hydrated]);

  return (
    <Loadable
      state={state}
      skeleton={<div className={styles.voucherSkeleton} role="status" aria-busy="true" aria-label="Memuat voucher" data-testid="vouchers-skeleton" />}
      skeletonIsStatus
      failure="Voucher belum dapat ditampilkan."
      onRetry={() => void vouchers.retry()}
    >
      {(view) =>
        isEmptyVouchersView(view) ? null : (
          <section className={styles.block} aria-labelledby="product-vouchers-title" data-testid="product-vouchers">
            <h2 id="product-vouchers-title" className="t-md">
              Voucher
            </h2>
            {view.kind === 'customer' ? (
              <CustomerVouchers vouchers={view.vouchers} />
            ) : (
              <p className={styles.teaser}>
                <span className={styles.teaserBadge}>{view.teaser}</span>{' '}
                <Link href={loginPathFor(location)} className={styles.inlineLink}>
                  Masuk untuk melihat kode voucher
                </Link>
              </p>
            )}
          </section>
        )
      }
    </Loadable>
  );
};
