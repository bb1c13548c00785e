// Wire schemas of the location calls.
export * from './location.wire';
