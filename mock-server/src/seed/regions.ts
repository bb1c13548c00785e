import type { BankRecord } from '../db/regions';
import type { Database } from '../db/database';
import type { SeedContext } from './context';

/**
 * Banks of Indonesia with Bank Indonesia's clearing codes, the most used
 * first. The regions themselves are static data (seed/regions/indonesia.ts).
 */
export const SEEDED_BANKS: readonly Omit<BankRecord, 'id'>[] = [
  { code: '014', name: 'Bank Central Asia (BCA)', shortName: 'BCA' },
  { code: '008', name: 'Bank Mandiri', shortName: 'Mandiri' },
  { code: '009', name: 'Bank Negara Indonesia (BNI)', shortName: 'BNI' },
  { code: '002', name: 'Bank Rakyat Indonesia (BRI)', shortName: 'BRI' },
  { code: '451', name: 'Bank Syariah Indonesia (BSI)', shortName: 'BSI' },
  { code: '022', name: 'Bank CIMB Niaga', shortName: 'CIMB Niaga' },
  { code: '013', name: 'Bank Permata', shortName: 'Permata' },
  { code: '011', name: 'Bank Danamon', shortName: 'Danamon' },
  { code: '200', name: 'Bank Tabungan Negara (BTN)', shortName: 'BTN' },
  { code: '016', name: 'Maybank Indonesia', shortName: 'Maybank' },
  { code: '028', name: 'Bank OCBC NISP', shortName: 'OCBC NISP' },
  { code: '019', name: 'Panin Bank', shortName: 'Panin' },
  { code: '023', name: 'Bank UOB Indonesia', shortName: 'UOB' },
  { code: '426', name: 'Bank Mega', shortName: 'Mega' },
  { code: '153', name: 'Bank Sinarmas', shortName: 'Sinarmas' },
  { code: '114', name: 'Bank Jatim', shortName: 'Bank Jatim' },
  { code: '110', name: 'Bank BJB', shortName: 'BJB' },
  { code: '111', name: 'Bank DKI', shortName: 'Bank DKI' },
  { code: '542', name: 'Bank Jago', shortName: 'Jago' },
  { code: '535', name: 'SeaBank Indonesia', shortName: 'SeaBank' },
];

/** Bank ids are stable across seeds: bank accounts and the contracts name them. */
export const BANK_ID = { bca: 1, mandiri: 2, bni: 3, bri: 4 } as const;

/** Seeds the regions area: the banks (the regions are bundled data). */
export const seedRegions = async (db: Database, _seed: SeedContext): Promise<void> => {
  for (const [index, bank] of SEEDED_BANKS.entries()) await db.banks.create({ id: index + 1, ...bank });
};
