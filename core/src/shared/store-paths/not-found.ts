export const notFound = '/404';
