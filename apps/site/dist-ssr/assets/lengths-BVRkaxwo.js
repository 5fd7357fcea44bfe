// libs/domain/src/catalogue/lengths.ts
/** Project length (SPEC.md §3), shortest first. */
var lengths = [
	"veryShort",
	"short",
	"medium",
	"long",
	"veryLong"
];
var lengthInfo = {
	veryShort: {
		label: "Очень короткая (< 2 ч)",
		hours: {
			from: 0,
			to: 2
		}
	},
	short: {
		label: "Короткая (2–10 ч)",
		hours: {
			from: 2,
			to: 10
		}
	},
	medium: {
		label: "Средняя (10–30 ч)",
		hours: {
			from: 10,
			to: 30
		}
	},
	long: {
		label: "Длинная (30–50 ч)",
		hours: {
			from: 30,
			to: 50
		}
	},
	veryLong: {
		label: "Очень длинная (> 50 ч)",
		hours: {
			from: 50,
			to: null
		}
	}
};
/**
* Choosing two ends of the length filter selects everything between them (§5): the contiguous range
* from the shorter to the longer, whichever was picked first.
*/
function lengthRange(first, second) {
	const [from, to] = [lengths.indexOf(first), lengths.indexOf(second)].sort((a, b) => a - b);
	return lengths.slice(from, to + 1);
}
/**
* The length filter after a click (§5): with nothing or a range selected, the click starts a new
* range; with one length selected, the click closes the range between the two.
*/
function toggleLengthRange(selected, clicked) {
	const [only] = selected;
	if (selected.length === 1 && only !== void 0) return only === clicked ? [] : lengthRange(only, clicked);
	return [clicked];
}
export { lengths as n, toggleLengthRange as r, lengthInfo as t };

//# sourceMappingURL=lengths-BVRkaxwo.js.map