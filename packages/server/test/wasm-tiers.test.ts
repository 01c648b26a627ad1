import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const fixture = new URL('./wasm-tiers.fixture.ts', import.meta.url).pathname;

async function tiers(mode: 'server' | 'control') {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--allow-natives-syntax', '--import', 'tsx', fixture, mode],
    { cwd: new URL('..', import.meta.url).pathname },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    queries: number;
    exports: number;
    liftoff: number;
    turbofan: number;
  };
}

// The server compiles PGlite's WebAssembly with V8's baseline compiler only (db/index.ts): the
// optimizing compiler's background work took the CPU from the start on two cores.
describe("PGlite's WebAssembly tiers", () => {
  it('stays on the baseline compiler when the server opens the database', async () => {
    const server = await tiers('server');
    expect(server.exports).toBeGreaterThan(1000);
    expect(server.liftoff).toBeGreaterThan(100);
    expect(server.turbofan).toBe(0);
  }, 120_000);

  it('would be optimized under V8 defaults (the probe sees TurboFan code when there is some)', async () => {
    const control = await tiers('control');
    expect(control.turbofan).toBeGreaterThan(0);
  }, 120_000);
});
