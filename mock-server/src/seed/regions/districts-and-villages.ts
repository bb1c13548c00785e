import { unpackAreas } from './packed-areas';

export interface District {
  readonly id: string;
  readonly regencyId: string;
  readonly name: string;
}

export interface Village {
  readonly id: string;
  readonly districtId: string;
  readonly name: string;
}

type PackedFile = Readonly<Record<string, string>>;

/**
 * Reads once, on first need, then keeps the file; a failed read is
 * forgotten, so the next call tries again. Nothing is read at start.
 */
const loadOnce = (load: () => Promise<PackedFile>): (() => Promise<PackedFile>) => {
  let loading: Promise<PackedFile> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};

/**
 * In Node (`npm start`, the tests) the file is read from disk and parsed
 * (about 10 ms and 5 MB for the villages; importing it as a module through
 * tsx costs four times that). The static demo's build ships it as an asset,
 * fetched only when a shopper first needs a district. `node:fs` is asked of
 * the running Node, not imported: the same module is bundled for the browser.
 */
/** What of Node this module asks for: typed here, since the browser's build (and its type checks) has no Node. */
interface NodeFs {
  readFileSync(path: URL, encoding: 'utf8'): string;
}
const runningNode = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;

const readPacked = async (url: URL, key: 'districts' | 'villages'): Promise<PackedFile> => {
  const fs = url.protocol === 'file:' ? (runningNode?.getBuiltinModule?.('node:fs') as NodeFs | undefined) : undefined;
  const file = fs ? (JSON.parse(fs.readFileSync(url, 'utf8')) as unknown) : await fetchJson(url);
  return (file as Record<typeof key, PackedFile>)[key];
};

const fetchJson = async (url: URL): Promise<unknown> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
};

const districtFile = loadOnce(() => readPacked(new URL('./districts.json', import.meta.url), 'districts'));
const villageFile = loadOnce(() => readPacked(new URL('./villages.json', import.meta.url), 'villages'));

/** `Object.hasOwn`: an id is only ever looked up as the file's own key, never as `__proto__` or `toString`. */
const packedOf = (file: PackedFile, parentId: string): string | undefined => (Object.hasOwn(file, parentId) ? file[parentId] : undefined);

/** The districts of a regency or city (idn-area-data's order); none for an id that is not one. */
export const districtsOf = async (regencyId: string): Promise<District[]> => {
  const packed = packedOf(await districtFile(), regencyId);
  return packed === undefined ? [] : unpackAreas(regencyId, packed).map(({ id, name }) => ({ id, regencyId, name }));
};

/** The villages (kelurahan/desa) of a district; none for an id that is not one. */
export const villagesOf = async (districtId: string): Promise<Village[]> => {
  const packed = packedOf(await villageFile(), districtId);
  return packed === undefined ? [] : unpackAreas(districtId, packed).map(({ id, name }) => ({ id, districtId, name }));
};

/** A district by its 6-digit id, found under its regency: the id's first 4 digits. */
export const districtById = async (id: string): Promise<District | undefined> =>
  (await districtsOf(id.slice(0, 4))).find((district) => district.id === id);

/** A village by its 10-digit id, found under its district: the id's first 6 digits. */
export const villageById = async (id: string): Promise<Village | undefined> =>
  (await villagesOf(id.slice(0, 6))).find((village) => village.id === id);
