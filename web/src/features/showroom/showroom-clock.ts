import { type ActivityPhase, activityPhase } from '@more/core';
import { useSyncExternalStore } from 'react';
import { useHydrated } from '../../shared/use-hydrated';

/** How often the phases and the open sign are read again: a phase turns within half a minute, without a reload. */
const TICK_MS = 30_000;

/** One clock for every part of the page: read on the first look, then every TICK_MS while anything listens. */
let shownNow: number | null = null;
const listeners = new Set<() => void>();
let timer: number | undefined;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (timer === undefined) {
    timer = window.setInterval(() => {
      shownNow = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
      // The next page to listen reads the time afresh.
      shownNow = null;
    }
  };
};

const browserNow = (): number => (shownNow ??= Date.now());

/**
 * The time now in the browser, null on the server and during hydration: what
 * depends on the clock (an activity's phase, whether the showroom is open)
 * renders after hydration, so the server's HTML and the first browser render agree.
 */
export const useShowroomNow = (): number | null => {
  const hydrated = useHydrated();
  const now = useSyncExternalStore(subscribe, browserNow, () => null);
  return hydrated ? now : null;
};

export const phaseText: Record<ActivityPhase, string> = {
  upcoming: 'Akan Datang',
  ongoing: 'Sedang Berlangsung',
  finished: 'Selesai',
};

export const phaseAt = (period: { readonly startsAt: number; readonly endsAt: number }, now: number | null): ActivityPhase | null =>
  now === null ? null : activityPhase(period, now);

/** `3:05` or `1:02:05` for a video's length. */
export const durationText = (seconds: number): string => {
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
};

/** The same length in words for a screen reader: "3 menit 5 detik". */
export const durationWords = (seconds: number): string => {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return [m > 0 ? `${m} menit` : '', s > 0 ? `${s} detik` : ''].filter(Boolean).join(' ') || '0 detik';
};
