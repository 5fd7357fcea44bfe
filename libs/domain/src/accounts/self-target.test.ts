import { describe, expect, it } from 'vitest';
import { DomainError, errorKinds } from '../api/errors';
import { isSelfTarget, refuseSelfTarget, selfTargetRefusals } from './self-target';

describe('what no one may do to their own account', () => {
  it('is an action on the actor themself, never on someone else or for a guest', () => {
    expect(isSelfTarget('a', 'a')).toBe(true);
    expect(isSelfTarget('a', 'b')).toBe(false);
    expect(isSelfTarget(undefined, 'a')).toBe(false);
  });

  it('is refused with its message and kind: a ban and a removal as mistakes, an unban as a right', () => {
    for (const action of ['ban', 'unban', 'removeUser'] as const) {
      expect(() => refuseSelfTarget(action, 'b', 'a')).not.toThrow();
      const refusal = (() => {
        try {
          refuseSelfTarget(action, 'a', 'a');
        } catch (error) {
          return error;
        }
        return null;
      })();
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ message: selfTargetRefusals[action].message });
      expect(errorKinds[(refusal as DomainError).kind].status).toBe(action === 'unban' ? 403 : 400);
    }
  });
});
