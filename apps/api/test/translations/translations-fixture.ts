import type { DevelopmentStatus, TranslationView } from '@vn/domain';
import type { TestUser } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer } from '../http-client';
import type { TestApi } from '../test-api';

let sequence = 0;

/** A line of a project's translations (docs/product §3 Translation) by the named group. */
export const translationLine = (group: string, status: DevelopmentStatus = 'inProcess') => ({
  group: { link: '', description: group },
  translatorId: null,
  status,
  nonFree: false,
  releasedAt: null,
  link: null,
  description: '',
});

export interface TranslatedProject {
  novelId: string;
  groupId: string;
  groupName: string;
  /** The project's first translation, as `GET /api/translations` answers it. */
  translation: TranslationView;
}

/**
 * A project with one translation in the making by a group of its own, which lists the project;
 * `members` are made members of the group by `staff`.
 */
export async function translatedProject(
  api: TestApi,
  staff: TestUser,
  members: TestUser[] = [],
): Promise<TranslatedProject> {
  sequence += 1;
  const groupName = `Команда ${sequence}-${Date.now().toString(36)}`;
  const [project] = await addNovels(api, [
    {
      name: `Переводимый проект ${groupName}`,
      status: 'done',
      translations: [translationLine(groupName)],
    },
  ]);
  const created = await staff.client.post<Answer<{ translator: { _id: string } }>>(
    '/api/translators',
    { name: groupName, links: [], novels: [project!._id] },
  );
  const groupId = created.body.result.translator._id;
  for (const member of members) {
    const added = await staff.client.post(`/api/translators/${groupId}/members`, {
      user: member.id,
    });
    if (added.status !== 200) throw new Error(`member not added: ${added.status}`);
  }
  // As a guest sees it (staff may update every translation).
  const listed = await new HttpClient(api.baseUrl).get<Answer<TranslationView[]>>(
    `/api/translations?novel=${project!._id}`,
  );
  return { novelId: project!._id, groupId, groupName, translation: listed.body.result[0]! };
}

/** Progress of two routes through two stages: a whole-game-independent example. */
export const twoRoutes = {
  stages: ['translation', 'editing'],
  parts: [
    {
      name: 'Рут Аи',
      lines: 3000,
      stages: { translation: { state: 'done' }, editing: { state: 'inProgress', percent: 50 } },
    },
    {
      name: 'Рут Мики',
      lines: 1000,
      stages: { translation: { state: 'inProgress', percent: 40 } },
    },
  ],
};
