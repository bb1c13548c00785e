// Wire schemas of the inspiration calls.
export {};
