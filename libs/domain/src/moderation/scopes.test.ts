import { describe, expect, it } from 'vitest';
import { actionsDeniedWhileBanned } from '../accounts/ban';
import { isPermissionAction } from '../accounts/permissions';
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

  it('binds with everything exactly what a ban takes away today, and reports', () => {
    expect(actionsBoundBy('everything')).toEqual(
      sanctionedActions.filter((action) =>
        [...actionsDeniedWhileBanned, 'updateTranslation', 'report'].includes(action),
      ),
    );
    // A banned user keeps their drafts and their avatar today: only the narrower scopes take them.
    for (const action of ['createDraft', 'editNovelDirectly', 'uploadImage'] as const)
      expect(scopeBinds('everything', action)).toBe(false);
  });

  it('binds each action with exactly one scope but everything, a like with none', () => {
    for (const action of sanctionedActions) {
      const scopes = sanctionScopes.filter(
        (scope) => scope !== 'everything' && scopeBinds(scope, action),
      );
      expect(scopes).toHaveLength(action === 'like' ? 0 : 1);
    }
  });

  it('names actions as can() does, and only uploads are new', () => {
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
