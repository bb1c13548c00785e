import { createContext, type ReactNode, useContext } from 'react';
import { type StoreConfig, builtInConfig } from './config';

/**
 * The configuration the page runs with, for views that choose by it (the
 * social-login buttons: a real provider where its client id is set, the
 * mock's dialog otherwise). The server and the browser provide the same
 * object (the server writes it into the page), so both render alike. Without
 * a provider above it, the built-in configuration: what the static demo runs with.
 */
const StoreConfigContext = createContext<StoreConfig>(builtInConfig);

export const StoreConfigProvider = ({ config, children }: { readonly config: StoreConfig; readonly children: ReactNode }) => (
  <StoreConfigContext.Provider value={config}>{children}</StoreConfigContext.Provider>
);

export const useStoreConfig = (): StoreConfig => useContext(StoreConfigContext);
