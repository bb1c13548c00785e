// In-memory fakes of the inspiration ports, for tests in any package.
export {};
