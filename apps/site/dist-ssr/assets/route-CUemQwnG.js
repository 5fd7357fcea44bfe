import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { r as profilePath } from "./profile-DVSnRv5f.js";
import { n as ratingVisibility } from "./user-Drg8G-Mm.js";
import { n as readingLists, t as readingListLabels } from "./reading-lists-B32r3qhk.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { n as RadioGroupItem, t as RadioGroup } from "./RadioGroup-DuZy3zz0.js";
import { t as Select } from "./Select-DJ84dw_I.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { t as Switch } from "./Switch-idDkI60k.js";
import { st as usePageTitle, y as useToasts } from "../entry-server.js";
import { t as AppearanceControls } from "./AppearanceControls-gV3CNSDH.js";
import { t as useSignInRequired } from "./use-sign-in-required-COYjpY_L.js";
import { a as cardBlocks, t as useBlockSizeSetting } from "./use-main-page-DyY6OHT2.js";
/* empty css                               */
/* empty css                                    */
import { t as accountMessages } from "./messages-DqqXuXH-.js";
import { Mt as userSettingsRoute, N as notRussiaRoute, n as callEndpoint } from "./client-BHtto6D6.js";
import { a as useSession, r as setSessionState } from "./session-BGqqomvP.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/routes/settings/SettingsPage.css.ts
var page = "_1hxtv9o0";
var header = "_1hxtv9o1";
var title = "_1hxtv9o2";
var section = "_1hxtv9o3";
var sectionTitle = "_1hxtv9o4";
var switches = "_1hxtv9o5";
var blockSizes = "_1hxtv9o6";
// apps/site/src/routes/settings/use-settings.ts
var isGroup = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/**
* The settings as they are after a change (what the page shows at once, before the answer): a value
* replaces its own, a group of them (the list visibility) changes only the values it names.
*/
function settingsAfter(settings, change) {
	const next = { ...settings };
	for (const [key, value] of Object.entries(change)) {
		if (value === void 0) continue;
		const before = next[key];
		next[key] = isGroup(before) && isGroup(value) ? {
			...before,
			...value
		} : value;
	}
	return next;
}
function withSettings(state, settings) {
	return {
		...state,
		user: {
			...state.user,
			settings
		}
	};
}
/**
* Changes one setting (`PUT /api/userSettings`, SPEC.md §7): the page follows at once, the answer
* (all the settings) replaces it, and a failure puts the old value back with "Не удалось изменить
* настройку" (SPEC.md §8).
*/
function useSettingChange() {
	const { state } = useSession();
	const toasts = useToasts();
	return async (change) => {
		if (!state) return;
		const previous = state;
		setSessionState(withSettings(state, settingsAfter(state.user.settings, change)));
		try {
			const settings = await callEndpoint(userSettingsRoute, { body: change });
			await setSessionState(withSettings(previous, settings));
		} catch {
			toasts.error(accountMessages.settingUpdateFailed);
			await setSessionState(previous);
		}
	};
}
/**
* The not-Russia setting (`PUT /api/userSettings/ru`, SPEC.md §7): an answer without success keeps
* the old value and says "Но вы в России..." (SPEC.md §8); a failed call says the setting was not
* changed.
*/
function useNotRussiaChange() {
	const { state } = useSession();
	const toasts = useToasts();
	return async (notRussia) => {
		if (!state) return;
		const previous = state;
		setSessionState(withSettings(state, {
			...state.user.settings,
			notRussia
		}));
		try {
			const { success } = await callEndpoint(notRussiaRoute, { body: { notRussia } });
			if (success) return;
			toasts.error(accountMessages.notRussiaRefused);
		} catch {
			toasts.error(accountMessages.settingUpdateFailed);
		}
		await setSessionState(previous);
	};
}
// apps/site/src/routes/settings/SettingsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Who sees the reader's ratings (SPEC.md §3: allVisible 0, listVisible 1, hide 2; labels ours). */
var ratingVisibilityLabels = {
	[ratingVisibility.allVisible]: "Всем",
	[ratingVisibility.listVisible]: "Только в списках",
	[ratingVisibility.hide]: "Никому"
};
var blockSizeItems = LIMITS.mainPageBlockSizes.map((size) => ({
	id: String(size),
	label: size === 0 ? "Скрыть" : String(size)
}));
/** "Видимость списков": who sees each list (SPEC.md §3 list visibility). */
function ListVisibility({ user }) {
	const change = useSettingChange();
	const { lists } = user.settings;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": "settings-lists",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "settings-lists",
				className: sectionTitle,
				children: "Видимость списков"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
				label: "Оценки видны",
				value: String(lists.rating),
				onChange: (value) => void change({ lists: { rating: Number(value) } }),
				children: Object.values(ratingVisibility).map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroupItem, {
					value: String(value),
					children: ratingVisibilityLabels[value]
				}, value))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: switches,
				role: "group",
				"aria-label": "Списки, которые видны другим",
				children: readingLists.map((list) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					label: readingListLabels[list],
					isSelected: lists[list],
					onChange: (visible) => void change({ lists: { [list]: visible } })
				}, list))
			})
		]
	});
}
/** "Главная страница": the size of each novel block with a setting (hide, 5, 10, 15; §2.2, §9). */
function MainPageBlocks({ user }) {
	const saveSize = useBlockSizeSetting();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": "settings-main-page",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "settings-main-page",
			className: sectionTitle,
			children: "Главная страница"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: blockSizes,
			children: cardBlocks.map((block) => {
				const setting = block.setting;
				if (!setting) return null;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
					label: block.title,
					items: blockSizeItems,
					selectedKey: String(user.settings[setting]),
					onSelectionChange: (key) => saveSize(setting, Number(key))
				}, block.id);
			})
		})]
	});
}
/** The not-Russia setting (SPEC.md §3 Settings `notRussia`, §8 "Но вы в России..."). */
function NotRussia({ user }) {
	const change = useNotRussiaChange();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": "settings-region",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "settings-region",
			className: sectionTitle,
			children: "Регион"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
			label: "Я не в России",
			isSelected: user.settings.notRussia,
			onChange: (notRussia) => void change(notRussia)
		})]
	});
}
/** The theme and marked images: the same controls as the top bar's "Оформление" menu. */
function Appearance() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": "settings-appearance",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "settings-appearance",
			className: sectionTitle,
			children: "Оформление"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppearanceControls, {})]
	});
}
/**
* /settings, opened by "Настройки" on one's own profile (SPEC.md §2.4; the address is ours): list
* visibility, the not-Russia setting, the main page's block sizes and the appearance. Each change
* is saved at once.
*/
function SettingsPage() {
	usePageTitle("Настройки");
	const signIn = useSignInRequired();
	if (signIn.status !== "signed-in") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	const { user } = signIn;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: header,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: title,
					children: "Настройки"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: profilePath(user.username),
					variant: "standalone",
					children: "Профиль"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListVisibility, { user }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotRussia, { user }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MainPageBlocks, { user }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Appearance, {})
		]
	});
}
// apps/site/src/routes/settings/route.ts
/** The reader's settings (SPEC.md §2.4 "Настройки"; the address /settings is ours). */
var settingsPageRoute = { Component: SettingsPage };
export { settingsPageRoute };

//# sourceMappingURL=route-CUemQwnG.js.map