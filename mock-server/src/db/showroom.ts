/** Collections of the showroom area. */
export const createShowroomCollections = () => ({});
