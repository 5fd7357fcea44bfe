/** The external database rates 10..100; the site shows it divided by 10 with one decimal (§9). */
function formatExternalRating(rating) {
	return (rating / 10).toFixed(1);
}
/** A rating shown with one decimal, e.g. "7.4". */
function formatRating(rating) {
	return rating.toFixed(1);
}
function showRatingsSeparately(ratedUsers) {
	return ratedUsers < 10;
}
export { formatRating as n, showRatingsSeparately as r, formatExternalRating as t };

//# sourceMappingURL=rating-Bx-ab4cP.js.map