// The regions of Indonesia and the banks: reference data for addresses, locations and bank accounts.
export * from './region';
export * from './regions-api.port';
export * from './region-choice';
export * from './bank-list';
export * from './chooser';
export * from './city-finder';
