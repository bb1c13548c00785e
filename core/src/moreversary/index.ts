export * from './anniversary-offers';
export * from './moreversary-membership';
export * from './moreversary-text';
