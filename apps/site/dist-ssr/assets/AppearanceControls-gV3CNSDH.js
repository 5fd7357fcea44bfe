import { r as __exportAll } from "./react-DbzntsPe.js";
import { It as themeChoiceLabels, Lt as themeChoices, Pt as isThemeChoice, h as useAppearance, m as setAppearance, p as getAppearance, y as useToasts } from "../entry-server.js";
import { n as RadioGroupItem, t as RadioGroup } from "./RadioGroup-DuZy3zz0.js";
import { t as Switch } from "./Switch-idDkI60k.js";
import { t as accountMessages } from "./messages-DqqXuXH-.js";
import { Mt as userSettingsRoute, n as callEndpoint } from "./client-BHtto6D6.js";
import { a as useSession, r as setSessionState } from "./session-BGqqomvP.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/appearance/use-appearance-change.ts
/**
* Changes the appearance: at once in this browser (guests too), and for a signed-in reader also in
* their settings, so it follows them to another device. A refused save keeps the choice here and
* says "Не удалось изменить настройку" (SPEC.md §8).
*/
function useAppearanceChange() {
	const { state } = useSession();
	const toasts = useToasts();
	return (change) => {
		const next = {
			...getAppearance(),
			...change
		};
		setAppearance(next);
		if (!state) return;
		callEndpoint(userSettingsRoute, { body: { appearance: change } }).then((settings) => setSessionState({
			...state,
			user: {
				...state.user,
				settings
			}
		}), () => toasts.error(accountMessages.settingUpdateFailed));
	};
}
// apps/site/src/appearance/AppearanceControls.tsx
var AppearanceControls_exports = /* @__PURE__ */ __exportAll({ AppearanceControls: () => AppearanceControls });
var import_jsx_runtime = require_jsx_runtime();
/** The theme and the marked-images choice: in the top bar's menu and on the settings page. */
function AppearanceControls() {
	const appearance = useAppearance();
	const change = useAppearanceChange();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
		label: "Тема",
		value: appearance.theme,
		onChange: (theme) => {
			if (isThemeChoice(theme)) change({ theme });
		},
		children: themeChoices.map((choice) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroupItem, {
			value: choice,
			children: themeChoiceLabels[choice]
		}, choice))
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
		isSelected: appearance.showSensitiveImages,
		onChange: (showSensitiveImages) => change({ showSensitiveImages }),
		label: "Показывать откровенные изображения без размытия",
		description: "Изображения с пометкой «сексуальный контент» или «насилие»"
	})] });
}
export { AppearanceControls_exports as n, AppearanceControls as t };

//# sourceMappingURL=AppearanceControls-gV3CNSDH.js.map