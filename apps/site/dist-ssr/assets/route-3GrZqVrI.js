import { Ct as updateMessageRoute, Nt as usersEntitiesRoute, S as deleteMessageRoute, b as deleteContactRoute, d as contactsRoute, f as conversationRoute, n as callEndpoint, pt as sendMessageRoute, r as addContactRoute, s as blockContactRoute, yt as unblockContactRoute } from "./client-BHtto6D6.js";
import { Dt as usernameToPathSegment, Ut as useSearchParams, Vt as useNavigate, _t as shouldLoadOlderMessages, c as useConfirm, et as CircleCheck, ft as firstConversationPageSize, g as Avatar, gt as olderConversationPage, ht as messageMessages, mt as isMessageEdited, pt as isLastConversationPage, s as useLeaveGuard, st as usePageTitle, x as Badge, y as useToasts, yt as formatRelativeDate } from "../entry-server.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { c as useSWRConfig, n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { a as withContactRead, n as contactsKey, r as replaceContacts, t as liveEvents } from "./live-events-client-Dly4ueIq.js";
import { t as useSignInRequired } from "./use-sign-in-required-COYjpY_L.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as ComboBox } from "./ComboBox-Dc7D667t.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Ban } from "./ban-DkUFJCxD.js";
import { t as Trash } from "./trash-B_ZyDRjO.js";
/* empty css                               */
/* empty css                                    */
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { t as MarkupView } from "./MarkupView-B6y90bdG.js";
import { Bt as createRuntimeFn, zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { n as messageHasContent, t as MESSAGE_LIMITS } from "./message-input-CugXPRUx.js";
import { a as MarkupEditor, n as searchUsers, r as uploadCommentImage, t as searchProjects } from "./writing-callbacks-zSeZqTCH.js";
import { n as sessionKey } from "./session-BGqqomvP.js";
// node_modules/lucide-react/dist/esm/icons/arrow-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "arrow-left",
	size: 24,
	node: [["path", {
		d: "m12 19-7-7 7-7",
		key: "1l729n"
	}], ["path", {
		d: "M19 12H5",
		key: "x3x0zl"
	}]]
};
__iconData.node;
var ArrowLeft = createLucideIcon(__iconData);
// libs/ui/src/components/MessageBubble/MessageBubble.css.ts
var bubble = createRuntimeFn({
	defaultClassName: "_1o84jwg0",
	variantClassNames: { side: {
		own: "_1o84jwg1",
		theirs: "_1o84jwg2"
	} },
	defaultVariants: { side: "theirs" },
	compoundVariants: []
});
var meta = "_1o84jwg3";
// libs/ui/src/components/MessageBubble/MessageBubble.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* One private message (SPEC.md §2.5): the body, when it was sent, and the "изменено" mark when it was
* updated more than 2 minutes after it was sent (the domain's rule).
*/
function MessageBubble({ children, own, createdAt, updatedAt, now, timeZone, className }) {
	const edited = updatedAt !== void 0 && isMessageEdited({
		createdAt,
		updatedAt
	});
	const bubbleClass = bubble({ side: own ? "own" : "theirs" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: className ? `${bubbleClass} ${className}` : bubbleClass,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: meta,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
				dateTime: new Date(createdAt).toISOString(),
				children: formatRelativeDate(createdAt, {
					now,
					...timeZone ? { timeZone } : {}
				})
			}), edited && " · изменено"]
		})]
	});
}
// apps/site/src/routes/messages/messages-address.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var MESSAGES_PATH = "/messages";
/** The query parameter naming the user whose conversation is open. */
var USER_PARAMETER = "user";
/** `/messages`, or `/messages?user={userId}` for the conversation with that user. */
function messagesHref(userId) {
	return userId ? `${MESSAGES_PATH}?${new URLSearchParams({ [USER_PARAMETER]: userId }).toString()}` : MESSAGES_PATH;
}
/** The user whose conversation the address opens, if any. */
function openContactOf(search) {
	const userId = search.get(USER_PARAMETER)?.trim();
	return userId ? userId : null;
}
// apps/site/src/routes/messages/MessagesPage.css.ts
var page = "_3ft390";
var title = "_3ft391";
var panes = "_3ft392";
var contacts = "_3ft393";
var conversation = "_3ft394";
var paneTitle = "_3ft395";
var conversationHeader = "_3ft396";
var backLink = "_3ft397";
var log = "_3ft398";
var messageList = "_3ft399";
var ownMessage = "_3ft39b _3ft39a";
var theirMessage = "_3ft39c _3ft39a";
var composer = "_3ft39e";
var composerActions = "_3ft39f";
var contactList = "_3ft39g";
var contactRow = "_3ft39h";
var contactLink = "_3ft39i";
var contactAvatar = "_3ft39j";
var contactName = "_3ft39k";
var placeholder = "_3ft39m _3ft39l";
// apps/site/src/routes/messages/ContactsPane.tsx
/**
* The reader's contacts (SPEC.md §2.5, §3 Contact): each with its unread count, a link that opens the
* conversation, and delete and block; above them the search that adds a user (`/api/usersEntities`,
* debounced 200 ms by the combo box, §7, §9).
*/
function ContactsPane({ contacts: contacts$1, openContactId, viewerId, onAdd, onDelete, onBlockedChange }) {
	const [searchRound, setSearchRound] = (0, import_react.useState)(0);
	const findUsers = async (search) => {
		return (await callEndpoint(usersEntitiesRoute, { query: { search } })).filter((user) => user._id !== viewerId).map((user) => ({
			id: user._id,
			label: user.username
		}));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: contacts,
		"aria-labelledby": "contacts-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "contacts-title",
				className: paneTitle,
				children: "Контакты"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComboBox, {
				label: "Добавить контакт",
				placeholder: "Имя пользователя",
				onSearch: findUsers,
				onChange: (key) => {
					if (key === null) return;
					setSearchRound((round) => round + 1);
					onAdd(String(key));
				}
			}, searchRound),
			contacts$1 === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				children: "Загрузка..."
			}) : contacts$1.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
				kind: "nothing",
				size: "sm"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: contactList,
				"aria-label": "Контакты",
				children: contacts$1.map((contact) => {
					const name = contact.user.username;
					const isOpen = contact._id === openContactId;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: contactRow,
						"data-open": isOpen || void 0,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
								href: messagesHref(contact._id),
								variant: "quiet",
								className: contactLink,
								"aria-current": isOpen ? "page" : void 0,
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										"aria-hidden": "true",
										className: contactAvatar,
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
											name,
											src: contact.user.avatar?.preview,
											size: "sm"
										})
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: contactName,
										children: name
									}),
									contact.blocked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "_3ft39l",
										children: "заблокирован"
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, { count: contact.unreadMessages })
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "ghost",
								size: "sm",
								iconOnly: true,
								"aria-label": `${contact.blocked ? "Разблокировать" : "Заблокировать"} ${name}`,
								onPress: () => onBlockedChange(contact, !contact.blocked),
								children: contact.blocked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {
									"aria-hidden": true,
									size: "1em"
								}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Ban, {
									"aria-hidden": true,
									size: "1em"
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "ghost",
								size: "sm",
								iconOnly: true,
								"aria-label": `Удалить контакт ${name}`,
								onPress: () => onDelete(contact),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
									"aria-hidden": true,
									size: "1em"
								})
							})
						]
					}, contact._id);
				})
			})
		]
	});
}
// apps/site/src/routes/messages/MessageComposer.tsx
/**
* The message editor under a conversation (SPEC.md §2.5, §4 Message editing, §5 Message): the
* markup editor with pictures; Ctrl+Enter or "Отправить" sends; an empty text cannot be sent; a
* failed send keeps the text and says why. Choosing one's message to edit puts its text here,
* "Отменить" gives the empty text back, and sending replaces the message.
*/
function MessageComposer({ recipientName, editing, onSubmit, onCancelEdit, isDisabled = false }) {
	const startText = editing?.body ?? "";
	const [body, setBody] = (0, import_react.useState)(startText);
	const [images, setImages] = (0, import_react.useState)([]);
	const [failure, setFailure] = (0, import_react.useState)(void 0);
	const [isSending, setSending] = (0, import_react.useState)(false);
	const editor = (0, import_react.useRef)(null);
	const [shownEditing, setShownEditing] = (0, import_react.useState)(editing);
	if (shownEditing !== editing) {
		setShownEditing(editing);
		setBody(startText);
		setImages([]);
		setFailure(void 0);
	}
	(0, import_react.useEffect)(() => {
		if (editing) editor.current?.focus();
	}, [editing]);
	useLeaveGuard(body !== startText);
	const canSend = !isDisabled && body.length <= MESSAGE_LIMITS.bodyMax && images.length <= MESSAGE_LIMITS.imagesMax && messageHasContent({
		body,
		imageCount: images.length
	});
	const send = async () => {
		if (!canSend || isSending) return;
		setSending(true);
		setFailure(void 0);
		try {
			await onSubmit({
				body,
				images
			});
			setBody("");
			setImages([]);
		} catch (error) {
			setFailure(error instanceof Error ? error.message : String(error));
		} finally {
			setSending(false);
		}
	};
	const label = editing ? "Изменение сообщения" : `Сообщение для ${recipientName}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: composer,
		"aria-label": label,
		onSubmit: (event) => {
			event.preventDefault();
			send();
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupEditor, {
			ref: editor,
			label,
			value: body,
			onChange: (value) => {
				setBody(value);
				setFailure(void 0);
			},
			placeholder: "Напишите сообщение…",
			maxLength: MESSAGE_LIMITS.bodyMax,
			maxImages: MESSAGE_LIMITS.imagesMax,
			searchUsers,
			searchProjects,
			uploadImage: uploadCommentImage,
			onAttachedImagesChange: setImages,
			onSubmit: () => void send(),
			errorMessage: failure,
			isDisabled
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: composerActions,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				isDisabled: !canSend,
				isPending: isSending,
				children: "Отправить"
			}), editing && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "secondary",
				onPress: onCancelEdit,
				children: "Отменить"
			})]
		})]
	});
}
// apps/site/src/routes/messages/conversation-state.ts
var timeOf = (message) => Date.parse(message.createdAt);
function oldestFirst(a, b) {
	return timeOf(a) - timeOf(b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}
/** `shown` with `incoming` added; a message already shown is replaced by its newer copy. */
function mergeMessages(shown, incoming) {
	if (incoming.length === 0) return [...shown];
	const byId = new Map(shown.map((message) => [message._id, message]));
	for (const message of incoming) byId.set(message._id, message);
	return [...byId.values()].sort(oldestFirst);
}
/** `shown` without the message `id` (deleted here or by its author). */
function withoutMessage(shown, id) {
	return shown.filter((message) => message._id !== id);
}
/** Whether a message belongs to the conversation with `contactId` (sent by them or to them). */
function isInConversationWith(message, contactId) {
	return message.from._id === contactId || message.to._id === contactId;
}
// apps/site/src/routes/messages/use-conversation.ts
/** A page of the conversation with `userId`, oldest first. */
async function fetchPage(userId, limit, skip) {
	return [...await callEndpoint(conversationRoute, {
		params: { userId },
		query: {
			limit,
			skip
		}
	})].reverse();
}
/**
* The conversation with one contact (SPEC.md §2.5, §4 Message editing, §7, §9): the first page as
* large as the contact's unread count (20 at least), older ones 20 at a time, and a refresh when a
* live `newMessages` event comes from this contact. Reading a page clears the contact's unread count
* on the server; the caches that show it follow here.
*/
function useConversation(contactId, unreadAtOpen) {
	const toasts = useToasts();
	const { mutate } = useSWRConfig();
	const [messages, setMessages] = (0, import_react.useState)([]);
	const [status, setStatus] = (0, import_react.useState)("loading");
	const [isComplete, setComplete] = (0, import_react.useState)(false);
	const [isLoadingOlder, setLoadingOlder] = (0, import_react.useState)(false);
	const shownCount = (0, import_react.useRef)(0);
	shownCount.current = messages.length;
	const firstPageSize = (0, import_react.useRef)(firstConversationPageSize(unreadAtOpen));
	const markRead = (0, import_react.useCallback)(() => {
		mutate(sessionKey, (state) => state ? {
			...state,
			contacts: withContactRead(state.contacts, contactId)
		} : state, { revalidate: false });
		mutate(contactsKey, (list) => {
			if (!list) return list;
			const contacts = withContactRead(list.contacts, contactId);
			return {
				contacts,
				unreadTotal: contacts.reduce((sum, contact) => sum + contact.unreadMessages, 0)
			};
		}, { revalidate: false });
	}, [contactId, mutate]);
	(0, import_react.useEffect)(() => {
		let isCurrent = true;
		setMessages([]);
		setStatus("loading");
		setComplete(false);
		const limit = firstPageSize.current;
		fetchPage(contactId, limit, 0).then((page) => {
			if (!isCurrent) return;
			setMessages(page);
			setComplete(isLastConversationPage({
				receivedCount: page.length,
				requestedCount: limit
			}));
			setStatus("ready");
			markRead();
		}, () => {
			if (!isCurrent) return;
			setStatus("failed");
			toasts.error(messageMessages.loadFailed);
		});
		return () => {
			isCurrent = false;
		};
	}, [
		contactId,
		markRead,
		toasts
	]);
	(0, import_react.useEffect)(() => liveEvents.on("newMessages", ({ message, deleted }) => {
		if (!isInConversationWith(message, contactId)) return;
		if (deleted) {
			setMessages((shown) => withoutMessage(shown, message._id));
			return;
		}
		fetchPage(contactId, LIMITS.messagePageStep, 0).then((page) => {
			setMessages((shown) => mergeMessages(shown, page));
			markRead();
		}, () => toasts.error(messageMessages.loadFailed));
	}), [
		contactId,
		markRead,
		toasts
	]);
	const loadingOlder = (0, import_react.useRef)(false);
	return {
		messages,
		status,
		isComplete,
		isLoadingOlder,
		loadOlder: (0, import_react.useCallback)(() => {
			if (loadingOlder.current || isComplete || status !== "ready") return;
			loadingOlder.current = true;
			setLoadingOlder(true);
			const { limit, skip } = olderConversationPage(shownCount.current);
			fetchPage(contactId, limit, skip).then((page) => {
				setMessages((shown) => mergeMessages(shown, page));
				setComplete(isLastConversationPage({
					receivedCount: page.length,
					requestedCount: limit
				}));
			}, () => toasts.error(messageMessages.loadFailed)).finally(() => {
				loadingOlder.current = false;
				setLoadingOlder(false);
			});
		}, [
			contactId,
			isComplete,
			status,
			toasts
		]),
		put: (0, import_react.useCallback)((message) => {
			setMessages((shown) => mergeMessages(shown, [message]));
		}, []),
		remove: (0, import_react.useCallback)((id) => {
			setMessages((shown) => withoutMessage(shown, id));
		}, [])
	};
}
// apps/site/src/routes/messages/ConversationPane.tsx
/** The toast when deleting a message fails (SPEC.md §8 names none for it; ours, in its words). */
var DELETE_MESSAGE_FAILED = "Не удалось удалить сообщение";
/**
* One conversation (SPEC.md §2.5, §4 Message editing): the messages as bubbles in a log region,
* older ones loaded when scrolled within 100 px of the top (the place kept), the reader's own ones
* editable and deletable, and the composer. On a narrow screen it is the only pane, with a way back to
* the contacts.
*/
function ConversationPane({ contactId, contactName, unreadAtOpen, viewerId }) {
	const toasts = useToasts();
	const confirm = useConfirm();
	const { mutate } = useSWRConfig();
	const { messages, status, isComplete, isLoadingOlder, loadOlder, put, remove } = useConversation(contactId, unreadAtOpen);
	const [editing, setEditing] = (0, import_react.useState)(null);
	const log$1 = (0, import_react.useRef)(null);
	const anchor = (0, import_react.useRef)(null);
	const lastShownId = (0, import_react.useRef)(null);
	const name = contactName ?? "пользователь";
	const loadOlderHere = () => {
		const box = log$1.current;
		if (box) anchor.current = { fromBottom: box.scrollHeight - box.scrollTop };
		loadOlder();
	};
	(0, import_react.useLayoutEffect)(() => {
		const box = log$1.current;
		if (!box) return;
		const newest = messages.at(-1);
		if (anchor.current) {
			box.scrollTop = box.scrollHeight - anchor.current.fromBottom;
			anchor.current = null;
		} else if (newest && newest._id !== lastShownId.current) box.scrollTop = box.scrollHeight;
		lastShownId.current = newest?._id ?? null;
		if (status === "ready" && !isComplete && box.scrollHeight <= box.clientHeight) loadOlderHere();
	});
	const submit = async ({ body, images }) => {
		const edited = editing;
		try {
			const message = edited ? await callEndpoint(updateMessageRoute, {
				params: { id: edited._id },
				body: { body }
			}) : await callEndpoint(sendMessageRoute, { body: {
				to: contactId,
				body,
				attachedImagesUrl: [...images]
			} });
			put(message);
			if (edited) setEditing(null);
			else mutate(contactsKey);
		} catch (error) {
			toasts.error(edited ? messageMessages.editFailed : messageMessages.sendFailed);
			throw error;
		}
	};
	const deleteMessage = async (message) => {
		if (!await confirm({
			title: "Удалить сообщение?",
			confirmLabel: "Удалить",
			variant: "destructive"
		})) return;
		try {
			await callEndpoint(deleteMessageRoute, { params: { id: message._id } });
			remove(message._id);
			if (editing?._id === message._id) setEditing(null);
		} catch {
			toasts.error(DELETE_MESSAGE_FAILED);
		}
	};
	const now = /* @__PURE__ */ new Date();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: conversation,
		"aria-labelledby": "conversation-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: conversationHeader,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					href: messagesHref(),
					variant: "standalone",
					className: backLink,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, {
						"aria-hidden": true,
						size: "1.1em"
					}), " К контактам"]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "conversation-title",
					className: paneTitle,
					children: contactName ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: `/profile/${usernameToPathSegment(contactName)}`,
						variant: "standalone",
						children: contactName
					}) : "Переписка"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				ref: log$1,
				role: "log",
				"aria-label": `Переписка с ${name}`,
				"aria-busy": status === "loading" || isLoadingOlder,
				tabIndex: 0,
				className: log,
				onScroll: (event) => {
					if (shouldLoadOlderMessages(event.currentTarget.scrollTop)) {
						if (!isComplete && !isLoadingOlder && status === "ready") loadOlderHere();
					}
				},
				children: [
					isLoadingOlder && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, { size: "sm" }),
					status === "loading" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						role: "status",
						children: "Загрузка..."
					}),
					status === "ready" && messages.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "_3ft39l",
						children: "Сообщений пока нет"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
						className: messageList,
						children: messages.map((message) => {
							const own = message.from._id === viewerId;
							return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
								className: own ? ownMessage : theirMessage,
								"data-selected": editing?._id === message._id || void 0,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageBubble, {
									own,
									createdAt: message.createdAt,
									updatedAt: message.updatedAt,
									now,
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupView, {
										value: message.body,
										showHidden: true
									})
								}), own && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
									className: "_3ft39d",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
										variant: "ghost",
										size: "sm",
										iconOnly: true,
										"aria-label": "Изменить сообщение",
										onPress: () => setEditing(message),
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
											"aria-hidden": true,
											size: "1em"
										})
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
										variant: "ghost",
										size: "sm",
										iconOnly: true,
										"aria-label": "Удалить сообщение",
										onPress: () => void deleteMessage(message),
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
											"aria-hidden": true,
											size: "1em"
										})
									})]
								})]
							}, message._id);
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageComposer, {
				recipientName: name,
				editing,
				onSubmit: submit,
				onCancelEdit: () => setEditing(null),
				isDisabled: status === "failed"
			})
		]
	});
}
// apps/site/src/routes/messages/MessagesPage.tsx
var PAGE_TITLE = "Сообщения";
/** The toast when blocking or unblocking fails (SPEC.md §8 names none; ours, in its words). */
var BLOCK_CONTACT_FAILED = "Не удалось изменить блокировку контакта";
/**
* /messages (SPEC.md §2.2, §2.5): the contacts and the conversation with the one in the address
* (`/messages?user={userId}`; a user who is not a contact yet is added, as the profile's "Написать"
* expects). Both panes side by side; below 600 px one at a time, the conversation with a way back.
* Guests go to /login first (§6). The footer is hidden here by the shell.
*/
function MessagesPage() {
	usePageTitle(PAGE_TITLE);
	const access = useSignInRequired();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: title,
			children: PAGE_TITLE
		}), access.status === "signed-in" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Messages, { viewerId: access.user._id }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"aria-busy": "true",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
		})]
	});
}
function Messages({ viewerId }) {
	const toasts = useToasts();
	const confirm = useConfirm();
	const navigate = useNavigate();
	const { mutate } = useSWRConfig();
	const [search] = useSearchParams();
	const openContactId = openContactOf(search);
	const { data, error } = useEndpoint(contactsRoute, {}, { revalidateOnFocus: false });
	const contacts = data?.contacts ?? null;
	const openContact = contacts?.find((contact) => contact._id === openContactId) ?? null;
	(0, import_react.useEffect)(() => {
		if (error) toasts.error(messageMessages.loadFailed);
	}, [error, toasts]);
	const addContact = async (userId) => {
		try {
			await replaceContacts(mutate, await callEndpoint(addContactRoute, { body: { user: userId } }));
			return true;
		} catch {
			toasts.error(messageMessages.addContactFailed);
			return false;
		}
	};
	const addedFromAddress = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (!contacts || !openContactId || openContact) return;
		if (addedFromAddress.current === openContactId) return;
		addedFromAddress.current = openContactId;
		addContact(openContactId).then((added) => {
			if (!added) navigate(messagesHref(), { replace: true });
		});
	});
	const deleteContact = async (contact) => {
		if (!await confirm({
			title: `Удалить контакт ${contact.user.username}?`,
			message: "Переписка сохранится.",
			confirmLabel: "Удалить",
			variant: "destructive"
		})) return;
		try {
			const params = { id: contact._id };
			await replaceContacts(mutate, await callEndpoint(deleteContactRoute, { params }));
			if (contact._id === openContactId) navigate(messagesHref());
		} catch {
			toasts.error(messageMessages.deleteContactFailed);
		}
	};
	const setBlocked = async (contact, blocked) => {
		if (blocked) {
			if (!await confirm({
				title: `Заблокировать ${contact.user.username}?`,
				message: "Пользователь не сможет писать вам, пока вы его не разблокируете.",
				confirmLabel: "Заблокировать",
				variant: "destructive"
			})) return;
		}
		try {
			await replaceContacts(mutate, await callEndpoint(blocked ? blockContactRoute : unblockContactRoute, { params: { id: contact._id } }));
		} catch {
			toasts.error(BLOCK_CONTACT_FAILED);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: panes,
		"data-pane": openContactId ? "conversation" : "contacts",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactsPane, {
			contacts,
			openContactId,
			viewerId,
			onAdd: (userId) => {
				addContact(userId).then((added) => {
					if (added) navigate(messagesHref(userId));
				});
			},
			onDelete: (contact) => void deleteContact(contact),
			onBlockedChange: (contact, blocked) => void setBlocked(contact, blocked)
		}), openContactId && (data || error) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConversationPane, {
			contactId: openContactId,
			contactName: openContact?.user.username ?? null,
			unreadAtOpen: openContact?.unreadMessages ?? 0,
			viewerId
		}, openContactId) : openContactId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"aria-busy": "true",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: placeholder,
			children: "Выберите контакт, чтобы открыть переписку"
		})]
	});
}
// apps/site/src/routes/messages/route.ts
/** /messages (SPEC.md §2.2, §2.5): contacts and conversations; `?user={id}` opens one. */
var messagesRoute = { Component: MessagesPage };
export { messagesRoute };

//# sourceMappingURL=route-3GrZqVrI.js.map