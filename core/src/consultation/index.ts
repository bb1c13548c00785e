// Interior-design consultation: the portfolio of projects and the request form (document 2 §7). Fakes are in ./fakes.
export * from './interior-project';
export * from './consultation-api.port';
export * from './interior-projects';
export * from './interior-pages';
export * from './consultation-form';
export * from './consultation-request-form';
