import { describe, expect, it } from 'vitest';
import { crc16, qrisPayload } from './qris';

describe('the QRIS payload', () => {
  it('checks itself with CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('writes each field as tag, length and value, the amount and bill inside, the checksum last', () => {
    const payload = qrisPayload({ acquirer: 'ID.CO.GOJEK.WWW', merchantPan: '936009140000052681', amount: 1_250_000, billNumber: 'INV-20261128-0001', reference: 'A1' });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('54071250000');
    expect(payload).toContain('5303360');
    expect(payload).toContain('5802ID');
    expect(payload).toContain('0117INV-20261128-0001');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });
});
