import { createCatalogueCollections } from './catalogue';

/** Every collection the mock API keeps, one group per area of document 2. */
export const createDatabase = () => ({
  ...createCatalogueCollections(),
});

export type Database = ReturnType<typeof createDatabase>;
