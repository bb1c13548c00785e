// In-memory fakes of the regions ports, for tests in any package.
export {};
