// Wire schemas of the consultation calls: what they answer and what they send.
export * from './consultation.wire';
export * from './consultation-request.wire';
