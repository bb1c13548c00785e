// In-memory fakes of the giveaways ports, for tests in any package.
export {};
