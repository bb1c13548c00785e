import { ComplaintChoices, ORDERS_PATH, SentComplaints, complaintOrdersPage, complaintPageHref, listedComplaints } from '@more/core';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import { Pagination } from '../../../shared/Pagination';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { ComplaintOrderCard } from '../ComplaintOrderCard';
import styles from '../Complaints.module.css';
import { SentComplaintList } from '../SentComplaintList';

const FAILURE = 'Daftar pesanan belum dapat ditampilkan.';

/**
 * `/profile/complain` (needs login; document 1 §2): the complaints sent from
 * this account with their dates and states (as the orders tell them), and the products of the customer's shipped
 * and completed orders, each with "Ajukan Komplain" to its form
 * (`/profile/complain-detail?ordersn=…&product=…`), 10 orders a page.
 */
export default function ComplainPage(_props: PageProps) {
  const search = useSearch();
  const choices = useService(ComplaintChoices);
  const sentComplaints = useService(SentComplaints);
  const state = useStore(choices);
  const sentInTab = useStore(sentComplaints);
  // The orders tell of every complaint sent (from any tab or device); until they are read, this tab's own.
  const sent = listedComplaints(state.status === 'ready' ? state.value : [], sentInTab);

  useEffect(() => {
    choices.show();
    // Leaving the page: the next visit asks again, and nothing of this customer's orders stays.
    return () => choices.forget();
  }, [choices]);

  return (
    <section className={styles.page} aria-labelledby="complain-title">
      <div className="stack-2">
        <h1 id="complain-title" className={styles.title}>
          Komplain
        </h1>
        <p className={styles.lead}>Barang yang Anda terima rusak atau tidak sesuai? Pilih produknya dari pesanan yang sedang dikirim atau sudah selesai.</p>
      </div>

      {sent.length > 0 && (
        <section className={styles.section} aria-labelledby="sent-title">
          <h2 id="sent-title" className="t-lg">
            Komplain Terkirim
          </h2>
          <p className="muted">Tim kami meninjau setiap komplain dan menghubungi Anda dalam 2x24 jam.</p>
          <SentComplaintList complaints={sent} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="choose-title">
        <h2 id="choose-title" className="t-lg">
          Pilih Produk
        </h2>
        <Loadable state={state} skeleton={<ChoicesSkeleton />} busyLabel="Memuat pesanan" failure={FAILURE} onRetry={() => choices.reload()} testId="complaint-orders">
          {(orders) => {
            if (orders.length === 0) {
              return (
                <div className="notice-box" data-testid="complaint-orders-empty">
                  <p>
                    <strong>Belum ada pesanan yang dapat dikomplain</strong>
                  </p>
                  <p className="muted">Komplain dapat diajukan untuk pesanan yang sedang dikirim atau sudah selesai.</p>
                  <Link href={ORDERS_PATH} className="btn btn-link">
                    Lihat Pesanan Saya
                  </Link>
                </div>
              );
            }
            const page = complaintOrdersPage(orders, search);
            return (
              <>
                <ul className="stack-3 bare" aria-label={`Pesanan yang dapat dikomplain, halaman ${page.page}`}>
                  {page.orders.map((order) => (
                    <ComplaintOrderCard
                      key={order.orderNumber}
                      order={order}
                      sentFor={(slug) => sent.find((complaint) => complaint.orderNumber === order.orderNumber && complaint.slug === slug) ?? null}
                    />
                  ))}
                </ul>
                <Pagination page={page.page} totalPages={page.totalPages} hrefFor={complaintPageHref} label="Halaman pesanan" />
              </>
            );
          }}
        </Loadable>
      </section>
    </section>
  );
}

const ChoicesSkeleton = () => (
  <div className="stack-3 bare" aria-hidden="true">
    <div className={styles.skeletonCard} />
    <div className={styles.skeletonCard} />
  </div>
);
