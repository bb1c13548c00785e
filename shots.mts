import { chromium } from 'playwright-core';
import { logIn, SESSION_KEY, sessionStorageEntries } from './tests/e2e/harness/session.ts';
const base = 'http://127.0.0.1:5702';
const session = await logIn(base);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, js] of [[390, 844, false], [1280, 900, true]] as const) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: js });
  await context.addCookies([{ name: 'more_session', value: session.token, url: base }]);
  if (js) await context.addInitScript(([k, v]) => { if (location.origin === 'http://127.0.0.1:5702') localStorage.setItem(k, v); }, [SESSION_KEY, sessionStorageEntries(session)[SESSION_KEY]]);
  const page = await context.newPage();
  for (const path of ['/checkout', '/profile/pay', '/profile/point']) {
    await page.goto(base + path);
    if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shot-${w}-${path.replace(/\//g, '_')}.png` });
  }
  await context.close();
}
await browser.close();
