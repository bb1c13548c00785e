import {
  MoreversaryMembership,
  type MoreversaryMembershipView,
  type MoreversaryStatus,
  type MoreversaryVariant,
  type User,
  loginPathFor,
  memberSinceText,
  moreversaryPeriodText,
  type MoreversaryStanding,
  ready,
  storePaths,
} from '@more/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import { useCustomer } from '../../shared/use-customer';
import { useStore } from '../../shared/use-store';
import styles from './Moreversary.module.css';
import { datedText } from '../../shared/dates/store-dates';

const LOGIN_NEEDED: MoreversaryMembershipView = { status: 'login-needed' };

/**
 * The customer's own anniversary (`more/user/moreversary`, login): the
 * campaign, its period in WIB, "Member sejak …" and the reward or why not yet.
 * The server and a guest see the invitation to log in, which comes back here;
 * a login in another tab fills it in, a logout or a 401 empties it at once.
 * On the retail page it is the card the shopper shows at the showroom's cashier.
 */
export const MembershipSection = ({ variant }: { readonly variant: MoreversaryVariant }) => {
  const membership = useService(MoreversaryMembership);
  const state = useStore(membership);
  // Null on the server and while hydrating: the first render is the guest's, as the server's was.
  const customer = useCustomer();
  useEffect(() => {
    membership.show();
    return () => membership.forget();
  }, [membership]);
  const view = customer === null ? LOGIN_NEEDED : state;
  return (
    <section className="page-section" aria-labelledby="hadiah-title" id="hadiah" data-testid="moreversary-member">
      <h2 id="hadiah-title" className="t-lg">
        {variant === 'retail' ? 'Kartu Member untuk Kasir' : 'Hadiah Ulang Tahun Anda'}
      </h2>
      <MembershipView view={view} variant={variant} customer={customer} onRetry={() => membership.reload()} />
    </section>
  );
};

interface ViewProps {
  readonly view: MoreversaryMembershipView;
  readonly variant: MoreversaryVariant;
  readonly customer: User | null;
  readonly onRetry: () => void;
}

const MembershipView = ({ view, variant, customer, onRetry }: ViewProps) => {
  if (view.status === 'login-needed') return <LoginInvitation variant={variant} />;
  if (view.status === 'not-running') {
    return (
      <div className={styles.notice} data-testid="moreversary-not-running">
        <p>
          <strong>Saat ini belum ada perayaan MOREVERSARY yang berjalan.</strong>
        </p>
        <p>Hadiah ulang tahun akan tampil di sini begitu perayaan dimulai. Sementara itu, penawaran di halaman ini tetap bisa Anda nikmati.</p>
      </div>
    );
  }
  // The rest is a load like any other: the campaign and the customer's standing in it are its value.
  return (
    <Loadable
      state={view.status === 'ready' ? ready(view) : view}
      skeleton={<div className={styles.cardSkeleton} role="status" aria-busy="true" aria-label="Memuat data ulang tahun Anda" data-testid="moreversary-member-loading" />}
      skeletonIsStatus
      failure="Data ulang tahun Anda belum dapat ditampilkan."
      onRetry={onRetry}
      failureTestId="moreversary-member-failed"
    >
      {({ campaign, standing }) => <MemberCard campaign={campaign} standing={standing} variant={variant} name={customer?.name ?? ''} />}
    </Loadable>
  );
};

const LoginInvitation = ({ variant }: { readonly variant: MoreversaryVariant }) => {
  const [path] = useLocation();
  return (
    <div className={styles.notice} data-testid="moreversary-login">
      <p>
        <strong>Masuk untuk melihat hadiah ulang tahun Anda</strong>
      </p>
      <p>
        {variant === 'retail'
          ? 'Setelah masuk, kartu member Anda tampil di sini: tunjukkan dari ponsel ke kasir showroom untuk mendapatkan hadiah ulang tahun.'
          : 'Member MORE mendapat hadiah ulang tahun selama MOREVERSARY. Masuk atau daftar gratis, lalu Anda kembali ke halaman ini.'}
      </p>
      <Link href={loginPathFor(path)} className={styles.primary}>
        Masuk
      </Link>
    </div>
  );
};

const PHASE_LABEL = { eligible: 'Sedang berlangsung', 'not-eligible': 'Sedang berlangsung', upcoming: 'Segera dimulai', over: 'Sudah berakhir' } as const;

interface MemberCardProps {
  readonly campaign: MoreversaryStatus;
  readonly standing: MoreversaryStanding;
  readonly variant: MoreversaryVariant;
  readonly name: string;
}

const MemberCard = ({ campaign, standing, variant, name }: MemberCardProps) => (
    <article className={`${styles.memberCard} ${variant === 'retail' ? styles.memberCardRetail : ''}`} aria-labelledby="kartu-title" data-testid="moreversary-card">
      <header className={styles.memberHead}>
        <h3 id="kartu-title" className="t-lg">
          {campaign.title}
        </h3>
        <span className={campaign.active ? styles.badgeOn : styles.badgeOff}>{PHASE_LABEL[standing.tone]}</span>
      </header>
      <dl className={styles.memberFacts}>
        {variant === 'retail' && name && (
          <div>
            <dt>Nama member</dt>
            <dd>{name}</dd>
          </div>
        )}
        <div>
          <dt>Periode</dt>
          <dd>{datedText(moreversaryPeriodText(campaign.startsAt, campaign.endsAt))}</dd>
        </div>
        <div>
          <dt>Keanggotaan</dt>
          <dd>{datedText(memberSinceText(campaign.memberSince))}</dd>
        </div>
      </dl>
      <div className={standing.tone === 'eligible' ? styles.reward : styles.standing} data-testid={`moreversary-${standing.tone}`}>
        <p>
          <strong>{datedText(standing.headline)}</strong>
        </p>
        <p>{datedText(standing.detail)}</p>
      </div>
      {standing.tone === 'eligible' &&
        (variant === 'retail' ? (
          <p className={styles.cashierNote}>Tunjukkan kartu ini ke kasir showroom MORE sebelum membayar; kasir akan mencocokkan akun Anda.</p>
        ) : (
          <>
            <p className={styles.cashierNote}>Pakai di keranjang saat checkout, atau tunjukkan kartu ini di kasir showroom.</p>
            <Link href={storePaths.vouchers} className={styles.secondary}>
              Lihat Voucher Saya
            </Link>
          </>
        ))}
    </article>
);
