import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';

describe('countries', () => {
  it('names every code through Intl.DisplayNames, sorted by name, without duplicates', () => {
    expect(COUNTRIES).toHaveLength(243);
    expect(COUNTRIES).toContainEqual({ code: 'IN', name: 'India' });
    expect(COUNTRIES).toContainEqual({ code: 'AE', name: 'United Arab Emirates' });
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    // A code the runtime cannot name would show as the code itself.
    for (const c of COUNTRIES) expect(c.name).not.toBe(c.code);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
