import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aProfile, progressOf } from './fakes';
import { isProfileComplete, stepsToDo } from './profile-progress';

describe('profile progress (GET more/user/check)', () => {
  it('lists the steps still to do, in order', () => {
    const progress = progressOf(aProfile({ picture: null, gender: null }));
    expect(stepsToDo(progress).map((step) => step.label)).toEqual(['Foto profil', 'Jenis kelamin']);
    expect(progress.percentage).toBe(67);
    expect(isProfileComplete(progress)).toBe(false);
  });

  it('is complete when every step is done', () => {
    const progress = progressOf(aProfile({ picture: 'https://media.test/a.svg' }));
    expect(stepsToDo(progress)).toEqual([]);
    expect(isProfileComplete(progress)).toBe(true);
    expect(progress.percentage).toBe(100);
  });

  it('PROPERTY: complete exactly when nothing is left to do', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ key: fc.string(), label: fc.string(), done: fc.boolean() })), (steps) => {
        const progress = { steps, percentage: 0 };
        expect(isProfileComplete(progress)).toBe(stepsToDo(progress).length === 0);
      }),
    );
  });
});
