import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as LAYOUT } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as lengthInfo } from "./lengths-BVRkaxwo.js";
import { a as routeOfSection, o as sectionLabels } from "./sections-RDbRyv0S.js";
import { a as releaseDateLabel, n as developmentStatusLabels, o as showsExpectedRelease } from "./statuses-BYlwHg7F.js";
import { i as isSafeLinkUrl } from "./values-DEmi3bLE.js";
import { g as languageLabels, i as linksVisibleTo } from "./novel-B93jQHlc.js";
import { i as completenessOrder, n as VeilCover, r as blurred } from "./ImageVeil-DXvbuqL1.js";
import { r as hasDescription } from "./description-BACEFskM.js";
import { t as MarkupView } from "./MarkupView-B6y90bdG.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as ChevronLeft } from "./chevron-left-D2PcG20n.js";
import { t as ChevronRight } from "./chevron-right-DT8W57T4.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
/* empty css                               */
import { t as Button } from "./Button-C8jCOtup.js";
/* empty css                                    */
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as assignInlineVars } from "./vanilla-extract-dynamic.esm-Dftw5_KB.js";
import { Ct as filterToQuery, H as $75afe627ae0cc0fa$export$d2b052e7b4be1756, Nt as isImageBlurred, U as $bc25b811ec97a172$export$40258cc1d95ff477, bt as defaultFilter, h as useAppearance, ut as useDisplayClock, vt as formatDate } from "../entry-server.js";
// libs/domain/src/catalogue/translators.ts
/** How two group names compare: surrounding spaces, case and ё/е do not count. */
function nameKey(name) {
	return name.trim().toLowerCase().replace(/ё/g, "е");
}
/**
* The group a project's translation is by: among the groups that list the project, the one whose
* name is the translation's group name (case-insensitive); null when none is (no link then). Two
* groups may share a name: the first listed wins, so the answer is stable.
*/
function translatorGroupOf(groupName, groups) {
	const key = nameKey(groupName);
	if (key === "") return null;
	return groups.find((group) => nameKey(group.name) === key) ?? null;
}
/** A translator group's page: /translators/{url} (§2.2), the url encoded as a path segment. */
function translatorHref(translator) {
	return `/translators/${encodeURIComponent(translator.url)}`;
}
// libs/domain/src/catalogue/video.ts
/** A video-hosting id: 11 characters of letters, digits, `-` and `_`. */
var VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
var SHORT_HOST_PATH = /^(?:https?:\/\/)?(?:www\.)?youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#/].*)?$/i;
var V_PARAMETER = /[?&]v=([A-Za-z0-9_-]{11})(?:[&#].*)?$/;
var EMBED_PATH = /^(?:https?:\/\/)?(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{11})(?:[?#/].*)?$/i;
/**
* The video id in what the editor typed (SPEC.md §5): an id itself, a short-host link
* (`youtu.be/ID`), a link with a `v` parameter, or an embed/shorts link. Null when it is none of them.
*/
function parseVideoId(input) {
	const value = input.trim();
	if (VIDEO_ID.test(value)) return value;
	return (SHORT_HOST_PATH.exec(value) ?? EMBED_PATH.exec(value) ?? V_PARAMETER.exec(value))?.[1] ?? null;
}
/** The preview image of a video, for the screenshot carousel. */
function videoThumbnailUrl(id) {
	return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}
/**
* Whether a screenshot is a video (SPEC.md §3: `contentType` youtube, `full` the video id). A type
* guard, since an image's `contentType` is any string and TypeScript cannot narrow the union by it.
*/
function isVideoScreenshot(shot) {
	return shot.contentType === "youtube";
}
// node_modules/lucide-react/dist/esm/icons/play.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "play",
	size: 24,
	node: [["path", {
		d: "M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z",
		key: "10ikf1"
	}]]
};
__iconData.node;
var Play = createLucideIcon(__iconData);
// libs/ui/src/components/Carousel/Carousel.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var slideIndex = "var(--dw2xyd0)";
var dragOffset = "var(--dw2xyd1)";
var carousel = "dw2xyd2";
var viewport = "dw2xyd3";
var track = "dw2xyd4";
var slide = "dw2xyd5";
var image = "dw2xyd6";
var video = "dw2xyd7";
var videoPlaceholder = "dw2xyd8";
// libs/ui/src/components/Carousel/Carousel.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Which way a horizontal drag of `deltaX` pixels turns the slides (SPEC.md §9 "swipe threshold
* 100 px", `LAYOUT.swipeThresholdPx`): a drag must go further than the threshold, so 100 px snaps
* back and 101 px moves. Dragging to the left (a negative delta) shows the next slide.
*/
function swipeDirection(deltaX, threshold = LAYOUT.swipeThresholdPx) {
	if (deltaX < -threshold) return "next";
	if (deltaX > threshold) return "previous";
	return null;
}
/** The privacy-enhanced player of a video id (no cookies until the reader plays it). */
function videoEmbedUrl(id) {
	return `https://www.youtube-nocookie.com/embed/${id}`;
}
function clamp(value, max) {
	return Math.min(Math.max(value, 0), max);
}
/**
* The screenshots and videos of a project page (SPEC.md §2.3), on the WAI-ARIA carousel pattern: a
* region described as "карусель" whose slides are groups "N из M", a polite live region that says
* which slide is shown, previous/next buttons that stop at the ends, and a picker of slides.
*
* The region takes focus: ArrowLeft/ArrowRight, Home and End move the slides. A horizontal swipe
* (touch or mouse) turns one slide once it goes further than 100 px, otherwise it snaps back.
* A video's player is rendered only while its slide is shown.
*/
function Carousel({ items, index, defaultIndex = 0, onIndexChange, "aria-label": ariaLabel = "Скриншоты", className }) {
	const rootRef = (0, import_react.useRef)(null);
	const [ownIndex, setOwnIndex] = (0, import_react.useState)(defaultIndex);
	const dragStart = (0, import_react.useRef)(null);
	const [dragX, setDragX] = (0, import_react.useState)(null);
	const count = items.length;
	if (count === 0) return null;
	const last = count - 1;
	const current = clamp(index ?? ownIndex, last);
	const hasControls = count > 1;
	const goTo = (target) => {
		const next = clamp(target, last);
		if (next === current) return;
		if (index === void 0) setOwnIndex(next);
		onIndexChange?.(next);
	};
	const step = (delta) => {
		const next = clamp(current + delta, last);
		goTo(next);
		if (next === 0 || next === last) rootRef.current?.focus();
	};
	const keyTargets = {
		ArrowLeft: current - 1,
		ArrowRight: current + 1,
		Home: 0,
		End: last
	};
	const onKeyDown = (event) => {
		const target = keyTargets[event.key];
		if (!hasControls || target === void 0) return;
		event.preventDefault();
		goTo(target);
	};
	const onPointerDown = (event) => {
		if (!hasControls || event.button !== 0) return;
		dragStart.current = {
			pointerId: event.pointerId,
			x: event.clientX
		};
		try {
			event.currentTarget.setPointerCapture(event.pointerId);
		} catch {}
		setDragX(0);
	};
	const onPointerMove = (event) => {
		const start = dragStart.current;
		if (start?.pointerId !== event.pointerId) return;
		setDragX(event.clientX - start.x);
	};
	const endDrag = (event, cancelled) => {
		const start = dragStart.current;
		if (start?.pointerId !== event.pointerId) return;
		dragStart.current = null;
		setDragX(null);
		const direction = cancelled ? null : swipeDirection(event.clientX - start.x);
		if (direction) goTo(current + (direction === "next" ? 1 : -1));
	};
	const offset = dragX === null ? 0 : dragX !== null && (dragX > 0 && current === 0 || dragX < 0 && current === last) ? dragX / 3 : dragX;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: rootRef,
		role: "region",
		"aria-roledescription": "карусель",
		"aria-label": ariaLabel,
		tabIndex: hasControls ? 0 : void 0,
		onKeyDown,
		className: className ? `${carousel} ${className}` : carousel,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: viewport,
			onPointerDown,
			onPointerMove,
			onPointerUp: (event) => endDrag(event, false),
			onPointerCancel: (event) => endDrag(event, true),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: track,
				"data-dragging": dragX !== null,
				style: assignInlineVars({
					[slideIndex]: String(current),
					[dragOffset]: `${offset}px`
				}),
				children: items.map((item, position) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					role: "group",
					"aria-roledescription": "слайд",
					"aria-label": `${position + 1} из ${count}`,
					"aria-hidden": position === current ? void 0 : true,
					className: slide,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SlideContent, {
						item,
						isCurrent: position === current
					})
				}, `${position}-${item.kind === "image" ? item.src : item.url}`))
			})
		}), hasControls && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "dw2xyd9",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					size: "sm",
					iconOnly: true,
					"aria-label": "Предыдущий слайд",
					isDisabled: current === 0,
					onPress: () => step(-1),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeft, {
						"aria-hidden": true,
						size: "1.25em"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)($bc25b811ec97a172$export$40258cc1d95ff477, {
					"aria-label": "Выбор слайда",
					selectionMode: "single",
					disallowEmptySelection: true,
					selectedKeys: [current],
					onSelectionChange: (keys) => {
						const [key] = keys;
						if (key !== void 0) goTo(Number(key));
					},
					className: "dw2xyda",
					children: items.map((item, position) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)($75afe627ae0cc0fa$export$d2b052e7b4be1756, {
						id: position,
						"aria-label": `Слайд ${position + 1} из ${count}`,
						className: "dw2xydb"
					}, `${position}-${item.kind === "image" ? item.src : item.url}`))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					size: "sm",
					iconOnly: true,
					"aria-label": "Следующий слайд",
					isDisabled: current === last,
					onPress: () => step(1),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
						"aria-hidden": true,
						size: "1.25em"
					})
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			role: "status",
			"aria-live": "polite",
			"aria-atomic": "true",
			className: "_13oqsg0",
			children: [
				"Слайд ",
				current + 1,
				" из ",
				count
			]
		})] })]
	});
}
function SlideContent({ item, isCurrent }) {
	if (item.kind === "image") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SlideImage, {
		item,
		isCurrent
	});
	const id = parseVideoId(item.url);
	if (id && isCurrent) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
		className: video,
		src: videoEmbedUrl(id),
		title: item.title ?? "Видео с YouTube",
		loading: "lazy",
		allow: "accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share",
		allowFullScreen: true,
		referrerPolicy: "strict-origin-when-cross-origin"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: videoPlaceholder,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Play, {
			"aria-hidden": true,
			size: "2em"
		}), id ? "Видео" : "Видео недоступно"]
	});
}
/** A screenshot; a veiled one is blurred and hidden from screen readers until the reader shows it. */
function SlideImage({ item, isCurrent }) {
	const [isRevealed, setRevealed] = (0, import_react.useState)(false);
	const isVeiled = item.isVeiled === true && !isRevealed;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		className: isVeiled ? `${image} ${blurred}` : image,
		src: item.src,
		alt: item.alt,
		"aria-hidden": isVeiled || void 0,
		draggable: false,
		loading: isCurrent ? void 0 : "lazy"
	}), isVeiled && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VeilCover, { onReveal: () => setRevealed(true) })] });
}
// libs/ui/src/components/TranslationCard/TranslationCard.css.ts
var card = "_18948s80";
var header$2 = "_18948s81";
var group = "_18948s82";
var status = "_18948s83";
// libs/ui/src/components/TranslationCard/TranslationCard.tsx
/** One translation of a project (SPEC.md §3): group, status, paid mark, date, link, description. */
function TranslationCard({ group: group$1, groupHref, status: status$1, nonFree = false, releasedAt, link: link$1, description, timeZone, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: className ? `${card} ${className}` : card,
		"aria-label": `Перевод: ${group$1}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: header$2,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						className: group,
						children: groupHref ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							href: groupHref,
							children: group$1
						}) : group$1
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: status,
						children: developmentStatusLabels[status$1]
					}),
					nonFree && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "_18948s84",
						children: "Платный"
					})
				]
			}),
			releasedAt && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "_18948s85",
				children: ["Выход перевода: ", formatDate(releasedAt, timeZone)]
			}),
			description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "_18948s85",
				children: description
			}),
			link$1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				className: "_18948s86",
				href: link$1.href,
				target: "_blank",
				rel: "noreferrer noopener",
				children: link$1.text
			})
		]
	});
}
// apps/site/src/routes/project/project-facts.ts
/** The project page's own address (§2.2): novels at /novels/{url}, the other sections at /games. */
function projectHref(project) {
	return `/${routeOfSection(project.section)}/${encodeURIComponent(project.url)}`;
}
/** The catalogue the project belongs to (§2.2), where the page goes after a delete. */
function catalogueHref(section) {
	return `/${routeOfSection(section)}`;
}
/** The project's catalogue filtered by one genre, tag or platform (the filter codec of §2.2). */
function vocabularyHref(kind, value, section) {
	const route = routeOfSection(section);
	const query = filterToQuery({
		...defaultFilter(route),
		section,
		[kind]: [value]
	}, route);
	return `/${route}?${new URLSearchParams(query).toString()}`;
}
/**
* An address the page may link to: http(s), mail or a path of the site (the markup's own rule,
* SPEC.md §3). Project links and translation links are free text in a draft, so a `javascript:`
* address could arrive; it is shown as text, never as a link.
*/
function safeLinkHref(link) {
	const trimmed = link.trim();
	return isSafeLinkUrl(trimmed) ? trimmed : void 0;
}
/** A link to another site only when it is one (http or https); anything else stays plain text. */
function externalHref(link) {
	return /^https?:\/\//i.test(link) ? link : void 0;
}
/**
* The rows of the facts list, empty ones left out. The release date is labelled by status, and the
* expected release shows only for demo and inProcess projects (§4).
*/
function projectFacts(project, timeZone) {
	const vocabulary = (kind) => project[kind].map((entry) => ({
		text: entry.value,
		href: vocabularyHref(kind, entry.value, project.section)
	}));
	const expected = project.expectedReleaseAt.trim();
	return [
		{
			key: "section",
			term: "Раздел",
			values: [{ text: sectionLabels[project.section] }]
		},
		{
			key: "status",
			term: "Статус",
			values: [{ text: developmentStatusLabels[project.status] }]
		},
		{
			key: "releasedAt",
			term: releaseDateLabel(project.status),
			values: project.releasedAt ? [{ text: formatDate(project.releasedAt, timeZone) }] : []
		},
		{
			key: "expectedReleaseAt",
			term: "Ожидаемая дата выхода",
			values: showsExpectedRelease(project.status) && expected ? [{ text: expected }] : []
		},
		{
			key: "originalLanguage",
			term: "Язык оригинала",
			values: [{ text: languageLabels[project.originalLanguage] }]
		},
		{
			key: "developers",
			term: "Разработчики",
			values: project.developers.map((developer) => {
				const href = externalHref(developer.link);
				return href ? {
					text: developer.name,
					href
				} : { text: developer.name };
			})
		},
		{
			key: "length",
			term: "Продолжительность",
			values: project.length ? [{ text: lengthInfo[project.length].label }] : []
		},
		{
			key: "genres",
			term: "Жанры",
			values: vocabulary("genres")
		},
		{
			key: "platforms",
			term: "Платформы",
			values: vocabulary("platforms")
		},
		{
			key: "tags",
			term: "Теги",
			values: vocabulary("tags")
		}
	].filter((fact) => fact.values.length > 0);
}
/**
* Translations, most complete first (§4: done, demo, inProcess, freeze, demoFreeze); translations of
* the same status keep the order the project lists them in.
*/
function translationsInOrder(translations) {
	const rank = (translation) => completenessOrder.indexOf(translation.status);
	return [...translations].sort((a, b) => rank(a) - rank(b));
}
/**
* The links a viewer sees: `regRequire` ones only when signed in (§2.3). The API already leaves them
* out for guests; filtering here too keeps a page cached before a sign-out from showing them.
*/
function visibleLinks(links, signedIn) {
	return linksVisibleTo(links, signedIn);
}
// apps/site/src/routes/novel-draft/NovelDraftPage.css.ts
var page$1 = "_1oqsjnf0";
var header$1 = "_1oqsjnf1";
var title$1 = "_1oqsjnf2";
var facts$1 = "_1oqsjnf3";
var fact = "_1oqsjnf4";
var factTerm$1 = "_1oqsjnf5";
var factValue$1 = "_1oqsjnf6";
var stepper = "_1oqsjnf7";
var actions$1 = "_1oqsjnf8";
var panel = "_1oqsjnf9";
var sectionTitle$1 = "_1oqsjnfa";
var previewTitle = "_1oqsjnfb";
var muted = "_1oqsjnfc";
var changes = "_1oqsjnfd";
var change = "_1oqsjnfe";
var changeTitle = "_1oqsjnff";
var sides = "_1oqsjnfg";
var before = "_1oqsjnfi _1oqsjnfh";
var after = "_1oqsjnfj _1oqsjnfh";
var sideTitle = "_1oqsjnfk";
var valueList = "_1oqsjnfl";
var thumbnails = "_1oqsjnfm";
var thumbnail = "_1oqsjnfn";
var overview$1 = "_1oqsjnfo";
var poster$1 = "_1oqsjnfp";
// apps/site/src/routes/project/ProjectPage.css.ts
var page = "qlxelp0";
var header = "qlxelp1";
var title = "qlxelp2";
var alternativeNames = "qlxelp3";
var headerMeta = "qlxelp4";
var actions = "qlxelp5";
var removedNotice = "qlxelp6";
var overview = "qlxelp7";
var poster = "qlxelp8";
var posterPlaceholder = "qlxelp9 qlxelp8";
var facts = "qlxelpa";
var factRow = "qlxelpb";
var factTerm = "qlxelpc";
var factValue = "qlxelpd";
var factValues = "qlxelpe";
var factItem = "qlxelpf";
var readerPanels = "qlxelpg";
var section = "qlxelph";
var sectionTitle = "qlxelpi";
var translations = "qlxelpj";
var links = "qlxelpk";
var loading = "qlxelpl";
var owners = "qlxelpm";
var owner = "qlxelpn";
var externalLink = "qlxelpo";
var addOwner = "qlxelpp";
// apps/site/src/routes/project/ProjectDescription.tsx
/** The description, rendered from the markup model; "Нет описания" when there is none (§8). */
function ProjectDescription({ markup, signedIn }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": "project-description",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "project-description",
			className: sectionTitle,
			children: "Описание"
		}), hasDescription(markup) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupView, {
			value: markup,
			showHidden: signedIn
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			kind: "noDescription",
			size: "sm"
		})]
	});
}
// apps/site/src/routes/project/ProjectFacts.tsx
/**
* A project's facts, its dates by the display clock's zone: its own component, so the clock's turn
* to the reader's zone after hydrating renders the facts again, not the whole page.
*/
function ProjectFactsOf({ project }) {
	const { timeZone } = useDisplayClock();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectFacts, { facts: projectFacts(project, timeZone) });
}
/** The project's facts as a description list (SPEC.md §2.3): status, dates, language, people, tags. */
function ProjectFacts({ facts: facts$2 }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
		className: facts,
		children: facts$2.map((fact) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: factRow,
			"data-fact": fact.key,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: factTerm,
				children: fact.term
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: factValue,
				children: fact.values.length === 1 && fact.values[0] ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FactText, { value: fact.values[0] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: factValues,
					children: fact.values.map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
						className: factItem,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FactText, { value })
					}, value.text))
				})
			})]
		}, fact.key))
	});
}
function FactText({ value }) {
	if (!value.href) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: value.text });
	return /^https?:\/\//i.test(value.href) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
		href: value.href,
		target: "_blank",
		rel: "noopener noreferrer",
		className: externalLink,
		children: value.text
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		href: value.href,
		children: value.text
	});
}
// apps/site/src/routes/project/ProjectLinks.tsx
/** The project's links (SPEC.md §3 Link); the caller has already left out what a guest may not see. */
function ProjectLinks({ links: links$1 }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": "project-links",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "project-links",
			className: sectionTitle,
			children: "Ссылки"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: links,
			children: links$1.map((link, index) => {
				const href = safeLinkHref(link.link);
				const text = link.description || link.link;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: href ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href,
					target: "_blank",
					rel: "noopener noreferrer nofollow",
					className: externalLink,
					children: text
				}) : text }, `${index}-${link.link}`);
			})
		})]
	});
}
// apps/site/src/routes/project/ProjectScreenshots.tsx
/**
* The carousel's slides: screenshots and videos (SPEC.md §3: a video's `full` is its id); a marked
* screenshot is veiled unless the reader chose to see such images.
*/
function screenshotSlides(screenshots, projectName, appearance) {
	return screenshots.map((shot, index) => isVideoScreenshot(shot) ? {
		kind: "video",
		url: shot.full,
		title: `Видео: ${projectName}`
	} : {
		kind: "image",
		src: shot.full,
		alt: `Скриншот ${index + 1}: ${projectName}`,
		isVeiled: isImageBlurred(shot, appearance)
	});
}
/** Screenshots and videos; the carousel loads the slides not shown lazily. */
function ProjectScreenshots({ novel }) {
	const appearance = useAppearance();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": "project-screenshots",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "project-screenshots",
			className: sectionTitle,
			children: "Скриншоты и видео"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Carousel, { items: screenshotSlides(novel.screenshots, novel.name, appearance) })]
	});
}
// apps/site/src/routes/project/ProjectTranslations.tsx
/**
* The project's translations, most complete first (SPEC.md §4 translation card rule). A card's group
* name links to the group's page when one of the groups that list the project has that name
* (issue 20); otherwise it stays text.
*/
function ProjectTranslations({ translations: translations$1, groups }) {
	const { timeZone } = useDisplayClock();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": "project-translations",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "project-translations",
			className: sectionTitle,
			children: "Переводы"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: translations,
			children: translationsInOrder(translations$1).map((translation, index) => {
				const href = translation.link ? safeLinkHref(translation.link.link) : void 0;
				const group = translatorGroupOf(translation.group.description, groups);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranslationCard, {
					group: translation.group.description || "Перевод",
					groupHref: group ? translatorHref(group) : void 0,
					status: translation.status,
					nonFree: translation.nonFree,
					releasedAt: translation.releasedAt,
					...timeZone ? { timeZone } : {},
					link: href ? {
						href,
						text: translation.link?.description || "Ссылка на перевод"
					} : null,
					description: translation.description
				}) }, `${index}-${translation.group.description}`);
			})
		})]
	});
}
export { projectFacts as $, change as A, page$1 as B, removedNotice as C, actions$1 as D, title as E, factValue$1 as F, sideTitle as G, poster$1 as H, facts$1 as I, thumbnail as J, sides as K, header$1 as L, changes as M, fact as N, after as O, factTerm$1 as P, catalogueHref as Q, muted as R, readerPanels as S, sectionTitle as T, previewTitle as U, panel as V, sectionTitle$1 as W, title$1 as X, thumbnails as Y, valueList as Z, owner as _, ProjectFactsOf as a, videoThumbnailUrl as at, poster as b, addOwner as c, factValue as d, projectHref as et, facts as f, overview as g, loading as h, ProjectFacts as i, parseVideoId as it, changeTitle as j, before as k, alternativeNames as l, headerMeta as m, ProjectScreenshots as n, visibleLinks as nt, ProjectDescription as o, translatorHref as ot, header as p, stepper as q, ProjectLinks as r, isVideoScreenshot as rt, actions as s, ProjectTranslations as t, safeLinkHref as tt, factTerm as u, owners as v, section as w, posterPlaceholder as x, page as y, overview$1 as z };

//# sourceMappingURL=ProjectTranslations-DveGAr_i.js.map