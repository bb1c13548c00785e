// Wire schemas of the orders calls.
export {};
