/*
 * Starts the storefront's scripts once the server's HTML has been painted
 * (web/server/page-template.ts writes the plan, `store-boot`): on a phone the
 * page's first paint and its largest image then never share the connection or
 * the main thread with some 150 kB of script that only hydrates what is already
 * on screen. The scripts are asked for once the first contentful paint is
 * reported and the page's first image is on screen, or at once in a tab that is
 * not painting (hidden: no frame comes).
 */
(() => {
  const plan = document.getElementById('store-boot');
  if (!plan) return;
  const { entry, preload, atOnce } = JSON.parse(plan.textContent || '{}');
  if (typeof entry !== 'string') return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of Array.isArray(preload) ? preload : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.body.append(script);
  };
  // A task of its own, after the one that reported the paint. A message, not a timer: a page whose
  // clock is held (a test's fake clock) still starts.
  const nextTask = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = start;
    channel.port2.postMessage(null);
  };
  // A page the browser fills (the shopper's cart, their account) has only skeletons to paint: its content waits for the scripts.
  if (atOnce === true || document.visibilityState === 'hidden') {
    start();
    return;
  }
  // A tab hidden before it painted paints nothing more: it starts at once.
  document.addEventListener('visibilitychange', start, { once: true });
  const reportsPaints = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (!reportsPaints) {
    // A browser that does not report its paints starts after the page's load.
    window.addEventListener('load', nextTask, { once: true });
    return;
  }
  // Once the page's first photo (the one it asks for first, `fetchpriority=high`: a banner, a product's
  // photo) is on screen, or two frames after the first paint when it has none: the largest paint is then
  // shown before a script is asked for. On a page that loads before it paints, that photo is shown a few
  // frames after the first paint, and scripts asked for in between counted as part of it (Lighthouse's
  // simulation put the product page's largest paint at 1.4 times its copy without scripts).
  // "On screen" is the browser's report of the photo as the largest paint so far; a photo smaller than the
  // text painted before it is never reported, so four frames after it is decoded do as well. Frames are
  // counted by IntersectionObserver, whose first report follows a rendered frame: unlike
  // requestAnimationFrame it is not a timer a test's held clock stops.
  const frames = (element, count, then) => {
    if (count === 0 || typeof IntersectionObserver !== 'function') return then();
    const seen = new IntersectionObserver(() => {
      seen.disconnect();
      frames(element, count - 1, then);
    });
    seen.observe(element);
  };
  const reportsLargest = (PerformanceObserver.supportedEntryTypes || []).includes('largest-contentful-paint');
  // A page without a photo: two frames after its largest paint so far, counted again at each larger paint. Its largest
  // text may paint some frames after the first (a long page's lower part, laid out after its top): scripts asked
  // for before it counted as part of it (Lighthouse's simulation put the checkout's at 1.5 times its copy without scripts).
  const afterLargestText = () => {
    if (!reportsLargest) return frames(document.body, 2, nextTask);
    let latest = 0;
    new PerformanceObserver((list) => {
      if (list.getEntries().length === 0) return;
      const mine = ++latest;
      frames(document.body, 2, () => mine === latest && nextTask());
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(nextTask, 3000);
  };
  const afterFirstPhoto = () => {
    const hero = document.querySelector('img[fetchpriority="high"]');
    if (!hero) return afterLargestText();
    if (reportsLargest) {
      const largest = new PerformanceObserver((list) => {
        if (!list.getEntries().some((entry) => entry.element === hero)) return;
        largest.disconnect();
        nextTask();
      });
      largest.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    const decoded = typeof hero.decode === 'function' ? hero.decode().catch(() => undefined) : Promise.resolve();
    void decoded.then(() => frames(hero, 4, nextTask));
    // On a slow connection the scripts wait for that photo a few seconds at most.
    setTimeout(nextTask, 3000);
  };
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    afterFirstPhoto();
  });
  painted.observe({ type: 'paint', buffered: true });
  // Should no contentful paint ever be reported, the scripts still come, a while after the page's load.
  window.addEventListener('load', () => setTimeout(start, 2000), { once: true });
})();
