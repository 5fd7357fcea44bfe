import { z } from 'zod';
import { LIMITS } from '../format/constants';
import { languages } from './languages';
import { lengths } from './lengths';
import { readingLists } from './reading-lists';
import { RELEASE_YEARS } from './release-years';
import { filterSections, projectSections } from './sections';
import { ratingFields, sortDirections, sortKeys } from './sort';
import { developmentStatuses } from './statuses';

/*
 * The run-time checks of the catalogue's values (docs/product §3), kept apart from the constants and
 * rules they check. A bundler keeps or drops a module's code whole, so a schema beside a constant
 * every page uses would put zod on every page; here it loads only where a value is checked (the API,
 * forms, stored presets): the first-visit JavaScript budget, docs/architecture.md § Budgets.
 */

export const projectSectionSchema = z.enum(projectSections);
export const filterSectionSchema = z.enum(filterSections);
export const lengthSchema = z.enum(lengths);
export const developmentStatusSchema = z.enum(developmentStatuses);

export const sortSchema = z.object({
  sortBy: z.enum(sortKeys),
  direction: z.enum(sortDirections),
});
export const ratingFieldSchema = z.enum(ratingFields);

/** An original language (languages.ts has the labels). */
export const languageSchema = z.enum(languages);

export const readingListSchema = z.enum(readingLists);
/** What `POST /api/addtolist` carries: a list, or null to take the project off the lists. */
export const listChoiceSchema = readingListSchema.nullable();

/** A rating a reader gives: an integer from 1 to 10 (docs/product §5, §9). */
export const ratingValueSchema = z.number().int().min(1).max(10);

/** The catalogue's filter state (docs/product §3). `page` is 0-based here and 1-based in the URL. */
export const novelFilterSchema = z.object({
  search: z.string(),
  section: filterSectionSchema,
  page: z.number().int().min(0),
  limit: z.number().int().min(1).max(LIMITS.novelsPageSizeMax),
  sort: sortSchema,
  ratingField: ratingFieldSchema,
  releasedYear: z.number().int().min(RELEASE_YEARS.oldest).max(RELEASE_YEARS.latest).nullable(),
  tags: z.array(z.string()),
  genres: z.array(z.string()),
  platforms: z.array(z.string()),
  excludeTags: z.array(z.string()),
  excludeGenres: z.array(z.string()),
  lengths: z.array(lengthSchema),
  /** Ours (docs/product §A1.11); presets saved before it have none. */
  translationProgress: z.number().int().min(0).max(100).nullable().default(null),
});

/** What a preset keeps: the filter without search, page, limit and section (docs/product §3). */
export const presetFiltersSchema = novelFilterSchema.omit({
  search: true,
  page: true,
  limit: true,
  section: true,
  ratingField: true,
});

export const presetSchema = z.object({
  name: z.string().trim().min(1),
  ratingField: ratingFieldSchema,
  filters: presetFiltersSchema,
});
