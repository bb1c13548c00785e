// In-memory fakes of the consultation ports, for tests in any package.
export {};
