import { a as commentMoods, c as nextLikeState, n as commentFlags, r as commentMessages, t as applyLikePress } from "./comments-DIaVxUo2.js";
import { r as markupToBlocks, t as blocksToMarkup } from "./blocks-markup-DtjsqWUb.js";
import { a as useSession, g as isUserRole } from "./session-BGqqomvP.js";
import { Dt as usernameToPathSegment, H as $75afe627ae0cc0fa$export$d2b052e7b4be1756, X as $984a1fc08f87e4f3$export$a6c7ac8248d6e38a, c as useConfirm, g as Avatar, mt as isMessageEdited, s as useLeaveGuard, y as useToasts, yt as formatRelativeDate } from "../entry-server.js";
import { t as MarkupView } from "./MarkupView-B6y90bdG.js";
import { Bt as createRuntimeFn, zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { t as Trash } from "./trash-B_ZyDRjO.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { r as Chip, t as UserName } from "./UserName-C2sz8sPk.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { n as commentHasContent, t as COMMENT_LIMITS } from "./comment-input-HOhrx0wZ.js";
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as Checkbox } from "./Checkbox-CaFpIEwq.js";
import { n as RadioGroupItem, t as RadioGroup } from "./RadioGroup-DuZy3zz0.js";
import { a as MarkupEditor, n as searchUsers, r as uploadCommentImage, t as searchProjects } from "./writing-callbacks-zSeZqTCH.js";
/* empty css                               */
/* empty css                                    */
import { E as likeRoute, Tt as updateReviewRoute, _ as createReviewRoute, bt as unlikeRoute, n as callEndpoint, p as createCommentRoute, t as ApiError, xt as updateCommentRoute, y as deleteCommentRoute } from "./client-BHtto6D6.js";
// node_modules/lucide-react/dist/esm/icons/corner-down-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "corner-down-right",
	size: 24,
	node: [["path", {
		d: "m15 10 5 5-5 5",
		key: "qqa56n"
	}], ["path", {
		d: "M4 4v7a4 4 0 0 0 4 4h12",
		key: "z08zvw"
	}]]
};
__iconData$3.node;
var CornerDownRight = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/reply.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "reply",
	size: 24,
	node: [["path", {
		d: "M20 18v-2a4 4 0 0 0-4-4H4",
		key: "5vmcpk"
	}], ["path", {
		d: "m9 17-5-5 5-5",
		key: "nvlc11"
	}]]
};
__iconData$2.node;
var Reply = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/thumbs-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "thumbs-down",
	size: 24,
	node: [["path", {
		d: "M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z",
		key: "m61m77"
	}], ["path", {
		d: "M17 14V2",
		key: "8ymqnk"
	}]]
};
__iconData$1.node;
var ThumbsDown = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/thumbs-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "thumbs-up",
	size: 24,
	node: [["path", {
		d: "M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z",
		key: "emmmcr"
	}], ["path", {
		d: "M7 10v12",
		key: "1qc93n"
	}]]
};
__iconData.node;
var ThumbsUp = createLucideIcon(__iconData);
// libs/ui/src/components/CommentView/CommentView.css.ts
var commentView = "r0yhf70";
var comment = createRuntimeFn({
	defaultClassName: "r0yhf71",
	variantClassNames: { highlighted: {
		true: "r0yhf72",
		false: "r0yhf73"
	} },
	defaultVariants: { highlighted: false },
	compoundVariants: []
});
var body = "r0yhf74";
var header = "r0yhf75";
var meta = "r0yhf76";
var vote = createRuntimeFn({
	defaultClassName: "r0yhf7f",
	variantClassNames: { kind: {
		like: "r0yhf7g",
		dislike: "r0yhf7h"
	} },
	defaultVariants: { kind: "like" },
	compoundVariants: []
});
// libs/ui/src/components/CommentView/CommentView.tsx
var import_jsx_runtime = require_jsx_runtime();
function toUserLike(vote) {
	if (vote === "like") return true;
	if (vote === "dislike") return false;
	return null;
}
function reviewLabel(mood) {
	if (mood === commentMoods.positive) return "Положительный отзыв";
	if (mood === commentMoods.negative) return "Отрицательный отзыв";
	return "Отзыв";
}
/**
* One comment (SPEC.md §2.3, §3 Comment, §4 Comments): avatar, author with the moderator chip,
* relative date, the "изменено" mark (updated more than 2 minutes after it was written, the domain's
* edited rule of §2.5), the text, images, likes and dislikes, and the actions the app grants.
*/
function CommentView({ author, createdAt, updatedAt, now, timeZone, children, images: images$1, answerTo, isReview = false, mood, isRemoved = false, likes = 0, dislikes = 0, myVote = null, onVote, onReply, onEdit, onDelete, anchorId, isHighlighted = false, replies: replies$1, editor, className }) {
	const dateOptions = {
		now,
		...timeZone ? { timeZone } : {}
	};
	const edited$1 = !isRemoved && updatedAt !== void 0 && isMessageEdited({
		createdAt,
		updatedAt
	});
	const vote$1 = (pressed) => {
		const next = nextLikeState(toUserLike(myVote), pressed);
		onVote?.(next === null ? null : next ? "like" : "dislike");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		id: anchorId,
		"data-highlighted": isHighlighted || void 0,
		className: className ? `${commentView} ${className}` : commentView,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: comment({ highlighted: isHighlighted }),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
					name: author.name,
					src: author.avatarSrc
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: body,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
						className: header,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserName, {
								name: author.name,
								href: author.href,
								role: author.role,
								size: "sm"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								className: meta,
								dateTime: new Date(createdAt).toISOString(),
								children: formatRelativeDate(createdAt, dateOptions)
							}),
							edited$1 && updatedAt !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "r0yhf77 r0yhf76",
								title: `Изменено ${formatRelativeDate(updatedAt, dateOptions)}`,
								children: "изменено"
							}),
							isReview && !isRemoved && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
								size: "sm",
								variant: mood === commentMoods.negative ? "danger" : "accent",
								icon: mood === commentMoods.negative ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThumbsDown, { size: "1em" }) : mood === commentMoods.positive ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThumbsUp, { size: "1em" }) : void 0,
								children: reviewLabel(mood)
							})
						]
					}),
					editor,
					answerTo && !isRemoved && !editor && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "r0yhf78",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CornerDownRight, {
							"aria-hidden": true,
							size: "1em"
						}), answerTo.href ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							href: answerTo.href,
							children: ["ответ пользователю ", answerTo.name]
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: ["ответ пользователю ", answerTo.name] })]
					}),
					!editor && (isRemoved ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "r0yhf7a",
						children: commentMessages.removed
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "r0yhf79",
						children
					})),
					!editor && !isRemoved && images$1 && images$1.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "r0yhf7b",
						"aria-label": "Изображения",
						children: images$1.map((image$1) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: image$1.href ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
							href: image$1.href,
							className: "r0yhf7d",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
								className: "r0yhf7c",
								src: image$1.src,
								alt: image$1.alt,
								loading: "lazy"
							})
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
							className: "r0yhf7c",
							src: image$1.src,
							alt: image$1.alt,
							loading: "lazy"
						}) }, image$1.src))
					}),
					!editor && (!isRemoved || onDelete) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "r0yhf7e",
						children: [!isRemoved && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)($75afe627ae0cc0fa$export$d2b052e7b4be1756, {
								className: vote({ kind: "like" }),
								"aria-label": `Нравится: ${likes}`,
								isSelected: myVote === "like",
								isDisabled: !onVote,
								onChange: () => vote$1("like"),
								children: ({ isSelected }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThumbsUp, {
									"aria-hidden": true,
									size: "1em",
									fill: isSelected ? "currentColor" : "none"
								}), likes] })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)($75afe627ae0cc0fa$export$d2b052e7b4be1756, {
								className: vote({ kind: "dislike" }),
								"aria-label": `Не нравится: ${dislikes}`,
								isSelected: myVote === "dislike",
								isDisabled: !onVote,
								onChange: () => vote$1("dislike"),
								children: ({ isSelected }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThumbsDown, {
									"aria-hidden": true,
									size: "1em",
									fill: isSelected ? "currentColor" : "none"
								}), dislikes] })
							}),
							onReply && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
								variant: "ghost",
								size: "sm",
								onPress: onReply,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Reply, {
									"aria-hidden": true,
									size: "1em"
								}), "Ответить"]
							}),
							onEdit && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
								variant: "ghost",
								size: "sm",
								onPress: onEdit,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
									"aria-hidden": true,
									size: "1em"
								}), "Редактировать"]
							})
						] }), onDelete && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							variant: "ghost",
							size: "sm",
							onPress: onDelete,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
								"aria-hidden": true,
								size: "1em"
							}), "Удалить"]
						})]
					})
				]
			})]
		}), replies$1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "group",
			"aria-label": "Ответы",
			className: "r0yhf7i",
			children: replies$1
		})]
	});
}
// apps/site/src/comments/comments.css.ts.vanilla.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
// apps/site/src/comments/comments.css.ts
var section = "_8h2jqw0";
var heading = "_8h2jqw1";
var hiddenHeading = "_13oqsg0";
var form = "_8h2jqw2";
var formActions = "_8h2jqw4";
var guestBox = "_8h2jqw5";
var notice = "_8h2jqw6";
var list = "_8h2jqw7";
// apps/site/src/comments/CommentForm.tsx
var moodKeys = {
	positive: String(commentMoods.positive),
	negative: String(commentMoods.negative)
};
var moodOf = (key) => key === moodKeys.negative ? commentMoods.negative : commentMoods.positive;
/**
* Writing a comment, a reply or a review, or editing one (SPEC.md §4 Comments, §5 Comment): the
* markup editor with up to 8 pictures, the review toggle and mood where allowed, send with the button
* or Ctrl+Enter. Leaving the page with unsent text asks first.
*/
function CommentForm({ label, initial, offersReview = false, offersMood = false, submitLabel, onSubmit, onCancel, autoFocus = false }) {
	const [content, setContent] = (0, import_react.useState)(initial?.content ?? "");
	const [images, setImages] = (0, import_react.useState)(initial?.images ?? []);
	const [review, setReview] = (0, import_react.useState)(initial?.review ?? false);
	const [mood, setMood] = (0, import_react.useState)(initial?.mood ?? null);
	const [failure, setFailure] = (0, import_react.useState)(void 0);
	const [isSending, setSending] = (0, import_react.useState)(false);
	const [attachedAtStart] = (0, import_react.useState)(() => initial?.images ?? []);
	const isChanged = content !== (initial?.content ?? "");
	useLeaveGuard(isChanged);
	const showsMood = offersMood || offersReview && review;
	const canSend = commentHasContent({
		content,
		imageCount: images.length
	}) && images.length <= LIMITS.commentImagesMax;
	const send = async () => {
		if (!canSend || isSending) return;
		setSending(true);
		setFailure(void 0);
		try {
			await onSubmit({
				content,
				images,
				review: offersMood || review,
				mood: showsMood ? mood : null
			});
		} catch (error) {
			setFailure(error instanceof Error ? error.message : String(error));
		} finally {
			setSending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: form,
		"aria-label": label,
		onSubmit: (event) => {
			event.preventDefault();
			send();
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupEditor, {
				label,
				value: content,
				onChange: (value) => {
					setContent(value);
					setFailure(void 0);
				},
				placeholder: "Напишите комментарий…",
				maxLength: COMMENT_LIMITS.contentMax,
				maxImages: LIMITS.commentImagesMax,
				searchUsers,
				searchProjects,
				uploadImage: uploadCommentImage,
				attachedImages: attachedAtStart,
				onAttachedImagesChange: setImages,
				onSubmit: () => void send(),
				errorMessage: failure,
				autoFocus
			}),
			(offersReview || showsMood) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "_8h2jqw3",
				children: [offersReview && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
					label: "Отзыв",
					isSelected: review,
					onChange: setReview,
					description: "Отзыв о проекте: показывается с оценкой настроения"
				}), showsMood && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(RadioGroup, {
					label: "Настроение отзыва",
					orientation: "horizontal",
					value: mood === null ? null : String(mood),
					onChange: (key) => setMood(moodOf(key)),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroupItem, {
						value: moodKeys.positive,
						children: "Положительный"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroupItem, {
						value: moodKeys.negative,
						children: "Отрицательный"
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: formActions,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					isDisabled: !canSend,
					isPending: isSending,
					children: submitLabel
				}), onCancel && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					onPress: onCancel,
					children: "Отменить"
				})]
			})
		]
	});
}
// apps/site/src/comments/comment-writes.ts
var imageRefs = (images) => images.map((address) => ({
	preview: address,
	full: address
}));
/** `POST /api/comments` or, for a review, `POST /api/novelReviews`; answers the source's comments. */
function sendComment(source, text, replyTo) {
	const flags = commentFlags({
		sourceType: source.sourceType,
		parentId: replyTo?.parent ?? null,
		review: text.review,
		mood: text.mood
	});
	if (flags.review) return callEndpoint(createReviewRoute, { body: {
		novel: source.sourceId,
		body: markupToBlocks(text.content),
		mood: flags.mood ?? null
	} });
	return callEndpoint(createCommentRoute, { body: {
		content: text.content,
		images: imageRefs(text.images),
		source: source.sourceId,
		sourceType: source.sourceType,
		review: false,
		...replyTo ?? {}
	} });
}
/** `PUT /api/comments/{id}`, or `PUT /api/novelReviews/{id}` for a review (body and mood). */
function updateComment(comment, text) {
	if (comment.review) return callEndpoint(updateReviewRoute, {
		params: { id: comment._id },
		body: {
			body: markupToBlocks(text.content),
			mood: text.mood
		}
	});
	return callEndpoint(updateCommentRoute, {
		params: { id: comment._id },
		body: {
			content: text.content,
			images: imageRefs(text.images)
		}
	});
}
/** `DELETE /api/comments/{id}`: the ids that are gone, and the comment as it stays (or null). */
function deleteComment(id) {
	return callEndpoint(deleteCommentRoute, { params: { id } });
}
/** `POST /api/likes/comment/{id}/{value}` or, to take it back, `DELETE /api/likes/comment/{id}`. */
function setCommentLike(id, like) {
	return like === null ? callEndpoint(unlikeRoute, { params: {
		type: "comment",
		id
	} }) : callEndpoint(likeRoute, { params: {
		type: "comment",
		id,
		value: String(like)
	} });
}
/**
* Why a comment call failed, for the form and the toast: a 401 is its own message (§8: the session
* ended), anything else the §8 text with the server's reason.
*/
function commentFailure(error, failed) {
	if (error instanceof ApiError && error.status === 401) return commentMessages.signInRequired;
	const reason = error instanceof Error && error.message ? error.message : "";
	return reason && reason !== failed ? `${failed}: ${reason}` : failed;
}
// apps/site/src/comments/CommentItem.tsx
var profileHref = (username) => `/profile/${usernameToPathSegment(username)}`;
var likeCountsOf = (comment) => ({
	likes: comment.likes,
	dislikes: comment.dislikes,
	userLike: comment.userLike
});
/** The text an edit starts from: a review's blocks as markup, a comment's markup as it is. */
function editableText(comment) {
	return {
		content: comment.review && comment.body ? blocksToMarkup(comment.body) : comment.content,
		images: comment.images.map((image) => image.full),
		review: comment.review,
		mood: comment.mood ?? null
	};
}
/**
* One comment with what the viewer may do to it (SPEC.md §4 Comments, §6): like and dislike with the
* counts moving at once, reply, edit in place (the form replaces the text), delete after a question
* (with replies it stays as "Комментарий удален", and its author or a moderator may delete it again).
*/
function CommentItem({ comment, answered, now, isHighlighted, onReply, onChange, replies }) {
	const session = useSession();
	const toasts = useToasts();
	const confirm = useConfirm();
	const [isEditing, setEditing] = (0, import_react.useState)(false);
	const [likes, setLikes] = (0, import_react.useState)(() => likeCountsOf(comment));
	const [likesOf, setLikesOf] = (0, import_react.useState)(comment);
	if (likesOf !== comment) {
		setLikesOf(comment);
		setLikes(likeCountsOf(comment));
	}
	const author = { authorId: comment.createdBy._id };
	const mayEdit = !comment.removed && session.can("editComment", author);
	const mayDelete = session.can("deleteComment", author);
	const mayLike = session.can("like");
	const vote = (pressed) => {
		const before = likes;
		const after = applyLikePress(before, pressed);
		setLikes(after);
		setCommentLike(comment._id, after.userLike).then(setLikes, (error) => {
			setLikes(before);
			toasts.error(commentFailure(error, "Не удалось поставить оценку комментарию"));
		});
	};
	const save = async (text) => {
		const failed = comment.review ? commentMessages.reviewUpdateFailed : commentMessages.updateFailed;
		try {
			onChange({
				kind: "one",
				comment: await updateComment(comment, text)
			});
			setEditing(false);
		} catch (error) {
			const message = commentFailure(error, failed);
			toasts.error(message);
			throw new Error(message);
		}
	};
	const remove = async () => {
		if (!await confirm({
			title: commentMessages.deleteQuestion,
			confirmLabel: "Удалить",
			variant: "destructive"
		})) return;
		try {
			const { deleted, comment: stays } = await deleteComment(comment._id);
			onChange({
				kind: "gone",
				ids: deleted
			});
			if (stays) onChange({
				kind: "one",
				comment: stays
			});
			toasts.success(commentMessages.deleted);
		} catch (error) {
			toasts.error(commentFailure(error, commentMessages.deleteFailed));
		}
	};
	const { role } = comment.createdBy;
	const shownImages = comment.images.filter((image) => !comment.content.includes(image.full) && !comment.content.includes(image.preview));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentView, {
		anchorId: comment._id,
		isHighlighted,
		author: {
			name: comment.createdBy.username,
			href: profileHref(comment.createdBy.username),
			avatarSrc: comment.createdBy.avatar?.preview ?? null,
			...isUserRole(role) ? { role } : {}
		},
		createdAt: comment.createdAt,
		updatedAt: comment.updatedAt,
		now,
		isRemoved: comment.removed,
		isReview: comment.review,
		mood: comment.mood ?? null,
		likes: likes.likes,
		dislikes: likes.dislikes,
		myVote: likes.userLike === null ? null : likes.userLike ? "like" : "dislike",
		onVote: mayLike ? (next) => vote(next ?? (likes.userLike ? "like" : "dislike")) : void 0,
		onReply: onReply && !comment.removed ? () => onReply(comment) : void 0,
		onEdit: mayEdit ? () => setEditing(true) : void 0,
		onDelete: mayDelete ? () => void remove() : void 0,
		images: shownImages.map((image) => ({
			src: image.preview,
			href: image.full,
			alt: "Изображение к комментарию"
		})),
		answerTo: answered && answered._id !== comment.parent ? {
			name: answered.createdBy.username,
			href: `#${answered._id}`
		} : void 0,
		editor: isEditing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentForm, {
			label: comment.review ? "Правка отзыва" : "Правка комментария",
			initial: editableText(comment),
			offersMood: comment.review,
			submitLabel: "Сохранить",
			onSubmit: save,
			onCancel: () => setEditing(false),
			autoFocus: true
		}) : void 0,
		replies,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupView, {
			value: comment.content,
			showHidden: session.user !== null
		})
	});
}
export { guestBox as a, list as c, CommentForm as i, notice as l, commentFailure as n, heading as o, sendComment as r, hiddenHeading as s, CommentItem as t, section as u };

//# sourceMappingURL=CommentItem-Bmdhfeyy.js.map