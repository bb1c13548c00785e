import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BudgetBanners } from './PromoBanners';

describe('<BudgetBanners>', () => {
  it('links exactly where document 1 §2 says', () => {
    render(<BudgetBanners />);
    expect(screen.getAllByTestId('budget-banner').map((link) => link.getAttribute('href'))).toEqual([
      '/products/q=&price_min=0&price_max=500000',
      '/products/q=&price_min=500000&price_max=1000000',
      '/products/q=&price_min=1000000&price_max=2000000',
      '/products/q=&price_min=2000000&price_max=10000000',
    ]);
  });
});
