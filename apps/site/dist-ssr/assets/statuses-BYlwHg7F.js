// libs/domain/src/catalogue/statuses.ts
/** Development status of a project with its Russian label (SPEC.md §3). */
var developmentStatuses = [
	"done",
	"demo",
	"inProcess",
	"freeze",
	"demoFreeze"
];
var developmentStatusLabels = {
	done: "Полный",
	demo: "Частичный",
	inProcess: "В разработке",
	freeze: "Заморожен",
	demoFreeze: "Частичный, заморожен"
};
/** The expected-release field exists only for demo or inProcess projects (§4). */
function showsExpectedRelease(status) {
	return status === "demo" || status === "inProcess";
}
/** The release-date label depends on the status (§4). */
function releaseDateLabel(status) {
	return status === "demo" || status === "demoFreeze" ? "Дата выхода рабочей версии" : "Дата выхода";
}
/** Unfinished projects that are not playable yet cannot be rated (§4). */
function canBeRated(status) {
	return status !== "inProcess" && status !== "freeze";
}
/** Defaults of a new project (§4). */
var newProjectDefaults = {
	section: "novel",
	status: "done",
	originalLanguage: "jp"
};
export { releaseDateLabel as a, newProjectDefaults as i, developmentStatusLabels as n, showsExpectedRelease as o, developmentStatuses as r, canBeRated as t };

//# sourceMappingURL=statuses-BYlwHg7F.js.map