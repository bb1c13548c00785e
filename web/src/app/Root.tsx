import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { App } from './App';
import { ErrorBoundary } from './ErrorBoundary';
import { type Services, ServicesProvider } from '../shared/services';
import { type StoreConfig, StoreConfigProvider } from '../shared/store-config';
import { CartRenderedProvider, ShopperRenderedProvider } from '../shared/use-customer';

export interface RootProps {
  readonly services: Services;
  readonly origin: string;
  /** The configuration the server started with (or the built-in one of the static demo). */
  readonly config: StoreConfig;
  /** On the server: the path and query being rendered. */
  readonly ssrPath?: string;
  readonly ssrSearch?: string;
  /** The server rendered this page for the shopper this browser holds (rendered-session.ts): their own things show at once. */
  readonly shopperRendered?: boolean;
  /** The server rendered this guest's cart (from its cookie), and it is the cart this browser holds: it shows at once. */
  readonly cartRendered?: boolean;
  /** Called once the first render is committed in the browser (hydration is over). */
  readonly onCommitted?: () => void;
}

const Committed = ({ onCommitted }: { readonly onCommitted?: () => void }) => {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return null;
};

/** The same tree on the server and in the browser. */
export const Root = ({ services, origin, config, ssrPath, ssrSearch, shopperRendered = false, cartRendered = false, onCommitted }: RootProps) => (
  <StrictMode>
    <ErrorBoundary>
      <StoreConfigProvider config={config}>
        <ServicesProvider services={services}>
          <ShopperRenderedProvider value={shopperRendered}>
            <CartRenderedProvider value={cartRendered}>
              <Router {...(ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? '' })}>
                <App origin={origin} externalPaths={config.externalPaths ?? []} />
              </Router>
            </CartRenderedProvider>
          </ShopperRenderedProvider>
          <Committed onCommitted={onCommitted} />
        </ServicesProvider>
      </StoreConfigProvider>
    </ErrorBoundary>
  </StrictMode>
);
