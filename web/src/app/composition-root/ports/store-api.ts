// The HTTP client every store API adapter shares (ky and the envelope), in its own chunk.
export { createStoreApi } from '@more/adapters/store-api';
