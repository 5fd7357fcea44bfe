// apps/site/src/api/failure-text.ts
/**
* A failure toast that says why (SPEC.md §7: "Any non-OK response yields the server message, else the
* HTTP status text"; §8 gives the first half): "Не удалось удалить тег: Not Found". A failure with no
* message of its own keeps the §8 text alone.
*/
function failureText(text, error) {
	const reason = error instanceof Error ? error.message.trim() : "";
	return reason ? `${text}: ${reason}` : text;
}
export { failureText as t };

//# sourceMappingURL=failure-text-Crpvlr0Y.js.map