// `prepack` / `postpack` of @lnf/ui. Inside the workspace `exports` points at src/ (the app's Vite
// compiles it); the tarball must point at dist/. pnpm and yarn swap in `publishConfig.exports`
// themselves, npm ignores it, so:
//
//   node scripts/publish-exports.mjs swap     before packing: exports = publishConfig.exports
//   node scripts/publish-exports.mjs restore  after packing: the package.json as it was, byte for byte
//
// npm runs lifecycle scripts in the package's folder, so both work on ./package.json.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const manifest = 'package.json';
const backup = '.package.json.prepack';
const command = process.argv[2];

if (command === 'swap') {
  // A pack that died between the two steps left the swapped file behind: start from the original.
  if (existsSync(backup)) renameSync(backup, manifest);
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  if (!pkg.publishConfig?.exports) throw new Error(`${manifest}: no publishConfig.exports to publish`);
  writeFileSync(backup, text);
  const { exports, ...publishConfig } = pkg.publishConfig;
  pkg.exports = exports;
  if (Object.keys(publishConfig).length > 0) pkg.publishConfig = publishConfig;
  else delete pkg.publishConfig;
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(backup)) renameSync(backup, manifest);
} else {
  console.error('usage: publish-exports.mjs swap|restore');
  process.exit(2);
}
