import { describe, expect, it } from 'vitest';
import { draftValueFields, isRecord } from './draft-value-fields';

describe('draftValueFields', () => {
  it("reads a JSON object's fields", () => {
    expect(draftValueFields('{"title":"Лето","tags":[]}')).toEqual({ title: 'Лето', tags: [] });
  });

  it('has no fields for text that is not JSON, or JSON that is not an object', () => {
    for (const value of ['', '{"title":', 'null', '[1,2]', '"лето"', '42']) {
      expect(draftValueFields(value)).toEqual({});
    }
  });
});

describe('isRecord', () => {
  it('is an object with fields, not null or an array', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([])).toBe(false);
    expect(isRecord('a')).toBe(false);
  });
});
