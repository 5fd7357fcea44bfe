import { afterEach, describe, expect, it } from 'vitest';
import { keepBan, keptBan } from './kept-ban';

const now = new Date('2026-11-25T12:00:00.000Z');
const later = '2026-11-26T12:00:00.000Z';

describe('the ban kept across logout (docs/product §4 Ban, §9)', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps a running ban with its reason, and gives it back until it ends', () => {
    keepBan({ expiredAt: later, reason: 'спам' }, now);
    expect(keptBan(now)).toEqual({ expiredAt: later, reason: 'спам' });
    expect(keptBan(new Date(later))).toBeNull();
  });

  it('forgets the ban when the reader is seen without one', () => {
    keepBan({ expiredAt: later }, now);
    keepBan(null, now);
    expect(keptBan(now)).toBeNull();
  });

  it('keeps nothing for a ban already over, and reads nothing broken', () => {
    keepBan({ expiredAt: '2026-11-24T12:00:00.000Z' }, now);
    expect(keptBan(now)).toBeNull();
    window.localStorage.setItem('vn.ban', '{broken');
    expect(keptBan(now)).toBeNull();
  });
});
