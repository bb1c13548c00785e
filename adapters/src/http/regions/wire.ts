// Wire schemas of the regions calls.
export {};
