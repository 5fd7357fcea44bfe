// apps/site/src/routes/profile/profile-address.ts
/** The tab in the address if the profile shows it, else the first one. */
function tabFromSearch(search, shown) {
	const asked = search.get("tab");
	return shown.find((tab) => tab === asked) ?? shown[0] ?? "lists";
}
/** The address's query for another tab: its first page. */
function searchWithTab(search, tab, first = "lists") {
	const next = new URLSearchParams(search);
	next.delete("page");
	if (tab === first) next.delete("tab");
	else next.set("tab", tab);
	return next;
}
/** The page in the address, 1-based there and 0-based here; anything else is the first. */
function pageFromSearch(search) {
	const page = Number(search.get("page") ?? "1");
	return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}
/** The address's query for a page (0-based in): the first has none. */
function searchWithPage(search, page) {
	const next = new URLSearchParams(search);
	if (page === 0) next.delete("page");
	else next.set("page", String(page + 1));
	return next;
}
export { tabFromSearch as i, searchWithPage as n, searchWithTab as r, pageFromSearch as t };

//# sourceMappingURL=profile-address-Bv7I6n0T.js.map