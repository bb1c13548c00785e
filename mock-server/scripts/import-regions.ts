/**
 * Writes src/seed/regions/indonesia.json from the idn-area-data package:
 * every province and regency/city, and the districts and villages of the
 * cities in bundled-cities.ts. Run after upgrading idn-area-data:
 *   npx tsx mock-server/scripts/import-regions.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { citiesWithDistricts } from '../src/seed/regions/bundled-cities';
import { idOf, readDistricts, readProvinces, readRegencies, readVillages } from '../src/seed/regions/source';

const cities = new Set<string>(citiesWithDistricts);
const districts = readDistricts().filter((d) => cities.has(idOf(d.parent)));
const districtIds = new Set(districts.map((d) => idOf(d.code)));

const bundle = {
  source: 'idn-area-data (https://github.com/fityannugroho/idn-area-data), Open Database License; derived by mock-server/scripts/import-regions.ts',
  provinces: readProvinces().map((p) => ({ id: idOf(p.code), name: p.name })),
  regencies: readRegencies().map((r) => ({ id: idOf(r.code), provinceId: idOf(r.parent), name: r.name })),
  districts: districts.map((d) => ({ id: idOf(d.code), regencyId: idOf(d.parent), name: d.name })),
  villages: readVillages()
    .filter((v) => districtIds.has(idOf(v.parent)))
    .map((v) => ({ id: idOf(v.code), districtId: idOf(v.parent), name: v.name })),
};

const target = fileURLToPath(new URL('../src/seed/regions/indonesia.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(bundle, null, 1)}\n`);
console.log(
  `Wrote ${target}: ${bundle.provinces.length} provinces, ${bundle.regencies.length} regencies, ${bundle.districts.length} districts, ${bundle.villages.length} villages`,
);
