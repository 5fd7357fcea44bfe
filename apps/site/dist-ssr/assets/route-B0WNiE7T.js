import { t as accountMessages } from "./messages-DqqXuXH-.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { Et as usernameToPathParam, Ht as useParams, Ut as useSearchParams, Vt as useNavigate, g as Avatar, h as useAppearance, l as loginHref, rt as visuallyHidden, st as usePageTitle, y as useToasts } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { At as userListsRoute, K as profileByUsernameRoute, jt as userNovelsRoute, n as callEndpoint, o as banRoute, q as profileRoute, t as ApiError, u as commentsRoute, vt as unbanRoute } from "./client-BHtto6D6.js";
import { a as useSession, c as banDurationsOffered, h as isStaffMember, l as banExpiry, s as banDurations, u as isBanActive } from "./session-BGqqomvP.js";
import { r as hasDescription } from "./description-BACEFskM.js";
import { a as profileTabsFor, i as profileTabLabels, n as profileAvatarSrc, o as userListLabel, s as userListsPath, t as backgroundParallaxShift } from "./profile-DVSnRv5f.js";
import { t as MarkupView } from "./MarkupView-B6y90bdG.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { n as LIMITS, r as PROFILE_BACKGROUND_DEFAULTS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as assignInlineVars } from "./vanilla-extract-dynamic.esm-Dftw5_KB.js";
import { t as Ban } from "./ban-DkUFJCxD.js";
import { i as ModeratorChip, n as BanChip } from "./UserName-C2sz8sPk.js";
import { Bt as createRuntimeFn, zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { i as Tabs, n as TabList, r as TabPanel, t as Tab } from "./Tabs-6DQB3NSh.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { t as ACCOUNT_LIMITS } from "./accounts-fMdC5OQO.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Dialog } from "./Dialog-C9kL01F8.js";
import { t as $f2ff30fde7b014be$export$2e1e1122cf0cba88 } from "./Dialog-BVV4XIn9.js";
import { n as RadioGroupItem, t as RadioGroup } from "./RadioGroup-DuZy3zz0.js";
import { t as TextArea } from "./TextArea-CLrqE04n.js";
import { t as revalidateCalls } from "./revalidate-gKMPbja9.js";
/* empty css                               */
/* empty css                                    */
import { i as tabFromSearch, n as searchWithPage, r as searchWithTab, t as pageFromSearch } from "./profile-address-Bv7I6n0T.js";
import { t as NovelGrid } from "./NovelGrid-DfkflL8A.js";
import { t as Paginator } from "./Paginator-CK2Y0X-d.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { t as novelCardProps } from "./cards-DUvw1Gz3.js";
import { t as CommentItem } from "./CommentItem-Bmdhfeyy.js";
import { t as commentSourceLink } from "./comment-source-CknqtTqx.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
// node_modules/lucide-react/dist/esm/icons/message-square.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "message-square",
	size: 24,
	node: [["path", {
		d: "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
		key: "18887p"
	}]]
};
__iconData$1.node;
var MessageSquare = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/settings.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "settings",
	size: 24,
	node: [["path", {
		d: "M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915",
		key: "1i5ecw"
	}], ["circle", {
		cx: "12",
		cy: "12",
		r: "3",
		key: "1v7zrd"
	}]]
};
__iconData.node;
var Settings = createLucideIcon(__iconData);
// libs/ui/src/components/ProfileHeader/ProfileHeader.css.ts
var backgroundImageVar = "var(--_19q2oi0)";
var backgroundOpacityVar = "var(--_19q2oi1)";
var backgroundSizeVar = "var(--_19q2oi2)";
var backgroundPositionVar = "var(--_19q2oi3)";
var backgroundShiftVar = "var(--_19q2oi4)";
var profileHeader = createRuntimeFn({
	defaultClassName: "_19q2oi5",
	variantClassNames: { background: {
		plain: "_19q2oi6",
		image: "_19q2oi7"
	} },
	defaultVariants: { background: "plain" },
	compoundVariants: []
});
var profileHeaderImage = "_19q2oi8";
var profileHeaderPanel = createRuntimeFn({
	defaultClassName: "_19q2oi9",
	variantClassNames: { background: {
		plain: "_19q2oia",
		image: "_19q2oib"
	} },
	defaultVariants: { background: "plain" },
	compoundVariants: []
});
var profileHeaderText = "_19q2oic";
var profileHeaderTitle = "_19q2oid";
var profileHeaderName = "_19q2oie";
var profileHeaderDescription = "_19q2oif";
var profileHeaderActions = "_19q2oig";
// libs/ui/src/components/ProfileHeader/ProfileHeader.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A CSS `url()` of any address, quotes and backslashes escaped. */
var cssUrl = (url) => `url("${url.replace(/["\\]/g, "\\$&")}")`;
/**
* The head of a profile page (SPEC.md §2.4): the background picture drawn with the profile's
* opacity, size and position, the avatar, the name as the page's `h1`, the moderator and ban chips,
* a description line and the app's action buttons. Over a picture the text sits on a surface panel,
* so it stays readable. On a phone the avatar stands centred above the name.
*/
var ProfileHeader = (0, import_react.forwardRef)(function ProfileHeader({ name, avatarSrc, role, background, backgroundShift, ban, now, timeZone, description, actions, className }, ref) {
	const headingId = (0, import_react.useId)();
	const variant = background ? "image" : "plain";
	const rootClass = profileHeader({ background: variant });
	const isBanned = ban != null && isBanActive(ban, now ?? /* @__PURE__ */ new Date());
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		ref,
		"aria-labelledby": headingId,
		className: className ? `${rootClass} ${className}` : rootClass,
		style: background ? assignInlineVars({
			[backgroundImageVar]: cssUrl(background.url),
			[backgroundOpacityVar]: String(background.opacity ?? PROFILE_BACKGROUND_DEFAULTS.opacity),
			[backgroundSizeVar]: background.size ?? PROFILE_BACKGROUND_DEFAULTS.size,
			[backgroundPositionVar]: background.position ?? PROFILE_BACKGROUND_DEFAULTS.position,
			[backgroundShiftVar]: `${backgroundShift ?? 0}px`
		}) : void 0,
		children: [background ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: profileHeaderImage,
			"aria-hidden": "true"
		}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: profileHeaderPanel({ background: variant }),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
					name,
					src: avatarSrc,
					size: "lg"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: profileHeaderText,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: profileHeaderTitle,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
								id: headingId,
								className: profileHeaderName,
								children: name
							}),
							isStaffMember(role) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModeratorChip, {}) : null,
							isBanned ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: visuallyHidden,
								children: "Забанен "
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BanChip, {
								expiredAt: ban.expiredAt,
								timeZone,
								icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Ban, { size: "1em" })
							})] }) : null
						]
					}), description ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: profileHeaderDescription,
						children: description
					}) : null]
				}),
				actions ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: profileHeaderActions,
					children: actions
				}) : null
			]
		})]
	});
});
// apps/site/src/routes/profile/ProfilePage.css.ts
var page = "wghm2b0";
var tabPanel = "wghm2b3";
var scrollRow = "wghm2b4";
var list = "wghm2b5";
var item = "wghm2b6";
var listLinks = "wghm2b8";
var listCount = "wghm2b9";
var dialogForm = "wghm2ba";
var dialogActions = "wghm2bb";
// apps/site/src/routes/profile/BanControls.tsx
/** After a ban or unban every cached copy of a profile is asked again (by id and by name). */
var revalidateProfiles = () => revalidateCalls("/api/profile");
var REASON_MISSING = "Укажите причину";
/** The ban form (SPEC.md §4 Ban): a reason and one of the offered durations. */
function BanForm({ userId, close }) {
	const toasts = useToasts();
	const [reason, setReason] = (0, import_react.useState)("");
	const [duration, setDuration] = (0, import_react.useState)("day");
	const [reasonError, setReasonError] = (0, import_react.useState)(void 0);
	const [isPending, setPending] = (0, import_react.useState)(false);
	const submit = async (event) => {
		event.preventDefault();
		if (reason.trim() === "") {
			setReasonError(REASON_MISSING);
			return;
		}
		setPending(true);
		try {
			await callEndpoint(banRoute, {
				params: { id: userId },
				body: {
					reason: reason.trim(),
					expiredAt: banExpiry(duration, /* @__PURE__ */ new Date()).toISOString()
				}
			});
			toasts.success(accountMessages.banned);
			close();
			await revalidateProfiles();
		} catch {
			toasts.error(accountMessages.banFailed);
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: dialogForm,
		onSubmit: (event) => void submit(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
				label: "Причина",
				value: reason,
				onChange: (value) => {
					setReason(value);
					setReasonError(void 0);
				},
				maxLength: ACCOUNT_LIMITS.banReasonMax,
				isRequired: true,
				isInvalid: reasonError !== void 0,
				errorMessage: reasonError,
				validationBehavior: "aria",
				autoFocus: true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
				label: "Срок",
				value: duration,
				onChange: (value) => setDuration(value),
				children: banDurationsOffered.map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroupItem, {
					value: key,
					children: banDurations[key].label
				}, key))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: dialogActions,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					onPress: close,
					children: "Отменить"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "danger",
					isPending,
					children: "Забанить"
				})]
			})
		]
	});
}
/** "Забанить": opens the ban form for this user. */
function BanButton({ userId, username }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($f2ff30fde7b014be$export$2e1e1122cf0cba88, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "secondary",
		children: "Забанить"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		title: `Забанить пользователя ${username}`,
		children: ({ close }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BanForm, {
			userId,
			close
		})
	})] });
}
/** "Разбанить": lifts the ban at once (SPEC.md §4: unban clears it). */
function UnbanButton({ userId }) {
	const toasts = useToasts();
	const [isPending, setPending] = (0, import_react.useState)(false);
	const unban = async () => {
		setPending(true);
		try {
			await callEndpoint(unbanRoute, { params: { id: userId } });
			toasts.success(accountMessages.unbanned);
			await revalidateProfiles();
		} catch {
			toasts.error(accountMessages.unbanFailed);
		} finally {
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "secondary",
		isPending,
		onPress: () => void unban(),
		children: "Разбанить"
	});
}
// apps/site/src/routes/profile/use-profile.ts
/**
* The profile: by username (`GET /api/profileByUsername/{username}`, the router's parameter as it
* is, look-alike dots and all) or, for /profile, by the viewer's id (`GET /api/profile/{id}`, which
* answers the owner's own fields too). Not retried: "Not Found" is an answer, not a hiccup.
*/
function useProfile(subject) {
	const byName = useEndpoint(profileByUsernameRoute, subject && "username" in subject ? { params: { username: subject.username } } : null, { shouldRetryOnError: false });
	const byId = useEndpoint(profileRoute, subject && "ownId" in subject ? { params: { id: subject.ownId } } : null, { shouldRetryOnError: false });
	return subject && "ownId" in subject ? byId : byName;
}
/** A page (0-based) of the projects the user added or may edit ("Добавленное", "Права на…"). */
function useUserNovels(username, kind, page) {
	return useEndpoint(userNovelsRoute, {
		params: { username: usernameToPathParam(username) },
		query: {
			kind,
			page
		}
	});
}
/** The user's lists the viewer may see, with counts (`GET /api/users/{username}/lists`). */
function useUserLists(username) {
	return useEndpoint(userListsRoute, { params: { username: usernameToPathParam(username) } });
}
/** A page (0-based) of the user's comments, newest first, 20 a page (SPEC.md §2.4, §9). */
function useUserComments(userId, page) {
	return useEndpoint(commentsRoute, { query: {
		createdBy: userId,
		limit: LIMITS.profileCommentsPageSize,
		page
	} });
}
// apps/site/src/routes/profile/ProfilePanels.tsx
/** The paginator of a tab, writing the page to the address. */
function TabPaginator({ count, pageSize }) {
	const [search, setSearch] = useSearchParams();
	const pageCount = Math.ceil(count / pageSize);
	if (pageCount <= 1) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paginator, {
		page: pageFromSearch(search),
		pageCount,
		onPageChange: (next) => setSearch(searchWithPage(search, next))
	});
}
/** Shows a load failure once as a toast (SPEC.md §8: errors are toasts). */
function useFailureToast(error, text) {
	const toasts = useToasts();
	(0, import_react.useEffect)(() => {
		if (error) toasts.error(text);
	}, [
		error,
		text,
		toasts
	]);
}
/**
* "Списки": the lists the viewer may see (the owner's settings decide, the API applies them), each
* with its count, linking to its tab on /lists/{username}.
*/
function ProfileListsPanel({ username }) {
	const { data, error, isLoading } = useUserLists(username);
	useFailureToast(error, "Не удалось загрузить список новелл");
	if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	const lists = data ?? [];
	if (lists.every((list) => list.count === 0)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		kind: "nothingAdded",
		size: "sm"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: listLinks,
		"aria-label": "Списки",
		children: lists.map((list) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			href: `${userListsPath(username)}?list=${list.list}`,
			variant: "standalone",
			"aria-label": `${userListLabel(list.list)}: ${list.count}`,
			children: [userListLabel(list.list), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: listCount,
				children: list.count
			})]
		}) }, list.list))
	});
}
/** "Комментарии": the user's comments, newest first, 20 a page, each linked to where it was written. */
function ProfileCommentsPanel({ userId }) {
	const [search] = useSearchParams();
	const { data, error, isLoading, mutate } = useUserComments(userId, pageFromSearch(search));
	const [now] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	useFailureToast(error, "Не удалось загрузить комментарии");
	if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	if (!data || data.comments.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		kind: "nothing",
		size: "sm"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		className: list,
		"aria-label": "Комментарии пользователя",
		children: data.comments.map((comment) => {
			const source = commentSourceLink(comment);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: item,
				children: [source && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "wghm2b7",
					href: source.href,
					children: source.label
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentItem, {
					comment,
					now,
					isHighlighted: false,
					onChange: () => void mutate()
				})]
			}, comment._id);
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPaginator, {
		count: data.count,
		pageSize: LIMITS.profileCommentsPageSize
	})] });
}
var novelsLabels = {
	added: "Добавленные проекты",
	owned: "Проекты с правами на редактирование"
};
/** "Добавленное" and "Права на редактирование": the projects as cards, 30 a page. */
function ProfileNovelsPanel({ username, kind }) {
	const [search] = useSearchParams();
	const { data, error, isLoading } = useUserNovels(username, kind, pageFromSearch(search));
	const appearance = useAppearance();
	useFailureToast(error, "Не удалось загрузить новеллы");
	if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NovelGrid, {
		label: novelsLabels[kind],
		novels: (data?.novels ?? []).map((card) => novelCardProps(card, "mixRating", appearance)),
		emptyKind: "nothingAdded"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPaginator, {
		count: data?.count ?? 0,
		pageSize: LIMITS.novelsPageSize
	})] });
}
// apps/site/src/routes/profile/use-background-parallax.ts
/**
* The profile background's parallax (SPEC.md §9): how far the picture is moved for the page's
* scroll, following it once a frame and no longer once 2,000 px are passed. Off (0) for readers who
* asked for reduced motion, and when the profile has no picture.
*/
function useBackgroundParallax(isOn) {
	const [shift, setShift] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		if (!isOn || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
		let frame = 0;
		const follow = () => {
			cancelAnimationFrame(frame);
			frame = requestAnimationFrame(() => setShift(backgroundParallaxShift(window.scrollY)));
		};
		follow();
		window.addEventListener("scroll", follow, { passive: true });
		return () => {
			cancelAnimationFrame(frame);
			window.removeEventListener("scroll", follow);
		};
	}, [isOn]);
	return isOn ? shift : 0;
}
// apps/site/src/routes/profile/ProfileView.tsx
/** The address of a conversation with the user (the messages page opens it as a contact). */
var messagesHref = (userId) => `/messages?user=${encodeURIComponent(userId)}`;
/** The header's buttons (SPEC.md §2.4), each only for whom it is meant. */
function ProfileActions({ profile, isOwn }) {
	const session = useSession();
	const canBan = !isOwn && session.can("ban", { role: profile.role });
	const isBanned = isBanActive(profile.banned, /* @__PURE__ */ new Date());
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		!isOwn && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			className: "wghm2b1",
			variant: "standalone",
			href: session.user ? messagesHref(profile._id) : loginHref(messagesHref(profile._id)),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageSquare, {
				"aria-hidden": true,
				size: "1em"
			}), " Написать"]
		}),
		session.can("editProfile", { userId: profile._id }) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			className: "wghm2b1",
			variant: "standalone",
			href: `/edit/profile/${profile._id}`,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
				"aria-hidden": true,
				size: "1em"
			}), " Редактировать"]
		}),
		isOwn && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			className: "wghm2b1",
			variant: "standalone",
			href: "/settings",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Settings, {
				"aria-hidden": true,
				size: "1em"
			}), " Настройки"]
		}),
		canBan && (isBanned ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnbanButton, { userId: profile._id }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BanButton, {
			userId: profile._id,
			username: profile.username
		}))
	] });
}
/**
* The tabs (SPEC.md §2.4): "Списки", "Комментарии", and "Добавленное" / "Права на редактирование"
* only when the user has such projects. The tab lives in the address (`?tab=`).
*/
function ProfileTabs({ profile }) {
	const [search, setSearch] = useSearchParams();
	const added = useUserNovels(profile.username, "added", 0);
	const owned = useUserNovels(profile.username, "owned", 0);
	const tabs = profileTabsFor({
		added: added.data?.count ?? 0,
		owned: owned.data?.count ?? 0
	});
	const selected = tabFromSearch(search, tabs);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
		selectedKey: selected,
		onSelectionChange: (key) => {
			const tab = tabs.find((shown) => shown === key);
			if (tab && tab !== selected) setSearch(searchWithTab(search, tab), { replace: true });
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: scrollRow,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
					"aria-label": "Разделы профиля",
					children: tabs.map((tab) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
						id: tab,
						children: profileTabLabels[tab]
					}, tab))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: "lists",
				className: tabPanel,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileListsPanel, { username: profile.username })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: "comments",
				className: tabPanel,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileCommentsPanel, { userId: profile._id })
			}),
			tabs.includes("added") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: "added",
				className: "wghm2b3",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileNovelsPanel, {
					username: profile.username,
					kind: "added"
				})
			}),
			tabs.includes("owned") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: "owned",
				className: "wghm2b3",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileNovelsPanel, {
					username: profile.username,
					kind: "owned"
				})
			})
		]
	});
}
/** A profile (SPEC.md §2.4): the header with its background and buttons, the description, the tabs. */
function ProfileView({ profile, isOwn }) {
	const session = useSession();
	const backgroundShift = useBackgroundParallax(Boolean(profile.bg));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileHeader, {
				name: profile.username,
				role: profile.role,
				avatarSrc: profileAvatarSrc(profile.avatar),
				background: profile.bg,
				backgroundShift,
				ban: profile.banned,
				actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileActions, {
					profile,
					isOwn
				})
			}),
			hasDescription(profile.description) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
				className: "wghm2b2",
				"aria-label": "О себе",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupView, {
					value: profile.description,
					showHidden: session.user !== null
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileTabs, { profile })
		]
	});
}
// apps/site/src/routes/profile/ProfilePage.tsx
/**
* /profile and /profile/{username} (SPEC.md §2.2, §2.4). /profile is the viewer's own and sends a
* guest to the main page; a name nobody has shows "Пользователь не найден".
*/
function ProfilePage() {
	const { username } = useParams();
	const session = useSession();
	const navigate = useNavigate();
	const toasts = useToasts();
	const sessionPending = session.state === void 0 && session.isLoading;
	const isGuestOnOwn = username === void 0 && !sessionPending && session.user === null;
	(0, import_react.useEffect)(() => {
		if (isGuestOnOwn) navigate("/", { replace: true });
	}, [isGuestOnOwn, navigate]);
	const { data: profile, error } = useProfile(username !== void 0 ? { username } : session.user ? { ownId: session.user._id } : null);
	const isNotFound = error instanceof ApiError && error.status === 404;
	usePageTitle(profile?.username ?? (isNotFound ? accountMessages.userNotFound : "Профиль"));
	(0, import_react.useEffect)(() => {
		if (error && !isNotFound) toasts.error("Не удалось загрузить профиль");
	}, [
		error,
		isNotFound,
		toasts
	]);
	if (isNotFound) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { kind: "userNotFound" });
	if (error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { text: "Не удалось загрузить профиль" });
	if (!profile) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		children: "Загрузка..."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileView, {
		profile,
		isOwn: profile._id === session.user?._id
	});
}
// apps/site/src/routes/profile/route.ts
/** A profile (SPEC.md §2.4), at /profile (one's own) and /profile/{username}. */
var profilePageRoute = { Component: ProfilePage };
export { profilePageRoute };

//# sourceMappingURL=route-B0WNiE7T.js.map