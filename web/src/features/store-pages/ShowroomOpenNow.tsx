import { SHOWROOM_HOURS, isShowroomOpen } from '@more/core';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../shared/use-hydrated';
import styles from './StorePages.module.css';

const pad = (hour: number) => `${String(hour).padStart(2, '0')}.00`;

/**
 * "Buka sekarang" or "Tutup, buka pukul 09.00 WIB": read from the shopper's
 * clock in the browser only, after hydration. The server's HTML (which may
 * be cached) and the first browser render keep the space empty, so the two
 * match; the line follows the clock each minute while the page stays open.
 */
export const ShowroomOpenNow = () => {
  const hydrated = useHydrated();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 60_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [hydrated]);
  const open = now === null ? null : isShowroomOpen(now);
  return (
    <p className={styles.openNow} data-testid="showroom-open-now" data-open={open === null ? undefined : String(open)}>
      {open === null ? '' : open ? `Buka sekarang · tutup pukul ${pad(SHOWROOM_HOURS.closes)} WIB` : `Tutup sekarang · buka pukul ${pad(SHOWROOM_HOURS.opens)} WIB`}
    </p>
  );
};
