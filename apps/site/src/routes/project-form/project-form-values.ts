import {
  descriptionMarkup,
  newProjectDefaults,
  showsExpectedRelease,
  type DevelopmentStatus,
  type Language,
  type Length,
  type Link,
  type NovelDraftValue,
  type NovelDraftValueInput,
  type ProjectSection,
  type Translation,
  type VocabularyChoice,
} from '@vn/domain';

/*
 * The project form's values (docs/product §3 Novel) and their way to and from the draft's `value`
 * (`novelDraftValueSchema`): the same fields, in the shapes the form's controls hold.
 */

export interface VocabularyEntry {
  _id: string;
  value: string;
}

type Screenshot = NovelDraftValue['screenshots'][number];

export interface ProjectFormValues {
  name: string;
  url: string;
  /** One name a line. */
  alternativeNames: string;
  section: ProjectSection;
  status: DevelopmentStatus;
  originalLanguage: Language;
  /** `YYYY-MM-DD`, or '' when unknown. */
  releasedAt: string;
  expectedReleaseAt: string;
  length: Length | null;
  genres: VocabularyChoice<VocabularyEntry>[];
  tags: VocabularyChoice<VocabularyEntry>[];
  platforms: VocabularyChoice<VocabularyEntry>[];
  developers: { name: string; link: string }[];
  translations: Translation[];
  links: Link[];
  /** Markup (§3 tags). */
  description: string;
  poster: NovelDraftValue['poster'];
  bg: NovelDraftValue['bg'];
  screenshots: Screenshot[];
  vndb: NovelDraftValue['vndb'];
  modifiers: string[];
}

/** A new project (docs/product §4 defaults: section novel, status done, original language jp). */
export function newProjectValues(): ProjectFormValues {
  return {
    name: '',
    url: '',
    alternativeNames: '',
    section: newProjectDefaults.section,
    status: newProjectDefaults.status,
    originalLanguage: newProjectDefaults.originalLanguage,
    releasedAt: '',
    expectedReleaseAt: '',
    length: null,
    genres: [],
    tags: [],
    platforms: [],
    developers: [],
    translations: [],
    links: [],
    description: '',
    poster: null,
    bg: null,
    screenshots: [],
    vndb: null,
    modifiers: [],
  };
}

const dayOf = (date: string | null | undefined) => (date ? date.slice(0, 10) : '');

/** The vocabulary values of a project or draft as the tag inputs hold them. */
const choicesOf = (
  values: readonly { _id?: string; value: string }[],
): VocabularyChoice<VocabularyEntry>[] =>
  values.map((entry) =>
    entry._id ? { _id: entry._id, value: entry.value } : { value: entry.value, isNew: true },
  );

/** A project, or a draft's value, in the form: what "Предложить изменения" starts from. */
export function projectFormValuesOf(project: NovelDraftValueInput): ProjectFormValues {
  const defaults = newProjectValues();
  return {
    name: project.name,
    url: project.url ?? '',
    alternativeNames: (project.alternativeNames ?? []).join('\n'),
    section: project.section ?? defaults.section,
    status: project.status ?? defaults.status,
    originalLanguage: project.originalLanguage ?? defaults.originalLanguage,
    releasedAt: dayOf(project.releasedAt),
    expectedReleaseAt: project.expectedReleaseAt ?? '',
    length: project.length ?? null,
    genres: choicesOf(project.genres ?? []),
    tags: choicesOf(project.tags ?? []),
    platforms: choicesOf(project.platforms ?? []),
    developers: (project.developers ?? []).map(({ name, link }) => ({ name, link: link ?? '' })),
    translations: (project.translations ?? []) as Translation[],
    links: (project.links ?? []) as Link[],
    description: descriptionMarkup(project.description ?? ''),
    poster: project.poster ?? null,
    bg: project.bg ?? null,
    screenshots: (project.screenshots ?? []) as Screenshot[],
    vndb: project.vndb ?? null,
    modifiers: project.modifiers ?? [],
  };
}

const vocabularyValues = (choices: readonly VocabularyChoice<VocabularyEntry>[]) =>
  choices.map((choice) =>
    'isNew' in choice ? { value: choice.value } : { _id: choice._id, value: choice.value },
  );

/** The project's lists whose rows the form may leave out when they are empty. */
export type ProjectFormList = 'developers' | 'translations' | 'links';

/*
 * Rows without content are not sent, so an empty row added by mistake does not fail the save.
 */
const isDeveloperSent = (developer: ProjectFormValues['developers'][number]) =>
  developer.name.trim() !== '';
const isTranslationSent = (translation: Translation) => translation.group.description.trim() !== '';
const isLinkSent = (link: Link) => link.link.trim() !== '';

/**
 * The form's row numbers of the rows sent, in the order sent: the server names a row by its place
 * in the value (`value.links.1.link`), which is not its place in the form when an empty row before
 * it was left out.
 */
export function sentRowIndices(values: ProjectFormValues, list: ProjectFormList): number[] {
  const sent =
    list === 'developers'
      ? values.developers.map(isDeveloperSent)
      : list === 'translations'
        ? values.translations.map(isTranslationSent)
        : values.links.map(isLinkSent);
  return sent.flatMap((isSent, index) => (isSent ? [index] : []));
}

/**
 * What the form sends as the draft's `value`: blank lines, developers, links and translations
 * without content are left out.
 */
export function draftValueOf(values: ProjectFormValues): NovelDraftValueInput {
  return {
    name: values.name.trim(),
    ...(values.url.trim() ? { url: values.url.trim() } : {}),
    alternativeNames: values.alternativeNames
      .split('\n')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    section: values.section,
    modifiers: values.modifiers,
    poster: values.poster,
    screenshots: values.screenshots,
    bg: values.bg,
    originalLanguage: values.originalLanguage,
    developers: values.developers
      .filter(isDeveloperSent)
      .map((developer) => ({ name: developer.name.trim(), link: developer.link.trim() })),
    status: values.status,
    releasedAt: values.releasedAt
      ? new Date(`${values.releasedAt}T00:00:00.000Z`).toISOString()
      : null,
    // §4: the expected release is only for projects in development or in demo.
    expectedReleaseAt: showsExpectedRelease(values.status) ? values.expectedReleaseAt.trim() : '',
    genres: vocabularyValues(values.genres),
    tags: vocabularyValues(values.tags),
    platforms: vocabularyValues(values.platforms),
    length: values.length,
    translations: values.translations.filter(isTranslationSent),
    description: values.description,
    links: values.links.filter(isLinkSent),
    vndb: values.vndb,
  };
}

/**
 * An edit's value with the release date and description the project already has where the form did
 * not change them (docs/product §5: unchanged release date and description are not part of the edit).
 * The API takes a draft's value as the whole project, so they are sent as they were rather than
 * left out: the form shows the date by day and the description as markup, and without this an
 * untouched article-style description or a date's time of day would read as a change.
 */
export function keepingUnchanged(
  value: NovelDraftValueInput,
  original: NovelDraftValueInput,
): NovelDraftValueInput {
  const sameDay = dayOf(value.releasedAt) === dayOf(original.releasedAt);
  const sameDescription = value.description === descriptionMarkup(original.description ?? '');
  return {
    ...value,
    ...(sameDay ? { releasedAt: original.releasedAt ?? null } : {}),
    ...(sameDescription ? { description: original.description ?? '' } : {}),
  };
}
