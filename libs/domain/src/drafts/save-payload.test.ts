import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftSavePayload } from './save-payload';

const loaded = {
  releasedAt: '2024-03-01T00:00:00.000Z',
  description: [{ type: 'text', text: 'Описание' }],
};

describe('draftSavePayload (docs/product §5 Draft save)', () => {
  it('needs a loaded draft', () => {
    expect(draftSavePayload({ loaded: null, edited: { name: 'x' } })).toEqual({
      ok: false,
      reason: 'draftNotLoaded',
    });
    expect(draftSavePayload({ loaded: undefined, edited: { name: 'x' } })).toEqual({
      ok: false,
      reason: 'draftNotLoaded',
    });
  });

  it('leaves out an unchanged release date and description', () => {
    const edited = {
      name: 'Новое имя',
      releasedAt: new Date('2024-03-01T00:00:00.000Z'),
      description: [{ text: 'Описание', type: 'text' }],
    };
    expect(draftSavePayload({ loaded, edited })).toEqual({
      ok: true,
      payload: { name: 'Новое имя' },
    });
  });

  it('keeps a changed release date and description', () => {
    const edited = {
      name: 'x',
      releasedAt: '2024-03-02T00:00:00.000Z',
      description: [{ type: 'text', text: 'Другое' }],
    };
    expect(draftSavePayload({ loaded, edited })).toEqual({ ok: true, payload: edited });
  });

  it('counts a cleared date as a change, and no date on both sides as none', () => {
    expect(draftSavePayload({ loaded, edited: { releasedAt: null } })).toEqual({
      ok: true,
      payload: { releasedAt: null },
    });
    expect(draftSavePayload({ loaded: {}, edited: { releasedAt: null } })).toEqual({
      ok: true,
      payload: {},
    });
  });

  it('compares dates that are not dates as text', () => {
    const odd = { releasedAt: 'скоро' };
    expect(draftSavePayload({ loaded: odd, edited: { releasedAt: 'скоро' } })).toEqual({
      ok: true,
      payload: {},
    });
    expect(draftSavePayload({ loaded: odd, edited: { releasedAt: 'позже' } })).toEqual({
      ok: true,
      payload: { releasedAt: 'позже' },
    });
  });

  it('leaves every other field as it is, and saving the loaded fields sends neither', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (fields) => {
        const { releasedAt: _r, description: _d, ...rest } = fields;
        const result = draftSavePayload({ loaded, edited: { ...rest, ...loaded } });
        expect(result).toEqual({ ok: true, payload: rest });
      }),
    );
  });
});
