// Wire schemas of the consultation calls.
export * from './consultation.wire';
