import {
  deleteDraftRoute,
  draftListRoute,
  endpointUrl,
  novelByUrlRoute,
  novelDraftRoute,
  novelInfoRoute,
  novelRoute,
  novelsRoute,
  profileByUsernameRoute,
  profileRoute,
} from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { isCallOf } from './revalidate';

describe('isCallOf: the cached calls a route names', () => {
  it('takes every call of a route, whatever its query', () => {
    const ofCatalogue = isCallOf([novelsRoute]);
    expect(ofCatalogue(endpointUrl(novelsRoute))).toBe(true);
    expect(ofCatalogue(endpointUrl(novelsRoute, { query: { page: 2, sort: 'rating' } }))).toBe(
      true,
    );
  });

  it('fills each placeholder with one path segment, encoded as the call writes it', () => {
    const ofProject = isCallOf([novelByUrlRoute]);
    expect(ofProject(endpointUrl(novelByUrlRoute, { params: { url: 'бесконечное лето' } }))).toBe(
      true,
    );
    const ofNovel = isCallOf([novelRoute]);
    expect(ofNovel(endpointUrl(novelRoute, { params: { id: 'n1' } }))).toBe(true);
    expect(ofNovel(endpointUrl(novelInfoRoute, { params: { id: 'n1' } }))).toBe(false);
  });

  it("leaves alone another route's calls that share the start of its path", () => {
    // Deleting a draft refreshes the draft list, not the deleted draft (which would answer Not Found).
    expect(isCallOf([draftListRoute])(endpointUrl(novelDraftRoute, { params: { id: 'd1' } }))).toBe(
      false,
    );
    expect(
      isCallOf([profileRoute])(
        endpointUrl(profileByUsernameRoute, { params: { username: 'Slavya' } }),
      ),
    ).toBe(false);
    expect(isCallOf([novelsRoute])(endpointUrl(novelRoute, { params: { id: 'n1' } }))).toBe(false);
  });

  it('takes any of several routes, and nothing but addresses', () => {
    const stale = isCallOf([profileRoute, profileByUsernameRoute]);
    expect(stale(endpointUrl(profileRoute, { params: { id: 'u1' } }))).toBe(true);
    expect(stale(endpointUrl(profileByUsernameRoute, { params: { username: 'u' } }))).toBe(true);
    expect(stale(['/api/profile/u1'])).toBe(false);
  });

  it('refuses a write: only reads are cached', () => {
    expect(() => isCallOf([deleteDraftRoute])).toThrow(/Only reads are cached/);
  });
});
