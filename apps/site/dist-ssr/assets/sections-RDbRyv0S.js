// libs/domain/src/catalogue/sections.ts
/** Sections a project belongs to (SPEC.md §3). `ai` is machine translation. */
var projectSections = [
	"novel",
	"rpgmaker",
	"tbs",
	"metroidvania",
	"game",
	"unsorted",
	"ai"
];
/** Sections a filter may ask for: every project section, plus `all`, which only filters (§3). */
var filterSections = [...projectSections, "all"];
var sectionLabels = {
	novel: "Визуальные новеллы",
	rpgmaker: "RPG Maker",
	tbs: "Пошаговые стратегии",
	metroidvania: "Метроидвании",
	game: "Аниме игры",
	unsorted: "Без категории",
	ai: "Машинный перевод",
	all: "Все"
};
var defaultSectionOf = {
	novels: "novel",
	games: "game"
};
/** The section tabs of /games, in order (§2.2). */
var gameSectionTabs = [
	"game",
	"rpgmaker",
	"tbs",
	"metroidvania",
	"unsorted",
	"ai",
	"all"
];
/** The route a project's page lives under: novels at /novels/{url}, everything else at /games/{url}. */
function routeOfSection(section) {
	return section === "novel" ? "novels" : "games";
}
export { routeOfSection as a, projectSections as i, filterSections as n, sectionLabels as o, gameSectionTabs as r, defaultSectionOf as t };

//# sourceMappingURL=sections-RDbRyv0S.js.map