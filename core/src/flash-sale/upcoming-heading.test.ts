import { dateTimeAt, datedText } from '../shared/dated-text';
import { describe, expect, it } from 'vitest';
import { upcomingHeading } from './upcoming-heading';

describe('upcoming heading', () => {
  it('"heading shows start date and time" as "DD MMMM YYYY HH:mm" in Indonesian (document 1 §4, §9)', () => {
    expect(upcomingHeading({ startsAt: Date.UTC(2026, 10, 21, 12, 0) / 1000 })).toEqual(datedText('Mulai ', dateTimeAt(Date.UTC(2026, 10, 21, 12, 0)), ' WIB'));
  });

  it('reads the start as unix seconds and writes it in the store\'s time (WIB), past midnight too', () => {
    expect(upcomingHeading({ startsAt: Date.UTC(2026, 7, 16, 17, 5) / 1000 })).toEqual(datedText('Mulai ', dateTimeAt(Date.UTC(2026, 7, 17, -7, 5)), ' WIB'));
  });
});
