import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { App } from './App';
import { ErrorBoundary } from './ErrorBoundary';
import { type Services, ServicesProvider } from '../shared/services';
import { type StoreConfig, StoreConfigProvider } from '../shared/store-config';

export interface RootProps {
  readonly services: Services;
  readonly origin: string;
  /** The configuration the server started with (or the built-in one of the static demo). */
  readonly config: StoreConfig;
  /** On the server: the path and query being rendered. */
  readonly ssrPath?: string;
  readonly ssrSearch?: string;
  /** Called once the first render is committed in the browser (hydration is over). */
  readonly onCommitted?: () => void;
}

const Committed = ({ onCommitted }: { readonly onCommitted?: () => void }) => {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return null;
};

/** The same tree on the server and in the browser. */
export const Root = ({ services, origin, config, ssrPath, ssrSearch, onCommitted }: RootProps) => (
  <StrictMode>
    <ErrorBoundary>
      <StoreConfigProvider config={config}>
        <ServicesProvider services={services}>
          <Router {...(ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? '' })}>
            <App origin={origin} externalPaths={config.externalPaths ?? []} />
          </Router>
          <Committed onCommitted={onCommitted} />
        </ServicesProvider>
      </StoreConfigProvider>
    </ErrorBoundary>
  </StrictMode>
);
