import { describe, expect, it } from 'vitest';
import type { Sanction } from '@vn/domain';
import { sanctionPeriodText, sanctionStateAt, sanctionStateText } from './sanction-view';

const now = new Date('2026-05-01T12:00:00.000Z');

function aSanction(overrides: Partial<Sanction> = {}): Sanction {
  return {
    _id: '6650a1b2c3d4e5f6a7b8c901',
    userId: '6650a1b2c3d4e5f6a7b8c902',
    scope: 'comments',
    startsAt: '2026-05-01T11:30:00.000Z',
    endsAt: '2026-05-01T12:30:00.000Z',
    rule: 'spam',
    publicReason: 'спам',
    about: null,
    issuedBy: null,
    liftedAt: null,
    liftReason: null,
    liftedBy: null,
    ...overrides,
  };
}

describe('a sanction in the history (docs/product §A2, ours)', () => {
  it('writes the period in Moscow time, «навсегда» with no end, and a warning as one', () => {
    expect(sanctionPeriodText(aSanction())).toBe('с 01.05.2026 14:30 до 01.05.2026 15:30');
    expect(sanctionPeriodText(aSanction({ endsAt: null }))).toBe('с 01.05.2026 14:30 навсегда');
    expect(sanctionPeriodText(aSanction({ endsAt: '2026-05-01T11:30:00.000Z' }))).toBe(
      'Предупреждение',
    );
  });

  it('says whether it holds, has ended, is yet to start or was lifted, and by whom', () => {
    expect(sanctionStateText(aSanction(), now)).toBe('Действует');
    expect(sanctionStateText(aSanction({ endsAt: '2026-05-01T12:00:00.000Z' }), now)).toBe(
      'Закончилось',
    );
    expect(
      sanctionStateAt(aSanction({ startsAt: '2026-05-02T00:00:00.000Z', endsAt: null }), now),
    ).toBe('upcoming');
    const lifted = aSanction({
      liftedAt: '2026-05-01T11:45:00.000Z',
      liftReason: 'ошибка',
      liftedBy: { _id: '6650a1b2c3d4e5f6a7b8c903', username: 'Mod' },
    });
    expect(sanctionStateText(lifted, now)).toBe('Снято: ошибка (Mod, 01.05.2026 14:45)');
    expect(sanctionStateText(aSanction({ endsAt: '2026-05-01T11:30:00.000Z' }), now)).toBeNull();
  });
});
