// Wire schemas of the regions calls.
export * from './region.wire';
