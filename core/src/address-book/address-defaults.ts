/**
 * The default-address rules the address book keeps (the store's decision;
 * document 1 §3 only says an address has `default`): a non-empty book has
 * exactly one default; the first address is the default; making one the
 * default unsets the previous one; the default cannot be unset directly
 * (another address is made the default instead); removing the default makes
 * the newest remaining address the default.
 */
export interface DefaultHolder {
  readonly id: number;
  readonly isDefault: boolean;
  readonly createdAt: number;
}

/** The book after an address is added; `wantsDefault` is what the form asked. */
export const defaultsAfterAdding = <T extends DefaultHolder>(book: readonly T[], added: T, wantsDefault: boolean): T[] => {
  const isDefault = wantsDefault || book.length === 0;
  const others = isDefault ? book.map((entry) => withDefault(entry, false)) : [...book];
  return [...others, withDefault(added, isDefault)];
};

/** The book after an address is changed; `wantsDefault` undefined leaves the defaults as they are. */
export const defaultsAfterChanging = <T extends DefaultHolder>(book: readonly T[], changed: T, wantsDefault: boolean | undefined): T[] => {
  const current = book.find((entry) => entry.id === changed.id);
  const isDefault = wantsDefault === true || (current?.isDefault ?? false);
  return book.map((entry) =>
    entry.id === changed.id ? withDefault(changed, isDefault) : isDefault ? withDefault(entry, false) : entry,
  );
};

/** The book after an address is removed. */
export const defaultsAfterRemoving = <T extends DefaultHolder>(book: readonly T[], removedId: number): T[] => {
  const removed = book.find((entry) => entry.id === removedId);
  const rest = book.filter((entry) => entry.id !== removedId);
  if (!removed?.isDefault || rest.length === 0) return rest;
  const newest = rest.reduce((a, b) => (b.createdAt > a.createdAt || (b.createdAt === a.createdAt && b.id > a.id) ? b : a));
  return rest.map((entry) => (entry.id === newest.id ? withDefault(entry, true) : entry));
};

/** The default address of a book, or null for an empty one. */
export const defaultOf = <T extends DefaultHolder>(book: readonly T[]): T | null => book.find((entry) => entry.isDefault) ?? null;

/** The order the address book lists: the default first, then the newest. */
export const inBookOrder = <T extends DefaultHolder>(book: readonly T[]): T[] =>
  [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt - a.createdAt || b.id - a.id);

const withDefault = <T extends DefaultHolder>(entry: T, isDefault: boolean): T =>
  entry.isDefault === isDefault ? entry : { ...entry, isDefault };
