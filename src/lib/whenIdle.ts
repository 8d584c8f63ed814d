/**
 * Runs `task` when the browser is idle, within `timeoutMs` at the latest (after a short timer
 * where the browser has no idle callbacks, as Safari); returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, {timeout: timeoutMs});
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
