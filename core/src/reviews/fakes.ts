// In-memory fakes of the reviews ports and builders, for tests in any package.
export * from './review.fixture';
export * from './reviews-api.fake';
