import type { StoreConfig } from '../src/shared/store-config';

/**
 * The origins besides the store's own that pages may talk to: a store API
 * hosted elsewhere. Never the shipment service: only the server talks to it.
 */
const otherOrigins = (config: StoreConfig): string[] =>
  [config.storeApiUrl]
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);

/**
 * Headers every answer carries (design.md, "The production server"). Scripts
 * come only from the store's origin, and the one inline script, the page's
 * starter, by its hash (`scriptHashes`, page-template.ts): no other inline
 * script, no eval (the page's data travels in JSON script elements, which are
 * not executed).
 */
export const securityHeaders = (config: StoreConfig, scriptHashes: readonly string[] = []): Record<string, string> => {
  const apis = [...new Set(otherOrigins(config))].join(' ');
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // React and swiper set styles on elements; no stylesheet comes from elsewhere.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${apis ? ` ${apis}` : ''}`,
    `connect-src 'self'${apis ? ` ${apis}` : ''}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
};
