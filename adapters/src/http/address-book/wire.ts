// Wire schemas of the address-book calls.
export {};
