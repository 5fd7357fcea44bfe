import { describe, expect, it } from 'vitest';
import { isNotFound } from './client';
import { servedResults, servedStates } from './served-reads';

describe('the answers a server-rendered page came with', () => {
  const answers = {
    '/api/settings': { result: null },
    '/api/novelByUrl/nobody': { status: 404, error: { message: 'Not Found' } },
  };

  it('go into SWR as data, and a missing subject as its "Not Found" error', () => {
    const states = servedStates(answers);
    expect(states.get('/api/settings')).toEqual({ data: null });
    const missing = states.get('/api/novelByUrl/nobody');
    expect(missing?.data).toBeUndefined();
    expect(isNotFound(missing?.error)).toBe(true);
    expect(missing?.error?.status).toBe(404);
  });

  it('give SWR a fallback of results alone', () => {
    expect(servedResults(answers)).toEqual({ '/api/settings': null });
  });
});
