import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const published = ['packages/ui', 'packages/sdk'].map((dir) => ({ dir, manifest: json(`${dir}/package.json`) }));

/** The pending changesets: front matter of `'@lnf/ui': minor` lines, then the text. */
function pendingChangesets() {
  return readdirSync(new URL('.changeset/', root))
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => {
      const text = readFileSync(new URL(`.changeset/${name}`, root), 'utf8');
      const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      const bumps = Object.fromEntries(
        front
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [, name = '', bump = ''] = /^['"]?([^'"]+)['"]?:\s*(\S+)$/.exec(line.trim()) ?? [];
            return [name, bump];
          }),
      );
      return { name, bumps, body: body.trim() };
    });
}

describe('releases of the published packages', () => {
  it('versions @lnf/ui and @lnf/sdk with changesets and leaves the private packages out', () => {
    const config = json('.changeset/config.json');
    expect(config.privatePackages).toEqual({ version: false, tag: false });
    expect(json('packages/server/package.json').private).toBe(true);
    expect(json('app/package.json').private).toBe(true);
    for (const { manifest } of published) expect(manifest.private).toBeUndefined();
  });

  it('ships a CHANGELOG with each published package, its current version at the top', () => {
    for (const { dir, manifest } of published) {
      expect(manifest.files).toContain('CHANGELOG.md');
      const changelog = readFileSync(new URL(`${dir}/CHANGELOG.md`, root), 'utf8');
      expect(changelog.startsWith(`# ${manifest.name}\n`)).toBe(true);
      expect(/^## (\S+)/m.exec(changelog)?.[1]).toBe(manifest.version);
    }
  });

  it('accepts pending changesets only for published packages, with a 0.x bump and a text', () => {
    const names = new Set(published.map(({ manifest }) => manifest.name));
    for (const changeset of pendingChangesets()) {
      expect(Object.keys(changeset.bumps).length, changeset.name).toBeGreaterThan(0);
      for (const [name, bump] of Object.entries(changeset.bumps)) {
        expect(names, `${changeset.name} names ${name}`).toContain(name);
        const version = published.find(({ manifest }) => manifest.name === name)!.manifest.version as string;
        // Below 1.0 a breaking change is a minor bump; major is kept for the 1.0 release.
        const allowed = version.startsWith('0.') ? ['minor', 'patch'] : ['major', 'minor', 'patch'];
        expect(allowed, `${changeset.name}: ${name} ${bump}`).toContain(bump);
      }
      expect(changeset.body.length, changeset.name).toBeGreaterThan(20);
    }
  });

  it('runs the pack test before anything is published', () => {
    const release: string = json('package.json').scripts.release;
    const pack = release.indexOf('test:pack');
    expect(pack).toBeGreaterThan(-1);
    expect(pack).toBeLessThan(release.indexOf('changeset publish'));
  });
});
