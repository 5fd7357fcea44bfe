// libs/domain/src/catalogue/reading-lists.ts
/** A user's reading lists (SPEC.md §3), in the order the add-to-list menu shows them. */
var readingLists = [
	"reading",
	"read",
	"partialRead",
	"wantRead",
	"bookmark",
	"dropped"
];
var readingListLabels = {
	reading: "Читаю",
	read: "Прочитано",
	partialRead: "Прочитано частично",
	wantRead: "Хочу прочитать",
	bookmark: "В закладках",
	dropped: "Брошено"
};
/** The menu's extra option that takes a project off every list (§3). */
var removeFromListOption = {
	value: "remove",
	label: "Удалить из списка"
};
export { readingLists as n, removeFromListOption as r, readingListLabels as t };

//# sourceMappingURL=reading-lists-B32r3qhk.js.map