/**
 * Writes the mock's regions of Indonesia from the idn-area-data package, in
 * src/seed/regions/: indonesia.json (every province and regency/city, read at
 * start) and districts.json and villages.json (every district and village,
 * packed as packed-areas.ts describes and loaded on first need). Run after
 * upgrading idn-area-data:
 *   npx tsx mock-server/scripts/import-regions.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { packAreas } from '../src/seed/regions/packed-areas';
import { type AreaRow, idOf, readDistricts, readProvinces, readRegencies, readVillages } from '../src/seed/regions/source';

const source = 'idn-area-data (https://github.com/fityannugroho/idn-area-data), Open Database License; derived by mock-server/scripts/import-regions.ts';

/** The rows by parent id, packed; the CSVs list children by code, so each parent's keep that order. */
const packByParent = (rows: readonly AreaRow[]): [string, string][] => {
  const byParent = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) {
    const parentId = idOf(row.parent);
    const children = byParent.get(parentId) ?? [];
    children.push({ id: idOf(row.code), name: row.name });
    byParent.set(parentId, children);
  }
  return [...byParent].map(([parentId, children]) => [parentId, packAreas(parentId, children)]);
};

/** One parent a line, so an upgrade's diff shows which districts changed. */
const packedJson = (key: string, entries: readonly [string, string][]) =>
  `{\n "source": ${JSON.stringify(source)},\n ${JSON.stringify(key)}: {\n${entries.map(([id, packed]) => `  ${JSON.stringify(id)}: ${JSON.stringify(packed)}`).join(',\n')}\n }\n}\n`;

const write = (file: string, text: string, summary: string) => {
  const target = fileURLToPath(new URL(`../src/seed/regions/${file}`, import.meta.url));
  writeFileSync(target, text);
  console.log(`Wrote ${target}: ${summary} (${Math.round(text.length / 1024)} kB)`);
};

const provinces = readProvinces().map((p) => ({ id: idOf(p.code), name: p.name }));
const regencies = readRegencies().map((r) => ({ id: idOf(r.code), provinceId: idOf(r.parent), name: r.name }));
write('indonesia.json', `${JSON.stringify({ source, provinces, regencies }, null, 1)}\n`, `${provinces.length} provinces, ${regencies.length} regencies`);

const districts = readDistricts();
write('districts.json', packedJson('districts', packByParent(districts)), `${districts.length} districts`);

const villages = readVillages();
write('villages.json', packedJson('villages', packByParent(villages)), `${villages.length} villages`);
