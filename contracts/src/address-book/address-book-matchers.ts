import { MatchersV3 } from '@pact-foundation/pact';
import { wibTime } from '../matchers';

const { boolean, integer, regex, string } = MatchersV3;

/** An address as the store reads it (adapters' addressWire), here the one in Kalisari, Surabaya. */
export const address = (id: number, overrides: Record<string, unknown> = {}) => ({
  id: integer(id),
  label: string('Apartemen'),
  recipient_name: string('Sinta Wulandari'),
  phone: regex(/^08\d{7,13}$/, '081234567890'),
  province_id: regex(/^\d{2}$/, '35'),
  province_name: string('JAWA TIMUR'),
  city_id: regex(/^\d{4}$/, '3578'),
  city_name: string('KOTA SURABAYA'),
  district_id: regex(/^\d{6}$/, '357826'),
  district_name: string('Mulyorejo'),
  village_id: regex(/^\d{10}$/, '3578261004'),
  village_name: string('Kalisari'),
  postal_code: regex(/^\d{5}$/, '60112'),
  address: string('Apartemen Educity Tower Harvard Lt. 12 No. 7'),
  default: boolean(false),
  created_at: wibTime('2026-11-21T10:00:00+07:00'),
  ...overrides,
});

/** The body of a new address in Kalisari, Surabaya, as HttpAddressBook.add sends it. */
export const kalisariBody = {
  label: 'Apartemen',
  recipient_name: 'Sinta Wulandari',
  phone: '081234567890',
  province_id: '35',
  city_id: '3578',
  district_id: '357826',
  village_id: '3578261004',
  postal_code: '60112',
  address: 'Apartemen Educity Tower Harvard Lt. 12 No. 7',
  default: false,
};

export const dropshipper = (id: number, overrides: Record<string, unknown> = {}) => ({
  id: integer(id),
  name: string('Sinta Living Store'),
  phone: regex(/^08\d{7,13}$/, '081355501234'),
  created_at: wibTime('2026-11-21T10:00:00+07:00'),
  ...overrides,
});

export const bankAccount = (id: number, overrides: Record<string, unknown> = {}) => ({
  id: integer(id),
  uni_bank_id: integer(3),
  bank_name: string('Bank Negara Indonesia (BNI)'),
  bank_code: regex(/^\d{3}$/, '009'),
  icon: string('http://127.0.0.1:5173/media/art/logo/BNI.svg'),
  account_number: regex(/^\d{5,20}$/, '0123456789'),
  account_name: string('Sinta Wulandari'),
  created_at: wibTime('2026-11-21T10:00:00+07:00'),
  ...overrides,
});
