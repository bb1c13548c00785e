// In-memory fakes of the chat ports, for tests in any package.
export {};
