import { useCallback, useRef, useState } from 'react';

/** What a submission ended in: the page is leaving (keep the form locked), or it stays (unlock it). */
export type SubmissionEnd = 'leaving' | 'stay';

/**
 * One submission at a time. The lock is a ref, not state: two submits in the
 * same tick (a double tap, Enter and a click) both see the first one's lock,
 * and only the first is sent.
 */
export const useSubmission = () => {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<SubmissionEnd>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let end: SubmissionEnd = 'stay';
    try {
      end = await work();
    } finally {
      if (end === 'stay') {
        running.current = false;
        setBusy(false);
      }
    }
  }, []);
  return { busy, run };
};
