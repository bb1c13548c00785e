import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { featureModuleManifestKey } from './feature-bindings';
import { featureModules } from './feature-modules';

/** The table's own text, and every module file in the features' folders (by the build manifest's key, `src/features/…`). */
const tableText = Object.values(import.meta.glob<string>('./feature-modules.ts', { query: '?raw', import: 'default', eager: true }))[0]!;
const moduleFiles = Object.keys(import.meta.glob('../../features/*/*.module.ts')).map((path) => path.replace(/^\.\.\/\.\.\//, 'src/'));

/** Each row of the table: its name and the file its importer imports. */
const rows = [...tableText.matchAll(/^\s*'?([\w/-]+)'?: \(\) => import\('\.\.\/\.\.\/(features\/[^']+)'\),$/gm)].map(([, name, file]) => ({ name: name!, file: `src/${file!}.ts` }));

describe('the table of feature modules (feature-modules.ts)', () => {
  it("names each module after its file, the key the server preloads it by: '<feature>' its feature's own, '<feature>/<part>' a further one", () => {
    expect(rows.map((row) => row.name)).toEqual(Object.keys(featureModules));
    for (const { name, file } of rows) {
      expect(name).toMatch(/^[a-z-]+(\/[a-z-]+)?$/);
      expect(featureModuleManifestKey(name), name).toBe(file);
    }
  });

  it('holds every module of the features, each once', () => {
    expect(rows.map((row) => row.file).sort()).toEqual([...moduleFiles].sort());
    expect(new Set(rows.map((row) => row.file)).size).toBe(rows.length);
  });

  it('imports a ContainerModule under each name', async () => {
    for (const load of Object.values(featureModules)) expect((await load()).default).toBeInstanceOf(ContainerModule);
  });
});
