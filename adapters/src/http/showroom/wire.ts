// Wire schemas of the showroom calls.
export {};
