/**
 * How districts.json and villages.json keep Indonesia's ~7,300 districts and
 * ~84,000 villages: for each parent id, one string of `<code> <name>` lines,
 * the code being the digits an area's id adds to its parent's (2 for a
 * district, 4 for a village: Kemendagri codes nest). One string per parent
 * rather than an object per area keeps the loaded files to a couple of MB of
 * memory; a parent's areas are unpacked only when asked for.
 */
export interface PackedArea {
  readonly id: string;
  readonly name: string;
}

export const packAreas = (parentId: string, areas: readonly PackedArea[]): string =>
  areas
    .map(({ id, name }) => {
      // Both the format and the lookups by id (its parent is its prefix) rely on the codes nesting.
      if (!id.startsWith(parentId) || id.length === parentId.length) throw new Error(`Area ${id} does not nest in ${parentId}`);
      if (name.includes('\n') || name !== name.trim() || name === '') throw new Error(`Area ${id} has a name the format cannot keep: ${JSON.stringify(name)}`);
      return `${id.slice(parentId.length)} ${name}`;
    })
    .join('\n');

export const unpackAreas = (parentId: string, packed: string): PackedArea[] =>
  packed.split('\n').map((line) => {
    const space = line.indexOf(' ');
    return { id: parentId + line.slice(0, space), name: line.slice(space + 1) };
  });
