import type { Database } from '../../db/database';
import type { FilterContext } from './product-query';

/** The category groups and category names a filter looks products up in. */
export const filterContextOf = (db: Database): FilterContext => ({
  categoryGroups: new Map(db.categoryGroups.all().map((group) => [group.id, group])),
  categoryNames: new Map(db.productCategories.all().map((category) => [category.id, category.name])),
});
