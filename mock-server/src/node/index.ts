// The mock API served over real HTTP by Node, with the storefront's build beside it.
export * from './store-server';
export { mountMock } from './mount';
export { createPhotoRenderer, DEFAULT_PHOTO_CACHE_DIR, type NodePhotoRenderer, type PhotoRendererOptions, sharedPhotoRenderer } from './photo-renderer';
export { contentTypes, serveStatic } from './static-files';
export { isLoopbackAddress, isValidHost, reachableOrigin, unreadableRequest } from '@more/adapters/request-checks';
export { API_DOCS_PATH } from './api-reference';
