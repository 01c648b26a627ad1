// `prepack` / `postpack` of @lnf/ui and @lnf/sdk. Inside the workspace `exports` points at src/
// (Vite, Vitest and tsc read the TypeScript without a build); the tarball must point at dist/.
// pnpm and yarn swap in `publishConfig.exports` themselves, npm 11 ignores it, so:
//
//   node scripts/publish-exports.mjs swap     before packing: exports = publishConfig.exports,
//                                             no `scripts` (they name src/, vite.config.ts and
//                                             this file, none of which is packed)
//   node scripts/publish-exports.mjs restore  after packing: the package.json as it was, byte for byte
//
// npm runs lifecycle scripts in the package's folder, so both work on ./package.json; npm runs
// `postpack` from the manifest it read before `prepack`, so dropping `scripts` does not skip it.
// `swap` refuses to pack when an exported file is missing from dist/ (run the build first):
// a tarball whose exports point at nothing installs fine and fails only when imported.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const manifest = 'package.json';
const backup = '.package.json.prepack';
const command = process.argv[2];

/** Every file an `exports` map names, wildcard targets left out. */
const targets = (value) =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(targets) : [];

if (command === 'swap') {
  // A pack that died between the two steps left the swapped file behind: start from the original.
  if (existsSync(backup)) renameSync(backup, manifest);
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  if (!pkg.publishConfig?.exports) throw new Error(`${manifest}: no publishConfig.exports to publish`);
  const missing = targets(pkg.publishConfig.exports).filter((file) => !file.includes('*') && !existsSync(file));
  if (missing.length > 0) {
    console.error(`${pkg.name}: ${missing.join(', ')} missing; run \`npm run build -w ${pkg.name}\` before packing`);
    process.exit(1);
  }
  writeFileSync(backup, text);
  const { exports, ...publishConfig } = pkg.publishConfig;
  pkg.exports = exports;
  if (Object.keys(publishConfig).length > 0) pkg.publishConfig = publishConfig;
  else delete pkg.publishConfig;
  delete pkg.scripts;
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(backup)) renameSync(backup, manifest);
} else {
  console.error('usage: publish-exports.mjs swap|restore');
  process.exit(2);
}
