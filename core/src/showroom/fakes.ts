// In-memory fakes of the showroom ports, for tests in any package.
export {};
