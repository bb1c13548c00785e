// Wire schemas of the notifications calls.
export {};
