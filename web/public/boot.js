/*
 * Starts the storefront's scripts once the server's HTML has been painted
 * (web/server/page-template.ts writes the plan, `store-boot`): on a phone the
 * page's first paint and its largest image then never share the connection or
 * the main thread with some 150 kB of script that only hydrates what is already
 * on screen. The scripts are asked for in a task after the frame that follows
 * the first contentful paint's report, or at once in a tab that is not painting
 * (hidden: no frame comes).
 */
(() => {
  const plan = document.getElementById('store-boot');
  if (!plan) return;
  const { entry, preload } = JSON.parse(plan.textContent || '{}');
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
  if (document.visibilityState === 'hidden') {
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
  // After the frame that follows the paint's report (the largest image of the first frame is then
  // decoded and shown), or at the page's load should no frame come: a page whose clock is held
  // (a test's fake clock) runs no requestAnimationFrame callback, yet loads.
  const afterNextFrame = () => {
    requestAnimationFrame(nextTask);
    if (document.readyState === 'complete') nextTask();
    else window.addEventListener('load', nextTask, { once: true });
  };
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    afterNextFrame();
  });
  painted.observe({ type: 'paint', buffered: true });
  // Should no contentful paint ever be reported, the scripts still come, a while after the page's load.
  window.addEventListener('load', () => setTimeout(start, 2000), { once: true });
})();
