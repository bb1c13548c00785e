// The flash sale (document 1 §3–§4, document 2 §7, §9): groups, their phases and countdowns, cards.
export * from './flash-sale';
export * from './flash-sale-phase';
export * from './countdown';
export * from './sale-clock';
export * from './masked-price';
export * from './stock';
export * from './upcoming-heading';
export * from './flash-sale-card';
export * from './flash-sale-group-view';
export * from './flash-sale-api.port';
export * from './flash-sale-board';
export * from './flash-sale-page-board';
export * from './flash-sale-reminder';
