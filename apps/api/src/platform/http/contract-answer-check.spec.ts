import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changedByParsing } from './contract-answer-check.interceptor';

describe('changedByParsing', () => {
  const schema = z.object({
    name: z.string(),
    likes: z.number().default(0),
    tags: z.array(z.object({ value: z.string(), hidden: z.boolean().default(false) })),
    note: z.string().optional(),
    upper: z.string().transform((text) => text.toUpperCase()),
  });
  const check = (sent: unknown) => changedByParsing(sent, schema.parse(sent));

  it('finds nothing when the answer already is what parsing makes of it', () => {
    const sent = { name: 'a', likes: 2, tags: [{ value: 'x', hidden: true }], upper: 'UP' };
    expect(check(sent)).toEqual([]);
  });

  it('names a field the schema does not have, which the published schema forbids', () => {
    const sent = { name: 'a', likes: 2, tags: [{ value: 'x', hidden: true, x: 1 }], upper: 'UP' };
    expect(check({ ...sent, extra: 'dropped by parsing' })).toEqual([
      'extra (not in the schema)',
      'tags.0.x (not in the schema)',
    ]);
    expect(
      changedByParsing({ a: 1, b: 2 }, z.looseObject({ a: z.number() }).parse({ a: 1, b: 2 })),
    ).toEqual([]);
  });

  it('names the fields a default would fill, at any depth', () => {
    expect(check({ name: 'a', tags: [{ value: 'x' }], upper: 'UP' })).toEqual([
      "likes (missing; the schema's default would fill it)",
      "tags.0.hidden (missing; the schema's default would fill it)",
    ]);
  });

  it('names a value a transform changes', () => {
    expect(check({ name: 'a', likes: 1, tags: [], upper: 'low' })).toEqual(['upper']);
  });
});
