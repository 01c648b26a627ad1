import { describe, expect, it } from 'vitest';
import { clientRedirect } from './clientRedirect';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('clientRedirect middleware (spec section 2: trailing slash)', () => {
  it('leaves a path without a trailing slash alone', () => {
    expect(clientRedirect(at('/dashboard'))).toBeNull();
    expect(clientRedirect(at('/order-confirmation/0b7c3f5e-1111-4a4a-9c9c-222233334444'))).toBeNull();
  });

  it('leaves the home page alone', () => {
    expect(clientRedirect(at('/'))).toBeNull();
  });

  it('drops the trailing slash of a longer path, keeping the query and the hash', () => {
    expect(clientRedirect(at('/our-plans/'))).toBe('/our-plans');
    expect(clientRedirect(at('/dashboard/', '?tab=orders', '#orders'))).toBe('/dashboard?tab=orders#orders');
  });

  it('drops every trailing slash, as the server does', () => {
    expect(clientRedirect(at('/about///'))).toBe('/about');
    expect(clientRedirect(at('//'))).toBe('/');
  });

  it('never leaves this origin (a path of slashes and backslashes collapses to one)', () => {
    expect(clientRedirect(at('//evil.example/'))).toBe('/evil.example');
    expect(clientRedirect(at('/\\evil.example/'))).toBe('/evil.example');
  });
});
