import { describe, expect, it } from 'vitest';
import { actionsDeniedWhileBanned, isPermissionAction } from '../accounts/permissions';
import {
  actionsBoundBy,
  isSanctionedAction,
  sanctionedActions,
  sanctionOnlyActions,
  sanctionScopeLabels,
  sanctionScopes,
  scopeBinds,
} from './scopes';

describe('sanction scopes and the actions they bind (docs/product §A2.1)', () => {
  it('labels every scope in Russian', () => {
    expect(Object.keys(sanctionScopeLabels)).toEqual([...sanctionScopes]);
    expect(sanctionScopeLabels.comments).toBe('Комментарии');
  });

  it.each([
    ['comments', ['comment', 'reply', 'editComment']],
    ['messages', ['sendMessage', 'editMessage']],
    [
      'drafts',
      ['createDraft', 'editDraft', 'submitDraft', 'editNovelDirectly', 'updateTranslation'],
    ],
    ['uploads', ['uploadImage']],
    ['reports', ['report']],
  ] as const)('%s binds %j', (scope, actions) => {
    expect(actionsBoundBy(scope)).toEqual(actions);
  });

  it('binds every action with everything, and each action with exactly one other scope but a like', () => {
    expect(actionsBoundBy('everything')).toEqual(sanctionedActions);
    for (const action of sanctionedActions) {
      const scopes = sanctionScopes.filter(
        (scope) => scope !== 'everything' && scopeBinds(scope, action),
      );
      expect(scopes).toHaveLength(action === 'like' ? 0 : 1);
    }
  });

  it('binds with everything every action a ban takes away today', () => {
    for (const action of [...actionsDeniedWhileBanned, 'updateTranslation'] as const)
      expect(scopeBinds('everything', action)).toBe(true);
  });

  it('names actions as can() does, and only uploads and reports are new', () => {
    expect(sanctionedActions.filter((action) => !isPermissionAction(action))).toEqual([
      ...sanctionOnlyActions,
    ]);
  });

  it('tells a sanctioned action from any other text', () => {
    expect(isSanctionedAction('comment')).toBe(true);
    expect(isSanctionedAction('uploadImage')).toBe(true);
    expect(isSanctionedAction('browse')).toBe(false);
    expect(isSanctionedAction('toString')).toBe(false);
  });
});
