const KEY = 'lnf:opener-cut';

/** What the opener check needs from the browser; tests pass their own. */
export interface OpenerEnv {
  opener: Window | null;
  storage: Storage;
  /** Loads the page again in place (`location.replace`, no history entry). */
  replace: () => void;
}

const browserEnv = (): OpenerEnv => ({
  opener: window.opener as Window | null,
  storage: sessionStorage,
  replace: () => window.location.replace(window.location.href),
});

/** Whether `win` is a window of another origin: reading its address throws then. */
function isCrossOrigin(win: Window): boolean {
  try {
    return typeof win.location.href !== 'string';
  } catch {
    return true;
  }
}

/**
 * The server sends no opener policy with a page typed into the address bar (docs/security.md,
 * item 13): no site can have opened that window, unless a person typed our address into a window a
 * site had opened. Such a page loads itself again, once per tab: that load is ours, so it carries
 * the policy, which puts the page in a browsing context group of its own and leaves the other
 * site's handle closed. Once per tab, because a browser without the policy would reload forever.
 * Returns true when the reload is under way.
 */
export function cutOpenerOfAnotherSite(env: OpenerEnv = browserEnv()): boolean {
  if (!env.opener || !isCrossOrigin(env.opener)) return false;
  try {
    if (env.storage.getItem(KEY)) return false;
    env.storage.setItem(KEY, '1');
  } catch {
    return false;
  }
  env.replace();
  return true;
}
