import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  usernameFromPathSegment,
  usernameFromRouteParam,
  usernamePathDot,
  usernameToPathParam,
  usernameToPathSegment,
} from './username-path';

describe('usernames in paths (docs/product §2.2)', () => {
  it.each([
    ['john.doe', 'john%E2%80%A4doe'],
    ['Аня', '%D0%90%D0%BD%D1%8F'],
    ['a b/c?d#e', 'a%20b%2Fc%3Fd%23e'],
    ['...', '%E2%80%A4%E2%80%A4%E2%80%A4'],
    ['plain_name-1', 'plain_name-1'],
  ])('%s → %s', (username, segment) => {
    expect(usernameToPathSegment(username)).toBe(segment);
    expect(usernameFromPathSegment(segment)).toBe(username);
  });

  it('gives the path parameter of a call: the dots swapped, what the router hands back', () => {
    expect(usernameToPathParam('john.doe')).toBe('john\u2024doe');
    expect(usernameFromRouteParam(usernameToPathParam('john.doe'))).toBe('john.doe');
    expect(encodeURIComponent(usernameToPathParam('a.b c'))).toBe(usernameToPathSegment('a.b c'));
  });

  it('uses U+2024 ONE DOT LEADER as the look-alike dot', () => {
    expect(usernamePathDot).toBe('․');
    expect(usernamePathDot.codePointAt(0)).toBe(0x2024);
  });

  it('gives a username that has the look-alike itself a plain dot, and takes it back', () => {
    expect(usernameToPathSegment('a․b')).toBe('a.b');
    expect(usernameFromPathSegment('a.b')).toBe('a․b');
  });

  it('undoes only the swap on a parameter the router has already decoded', () => {
    expect(usernameFromRouteParam('john․doe')).toBe('john.doe');
  });

  it('answers null for a segment that is not valid percent-encoding', () => {
    expect(usernameFromPathSegment('%zz')).toBeNull();
    expect(usernameFromPathSegment('%E2%80')).toBeNull();
  });

  it('refuses a lone surrogate, which has no UTF-8 form', () => {
    expect(() => usernameToPathSegment('\uD800')).toThrow(URIError);
  });

  const usernameArb = fc.string({
    unit: fc.oneof(
      fc.constantFrom('.', '\u2024', '%', '/', ' ', '2', 'E'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
  });

  it('round-trips every username', () => {
    fc.assert(
      fc.property(usernameArb, (username) => {
        expect(usernameFromPathSegment(usernameToPathSegment(username))).toBe(username);
        expect(usernameFromRouteParam(decodeURIComponent(usernameToPathSegment(username)))).toBe(
          username,
        );
      }),
    );
  });

  it('puts no dot and no slash in the path of a username without the look-alike', () => {
    fc.assert(
      fc.property(
        usernameArb.filter((username) => !username.includes(usernamePathDot)),
        (username) => {
          expect(usernameToPathSegment(username)).not.toMatch(/[./]/);
        },
      ),
    );
  });
});
