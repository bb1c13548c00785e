import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internationalPhoneDigits, isIndonesianMobileNumber } from './phone-number';

describe('Indonesian phone numbers', () => {
  it('writes any way of writing a number in the international form without +', () => {
    for (const written of ['081234567890', '+6281234567890', '6281234567890', '0812-3456-7890', '+62 812 3456 7890', '0812.3456.7890']) {
      expect(internationalPhoneDigits(written)).toBe('6281234567890');
    }
    expect(internationalPhoneDigits('(031) 7654321')).toBe('62317654321');
  });

  it('refuses what is no Indonesian number', () => {
    for (const written of ['', 'abc', '0', '0812', '+1 415 555 0100', '00812345678', '0812345678901234', '62-', '+620812345678']) {
      expect(internationalPhoneDigits(written)).toBeNull();
    }
  });

  it('knows a mobile number: 08…, 10 to 14 digits written from the 0', () => {
    expect(isIndonesianMobileNumber('0812345678')).toBe(true);
    expect(isIndonesianMobileNumber('08123456789012')).toBe(true);
    expect(isIndonesianMobileNumber('+62 812-3456-7890')).toBe(true);
    expect(isIndonesianMobileNumber('62812345678')).toBe(true);
    expect(isIndonesianMobileNumber('081234567')).toBe(false);
    expect(isIndonesianMobileNumber('081234567890123')).toBe(false);
    expect(isIndonesianMobileNumber('0317654321')).toBe(false);
    expect(isIndonesianMobileNumber('081234567a')).toBe(false);
  });

  it('PROPERTY: a mobile number in any of its three forms gives the same digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^8\d{8,12}$/), (subscriber) => {
        for (const written of [`0${subscriber}`, `+62${subscriber}`, `62${subscriber}`]) {
          expect(isIndonesianMobileNumber(written)).toBe(true);
          expect(internationalPhoneDigits(written)).toBe(`62${subscriber}`);
        }
      }),
    );
  });
});
