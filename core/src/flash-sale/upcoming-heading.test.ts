import { describe, expect, it } from 'vitest';
import { upcomingHeading } from './upcoming-heading';

describe('upcoming heading', () => {
  it('"heading shows start date and time" as "DD MMMM YYYY HH:mm" in Indonesian (document 1 §4, §9)', () => {
    expect(upcomingHeading({ startsAt: Date.UTC(2026, 10, 21, 12, 0) / 1000 })).toBe('Mulai 21 November 2026 19:00 WIB');
  });

  it('reads the start as unix seconds and writes it in the store\'s time (WIB), past midnight too', () => {
    expect(upcomingHeading({ startsAt: Date.UTC(2026, 7, 16, 17, 5) / 1000 })).toBe('Mulai 17 Agustus 2026 00:05 WIB');
  });
});
