import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadAfterChunkError } from './chunkReload';

describe('reload after a chunk load failure', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const t0 = 1_000_000;
    expect(reloadAfterChunkError(t0)).toBe(true);
    expect(reloadAfterChunkError(t0 + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError(t0 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
