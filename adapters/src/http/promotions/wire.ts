// Wire schemas of the promotions calls.
export {};
