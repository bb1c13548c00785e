// In-memory fakes of the reviews ports, for tests in any package.
export {};
