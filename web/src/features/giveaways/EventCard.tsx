import { ADDRESS_BOOK_PATH, CustomerGiveaways, type GiveawayAction, type GiveawayEventView } from '@more/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import { useService } from '../../shared/services';
import styles from './Giveaways.module.css';
import { storeTimeText } from '../../shared/dates/store-dates';

/**
 * An event: its picture, title, prize, period, phase and what is left of its
 * quota, then "Klaim" or, in its place, why it cannot be claimed (core's
 * reason or the server's), and a way to add an address when that is what is
 * missing. What a claim ended in is announced where the button was, and
 * focus goes there when the button is gone.
 */
export const EventCard = ({ view, busy }: { readonly view: GiveawayEventView; readonly busy: GiveawayAction | null }) => {
  const giveaways = useService(CustomerGiveaways);
  const { event, claim } = view;
  // A claim that failed on its way (no refusal): said beside "Klaim", which stays to try again.
  const [failure, setFailure] = useState<string | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const focusNote = useRef(false);
  const titleId = `event-${event.id}`;
  const claiming = busy?.kind === 'claim' && busy.eventId === event.id;
  const shown = claim.kind === 'open' ? (failure ? { text: failure, tone: 'failed' } : null) : { text: claim.text, tone: claim.kind };

  // The button is gone once the event is claimed or refused: focus follows to what is said in its place.
  useEffect(() => {
    if (!focusNote.current || claim.kind === 'open') return;
    focusNote.current = false;
    note.current?.focus();
  }, [claim.kind]);

  const onClaim = async () => {
    if (busy) return;
    setFailure(null);
    focusNote.current = true;
    const outcome = await giveaways.claim(event.id);
    const after = giveaways.current.events;
    const stillOpen = after.status === 'ready' && after.value.some((each) => each.event.id === event.id && each.claim.kind === 'open');
    // "Klaim" stays (a failure on the way, another action busy): focus stays on it.
    if (stillOpen) focusNote.current = false;
    if (outcome.kind === 'failed' && stillOpen) setFailure(outcome.message);
  };

  return (
    <li className={styles.eventCard} aria-labelledby={titleId} data-testid="event-card" data-event={event.id}>
      <ProductImage slot="giveaway" image={{ url: event.imageUrl, alt: '' }} className={styles.image} decorative />
      <div className={styles.cardHead}>
        <span className={styles.phase} data-phase={view.phase} data-testid="event-phase">
          {view.phaseLabel}
        </span>
        <h3 id={titleId} className={styles.eventTitle}>
          {event.title}
        </h3>
        <p className={styles.prize}>Hadiah: {event.prize}</p>
      </div>
      <div className={styles.cardDetails}>
        {event.description && <p className="muted-0">{event.description}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>Periode</dt>
            <dd>
              <span className={styles.day}>{storeTimeText(view.period.from)}</span> – <span className={styles.day}>{storeTimeText(view.period.to)}</span>
            </dd>
          </div>
          <div>
            <dt>Kuota</dt>
            <dd data-testid="event-quota">{view.quotaText}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.claimArea}>
        {claim.kind === 'open' && (
          <button
            type="button"
            className={styles.claim}
            onClick={() => void onClaim()}
            aria-label={`Klaim ${event.title}`}
            aria-disabled={busy !== null || undefined}
            aria-busy={claiming || undefined}
          >
            {claiming ? 'Mohon menunggu..' : 'Klaim'}
          </button>
        )}
        <p ref={note} className={styles.note} data-tone={shown?.tone} role="status" tabIndex={-1} data-testid="event-claim-note">
          {shown?.text}
        </p>
        {claim.kind === 'refused' && claim.needsAddress && (
          <Link href={ADDRESS_BOOK_PATH} className="text-link">
            Tambah Alamat
          </Link>
        )}
      </div>
    </li>
  );
};
