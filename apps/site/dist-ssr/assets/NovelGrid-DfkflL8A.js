import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { X as $984a1fc08f87e4f3$export$a6c7ac8248d6e38a } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { n as developmentStatusLabels } from "./statuses-BYlwHg7F.js";
import { n as formatRating, t as formatExternalRating } from "./rating-Bx-ab4cP.js";
import { t as LAYOUT } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { a as mostCompleteTranslation, n as VeilCover, r as blurred } from "./ImageVeil-DXvbuqL1.js";
import { t as readingListLabels } from "./reading-lists-B32r3qhk.js";
import { r as ImageOff } from "./cards-DUvw1Gz3.js";
import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { o as $ea3928288112382f$export$439d29a4e110a164 } from "./FocusScope-C0vcqR63.js";
// libs/ui/src/components/CardGrid/CardGrid.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var grid = "_1asgm050";
// libs/ui/src/components/CardGrid/CardGrid.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Cards in the catalogue grid, as a list (screen readers announce how many there are). */
function CardGrid({ children, className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: className ? `${grid} ${className}` : grid,
		...props,
		children: import_react.Children.map(children, (child) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: child }))
	});
}
// node_modules/lucide-react/dist/esm/icons/star.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "star",
	size: 24,
	node: [["path", {
		d: "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
		key: "r04s7s"
	}]]
};
__iconData.node;
var Star = createLucideIcon(__iconData);
// libs/ui/src/components/NovelCard/NovelCard.css.ts
var novelCard = "_1bdpcuv0";
var novelCardPoster = "_1bdpcuv1";
var novelCardImage = "_1bdpcuv2";
var novelCardPlaceholderIcon = "_1bdpcuv3";
var novelCardMark = "_1bdpcuv4";
var novelCardBody = "_1bdpcuv5";
var novelCardName = "_1bdpcuv6";
var novelCardDetails = "_1bdpcuv7";
var novelCardDetail = "_1bdpcuv8";
var novelCardRatings = "_1bdpcuv9";
var novelCardRating = "_1bdpcuva";
var novelCardRatingIcon = "_1bdpcuvb";
var novelCardFrame = "_1bdpcuvc";
var novelCardVeil = "_1bdpcuvd";
// libs/ui/src/components/NovelCard/NovelCard.tsx
/**
* A catalogue card: poster, name, status, translation, ratings and the reader's list mark. The whole
* card is one react-aria `Link` (a real `<a href>`), so ctrl/middle click open a new tab; its
* accessible name is its text, the novel's name first.
*/
var NovelCard = (0, import_react.forwardRef)(function NovelCard({ href, name, posterSrc, posterWidth, posterHeight, status, rating, externalRating, translationStatuses = [], readingList, posterLoading = "lazy", posterPriority = "auto", isPosterVeiled = false, className, ...props }, ref) {
	const [isPosterRevealed, setPosterRevealed] = (0, import_react.useState)(false);
	const isVeiled = isPosterVeiled && Boolean(posterSrc) && !isPosterRevealed;
	const translation = mostCompleteTranslation(translationStatuses.map((each) => ({ status: each })));
	const aspectRatio = posterWidth && posterHeight ? `${posterWidth} / ${posterHeight}` : `${LAYOUT.posterWidthPx} / ${LAYOUT.posterRatioLimit}`;
	const hasRatings = rating != null || externalRating != null;
	const card = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
		...props,
		ref,
		href,
		className: className ? `${novelCard} ${className}` : novelCard,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: novelCardPoster,
			style: { aspectRatio },
			children: [posterSrc ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				className: isVeiled ? `${novelCardImage} ${blurred}` : novelCardImage,
				src: posterSrc,
				alt: "",
				loading: posterLoading,
				fetchpriority: posterPriority
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageOff, {
				className: novelCardPlaceholderIcon,
				"aria-hidden": "true"
			}), readingList ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: novelCardMark,
				"aria-hidden": "true",
				children: readingListLabels[readingList]
			}) : null]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: novelCardBody,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: novelCardName,
				children: name
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: novelCardDetails,
				children: [
					readingList ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($ea3928288112382f$export$439d29a4e110a164, { children: [
						"Список: ",
						readingListLabels[readingList],
						"."
					] }) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: novelCardDetail,
						children: developmentStatusLabels[status]
					}),
					translation ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: novelCardDetail,
						children: ["Перевод: ", developmentStatusLabels[translation.status]]
					}) : null,
					hasRatings ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: novelCardRatings,
						children: [rating != null ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: novelCardRating,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
									className: novelCardRatingIcon,
									"aria-hidden": "true"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)($ea3928288112382f$export$439d29a4e110a164, { children: "Рейтинг " }),
								formatRating(rating)
							]
						}) : null, externalRating != null ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: novelCardRating,
							children: [
								"VNDB ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)($ea3928288112382f$export$439d29a4e110a164, { children: "рейтинг " }),
								formatExternalRating(externalRating)
							]
						}) : null]
					}) : null
				]
			})]
		})]
	});
	if (!isVeiled) return card;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: novelCardFrame,
		children: [card, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VeilCover, {
			className: novelCardVeil,
			style: { aspectRatio },
			onReveal: () => setPosterRevealed(true),
			revealLabel: "Показать постер"
		})]
	});
});
// libs/ui/src/components/NovelGrid/NovelGrid.tsx
/** How many of the eager posters are fetched first: a phone's first row. */
var FIRST_POSTERS = 2;
/** A page of the catalogue: project cards in the card grid, or the empty state when there are none. */
function NovelGrid({ novels, label, emptyKind = "nothingFound", eagerPosters = 0, className }) {
	if (novels.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		kind: emptyKind,
		...className ? { className } : {}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
		"aria-label": label,
		...className ? { className } : {},
		children: novels.map(({ key, ...card }, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NovelCard, {
			posterLoading: index < eagerPosters ? "eager" : "lazy",
			posterPriority: index < Math.min(eagerPosters, FIRST_POSTERS) ? "high" : "auto",
			...card
		}, key))
	});
}
export { NovelGrid as t };

//# sourceMappingURL=NovelGrid-DfkflL8A.js.map