// Wire schemas of the chat calls: what they answer and what they send.
export * from './chat.wire';
export * from './chat-request.wire';
