// Wire schemas of the showroom calls: what they answer and what they send.
export * from './showroom.wire';
export * from './showroom-request.wire';
