import { createContext, type ReactNode, useContext } from 'react';

/**
 * The storefront's configuration, as every page carries it to the browser.
 * Nothing secret belongs here: the shipment service's credential stays with
 * the server (web/server/runtime-config.ts), which the page asks instead.
 */
export interface StoreConfig {
  /** Base URL of the store API (`/api/` on the mock). */
  readonly storeApiUrl: string;
  /** Paths the server sends to external landing pages: the browser leaves the app for them (document 1 §2). */
  readonly externalPaths?: readonly string[];
  /**
   * The landings the footer links to, with what each link says (the retail landing and the warranty registration by
   * default; STORE_LANDINGS sets them). A plain link to the store's own path: the server knows where it leads.
   */
  readonly landings?: readonly { readonly href: string; readonly label: string }[];
  /** Google's OAuth client id: the Google button shows only with it (or with the mock's dialog). */
  readonly googleClientId?: string;
  /** Facebook's app id: the Facebook button shows only with it (or with the mock's dialog). */
  readonly facebookAppId?: string;
  /**
   * The mock API is mounted with its shortcuts on (`npm start`, the static demo, the tests): a provider
   * without its client id opens the mock's dialog, which says it simulates the provider. Never set with a real API.
   */
  readonly simulatedSignIn?: boolean;
  /**
   * The storefront server's session endpoint (`/session`): the browser keeps the server's copy of the session there,
   * so the shopper's own pages are rendered on the server. Absent where no server renders pages (the static demo).
   */
  readonly sessionPath?: string;
  /**
   * The store's messaging-app number as configured (shared/store-contact-number.ts): the contact button's number
   * wherever setting 8 cannot be read, so a guest can reach the store too (issue 40). Absent: no fallback.
   */
  readonly whatsappNumber?: string;
  /**
   * The storefront server's image endpoint (`/_image`, shared/images/resized-image.ts): photos are asked from it at
   * the width their place needs. Absent where no server runs (the static demo): photos load as the API names them.
   */
  readonly imagePath?: string;
}

declare const __STORE_CONFIG__: StoreConfig;

/** Written into the bundle at build time: what the static demo (no server) runs with. */
export const builtInConfig: StoreConfig = __STORE_CONFIG__;

/**
 * The configuration the page runs with, for views that choose by it (the
 * social-login buttons: a real provider where its client id is set, the
 * mock's dialog where the mock offers it, no button otherwise). The server and the browser provide the same
 * object (the server writes it into the page), so both render alike. Without
 * a provider above it, the built-in configuration: what the static demo runs with.
 */
const StoreConfigContext = createContext<StoreConfig>(builtInConfig);

export const StoreConfigProvider = ({ config, children }: { readonly config: StoreConfig; readonly children: ReactNode }) => (
  <StoreConfigContext.Provider value={config}>{children}</StoreConfigContext.Provider>
);

export const useStoreConfig = (): StoreConfig => useContext(StoreConfigContext);
