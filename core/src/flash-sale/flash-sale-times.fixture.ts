import fc from 'fast-check';

// fast-check arbitraries of group times, for the property tests of this folder.

/** Unix seconds from 1970 to 2100. */
const unixSeconds = fc.integer({ min: 0, max: 4_102_444_800 });

/** Group times as the server may send them: well formed (start before end) or not (start at or after end). */
export const groupTimes = fc.oneof(
  fc
    .tuple(unixSeconds, fc.integer({ min: 1, max: 14 * 86_400 }))
    .map(([startsAt, length]) => ({ startsAt, endsAt: startsAt + length })),
  fc
    .tuple(unixSeconds, fc.integer({ min: 0, max: 14 * 86_400 }))
    .map(([endsAt, after]) => ({ startsAt: endsAt + after, endsAt })),
);

const near = (ms: number) => fc.integer({ min: ms - 5_000, max: ms + 5_000 });

/** A group and a clock reading in milliseconds, often close to its start or end, where phases change. */
export const groupAndClock = groupTimes.chain((group) =>
  fc.record({
    group: fc.constant(group),
    nowMs: fc.oneof(near(group.startsAt * 1000), near(group.endsAt * 1000), fc.integer({ min: -1e12, max: 4_200_000_000_000 })),
  }),
);
