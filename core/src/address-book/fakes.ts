// In-memory fakes of the address-book ports, for tests in any package.
export {};
