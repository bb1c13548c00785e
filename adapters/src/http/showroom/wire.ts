// Wire schemas of the showroom calls.
export * from './showroom.wire';
