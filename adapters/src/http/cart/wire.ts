// Wire schemas of the cart calls.
export {};
