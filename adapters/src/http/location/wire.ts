// Wire schemas of the location calls.
export {};
