import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractEndpoints } from './contract';
import { bodyContentTypesOf, endpointUrl, pathPlaceholders } from './endpoint';

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
        // A list file to import (docs/product §A5.5).
        'POST /api/lists/import/preview',
        'POST /api/lists/import',
      ].sort(),
    );
  });
});

describe('path parameters', () => {
  it('reads the placeholders of a path in order', () => {
    expect(pathPlaceholders('/api/likes/{type}/{id}/{value}')).toEqual(['type', 'id', 'value']);
    expect(pathPlaceholders('/api/novels')).toEqual([]);
  });

  it('names in every call exactly the placeholders of its path, as an object schema', () => {
    // The API parses a call's params with this schema before the handler runs; a placeholder it does
    // not name would reach no handler, and a name without a placeholder would always be missing.
    const mismatched = contractEndpoints.flatMap((endpoint) => {
      const placeholders = pathPlaceholders(endpoint.path).sort();
      const named =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      const hasSchema = endpoint.params === undefined || endpoint.params instanceof z.ZodObject;
      return hasSchema && named.join() === placeholders.join()
        ? []
        : [`${endpoint.method} ${endpoint.path}: params ${named.join(', ') || 'none'}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('refuses a malformed id in a path with the one id message', () => {
    const novel = contractEndpoints.find(
      (endpoint) => endpoint.method === 'GET' && endpoint.path === '/api/novels/{id}',
    );
    const parsed = novel?.params?.safeParse({ id: 'xyz' });
    expect(parsed?.error?.issues.map((issue) => issue.message)).toEqual([
      'Некорректный идентификатор',
    ]);
    expect(novel?.params?.parse({ id: '0123456789ABCDEF01234567' })).toEqual({
      id: '0123456789abcdef01234567',
    });
  });
});
