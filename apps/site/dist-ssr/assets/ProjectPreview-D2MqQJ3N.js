import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { n as lengths } from "./lengths-BVRkaxwo.js";
import { i as projectSections } from "./sections-RDbRyv0S.js";
import { r as developmentStatuses } from "./statuses-BYlwHg7F.js";
import { v as languages } from "./novel-B93jQHlc.js";
import { $ as projectFacts, H as poster, R as muted, U as previewTitle, i as ProjectFacts, n as ProjectScreenshots, o as ProjectDescription, r as ProjectLinks, t as ProjectTranslations, z as overview } from "./ProjectTranslations-DveGAr_i.js";
import { n as descriptionMarkup } from "./description-BACEFskM.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/domain/src/catalogue/slug.ts
/**
* The url slug of a project, made from its name (SPEC.md §5): lowercase; Latin and Cyrillic letters
* and digits kept; apostrophes dropped; every other run of characters becomes one dash; a trailing
* dash is trimmed.
*
* A leading dash is kept on purpose: the rule trims only the trailing one, and existing project urls
* were made by this rule, so changing it would break links people have shared.
*/
var APOSTROPHES = /['’ʼ`]/g;
var NOT_SLUG_CHARACTERS = /[^a-z0-9а-яё]+/g;
var TRAILING_DASH = /-$/;
function slugFromName(name) {
	return name.toLowerCase().replace(APOSTROPHES, "").replace(NOT_SLUG_CHARACTERS, "-").replace(TRAILING_DASH, "");
}
// libs/domain/src/drafts/draft-project.ts
function isRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function parsed(text) {
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}
var isOneOf = (values, value) => values.includes(value);
function listOf(value) {
	return Array.isArray(value) ? value : [];
}
function textOr(value, fallback) {
	return typeof value === "string" ? value : fallback;
}
function objectOrNull(value) {
	return isRecord(value) ? value : null;
}
/**
* Reads the draft's value. The API validated and cleaned it when it was stored (every field with
* its default, SPEC.md §4 defaults: section novel, status done, original language jp), so this only
* guards each field's shape: a damaged value still opens, named by the draft's title. By hand rather
* than with `novelDraftValueSchema`: the draft page reads it, and the schema would bring zod there.
* Items of the lists are not checked one by one; the API wrote them.
*/
function draftProjectOf(draft) {
	const value = parsed(draft.value);
	const fields = isRecord(value) ? value : {};
	const name = textOr(fields["name"], draft.title);
	const url = fields["url"];
	const description = fields["description"];
	return {
		name,
		url: typeof url === "string" && url.trim() !== "" ? url : slugFromName(name),
		alternativeNames: listOf(fields["alternativeNames"]),
		section: isOneOf(projectSections, fields["section"]) ? fields["section"] : "novel",
		modifiers: listOf(fields["modifiers"]),
		poster: objectOrNull(fields["poster"]),
		screenshots: listOf(fields["screenshots"]),
		bg: objectOrNull(fields["bg"]),
		originalLanguage: isOneOf(languages, fields["originalLanguage"]) ? fields["originalLanguage"] : "jp",
		developers: listOf(fields["developers"]),
		status: isOneOf(developmentStatuses, fields["status"]) ? fields["status"] : "done",
		releasedAt: typeof fields["releasedAt"] === "string" ? fields["releasedAt"] : null,
		expectedReleaseAt: textOr(fields["expectedReleaseAt"], ""),
		genres: listOf(fields["genres"]),
		tags: listOf(fields["tags"]),
		platforms: listOf(fields["platforms"]),
		length: isOneOf(lengths, fields["length"]) ? fields["length"] : null,
		translations: listOf(fields["translations"]),
		description: typeof description === "string" || Array.isArray(description) ? description : "",
		links: listOf(fields["links"]),
		vndb: objectOrNull(fields["vndb"])
	};
}
// apps/site/src/routes/novel-draft/ProjectPreview.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A proposed genre, tag or platform has no id until the draft is applied; its value stands in. */
var withIds = (entries) => entries.map((entry) => ({
	_id: entry._id ?? entry.value,
	value: entry.value
}));
/**
* The project as the draft proposes it, drawn with the project page's own parts (SPEC.md §2.2
* /drafts/{id} "preview"): name, poster, facts, screenshots, translations, description and links.
* What belongs to a published project (ratings, lists, comments) is left out.
*/
function ProjectPreview({ project }) {
	const markup = (0, import_react.useMemo)(() => descriptionMarkup(project.description), [project.description]);
	const facts = projectFacts({
		...project,
		genres: withIds(project.genres),
		tags: withIds(project.tags),
		platforms: withIds(project.platforms)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
			className: previewTitle,
			children: project.name
		}), project.alternativeNames.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "_1oqsjnfc",
			children: project.alternativeNames.join(" · ")
		})] }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: overview,
			children: [project.poster ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				className: poster,
				src: project.poster.preview || project.poster.full,
				width: project.poster.previewWidth,
				height: project.poster.previewHeight,
				alt: `Постер: ${project.name}`
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: muted,
				children: "Нет постера"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectFacts, { facts })]
		}),
		project.screenshots.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectScreenshots, { novel: project }),
		project.translations.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectTranslations, {
			translations: project.translations,
			groups: []
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectDescription, {
			markup,
			signedIn: true
		}),
		project.links.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectLinks, { links: project.links })
	] });
}
export { draftProjectOf as n, slugFromName as r, ProjectPreview as t };

//# sourceMappingURL=ProjectPreview-D2MqQJ3N.js.map