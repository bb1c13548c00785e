/**
 * Runs `task` once the browser is idle, or after `timeoutMs` at the latest; answers what cancels it. Work that can
 * wait for the page to settle (a layout read, a heavy chunk) then stays out of the tasks a shopper waits on.
 */
export const whenIdle = (task: () => void, timeoutMs: number): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
};
