// Wire schemas of the flash-sale calls.
export {};
