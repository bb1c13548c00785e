// In-memory fakes of the promotions ports, for tests in any package.
export {};
