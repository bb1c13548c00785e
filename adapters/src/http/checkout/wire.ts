// Wire schemas of the checkout calls.
export {};
