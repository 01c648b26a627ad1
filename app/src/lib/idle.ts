/** Runs `task` when the browser is idle (a task later where requestIdleCallback is missing: Safari). */
export function whenIdle(task: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(task);
  else window.setTimeout(task, 1);
}
