// In-memory fakes of the news ports, for tests in any package.
export {};
