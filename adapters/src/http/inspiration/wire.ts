// Wire schemas of the inspiration calls.
export * from './inspiration.wire';
