/** Collections of the consultation area. */
export const createConsultationCollections = () => ({});
