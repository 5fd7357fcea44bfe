import { d as number, f as object, g as string, i as _enum, o as array } from "./schemas-PBjYTboi.js";
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { n as lengths } from "./lengths-BVRkaxwo.js";
import { n as readingLists } from "./reading-lists-B32r3qhk.js";
import { i as projectSections, n as filterSections } from "./sections-RDbRyv0S.js";
import { a as ratingFields, l as sortKeys, o as sortDirections } from "./sort-CGfVWJWe.js";
import { r as developmentStatuses } from "./statuses-BYlwHg7F.js";
// libs/domain/src/catalogue/schemas.ts
var projectSectionSchema = _enum(projectSections);
var filterSectionSchema = _enum(filterSections);
var lengthSchema = _enum(lengths);
var developmentStatusSchema = _enum(developmentStatuses);
var sortSchema = object({
	sortBy: _enum(sortKeys),
	direction: _enum(sortDirections)
});
var ratingFieldSchema = _enum(ratingFields);
var readingListSchema = _enum(readingLists);
readingListSchema.nullable();
/** A rating a reader gives: an integer from 1 to 10 (SPEC.md §5, §9). */
var ratingValueSchema = number().int().min(1).max(10);
/** What a preset keeps: the filter without search, page, limit and section (SPEC.md §3). */
var presetFiltersSchema = object({
	search: string(),
	section: filterSectionSchema,
	page: number().int().min(0),
	limit: number().int().min(1).max(LIMITS.novelsPageSizeMax),
	sort: sortSchema,
	ratingField: ratingFieldSchema,
	releasedYear: number().int().min(1970).max(2100).nullable(),
	tags: array(string()),
	genres: array(string()),
	platforms: array(string()),
	excludeTags: array(string()),
	excludeGenres: array(string()),
	lengths: array(lengthSchema)
}).omit({
	search: true,
	page: true,
	limit: true,
	section: true,
	ratingField: true
});
var presetSchema = object({
	name: string().trim().min(1),
	ratingField: ratingFieldSchema,
	filters: presetFiltersSchema
});
export { projectSectionSchema as a, readingListSchema as c, presetSchema as i, filterSectionSchema as n, ratingFieldSchema as o, lengthSchema as r, ratingValueSchema as s, developmentStatusSchema as t };

//# sourceMappingURL=schemas-D8kYoSRP.js.map