import { type CategoryCatalogue, HomeCategories } from '@more/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider, type Services } from '../../shared/services';
import { CategoryGrid } from './CategoryGrid';

describe('<CategoryGrid>', () => {
  it('shows 2 category tile skeletons while the categories load ("Skeleton loaders: 5 header items, 2 category tiles", document 2 §9)', () => {
    const loading = { categories: () => new Promise(() => undefined) } as unknown as CategoryCatalogue;
    const categories = new HomeCategories(loading);
    const services: Services = { get: () => categories as never };
    render(
      <ServicesProvider services={services}>
        <CategoryGrid />
      </ServicesProvider>,
    );
    expect(screen.getAllByTestId('category-tile-skeleton')).toHaveLength(2);
  });
});
