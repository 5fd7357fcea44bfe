import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../api/accounts';
import {
  SANCTION_LIMITS,
  sanctionBodySchema,
  sanctionLiftBodySchema,
  sanctionMessages,
  sanctionSchema,
} from './schemas';

const objectId = '0123456789abcdef01234567';

/** The messages of a failed parse, by field path. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const body = {
  scope: 'comments',
  rule: 'spam',
  publicReason: '  реклама казино  ',
  duration: 'day',
};

describe('sanctionBodySchema: what a moderator sends (docs/product §A2.2, §A2.3)', () => {
  it('takes a scope, a rule, a trimmed reason and a duration; the note defaults to empty', () => {
    expect(sanctionBodySchema.parse(body)).toEqual({
      scope: 'comments',
      rule: 'spam',
      publicReason: 'реклама казино',
      privateNote: '',
      duration: 'day',
    });
  });

  it('takes an explicit end instead of a duration, and what the sanction is about', () => {
    const { duration: _duration, ...rest } = body;
    const parsed = sanctionBodySchema.parse({
      ...rest,
      endsAt: '2024-06-01T00:00:00+03:00',
      about: { kind: 'comment', id: objectId.toUpperCase() },
      privateNote: ' второй раз за неделю ',
    });
    expect(parsed.endsAt).toBe('2024-06-01T00:00:00+03:00');
    expect(parsed.about).toEqual({ kind: 'comment', id: objectId });
    expect(parsed.privateNote).toBe('второй раз за неделю');
  });

  it('asks for a duration or an end, not both and not neither', () => {
    const { duration: _duration, ...rest } = body;
    for (const sent of [rest, { ...body, endsAt: '2024-06-01T00:00:00Z' }])
      expect(messagesOf(sanctionBodySchema.safeParse(sent))).toEqual({
        duration: sanctionMessages.endChoice,
      });
  });

  it('says in Russian what is wrong with each field', () => {
    const result = sanctionBodySchema.safeParse({
      scope: 'forever',
      rule: 'rudeness',
      publicReason: '   ',
      privateNote: 'x'.repeat(SANCTION_LIMITS.privateNoteMax + 1),
      about: { kind: 'user', id: 'nope' },
      duration: 'month',
    });
    expect(messagesOf(result)).toEqual({
      scope: sanctionMessages.scope,
      rule: sanctionMessages.rule,
      publicReason: sanctionMessages.publicReason,
      privateNote: sanctionMessages.privateNote,
      'about.kind': sanctionMessages.subjectKind,
      'about.id': 'Некорректный идентификатор',
      duration: sanctionMessages.duration,
    });
    expect(
      messagesOf(sanctionBodySchema.safeParse({ ...body, duration: undefined, endsAt: 'завтра' })),
    ).toEqual({ endsAt: sanctionMessages.date });
    expect(
      messagesOf(sanctionBodySchema.safeParse({ ...body, publicReason: 'x'.repeat(501) })),
    ).toEqual({ publicReason: sanctionMessages.publicReasonTooLong });
    expect(messagesOf(sanctionBodySchema.safeParse({ ...body, publicReason: 5 }))).toEqual({
      publicReason: sanctionMessages.publicReason,
    });
  });

  it('keeps a public reason as long as a ban’s may be', () => {
    expect(SANCTION_LIMITS.publicReasonMax).toBe(ACCOUNT_LIMITS.banReasonMax);
  });

  it('never lets a blank or overlong reason through, and trims every one it takes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (reason) => {
        const result = sanctionBodySchema.safeParse({ ...body, publicReason: reason });
        const trimmed = reason.trim();
        expect(result.success).toBe(trimmed.length > 0 && trimmed.length <= 500);
        if (result.success) expect(result.data.publicReason).toBe(trimmed);
      }),
    );
  });
});

const stored = {
  _id: 'sanction-1',
  userId: 'user-1',
  scope: 'everything',
  startsAt: '2024-05-01T12:00:00.000Z',
  endsAt: '2024-05-08T12:00:00.000Z',
  rule: 'insults',
  publicReason: 'оскорбления',
  privateNote: 'после трёх предупреждений',
  about: { kind: 'message', id: 'message-1' },
  issuedBy: { _id: 'moderator-1', username: 'Модератор' },
  liftedAt: null,
  liftReason: null,
  liftedBy: null,
};

describe('sanctionSchema: a sanction as stored and shown (docs/product §A2.2)', () => {
  it('reads a sanction, a warning, one with no end, and one shown without its private note', () => {
    expect(sanctionSchema.parse(stored)).toEqual(stored);
    expect(sanctionSchema.safeParse({ ...stored, endsAt: stored.startsAt }).success).toBe(true);
    expect(sanctionSchema.safeParse({ ...stored, endsAt: null, about: null }).success).toBe(true);
    const { privateNote: _note, ...shown } = stored;
    expect(sanctionSchema.safeParse(shown).success).toBe(true);
  });

  it('refuses an end before the start', () => {
    const result = sanctionSchema.safeParse({ ...stored, endsAt: '2024-04-01T00:00:00.000Z' });
    expect(messagesOf(result)).toEqual({ endsAt: sanctionMessages.endsBeforeStart });
  });

  it('has a lift time and a lift reason together, or neither', () => {
    const lifted = { ...stored, liftedAt: '2024-05-02T00:00:00.000Z', liftReason: 'ошибка' };
    expect(sanctionSchema.safeParse(lifted).success).toBe(true);
    expect(messagesOf(sanctionSchema.safeParse({ ...lifted, liftReason: null }))).toEqual({
      liftReason: sanctionMessages.liftedWithoutReason,
    });
    expect(messagesOf(sanctionSchema.safeParse({ ...stored, liftReason: 'ошибка' }))).toEqual({
      liftReason: sanctionMessages.liftedWithoutReason,
    });
  });
});

describe('sanctionLiftBodySchema (docs/product §A2.7)', () => {
  it('needs a reason, trimmed and bounded', () => {
    expect(sanctionLiftBodySchema.parse({ reason: ' выдано по ошибке ' })).toEqual({
      reason: 'выдано по ошибке',
    });
    expect(messagesOf(sanctionLiftBodySchema.safeParse({ reason: ' ' }))).toEqual({
      reason: sanctionMessages.liftReason,
    });
    expect(messagesOf(sanctionLiftBodySchema.safeParse({}))).toEqual({
      reason: sanctionMessages.liftReason,
    });
    expect(messagesOf(sanctionLiftBodySchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual({
      reason: sanctionMessages.liftReasonTooLong,
    });
  });
});
