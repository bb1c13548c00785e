// Wire schemas of the chat calls.
export * from './chat.wire';
