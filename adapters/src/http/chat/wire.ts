// Wire schemas of the chat calls.
export {};
