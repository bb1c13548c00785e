// Wire schemas of the account calls.
export {};
