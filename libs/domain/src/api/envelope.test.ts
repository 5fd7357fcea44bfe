import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resultEnvelopeSchema } from './envelope';
import { errorMessageOf } from './error-message';

describe('errorMessageOf (docs/product §7: the server message, else the status text)', () => {
  it('returns the server message', () => {
    expect(errorMessageOf({ message: 'Not Found' }, 'Not Found status')).toBe('Not Found');
  });

  it('falls back to the status text when the body has no message', () => {
    expect(errorMessageOf('<html>Bad Gateway</html>', 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorMessageOf({ message: '' }, 'Internal Server Error')).toBe('Internal Server Error');
  });
});

describe('resultEnvelopeSchema', () => {
  it('accepts `{ result }` of the given shape and refuses another', () => {
    const schema = resultEnvelopeSchema(z.object({ n: z.number() }));
    expect(schema.parse({ result: { n: 1 } })).toEqual({ result: { n: 1 } });
    expect(schema.safeParse({ result: { n: 'one' } }).success).toBe(false);
  });
});
