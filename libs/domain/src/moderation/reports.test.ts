import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isClaimedByAnother,
  REPORT_CLAIM_MS,
  reporterWeight,
  reportMessages,
  reportReasonsByKind,
  reportSubjectKinds,
  reportWeight,
} from './reports';
import { reportBodySchema } from './report-schemas';

const id = '0123456789abcdef01234567';
const messagesOf = (body: unknown) => {
  const result = reportBodySchema.safeParse(body);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('reportBodySchema (docs/product §A3.1)', () => {
  it('takes a reason that fits the kind, with the text trimmed and optional', () => {
    expect(
      reportBodySchema.parse({ kind: 'comment', id, reason: 'spoiler', text: ' концовка ' }),
    ).toEqual({ kind: 'comment', id, reason: 'spoiler', text: 'концовка' });
    expect(reportBodySchema.parse({ kind: 'user', id, reason: 'spam' }).text).toBe('');
  });

  it('refuses a reason that does not fit, and sends wrong facts on a project to an edit', () => {
    expect(messagesOf({ kind: 'message', id, reason: 'spoiler' })).toEqual({
      reason: reportMessages.reasonMismatch,
    });
    expect(messagesOf({ kind: 'novel', id, reason: 'wrongInfo' })).toEqual({
      reason: reportMessages.wrongInfoOnProject,
    });
    expect(messagesOf({ kind: 'post', id, reason: 'wrongInfo' })).toEqual({});
  });

  it('needs words for «Другое», and no more than 1000', () => {
    expect(messagesOf({ kind: 'comment', id, reason: 'other', text: '  ' })).toEqual({
      text: reportMessages.otherNeedsText,
    });
    expect(messagesOf({ kind: 'comment', id, reason: 'other', text: 'я'.repeat(1001) })).toEqual({
      text: reportMessages.textTooLong,
    });
  });

  it('offers every kind «Незаконный контент» and «Другое»', () => {
    for (const kind of reportSubjectKinds) {
      expect(reportReasonsByKind[kind]).toEqual(expect.arrayContaining(['illegal', 'other']));
    }
  });
});

describe('reporterWeight and reportWeight (docs/product §A3.2)', () => {
  const record = fc
    .tuple(fc.nat({ max: 500 }), fc.nat({ max: 500 }))
    .map(([upheld, more]) => ({ upheld, resolved: upheld + more }));

  it('weighs a newcomer 1, and stays between 0.25 and 1.75', () => {
    expect(reporterWeight({ upheld: 0, resolved: 0 })).toBe(1);
    fc.assert(
      fc.property(record, (reporter) => {
        const weight = reporterWeight(reporter);
        expect(weight).toBeGreaterThan(0.25);
        expect(weight).toBeLessThan(1.75);
      }),
    );
  });

  it('rises with each upheld report and falls with each dismissed one', () => {
    fc.assert(
      fc.property(record, (reporter) => {
        const base = reporterWeight(reporter);
        expect(
          reporterWeight({ upheld: reporter.upheld + 1, resolved: reporter.resolved + 1 }),
        ).toBeGreaterThan(base);
        expect(
          reporterWeight({ upheld: reporter.upheld, resolved: reporter.resolved + 1 }),
        ).toBeLessThan(base);
      }),
    );
  });

  it('adds its reporters up', () => {
    expect(reportWeight([])).toBe(0);
    expect(
      reportWeight([
        { upheld: 0, resolved: 0 },
        { upheld: 0, resolved: 0 },
      ]),
    ).toBe(2);
  });
});

describe('isClaimedByAnother (docs/product §A3.3)', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('holds for another moderator until the claim lapses, never for oneself', () => {
    const claim = { claimedById: 'm1', claimedAt: new Date(now.getTime() - 60_000) };
    expect(isClaimedByAnother(claim, 'm2', now)).toBe(true);
    expect(isClaimedByAnother(claim, 'm1', now)).toBe(false);
    const old = { claimedById: 'm1', claimedAt: new Date(now.getTime() - REPORT_CLAIM_MS) };
    expect(isClaimedByAnother(old, 'm2', now)).toBe(false);
    expect(isClaimedByAnother({ claimedById: null, claimedAt: null }, 'm2', now)).toBe(false);
  });
});
