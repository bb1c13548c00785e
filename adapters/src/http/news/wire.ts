// Wire schemas of the news calls.
export {};
