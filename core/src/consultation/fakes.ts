// In-memory fakes of the consultation ports and builders, for tests in any package.
export * from './interior-project.fixture';
export * from './consultation-api.fake';
export * from './consultation-draft.fake';
