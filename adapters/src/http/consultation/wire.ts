// Wire schemas of the consultation calls.
export {};
