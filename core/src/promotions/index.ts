// Home content and promotions (document 1 §2-§3, document 2 §3, §7 "Home and promotions").
export * from './banner';
export * from './site-settings';
export * from './endorsement';
export * from './rewards';
export * from './meta-page';
export * from './home-content-api.port';
export * from './promotions-api.port';
export * from './meta-pages';
export * from './site-settings-store';
export * from './footer-content';
export * from './whatsapp';
export * from './promotion-kinds';
export * from './promotion-offer-cards';
export * from './promotion-shelf';
export * from './reward-shelf';
export * from './flash-sale-summary';
