import { COMPLAIN_PATH, ComplaintForm, complaintLineRefOf, storePaths } from '@more/core';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { ProductImage } from '../../../shared/product/ProductImage';
import { useStore } from '../../../shared/use-store';
import { ComplaintFormView } from '../ComplaintFormView';
import styles from '../Complaints.module.css';

const FAILURE = 'Formulir komplain belum dapat ditampilkan.';

/**
 * `/profile/complain-detail?ordersn=…&product=<slug>` (needs login; document
 * 1 §2): the complaint form for the order line the address names. An address
 * that names no line of a shipped or completed order of this customer says
 * so, with the way back to the list.
 */
export default function ComplainDetailPage(_props: PageProps) {
  const ref = complaintLineRefOf(useSearch());
  const form = useService(ComplaintForm);
  const state = useStore(form);

  useEffect(() => {
    form.open(ref);
    // The reference is a new object on every render; its order and product are what count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, ref?.orderNumber, ref?.slug]);
  // Leaving unsent: the photos uploaded for it are deleted, and the next visit starts afresh.
  useEffect(() => () => form.forget(), [form]);

  return (
    <section className={styles.page} aria-labelledby="complain-detail-title">
      <nav aria-label="Remah roti" className={styles.crumbs}>
        <Link href={storePaths.profile}>Profil</Link> / <Link href={COMPLAIN_PATH}>Komplain</Link> / <span aria-current="page">Ajukan Komplain</span>
      </nav>
      <h1 id="complain-detail-title" className={styles.title}>
        Ajukan Komplain
      </h1>
      <Loadable state={state} skeleton={<FormSkeleton />} busyLabel="Memuat formulir komplain" failure={FAILURE} onRetry={() => form.reload()} testId="complaint-form">
        {(target) =>
          target.kind === 'unknown' ? (
            <div className="notice-box" data-testid="complaint-line-unknown">
              <p>
                <strong>{target.message}</strong>
              </p>
              <Link href={COMPLAIN_PATH} className="btn btn-link">
                Kembali ke Komplain
              </Link>
            </div>
          ) : (
            <>
              <div className={`card ${styles.subject}`} data-testid="complaint-subject">
                <ProductImage slot="thumb" image={target.subject.line.image} className="thumb" decorative />
                <div className={styles.lineText}>
                  <p className={styles.lineName}>{target.subject.line.name}</p>
                  <p className="muted">
                    Pesanan {target.subject.line.orderNumber} · {target.subject.orderStatusLabel} · {target.subject.line.quantity} barang
                  </p>
                </div>
              </div>
              {/* A new form for each line: what was typed for one product never shows under another. */}
              <ComplaintFormView key={`${target.subject.line.orderNumber}/${target.subject.line.slug}`} subject={target.subject} />
            </>
          )
        }
      </Loadable>
    </section>
  );
}

const FormSkeleton = () => (
  <div className={styles.section} aria-hidden="true">
    <div className={styles.skeletonSubject} />
    <div className={styles.skeletonForm} />
  </div>
);
