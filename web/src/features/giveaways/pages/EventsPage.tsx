import { CustomerGiveaways, type GiveawayClaimView, NO_EVENTS, giveawayClaimsHref, giveawayClaimsPageOf, noClaimsText } from '@more/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import { Pagination } from '../../../shared/Pagination';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { ClaimCard } from '../ClaimCard';
import { EventCard } from '../EventCard';
import { RemoveClaimDialog } from '../RemoveClaimDialog';
import styles from '../Giveaways.module.css';

/**
 * `/profile/event` (needs login; document 2 §7, "Giveaways and events"): the
 * events on offer as cards with "Klaim" or why not, then "Klaim Saya", the
 * customer's claims a page at a time (`?page=2`, so Back and a shared link
 * land on the same page), each with its state and, while it waits, "Hapus
 * Klaim" after a confirmation. A claim or a deletion shows in both lists at
 * once; one action at a time.
 */
export default function EventsPage(_props: PageProps) {
  const page = giveawayClaimsPageOf(useSearch());
  const giveaways = useService(CustomerGiveaways);
  const state = useStore(giveaways);
  const [removing, setRemoving] = useState<GiveawayClaimView | null>(null);
  // What was said about the last deletion, and the page of claims it was said on.
  const [removed, setRemoved] = useState<{ readonly text: string; readonly page: number } | null>(null);
  const claimsTitle = useRef<HTMLHeadingElement>(null);
  const focusClaims = useRef(false);

  useEffect(() => {
    giveaways.show(page);
  }, [giveaways, page]);
  // Leaving the page: the next visit (perhaps another customer's) starts from nothing.
  useEffect(() => () => giveaways.forget(), [giveaways]);

  // The deleted claim's button is gone: focus goes to the list it left, once the modal dialog (which keeps the page inert) has closed.
  useEffect(() => {
    if (removing || !focusClaims.current) return;
    focusClaims.current = false;
    claimsTitle.current?.focus();
  }, [removing]);

  const onRemoved = (message: string) => {
    focusClaims.current = true;
    setRemoving(null);
    setRemoved({ text: message, page });
  };

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Event &amp; Giveaway</h1>
        <p className={styles.intro}>Klaim hadiah dari event MORE yang sedang berlangsung. Hadiah dikirim ke alamat utama Anda.</p>
      </header>

      <section className="stack-3" aria-labelledby="events-title">
        <h2 id="events-title" className={styles.sectionTitle}>
          Daftar Event
        </h2>
        <Loadable
          state={state.events}
          skeleton={<Skeletons className={styles.eventSkeleton} count={2} list={`stack-3 bare ${styles.events}`} />}
          busyLabel="Memuat event"
          failure="Event belum dapat ditampilkan."
          onRetry={() => giveaways.reloadEvents()}
          testId="events"
        >
          {(events) =>
            events.length === 0 ? (
              <div className={styles.empty} data-testid="events-empty">
                <p>
                  <strong>{NO_EVENTS.title}</strong>
                </p>
                <p className={styles.muted}>{NO_EVENTS.text}</p>
              </div>
            ) : (
              <ul className={`stack-3 bare ${styles.events}`} aria-labelledby="events-title">
                {events.map((view) => (
                  <EventCard key={view.event.id} view={view} busy={state.busy} />
                ))}
              </ul>
            )
          }
        </Loadable>
      </section>

      <section className="stack-3" aria-labelledby="claims-title">
        <h2 id="claims-title" ref={claimsTitle} className={styles.sectionTitle} tabIndex={-1}>
          Klaim Saya
        </h2>
        <p className="done-note" role="status">
          {removed?.page === page ? removed.text : null}
        </p>
        <Loadable
          state={state.claims}
          // The claims shown belong to the address: an answer for another page is still loading here.
          isFor={(claims) => claims.page === page}
          skeleton={<Skeletons className={styles.claimSkeleton} count={2} list="stack-3 bare" />}
          busyLabel="Memuat klaim"
          failure="Klaim belum dapat ditampilkan."
          onRetry={() => giveaways.reloadClaims()}
          testId="claims"
        >
          {(shown) =>
            shown.claims.length === 0 ? (
              <div className={styles.empty} data-testid="claims-empty">
                <p>
                  <strong>{noClaimsText(page).title}</strong>
                </p>
                <p className={styles.muted}>{noClaimsText(page).text}</p>
                {page > 1 && (
                  <Link href={giveawayClaimsHref(1)} className="text-link">
                    Ke halaman pertama
                  </Link>
                )}
              </div>
            ) : (
              <>
                <ul className="stack-3 bare" aria-label={`Klaim Saya, halaman ${page}`}>
                  {shown.claims.map((view) => (
                    <ClaimCard key={view.claim.id} view={view} busy={state.busy} onRemove={setRemoving} />
                  ))}
                </ul>
                <Pagination page={page} totalPages={shown.totalPages} hrefFor={giveawayClaimsHref} label="Halaman klaim" />
              </>
            )
          }
        </Loadable>
      </section>

      {removing && <RemoveClaimDialog view={removing} onDone={onRemoved} onClose={() => setRemoving(null)} />}
    </div>
  );
}

const Skeletons = ({ className, count, list }: { readonly className?: string; readonly count: number; readonly list?: string }) => (
  <div className={list}>
    {Array.from({ length: count }, (_, index) => (
      <div key={index} className={className} />
    ))}
  </div>
);
