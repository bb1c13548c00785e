import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RenderedNavigation } from './navigation.fixture';
import { type Services, ServicesProvider } from './services';

/**
 * Renders a page at an address, in memory, with a test world's services; `path()` is where it
 * went last. A world with a RenderedNavigation follows core's moves (Navigation port) there too.
 */
export const renderAt = (address: string, page: ReactElement, world: { readonly services: Services; readonly navigation?: RenderedNavigation }) => {
  const location = memoryLocation({ path: address, record: true });
  if (world.navigation) world.navigation.router = location.navigate;
  const view = render(
    <ServicesProvider services={world.services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </ServicesProvider>,
  );
  return { ...view, location, path: () => location.history.at(-1) ?? address };
};
