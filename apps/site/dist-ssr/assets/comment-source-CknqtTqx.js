// apps/site/src/comments/comment-source.ts
/**
* The page of a comment's project or article, scrolled to the comment (SPEC.md §2.2 `#commentId`),
* through /go/…, which turns the source's id into its address. Drafts are private: none.
*/
function commentSourceLink(comment) {
	const hash = `#${comment._id}`;
	if (comment.sourceType === "game") return {
		href: `/go/novel/${comment.source}${hash}`,
		label: "К проекту"
	};
	if (comment.sourceType === "post") return {
		href: `/go/post/${comment.source}${hash}`,
		label: "К статье"
	};
	return null;
}
export { commentSourceLink as t };

//# sourceMappingURL=comment-source-CknqtTqx.js.map