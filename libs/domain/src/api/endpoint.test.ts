import { describe, expect, it } from 'vitest';
import { contractEndpoints } from './contract';
import { bodyContentTypesOf, endpointUrl } from './endpoint';

describe('endpointUrl (the address of a call, and its cache key)', () => {
  it('fills and encodes the placeholders', () => {
    expect(endpointUrl({ path: '/api/novelByUrl/{url}' }, { params: { url: 'лето 2/3' } })).toBe(
      '/api/novelByUrl/%D0%BB%D0%B5%D1%82%D0%BE%202%2F3',
    );
  });

  it('writes the query in one order, leaving out empty values', () => {
    const endpoint = { path: '/api/novels' };
    const address = endpointUrl(endpoint, {
      query: { sort: 'rating', page: 2, search: '', tag: null, genre: undefined, desc: true },
    });
    expect(address).toBe('/api/novels?desc=true&page=2&sort=rating');
    expect(endpointUrl(endpoint, { query: { sort: 'rating', desc: true, page: 2 } })).toBe(address);
    expect(endpointUrl(endpoint)).toBe('/api/novels');
    expect(endpointUrl(endpoint, { query: { search: 'лето & зима' } })).toBe(
      '/api/novels?search=%D0%BB%D0%B5%D1%82%D0%BE%20%26%20%D0%B7%D0%B8%D0%BC%D0%B0',
    );
  });

  it('refuses a missing placeholder value rather than call a wrong address', () => {
    expect(() => endpointUrl({ path: '/api/profile/{id}' })).toThrow('no value for {id}');
  });
});

describe('bodyContentTypesOf', () => {
  it('takes JSON only unless the call names its media types', () => {
    expect(bodyContentTypesOf({})).toEqual(['application/json']);
    expect(bodyContentTypesOf({ contentTypes: ['multipart/form-data'] })).toEqual([
      'multipart/form-data',
    ]);
  });

  it('lets only calls that carry files take multipart, the type a cross-site form can send', () => {
    const multipart = contractEndpoints
      .filter((endpoint) => bodyContentTypesOf(endpoint).includes('multipart/form-data'))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(multipart.sort()).toEqual(
      [
        'POST /api/comments',
        'PUT /api/comments/{id}',
        'POST /api/messages',
        'POST /api/uploadImage/comment',
        'POST /api/uploadImage/userBG',
        'PUT /api/profile/{id}',
        'POST /api/postDrafts',
        'POST /api/drafts/novels',
        'PUT /api/drafts/{id}/value',
      ].sort(),
    );
  });
});
