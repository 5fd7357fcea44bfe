import type { TranslationView } from '@vn/domain';

/*
 * A project's translation as the API answers it, the base of the translation fixtures: a project
 * page's list, the update form's answer, the translations in the making (active-translations.ts).
 */

/** A translation as `GET /api/translations` answers it: no progress stated unless `over` says. */
export function translationView(
  novelId: string,
  over: Partial<TranslationView> = {},
): TranslationView {
  return {
    _id: '0123456789abcdef0123456a',
    novel: novelId,
    group: { link: '', description: '' },
    translator: null,
    status: 'inProcess',
    nonFree: false,
    releasedAt: null,
    link: null,
    description: '',
    edition: '',
    stages: [],
    parts: [],
    percent: null,
    weighting: null,
    lastUpdateAt: null,
    quiet: null,
    expectedFinish: null,
    updates: [],
    updatesCount: 0,
    mayUpdate: false,
    ...over,
  };
}
