// Orders: what buying again needs of a past order. Fakes are in ./fakes.
export * from './order-item';
export * from './buy-again';
