// Wire schemas of the reviews calls.
export {};
