import type { Bank, City, District, Province, Village } from './region';

/** A few real regions (Kemendagri codes) around the store's home, East Java, and one elsewhere. */
export const someProvinces: readonly Province[] = [
  { id: '31', name: 'DKI JAKARTA' },
  { id: '35', name: 'JAWA TIMUR' },
];

export const someCities: readonly City[] = [
  { id: '3171', provinceId: '31', name: 'KOTA ADMINISTRASI JAKARTA PUSAT' },
  { id: '3515', provinceId: '35', name: 'KABUPATEN SIDOARJO' },
  { id: '3525', provinceId: '35', name: 'KABUPATEN GRESIK' },
  { id: '3578', provinceId: '35', name: 'KOTA SURABAYA' },
];

export const someDistricts: readonly District[] = [
  { id: '357808', cityId: '3578', name: 'Gubeng' },
  { id: '357826', cityId: '3578', name: 'Mulyorejo' },
  { id: '351508', cityId: '3515', name: 'Sidoarjo' },
];

export const someVillages: readonly Village[] = [
  { id: '3578081003', districtId: '357808', name: 'Airlangga' },
  { id: '3578081004', districtId: '357808', name: 'Kertajaya' },
  { id: '3515081012', districtId: '351508', name: 'Lemahputro' },
];

export const aBank = (overrides: Partial<Bank> = {}): Bank => ({
  id: 1,
  code: '014',
  name: 'Bank Central Asia (BCA)',
  logoUrl: 'https://img.test/bank/bca.svg',
  ...overrides,
});

export const someBanks: readonly Bank[] = [
  aBank(),
  aBank({ id: 2, code: '008', name: 'Bank Mandiri', logoUrl: 'https://img.test/bank/mandiri.svg' }),
];
