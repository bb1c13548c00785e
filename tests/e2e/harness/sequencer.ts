import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The browser tests that visit every route (`sweep-*.e2e.test.ts`): each runs for minutes. */
const isSweep = (file: TestSpecification) => /[\\/]e2e[\\/]sweep-[^\\/]+\.e2e\.test\.ts$/.test(file.moduleId);

/**
 * Vitest's order (the longest first by the last run's times, or the largest file first when it has none), with
 * the sweeps first on a clean clone too. A sweep started last kept one of the two workers busy for ten minutes
 * after the other had finished; started first, the short files fill both workers' ends.
 */
export default class SweepsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = [...new Set(sorted.map((file) => file.project.name))];
    const rank = (file: TestSpecification) => projectOrder.indexOf(file.project.name) * 2 + (isSweep(file) ? 0 : 1);
    return sorted.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index).map(({ file }) => file);
  }
}
