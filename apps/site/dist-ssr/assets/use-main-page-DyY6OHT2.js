import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { A as mainPageRoute, Mt as userSettingsRoute, n as callEndpoint } from "./client-BHtto6D6.js";
import { a as useSession, r as setSessionState } from "./session-BGqqomvP.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { y as useToasts } from "../entry-server.js";
// apps/site/src/routes/home/main-page-blocks.ts
/** The card blocks in page order, with the links of §2.2. */
var cardBlocks = [
	{
		id: "lastCreated",
		title: "Последние добавленные",
		href: "/games?section=all&sort=createdAt",
		setting: "mainPageAddedExtended"
	},
	{
		id: "lastUpdated",
		title: "Последние релизы",
		href: "/novels",
		setting: "mainPageRelizedExtended"
	},
	{
		id: "bestNovels",
		title: "Лучшие",
		href: "/novels?sort=mixRating",
		setting: "mainPageBestsExtended"
	},
	{
		id: "games",
		title: "Другие жанры",
		href: "/games",
		setting: "mainPageOtherExtended"
	},
	{
		id: "aiTranslated",
		title: "Машинный перевод",
		href: "/games?section=ai",
		setting: "mainPageAiExtended"
	}
];
/** How many cards a block shows for the reader's settings (null: a guest); 0 hides it. */
function blockSize(block, settings) {
	if (!block.setting || !settings) return 5;
	return settings[block.setting];
}
/** The cards a block shows. */
function blockCards(page, block, size) {
	return page[block.id].slice(0, size);
}
// apps/site/src/routes/home/use-main-page.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The main page's data (`GET /api/mainPage`: 15 cards a block, cached by the API). */
function useMainPage() {
	const toasts = useToasts();
	const answer = useEndpoint(mainPageRoute);
	(0, import_react.useEffect)(() => {
		if (answer.error) toasts.error("Не удалось загрузить страницу");
	}, [answer.error, toasts]);
	return answer;
}
/**
* Sizing a block (§2.2: hide, 5, 10 or 15), saved in the reader's settings (`PUT /api/userSettings`).
* The page follows at once; a failure puts the old size back and says so.
*/
function useBlockSizeSetting() {
	const { state } = useSession();
	const toasts = useToasts();
	return (setting, size) => {
		if (!state) return;
		const previous = state;
		setSessionState({
			...state,
			user: {
				...state.user,
				settings: {
					...state.user.settings,
					[setting]: size
				}
			}
		});
		callEndpoint(userSettingsRoute, { body: { [setting]: size } }).then((settings) => setSessionState({
			...previous,
			user: {
				...previous.user,
				settings
			}
		}), () => {
			toasts.error("Не удалось изменить настройки");
			setSessionState(previous);
		});
	};
}
export { cardBlocks as a, blockSize as i, useMainPage as n, blockCards as r, useBlockSizeSetting as t };

//# sourceMappingURL=use-main-page-DyY6OHT2.js.map