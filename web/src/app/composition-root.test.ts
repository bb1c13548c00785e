import { NewestProducts, ProductCatalogueToken } from '@more/core';
import { HttpProductCatalogue } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { createServices } from './composition-root';

const config = { storeApiUrl: 'http://store.test/api/', shipmentApiUrl: 'http://ship.test/', shipmentToken: 't' };

describe('the composition root', () => {
  it('binds the catalogue port to the HTTP adapter', () => {
    expect(createServices(config).get(ProductCatalogueToken)).toBeInstanceOf(HttpProductCatalogue);
  });

  it('builds each use case once and hands out the same instance', () => {
    const services = createServices(config);
    const newest = services.get(NewestProducts);
    expect(newest).toBeInstanceOf(NewestProducts);
    expect(services.get(NewestProducts)).toBe(newest);
  });
});
