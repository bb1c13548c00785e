import { CustomerVouchers, NO_VOUCHERS, NavigationToken, type VoucherCard, formatRupiah, idle, storePaths } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { CopyButton } from '../../../shared/CopyButton';
import { Loadable } from '../../../shared/Loadable';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useShopperShown } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import { ListSkeleton } from '../ListSkeleton';
import styles from '../Vouchers.module.css';
import { datedText } from '../../../shared/dates/store-dates';

const CART_PATH = storePaths.cart;

/**
 * `/profile/vouchers` (needs login): the customer's vouchers
 * (`GET more/voucher?device=web`) with code, value, minimum and expiry.
 * "Salin" puts the code on the clipboard; "Pakai" asks the server to apply it
 * to the cart (set-voucher, as the checkout does) and, once accepted, goes to
 * the cart, which shows it; a refusal is the server's message beside the voucher.
 */
export default function VouchersPage(_props: PageProps) {
  const shown = useShopperShown();
  const vouchers = useService(CustomerVouchers);
  const state = useStore(vouchers);
  const navigation = useService(NavigationToken);

  useEffect(() => vouchers.show(), [vouchers]);

  const use = async (code: string) => {
    const outcome = await vouchers.use(code);
    if (outcome.kind === 'applied') navigation.go(CART_PATH);
  };

  return (
    <section className={styles.page} aria-labelledby="vouchers-title">
      <header>
        <h1 id="vouchers-title" className={styles.title}>
          Voucher Saya
        </h1>
        <p className={styles.lead}>Salin kodenya untuk checkout, atau pakai langsung di keranjang Anda.</p>
      </header>
      {state.applied && (
        <p className={styles.current} data-testid="vouchers-applied">
          Voucher <strong>{state.applied.code}</strong> sedang dipakai di keranjang (potongan {formatRupiah(state.applied.discount)}).{' '}
          <Link href={CART_PATH}>Lihat Keranjang</Link>
        </p>
      )}
      <Loadable
        state={shown ? state.list : idle}
        skeleton={<ListSkeleton />}
        busyLabel="Memuat voucher"
        failure="Voucher belum dapat ditampilkan."
        onRetry={() => void vouchers.reload()}
        testId="vouchers"
      >
        {(cards) =>
          cards.length === 0 ? (
            <div className={styles.empty} data-testid="vouchers-empty">
              <p>
                <strong>{NO_VOUCHERS.title}</strong>
              </p>
              <p className="muted-0">{NO_VOUCHERS.text}</p>
              <Link href={storePaths.promotions} className={styles.primaryLink}>
                Lihat Promo
              </Link>
            </div>
          ) : (
            <ul className="card-list" aria-label="Voucher Anda">
              {cards.map((card) => (
                <VoucherItem
                  key={card.id}
                  card={card}
                  applying={state.applying}
                  applied={state.applied?.code === card.code}
                  refusal={state.refusal?.code === card.code ? state.refusal.message : null}
                  onUse={() => void use(card.code)}
                />
              ))}
            </ul>
          )
        }
      </Loadable>
    </section>
  );
}

const VoucherItem = ({
  card,
  applying,
  applied,
  refusal,
  onUse,
}: {
  readonly card: VoucherCard;
  readonly applying: string | null;
  readonly applied: boolean;
  readonly refusal: string | null;
  readonly onUse: () => void;
}) => {
  const busy = applying === card.code;
  const refusalId = `voucher-refusal-${card.id}`;
  return (
    <li className={styles.voucher} data-testid="voucher-card">
      <div className="stack-1">
        <h2 className={styles.voucherTitle}>{card.title}</h2>
        <p className="muted-0">{card.description}</p>
      </div>
      <dl className={styles.terms}>
        <div>
          <dt>Kode</dt>
          <dd className={styles.code} data-testid="voucher-code">
            {card.code}
          </dd>
        </div>
        <div>
          <dt>Syarat</dt>
          <dd>{card.minimumText}</dd>
        </div>
      </dl>
      <p className="muted-0">{datedText(card.expiryText)}</p>
      <div className="row-2">
        <CopyButton value={card.code} label={`Salin kode ${card.code}`} copiedText={`Kode ${card.code} disalin`} />
        <button
          type="button"
          className={styles.use}
          onClick={onUse}
          disabled={applying !== null}
          aria-busy={busy || undefined}
          aria-describedby={refusal ? refusalId : undefined}
          aria-label={applied ? `Voucher ${card.code} sedang dipakai, pakai lagi` : `Pakai voucher ${card.code}`}
        >
          {busy ? 'Memakai…' : applied ? 'Dipakai ✓' : 'Pakai'}
        </button>
      </div>
      {refusal && (
        <p id={refusalId} className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
    </li>
  );
};
