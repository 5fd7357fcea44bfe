import type { TranslatorRef } from '../entities/novel';
import { countRu } from '../format/plural';

/*
 * Translator groups and the translations that name them (docs/product §2.2 /translators, §3 Translator,
 * Translation). A translation names its group in free text (`group.description`), while a translator
 * group lists its projects; the two meet by name.
 */

/** How two group names compare: surrounding spaces, case and ё/е do not count. */
function nameKey(name: string): string {
  return name.trim().toLowerCase().replace(/ё/g, 'е');
}

/**
 * The group a project's translation is by: among the groups that list the project, the one whose
 * name is the translation's group name (case-insensitive); null when none is (no link then). Two
 * groups may share a name: the first listed wins, so the answer is stable.
 */
export function translatorGroupOf<T extends Pick<TranslatorRef, 'name'>>(
  groupName: string,
  groups: readonly T[],
): T | null {
  const key = nameKey(groupName);
  if (key === '') return null;
  return groups.find((group) => nameKey(group.name) === key) ?? null;
}

/** A translator group's page: /translators/{url} (§2.2), the url encoded as a path segment. */
export function translatorHref(translator: Pick<TranslatorRef, 'url'>): string {
  return `/translators/${encodeURIComponent(translator.url)}`;
}

/** How many projects a group lists, as its card and a search result say it: «3 проекта». */
export function groupProjectsCount(count: number): string {
  return countRu(count, { one: 'проект', few: 'проекта', many: 'проектов' });
}
