// The checkout flow: entities, step rules, ports and the use cases. Fakes are in ./fakes.
export * from './checkout-order';
export * from './checkout-summary';
export * from './placed-order';
export * from './voucher';
export * from './payment-method';
export * from './checkout-step';
export * from './step-requirements';
export * from './thanks-path';
export * from './voucher-request';
export * from './order-submit';
export * from './checkout-api.port';
export * from './device-type.port';
export * from './checkout-state';
export * from './checkout';
export * from './checkout-options';
