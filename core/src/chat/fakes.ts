// In-memory fakes of the chat ports and builders, for tests in any package.
export * from './chat-message.fixture';
export * from './chat-api.fake';
