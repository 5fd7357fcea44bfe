import { t as assertNever } from "./assert-never-FGExYdX8.js";
import { t as lengthInfo } from "./lengths-BVRkaxwo.js";
import { o as sectionLabels } from "./sections-RDbRyv0S.js";
import { n as developmentStatusLabels } from "./statuses-BYlwHg7F.js";
import { t as jsonEqual } from "./json-equal-t_0EjBDa.js";
import { g as languageLabels } from "./novel-B93jQHlc.js";
import { A as change, F as factValue, G as sideTitle, J as thumbnail, K as sides, M as changes, O as after, Y as thumbnails, Z as valueList, j as changeTitle, k as before } from "./ProjectTranslations-DveGAr_i.js";
import { n as descriptionMarkup } from "./description-BACEFskM.js";
import { t as MarkupView } from "./MarkupView-B6y90bdG.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { vt as formatDate } from "../entry-server.js";
// libs/domain/src/drafts/project-changes.ts
/** The fields a draft may change, in the order the comparison lists them. */
var projectChangeFields = [
	"name",
	"alternativeNames",
	"url",
	"section",
	"status",
	"releasedAt",
	"expectedReleaseAt",
	"originalLanguage",
	"length",
	"genres",
	"tags",
	"platforms",
	"developers",
	"translations",
	"links",
	"description",
	"poster",
	"screenshots",
	"bg"
];
/** The fields' names as the project page and its form call them (the Russian is ours where new). */
var projectChangeLabels = {
	name: "Название",
	alternativeNames: "Другие названия",
	url: "URL",
	section: "Раздел",
	status: "Статус",
	releasedAt: "Дата выхода",
	expectedReleaseAt: "Ожидаемая дата выхода",
	originalLanguage: "Язык оригинала",
	length: "Продолжительность",
	genres: "Жанры",
	tags: "Теги",
	platforms: "Платформы",
	developers: "Разработчики",
	translations: "Переводы",
	links: "Ссылки",
	description: "Описание",
	poster: "Постер",
	screenshots: "Скриншоты и видео",
	bg: "Фон"
};
function isRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function text(value) {
	if (typeof value !== "string" && typeof value !== "number") return null;
	const trimmed = String(value).trim();
	return trimmed === "" ? null : trimmed;
}
function field(record, key) {
	return isRecord(record) ? text(record[key]) ?? "" : "";
}
var lengthLabels = Object.fromEntries(Object.entries(lengthInfo).map(([length, info]) => [length, info.label]));
function labelled(labels, value) {
	const shown = text(value);
	return shown === null ? null : labels[shown] ?? shown;
}
function date(value, { timeZone }) {
	const shown = text(value);
	if (shown === null) return null;
	return Number.isNaN(Date.parse(shown)) ? shown : formatDate(shown, timeZone);
}
function list(value, show) {
	if (!Array.isArray(value)) return [];
	return value.map(show).filter((item) => item !== null);
}
/** A genre, tag or platform: `{ _id, value }` in a project or a draft, an id in a revision. */
function vocabularyEntry(item, { vocabularyNames }) {
	if (isRecord(item)) return text(item["value"]);
	const id = text(item);
	return id === null ? null : vocabularyNames?.get(id) ?? `${id} (удалено)`;
}
function developer(item) {
	const name = field(item, "name");
	if (!name) return null;
	const link = field(item, "link");
	return link ? `${name} (${link})` : name;
}
/** "Группа — Статус", then whatever else the translation says, so any change of it shows. */
function translation(item, options) {
	if (!isRecord(item)) return null;
	const group = field(item["group"], "description") || "Перевод";
	const groupLink = field(item["group"], "link");
	const parts = [`${group}${groupLink ? ` (${groupLink})` : ""} — ${labelled(developmentStatusLabels, item["status"]) ?? "без статуса"}`];
	if (item["nonFree"] === true) parts.push("платный");
	const released = date(item["releasedAt"], options);
	if (released) parts.push(released);
	const link = field(item["link"], "link");
	if (link) {
		const description = field(item["link"], "description");
		parts.push(description ? `${description}: ${link}` : link);
	}
	const description = field(item, "description");
	if (description) parts.push(description);
	return parts.join(", ");
}
function link(item) {
	const address = field(item, "link");
	if (!address) return null;
	const description = field(item, "description");
	const forMembers = isRecord(item) && Array.isArray(item["tags"]) && item["tags"].includes("regRequire");
	return `${description ? `${description}: ${address}` : address}${forMembers ? " (для зарегистрированных)" : ""}`;
}
function image(value) {
	if (!isRecord(value)) return null;
	const full = text(value["full"]);
	if (full === null) return null;
	if (value["contentType"] === "youtube") return {
		kind: "video",
		id: full
	};
	return {
		kind: "image",
		preview: text(value["preview"]) ?? full,
		full
	};
}
function images(value) {
	return (Array.isArray(value) ? value : [value]).map(image).filter((item) => item !== null);
}
/** What the reader sees of one field. */
function show(name, value, options) {
	switch (name) {
		case "name":
		case "url":
		case "expectedReleaseAt": return {
			kind: "text",
			before: text(value)
		};
		case "section": return {
			kind: "text",
			before: labelled(sectionLabels, value)
		};
		case "status": return {
			kind: "text",
			before: labelled(developmentStatusLabels, value)
		};
		case "originalLanguage": return {
			kind: "text",
			before: labelled(languageLabels, value)
		};
		case "length": return {
			kind: "text",
			before: labelled(lengthLabels, value)
		};
		case "releasedAt": return {
			kind: "text",
			before: date(value, options)
		};
		case "alternativeNames": return {
			kind: "list",
			before: list(value, text)
		};
		case "genres":
		case "tags":
		case "platforms": return {
			kind: "list",
			before: list(value, (item) => vocabularyEntry(item, options))
		};
		case "developers": return {
			kind: "list",
			before: list(value, developer)
		};
		case "translations": return {
			kind: "list",
			before: list(value, (item) => translation(item, options))
		};
		case "links": return {
			kind: "list",
			before: list(value, link)
		};
		case "description": return {
			kind: "markup",
			before: descriptionMarkup(value ?? "").trim()
		};
		case "poster":
		case "screenshots":
		case "bg": return {
			kind: "images",
			before: images(value)
		};
		default: return assertNever(name);
	}
}
/** The change of one field, or null when the reader would see the same before and after. */
function changeOf(name, before, after, options) {
	const old = show(name, before, options);
	const next = show(name, after, options);
	if (jsonEqual(old.before, next.before)) return null;
	return {
		field: name,
		label: projectChangeLabels[name],
		kind: old.kind,
		before: old.before,
		after: next.before
	};
}
/**
* The fields an update draft changes (SPEC.md §2.2 /drafts/{id}): `before` is the project as it is
* (`GET /api/novelByUrl/{url}`), `after` the project as the draft proposes it (`draftProjectOf`).
* Only the fields that differ, in the order of `projectChangeFields`. Dates are shown in `timeZone`
* (the reader's by default).
*/
function projectChanges({ before, after, timeZone }) {
	return projectChangeFields.map((name) => changeOf(name, before[name], after[name], { timeZone })).filter((change) => change !== null);
}
/** A revision keeps vocabulary entries as ids, under these names. */
var revisionFieldNames = {
	genreIds: "genres",
	tagIds: "tags",
	platformIds: "platforms"
};
var isProjectChangeField = (name) => projectChangeFields.includes(name);
/**
* What a revision changed (`GET /api/novels/{id}/revisions/diff`), as the reader sees it: the
* revision's fields named as the project's, genres, tags and platforms named through `vocabulary`
* (`GET /api/filters`; an id it no longer has is shown as removed). Fields that readers never see
* (modifiers, the derived release year, the external database's record) are left out, as is a
* field whose change does not show.
*/
function revisionChanges({ changes, vocabulary = [], timeZone }) {
	const vocabularyNames = new Map(vocabulary.map((entry) => [entry._id, entry.value]));
	const byField = /* @__PURE__ */ new Map();
	for (const change of changes) {
		const name = revisionFieldNames[change.field] ?? change.field;
		if (!isProjectChangeField(name)) continue;
		const shown = changeOf(name, change.before, change.after, {
			timeZone,
			vocabularyNames
		});
		if (shown) byField.set(name, shown);
	}
	return projectChangeFields.flatMap((name) => {
		const change = byField.get(name);
		return change ? [change] : [];
	});
}
// apps/site/src/routes/novel-draft/ProjectChanges.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* What a draft or a revision changes, field by field: the field's name, then the value before and
* the value after side by side (one above the other on a phone). Only the fields that changed are
* given; the comparison is the domain's, this only shows it.
*/
function ProjectChanges({ changes: changes$1, "aria-label": label, headingLevel = 3 }) {
	const Heading = `h${headingLevel}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: changes,
		"aria-label": label,
		children: changes$1.map((change$1) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: change,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				className: changeTitle,
				children: change$1.label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: sides,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: before,
					role: "group",
					"aria-label": `${change$1.label}: было`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: sideTitle,
						"aria-hidden": true,
						children: "Было"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangeValue, {
						change: change$1,
						side: "before"
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: after,
					role: "group",
					"aria-label": `${change$1.label}: стало`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: sideTitle,
						"aria-hidden": true,
						children: "Стало"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangeValue, {
						change: change$1,
						side: "after"
					})]
				})]
			})]
		}, change$1.field))
	});
}
var NOTHING = "—";
function ChangeValue({ change, side }) {
	switch (change.kind) {
		case "text": {
			const value = change[side];
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: factValue,
				children: value ?? NOTHING
			});
		}
		case "list": {
			const values = change[side];
			return values.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: factValue,
				children: NOTHING
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: valueList,
				children: values.map((value, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: value }, `${index}-${value}`))
			});
		}
		case "markup": {
			const value = change[side];
			return value ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupView, {
				value,
				showHidden: true
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: factValue,
				children: NOTHING
			});
		}
		case "images": {
			const images = change[side];
			return images.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: factValue,
				children: NOTHING
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: thumbnails,
				children: images.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Thumbnail, {
					image,
					alt: `${change.label}, ${side === "before" ? "было" : "стало"}: ${index + 1}`
				}) }, `${index}-${imageKey(image)}`))
			});
		}
	}
}
var imageKey = (image) => image.kind === "video" ? image.id : image.full;
function Thumbnail({ image, alt }) {
	if (image.kind === "video") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: ["Видео ", image.id] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		className: thumbnail,
		src: image.preview,
		alt,
		loading: "lazy"
	});
}
export { projectChanges as n, revisionChanges as r, ProjectChanges as t };

//# sourceMappingURL=ProjectChanges-619UfXUi.js.map