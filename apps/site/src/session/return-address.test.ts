import { describe, expect, it } from 'vitest';
import { loginHref, returnAddressOf, safeReturnPath } from './return-address';

describe('the return address of the sign-in pages (docs/product §2.1, §2.2)', () => {
  it('remembers the whole current path, query and hash included', () => {
    const href = loginHref('/novels?sort=name&page=2#top');
    expect(href).toBe('/login?return=%2Fnovels%3Fsort%3Dname%26page%3D2%23top');
    expect(returnAddressOf(new URL(href, 'http://site').searchParams)).toBe(
      '/novels?sort=name&page=2#top',
    );
  });

  it('leaves the main page and the sign-in pages out of the address', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/login?return=%2Fnovels')).toBe('/login');
    expect(loginHref('/registration')).toBe('/login');
  });

  it('never sends the reader to another site', () => {
    for (const hostile of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'novels',
    ]) {
      expect(safeReturnPath(hostile)).toBeNull();
      expect(returnAddressOf(new URLSearchParams({ return: hostile }))).toBe('/');
    }
  });

  it('goes to the main page when nothing was remembered', () => {
    expect(returnAddressOf(new URLSearchParams())).toBe('/');
  });
});
