// In-memory fakes of the account ports, for tests in any package.
export {};
