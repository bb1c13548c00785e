import { ProductImage } from '../../../shared/product/ProductImage';
import { type Exhibition, ExhibitionReader, exhibitionCrumbs, exhibitionIdOf, exhibitionPath, moreverseCrumbs, toProductCard, storePaths } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Breadcrumb } from '../../../shared/Breadcrumb';
import { Loadable } from '../../../shared/Loadable';
import { ProductGrid } from '../../../shared/product/ProductGrid';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { PhaseBadge } from '../PhaseBadge';
import { ShareButton } from '../ShareButton';
import { phaseAt, useShowroomNow } from '../showroom-clock';
import styles from '../Showroom.module.css';
import { StoreTime } from '../../../shared/dates/StoreTime';

const ExhibitionView = ({ exhibition }: { readonly exhibition: Exhibition }) => {
  const now = useShowroomNow();
  return (
    <article className={styles.article} data-testid="exhibition">
      <Breadcrumb crumbs={exhibitionCrumbs(exhibition)} />
      <header className="page-head">
        <p className={styles.kicker}>Pameran MOREVERSE</p>
        <h1 className="head-title">{exhibition.title}</h1>
        <div className={styles.partnerHead}>
          <img className={styles.partnerLogo} src={exhibition.partner.logoUrl} alt="" width={64} height={64} />
          <p>
            <strong>{exhibition.partner.name}</strong>
            <br />
            <span className={styles.muted}>
              {[exhibition.boothCode && `Booth ${exhibition.boothCode}`, exhibition.areaName].filter(Boolean).join(' · ')}
            </span>
          </p>
        </div>
        <p className="row-2">
          <span>
            <StoreTime at={exhibition.startsAt} /> -{' '}
            <StoreTime at={exhibition.endsAt} /> WIB
          </span>
          <PhaseBadge phase={phaseAt(exhibition, now)} />
        </p>
        <ShareButton path={exhibitionPath(exhibition.id)} title={exhibition.title} />
      </header>
      <ProductImage slot="exhibition" image={{ url: exhibition.imageUrl, alt: `Suasana pameran ${exhibition.title}` }} className={styles.cover} eager />
      {exhibition.paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <section aria-labelledby="exhibition-products-title" className={styles.section}>
        <h2 id="exhibition-products-title" className={styles.sectionTitle}>
          Produk yang Dipamerkan
        </h2>
        {exhibition.products.length === 0 ? (
          <p className={styles.empty}>Produk pameran ini sedang disiapkan.</p>
        ) : (
          <ProductGrid cards={exhibition.products.map(toProductCard)} label={`Produk pameran ${exhibition.title}`} eagerCards={0} />
        )}
      </section>
      <p>
        <Link href={storePaths.moreverse} className={styles.cardLink}>
          Kembali ke MOREVERSE
        </Link>
      </p>
    </article>
  );
};

const ExhibitionSkeleton = () => (
  <div aria-hidden="true">
    <div className="skel skel-short" />
    <div className="skel skel-title" />
    <div className={`${styles.cover} skel`} />
  </div>
);

/** `/moreverse/pameran/{id}`: one exhibition, an address a shopper can share; unknown ids are answered 404 by the server. */
export default function ExhibitionPage({ params }: PageProps) {
  const id = exhibitionIdOf(params.id);
  const reader = useService(ExhibitionReader);
  const state = useStore(reader);
  useEffect(() => {
    if (id !== null) void reader.ensureOpen(id);
  }, [reader, id]);

  if (id === null || (state.status === 'failed' && state.failure.kind === 'not-found')) {
    return (
      <div className="page">
        <Breadcrumb crumbs={[...moreverseCrumbs, { name: 'Pameran', path: '' }]} />
        <h1 className="head-title">Pameran tidak ditemukan</h1>
        <p>Pameran yang Anda cari tidak ada atau sudah berakhir.</p>
        <Link href={storePaths.moreverse} className={styles.cardLink}>
          Lihat pameran lain di MOREVERSE
        </Link>
      </div>
    );
  }
  return (
    <div className="page">
      <Loadable
        state={state}
        isFor={(exhibition) => exhibition.id === id}
        skeleton={<ExhibitionSkeleton />} busyLabel="Memuat pameran.." failure="Pameran belum dapat ditampilkan" onRetry={() => void reader.retry()} failureIsPage testId="exhibition">
        {(exhibition) => <ExhibitionView exhibition={exhibition} />}
      </Loadable>
    </div>
  );
}
