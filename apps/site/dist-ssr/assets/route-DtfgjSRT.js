import { Ot as CATALOGUE_LIMITS, Ut as useSearchParams, Vt as useNavigate, c as useConfirm, st as usePageTitle, y as useToasts } from "../entry-server.js";
import { i as sortPlatforms, r as vocabularyKey } from "./vocabulary-input-HvbQI8qt.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { i as Tabs, n as TabList, r as TabPanel, t as Tab } from "./Tabs-6DQB3NSh.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as StaffOnly } from "./StaffOnly-DJCAK-wf.js";
import { Z as removeGenreRoute, at as renamePlatformRoute, et as removePlatformRoute, it as renameGenreRoute, n as callEndpoint, ot as renameTagRoute, tt as removeTagRoute, w as filtersRoute$1 } from "./client-BHtto6D6.js";
import { n as useRevalidateCalls } from "./revalidate-gKMPbja9.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as SearchField } from "./SearchField-Bc2aHvEr.js";
import { t as TextField } from "./TextField-_25ox2jH.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { t as Trash } from "./trash-B_ZyDRjO.js";
import { t as failureText } from "./failure-text-Crpvlr0Y.js";
/* empty css                               */
/* empty css                                    */
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/domain/src/catalogue/vocabulary-admin.ts
/** The order of the screen's lists, as SPEC.md §2.2 names them. */
var vocabularyScreenOrder = [
	"genres",
	"platforms",
	"tags"
];
var words = {
	genres: {
		plural: "Жанры",
		accusative: "жанр",
		such: "Такой жанр",
		renamed: "Жанр переименован",
		removed: "Жанр удалён",
		pronoun: "Он"
	},
	platforms: {
		plural: "Платформы",
		accusative: "платформу",
		such: "Такая платформа",
		renamed: "Платформа переименована",
		removed: "Платформа удалена",
		pronoun: "Она"
	},
	tags: {
		plural: "Теги",
		accusative: "тег",
		such: "Такой тег",
		renamed: "Тег переименован",
		removed: "Тег удалён",
		pronoun: "Он"
	}
};
/** A vocabulary's name as a heading or a tab: "Жанры", "Платформы", "Теги". */
function vocabularyTitle(kind) {
	return words[kind].plural;
}
/**
* The texts of the screen for one vocabulary. The failures are SPEC.md §8's ("Не удалось изменить
* жанр"/"тег", "Не удалось удалить жанр"/"тег"); §8 names none for platforms, so theirs follow the
* same pattern. The successes and the questions are ours.
*/
function vocabularyMessages(kind) {
	const { accusative, renamed, removed, pronoun } = words[kind];
	return {
		renameFailed: `Не удалось изменить ${accusative}`,
		removeFailed: `Не удалось удалить ${accusative}`,
		renamed,
		removed,
		removeQuestion: (value) => `Удалить ${accusative} «${value}»?`,
		removeWarning: `${pronoun} пропадёт со всех проектов.`,
		renameLabel: (value) => `Переименовать ${accusative} «${value}»`,
		removeLabel: (value) => `Удалить ${accusative} «${value}»`
	};
}
/** The API's refusal of a value another entry has (the API and the screen say it alike). */
function vocabularyTakenMessage(kind, value) {
	return `${words[kind].such} уже существует: ${value}`;
}
/** The messages of a refused rename before it is sent. */
var vocabularyRenameMessages = {
	empty: "Введите название",
	tooLong: `Не длиннее ${CATALOGUE_LIMITS.vocabularyValueMax} символов`
};
/**
* What to do with a new value for an entry: send it (trimmed), nothing when it is the same text, or
* refuse it — blank, too long, or another entry's value in any case (§5). A change of case alone is a
* rename ("школа" → "Школа").
*/
function checkVocabularyRename({ kind, entries, id, value }) {
	const next = value.trim();
	if (next === "") return {
		outcome: "refused",
		message: vocabularyRenameMessages.empty
	};
	if (next.length > CATALOGUE_LIMITS.vocabularyValueMax) return {
		outcome: "refused",
		message: vocabularyRenameMessages.tooLong
	};
	if (entries.find((entry) => entry._id === id)?.value === next) return { outcome: "unchanged" };
	const key = vocabularyKey(next);
	const holder = entries.find((entry) => entry._id !== id && vocabularyKey(entry.value) === key);
	if (holder) return {
		outcome: "refused",
		message: vocabularyTakenMessage(kind, holder.value)
	};
	return {
		outcome: "send",
		value: next
	};
}
/** The entries whose value contains the search text, in any case; a blank search keeps them all. */
function searchVocabulary(entries, search) {
	const key = vocabularyKey(search);
	if (key === "") return [...entries];
	return entries.filter((entry) => vocabularyKey(entry.value).includes(key));
}
/**
* A vocabulary in display order (what `GET /api/filters` answers): platforms in the order of §9
* (desktop first, PSP last), the others alphabetically in Russian.
*/
function orderVocabulary(kind, entries) {
	if (kind === "platforms") return sortPlatforms(entries, (entry) => entry.value);
	return [...entries].sort((a, b) => a.value.localeCompare(b.value, "ru"));
}
// apps/site/src/routes/filters/filters-address.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var isScreenKind = (value) => vocabularyScreenOrder.includes(value);
/** The view an address asks for; an unknown tab is the first (a stale link opens). */
function filtersViewOf(search) {
	const kind = search.get("kind");
	return {
		kind: isScreenKind(kind) ? kind : vocabularyScreenOrder[0],
		search: search.get("search") ?? ""
	};
}
/** The address of a view. */
function filtersHref(view) {
	const query = new URLSearchParams();
	if (view.kind !== vocabularyScreenOrder[0]) query.set("kind", view.kind);
	if (view.search.trim() !== "") query.set("search", view.search);
	const text = query.toString();
	return text ? `/filters?${text}` : "/filters";
}
// apps/site/src/routes/filters/vocabulary-cache.ts
/**
* The vocabularies with one entry renamed, in the order the API would answer them (so the optimistic
* list does not jump when the answer comes).
*/
function withRenamedEntry(vocabularies, kind, renamed) {
	const entries = vocabularies[kind].map((entry) => entry._id === renamed._id ? {
		...entry,
		...renamed
	} : entry);
	return {
		...vocabularies,
		[kind]: orderVocabulary(kind, entries)
	};
}
/** The vocabularies without one entry. */
function withoutEntry(vocabularies, kind, id) {
	return {
		...vocabularies,
		[kind]: vocabularies[kind].filter((entry) => entry._id !== id)
	};
}
// apps/site/src/routes/filters/use-vocabulary-admin.ts
var renameRoutes = {
	genres: renameGenreRoute,
	platforms: renamePlatformRoute,
	tags: renameTagRoute
};
var removeRoutes = {
	genres: removeGenreRoute,
	platforms: removePlatformRoute,
	tags: removeTagRoute
};
/**
* Everything cached that shows the vocabularies' names: the vocabularies themselves (asked again, as
* other staff may have changed other entries meanwhile), the catalogue's cards, which are asked by
* name (`/api/novels?tags=…`), and project pages (`/api/novelByUrl/…`, and `/api/novels/{id}` for the
* edit form), which carry their entries. The API joins a project's entry ids with the current names
* on every read (vocabularies.service.ts), so asking again is enough for a rename or a removal to
* show everywhere at once (issue 20).
*/
var CALLS_SHOWING_VOCABULARIES = [
	"/api/filters",
	"/api/novels",
	"/api/novelByUrl/"
];
/**
* The vocabularies (`GET /api/filters`, the cache entry the catalogue's filter panel reads too) and
* the staff's writes on them (SPEC.md §7 PUT / DELETE /api/{tags,genres,platforms}/{id}). Each write
* shows at once in the list, puts the list back if the call fails (the caller says why), and then
* asks again for everything that shows the names.
*/
function useVocabularyAdmin() {
	const answer = useEndpoint(filtersRoute$1, {}, { revalidateOnFocus: false });
	const { mutate } = answer;
	const revalidateCalls = useRevalidateCalls();
	const actions = (0, import_react.useMemo)(() => ({
		rename: async (kind, id, value) => {
			await mutate(async (current) => {
				const entry = await callEndpoint(renameRoutes[kind], {
					params: { id },
					body: {
						_id: id,
						value
					}
				});
				return current && withRenamedEntry(current, kind, entry);
			}, {
				optimisticData: (current) => withRenamedEntry(current, kind, {
					_id: id,
					value
				}),
				rollbackOnError: true,
				revalidate: false
			});
			revalidateCalls(...CALLS_SHOWING_VOCABULARIES);
		},
		remove: async (kind, id) => {
			await mutate(async (current) => {
				await callEndpoint(removeRoutes[kind], { params: { id } });
				return current && withoutEntry(current, kind, id);
			}, {
				optimisticData: (current) => withoutEntry(current, kind, id),
				rollbackOnError: true,
				revalidate: false
			});
			revalidateCalls(...CALLS_SHOWING_VOCABULARIES);
		}
	}), [mutate, revalidateCalls]);
	return {
		...answer,
		actions
	};
}
// apps/site/src/routes/filters/FiltersPage.css.ts
var page = "_13omwu00";
var title = "_13omwu01";
var scrollRow = "_1qmqnya0";
var panel = "_1qmqnya1";
var search = "_1qmqnya2";
var count = "_1qmqnya3";
var list = "_1qmqnya4";
var row = "_1qmqnya5";
var value = "_1qmqnya6";
var actions = "_1qmqnya7";
var renameForm = "_1qmqnya8";
var renameField = "_1qmqnya9";
var failure = "_1qmqnyaa";
// apps/site/src/routes/filters/VocabularyEntryRow.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One entry: its name, rename (in place) and delete (after the shared confirmation, §2.1). */
function VocabularyEntryRow(props) {
	const { kind, entry, actions: actions$1, onRemoving } = props;
	const texts = vocabularyMessages(kind);
	const confirm = useConfirm();
	const toasts = useToasts();
	const [editing, setEditing] = (0, import_react.useState)(false);
	const renameButton = (0, import_react.useRef)(null);
	const focusBack = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (!editing && focusBack.current) {
			focusBack.current = false;
			renameButton.current?.focus();
		}
	}, [editing]);
	const remove = async () => {
		if (!await confirm({
			title: texts.removeQuestion(entry.value),
			message: texts.removeWarning,
			variant: "destructive"
		})) return;
		onRemoving();
		try {
			await actions$1.remove(kind, entry._id);
			toasts.success(texts.removed);
		} catch (error) {
			toasts.error(failureText(texts.removeFailed, error));
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
		className: row,
		children: editing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RenameForm, {
			...props,
			onClose: (renamed) => {
				focusBack.current = true;
				setEditing(false);
				if (renamed) props.onRenamed(entry._id);
			}
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: value,
			children: entry.value
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: actions,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				ref: renameButton,
				variant: "ghost",
				size: "sm",
				iconOnly: true,
				"aria-label": texts.renameLabel(entry.value),
				onPress: () => setEditing(true),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
					"aria-hidden": true,
					size: "1em"
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				size: "sm",
				iconOnly: true,
				"aria-label": texts.removeLabel(entry.value),
				onPress: () => void remove(),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
					"aria-hidden": true,
					size: "1em"
				})
			})]
		})] })
	});
}
/**
* The rename form: the current name selected, so typing replaces it; Enter saves, Escape or
* "Отменить" leaves. A refused or failed rename keeps what was typed and says why, in the field and
* (for a failed call) in the toast of §8 with the server's reason.
*/
function RenameForm({ kind, entry, entries, actions, onClose }) {
	const texts = vocabularyMessages(kind);
	const toasts = useToasts();
	const [original] = (0, import_react.useState)(entry.value);
	const [value, setValue] = (0, import_react.useState)(entry.value);
	const [error, setError] = (0, import_react.useState)(void 0);
	const [pending, setPending] = (0, import_react.useState)(false);
	const submit = async (event) => {
		event.preventDefault();
		if (pending) return;
		const check = checkVocabularyRename({
			kind,
			entries,
			id: entry._id,
			value
		});
		if (check.outcome === "unchanged") return onClose(false);
		if (check.outcome === "refused") return setError(check.message);
		setPending(true);
		try {
			await actions.rename(kind, entry._id, check.value);
			toasts.success(texts.renamed);
			onClose(true);
		} catch (failure) {
			setPending(false);
			setError(failure instanceof Error && failure.message ? failure.message : texts.renameFailed);
			toasts.error(failureText(texts.renameFailed, failure));
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: renameForm,
		"aria-label": texts.renameLabel(original),
		onSubmit: (event) => void submit(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				className: renameField,
				"aria-label": `Новое название вместо «${original}»`,
				value,
				onChange: (next) => {
					setValue(next);
					setError(void 0);
				},
				isInvalid: error !== void 0,
				errorMessage: error,
				validationBehavior: "aria",
				autoFocus: true,
				onFocus: (event) => event.target.select(),
				onKeyDown: (event) => {
					if (event.key === "Escape") onClose(false);
					else event.continuePropagation();
				},
				size: "sm"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				size: "sm",
				isPending: pending,
				children: "Сохранить"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "secondary",
				size: "sm",
				onPress: () => onClose(false),
				children: "Отменить"
			})
		]
	});
}
// apps/site/src/routes/filters/VocabularyList.tsx
/**
* One vocabulary, searchable (SPEC.md §2.2 /filters). The search filters the list in place: the whole
* vocabulary is already here (`GET /api/filters`), a few hundred entries at most.
*/
function VocabularyList({ kind, entries, search: search$1, onSearchChange, actions }) {
	const title = vocabularyTitle(kind);
	const [text, setText] = (0, import_react.useState)(search$1);
	const searchField = (0, import_react.useRef)(null);
	const [kept, setKept] = (0, import_react.useState)(() => /* @__PURE__ */ new Set());
	const shown = (0, import_react.useMemo)(() => {
		const found = new Set(searchVocabulary(entries, text).map((entry) => entry._id));
		return entries.filter((entry) => found.has(entry._id) || kept.has(entry._id));
	}, [
		entries,
		text,
		kept
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
			ref: searchField,
			className: search,
			label: `Найти: ${title.toLowerCase()}`,
			placeholder: "Название",
			value: text,
			onChange: (next) => {
				setText(next);
				setKept(/* @__PURE__ */ new Set());
				onSearchChange(next);
			}
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: count,
			"aria-live": "polite",
			children: text.trim() ? `Найдено: ${shown.length} из ${entries.length}` : `Всего: ${entries.length}`
		}),
		shown.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { kind: text.trim() ? "nothingFound" : "nothing" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: list,
			"aria-label": title,
			children: shown.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VocabularyEntryRow, {
				kind,
				entry,
				entries,
				actions,
				onRenamed: (id) => setKept((ids) => /* @__PURE__ */ new Set([...ids, id])),
				onRemoving: () => searchField.current?.focus()
			}, entry._id))
		})
	] });
}
// apps/site/src/routes/filters/FiltersPage.tsx
var PAGE_TITLE = "Фильтры";
/** SPEC.md §8 Data loading. */
var FILTERS_LOAD_FAILED = "Не удалось загрузить фильтры";
/**
* /filters (SPEC.md §2.2; §6 "manage genres/platforms/tags"): the genres, platforms and tags, a tab
* each, each searchable, every entry with rename and delete. Staff only: anyone else gets the
* not-found page, title included.
*/
function FiltersPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaffOnly, {
		action: "manageVocabulary",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VocabularyScreen, {})
	});
}
function VocabularyScreen() {
	usePageTitle(PAGE_TITLE);
	const [params] = useSearchParams();
	const navigate = useNavigate();
	const view = filtersViewOf(params);
	const { data, error, isLoading, mutate, actions } = useVocabularyAdmin();
	const toasts = useToasts();
	const failed = data === void 0 && error !== void 0;
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(FILTERS_LOAD_FAILED);
	}, [failed, toasts]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: title,
			children: PAGE_TITLE
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
			selectedKey: view.kind,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: scrollRow,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
					"aria-label": "Словари",
					children: vocabularyScreenOrder.map((kind) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
						id: kind,
						href: filtersHref({
							kind,
							search: ""
						}),
						children: vocabularyTitle(kind)
					}, kind))
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: view.kind,
				className: panel,
				children: failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: failure,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: FILTERS_LOAD_FAILED }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "secondary",
						isPending: isLoading,
						onPress: () => void mutate(),
						children: "Повторить"
					})]
				}) : !data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VocabularyList, {
					kind: view.kind,
					entries: data[view.kind],
					search: view.search,
					onSearchChange: (search) => void navigate(filtersHref({
						kind: view.kind,
						search
					}), { replace: true }),
					actions
				}, view.kind)
			})]
		})]
	});
}
// apps/site/src/routes/filters/route.ts
/** /filters (SPEC.md §2.2): the staff's genres, platforms and tags, each with rename and delete. */
var filtersRoute = { Component: FiltersPage };
export { filtersRoute };

//# sourceMappingURL=route-DtfgjSRT.js.map