// libs/domain/src/catalogue/platforms.ts
/**
* Platform order (SPEC.md §3, §9): desktop operating systems first, then the rest, then mobile,
* PSP last; alphabetical within a group.
*/
var DESKTOP = /^(windows|win\b|mac|macos|os x|linux|steamos|dos)/i;
var MOBILE = /^(android|ios|iphone|ipad|mobile)/i;
var PSP = /^psp\b/i;
function platformGroup(name) {
	const value = name.trim();
	if (DESKTOP.test(value)) return 0;
	if (PSP.test(value)) return 3;
	if (MOBILE.test(value)) return 2;
	return 1;
}
/** Compares two platform names in display order. */
function comparePlatforms(a, b) {
	return platformGroup(a) - platformGroup(b) || a.localeCompare(b, "ru", { sensitivity: "base" });
}
/** A copy of `platforms` in display order; `valueOf` reads the name of an entry. */
function sortPlatforms(platforms, valueOf) {
	return [...platforms].sort((a, b) => comparePlatforms(valueOf(a), valueOf(b)));
}
// libs/domain/src/community/vocabulary-input.ts
/** The form a value is compared in: trimmed and lower-cased (Cyrillic included). */
function vocabularyKey(value) {
	return value.trim().toLowerCase();
}
/** Whether two values are the same entry (SPEC.md §5: case-insensitive, surrounding spaces ignored). */
function isSameVocabularyValue(a, b) {
	return vocabularyKey(a) === vocabularyKey(b);
}
/**
* The choices after the user enters a value:
* - a blank value changes nothing;
* - a value already chosen (in any case) changes nothing;
* - a value of the vocabulary (in any case) adds that entry, with its id and spelling;
* - anything else is added, trimmed, and marked new.
*/
function addVocabularyValue({ chosen, vocabulary, input }) {
	const key = vocabularyKey(input);
	if (key === "" || chosen.some((choice) => vocabularyKey(choice.value) === key)) return [...chosen];
	const known = vocabulary.find((entry) => vocabularyKey(entry.value) === key);
	return [...chosen, known ?? {
		value: input.trim(),
		isNew: true
	}];
}
export { sortPlatforms as i, isSameVocabularyValue as n, vocabularyKey as r, addVocabularyValue as t };

//# sourceMappingURL=vocabulary-input-HvbQI8qt.js.map