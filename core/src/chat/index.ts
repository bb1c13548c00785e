// The customer's chat with the store's customer service (document 2 §7). Fakes are in ./fakes.
export * from './chat-message';
export * from './chat-api.port';
export * from './chat-conversation';
export * from './chat-box';
export * from './chat-box.token';
