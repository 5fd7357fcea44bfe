import { describe, expect, it } from 'vitest';
import {
  loginHref,
  mainPageHref,
  OWN_LISTS_PATH,
  returnAddressOf,
  safeReturnPath,
  wayBackFrom,
} from './return-address';

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
    expect(loginHref('/login')).toBe('/login');
    expect(loginHref('/registration')).toBe('/login');
    expect(loginHref('/?return=%2Flogin')).toBe('/login');
  });

  it('keeps the way back an address already carries, over the address itself', () => {
    // A guest sent from /drafts/{id} to / (docs/product §2.2) presses «Войти» there.
    const draft = '/drafts/6650a1b2c3d4e5f6a7b8c9d0?tab=raw#c1';
    const home = mainPageHref(draft);
    expect(home).toBe('/?return=%2Fdrafts%2F6650a1b2c3d4e5f6a7b8c9d0%3Ftab%3Draw%23c1');
    expect(loginHref(home)).toBe(`/login?return=${encodeURIComponent(draft)}`);
    expect(returnAddressOf(new URL(loginHref(home), 'http://site').searchParams)).toBe(draft);
    // The sign-in pages pass it on to one another.
    const login = loginHref(home);
    expect(loginHref(login)).toBe(login);
    expect(loginHref(login, '/registration')).toBe(
      `/registration?return=${encodeURIComponent(draft)}`,
    );
    expect(wayBackFrom('/profile#x')).toBe('/profile#x');
  });

  it('drops a carried way back that leads off the site or to a sign-in page, keeping the page', () => {
    expect(loginHref('/novels?sort=name&return=%2F%2Fevil.example#top')).toBe(
      `/login?return=${encodeURIComponent('/novels?sort=name#top')}`,
    );
    expect(mainPageHref('/?return=https%3A%2F%2Fevil.example')).toBe('/');
    expect(loginHref('/login?return=%2F%2Fevil.example')).toBe('/login');
  });

  it('sends a guest to the main page with the way back, or to the bare main page from it', () => {
    expect(mainPageHref('/profile')).toBe('/?return=%2Fprofile');
    expect(mainPageHref('/')).toBe('/');
  });

  it("remembers the reader's own lists before anyone knows whose they are", () => {
    expect(loginHref(OWN_LISTS_PATH)).toBe('/login?return=%2Flists');
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
