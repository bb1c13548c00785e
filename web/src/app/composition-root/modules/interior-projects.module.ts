import { ContainerModule } from 'inversify';

/** Filled in by issue 22's work on this feature. */
export default new ContainerModule(() => {});
