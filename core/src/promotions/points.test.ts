import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsShortfall, pointsText, redeemOption } from './points';

const productReward = { affordable: true, cost: 5_000, quotaLeft: 3, productSlug: 'lampu-meja' };

describe('points and what a reward offers (/profile/point)', () => {
  it('writes a balance with dot thousands', () => {
    expect(pointsText(12_500)).toBe('12.500 Poin');
    expect(pointsText(0)).toBe('0 Poin');
  });

  it('offers "Tukar Poin" for a product reward the balance covers', () => {
    expect(redeemOption(productReward, 12_500)).toEqual({ kind: 'redeem', label: 'Tukar Poin' });
  });

  it('says how many points are missing when the balance is too low', () => {
    expect(redeemOption(productReward, 3_500)).toEqual({ kind: 'unavailable', label: 'Tukar Poin', reason: 'Poin belum cukup, kurang 1.500 Poin' });
  });

  it('follows the server when it refuses, and a reward whose quota is gone is not offered', () => {
    expect(redeemOption({ ...productReward, affordable: false }, null)).toMatchObject({ kind: 'unavailable', reason: 'Poin belum cukup' });
    expect(redeemOption({ ...productReward, quotaLeft: 0 }, 99_999)).toMatchObject({ kind: 'unavailable', reason: 'Kuota hadiah ini sudah habis' });
  });

  it('offers no button for a voucher: no call of document 2 redeems one', () => {
    expect(redeemOption({ ...productReward, productSlug: null }, 99_999).kind).toBe('voucher');
  });

  it('PROPERTY: a reward is offered only when the known balance covers it, and the shortfall is what is missing', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), fc.boolean(), fc.nat({ max: 5 }), (balance, cost, affordable, quotaLeft) => {
        const option = redeemOption({ affordable, cost, quotaLeft, productSlug: 'x' }, balance);
        expect(pointsShortfall(balance, cost)).toBe(Math.max(0, cost - balance));
        expect(option.kind === 'redeem').toBe(affordable && quotaLeft > 0 && balance >= cost);
      }),
    );
  });
});
