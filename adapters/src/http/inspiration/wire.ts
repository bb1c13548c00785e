// Wire schemas of the inspiration calls: what they answer and what they send.
export * from './inspiration.wire';
export * from './inspiration-request.wire';
