import type { BrowserContextOptions } from 'playwright-core';

/** A mid-range Android phone, as most of the store's shoppers hold (design.md: mobile first). */
export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

export const desktop: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
};

/** The narrowest width with the desktop's layout (document 1 §9: mobile is below 768 px). */
export const tablet: BrowserContextOptions = {
  viewport: { width: 768, height: 1024 },
  deviceScaleFactor: 1,
  hasTouch: true,
};

export const viewports = { phone, tablet, desktop } as const;
export type ViewportName = keyof typeof viewports;
