// In-memory fakes of the shipment ports, for tests in any package.
export {};
