// What a first load downloads, read from Vite's manifest: shared by the prerender (which preloads
// it), the bench (which measures it) and the bundle report (which breaks it down).

/** A chunk's manifest key and the keys of every chunk it imports statically, added to `seen`. */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The entry's manifest key. */
export const entryKeyOf = (manifest) => Object.keys(manifest).find((k) => manifest[k].isEntry);

/**
 * Every chunk a page's first load runs: the entry with its static imports, and React DOM's chunk,
 * which src/main.tsx imports once the app's modules have run (so the two evaluate in separate
 * tasks) and which the prerendered page preloads with the entry.
 */
export function firstLoad(manifest) {
  const entryKey = entryKeyOf(manifest);
  const keys = closure(manifest, entryKey);
  const reactDom = manifest[entryKey].dynamicImports?.find((k) => k.endsWith('react-dom/client.js'));
  return reactDom ? closure(manifest, reactDom, keys) : keys;
}
