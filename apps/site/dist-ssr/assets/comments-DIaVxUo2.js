import { _ as union, i as _enum, u as literal } from "./schemas-PBjYTboi.js";
var commentSourceTypeSchema = _enum([
	"game",
	"draft",
	"post",
	"postDraft"
]);
/** A review's mood (SPEC.md §3 Comment.mood: 0 positive, 1 negative). */
var commentMoods = {
	positive: 0,
	negative: 1
};
var commentMoodSchema = union([literal(0), literal(1)]);
/**
* Whether the review toggle is offered (SPEC.md §3, §5: review only on top-level comments on games):
* the comment is on a game and answers no other comment.
*/
function isReviewAllowed({ sourceType, parentId }) {
	return sourceType === "game" && !parentId;
}
/**
* The review flag and mood to send (SPEC.md §5 Comment): a review only where one is allowed, and the
* mood only when the comment is a review; a mood left from an unchecked toggle is dropped.
*/
function commentFlags(input) {
	if (!input.review || !isReviewAllowed(input)) return { review: false };
	return input.mood === void 0 || input.mood === null ? { review: true } : {
		review: true,
		mood: input.mood
	};
}
/**
* The user's like after pressing a button (SPEC.md §4 Comments: "pressing the same like/dislike
* removes it, otherwise sets it"). Null means DELETE /api/likes/…, a boolean POST …/{value} (§7).
*/
function nextLikeState(current, pressed) {
	const value = pressed === "like";
	return current === value ? null : value;
}
/**
* The counts after pressing a button, for showing the press before the server answers: the user's
* old like is taken back and the new one counted.
*/
function applyLikePress(counts, pressed) {
	const userLike = nextLikeState(counts.userLike, pressed);
	const change = (was, is) => (is ? 1 : 0) - (was ? 1 : 0);
	return {
		likes: counts.likes + change(counts.userLike === true, userLike === true),
		dislikes: counts.dislikes + change(counts.userLike === false, userLike === false),
		userLike
	};
}
/**
* Comment and review texts (SPEC.md §4 Comments, §8 Comments and reviews), the slash-joined texts of
* §8 spelled out one by one.
*/
var commentMessages = {
	removed: "Комментарий удален",
	addFailed: "Не удалось добавить комментарий",
	updateFailed: "Не удалось обновить комментарий",
	deleteFailed: "Не удалось удалить комментарий",
	reviewAddFailed: "Не удалось добавить отзыв",
	reviewUpdateFailed: "Не удалось обновить отзыв",
	deleted: "Комментарий удален",
	/**
	* A comment call answered 401 (§8: "a separate authorization error"): the session ended while the
	* reader wrote. Not in SPEC.md's words; it says what happened and what to do.
	*/
	signInRequired: "Сессия истекла — войдите снова, чтобы отправить комментарий",
	/** Asked before a comment is deleted (§2.1 shared confirmation; SPEC.md gives no wording). */
	deleteQuestion: "Удалить комментарий?"
};
export { commentMoods as a, nextLikeState as c, commentMoodSchema as i, commentFlags as n, commentSourceTypeSchema as o, commentMessages as r, isReviewAllowed as s, applyLikePress as t };

//# sourceMappingURL=comments-DIaVxUo2.js.map