// Wire schemas of the reviews and complaints calls: what they answer and what they send.
export * from './review.wire';
export * from './reviews-request.wire';
