import { a as ratingFields, i as ratingFieldLabels, t as changeRatingField } from "./sort-CGfVWJWe.js";
import { B as fieldLabel, Ct as filterToQuery, H as $75afe627ae0cc0fa$export$d2b052e7b4be1756, U as $bc25b811ec97a172$export$40258cc1d95ff477, bt as defaultFilter, y as useToasts } from "../entry-server.js";
import { o as array } from "./schemas-PBjYTboi.js";
import { i as sortPlatforms, n as isSameVocabularyValue } from "./vocabulary-input-HvbQI8qt.js";
import { i as STORAGE_KEYS, n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { o as sectionLabels } from "./sections-RDbRyv0S.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { Bt as createRuntimeFn, m as $43a3b93638fe5db9$export$b04be29aa201d4f5, zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as Trash } from "./trash-B_ZyDRjO.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { n as $ed8ccb2e23e76301$export$4aa08d5625cb8ead, t as Checkbox } from "./Checkbox-CaFpIEwq.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as ConfirmDialog } from "./ConfirmDialog-Ck5cEont.js";
import { t as Dialog } from "./Dialog-C9kL01F8.js";
import { n as lengths, r as toggleLengthRange, t as lengthInfo } from "./lengths-BVRkaxwo.js";
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { t as Select } from "./Select-DJ84dw_I.js";
import { t as TagInput } from "./TagInput-CKyTYXpN.js";
import { t as TextField } from "./TextField-_25ox2jH.js";
import { G as presetsRoute, n as callEndpoint } from "./client-BHtto6D6.js";
import { i as presetSchema } from "./schemas-D8kYoSRP.js";
import { a as useSession, r as setSessionState } from "./session-BGqqomvP.js";
import { t as useVocabularies } from "./route-CmteFSt5.js";
// libs/domain/src/catalogue/preset.ts
var PRESET_NAME_REQUIRED = "Введите название пресета";
var PRESET_NAME_TAKEN = "Такое имя уже существует";
/** The preset a name and the current filter make. */
function presetFromFilter(name, filter) {
	const { search: _search, page: _page, limit: _limit, section: _section, ratingField, ...filters } = filter;
	return {
		name: name.trim(),
		ratingField,
		filters
	};
}
/** The filter after applying a preset: its filters and rating field, from the first page (§3). */
function applyPreset(filter, preset) {
	return {
		...filter,
		...preset.filters,
		ratingField: preset.ratingField,
		page: 0
	};
}
/**
* Why a preset name cannot be used, or null when it can (§5): required, and unique among the
* reader's presets ignoring case and surrounding spaces. `renaming` is the preset being renamed,
* which may keep its own name.
*/
function presetNameProblem(name, context) {
	const wanted = name.trim().toLocaleLowerCase("ru");
	if (!wanted) return PRESET_NAME_REQUIRED;
	return context.existing.some((preset) => {
		return preset.name.trim().toLocaleLowerCase("ru") === wanted && preset.name !== context.renaming;
	}) ? PRESET_NAME_TAKEN : null;
}
// node_modules/lucide-react/dist/esm/icons/rotate-ccw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "rotate-ccw",
	size: 24,
	node: [["path", {
		d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
		key: "1357e3"
	}], ["path", {
		d: "M3 3v5h5",
		key: "1xhq8a"
	}]]
};
__iconData$1.node;
var RotateCcw = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/save.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "save",
	size: 24,
	node: [
		["path", {
			d: "M15.2 3a2 2 0 0 1 1.4.6l3.8 3.8a2 2 0 0 1 .6 1.4V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z",
			key: "1c8476"
		}],
		["path", {
			d: "M17 21v-7a1 1 0 0 0-1-1H8a1 1 0 0 0-1 1v7",
			key: "1ydtos"
		}],
		["path", {
			d: "M7 3v4a1 1 0 0 0 1 1h7",
			key: "t51u73"
		}]
	]
};
__iconData.node;
var Save = createLucideIcon(__iconData);
// libs/ui/src/components/LengthRangePicker/LengthRangePicker.css.ts
var lengthRangePicker = "_13jqvht0";
var lengthRangePickerGroup = "_13jqvht1";
var lengthRangePickerButton = createRuntimeFn({
	defaultClassName: "_13jqvht2",
	variantClassNames: { size: {
		sm: "_13jqvht3",
		md: "_13jqvht4"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
// libs/ui/src/components/LengthRangePicker/LengthRangePicker.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The length filter (SPEC.md §5): five toggle buttons on react-aria's `ToggleButtonGroup`. A click
* with one length chosen fills the range between the two (`toggleLengthRange`); otherwise it starts
* a new range.
*/
var LengthRangePicker = (0, import_react.forwardRef)(function LengthRangePicker({ value, defaultValue = [], onChange, label = "Длина", description, isInvalid, errorMessage, isDisabled, size, className }, ref) {
	const labelId = (0, import_react.useId)();
	const descriptionId = (0, import_react.useId)();
	const errorId = (0, import_react.useId)();
	const [kept, setKept] = (0, import_react.useState)(defaultValue);
	const selected = value ?? kept;
	const showError = isInvalid && errorMessage != null;
	const describedBy = [description != null ? descriptionId : void 0, showError ? errorId : void 0].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref,
		className: className ? `${lengthRangePicker} ${className}` : lengthRangePicker,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				id: labelId,
				className: fieldLabel,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($bc25b811ec97a172$export$40258cc1d95ff477, {
				"aria-labelledby": labelId,
				"aria-describedby": describedBy,
				selectionMode: "multiple",
				selectedKeys: selected,
				isDisabled,
				onSelectionChange: (keys) => {
					const clicked = lengths.find((length) => keys.has(length) !== selected.includes(length));
					if (clicked === void 0) return;
					const next = toggleLengthRange(selected, clicked);
					setKept(next);
					onChange?.(next);
				},
				className: lengthRangePickerGroup,
				children: lengths.map((length) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)($75afe627ae0cc0fa$export$d2b052e7b4be1756, {
					id: length,
					className: lengthRangePickerButton({ size }),
					children: lengthInfo[length].label
				}, length))
			}),
			description != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				id: descriptionId,
				className: "_1elsa6x2",
				children: description
			}),
			showError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				id: errorId,
				className: "_1elsa6x3",
				children: errorMessage
			})
		]
	});
});
// libs/ui/src/components/FilterPanel/FilterPanel.css.ts
var filterPanel = "_1rdzj860";
var filterPanelGroup = "_1rdzj861";
var filterPanelLegend = "_1rdzj862";
var filterPanelPresets = "_1rdzj863";
var filterPanelPresetChoice = "_1rdzj864";
var filterPanelPresetSelect = "_1rdzj865";
var filterPanelFooter = "_1rdzj868";
var filterPanelForm = "_1rdzj869";
var filterPanelFormActions = "_1rdzj86a";
// libs/ui/src/components/FilterPanel/FilterPanel.tsx
var ANY_YEAR = "any";
/** The earliest year `novelFilterSchema` accepts (the domain has it only inside the schema). */
var OLDEST_YEAR = 1970;
/** The current year down to 1970, the earliest the filter accepts. */
function recentYears() {
	const newest = (/* @__PURE__ */ new Date()).getFullYear();
	return Array.from({ length: newest - OLDEST_YEAR + 1 }, (_, index) => newest - index);
}
var entriesOf = (values) => values.map((value) => ({
	_id: value,
	value
}));
/** The chosen vocabulary values; typed values that are not in the vocabulary filter nothing. */
var valuesOf = (choices) => choices.flatMap((choice) => "isNew" in choice ? [] : [choice.value]);
var without = (values, removed) => values.filter((value) => !removed.some((other) => isSameVocabularyValue(value, other)));
var sameSet = (a, b) => a.length === b.length && a.every((value) => b.includes(value));
/**
* Whether the filter is what the preset sets. The domain has no such rule (`applyPreset` only goes
* the other way), so it lives here: the preset's fields equal, lists compared as sets.
*/
function isPresetApplied(filter, preset) {
	const current = presetFromFilter(preset.name, filter);
	const { filters } = preset;
	return current.ratingField === preset.ratingField && current.filters.sort.sortBy === filters.sort.sortBy && current.filters.sort.direction === filters.sort.direction && current.filters.releasedYear === filters.releasedYear && sameSet(current.filters.tags, filters.tags) && sameSet(current.filters.genres, filters.genres) && sameSet(current.filters.platforms, filters.platforms) && sameSet(current.filters.excludeTags, filters.excludeTags) && sameSet(current.filters.excludeGenres, filters.excludeGenres) && sameSet(current.filters.lengths, filters.lengths);
}
/** The name field of the save and rename dialogs; the error shows in the field on submit. */
function FilterPanelPresetNameForm({ initialName, submitLabel, problemOf, onSubmit, close }) {
	const [name, setName] = (0, import_react.useState)(initialName);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const submit = (event) => {
		event.preventDefault();
		const found = problemOf(name);
		setProblem(found);
		if (found !== null) return;
		onSubmit(name.trim());
		close();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: filterPanelForm,
		onSubmit: submit,
		noValidate: true,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			label: "Название",
			value: name,
			onChange: (next) => {
				setName(next);
				setProblem(null);
			},
			isInvalid: problem !== null,
			errorMessage: problem,
			autoFocus: true
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: filterPanelFormActions,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "secondary",
				onPress: close,
				children: "Отмена"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				children: submitLabel
			})]
		})]
	});
}
/**
* The presets group: a choice of the saved presets (showing the one the filter matches), "Сохранить
* пресет", and renaming or deleting the shown preset.
*/
function FilterPanelPresets({ value, presets, onApplyPreset, onSavePreset, onRenamePreset, onDeletePreset }) {
	const [dialog, setDialog] = (0, import_react.useState)(null);
	const applied = presets.find((preset) => isPresetApplied(value, preset)) ?? null;
	const onOpenChange = (isOpen) => {
		if (!isOpen) setDialog(null);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: filterPanelPresets,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: filterPanelPresetChoice,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Пресет",
						placeholder: presets.length === 0 ? "Нет пресетов" : "Не выбран",
						items: presets.map((preset) => ({
							id: preset.name,
							label: preset.name
						})),
						value: applied?.name ?? null,
						onChange: (key) => {
							const preset = presets.find((candidate) => candidate.name === key);
							if (preset) onApplyPreset?.(preset);
						},
						isDisabled: presets.length === 0,
						className: filterPanelPresetSelect
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "secondary",
						iconOnly: true,
						"aria-label": "Переименовать пресет",
						isDisabled: applied === null,
						onPress: () => setDialog("rename"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
							size: "1.1em",
							"aria-hidden": true
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "secondary",
						iconOnly: true,
						"aria-label": "Удалить пресет",
						isDisabled: applied === null,
						onPress: () => setDialog("delete"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
							size: "1.1em",
							"aria-hidden": true
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "secondary",
				size: "sm",
				onPress: () => setDialog("save"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Save, {
					size: "1.1em",
					"aria-hidden": true
				}), "Сохранить пресет"]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
				title: "Сохранить пресет",
				size: "sm",
				isOpen: dialog === "save",
				onOpenChange,
				children: ({ close }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterPanelPresetNameForm, {
					initialName: "",
					submitLabel: "Сохранить",
					problemOf: (name) => presetNameProblem(name, { existing: presets }),
					onSubmit: (name) => onSavePreset?.(name),
					close
				})
			}),
			applied && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
				title: "Переименовать пресет",
				size: "sm",
				isOpen: dialog === "rename",
				onOpenChange,
				children: ({ close }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterPanelPresetNameForm, {
					initialName: applied.name,
					submitLabel: "Сохранить",
					problemOf: (name) => presetNameProblem(name, {
						existing: presets,
						renaming: applied.name
					}),
					onSubmit: (name) => {
						if (name !== applied.name) onRenamePreset?.(applied.name, name);
					},
					close
				})
			}),
			applied && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				title: `Удалить пресет «${applied.name}»?`,
				confirmLabel: "Удалить",
				variant: "destructive",
				isOpen: dialog === "delete",
				onOpenChange,
				onConfirm: () => onDeletePreset?.(applied.name)
			})
		]
	});
}
/**
* The catalogue's filters (SPEC.md §2.2 /novels and /games, §3 the novel filter state): presets,
* section, rating, release year, tags and genres to include and to exclude, platforms and length,
* and "Сбросить" back to the route's default filter. Controlled: every control reports the whole
* next filter. A column at every width; on a phone the app shows it in a drawer or dialog.
*/
function FilterPanel({ value, onChange, route, tags, genres, platforms, sections, years, presets, onApplyPreset, onSavePreset, onRenamePreset, onDeletePreset, className }) {
	const change = (part) => onChange({
		...value,
		...part,
		page: LIMITS.firstPage
	});
	const chooseValues = (list, opposite, choices) => {
		const next = valuesOf(choices);
		if (sameSet(next, value[list])) return;
		change({
			[list]: next,
			[opposite]: without(value[opposite], next)
		});
	};
	const yearList = years ?? recentYears();
	const yearItems = [{
		id: ANY_YEAR,
		label: "Любой"
	}, ...(value.releasedYear !== null && !yearList.includes(value.releasedYear) ? [value.releasedYear, ...yearList].sort((a, b) => b - a) : yearList).map((year) => ({
		id: String(year),
		label: String(year)
	}))];
	const isDefault = Object.keys(filterToQuery(value, route)).length === 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: className ? `${filterPanel} ${className}` : filterPanel,
		children: [
			presets && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "_1rdzj861",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
					className: "_1rdzj862",
					children: "Пресеты"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterPanelPresets, {
					value,
					presets,
					onApplyPreset,
					onSavePreset,
					onRenamePreset,
					onDeletePreset
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: filterPanelGroup,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: filterPanelLegend,
						children: "Общее"
					}),
					sections && sections.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Раздел",
						items: sections.map((section) => ({
							id: section,
							label: sectionLabels[section]
						})),
						value: value.section,
						onChange: (key) => {
							const section = sections.find((candidate) => candidate === key);
							if (section) change({ section });
						}
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Рейтинг",
						items: ratingFields.map((field) => ({
							id: field,
							label: ratingFieldLabels[field]
						})),
						value: value.ratingField,
						onChange: (key) => {
							const ratingField = ratingFields.find((field) => field === key);
							if (!ratingField || ratingField === value.ratingField) return;
							change({
								ratingField,
								sort: changeRatingField(value.sort).sort
							});
						}
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Год выхода",
						items: yearItems,
						value: value.releasedYear === null ? ANY_YEAR : String(value.releasedYear),
						onChange: (key) => {
							if (key === null) return;
							change({ releasedYear: key === ANY_YEAR ? null : Number(key) });
						}
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: filterPanelGroup,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: filterPanelLegend,
						children: "Теги и жанры"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagInput, {
						label: "Теги",
						vocabulary: entriesOf(tags),
						value: entriesOf(value.tags),
						onChange: (choices) => chooseValues("tags", "excludeTags", choices)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagInput, {
						label: "Исключить теги",
						vocabulary: entriesOf(tags),
						value: entriesOf(value.excludeTags),
						onChange: (choices) => chooseValues("excludeTags", "tags", choices)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagInput, {
						label: "Жанры",
						vocabulary: entriesOf(genres),
						value: entriesOf(value.genres),
						onChange: (choices) => chooseValues("genres", "excludeGenres", choices)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagInput, {
						label: "Исключить жанры",
						vocabulary: entriesOf(genres),
						value: entriesOf(value.excludeGenres),
						onChange: (choices) => chooseValues("excludeGenres", "genres", choices)
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: filterPanelGroup,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: filterPanelLegend,
						children: "Платформы и длина"
					}),
					platforms.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($ed8ccb2e23e76301$export$4aa08d5625cb8ead, {
						value: [...value.platforms],
						onChange: (next) => change({ platforms: next }),
						className: "_1rdzj866",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
							className: "_1elsa6x1",
							children: "Платформы"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: "_1rdzj867",
							children: sortPlatforms(platforms, (platform) => platform).map((platform) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
								value: platform,
								label: platform,
								size: "sm"
							}, platform))
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LengthRangePicker, {
						value: value.lengths,
						onChange: (lengths) => change({ lengths }),
						size: "sm"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: filterPanelFooter,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "secondary",
					isDisabled: isDefault,
					onPress: () => onChange(defaultFilter(route)),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcw, {
						size: "1.1em",
						"aria-hidden": true
					}), "Сбросить"]
				})
			})
		]
	});
}
// apps/site/src/catalogue/presets.ts
/** The failure toast of SPEC.md §8, spelled as written there (a Latin "c" in "преcет"). */
var PRESET_SAVE_FAILED = "Не удалось сохранить преcет";
/** The presets kept in this browser (§9: local storage key `presets`); [] when absent or unreadable. */
function readLocalPresets(storage) {
	try {
		const parsed = array(presetSchema).safeParse(JSON.parse(storage.getItem(STORAGE_KEYS.presets) ?? "[]"));
		return parsed.success ? parsed.data : [];
	} catch {
		return [];
	}
}
function writeLocalPresets(storage, presets) {
	try {
		storage.setItem(STORAGE_KEYS.presets, JSON.stringify(presets));
	} catch {}
}
/** The list after each preset action; names are already checked by the filter panel (§5). */
var presetEdits = {
	save: (presets, name, filter) => [...presets, presetFromFilter(name, filter)],
	rename: (presets, oldName, newName) => presets.map((preset) => preset.name === oldName ? {
		...preset,
		name: newName.trim()
	} : preset),
	remove: (presets, name) => presets.filter((preset) => preset.name !== name)
};
/**
* The reader's filter presets (SPEC.md §3, §7, issue 9): stored in local storage, and for a signed-in
* reader also with the account (`POST /api/presets` replaces the list), which is then the source. The
* list on screen changes at once; a failed save puts the server's list back and says so.
*/
function usePresets() {
	const session = useSession();
	const toasts = useToasts();
	const state = session.state;
	const [guestPresets, setGuestPresets] = (0, import_react.useState)([]);
	(0, import_react.useEffect)(() => setGuestPresets(readLocalPresets(window.localStorage)), []);
	const presets = state === void 0 ? void 0 : state ? state.user.presets : guestPresets;
	const store = (0, import_react.useCallback)((next) => {
		if (!state) {
			writeLocalPresets(window.localStorage, next);
			setGuestPresets(next);
			return;
		}
		const previous = state;
		writeLocalPresets(window.localStorage, next);
		setSessionState({
			...state,
			user: {
				...state.user,
				presets: next
			}
		});
		callEndpoint(presetsRoute, { body: { presets: next } }).then((saved) => setSessionState({
			...previous,
			user: {
				...previous.user,
				presets: saved
			}
		}), () => {
			toasts.error(PRESET_SAVE_FAILED);
			writeLocalPresets(window.localStorage, previous.user.presets);
			setSessionState(previous);
		});
	}, [state, toasts]);
	return (0, import_react.useMemo)(() => ({
		presets,
		save: (name, filter) => store(presetEdits.save(presets ?? [], name, filter)),
		rename: (oldName, newName) => store(presetEdits.rename(presets ?? [], oldName, newName)),
		remove: (name) => store(presetEdits.remove(presets ?? [], name))
	}), [presets, store]);
}
// apps/site/src/routes/catalogue/CatalogueFilters.tsx
/**
* The filter panel with its vocabularies and the reader's presets. It is the heaviest part of the
* catalogue (tag pickers, year select, preset dialogs), so CataloguePage loads this module when the
* reader opens the filters: a first visit to /novels stays within the JavaScript budget (issue 9).
*/
function CatalogueFilters({ filter, route, onChange }) {
	const vocabularies = useVocabularies();
	const presets = usePresets();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterPanel, {
		value: filter,
		onChange,
		route,
		tags: vocabularies.tags,
		genres: vocabularies.genres,
		platforms: vocabularies.platforms,
		presets: presets.presets,
		onApplyPreset: (preset) => onChange(applyPreset(filter, preset)),
		onSavePreset: (name) => presets.save(name, filter),
		onRenamePreset: presets.rename,
		onDeletePreset: presets.remove
	});
}
export { CatalogueFilters as default };

//# sourceMappingURL=CatalogueFilters-CKXkpF6K.js.map