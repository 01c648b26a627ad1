/** True when `bundle` exists and is at least as new as every source file under `dirs`. */
export function bundleIsFresh(bundle: string, dirs: string[]): boolean;
