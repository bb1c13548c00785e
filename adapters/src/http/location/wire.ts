// Wire schemas of the location calls: what they answer and what they send.
export * from './location.wire';
export * from './location-request.wire';
