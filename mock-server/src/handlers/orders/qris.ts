/**
 * A dynamic QRIS payload (Bank Indonesia's QR standard on EMVCo's merchant
 * presented mode) as a gateway issues one per charge: tag, two-digit length,
 * value; the amount and bill number inside; a CRC-16/CCITT-FALSE checksum at
 * the end, which wallet apps verify before they pay.
 */
const field = (tag: string, value: string): string => {
  if (value.length > 99) throw new Error(`QRIS field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo's tag 63 carries it. */
export const crc16 = (text: string): string => {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

export interface QrisCharge {
  /** The acquirer's globally unique id ("ID.CO.GOJEK.WWW"). */
  readonly acquirer: string;
  /** The merchant's PAN at that acquirer (19 digits at most). */
  readonly merchantPan: string;
  readonly amount: number;
  readonly billNumber: string;
  readonly reference: string;
}

export const qrisPayload = (charge: QrisCharge): string => {
  const body = [
    field('00', '01'),
    field('01', '12'), // 12: dynamic, one charge
    field('26', field('00', charge.acquirer) + field('01', charge.merchantPan) + field('02', 'G000052681') + field('03', 'UBE')),
    field('51', field('00', 'ID.CO.QRIS.WWW') + field('02', 'ID1026052681937') + field('03', 'UBE')),
    field('52', '5712'), // furniture and home furnishing stores
    field('53', '360'), // rupiah
    field('54', String(charge.amount)),
    field('58', 'ID'),
    field('59', 'MORE FURNITURE'),
    field('60', 'GRESIK'),
    field('61', '61151'),
    field('62', field('01', charge.billNumber) + field('05', charge.reference)),
  ].join('');
  const unsigned = `${body}6304`;
  return unsigned + crc16(unsigned);
};
