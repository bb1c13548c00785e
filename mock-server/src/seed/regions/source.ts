import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Indonesia's administrative areas from the maintained `idn-area-data` package
 * (Kemendagri codes; data under the Open Database License). The mock carries
 * files derived from it by scripts/import-regions.ts (indonesia.json,
 * districts.json, villages.json); this reader is what the script and the tests
 * of those files use. It needs Node and the devDependency: never at run time.
 */
export interface AreaRow {
  /** `35.78` style code, dots removed gives the id the API sends (`3578`). */
  readonly code: string;
  readonly parent: string;
  readonly name: string;
}

const require = createRequire(import.meta.url);

const readCsv = (file: string, parentColumn: string | null): AreaRow[] => {
  const text = readFileSync(require.resolve(`idn-area-data/data/${file}`), 'utf8');
  const [header, ...rows] = text.trim().split(/\r?\n/);
  const columns = header!.split(',');
  const codeAt = columns.indexOf('code');
  const parentAt = parentColumn ? columns.indexOf(parentColumn) : -1;
  const nameAt = columns.indexOf('name');
  return rows.map((row) => {
    // Names may contain commas inside quotes ("KEPULAUAN SERIBU, ...").
    const cells = row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"'));
    return { code: cells[codeAt]!, parent: parentAt >= 0 ? cells[parentAt]! : '', name: cells[nameAt]! };
  });
};

export const readProvinces = () => readCsv('provinces.csv', null);
export const readRegencies = () => readCsv('regencies.csv', 'province_code');
export const readDistricts = () => readCsv('districts.csv', 'regency_code');
export const readVillages = () => readCsv('villages.csv', 'district_code');

export const idOf = (code: string) => code.replace(/\./g, '');
