// Adapters of the chat calls.
export * from './http-chat-api';
