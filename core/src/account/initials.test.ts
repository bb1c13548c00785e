import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initials of a customer without a picture', () => {
  it.each([
    ['Sinta Pembeli', 'SP'],
    ['sinta', 'S'],
    ['  Ayu   Lestari  Wulandari ', 'AL'],
    ['Élodie Ñoño', 'ÉÑ'],
    ['(Budi) Santoso', 'BS'],
    ['Rudi - Hartono', 'RH'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('falls back to the email when the name is blank, then to a question mark', () => {
    expect(initialsOf('  ', 'ayu@more.test')).toBe('A');
    expect(initialsOf('', '')).toBe('?');
    expect(initialsOf('--', '')).toBe('?');
  });

  it('never splits a letter outside the basic plane in half', () => {
    expect(initialsOf('𝒜yu 𝔅udi')).toBe('𝒜𝔅');
  });

  it('PROPERTY: at most two letters, upper-cased, never empty', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, email) => {
        const initials = initialsOf(name, email);
        expect([...initials].length).toBeGreaterThanOrEqual(1);
        expect([...initials].length).toBeLessThanOrEqual(2);
        expect(initials).toBe(initials.toLocaleUpperCase('id-ID'));
      }),
    );
  });
});
