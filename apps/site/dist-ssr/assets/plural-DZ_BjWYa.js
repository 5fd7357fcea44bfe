// libs/domain/src/format/plural.ts
/** The form of a Russian noun for a count (the CLDR rule for `ru`, on whole numbers). */
function pluralRu(count, forms) {
	const n = Math.abs(Math.trunc(count));
	const lastTwo = n % 100;
	const last = n % 10;
	if (last === 1 && lastTwo !== 11) return forms.one;
	if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms.few;
	return forms.many;
}
/** "5 новелл": the count and its noun. */
function countRu(count, forms) {
	return `${count} ${pluralRu(count, forms)}`;
}
export { countRu as t };

//# sourceMappingURL=plural-DZ_BjWYa.js.map