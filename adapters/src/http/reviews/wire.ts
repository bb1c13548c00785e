// Wire schemas of the reviews and complaints calls.
export * from './review.wire';
