import { PartnerProducts, type ShowroomPartner, ShowroomPartners, failureText, toProductCard } from '@more/core';
import { ProductGrid, ProductGridSkeleton } from '../../shared/product/ProductGrid';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { MoreverseSection } from './MoreverseSection';
import styles from './Showroom.module.css';

/** The open partner's products: its cards, "Muat lagi", and each state of the list. */
const PartnerProductList = ({ partner }: { readonly partner: ShowroomPartner }) => {
  const products = useService(PartnerProducts);
  const state = useStore(products);
  if (state.status === 'idle' || state.status === 'loading') return <ProductGridSkeleton count={4} />;
  if (state.status === 'failed' && state.items.length === 0) {
    return (
      <div role="alert" className={styles.failure} data-testid="partner-products-failed">
        <p>
          <strong>Produk {partner.name} belum dapat ditampilkan.</strong>
        </p>
        {state.failure && <p>{failureText(state.failure)}</p>}
        <button type="button" className={styles.secondaryButton} onClick={() => void products.more()}>
          Coba Lagi
        </button>
      </div>
    );
  }
  if (state.items.length === 0) return <p className={styles.empty}>{partner.name} belum memajang produk saat ini.</p>;
  return (
    <>
      <ProductGrid cards={state.items.map(toProductCard)} label={`Produk ${partner.name}`} eagerCards={0} />
      <p className={styles.muted} role="status">
        Menampilkan {state.items.length} dari {state.total} produk
      </p>
      {state.status === 'failed' && (
        <div role="alert" className={styles.failure}>
          <p>Produk berikutnya belum dapat dimuat. {state.failure ? failureText(state.failure) : ''}</p>
        </div>
      )}
      {(state.hasMore || state.status === 'failed') && (
        <button type="button" className={styles.secondaryButton} onClick={() => void products.more()} disabled={state.status === 'loading-more'} aria-busy={state.status === 'loading-more'}>
          {state.status === 'loading-more' ? 'Memuat..' : state.status === 'failed' ? 'Coba Lagi' : 'Muat lagi'}
        </button>
      )}
    </>
  );
};

const PartnerItem = ({ partner }: { readonly partner: ShowroomPartner }) => {
  const products = useService(PartnerProducts);
  const { partnerId } = useStore(products);
  const open = partnerId === partner.id;
  const regionId = `partner-products-${partner.id}`;
  return (
    <li className={styles.partner} data-testid="partner">
      <div className={styles.partnerHead}>
        <img className={styles.partnerLogo} src={partner.logoUrl} alt="" width={64} height={64} loading="lazy" />
        <div>
          <h3 className={styles.itemTitle}>{partner.name}</h3>
          <p className={styles.kicker}>Booth {partner.boothCode}</p>
          <p className={styles.muted}>{partner.description}</p>
          {partner.websiteUrl && (
            // A partner's own site: a link out (document 1 §1, "partner links"), in a tab of its own so the showroom stays open.
            <a href={partner.websiteUrl} target="_blank" rel="noopener noreferrer" className={styles.partnerSite} data-testid="partner-site">
              Kunjungi situs {partner.name}
              <span className="visually-hidden"> (membuka tab baru)</span>
            </a>
          )}
        </div>
      </div>
      <button
        type="button"
        className={styles.secondaryButton}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => (open ? products.close() : void products.open(partner.id))}
      >
        {open ? 'Tutup Produk' : `Lihat Produk (${partner.productCount})`}
      </button>
      <div id={regionId} role="region" aria-label={`Produk ${partner.name}`} hidden={!open} className={styles.partnerProducts} data-testid="partner-products">
        {open && <PartnerProductList partner={partner} />}
      </div>
    </li>
  );
};

/** The partners (`moreverse/mitra`); "Lihat Produk" opens one partner's products in place (`uni/product/partner/{id}`). */
export const PartnersSection = () => {
  return (
    <MoreverseSection section={useService(ShowroomPartners)} name="partners" title="Mitra MOREVERSE" skeleton={<div className={`${styles.cardSkeleton} skel`} />} busyLabel="Memuat mitra.." failure="Daftar mitra belum dapat ditampilkan.">
      {(partners) =>
        partners.length === 0 ? (
          <p className={styles.empty}>Belum ada mitra yang membuka booth. Nantikan mitra-mitra kami segera.</p>
        ) : (
          <ul className={styles.partnerList}>
            {partners.map((partner) => (
              <PartnerItem key={partner.id} partner={partner} />
            ))}
          </ul>
        )
      }
    </MoreverseSection>
  );
};
