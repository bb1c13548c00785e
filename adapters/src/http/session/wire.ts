// Wire schemas of the session calls.
export {};
