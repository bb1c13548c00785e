// Wire schemas of the regions calls: what they answer and what they send.
export * from './region.wire';
export * from './regions-request.wire';
