// libs/domain/src/catalogue/sort.ts
/** What the catalogue sorts by (SPEC.md §4); `rating` sorts by the chosen rating field. */
var sortKeys = [
	"mostRecentDate",
	"createdAt",
	"rating",
	"name",
	"releasedAt"
];
var sortDirections = ["desc", "asc"];
/** The rating a `rating` sort and the cards use (§3): mix by default, the site's own, or external. */
var ratingFields = [
	"mixRating",
	"bRating",
	"vndbRating"
];
var defaultRatingField = "mixRating";
var ratingFieldLabels = {
	mixRating: "Общий рейтинг",
	bRating: "Рейтинг сайта",
	vndbRating: "Рейтинг VNDB"
};
var sortKeyLabels = {
	mostRecentDate: "По обновлению",
	createdAt: "По дате добавления",
	rating: "По рейтингу",
	name: "По названию",
	releasedAt: "По дате выхода"
};
var defaultSort = {
	sortBy: "mostRecentDate",
	direction: "desc"
};
/** Pressing a sort key: the same key flips the direction, a new key starts descending (§4). */
function toggleSort(current, pressed) {
	if (current.sortBy !== pressed) return {
		sortBy: pressed,
		direction: "desc"
	};
	return {
		sortBy: pressed,
		direction: current.direction === "desc" ? "asc" : "desc"
	};
}
/**
* Changing the rating field while sorting by rating re-sorts descending by the new field (§4);
* otherwise the sort stays as it was. `resort` tells the caller to reload the list.
*/
function changeRatingField(current) {
	if (current.sortBy !== "rating") return {
		sort: current,
		resort: false
	};
	return {
		sort: {
			sortBy: "rating",
			direction: "desc"
		},
		resort: true
	};
}
/** The user-list call sorts names the other way round, so its direction is inverted for `name` (§4). */
function sortForUserListCall(sort) {
	if (sort.sortBy !== "name") return sort;
	return {
		sortBy: "name",
		direction: sort.direction === "desc" ? "asc" : "desc"
	};
}
export { ratingFields as a, sortKeyLabels as c, ratingFieldLabels as i, sortKeys as l, defaultRatingField as n, sortDirections as o, defaultSort as r, sortForUserListCall as s, changeRatingField as t, toggleSort as u };

//# sourceMappingURL=sort-CGfVWJWe.js.map