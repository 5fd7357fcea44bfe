import { a as __toESM, i as __require, n as __commonJSMin, t as require_react } from "./react-DbzntsPe.js";
import { t as assertNever } from "./assert-never-FGExYdX8.js";
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { d as LINK_CONTENT_TAGS, i as isSafeLinkUrl, l as DEFAULT_SPOILER_TITLE, n as isNovelUrl, o as normalizeSpoilerTitle, r as isSafeImageUrl } from "./values-DEmi3bLE.js";
import { n as sanitizeMarkup } from "./parse-DA2Frsp_.js";
import { c as stickerLabel, d as SMILES, f as smileOf, l as stickerImagePath, n as USER_LINK_REL, s as smileLabel, u as stickersOfSet } from "./MarkupView-B6y90bdG.js";
import { i as isImageFile, n as LINK_ADDRESS_HINT, s as linkAddressFromInput } from "./FileTrigger-GKmwR1-q.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Bt as createRuntimeFn, C as require_react_dom, D as $d1116acdf220c2da$export$13f3202a3e5ddd5, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, Ft as $c7eafbbe1ea5834e$export$535bd6ca7f90a273, K as $8f5a2122b0992be3$export$b9b3dfddab17db27, Mt as $4064df0d6f9620e1$export$c9058316764c140e, O as $d1116acdf220c2da$export$4c014de7c8940b4c, Pt as $390e54f620492c70$export$f680877a34711e37, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, U as $8f5a2122b0992be3$export$630ff653c5ada6a9, a as $7705c033048f6da7$export$353f5b6fc5456de1, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, h as $e969f22b6713ca4a$export$ae780daf29e6d456, jt as clsx, t as $72abaeab4d80592f$export$9fc1347d4195ccb3, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415, zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as EyeOff } from "./eye-off-ct9KJCaq.js";
import { n as $fcc7165e876206c6$export$6d3443f2c48bfc20, t as $fcc7165e876206c6$export$45fda7c47f93fd48 } from "./animation-DbzJvMWS.js";
import { C as $4fcfe18fac72dabd$export$2de4954e8ae13b9f, d as $f11fb0bcf1b2687a$export$61c6a8c84e605fb6, k as $e28ab3efe3e87743$export$1ff3c3f08ae963c0, t as $f2ff30fde7b014be$export$2e1e1122cf0cba88, w as $4fcfe18fac72dabd$export$746d02f47f4d381, y as $b3526bc71400be8d$export$d39e1813b3bdd0e1 } from "./Dialog-BVV4XIn9.js";
import { i as $928221da08ecbc62$export$41f133550aa26f48, s as $928221da08ecbc62$export$a11e76429ed99b4 } from "./list-popup.css-jNplL34g.js";
/* empty css                               */
import { t as Button } from "./Button-C8jCOtup.js";
/* empty css                                    */
import { t as ComboBox } from "./ComboBox-Dc7D667t.js";
import { t as TextField } from "./TextField-_25ox2jH.js";
import { t as Dialog } from "./Dialog-C9kL01F8.js";
import { B as fieldLabel, H as $75afe627ae0cc0fa$export$d2b052e7b4be1756, L as fieldDescription, R as fieldError, V as fieldRoot, W as $afa781ff67c1cd08$export$fa142eb1681c520, b as Popover, nt as BookOpen, z as fieldInput } from "../entry-server.js";
import { createRequire } from "module";
// node_modules/lucide-react/dist/esm/icons/at-sign.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$10 = {
	name: "at-sign",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "4",
		key: "4exip2"
	}], ["path", {
		d: "M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8",
		key: "7n84p3"
	}]]
};
__iconData$10.node;
var AtSign = createLucideIcon(__iconData$10);
// node_modules/lucide-react/dist/esm/icons/chevrons-down-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$9 = {
	name: "chevrons-down-up",
	size: 24,
	node: [["path", {
		d: "m7 20 5-5 5 5",
		key: "13a0gw"
	}], ["path", {
		d: "m7 4 5 5 5-5",
		key: "1kwcof"
	}]]
};
__iconData$9.node;
var ChevronsDownUp = createLucideIcon(__iconData$9);
// node_modules/lucide-react/dist/esm/icons/face-slightly-smiling.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "face-slightly-smiling",
	size: 24,
	node: [
		["path", {
			d: "M15 10V9",
			key: "4dkmfx"
		}],
		["path", {
			d: "M16.472 15a6 6 0 01-8.943 0",
			key: "7qomzy"
		}],
		["path", {
			d: "M9 10V9",
			key: "1lazqi"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}]
	],
	aliases: ["smile"]
};
__iconData$8.node;
var FaceSlightlySmiling = createLucideIcon(__iconData$8);
// node_modules/lucide-react/dist/esm/icons/italic.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "italic",
	size: 24,
	node: [
		["line", {
			x1: "19",
			x2: "10",
			y1: "4",
			y2: "4",
			key: "15jd3p"
		}],
		["line", {
			x1: "14",
			x2: "5",
			y1: "20",
			y2: "20",
			key: "bu0au3"
		}],
		["line", {
			x1: "15",
			x2: "9",
			y1: "4",
			y2: "20",
			key: "uljnxc"
		}]
	]
};
__iconData$7.node;
var Italic = createLucideIcon(__iconData$7);
// node_modules/lucide-react/dist/esm/icons/letter-b.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "letter-b",
	size: 24,
	node: [["path", {
		d: "M6 12h9a4 4 0 010 8H7a1 1 0 01-1-1V5a1 1 0 011-1h7a4 4 0 010 8",
		key: "n8tvfh"
	}]],
	aliases: ["bold"]
};
__iconData$6.node;
var LetterB = createLucideIcon(__iconData$6);
// node_modules/lucide-react/dist/esm/icons/link-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "link-2",
	size: 24,
	node: [
		["path", {
			d: "M9 17H7A5 5 0 0 1 7 7h2",
			key: "8i5ue5"
		}],
		["path", {
			d: "M15 7h2a5 5 0 1 1 0 10h-2",
			key: "1b9ql8"
		}],
		["line", {
			x1: "8",
			x2: "16",
			y1: "12",
			y2: "12",
			key: "1jonct"
		}]
	]
};
__iconData$5.node;
var Link2 = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/sticker.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "sticker",
	size: 24,
	node: [
		["path", {
			d: "M21 9a2.4 2.4 0 0 0-.706-1.706l-3.588-3.588A2.4 2.4 0 0 0 15 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2z",
			key: "1dfntj"
		}],
		["path", {
			d: "M15 3v5a1 1 0 0 0 1 1h5",
			key: "6s6qgf"
		}],
		["path", {
			d: "M8 13h.01",
			key: "1sbv64"
		}],
		["path", {
			d: "M16 13h.01",
			key: "wip0gl"
		}],
		["path", {
			d: "M10 16s.8 1 2 1c1.3 0 2-1 2-1",
			key: "1vvgv3"
		}]
	]
};
__iconData$4.node;
var Sticker = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/strikethrough.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "strikethrough",
	size: 24,
	node: [
		["path", {
			d: "M16 4H9a3 3 0 0 0-2.83 4",
			key: "43sutm"
		}],
		["path", {
			d: "M14 12a4 4 0 0 1 0 8H6",
			key: "nlfj13"
		}],
		["line", {
			x1: "4",
			x2: "20",
			y1: "12",
			y2: "12",
			key: "1e0a9i"
		}]
	]
};
__iconData$3.node;
var Strikethrough = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/text-align-center.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "text-align-center",
	size: 24,
	node: [
		["path", {
			d: "M21 5H3",
			key: "1fi0y6"
		}],
		["path", {
			d: "M17 12H7",
			key: "16if0g"
		}],
		["path", {
			d: "M19 19H5",
			key: "vjpgq2"
		}]
	],
	aliases: ["align-center"]
};
__iconData$2.node;
var TextAlignCenter = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/text-align-end.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "text-align-end",
	size: 24,
	node: [
		["path", {
			d: "M21 5H3",
			key: "1fi0y6"
		}],
		["path", {
			d: "M21 12H9",
			key: "dn1m92"
		}],
		["path", {
			d: "M21 19H7",
			key: "4cu937"
		}]
	],
	aliases: ["align-right"]
};
__iconData$1.node;
var TextAlignEnd = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/underline.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "underline",
	size: 24,
	node: [["path", {
		d: "M6 4v6a6 6 0 0 0 12 0V4",
		key: "9kb039"
	}], ["line", {
		x1: "4",
		x2: "20",
		y1: "20",
		y2: "20",
		key: "nun2al"
	}]]
};
__iconData.node;
var Underline = createLucideIcon(__iconData);
// node_modules/react-stately/dist/private/tooltip/useTooltipTriggerState.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $3834487504f4fc00$var$TOOLTIP_DELAY = 1500;
var $3834487504f4fc00$var$TOOLTIP_COOLDOWN = 500;
var $3834487504f4fc00$var$tooltips = {};
var $3834487504f4fc00$var$tooltipId = 0;
var $3834487504f4fc00$var$globalWarmedUp = false;
var $3834487504f4fc00$var$globalWarmUpTimeout = null;
var $3834487504f4fc00$var$globalCooldownTimeout = null;
function $3834487504f4fc00$export$4d40659c25ecb50b(props = {}) {
	let { delay = $3834487504f4fc00$var$TOOLTIP_DELAY, closeDelay = $3834487504f4fc00$var$TOOLTIP_COOLDOWN } = props;
	let { isOpen, open, close } = $f11fb0bcf1b2687a$export$61c6a8c84e605fb6(props);
	let [shouldSkipAnimation, setIsInstant] = (0, import_react.useState)(false);
	let id = (0, import_react.useMemo)(() => `${++$3834487504f4fc00$var$tooltipId}`, []);
	let closeTimeout = (0, import_react.useRef)(null);
	let closeCallback = (0, import_react.useRef)(close);
	let ensureTooltipEntry = () => {
		$3834487504f4fc00$var$tooltips[id] = hideTooltip;
	};
	let closeOpenTooltips = () => {
		for (let hideTooltipId in $3834487504f4fc00$var$tooltips) if (hideTooltipId !== id) {
			$3834487504f4fc00$var$tooltips[hideTooltipId](true, true);
			delete $3834487504f4fc00$var$tooltips[hideTooltipId];
		}
	};
	let showTooltip = (instant) => {
		if (closeTimeout.current) clearTimeout(closeTimeout.current);
		closeTimeout.current = null;
		closeOpenTooltips();
		ensureTooltipEntry();
		setIsInstant(!!instant);
		$3834487504f4fc00$var$globalWarmedUp = true;
		open();
		if ($3834487504f4fc00$var$globalWarmUpTimeout) {
			clearTimeout($3834487504f4fc00$var$globalWarmUpTimeout);
			$3834487504f4fc00$var$globalWarmUpTimeout = null;
		}
		if ($3834487504f4fc00$var$globalCooldownTimeout) {
			clearTimeout($3834487504f4fc00$var$globalCooldownTimeout);
			$3834487504f4fc00$var$globalCooldownTimeout = null;
		}
	};
	let hideTooltip = (immediate, instant) => {
		setIsInstant(!!instant);
		if (immediate || closeDelay <= 0) {
			if (closeTimeout.current) clearTimeout(closeTimeout.current);
			closeTimeout.current = null;
			closeCallback.current();
		} else if (!closeTimeout.current) closeTimeout.current = setTimeout(() => {
			closeTimeout.current = null;
			closeCallback.current();
		}, closeDelay);
		if ($3834487504f4fc00$var$globalWarmUpTimeout) {
			clearTimeout($3834487504f4fc00$var$globalWarmUpTimeout);
			$3834487504f4fc00$var$globalWarmUpTimeout = null;
		}
		if ($3834487504f4fc00$var$globalWarmedUp) {
			if ($3834487504f4fc00$var$globalCooldownTimeout) clearTimeout($3834487504f4fc00$var$globalCooldownTimeout);
			$3834487504f4fc00$var$globalCooldownTimeout = setTimeout(() => {
				delete $3834487504f4fc00$var$tooltips[id];
				$3834487504f4fc00$var$globalCooldownTimeout = null;
				$3834487504f4fc00$var$globalWarmedUp = false;
			}, Math.max($3834487504f4fc00$var$TOOLTIP_COOLDOWN, closeDelay));
		}
	};
	let warmupTooltip = () => {
		closeOpenTooltips();
		ensureTooltipEntry();
		if (!isOpen && !$3834487504f4fc00$var$globalWarmedUp) {
			if ($3834487504f4fc00$var$globalWarmUpTimeout) clearTimeout($3834487504f4fc00$var$globalWarmUpTimeout);
			$3834487504f4fc00$var$globalWarmUpTimeout = setTimeout(() => {
				$3834487504f4fc00$var$globalWarmUpTimeout = null;
				$3834487504f4fc00$var$globalWarmedUp = true;
				showTooltip(false);
			}, delay);
		} else if (!isOpen) showTooltip(true);
	};
	(0, import_react.useEffect)(() => {
		closeCallback.current = close;
	}, [close]);
	(0, import_react.useEffect)(() => {
		return () => {
			if (closeTimeout.current) clearTimeout(closeTimeout.current);
			if ($3834487504f4fc00$var$tooltips[id]) delete $3834487504f4fc00$var$tooltips[id];
		};
	}, [id]);
	return {
		isOpen,
		shouldSkipAnimation,
		open: (immediate) => {
			if (!immediate && delay > 0 && !closeTimeout.current) warmupTooltip();
			else showTooltip($3834487504f4fc00$var$globalWarmedUp);
		},
		close: hideTooltip
	};
}
// node_modules/react-aria-components/dist/private/Toolbar.mjs
var $db7105decd081705$export$6311e7ab80ef752f = /*#__PURE__*/ (0, import_react.createContext)({});
var $db7105decd081705$export$4c260019440d418f = /*#__PURE__*/ (0, import_react.forwardRef)(function Toolbar(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $db7105decd081705$export$6311e7ab80ef752f);
	let { toolbarProps } = $afa781ff67c1cd08$export$fa142eb1681c520(props, ref);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: { orientation: props.orientation || "horizontal" },
		defaultClassName: "react-aria-Toolbar"
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, toolbarProps),
		ref,
		slot: props.slot || void 0,
		"data-orientation": props.orientation || "horizontal"
	}, renderProps.children);
});
// node_modules/react-aria/dist/private/overlays/useModal.mjs
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var $c07df45195231803$var$Context = /*#__PURE__*/ import_react.createContext(null);
function $c07df45195231803$export$178405afcd8c5eb(props) {
	let { children } = props;
	let parent = (0, import_react.useContext)($c07df45195231803$var$Context);
	let [modalCount, setModalCount] = (0, import_react.useState)(0);
	let context = (0, import_react.useMemo)(() => ({
		parent,
		modalCount,
		addModal() {
			setModalCount((count) => count + 1);
			if (parent) parent.addModal();
		},
		removeModal() {
			setModalCount((count) => count - 1);
			if (parent) parent.removeModal();
		}
	}), [parent, modalCount]);
	return /*#__PURE__*/ import_react.createElement($c07df45195231803$var$Context.Provider, { value: context }, children);
}
function $c07df45195231803$export$d9aaed4c3ece1bc0() {
	let context = (0, import_react.useContext)($c07df45195231803$var$Context);
	return { modalProviderProps: { "aria-hidden": context && context.modalCount > 0 ? true : void 0 } };
}
/**
* Creates a root node that will be aria-hidden if there are other modals open.
*/ function $c07df45195231803$var$OverlayContainerDOM(props) {
	let { modalProviderProps } = $c07df45195231803$export$d9aaed4c3ece1bc0();
	return /*#__PURE__*/ import_react.createElement("div", {
		"data-overlay-container": true,
		...props,
		...modalProviderProps
	});
}
function $c07df45195231803$export$bf688221f59024e5(props) {
	return /*#__PURE__*/ import_react.createElement($c07df45195231803$export$178405afcd8c5eb, null, /*#__PURE__*/ import_react.createElement($c07df45195231803$var$OverlayContainerDOM, props));
}
function $c07df45195231803$export$b47c3594eab58386(props) {
	let isSSR = $c7eafbbe1ea5834e$export$535bd6ca7f90a273();
	let { portalContainer = isSSR ? null : document.body, ...rest } = props;
	let { getContainer } = $72abaeab4d80592f$export$9fc1347d4195ccb3();
	if (!props.portalContainer && getContainer) portalContainer = getContainer();
	import_react.useEffect(() => {
		if (portalContainer?.closest("[data-overlay-container]")) throw new Error("An OverlayContainer must not be inside another container. Please change the portalContainer prop.");
	}, [portalContainer]);
	if (!portalContainer) return null;
	let contents = /*#__PURE__*/ import_react.createElement($c07df45195231803$export$bf688221f59024e5, rest);
	return /*#__PURE__*/ import_react_dom.createPortal(contents, portalContainer);
}
// node_modules/react-aria/dist/private/tooltip/useTooltip.mjs
function $8c383cffc84c9982$export$1c4b08e0eca38426(props, state) {
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	let { hoverProps } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		onHoverStart: () => state?.open(true),
		onHoverEnd: () => state?.close()
	});
	return { tooltipProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, hoverProps, { role: "tooltip" }) };
}
// node_modules/react-aria/dist/private/tooltip/useTooltipTrigger.mjs
function $85908aa8a35f0fac$export$a6da6c504e4bba8b(props, state, ref) {
	let { isDisabled, trigger, shouldCloseOnPress = true } = props;
	let tooltipId = $390e54f620492c70$export$f680877a34711e37();
	let isHovered = (0, import_react.useRef)(false);
	let isFocused = (0, import_react.useRef)(false);
	let handleShow = () => {
		if (isHovered.current || isFocused.current) state.open(isFocused.current);
	};
	let handleHide = (immediate) => {
		if (!isHovered.current && !isFocused.current) state.close(immediate);
	};
	(0, import_react.useEffect)(() => {
		let onKeyDown = (e) => {
			if (ref && ref.current) {
				if (e.key === "Escape") {
					e.stopPropagation();
					state.close(true);
				}
			}
		};
		if (state.isOpen) {
			document.addEventListener("keydown", onKeyDown, true);
			return () => {
				document.removeEventListener("keydown", onKeyDown, true);
			};
		}
	}, [ref, state]);
	let onHoverStart = () => {
		if (trigger === "focus") return;
		if ($8f5a2122b0992be3$export$630ff653c5ada6a9() === "pointer") isHovered.current = true;
		else isHovered.current = false;
		handleShow();
	};
	let onHoverEnd = () => {
		if (trigger === "focus") return;
		isFocused.current = false;
		isHovered.current = false;
		handleHide();
	};
	let onPressStart = () => {
		if (!shouldCloseOnPress) return;
		isFocused.current = false;
		isHovered.current = false;
		handleHide(true);
	};
	let onFocus = () => {
		if ($8f5a2122b0992be3$export$b9b3dfddab17db27()) {
			isFocused.current = true;
			handleShow();
		}
	};
	let onBlur = () => {
		isFocused.current = false;
		isHovered.current = false;
		handleHide(true);
	};
	let { hoverProps } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		isDisabled,
		onHoverStart,
		onHoverEnd
	});
	let { focusableProps } = $d1116acdf220c2da$export$4c014de7c8940b4c({
		isDisabled,
		onFocus,
		onBlur
	}, ref);
	return {
		triggerProps: {
			"aria-describedby": state.isOpen ? tooltipId : void 0,
			...$bbaa08b3cd72f041$export$9d1611c77c2fe928(focusableProps, hoverProps, {
				onPointerDown: onPressStart,
				onKeyDown: onPressStart
			}),
			tabIndex: void 0
		},
		tooltipProps: { id: tooltipId }
	};
}
// node_modules/react-aria-components/dist/private/Tooltip.mjs
var $05a50f7d78b03ad9$export$7a7623236eec67fa = /*#__PURE__*/ (0, import_react.createContext)(null);
var $05a50f7d78b03ad9$export$39ae08fa83328b12 = /*#__PURE__*/ (0, import_react.createContext)(null);
function $05a50f7d78b03ad9$export$8c610744efcf8a1d(props) {
	let state = $3834487504f4fc00$export$4d40659c25ecb50b(props);
	let ref = (0, import_react.useRef)(null);
	let { triggerProps, tooltipProps } = $85908aa8a35f0fac$export$a6da6c504e4bba8b(props, state, ref);
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [[$05a50f7d78b03ad9$export$7a7623236eec67fa, state], [$05a50f7d78b03ad9$export$39ae08fa83328b12, {
		...tooltipProps,
		triggerRef: ref
	}]] }, /*#__PURE__*/ import_react.createElement($d1116acdf220c2da$export$13f3202a3e5ddd5, {
		...triggerProps,
		ref
	}, props.children));
}
var $05a50f7d78b03ad9$export$28c660c63b792dea = /*#__PURE__*/ (0, import_react.forwardRef)(function Tooltip({ UNSTABLE_portalContainer, ...props }, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $05a50f7d78b03ad9$export$39ae08fa83328b12);
	let contextState = (0, import_react.useContext)($05a50f7d78b03ad9$export$7a7623236eec67fa);
	let localState = $3834487504f4fc00$export$4d40659c25ecb50b(props);
	let state = props.isOpen != null || props.defaultOpen != null || !contextState ? localState : contextState;
	let exitAnimation = $fcc7165e876206c6$export$45fda7c47f93fd48(ref, state.isOpen);
	let isExiting = props.isExiting || !state.shouldSkipAnimation && exitAnimation || false;
	if (!state.isOpen && !isExiting) return null;
	return /*#__PURE__*/ import_react.createElement($c07df45195231803$export$b47c3594eab58386, { portalContainer: UNSTABLE_portalContainer }, /*#__PURE__*/ import_react.createElement($05a50f7d78b03ad9$var$TooltipInner, {
		...props,
		tooltipRef: ref,
		isExiting
	}));
});
function $05a50f7d78b03ad9$var$TooltipInner(props) {
	let state = (0, import_react.useContext)($05a50f7d78b03ad9$export$7a7623236eec67fa);
	let arrowRef = (0, import_react.useRef)(null);
	let { overlayProps, arrowProps, placement, triggerAnchorPoint } = $b3526bc71400be8d$export$d39e1813b3bdd0e1({
		placement: props.placement || "top",
		targetRef: props.triggerRef,
		overlayRef: props.tooltipRef,
		arrowRef,
		offset: props.offset,
		crossOffset: props.crossOffset,
		isOpen: state.isOpen,
		arrowBoundaryOffset: props.arrowBoundaryOffset,
		shouldFlip: props.shouldFlip,
		containerPadding: props.containerPadding,
		onClose: () => state.close(true)
	});
	let enterAnimation = $fcc7165e876206c6$export$6d3443f2c48bfc20(props.tooltipRef, !!placement);
	let isEntering = props.isEntering || !state.shouldSkipAnimation && enterAnimation || false;
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName: "react-aria-Tooltip",
		values: {
			placement,
			isEntering,
			isExiting: props.isExiting,
			state
		}
	});
	props = $bbaa08b3cd72f041$export$9d1611c77c2fe928(props, overlayProps);
	let { tooltipProps } = $8c383cffc84c9982$export$1c4b08e0eca38426(props, state);
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, tooltipProps),
		ref: props.tooltipRef,
		style: {
			...overlayProps.style,
			"--trigger-anchor-point": triggerAnchorPoint ? `${triggerAnchorPoint.x}px ${triggerAnchorPoint.y}px` : void 0,
			...renderProps.style
		},
		"data-placement": placement ?? void 0,
		"data-entering": isEntering || void 0,
		"data-exiting": props.isExiting || void 0
	}, /*#__PURE__*/ import_react.createElement($4fcfe18fac72dabd$export$2de4954e8ae13b9f.Provider, { value: {
		...arrowProps,
		placement,
		ref: arrowRef
	} }, renderProps.children));
}
// libs/ui/src/components/Tooltip/Tooltip.css.ts
var tooltip = "e8mj350";
var tooltipArrow = "e8mj351";
var tooltipArrowShape = "e8mj352";
// libs/ui/src/components/Tooltip/Tooltip.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A hint shown on hover and keyboard focus, on react-aria's `Tooltip` with an `OverlayArrow`. Put it
* in a `TooltipTrigger` after a focusable trigger (a `Button`): opening, delays, Escape and
* `aria-describedby` come from react-aria.
*/
var Tooltip = (0, import_react.forwardRef)(function Tooltip({ children, placement = "top", offset = 8, className, ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($05a50f7d78b03ad9$export$28c660c63b792dea, {
		...props,
		ref,
		placement,
		offset,
		className: className ? `${tooltip} ${className}` : tooltip,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)($4fcfe18fac72dabd$export$746d02f47f4d381, {
			className: tooltipArrow,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
				className: tooltipArrowShape,
				viewBox: "0 0 8 8",
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M0 0 L4 4 L8 0" })
			})
		}), children]
	});
});
// libs/ui/src/components/Toolbar/Toolbar.css.ts
var toolbar = "_1mo49hx0";
var toolbarButton = createRuntimeFn({
	defaultClassName: "_1mo49hx1",
	variantClassNames: { withText: {
		true: "_1mo49hx2",
		false: "_1mo49hx3"
	} },
	defaultVariants: { withText: false },
	compoundVariants: []
});
var toolbarIcon = "_1mo49hx4";
var toolbarSeparator = "_1mo49hx5";
// libs/ui/src/components/Toolbar/Toolbar.tsx
/**
* A row of tools on react-aria's `Toolbar`: one Tab stop, the arrow keys move between the tools
* (roving focus), Tab leaves it. Put `ToolbarButton`, `ToolbarToggleButton` and `ToolbarSeparator` in it.
*/
function Toolbar({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($db7105decd081705$export$4c260019440d418f, {
		...props,
		className: className ? `${toolbar} ${className}` : toolbar
	});
}
/**
* A ref that gives the tool its `aria-keyshortcuts` ("Ctrl+Shift+X" written "Control+Shift+X"):
* react-aria's buttons pass no such attribute through their props.
*/
function useShortcutRef(ref, shortcut) {
	const describe = (0, import_react.useCallback)((element) => {
		if (!element) return;
		if (shortcut) element.setAttribute("aria-keyshortcuts", shortcut.replace(/\bCtrl\b/g, "Control"));
		else element.removeAttribute("aria-keyshortcuts");
	}, [shortcut]);
	return $4064df0d6f9620e1$export$c9058316764c140e(ref, describe);
}
function toolContent(icon, label, showLabel) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(icon, {
		"aria-hidden": true,
		className: toolbarIcon
	}), showLabel ? label : null] });
}
function withTooltip(trigger, label, shortcut) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($05a50f7d78b03ad9$export$8c610744efcf8a1d, {
		delay: 600,
		children: [trigger, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
			placement: "bottom",
			children: shortcut ? `${label} (${shortcut})` : label
		})]
	});
}
/**
* A tool that does something at once or opens something (a dialog, a picker, a file chooser): it can
* be the trigger of react-aria's `DialogTrigger` or `FileTrigger`.
*/
var ToolbarButton = (0, import_react.forwardRef)(function ToolbarButton({ label, icon, shortcut, showLabel = false, className, ...props }, ref) {
	const classes = toolbarButton({ withText: showLabel });
	const shortcutRef = useShortcutRef(ref, shortcut);
	return withTooltip(/* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
		...props,
		ref: shortcutRef,
		"aria-label": showLabel ? void 0 : label,
		className: className ? `${classes} ${className}` : classes,
		children: toolContent(icon, label, showLabel)
	}), label, shortcut);
});
/** A tool that is on or off (bold, a preview), announced as a pressed button. */
var ToolbarToggleButton = (0, import_react.forwardRef)(function ToolbarToggleButton({ label, icon, shortcut, showLabel = false, className, ...props }, ref) {
	const classes = toolbarButton({ withText: showLabel });
	const shortcutRef = useShortcutRef(ref, shortcut);
	return withTooltip(/* @__PURE__ */ (0, import_jsx_runtime.jsx)($75afe627ae0cc0fa$export$d2b052e7b4be1756, {
		...props,
		ref: shortcutRef,
		"aria-label": showLabel ? void 0 : label,
		className: className ? `${classes} ${className}` : classes,
		children: toolContent(icon, label, showLabel)
	}), label, shortcut);
});
/** A line between groups of tools. */
function ToolbarSeparator() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($e28ab3efe3e87743$export$1ff3c3f08ae963c0, {
		orientation: "vertical",
		className: toolbarSeparator
	});
}
// node_modules/nanoevents/index.js
var createNanoEvents = () => ({
	events: {},
	emit(event, ...args) {
		(this.events[event] || []).forEach((i) => i(...args));
	},
	on(event, cb) {
		(this.events[event] = this.events[event] || []).push(cb);
		return () => this.events[event] = (this.events[event] || []).filter((i) => i !== cb);
	}
});
// node_modules/@remirror/core-constants/dist/remirror-core-constants.js
var import_make_error = (/* @__PURE__ */ __commonJSMin(((exports, module) => {
	var construct = typeof Reflect !== "undefined" ? Reflect.construct : void 0;
	var defineProperty = Object.defineProperty;
	var captureStackTrace = Error.captureStackTrace;
	if (captureStackTrace === void 0) captureStackTrace = function captureStackTrace(error) {
		var container = /* @__PURE__ */ new Error();
		defineProperty(error, "stack", {
			configurable: true,
			get: function getStack() {
				var stack = container.stack;
				defineProperty(this, "stack", {
					configurable: true,
					value: stack,
					writable: true
				});
				return stack;
			},
			set: function setStack(stack) {
				defineProperty(error, "stack", {
					configurable: true,
					value: stack,
					writable: true
				});
			}
		});
	};
	function BaseError(message) {
		if (message !== void 0) defineProperty(this, "message", {
			configurable: true,
			value: message,
			writable: true
		});
		var cname = this.constructor.name;
		if (cname !== void 0 && cname !== this.name) defineProperty(this, "name", {
			configurable: true,
			value: cname,
			writable: true
		});
		captureStackTrace(this, this.constructor);
	}
	BaseError.prototype = Object.create(Error.prototype, { constructor: {
		configurable: true,
		value: BaseError,
		writable: true
	} });
	var setFunctionName = (function() {
		function setFunctionName(fn, name) {
			return defineProperty(fn, "name", {
				configurable: true,
				value: name
			});
		}
		try {
			var f = function() {};
			setFunctionName(f, "foo");
			if (f.name === "foo") return setFunctionName;
		} catch (_) {}
	})();
	function makeError(constructor, super_) {
		if (super_ == null || super_ === Error) super_ = BaseError;
		else if (typeof super_ !== "function") throw new TypeError("super_ should be a function");
		var name;
		if (typeof constructor === "string") {
			name = constructor;
			constructor = construct !== void 0 ? function() {
				return construct(super_, arguments, this.constructor);
			} : function() {
				super_.apply(this, arguments);
			};
			if (setFunctionName !== void 0) {
				setFunctionName(constructor, name);
				name = void 0;
			}
		} else if (typeof constructor !== "function") throw new TypeError("constructor should be either a string or a function");
		constructor.super_ = constructor["super"] = super_;
		var properties = { constructor: {
			configurable: true,
			value: constructor,
			writable: true
		} };
		if (name !== void 0) properties.name = {
			configurable: true,
			value: name,
			writable: true
		};
		constructor.prototype = Object.create(super_.prototype, properties);
		return constructor;
	}
	exports = module.exports = makeError;
	exports.BaseError = BaseError;
})))();
var SELECTED_NODE_CLASS_NAME = "ProseMirror-selectednode";
".".concat(SELECTED_NODE_CLASS_NAME);
var STATE_OVERRIDE = "__state_override__";
var ExtensionTag = {
	/**
	* Describes a node that can be used as the last node of a document and
	* doesn't need to have anything else rendered after itself.
	*
	* @remarks
	*
	* e.g. `paragraph`
	*/
	LastNodeCompatible: "lastNodeCompatible",
	/**
	* A mark that is used to change the formatting of the node it wraps.
	*
	* @remarks
	*
	* e.g. `bold`, `italic`
	*/
	FormattingMark: "formattingMark",
	/**
	* A node that formats text in a non-standard way.
	*
	* @remarks
	*
	* e.g. `codeBlock`, `heading`, `blockquote`
	*/
	FormattingNode: "formattingNode",
	/**
	* Identifies a node which has problems with cursor navigation.
	*
	* @remarks
	*
	* When this tag is added to an extension this will be picked up by
	* behavioural extensions such as the NodeCursorExtension which makes hard to
	* reach nodes reachable using keyboard arrows.
	*/
	NodeCursor: "nodeCursor",
	/**
	* Mark group for font styling (e.g. bold, italic, underline, superscript).
	*/
	FontStyle: "fontStyle",
	/**
	* Mark groups for links.
	*/
	Link: "link",
	/**
	* Mark groups for colors (text-color, background-color, etc).
	*/
	Color: "color",
	/**
	* Mark group for alignment.
	*/
	Alignment: "alignment",
	/**
	* Mark group for indentation.
	*/
	Indentation: "indentation",
	/**
	* Extension which affect the behaviour of the content. Can be nodes marks or
	* plain.
	*/
	Behavior: "behavior",
	/**
	* Marks and nodes which contain code.
	*/
	Code: "code",
	/**
	* Whether this node is an inline node.
	*
	* - `text` is an inline node, but `paragraph` is a block node.
	*/
	InlineNode: "inline",
	/**
	* This is a node that can contain list items.
	*/
	ListContainerNode: "listContainer",
	/**
	* Tags the extension as a list item node which can be contained by
	* [[`ExtensionTag.ListNode`]].
	*/
	ListItemNode: "listItemNode",
	/**
	* Sets this as a block level node.
	*/
	Block: "block",
	/**
	* @deprecate use `ExtensionTags.Block` instead.
	*/
	BlockNode: "block",
	/**
	* Set this as a text block
	*/
	TextBlock: "textBlock",
	/**
	* A tag that excludes this from input rules.
	*/
	ExcludeInputRules: "excludeFromInputRules",
	/**
	* A mark or node that can't  be exited when at the end and beginning of the
	* document with an arrow key or backspace key.
	*/
	PreventExits: "preventsExits",
	/**
	* Represents a media compatible node.
	*/
	Media: "media"
};
var __INTERNAL_REMIRROR_IDENTIFIER_KEY__ = Symbol.for("__remirror__");
var RemirrorIdentifier = /* @__PURE__ */ ((RemirrorIdentifier2) => {
	RemirrorIdentifier2["PlainExtension"] = "RemirrorPlainExtension";
	RemirrorIdentifier2["NodeExtension"] = "RemirrorNodeExtension";
	RemirrorIdentifier2["MarkExtension"] = "RemirrorMarkExtension";
	RemirrorIdentifier2["PlainExtensionConstructor"] = "RemirrorPlainExtensionConstructor";
	RemirrorIdentifier2["NodeExtensionConstructor"] = "RemirrorNodeExtensionConstructor";
	RemirrorIdentifier2["MarkExtensionConstructor"] = "RemirrorMarkExtensionConstructor";
	RemirrorIdentifier2["Manager"] = "RemirrorManager";
	RemirrorIdentifier2["Preset"] = "RemirrorPreset";
	RemirrorIdentifier2["PresetConstructor"] = "RemirrorPresetConstructor";
	return RemirrorIdentifier2;
})(RemirrorIdentifier || {});
var ExtensionPriority = /* @__PURE__ */ ((ExtensionPriority2) => {
	ExtensionPriority2[ExtensionPriority2["Critical"] = 1e6] = "Critical";
	ExtensionPriority2[ExtensionPriority2["Highest"] = 1e5] = "Highest";
	ExtensionPriority2[ExtensionPriority2["High"] = 1e4] = "High";
	ExtensionPriority2[ExtensionPriority2["Medium"] = 1e3] = "Medium";
	ExtensionPriority2[ExtensionPriority2["Default"] = 100] = "Default";
	ExtensionPriority2[ExtensionPriority2["Low"] = 10] = "Low";
	ExtensionPriority2[ExtensionPriority2["Lowest"] = 0] = "Lowest";
	return ExtensionPriority2;
})(ExtensionPriority || {});
var ManagerPhase = /* @__PURE__ */ ((ManagerPhase2) => {
	ManagerPhase2[ManagerPhase2["None"] = 0] = "None";
	ManagerPhase2[ManagerPhase2["Create"] = 1] = "Create";
	ManagerPhase2[ManagerPhase2["EditorView"] = 2] = "EditorView";
	ManagerPhase2[ManagerPhase2["Runtime"] = 3] = "Runtime";
	ManagerPhase2[ManagerPhase2["Destroy"] = 4] = "Destroy";
	return ManagerPhase2;
})(ManagerPhase || {});
var NamedShortcut = /* @__PURE__ */ ((NamedShortcut2) => {
	NamedShortcut2["Undo"] = "_|undo|_";
	NamedShortcut2["Redo"] = "_|redo|_";
	NamedShortcut2["Bold"] = "_|bold|_";
	NamedShortcut2["Italic"] = "_|italic|_";
	NamedShortcut2["Underline"] = "_|underline|_";
	NamedShortcut2["Strike"] = "_|strike|_";
	NamedShortcut2["Code"] = "_|code|_";
	NamedShortcut2["Paragraph"] = "_|paragraph|_";
	NamedShortcut2["H1"] = "_|h1|_";
	NamedShortcut2["H2"] = "_|h2|_";
	NamedShortcut2["H3"] = "_|h3|_";
	NamedShortcut2["H4"] = "_|h4|_";
	NamedShortcut2["H5"] = "_|h5|_";
	NamedShortcut2["H6"] = "_|h6|_";
	NamedShortcut2["TaskList"] = "_|task|_";
	NamedShortcut2["BulletList"] = "_|bullet|_";
	NamedShortcut2["OrderedList"] = "_|number|_";
	NamedShortcut2["Quote"] = "_|quote|_";
	NamedShortcut2["Divider"] = "_|divider|_";
	NamedShortcut2["Codeblock"] = "_|codeblock|_";
	NamedShortcut2["ClearFormatting"] = "_|clear|_";
	NamedShortcut2["Superscript"] = "_|sup|_";
	NamedShortcut2["Subscript"] = "_|sub|_";
	NamedShortcut2["LeftAlignment"] = "_|left-align|_";
	NamedShortcut2["CenterAlignment"] = "_|center-align|_";
	NamedShortcut2["RightAlignment"] = "_|right-align|_";
	NamedShortcut2["JustifyAlignment"] = "_|justify-align|_";
	NamedShortcut2["InsertLink"] = "_|link|_";
	NamedShortcut2["Find"] = "_|find|_";
	NamedShortcut2["FindBackwards"] = "_|find-backwards|_";
	NamedShortcut2["FindReplace"] = "_|find-replace|_";
	NamedShortcut2["AddFootnote"] = "_|footnote|_";
	NamedShortcut2["AddComment"] = "_|comment|_";
	NamedShortcut2["ContextMenu"] = "_|context-menu|_";
	NamedShortcut2["IncreaseFontSize"] = "_|inc-font-size|_";
	NamedShortcut2["DecreaseFontSize"] = "_|dec-font-size|_";
	NamedShortcut2["IncreaseIndent"] = "_|indent|_";
	NamedShortcut2["DecreaseIndent"] = "_|dedent|_";
	NamedShortcut2["Shortcuts"] = "_|shortcuts|_";
	NamedShortcut2["Copy"] = "_|copy|_";
	NamedShortcut2["Cut"] = "_|cut|_";
	NamedShortcut2["Paste"] = "_|paste|_";
	NamedShortcut2["PastePlain"] = "_|paste-plain|_";
	NamedShortcut2["SelectAll"] = "_|select-all|_";
	NamedShortcut2["Format"] = "_|format|_";
	return NamedShortcut2;
})(NamedShortcut || {});
var ErrorConstant = /* @__PURE__ */ ((ErrorConstant2) => {
	ErrorConstant2["UNKNOWN"] = "RMR0001";
	ErrorConstant2["INVALID_COMMAND_ARGUMENTS"] = "RMR0002";
	ErrorConstant2["CUSTOM"] = "RMR0003";
	ErrorConstant2["CORE_HELPERS"] = "RMR0004";
	ErrorConstant2["MUTATION"] = "RMR0005";
	ErrorConstant2["INTERNAL"] = "RMR0006";
	ErrorConstant2["MISSING_REQUIRED_EXTENSION"] = "RMR0007";
	ErrorConstant2["MANAGER_PHASE_ERROR"] = "RMR0008";
	ErrorConstant2["INVALID_GET_EXTENSION"] = "RMR0010";
	ErrorConstant2["INVALID_MANAGER_ARGUMENTS"] = "RMR0011";
	ErrorConstant2["SCHEMA"] = "RMR0012";
	ErrorConstant2["HELPERS_CALLED_IN_OUTER_SCOPE"] = "RMR0013";
	ErrorConstant2["INVALID_MANAGER_EXTENSION"] = "RMR0014";
	ErrorConstant2["DUPLICATE_COMMAND_NAMES"] = "RMR0016";
	ErrorConstant2["DUPLICATE_HELPER_NAMES"] = "RMR0017";
	ErrorConstant2["NON_CHAINABLE_COMMAND"] = "RMR0018";
	ErrorConstant2["INVALID_EXTENSION"] = "RMR0019";
	ErrorConstant2["INVALID_CONTENT"] = "RMR0021";
	ErrorConstant2["INVALID_NAME"] = "RMR0050";
	ErrorConstant2["EXTENSION"] = "RMR0100";
	ErrorConstant2["EXTENSION_SPEC"] = "RMR0101";
	ErrorConstant2["EXTENSION_EXTRA_ATTRIBUTES"] = "RMR0102";
	ErrorConstant2["INVALID_SET_EXTENSION_OPTIONS"] = "RMR0103";
	ErrorConstant2["REACT_PROVIDER_CONTEXT"] = "RMR0200";
	ErrorConstant2["REACT_GET_ROOT_PROPS"] = "RMR0201";
	ErrorConstant2["REACT_EDITOR_VIEW"] = "RMR0202";
	ErrorConstant2["REACT_CONTROLLED"] = "RMR0203";
	ErrorConstant2["REACT_NODE_VIEW"] = "RMR0204";
	ErrorConstant2["REACT_GET_CONTEXT"] = "RMR0205";
	ErrorConstant2["REACT_COMPONENTS"] = "RMR0206";
	ErrorConstant2["REACT_HOOKS"] = "RMR0207";
	ErrorConstant2["I18N_CONTEXT"] = "RMR0300";
	return ErrorConstant2;
})(ErrorConstant || {});
// node_modules/deepmerge/dist/cjs.js
var require_cjs = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	var isMergeableObject = function isMergeableObject(value) {
		return isNonNullObject(value) && !isSpecial(value);
	};
	function isNonNullObject(value) {
		return !!value && typeof value === "object";
	}
	function isSpecial(value) {
		var stringValue = Object.prototype.toString.call(value);
		return stringValue === "[object RegExp]" || stringValue === "[object Date]" || isReactElement(value);
	}
	var REACT_ELEMENT_TYPE = typeof Symbol === "function" && Symbol.for ? Symbol.for("react.element") : 60103;
	function isReactElement(value) {
		return value.$$typeof === REACT_ELEMENT_TYPE;
	}
	function emptyTarget(val) {
		return Array.isArray(val) ? [] : {};
	}
	function cloneUnlessOtherwiseSpecified(value, options) {
		return options.clone !== false && options.isMergeableObject(value) ? deepmerge(emptyTarget(value), value, options) : value;
	}
	function defaultArrayMerge(target, source, options) {
		return target.concat(source).map(function(element) {
			return cloneUnlessOtherwiseSpecified(element, options);
		});
	}
	function getMergeFunction(key, options) {
		if (!options.customMerge) return deepmerge;
		var customMerge = options.customMerge(key);
		return typeof customMerge === "function" ? customMerge : deepmerge;
	}
	function getEnumerableOwnPropertySymbols(target) {
		return Object.getOwnPropertySymbols ? Object.getOwnPropertySymbols(target).filter(function(symbol) {
			return Object.propertyIsEnumerable.call(target, symbol);
		}) : [];
	}
	function getKeys(target) {
		return Object.keys(target).concat(getEnumerableOwnPropertySymbols(target));
	}
	function propertyIsOnObject(object, property) {
		try {
			return property in object;
		} catch (_) {
			return false;
		}
	}
	function propertyIsUnsafe(target, key) {
		return propertyIsOnObject(target, key) && !(Object.hasOwnProperty.call(target, key) && Object.propertyIsEnumerable.call(target, key));
	}
	function mergeObject(target, source, options) {
		var destination = {};
		if (options.isMergeableObject(target)) getKeys(target).forEach(function(key) {
			destination[key] = cloneUnlessOtherwiseSpecified(target[key], options);
		});
		getKeys(source).forEach(function(key) {
			if (propertyIsUnsafe(target, key)) return;
			if (propertyIsOnObject(target, key) && options.isMergeableObject(source[key])) destination[key] = getMergeFunction(key, options)(target[key], source[key], options);
			else destination[key] = cloneUnlessOtherwiseSpecified(source[key], options);
		});
		return destination;
	}
	function deepmerge(target, source, options) {
		options = options || {};
		options.arrayMerge = options.arrayMerge || defaultArrayMerge;
		options.isMergeableObject = options.isMergeableObject || isMergeableObject;
		options.cloneUnlessOtherwiseSpecified = cloneUnlessOtherwiseSpecified;
		var sourceIsArray = Array.isArray(source);
		if (!(sourceIsArray === Array.isArray(target))) return cloneUnlessOtherwiseSpecified(source, options);
		else if (sourceIsArray) return options.arrayMerge(target, source, options);
		else return mergeObject(target, source, options);
	}
	deepmerge.all = function deepmergeAll(array, options) {
		if (!Array.isArray(array)) throw new Error("first argument should be an array");
		return array.reduce(function(prev, next) {
			return deepmerge(prev, next, options);
		}, {});
	};
	module.exports = deepmerge;
}));
// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = function equal(a, b) {
		if (a === b) return true;
		if (a && b && typeof a == "object" && typeof b == "object") {
			if (a.constructor !== b.constructor) return false;
			var length, i, keys;
			if (Array.isArray(a)) {
				length = a.length;
				if (length != b.length) return false;
				for (i = length; i-- !== 0;) if (!equal(a[i], b[i])) return false;
				return true;
			}
			if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
			if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
			if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
			keys = Object.keys(a);
			length = keys.length;
			if (length !== Object.keys(b).length) return false;
			for (i = length; i-- !== 0;) if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
			for (i = length; i-- !== 0;) {
				var key = keys[i];
				if (!equal(a[key], b[key])) return false;
			}
			return true;
		}
		return a !== a && b !== b;
	};
}));
// node_modules/isobject/index.js
/*!
* isobject <https://github.com/jonschlinkert/isobject>
*
* Copyright (c) 2014-2017, Jon Schlinkert.
* Released under the MIT License.
*/
var require_isobject = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = function isObject(val) {
		return val != null && typeof val === "object" && Array.isArray(val) === false;
	};
}));
// node_modules/is-plain-object/index.js
/*!
* is-plain-object <https://github.com/jonschlinkert/is-plain-object>
*
* Copyright (c) 2014-2017, Jon Schlinkert.
* Released under the MIT License.
*/
var require_is_plain_object = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	var isObject = require_isobject();
	function isObjectObject(o) {
		return isObject(o) === true && Object.prototype.toString.call(o) === "[object Object]";
	}
	module.exports = function isPlainObject(o) {
		var ctor, prot;
		if (isObjectObject(o) === false) return false;
		ctor = o.constructor;
		if (typeof ctor !== "function") return false;
		prot = ctor.prototype;
		if (isObjectObject(prot) === false) return false;
		if (prot.hasOwnProperty("isPrototypeOf") === false) return false;
		return true;
	};
}));
// node_modules/is-extendable/index.js
/*!
* is-extendable <https://github.com/jonschlinkert/is-extendable>
*
* Copyright (c) 2015-2017, Jon Schlinkert.
* Released under the MIT License.
*/
var require_is_extendable = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	var isPlainObject = require_is_plain_object();
	module.exports = function isExtendable(val) {
		return isPlainObject(val) || typeof val === "function" || Array.isArray(val);
	};
}));
// node_modules/object.omit/index.js
/*!
* object.omit <https://github.com/jonschlinkert/object.omit>
*
* Copyright (c) 2014-2017, Jon Schlinkert.
* Released under the MIT License.
*/
var require_object_omit = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	var isObject = require_is_extendable();
	module.exports = function omit(obj, props, fn) {
		if (!isObject(obj)) return {};
		if (typeof props === "function") {
			fn = props;
			props = [];
		}
		if (typeof props === "string") props = [props];
		var isFunction = typeof fn === "function";
		var keys = Object.keys(obj);
		var res = {};
		for (var i = 0; i < keys.length; i++) {
			var key = keys[i];
			var val = obj[key];
			if (!props || props.indexOf(key) === -1 && (!isFunction || fn(val, key, obj))) res[key] = val;
		}
		return res;
	};
}));
// node_modules/object.pick/index.js
/*!
* object.pick <https://github.com/jonschlinkert/object.pick>
*
* Copyright (c) 2014-2015 Jon Schlinkert, contributors.
* Licensed under the MIT License
*/
var require_object_pick = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	var isObject = require_isobject();
	module.exports = function pick(obj, keys) {
		if (!isObject(obj) && typeof obj !== "function") return {};
		var res = {};
		if (typeof keys === "string") {
			if (keys in obj) res[keys] = obj[keys];
			return res;
		}
		var len = keys.length;
		var idx = -1;
		while (++idx < len) {
			var key = keys[idx];
			if (key in obj) res[key] = obj[key];
		}
		return res;
	};
}));
// node_modules/case-anything/dist/index.js
var import_cjs = /* @__PURE__ */ __toESM(require_cjs(), 1);
require_fast_deep_equal();
var import_object_omit = /* @__PURE__ */ __toESM(require_object_omit(), 1);
var import_object_pick = /* @__PURE__ */ __toESM(require_object_pick(), 1);
var magicSplit = /^[a-zà-öø-ÿ]+|[A-ZÀ-ÖØ-ß][a-zà-öø-ÿ]+|[a-zà-öø-ÿ]+|[0-9]+|[A-ZÀ-ÖØ-ß]+(?![a-zà-öø-ÿ])/g;
var spaceSplit = /\S+/g;
function getPartsAndIndexes(string, splitRegex) {
	const result = {
		parts: [],
		prefixes: []
	};
	const matches = string.matchAll(splitRegex);
	let lastWordEndIndex = 0;
	for (const match of matches) {
		if (typeof match.index !== "number") continue;
		const word = match[0];
		result.parts.push(word);
		const prefix = string.slice(lastWordEndIndex, match.index).trim();
		result.prefixes.push(prefix);
		lastWordEndIndex = match.index + word.length;
	}
	const tail = string.slice(lastWordEndIndex).trim();
	if (tail) {
		result.parts.push("");
		result.prefixes.push(tail);
	}
	return result;
}
function splitAndPrefix(string, options) {
	const { keepSpecialCharacters = false, keep, prefix = "" } = options || {};
	const normalString = string.trim().normalize("NFC");
	const hasSpaces = normalString.includes(" ");
	const partsAndIndexes = getPartsAndIndexes(normalString, hasSpaces ? spaceSplit : magicSplit);
	return partsAndIndexes.parts.map((_part, i) => {
		let foundPrefix = partsAndIndexes.prefixes[i] || "";
		let part = _part;
		if (keepSpecialCharacters === false) {
			if (keep) part = part.normalize("NFD").replace(new RegExp(`[^a-zA-Z\xD8\xDF\xF80-9${keep.join("")}]`, "g"), "");
			if (!keep) {
				part = part.normalize("NFD").replace(/[^a-zA-ZØßø0-9]/g, "");
				foundPrefix = "";
			}
		}
		if (keep) foundPrefix = foundPrefix.replace(new RegExp(`[^${keep.join("")}]`, "g"), "");
		if (i === 0) return foundPrefix + part;
		if (!foundPrefix && !part) return "";
		if (!hasSpaces) return (foundPrefix || prefix) + part;
		if (!foundPrefix && prefix.match(/\s/)) return " " + part;
		return (foundPrefix || prefix) + part;
	}).filter(Boolean);
}
function capitaliseWord(string) {
	const match = string.matchAll(magicSplit).next().value;
	const firstLetterIndex = match ? match.index : 0;
	return string.slice(0, firstLetterIndex + 1).toUpperCase() + string.slice(firstLetterIndex + 1).toLowerCase();
}
function pascalCase(string, options) {
	return splitAndPrefix(string, options).reduce((result, word) => {
		return result + capitaliseWord(word);
	}, "");
}
function kebabCase(string, options) {
	return splitAndPrefix(string, {
		...options,
		prefix: "-"
	}).join("").toLowerCase();
}
// node_modules/throttle-debounce/esm/index.js
/**
* Throttle execution of a function. Especially useful for rate limiting
* execution of handlers on events like resize and scroll.
*
* @param  {number}    delay -          A zero-or-greater delay in milliseconds. For event callbacks, values around 100 or 250 (or even higher) are most useful.
* @param  {boolean}   [noTrailing] -   Optional, defaults to false. If noTrailing is true, callback will only execute every `delay` milliseconds while the
*                                    throttled-function is being called. If noTrailing is false or unspecified, callback will be executed one final time
*                                    after the last throttled-function call. (After the throttled-function has not been called for `delay` milliseconds,
*                                    the internal counter is reset).
* @param  {Function}  callback -       A function to be executed after delay milliseconds. The `this` context and all arguments are passed through, as-is,
*                                    to `callback` when the throttled-function is executed.
* @param  {boolean}   [debounceMode] - If `debounceMode` is true (at begin), schedule `clear` to execute after `delay` ms. If `debounceMode` is false (at end),
*                                    schedule `callback` to execute after `delay` ms.
*
* @returns {Function}  A new, throttled, function.
*/
function throttle(delay, noTrailing, callback, debounceMode) {
	var timeoutID;
	var cancelled = false;
	var lastExec = 0;
	function clearExistingTimeout() {
		if (timeoutID) clearTimeout(timeoutID);
	}
	function cancel() {
		clearExistingTimeout();
		cancelled = true;
	}
	if (typeof noTrailing !== "boolean") {
		debounceMode = callback;
		callback = noTrailing;
		noTrailing = void 0;
	}
	function wrapper() {
		for (var _len = arguments.length, arguments_ = new Array(_len), _key = 0; _key < _len; _key++) arguments_[_key] = arguments[_key];
		var self = this;
		var elapsed = Date.now() - lastExec;
		if (cancelled) return;
		function exec() {
			lastExec = Date.now();
			callback.apply(self, arguments_);
		}
		function clear() {
			timeoutID = void 0;
		}
		if (debounceMode && !timeoutID) exec();
		clearExistingTimeout();
		if (debounceMode === void 0 && elapsed > delay) exec();
		else if (noTrailing !== true) timeoutID = setTimeout(debounceMode ? clear : exec, debounceMode === void 0 ? delay - elapsed : delay);
	}
	wrapper.cancel = cancel;
	return wrapper;
}
/**
* Debounce execution of a function. Debouncing, unlike throttling,
* guarantees that a function is only executed a single time, either at the
* very beginning of a series of calls, or at the very end.
*
* @param  {number}   delay -         A zero-or-greater delay in milliseconds. For event callbacks, values around 100 or 250 (or even higher) are most useful.
* @param  {boolean}  [atBegin] -     Optional, defaults to false. If atBegin is false or unspecified, callback will only be executed `delay` milliseconds
*                                  after the last debounced-function call. If atBegin is true, callback will be executed only at the first debounced-function call.
*                                  (After the throttled-function has not been called for `delay` milliseconds, the internal counter is reset).
* @param  {Function} callback -      A function to be executed after delay milliseconds. The `this` context and all arguments are passed through, as-is,
*                                  to `callback` when the debounced-function is executed.
*
* @returns {Function} A new, debounced function.
*/
function debounce(delay, atBegin, callback) {
	return callback === void 0 ? throttle(delay, atBegin, false) : throttle(delay, callback, atBegin !== false);
}
// node_modules/@remirror/core-helpers/dist/remirror-core-helpers.js
var __defProp$12 = Object.defineProperty;
var __getOwnPropSymbols$10 = Object.getOwnPropertySymbols;
var __hasOwnProp$10 = Object.prototype.hasOwnProperty;
var __propIsEnum$10 = Object.prototype.propertyIsEnumerable;
var __defNormalProp$12 = (obj, key, value) => key in obj ? __defProp$12(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __spreadValues$10 = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp$10.call(b, prop)) __defNormalProp$12(a, prop, b[prop]);
	if (__getOwnPropSymbols$10) {
		for (var prop of __getOwnPropSymbols$10(b)) if (__propIsEnum$10.call(b, prop)) __defNormalProp$12(a, prop, b[prop]);
	}
	return a;
};
var __publicField$5 = (obj, key, value) => __defNormalProp$12(obj, typeof key !== "symbol" ? key + "" : key, value);
function Cast(value) {
	return value;
}
function assertGet(value, key, message) {
	const prop = value[key];
	assert(!isUndefined(prop), message);
	return prop;
}
function assert(testValue, message) {
	if (!testValue) throw new AssertionError(message);
}
var AssertionError = class extends import_make_error.BaseError {
	constructor() {
		super(...arguments);
		__publicField$5(this, "name", "AssertionError");
	}
};
function entries(value) {
	return Object.entries(value);
}
function keys$1(value) {
	return Object.keys(value);
}
function values(value) {
	return Object.values(value);
}
function includes(array, item, fromIndex) {
	return array.includes(item, fromIndex);
}
function object(value) {
	return Object.assign(/* @__PURE__ */ Object.create(null), value);
}
function toString(value) {
	return Object.prototype.toString.call(value);
}
function getObjectType(value) {
	return toString(value).slice(8, -1);
}
function isOfType(type, predicate) {
	return (value) => {
		if (typeof value !== type) return false;
		return predicate ? predicate(value) : true;
	};
}
function isObjectOfType(type) {
	return (value) => getObjectType(value) === type;
}
var isUndefined = isOfType("undefined");
var isString = isOfType("string");
var isNumber = isOfType("number", (value) => !Number.isNaN(value));
var isFunction = isOfType("function");
function isNull(value) {
	return value === null;
}
function isPlainObject(value) {
	if (getObjectType(value) !== "Object") return false;
	const prototype = Object.getPrototypeOf(value);
	return prototype === null || prototype === Object.getPrototypeOf({});
}
function isPrimitive(value) {
	return value == null || /^[bns]/.test(typeof value);
}
function isNullOrUndefined(value) {
	return isNull(value) || isUndefined(value);
}
function isObject(value) {
	return !isNullOrUndefined(value) && (isFunction(value) || isOfType("object")(value));
}
var isRegExp = isObjectOfType("RegExp");
function isMap(value) {
	return isObjectOfType("Map")(value);
}
function isSet(value) {
	return isObjectOfType("Set")(value);
}
function isEmptyObject(value) {
	return isObject(value) && !isMap(value) && !isSet(value) && Object.keys(value).length === 0;
}
var isArray = Array.isArray;
function isEmptyArray(value) {
	return isArray(value) && value.length === 0;
}
function isNonEmptyArray(value) {
	return isArray(value) && value.length > 0;
}
function findMatches(text, regexp, runWhile = (match) => !!match) {
	regexp.lastIndex = 0;
	const results = [];
	const flags = regexp.flags;
	let match;
	if (!flags.includes("g")) regexp = new RegExp(regexp.source, "g".concat(flags));
	do {
		match = regexp.exec(text);
		if (match) results.push(match);
	} while (runWhile(match));
	regexp.lastIndex = 0;
	return results;
}
function n$1() {
	const time = Date.now();
	const last2 = n$1.last || time;
	return n$1.last = time > last2 ? time : last2 + 1;
}
n$1.last = 0;
function uniqueId(prefix = "") {
	return "".concat(prefix).concat(n$1().toString(36));
}
function omitUndefined(object2) {
	return (0, import_object_omit.default)(object2, (value) => !isUndefined(value));
}
function clone(value) {
	if (!isPlainObject(value)) throw new Error("An invalid value was passed into this clone utility. Expected a plain object");
	return __spreadValues$10({}, value);
}
function uniqueArray(array, fromStart = false) {
	const array_ = fromStart ? [...array].reverse() : array;
	const set2 = new Set(array_);
	return fromStart ? [...set2].reverse() : [...set2];
}
function noop() {}
function deepMerge(...objects) {
	return import_cjs.default.all(objects, { isMergeableObject: isPlainObject });
}
function clamp({ min, max, value }) {
	if (value < min) return min;
	return value > max ? max : value;
}
function sort(array, compareFn) {
	return [...array].map((value, index) => ({
		value,
		index
	})).sort((a, z) => compareFn(a.value, z.value) || a.index - z.index).map(({ value }) => value);
}
function get(root, path, defaultValue) {
	try {
		if (isString(path) && path in root) return root[path];
		if (isArray(path)) path = "['".concat(path.join("']['"), "']");
		let obj = root;
		path.replace(/\[\s*(["'])(.*?)\1\s*]|^\s*(\w+)\s*(?=\.|\[|$)|\.\s*(\w*)\s*(?=\.|\[|$)|\[\s*(-?\d+)\s*]/g, (_, __, quotedProp, firstLevel, namedProp, index) => {
			obj = obj[quotedProp || firstLevel || namedProp || index];
			return "";
		});
		return obj === void 0 ? defaultValue : obj;
	} catch (e) {
		return defaultValue;
	}
}
function unset(path, target) {
	const clonedObject = clone(target);
	let value = clonedObject;
	for (const [index, key] of path.entries()) {
		const shouldDelete = index >= path.length - 1;
		let item = value[key];
		if (shouldDelete) {
			if (isArray(value)) {
				const indexKey = Number.parseInt(key.toString(), 10);
				if (isNumber(indexKey)) value.splice(indexKey, 1);
			} else Reflect.deleteProperty(value, key);
			return clonedObject;
		}
		if (isPrimitive(item)) return clonedObject;
		item = isArray(item) ? [...item] : __spreadValues$10({}, item);
		value[key] = item;
		value = item;
	}
	return clonedObject;
}
function makeFunctionForUniqueBy(value) {
	return (item) => get(item, value);
}
function uniqueBy(array, getValue, fromStart = false) {
	const unique = [];
	const found = /* @__PURE__ */ new Set();
	const getter = isFunction(getValue) ? getValue : makeFunctionForUniqueBy(getValue);
	const list = fromStart ? [...array].reverse() : array;
	for (const item of list) {
		const value = getter(item);
		if (!found.has(value)) {
			found.add(value);
			unique.push(item);
		}
	}
	return fromStart ? unique.reverse() : unique;
}
function range(start, end) {
	const startValue = isArray(start) ? start[0] : start;
	if (!isNumber(end)) return Array.from({ length: Math.abs(startValue) }, (_, index) => (startValue < 0 ? -1 : 1) * index);
	if (startValue <= end) return Array.from({ length: end + 1 - startValue }, (_, index) => index + startValue);
	return Array.from({ length: startValue + 1 - end }, (_, index) => -1 * index + startValue);
}
function getLazyArray(value) {
	if (isFunction(value)) return value();
	return value;
}
function cx(...classes) {
	return uniqueArray(clsx(...classes).split(" ")).join(" ");
}
var ERROR_INFORMATION_URL = "https://remirror.io/docs/errors";
var errorMessageMap = {
	[ErrorConstant.UNKNOWN]: "An error occurred but we're not quite sure why. 🧐",
	[ErrorConstant.INVALID_COMMAND_ARGUMENTS]: "The arguments passed to the command method were invalid.",
	[ErrorConstant.CUSTOM]: "This is a custom error, possibly thrown by an external library.",
	[ErrorConstant.CORE_HELPERS]: "An error occurred in a function called from the `@remirror/core-helpers` library.",
	[ErrorConstant.MUTATION]: "Mutation of immutable value detected.",
	[ErrorConstant.INTERNAL]: "This is an error which should not occur and is internal to the remirror codebase.",
	[ErrorConstant.MISSING_REQUIRED_EXTENSION]: "Your editor is missing a required extension.",
	[ErrorConstant.MANAGER_PHASE_ERROR]: "This occurs when accessing a method or property before it is available.",
	[ErrorConstant.INVALID_GET_EXTENSION]: "The user requested an invalid extension from the getExtensions method. Please check the `createExtensions` return method is returning an extension with the defined constructor.",
	[ErrorConstant.INVALID_MANAGER_ARGUMENTS]: "Invalid value(s) passed into `Manager` constructor. Only `Presets` and `Extensions` are supported.",
	[ErrorConstant.SCHEMA]: "There is a problem with the schema or you are trying to access a node / mark that doesn't exists.",
	[ErrorConstant.HELPERS_CALLED_IN_OUTER_SCOPE]: "The `helpers` method which is passed into the ``create*` method should only be called within returned method since it relies on an active view (not present in the outer scope).",
	[ErrorConstant.INVALID_MANAGER_EXTENSION]: "You requested an invalid extension from the manager.",
	[ErrorConstant.DUPLICATE_COMMAND_NAMES]: "Command method names must be unique within the editor.",
	[ErrorConstant.DUPLICATE_HELPER_NAMES]: "Helper method names must be unique within the editor.",
	[ErrorConstant.NON_CHAINABLE_COMMAND]: "Attempted to chain a non chainable command.",
	[ErrorConstant.INVALID_EXTENSION]: "The provided extension is invalid.",
	[ErrorConstant.INVALID_CONTENT]: "The content provided to the editor is not supported.",
	[ErrorConstant.INVALID_NAME]: "An invalid name was used for the extension.",
	[ErrorConstant.EXTENSION]: "An error occurred within an extension. More details should be made available.",
	[ErrorConstant.EXTENSION_SPEC]: "The spec was defined without calling the `defaults`, `parse` or `dom` methods.",
	[ErrorConstant.EXTENSION_EXTRA_ATTRIBUTES]: "Extra attributes must either be a string or an object.",
	[ErrorConstant.INVALID_SET_EXTENSION_OPTIONS]: "A call to `extension.setOptions` was made with invalid keys.",
	[ErrorConstant.REACT_PROVIDER_CONTEXT]: "`useRemirrorContext` was called outside of the `remirror` context. It can only be used within an active remirror context created by the `<Remirror />`.",
	[ErrorConstant.REACT_GET_ROOT_PROPS]: "`getRootProps` has been attached to the DOM more than once. It should only be attached to the dom once per editor.",
	[ErrorConstant.REACT_EDITOR_VIEW]: "A problem occurred adding the editor view to the dom.",
	[ErrorConstant.REACT_CONTROLLED]: "There is a problem with your controlled editor setup.",
	[ErrorConstant.REACT_NODE_VIEW]: "Something went wrong with your custom ReactNodeView Component.",
	[ErrorConstant.REACT_GET_CONTEXT]: "You attempted to call `getContext` provided by the `useRemirror` prop during the first render of the editor. This is not possible and should only be after the editor first mounts.",
	[ErrorConstant.REACT_COMPONENTS]: "An error occurred within a remirror component.",
	[ErrorConstant.REACT_HOOKS]: "An error occurred within a remirror hook.",
	[ErrorConstant.I18N_CONTEXT]: "You called `useI18n()` outside of an `I18nProvider` context."
};
function isErrorConstant(code) {
	return isString(code) && includes(values(ErrorConstant), code);
}
function createErrorMessage(code, extraMessage) {
	const message = errorMessageMap[code];
	const prefix = message ? "".concat(message, "\n\n") : "";
	const customMessage = extraMessage ? "".concat(extraMessage, "\n\n") : "";
	return "".concat(prefix).concat(customMessage, "For more information visit ").concat(ERROR_INFORMATION_URL, "#").concat(code.toLowerCase());
}
var RemirrorError = class _RemirrorError extends import_make_error.BaseError {
	/**
	* The constructor is intentionally kept private to prevent being extended from.
	*/
	constructor({ code, message, disableLogging = false } = {}) {
		const errorCode = isErrorConstant(code) ? code : ErrorConstant.CUSTOM;
		super(createErrorMessage(errorCode, message));
		/**
		* The error code used to create this error message.
		*/
		__publicField$5(this, "errorCode");
		/**
		* The link to read more about the error online.
		*/
		__publicField$5(this, "url");
		this.errorCode = errorCode;
		this.url = "".concat(ERROR_INFORMATION_URL, "#").concat(errorCode.toLowerCase());
		if (!disableLogging) console.error(this.message);
	}
	/**
	* A shorthand way of creating an error message.
	*/
	static create(options = {}) {
		return new _RemirrorError(options);
	}
};
function invariant(condition, options) {
	if (condition) return;
	throw RemirrorError.create(options);
}
function defaultImport(mod) {
	var _a;
	if (typeof mod !== "object" || mod === null) return mod;
	const defaultVal = Symbol.toStringTag in mod && mod[Symbol.toStringTag] === "Module" ? (_a = mod.default) != null ? _a : mod : mod;
	if (defaultVal && typeof mod === "object" && "__esModule" in defaultVal && defaultVal.__esModule && defaultVal.default !== void 0) return defaultVal.default;
	return defaultVal;
}
function freeze(target, options = {}) {
	return target;
}
// node_modules/orderedmap/dist/index.js
function OrderedMap(content) {
	this.content = content;
}
OrderedMap.prototype = {
	constructor: OrderedMap,
	find: function(key) {
		for (var i = 0; i < this.content.length; i += 2) if (this.content[i] === key) return i;
		return -1;
	},
	get: function(key) {
		var found = this.find(key);
		return found == -1 ? void 0 : this.content[found + 1];
	},
	update: function(key, value, newKey) {
		var self = newKey && newKey != key ? this.remove(newKey) : this;
		var found = self.find(key), content = self.content.slice();
		if (found == -1) content.push(newKey || key, value);
		else {
			content[found + 1] = value;
			if (newKey) content[found] = newKey;
		}
		return new OrderedMap(content);
	},
	remove: function(key) {
		var found = this.find(key);
		if (found == -1) return this;
		var content = this.content.slice();
		content.splice(found, 2);
		return new OrderedMap(content);
	},
	addToStart: function(key, value) {
		return new OrderedMap([key, value].concat(this.remove(key).content));
	},
	addToEnd: function(key, value) {
		var content = this.remove(key).content.slice();
		content.push(key, value);
		return new OrderedMap(content);
	},
	addBefore: function(place, key, value) {
		var without = this.remove(key), content = without.content.slice();
		var found = without.find(place);
		content.splice(found == -1 ? content.length : found, 0, key, value);
		return new OrderedMap(content);
	},
	forEach: function(f) {
		for (var i = 0; i < this.content.length; i += 2) f(this.content[i], this.content[i + 1]);
	},
	prepend: function(map) {
		map = OrderedMap.from(map);
		if (!map.size) return this;
		return new OrderedMap(map.content.concat(this.subtract(map).content));
	},
	append: function(map) {
		map = OrderedMap.from(map);
		if (!map.size) return this;
		return new OrderedMap(this.subtract(map).content.concat(map.content));
	},
	subtract: function(map) {
		var result = this;
		map = OrderedMap.from(map);
		for (var i = 0; i < map.content.length; i += 2) result = result.remove(map.content[i]);
		return result;
	},
	toObject: function() {
		var result = {};
		this.forEach(function(key, value) {
			result[key] = value;
		});
		return result;
	},
	get size() {
		return this.content.length >> 1;
	}
};
OrderedMap.from = function(value) {
	if (value instanceof OrderedMap) return value;
	var content = [];
	if (value) for (var prop in value) content.push(prop, value[prop]);
	return new OrderedMap(content);
};
// node_modules/prosemirror-model/dist/index.js
function findDiffStart(a, b, pos) {
	for (let i = 0;; i++) {
		if (i == a.childCount || i == b.childCount) return a.childCount == b.childCount ? null : pos;
		let childA = a.child(i), childB = b.child(i);
		if (childA == childB) {
			pos += childA.nodeSize;
			continue;
		}
		if (!childA.sameMarkup(childB)) return pos;
		if (childA.isText && childA.text != childB.text) {
			let tA = childA.text, tB = childB.text, j = 0;
			for (; tA[j] == tB[j]; j++) pos++;
			if (j && j < tA.length && j < tB.length && surrogateHigh(tA.charCodeAt(j - 1)) && surrogateLow(tA.charCodeAt(j))) pos--;
			return pos;
		}
		if (childA.content.size || childB.content.size) {
			let inner = findDiffStart(childA.content, childB.content, pos + 1);
			if (inner != null) return inner;
		}
		pos += childA.nodeSize;
	}
}
function findDiffEnd(a, b, posA, posB) {
	for (let iA = a.childCount, iB = b.childCount;;) {
		if (iA == 0 || iB == 0) return iA == iB ? null : {
			a: posA,
			b: posB
		};
		let childA = a.child(--iA), childB = b.child(--iB), size = childA.nodeSize;
		if (childA == childB) {
			posA -= size;
			posB -= size;
			continue;
		}
		if (!childA.sameMarkup(childB)) return {
			a: posA,
			b: posB
		};
		if (childA.isText && childA.text != childB.text) {
			let tA = childA.text, tB = childB.text, iA = tA.length, iB = tB.length;
			while (iA > 0 && iB > 0 && tA[iA - 1] == tB[iB - 1]) {
				iA--;
				iB--;
				posA--;
				posB--;
			}
			if (iA && iB && iA < tA.length && surrogateHigh(tA.charCodeAt(iA - 1)) && surrogateLow(tA.charCodeAt(iA))) {
				posA++;
				posB++;
			}
			return {
				a: posA,
				b: posB
			};
		}
		if (childA.content.size || childB.content.size) {
			let inner = findDiffEnd(childA.content, childB.content, posA - 1, posB - 1);
			if (inner) return inner;
		}
		posA -= size;
		posB -= size;
	}
}
function surrogateLow(ch) {
	return ch >= 56320 && ch < 57344;
}
function surrogateHigh(ch) {
	return ch >= 55296 && ch < 56320;
}
/**
A fragment represents a node's collection of child nodes.

Like nodes, fragments are persistent data structures, and you
should not mutate them or their content. Rather, you create new
instances whenever needed. The API tries to make this easy.
*/
var Fragment = class Fragment {
	/**
	@internal
	*/
	constructor(content, size) {
		this.content = content;
		this.size = size || 0;
		if (size == null) for (let i = 0; i < content.length; i++) this.size += content[i].nodeSize;
	}
	/**
	Invoke a callback for all descendant nodes between the given two
	positions (relative to start of this fragment). Doesn't descend
	into a node when the callback returns `false`.
	*/
	nodesBetween(from, to, f, nodeStart = 0, parent) {
		for (let i = 0, pos = 0; pos < to; i++) {
			let child = this.content[i], end = pos + child.nodeSize;
			if (end > from && f(child, nodeStart + pos, parent || null, i) !== false && child.content.size) {
				let start = pos + 1;
				child.nodesBetween(Math.max(0, from - start), Math.min(child.content.size, to - start), f, nodeStart + start);
			}
			pos = end;
		}
	}
	/**
	Call the given callback for every descendant node. `pos` will be
	relative to the start of the fragment. The callback may return
	`false` to prevent traversal of a given node's children.
	*/
	descendants(f) {
		this.nodesBetween(0, this.size, f);
	}
	/**
	Extract the text between `from` and `to`. See the same method on
	[`Node`](https://prosemirror.net/docs/ref/#model.Node.textBetween).
	*/
	textBetween(from, to, blockSeparator, leafText) {
		let text = "", first = true;
		this.nodesBetween(from, to, (node, pos) => {
			let nodeText = node.isText ? node.text.slice(Math.max(from, pos) - pos, to - pos) : !node.isLeaf ? "" : leafText ? typeof leafText === "function" ? leafText(node) : leafText : node.type.spec.leafText ? node.type.spec.leafText(node) : "";
			if (node.isBlock && (node.isLeaf && nodeText || node.isTextblock) && blockSeparator) {
				if (first) first = false;
				else text += blockSeparator;
			}
			text += nodeText;
		}, 0);
		return text;
	}
	/**
	Create a new fragment containing the combined content of this
	fragment and the other.
	*/
	append(other) {
		if (!other.size) return this;
		if (!this.size) return other;
		let last = this.lastChild, first = other.firstChild, content = this.content.slice(), i = 0;
		if (last.isText && last.sameMarkup(first)) {
			content[content.length - 1] = last.withText(last.text + first.text);
			i = 1;
		}
		for (; i < other.content.length; i++) content.push(other.content[i]);
		return new Fragment(content, this.size + other.size);
	}
	/**
	Cut out the sub-fragment between the two given positions.
	*/
	cut(from, to = this.size) {
		if (from == 0 && to == this.size) return this;
		let result = [], size = 0;
		if (to > from) for (let i = 0, pos = 0; pos < to; i++) {
			let child = this.content[i], end = pos + child.nodeSize;
			if (end > from) {
				if (pos < from || end > to) {
					if (child.isText) child = child.cut(Math.max(0, from - pos), Math.min(child.text.length, to - pos));
					else child = child.cut(Math.max(0, from - pos - 1), Math.min(child.content.size, to - pos - 1));
				}
				result.push(child);
				size += child.nodeSize;
			}
			pos = end;
		}
		return new Fragment(result, size);
	}
	/**
	@internal
	*/
	cutByIndex(from, to) {
		if (from == to) return Fragment.empty;
		if (from == 0 && to == this.content.length) return this;
		return new Fragment(this.content.slice(from, to));
	}
	/**
	Create a new fragment in which the node at the given index is
	replaced by the given node.
	*/
	replaceChild(index, node) {
		let current = this.content[index];
		if (current == node) return this;
		let copy = this.content.slice();
		let size = this.size + node.nodeSize - current.nodeSize;
		copy[index] = node;
		return new Fragment(copy, size);
	}
	/**
	Create a new fragment by prepending the given node to this
	fragment.
	*/
	addToStart(node) {
		return new Fragment([node].concat(this.content), this.size + node.nodeSize);
	}
	/**
	Create a new fragment by appending the given node to this
	fragment.
	*/
	addToEnd(node) {
		return new Fragment(this.content.concat(node), this.size + node.nodeSize);
	}
	/**
	Compare this fragment to another one.
	*/
	eq(other) {
		if (this.content.length != other.content.length) return false;
		for (let i = 0; i < this.content.length; i++) if (!this.content[i].eq(other.content[i])) return false;
		return true;
	}
	/**
	The first child of the fragment, or `null` if it is empty.
	*/
	get firstChild() {
		return this.content.length ? this.content[0] : null;
	}
	/**
	The last child of the fragment, or `null` if it is empty.
	*/
	get lastChild() {
		return this.content.length ? this.content[this.content.length - 1] : null;
	}
	/**
	The number of child nodes in this fragment.
	*/
	get childCount() {
		return this.content.length;
	}
	/**
	Get the child node at the given index. Raise an error when the
	index is out of range.
	*/
	child(index) {
		let found = this.content[index];
		if (!found) throw new RangeError("Index " + index + " out of range for " + this);
		return found;
	}
	/**
	Get the child node at the given index, if it exists.
	*/
	maybeChild(index) {
		return this.content[index] || null;
	}
	/**
	Call `f` for every child node, passing the node, its offset
	into this parent node, and its index.
	*/
	forEach(f) {
		for (let i = 0, p = 0; i < this.content.length; i++) {
			let child = this.content[i];
			f(child, p, i);
			p += child.nodeSize;
		}
	}
	/**
	Find the first position at which this fragment and another
	fragment differ, or `null` if they are the same.
	*/
	findDiffStart(other, pos = 0) {
		return findDiffStart(this, other, pos);
	}
	/**
	Find the first position, searching from the end, at which this
	fragment and the given fragment differ, or `null` if they are
	the same. Since this position will not be the same in both
	nodes, an object with two separate positions is returned.
	*/
	findDiffEnd(other, pos = this.size, otherPos = other.size) {
		return findDiffEnd(this, other, pos, otherPos);
	}
	/**
	Find the index and inner offset corresponding to a given relative
	position in this fragment. The result object will be reused
	(overwritten) the next time the function is called. @internal
	*/
	findIndex(pos) {
		if (pos == 0) return retIndex(0, pos);
		if (pos == this.size) return retIndex(this.content.length, pos);
		if (pos > this.size || pos < 0) throw new RangeError(`Position ${pos} outside of fragment (${this})`);
		for (let i = 0, curPos = 0;; i++) {
			let cur = this.child(i), end = curPos + cur.nodeSize;
			if (end >= pos) {
				if (end == pos) return retIndex(i + 1, end);
				return retIndex(i, curPos);
			}
			curPos = end;
		}
	}
	/**
	Return a debugging string that describes this fragment.
	*/
	toString() {
		return "<" + this.toStringInner() + ">";
	}
	/**
	@internal
	*/
	toStringInner() {
		return this.content.join(", ");
	}
	/**
	Create a JSON-serializeable representation of this fragment.
	*/
	toJSON() {
		return this.content.length ? this.content.map((n) => n.toJSON()) : null;
	}
	/**
	Deserialize a fragment from its JSON representation.
	*/
	static fromJSON(schema, value) {
		if (!value) return Fragment.empty;
		if (!Array.isArray(value)) throw new RangeError("Invalid input for Fragment.fromJSON");
		return Fragment.fromArray(value.map(schema.nodeFromJSON));
	}
	/**
	Build a fragment from an array of nodes. Ensures that adjacent
	text nodes with the same marks are joined together.
	*/
	static fromArray(array) {
		if (!array.length) return Fragment.empty;
		let joined, size = 0;
		for (let i = 0; i < array.length; i++) {
			let node = array[i];
			size += node.nodeSize;
			if (i && node.isText && array[i - 1].sameMarkup(node)) {
				if (!joined) joined = array.slice(0, i);
				joined[joined.length - 1] = node.withText(joined[joined.length - 1].text + node.text);
			} else if (joined) joined.push(node);
		}
		return new Fragment(joined || array, size);
	}
	/**
	Create a fragment from something that can be interpreted as a
	set of nodes. For `null`, it returns the empty fragment. For a
	fragment, the fragment itself. For a node or array of nodes, a
	fragment containing those nodes.
	*/
	static from(nodes) {
		if (!nodes) return Fragment.empty;
		if (nodes instanceof Fragment) return nodes;
		if (Array.isArray(nodes)) return this.fromArray(nodes);
		if (nodes.attrs) return new Fragment([nodes], nodes.nodeSize);
		throw new RangeError("Can not convert " + nodes + " to a Fragment" + (nodes.nodesBetween ? " (looks like multiple versions of prosemirror-model were loaded)" : ""));
	}
};
/**
An empty fragment. Intended to be reused whenever a node doesn't
contain anything (rather than allocating a new empty fragment for
each leaf node).
*/
Fragment.empty = new Fragment([], 0);
var found = {
	index: 0,
	offset: 0
};
function retIndex(index, offset) {
	found.index = index;
	found.offset = offset;
	return found;
}
function compareDeep(a, b) {
	if (a === b) return true;
	if (!(a && typeof a == "object") || !(b && typeof b == "object")) return false;
	let array = Array.isArray(a);
	if (Array.isArray(b) != array) return false;
	if (array) {
		if (a.length != b.length) return false;
		for (let i = 0; i < a.length; i++) if (!compareDeep(a[i], b[i])) return false;
	} else {
		for (let p in a) if (!(p in b) || !compareDeep(a[p], b[p])) return false;
		for (let p in b) if (!(p in a)) return false;
	}
	return true;
}
/**
A mark is a piece of information that can be attached to a node,
such as it being emphasized, in code font, or a link. It has a
type and optionally a set of attributes that provide further
information (such as the target of the link). Marks are created
through a `Schema`, which controls which types exist and which
attributes they have.
*/
var Mark = class Mark {
	/**
	@internal
	*/
	constructor(type, attrs) {
		this.type = type;
		this.attrs = attrs;
	}
	/**
	Given a set of marks, create a new set which contains this one as
	well, in the right position. If this mark is already in the set,
	the set itself is returned. If any marks that are set to be
	[exclusive](https://prosemirror.net/docs/ref/#model.MarkSpec.excludes) with this mark are present,
	those are replaced by this one.
	*/
	addToSet(set) {
		let copy, placed = false;
		for (let i = 0; i < set.length; i++) {
			let other = set[i];
			if (this.eq(other)) return set;
			if (this.type.excludes(other.type)) {
				if (!copy) copy = set.slice(0, i);
			} else if (other.type.excludes(this.type)) return set;
			else {
				if (!placed && other.type.rank > this.type.rank) {
					if (!copy) copy = set.slice(0, i);
					copy.push(this);
					placed = true;
				}
				if (copy) copy.push(other);
			}
		}
		if (!copy) copy = set.slice();
		if (!placed) copy.push(this);
		return copy;
	}
	/**
	Remove this mark from the given set, returning a new set. If this
	mark is not in the set, the set itself is returned.
	*/
	removeFromSet(set) {
		for (let i = 0; i < set.length; i++) if (this.eq(set[i])) return set.slice(0, i).concat(set.slice(i + 1));
		return set;
	}
	/**
	Test whether this mark is in the given set of marks.
	*/
	isInSet(set) {
		for (let i = 0; i < set.length; i++) if (this.eq(set[i])) return true;
		return false;
	}
	/**
	Test whether this mark has the same type and attributes as
	another mark.
	*/
	eq(other) {
		return this == other || this.type == other.type && compareDeep(this.attrs, other.attrs);
	}
	/**
	Convert this mark to a JSON-serializeable representation.
	*/
	toJSON() {
		let obj = { type: this.type.name };
		for (let _ in this.attrs) {
			obj.attrs = this.attrs;
			break;
		}
		return obj;
	}
	/**
	Deserialize a mark from JSON.
	*/
	static fromJSON(schema, json) {
		if (!json) throw new RangeError("Invalid input for Mark.fromJSON");
		let type = schema.marks[json.type];
		if (!type) throw new RangeError(`There is no mark type ${json.type} in this schema`);
		return type.create(json.attrs);
	}
	/**
	Test whether two sets of marks are identical.
	*/
	static sameSet(a, b) {
		if (a == b) return true;
		if (a.length != b.length) return false;
		for (let i = 0; i < a.length; i++) if (!a[i].eq(b[i])) return false;
		return true;
	}
	/**
	Create a properly sorted mark set from null, a single mark, or an
	unsorted array of marks.
	*/
	static setFrom(marks) {
		if (!marks || Array.isArray(marks) && marks.length == 0) return Mark.none;
		if (marks instanceof Mark) return [marks];
		let copy = marks.slice();
		copy.sort((a, b) => a.type.rank - b.type.rank);
		return copy;
	}
};
/**
The empty set of marks.
*/
Mark.none = [];
/**
Error type raised by [`Node.replace`](https://prosemirror.net/docs/ref/#model.Node.replace) when
given an invalid replacement.
*/
var ReplaceError = class extends Error {};
/**
A slice represents a piece cut out of a larger document. It
stores not only a fragment, but also the depth up to which nodes on
both side are ‘open’ (cut through).
*/
var Slice = class Slice {
	/**
	Create a slice. When specifying a non-zero open depth, you must
	make sure that there are nodes of at least that depth at the
	appropriate side of the fragment—i.e. if the fragment is an
	empty paragraph node, `openStart` and `openEnd` can't be greater
	than 1.
	
	It is not necessary for the content of open nodes to conform to
	the schema's content constraints, though it should be a valid
	start/end/middle for such a node, depending on which sides are
	open.
	*/
	constructor(content, openStart, openEnd) {
		this.content = content;
		this.openStart = openStart;
		this.openEnd = openEnd;
	}
	/**
	The size this slice would add when inserted into a document.
	*/
	get size() {
		return this.content.size - this.openStart - this.openEnd;
	}
	/**
	@internal
	*/
	insertAt(pos, fragment) {
		let content = insertInto(this.content, pos + this.openStart, fragment, this.openStart + 1, this.openEnd + 1);
		return content && new Slice(content, this.openStart, this.openEnd);
	}
	/**
	@internal
	*/
	removeBetween(from, to) {
		return new Slice(removeRange(this.content, from + this.openStart, to + this.openStart), this.openStart, this.openEnd);
	}
	/**
	Tests whether this slice is equal to another slice.
	*/
	eq(other) {
		return this.content.eq(other.content) && this.openStart == other.openStart && this.openEnd == other.openEnd;
	}
	/**
	@internal
	*/
	toString() {
		return this.content + "(" + this.openStart + "," + this.openEnd + ")";
	}
	/**
	Convert a slice to a JSON-serializable representation.
	*/
	toJSON() {
		if (!this.content.size) return null;
		let json = { content: this.content.toJSON() };
		if (this.openStart > 0) json.openStart = this.openStart;
		if (this.openEnd > 0) json.openEnd = this.openEnd;
		return json;
	}
	/**
	Deserialize a slice from its JSON representation.
	*/
	static fromJSON(schema, json) {
		if (!json) return Slice.empty;
		let openStart = json.openStart || 0, openEnd = json.openEnd || 0;
		if (typeof openStart != "number" || typeof openEnd != "number") throw new RangeError("Invalid input for Slice.fromJSON");
		return new Slice(Fragment.fromJSON(schema, json.content), openStart, openEnd);
	}
	/**
	Create a slice from a fragment by taking the maximum possible
	open value on both side of the fragment.
	*/
	static maxOpen(fragment, openIsolating = true) {
		let openStart = 0, openEnd = 0;
		for (let n = fragment.firstChild; n && !n.isLeaf && (openIsolating || !n.type.spec.isolating); n = n.firstChild) openStart++;
		for (let n = fragment.lastChild; n && !n.isLeaf && (openIsolating || !n.type.spec.isolating); n = n.lastChild) openEnd++;
		return new Slice(fragment, openStart, openEnd);
	}
};
/**
The empty slice.
*/
Slice.empty = new Slice(Fragment.empty, 0, 0);
function removeRange(content, from, to) {
	let { index, offset } = content.findIndex(from), child = content.maybeChild(index);
	let { index: indexTo, offset: offsetTo } = content.findIndex(to);
	if (offset == from || child.isText) {
		if (offsetTo != to && !content.child(indexTo).isText) throw new RangeError("Removing non-flat range");
		return content.cut(0, from).append(content.cut(to));
	}
	if (index != indexTo) throw new RangeError("Removing non-flat range");
	return content.replaceChild(index, child.copy(removeRange(child.content, from - offset - 1, to - offset - 1)));
}
function insertInto(content, dist, insert, openStart, openEnd, parent) {
	let { index, offset } = content.findIndex(dist), child = content.maybeChild(index);
	if (offset == dist || child.isText) {
		if (parent && openStart <= 0 && openEnd <= 0 && !parent.canReplace(index, index, insert)) return null;
		return content.cut(0, dist).append(insert).append(content.cut(dist));
	}
	let inner = insertInto(child.content, dist - offset - 1, insert, index == 0 ? openStart - 1 : 0, index == content.childCount - 1 ? openEnd - 1 : 0, child);
	return inner && content.replaceChild(index, child.copy(inner));
}
function replace($from, $to, slice) {
	if (slice.openStart > $from.depth) throw new ReplaceError("Inserted content deeper than insertion position");
	if ($from.depth - slice.openStart != $to.depth - slice.openEnd) throw new ReplaceError("Inconsistent open depths");
	return replaceOuter($from, $to, slice, 0);
}
function replaceOuter($from, $to, slice, depth) {
	let index = $from.index(depth), node = $from.node(depth);
	if (index == $to.index(depth) && depth < $from.depth - slice.openStart) {
		let inner = replaceOuter($from, $to, slice, depth + 1);
		return node.copy(node.content.replaceChild(index, inner));
	} else if (!slice.content.size) return close(node, replaceTwoWay($from, $to, depth));
	else if (!slice.openStart && !slice.openEnd && $from.depth == depth && $to.depth == depth) {
		let parent = $from.parent, content = parent.content;
		return close(parent, content.cut(0, $from.parentOffset).append(slice.content).append(content.cut($to.parentOffset)));
	} else {
		let { start, end } = prepareSliceForReplace(slice, $from);
		return close(node, replaceThreeWay($from, start, end, $to, depth));
	}
}
function checkJoin(main, sub) {
	if (!sub.type.compatibleContent(main.type)) throw new ReplaceError("Cannot join " + sub.type.name + " onto " + main.type.name);
}
function joinable$1($before, $after, depth) {
	let node = $before.node(depth);
	checkJoin(node, $after.node(depth));
	return node;
}
function addNode(child, target) {
	let last = target.length - 1;
	if (last >= 0 && child.isText && child.sameMarkup(target[last])) target[last] = child.withText(target[last].text + child.text);
	else target.push(child);
}
function addRange($start, $end, depth, target) {
	let node = ($end || $start).node(depth);
	let startIndex = 0, endIndex = $end ? $end.index(depth) : node.childCount;
	if ($start) {
		startIndex = $start.index(depth);
		if ($start.depth > depth) startIndex++;
		else if ($start.textOffset) {
			addNode($start.nodeAfter, target);
			startIndex++;
		}
	}
	for (let i = startIndex; i < endIndex; i++) addNode(node.child(i), target);
	if ($end && $end.depth == depth && $end.textOffset) addNode($end.nodeBefore, target);
}
function close(node, content) {
	if (!node.type.validContent(content)) throw new ReplaceError("Invalid content for node " + node.type.name);
	return node.copy(content);
}
function replaceThreeWay($from, $start, $end, $to, depth) {
	let openStart = $from.depth > depth && joinable$1($from, $start, depth + 1);
	let openEnd = $to.depth > depth && joinable$1($end, $to, depth + 1);
	let content = [];
	addRange(null, $from, depth, content);
	if (openStart && openEnd && $start.index(depth) == $end.index(depth)) {
		checkJoin(openStart, openEnd);
		addNode(close(openStart, replaceThreeWay($from, $start, $end, $to, depth + 1)), content);
	} else {
		if (openStart) addNode(close(openStart, replaceTwoWay($from, $start, depth + 1)), content);
		addRange($start, $end, depth, content);
		if (openEnd) addNode(close(openEnd, replaceTwoWay($end, $to, depth + 1)), content);
	}
	addRange($to, null, depth, content);
	return new Fragment(content);
}
function replaceTwoWay($from, $to, depth) {
	let content = [];
	addRange(null, $from, depth, content);
	if ($from.depth > depth) addNode(close(joinable$1($from, $to, depth + 1), replaceTwoWay($from, $to, depth + 1)), content);
	addRange($to, null, depth, content);
	return new Fragment(content);
}
function prepareSliceForReplace(slice, $along) {
	let extra = $along.depth - slice.openStart;
	let node = $along.node(extra).copy(slice.content);
	for (let i = extra - 1; i >= 0; i--) node = $along.node(i).copy(Fragment.from(node));
	return {
		start: node.resolveNoCache(slice.openStart + extra),
		end: node.resolveNoCache(node.content.size - slice.openEnd - extra)
	};
}
/**
You can [_resolve_](https://prosemirror.net/docs/ref/#model.Node.resolve) a position to get more
information about it. Objects of this class represent such a
resolved position, providing various pieces of context
information, and some helper methods.

Throughout this interface, methods that take an optional `depth`
parameter will interpret undefined as `this.depth` and negative
numbers as `this.depth + value`.
*/
var ResolvedPos = class ResolvedPos {
	/**
	@internal
	*/
	constructor(pos, path, parentOffset) {
		this.pos = pos;
		this.path = path;
		this.parentOffset = parentOffset;
		this.depth = path.length / 3 - 1;
	}
	/**
	@internal
	*/
	resolveDepth(val) {
		if (val == null) return this.depth;
		if (val < 0) return this.depth + val;
		return val;
	}
	/**
	The parent node that the position points into. Note that even if
	a position points into a text node, that node is not considered
	the parent—text nodes are ‘flat’ in this model, and have no content.
	*/
	get parent() {
		return this.node(this.depth);
	}
	/**
	The root node in which the position was resolved.
	*/
	get doc() {
		return this.node(0);
	}
	/**
	The ancestor node at the given level. `p.node(p.depth)` is the
	same as `p.parent`.
	*/
	node(depth) {
		return this.path[this.resolveDepth(depth) * 3];
	}
	/**
	The index into the ancestor at the given level. If this points
	at the 3rd node in the 2nd paragraph on the top level, for
	example, `p.index(0)` is 1 and `p.index(1)` is 2.
	*/
	index(depth) {
		return this.path[this.resolveDepth(depth) * 3 + 1];
	}
	/**
	The index pointing after this position into the ancestor at the
	given level.
	*/
	indexAfter(depth) {
		depth = this.resolveDepth(depth);
		return this.index(depth) + (depth == this.depth && !this.textOffset ? 0 : 1);
	}
	/**
	The (absolute) position at the start of the node at the given
	level.
	*/
	start(depth) {
		depth = this.resolveDepth(depth);
		return depth == 0 ? 0 : this.path[depth * 3 - 1] + 1;
	}
	/**
	The (absolute) position at the end of the node at the given
	level.
	*/
	end(depth) {
		depth = this.resolveDepth(depth);
		return this.start(depth) + this.node(depth).content.size;
	}
	/**
	The (absolute) position directly before the wrapping node at the
	given level, or, when `depth` is `this.depth + 1`, the original
	position.
	*/
	before(depth) {
		depth = this.resolveDepth(depth);
		if (!depth) throw new RangeError("There is no position before the top-level node");
		return depth == this.depth + 1 ? this.pos : this.path[depth * 3 - 1];
	}
	/**
	The (absolute) position directly after the wrapping node at the
	given level, or the original position when `depth` is `this.depth + 1`.
	*/
	after(depth) {
		depth = this.resolveDepth(depth);
		if (!depth) throw new RangeError("There is no position after the top-level node");
		return depth == this.depth + 1 ? this.pos : this.path[depth * 3 - 1] + this.path[depth * 3].nodeSize;
	}
	/**
	When this position points into a text node, this returns the
	distance between the position and the start of the text node.
	Will be zero for positions that point between nodes.
	*/
	get textOffset() {
		return this.pos - this.path[this.path.length - 1];
	}
	/**
	Get the node directly after the position, if any. If the position
	points into a text node, only the part of that node after the
	position is returned.
	*/
	get nodeAfter() {
		let parent = this.parent, index = this.index(this.depth);
		if (index == parent.childCount) return null;
		let dOff = this.pos - this.path[this.path.length - 1], child = parent.child(index);
		return dOff ? parent.child(index).cut(dOff) : child;
	}
	/**
	Get the node directly before the position, if any. If the
	position points into a text node, only the part of that node
	before the position is returned.
	*/
	get nodeBefore() {
		let index = this.index(this.depth);
		let dOff = this.pos - this.path[this.path.length - 1];
		if (dOff) return this.parent.child(index).cut(0, dOff);
		return index == 0 ? null : this.parent.child(index - 1);
	}
	/**
	Get the position at the given index in the parent node at the
	given depth (which defaults to `this.depth`).
	*/
	posAtIndex(index, depth) {
		depth = this.resolveDepth(depth);
		let node = this.path[depth * 3], pos = depth == 0 ? 0 : this.path[depth * 3 - 1] + 1;
		for (let i = 0; i < index; i++) pos += node.child(i).nodeSize;
		return pos;
	}
	/**
	Get the marks at this position, factoring in the surrounding
	marks' [`inclusive`](https://prosemirror.net/docs/ref/#model.MarkSpec.inclusive) property. If the
	position is at the start of a non-empty node, the marks of the
	node after it (if any) are returned.
	*/
	marks() {
		let parent = this.parent, index = this.index();
		if (parent.content.size == 0) return Mark.none;
		if (this.textOffset) return parent.child(index).marks;
		let main = parent.maybeChild(index - 1), other = parent.maybeChild(index);
		if (!main) {
			let tmp = main;
			main = other;
			other = tmp;
		}
		let marks = main.marks;
		for (var i = 0; i < marks.length; i++) if (marks[i].type.spec.inclusive === false && (!other || !marks[i].isInSet(other.marks))) marks = marks[i--].removeFromSet(marks);
		return marks;
	}
	/**
	Get the marks after the current position, if any, except those
	that are non-inclusive and not present at position `$end`. This
	is mostly useful for getting the set of marks to preserve after a
	deletion. Will return `null` if this position is at the end of
	its parent node or its parent node isn't a textblock (in which
	case no marks should be preserved).
	*/
	marksAcross($end) {
		let after = this.parent.maybeChild(this.index());
		if (!after || !after.isInline) return null;
		let marks = after.marks, next = $end.parent.maybeChild($end.index());
		for (var i = 0; i < marks.length; i++) if (marks[i].type.spec.inclusive === false && (!next || !marks[i].isInSet(next.marks))) marks = marks[i--].removeFromSet(marks);
		return marks;
	}
	/**
	The depth up to which this position and the given (non-resolved)
	position share the same parent nodes.
	*/
	sharedDepth(pos) {
		for (let depth = this.depth; depth > 0; depth--) if (this.start(depth) <= pos && this.end(depth) >= pos) return depth;
		return 0;
	}
	/**
	Returns a range based on the place where this position and the
	given position diverge around block content. If both point into
	the same textblock, for example, a range around that textblock
	will be returned. If they point into different blocks, the range
	around those blocks in their shared ancestor is returned. You can
	pass in an optional predicate that will be called with a parent
	node to see if a range into that parent is acceptable.
	*/
	blockRange(other = this, pred) {
		if (other.pos < this.pos) return other.blockRange(this);
		for (let d = this.depth - (this.parent.inlineContent || this.pos == other.pos ? 1 : 0); d >= 0; d--) if (other.pos <= this.end(d) && (!pred || pred(this.node(d)))) return new NodeRange(this, other, d);
		return null;
	}
	/**
	Query whether the given position shares the same parent node.
	*/
	sameParent(other) {
		return this.pos - this.parentOffset == other.pos - other.parentOffset;
	}
	/**
	Return the greater of this and the given position.
	*/
	max(other) {
		return other.pos > this.pos ? other : this;
	}
	/**
	Return the smaller of this and the given position.
	*/
	min(other) {
		return other.pos < this.pos ? other : this;
	}
	/**
	@internal
	*/
	toString() {
		let str = "";
		for (let i = 1; i <= this.depth; i++) str += (str ? "/" : "") + this.node(i).type.name + "_" + this.index(i - 1);
		return str + ":" + this.parentOffset;
	}
	/**
	@internal
	*/
	static resolve(doc, pos) {
		if (!(pos >= 0 && pos <= doc.content.size)) throw new RangeError("Position " + pos + " out of range");
		let path = [];
		let start = 0, parentOffset = pos;
		for (let node = doc;;) {
			let { index, offset } = node.content.findIndex(parentOffset);
			let rem = parentOffset - offset;
			path.push(node, index, start + offset);
			if (!rem) break;
			node = node.child(index);
			if (node.isText) break;
			parentOffset = rem - 1;
			start += offset + 1;
		}
		return new ResolvedPos(pos, path, parentOffset);
	}
	/**
	@internal
	*/
	static resolveCached(doc, pos) {
		let cache = resolveCache.get(doc);
		if (cache) for (let i = 0; i < cache.elts.length; i++) {
			let elt = cache.elts[i];
			if (elt.pos == pos) return elt;
		}
		else resolveCache.set(doc, cache = new ResolveCache());
		let result = cache.elts[cache.i] = ResolvedPos.resolve(doc, pos);
		cache.i = (cache.i + 1) % resolveCacheSize;
		return result;
	}
};
var ResolveCache = class {
	constructor() {
		this.elts = [];
		this.i = 0;
	}
};
var resolveCacheSize = 12;
var resolveCache = /* @__PURE__ */ new WeakMap();
/**
Represents a flat range of content, i.e. one that starts and
ends in the same node.
*/
var NodeRange = class {
	/**
	Construct a node range. `$from` and `$to` should point into the
	same node until at least the given `depth`, since a node range
	denotes an adjacent set of nodes in a single parent node.
	*/
	constructor($from, $to, depth) {
		this.$from = $from;
		this.$to = $to;
		this.depth = depth;
	}
	/**
	The position at the start of the range.
	*/
	get start() {
		return this.$from.before(this.depth + 1);
	}
	/**
	The position at the end of the range.
	*/
	get end() {
		return this.$to.after(this.depth + 1);
	}
	/**
	The parent node that the range points into.
	*/
	get parent() {
		return this.$from.node(this.depth);
	}
	/**
	The start index of the range in the parent node.
	*/
	get startIndex() {
		return this.$from.index(this.depth);
	}
	/**
	The end index of the range in the parent node.
	*/
	get endIndex() {
		return this.$to.indexAfter(this.depth);
	}
};
var emptyAttrs = Object.create(null);
/**
This class represents a node in the tree that makes up a
ProseMirror document. So a document is an instance of `Node`, with
children that are also instances of `Node`.

Nodes are persistent data structures. Instead of changing them, you
create new ones with the content you want. Old ones keep pointing
at the old document shape. This is made cheaper by sharing
structure between the old and new data as much as possible, which a
tree shape like this (without back pointers) makes easy.

**Do not** directly mutate the properties of a `Node` object. See
[the guide](https://prosemirror.net/docs/guide/#doc) for more information.
*/
var Node = class Node {
	/**
	@internal
	*/
	constructor(type, attrs, content, marks = Mark.none) {
		this.type = type;
		this.attrs = attrs;
		this.marks = marks;
		this.content = content || Fragment.empty;
	}
	/**
	The array of this node's child nodes.
	*/
	get children() {
		return this.content.content;
	}
	/**
	The size of this node, as defined by the integer-based [indexing
	scheme](https://prosemirror.net/docs/guide/#doc.indexing). For text nodes, this is the
	amount of characters. For other leaf nodes, it is one. For
	non-leaf nodes, it is the size of the content plus two (the
	start and end token).
	*/
	get nodeSize() {
		return this.isLeaf ? 1 : 2 + this.content.size;
	}
	/**
	The number of children that the node has.
	*/
	get childCount() {
		return this.content.childCount;
	}
	/**
	Get the child node at the given index. Raises an error when the
	index is out of range.
	*/
	child(index) {
		return this.content.child(index);
	}
	/**
	Get the child node at the given index, if it exists.
	*/
	maybeChild(index) {
		return this.content.maybeChild(index);
	}
	/**
	Call `f` for every child node, passing the node, its offset
	into this parent node, and its index.
	*/
	forEach(f) {
		this.content.forEach(f);
	}
	/**
	Invoke a callback for all descendant nodes recursively overlapping
	the given two positions that are relative to start of this
	node's content. This includes all ancestors of the nodes
	containing the two positions. The callback is invoked with the
	node, its position relative to the original node (method receiver),
	its parent node, and its child index. When the callback returns
	false for a given node, that node's children will not be
	recursed over. The last parameter can be used to specify a
	starting position to count from.
	*/
	nodesBetween(from, to, f, startPos = 0) {
		this.content.nodesBetween(from, to, f, startPos, this);
	}
	/**
	Call the given callback for every descendant node. Doesn't
	descend into a node when the callback returns `false`.
	*/
	descendants(f) {
		this.nodesBetween(0, this.content.size, f);
	}
	/**
	Concatenates all the text nodes found in this fragment and its
	children.
	*/
	get textContent() {
		return this.isLeaf && this.type.spec.leafText ? this.type.spec.leafText(this) : this.textBetween(0, this.content.size, "");
	}
	/**
	Get all text between positions `from` and `to`. When
	`blockSeparator` is given, it will be inserted to separate text
	from different block nodes. If `leafText` is given, it'll be
	inserted for every non-text leaf node encountered, otherwise
	[`leafText`](https://prosemirror.net/docs/ref/#model.NodeSpec.leafText) will be used.
	*/
	textBetween(from, to, blockSeparator, leafText) {
		return this.content.textBetween(from, to, blockSeparator, leafText);
	}
	/**
	Returns this node's first child, or `null` if there are no
	children.
	*/
	get firstChild() {
		return this.content.firstChild;
	}
	/**
	Returns this node's last child, or `null` if there are no
	children.
	*/
	get lastChild() {
		return this.content.lastChild;
	}
	/**
	Test whether two nodes represent the same piece of document.
	*/
	eq(other) {
		return this == other || this.sameMarkup(other) && this.content.eq(other.content);
	}
	/**
	Compare the markup (type, attributes, and marks) of this node to
	those of another. Returns `true` if both have the same markup.
	*/
	sameMarkup(other) {
		return this.hasMarkup(other.type, other.attrs, other.marks);
	}
	/**
	Check whether this node's markup correspond to the given type,
	attributes, and marks.
	*/
	hasMarkup(type, attrs, marks) {
		return this.type == type && compareDeep(this.attrs, attrs || type.defaultAttrs || emptyAttrs) && Mark.sameSet(this.marks, marks || Mark.none);
	}
	/**
	Create a new node with the same markup as this node, containing
	the given content (or empty, if no content is given).
	*/
	copy(content = null) {
		if (content == this.content) return this;
		return new Node(this.type, this.attrs, content, this.marks);
	}
	/**
	Create a copy of this node, with the given set of marks instead
	of the node's own marks.
	*/
	mark(marks) {
		return marks == this.marks ? this : new Node(this.type, this.attrs, this.content, marks);
	}
	/**
	Create a copy of this node with only the content between the
	given positions. If `to` is not given, it defaults to the end of
	the node.
	*/
	cut(from, to = this.content.size) {
		if (from == 0 && to == this.content.size) return this;
		return this.copy(this.content.cut(from, to));
	}
	/**
	Cut out the part of the document between the given positions, and
	return it as a `Slice` object.
	*/
	slice(from, to = this.content.size, includeParents = false) {
		if (from == to) return Slice.empty;
		let $from = this.resolve(from), $to = this.resolve(to);
		let depth = includeParents ? 0 : $from.sharedDepth(to);
		let start = $from.start(depth);
		return new Slice($from.node(depth).content.cut($from.pos - start, $to.pos - start), $from.depth - depth, $to.depth - depth);
	}
	/**
	Replace the part of the document between the given positions with
	the given slice. The slice must 'fit', meaning its open sides
	must be able to connect to the surrounding content, and its
	content nodes must be valid children for the node they are placed
	into. If any of this is violated, an error of type
	[`ReplaceError`](https://prosemirror.net/docs/ref/#model.ReplaceError) is thrown.
	*/
	replace(from, to, slice) {
		return replace(this.resolve(from), this.resolve(to), slice);
	}
	/**
	Find the node directly after the given position.
	*/
	nodeAt(pos) {
		for (let node = this;;) {
			let { index, offset } = node.content.findIndex(pos);
			node = node.maybeChild(index);
			if (!node) return null;
			if (offset == pos || node.isText) return node;
			pos -= offset + 1;
		}
	}
	/**
	Find the (direct) child node after the given offset, if any,
	and return it along with its index and offset relative to this
	node.
	*/
	childAfter(pos) {
		let { index, offset } = this.content.findIndex(pos);
		return {
			node: this.content.maybeChild(index),
			index,
			offset
		};
	}
	/**
	Find the (direct) child node before the given offset, if any,
	and return it along with its index and offset relative to this
	node.
	*/
	childBefore(pos) {
		if (pos == 0) return {
			node: null,
			index: 0,
			offset: 0
		};
		let { index, offset } = this.content.findIndex(pos);
		if (offset < pos) return {
			node: this.content.child(index),
			index,
			offset
		};
		let node = this.content.child(index - 1);
		return {
			node,
			index: index - 1,
			offset: offset - node.nodeSize
		};
	}
	/**
	Resolve the given position in the document, returning an
	[object](https://prosemirror.net/docs/ref/#model.ResolvedPos) with information about its context.
	*/
	resolve(pos) {
		return ResolvedPos.resolveCached(this, pos);
	}
	/**
	@internal
	*/
	resolveNoCache(pos) {
		return ResolvedPos.resolve(this, pos);
	}
	/**
	Test whether a given mark or mark type occurs in this document
	between the two given positions.
	*/
	rangeHasMark(from, to, type) {
		let found = false;
		if (to > from) this.nodesBetween(from, to, (node) => {
			if (type.isInSet(node.marks)) found = true;
			return !found;
		});
		return found;
	}
	/**
	True when this is a block (non-inline node)
	*/
	get isBlock() {
		return this.type.isBlock;
	}
	/**
	True when this is a textblock node, a block node with inline
	content.
	*/
	get isTextblock() {
		return this.type.isTextblock;
	}
	/**
	True when this node allows inline content.
	*/
	get inlineContent() {
		return this.type.inlineContent;
	}
	/**
	True when this is an inline node (a text node or a node that can
	appear among text).
	*/
	get isInline() {
		return this.type.isInline;
	}
	/**
	True when this is a text node.
	*/
	get isText() {
		return this.type.isText;
	}
	/**
	True when this is a leaf node.
	*/
	get isLeaf() {
		return this.type.isLeaf;
	}
	/**
	True when this is an atom, i.e. when it does not have directly
	editable content. This is usually the same as `isLeaf`, but can
	be configured with the [`atom` property](https://prosemirror.net/docs/ref/#model.NodeSpec.atom)
	on a node's spec (typically used when the node is displayed as
	an uneditable [node view](https://prosemirror.net/docs/ref/#view.NodeView)).
	*/
	get isAtom() {
		return this.type.isAtom;
	}
	/**
	Return a string representation of this node for debugging
	purposes.
	*/
	toString() {
		if (this.type.spec.toDebugString) return this.type.spec.toDebugString(this);
		let name = this.type.name;
		if (this.content.size) name += "(" + this.content.toStringInner() + ")";
		return wrapMarks(this.marks, name);
	}
	/**
	Get the content match in this node at the given index.
	*/
	contentMatchAt(index) {
		let match = this.type.contentMatch.matchFragment(this.content, 0, index);
		if (!match) throw new Error("Called contentMatchAt on a node with invalid content");
		return match;
	}
	/**
	Test whether replacing the range between `from` and `to` (by
	child index) with the given replacement fragment (which defaults
	to the empty fragment) would leave the node's content valid. You
	can optionally pass `start` and `end` indices into the
	replacement fragment.
	*/
	canReplace(from, to, replacement = Fragment.empty, start = 0, end = replacement.childCount) {
		let one = this.contentMatchAt(from).matchFragment(replacement, start, end);
		let two = one && one.matchFragment(this.content, to);
		if (!two || !two.validEnd) return false;
		for (let i = start; i < end; i++) if (!this.type.allowsMarks(replacement.child(i).marks)) return false;
		return true;
	}
	/**
	Test whether replacing the range `from` to `to` (by index) with
	a node of the given type would leave the node's content valid.
	*/
	canReplaceWith(from, to, type, marks) {
		if (marks && !this.type.allowsMarks(marks)) return false;
		let start = this.contentMatchAt(from).matchType(type);
		let end = start && start.matchFragment(this.content, to);
		return end ? end.validEnd : false;
	}
	/**
	Test whether the given node's content could be appended to this
	node. If that node is empty, this will only return true if there
	is at least one node type that can appear in both nodes (to avoid
	merging completely incompatible nodes).
	*/
	canAppend(other) {
		if (other.content.size) return this.canReplace(this.childCount, this.childCount, other.content);
		else return this.type.compatibleContent(other.type);
	}
	/**
	Check whether this node and its descendants conform to the
	schema, and raise an exception when they do not.
	*/
	check() {
		this.type.checkContent(this.content);
		checkAttrs(this.type.attrs, this.attrs, "node", this.type.name);
		let copy = Mark.none;
		for (let i = 0; i < this.marks.length; i++) {
			let mark = this.marks[i];
			checkAttrs(mark.type.attrs, mark.attrs, "mark", mark.type.name);
			copy = mark.addToSet(copy);
		}
		if (!Mark.sameSet(copy, this.marks)) throw new RangeError(`Invalid collection of marks for node ${this.type.name}: ${this.marks.map((m) => m.type.name)}`);
		this.content.forEach((node) => node.check());
	}
	/**
	Return a JSON-serializeable representation of this node.
	*/
	toJSON() {
		let obj = { type: this.type.name };
		for (let _ in this.attrs) {
			obj.attrs = this.attrs;
			break;
		}
		if (this.content.size) obj.content = this.content.toJSON();
		if (this.marks.length) obj.marks = this.marks.map((n) => n.toJSON());
		return obj;
	}
	/**
	Deserialize a node from its JSON representation.
	*/
	static fromJSON(schema, json) {
		if (!json) throw new RangeError("Invalid input for Node.fromJSON");
		let marks = void 0;
		if (json.marks) {
			if (!Array.isArray(json.marks)) throw new RangeError("Invalid mark data for Node.fromJSON");
			marks = json.marks.map(schema.markFromJSON);
		}
		if (json.type == "text") {
			if (typeof json.text != "string") throw new RangeError("Invalid text node in JSON");
			return schema.text(json.text, marks);
		}
		let content = Fragment.fromJSON(schema, json.content);
		return schema.nodeType(json.type).create(json.attrs, content, marks);
	}
};
Node.prototype.text = void 0;
var v8InternHack = (() => {
	let { stack } = /* @__PURE__ */ new Error("/");
	if (!stack || !/\n\s*at\s/.test(stack)) return (s) => s;
	let obj = Object.create(null);
	return (s) => {
		obj[s];
		return s;
	};
})();
var TextNode = class TextNode extends Node {
	/**
	@internal
	*/
	constructor(type, attrs, content, marks) {
		super(type, attrs, null, marks);
		if (!content) throw new RangeError("Empty text nodes are not allowed");
		this.text = content;
	}
	toString() {
		if (this.type.spec.toDebugString) return this.type.spec.toDebugString(this);
		return wrapMarks(this.marks, JSON.stringify(this.text));
	}
	get textContent() {
		return this.text;
	}
	textBetween(from, to) {
		return v8InternHack(this.text.slice(from, to));
	}
	get nodeSize() {
		return this.text.length;
	}
	mark(marks) {
		return marks == this.marks ? this : new TextNode(this.type, this.attrs, this.text, marks);
	}
	withText(text) {
		if (text == this.text) return this;
		return new TextNode(this.type, this.attrs, text, this.marks);
	}
	cut(from = 0, to = this.text.length) {
		if (from == 0 && to == this.text.length) return this;
		return this.withText(v8InternHack(this.text.slice(from, to)));
	}
	eq(other) {
		return this.sameMarkup(other) && this.text == other.text;
	}
	toJSON() {
		let base = super.toJSON();
		base.text = this.text;
		return base;
	}
};
function wrapMarks(marks, str) {
	for (let i = marks.length - 1; i >= 0; i--) str = marks[i].type.name + "(" + str + ")";
	return str;
}
function checkAttrs(attrs, values, type, name) {
	for (let attr in values) if (!(attr in attrs)) throw new RangeError(`Unsupported attribute ${attr} for ${type} of type ${name}`);
	for (let attr in attrs) if (attrs[attr].validate) attrs[attr].validate(values[attr]);
}
/**
Instances of this class represent a match state of a node type's
[content expression](https://prosemirror.net/docs/ref/#model.NodeSpec.content), and can be used to
find out whether further content matches here, and whether a given
position is a valid end of the node.
*/
var ContentMatch = class ContentMatch {
	/**
	@internal
	*/
	constructor(validEnd) {
		this.validEnd = validEnd;
		/**
		@internal
		*/
		this.next = [];
		/**
		@internal
		*/
		this.wrapCache = [];
	}
	/**
	@internal
	*/
	static parse(string, nodeTypes) {
		let stream = new TokenStream(string, nodeTypes);
		if (stream.next == null) return ContentMatch.empty;
		let expr = parseExpr(stream);
		if (stream.next) stream.err("Unexpected trailing text");
		let match = dfa(nfa(expr));
		checkForDeadEnds(match, stream);
		return match;
	}
	/**
	Match a node type, returning a match after that node if
	successful.
	*/
	matchType(type) {
		for (let i = 0; i < this.next.length; i++) if (this.next[i].type == type) return this.next[i].next;
		return null;
	}
	/**
	Try to match a fragment. Returns the resulting match when
	successful.
	*/
	matchFragment(frag, start = 0, end = frag.childCount) {
		let cur = this;
		for (let i = start; cur && i < end; i++) cur = cur.matchType(frag.child(i).type);
		return cur;
	}
	/**
	@internal
	*/
	get inlineContent() {
		return this.next.length != 0 && this.next[0].type.isInline;
	}
	/**
	Get the first matching node type at this match position that can
	be generated.
	*/
	get defaultType() {
		for (let i = 0; i < this.next.length; i++) {
			let { type } = this.next[i];
			if (!(type.isText || type.hasRequiredAttrs())) return type;
		}
		return null;
	}
	/**
	@internal
	*/
	compatible(other) {
		for (let i = 0; i < this.next.length; i++) for (let j = 0; j < other.next.length; j++) if (this.next[i].type == other.next[j].type) return true;
		return false;
	}
	/**
	Try to match the given fragment, and if that fails, see if it can
	be made to match by inserting nodes in front of it. When
	successful, return a fragment of inserted nodes (which may be
	empty if nothing had to be inserted). When `toEnd` is true, only
	return a fragment if the resulting match goes to the end of the
	content expression.
	*/
	fillBefore(after, toEnd = false, startIndex = 0) {
		let seen = [this];
		function search(match, types) {
			let finished = match.matchFragment(after, startIndex);
			if (finished && (!toEnd || finished.validEnd)) return Fragment.from(types.map((tp) => tp.createAndFill()));
			for (let i = 0; i < match.next.length; i++) {
				let { type, next } = match.next[i];
				if (!(type.isText || type.hasRequiredAttrs()) && seen.indexOf(next) == -1) {
					seen.push(next);
					let found = search(next, types.concat(type));
					if (found) return found;
				}
			}
			return null;
		}
		return search(this, []);
	}
	/**
	Find a set of wrapping node types that would allow a node of the
	given type to appear at this position. The result may be empty
	(when it fits directly) and will be null when no such wrapping
	exists.
	*/
	findWrapping(target) {
		for (let i = 0; i < this.wrapCache.length; i += 2) if (this.wrapCache[i] == target) return this.wrapCache[i + 1];
		let computed = this.computeWrapping(target);
		this.wrapCache.push(target, computed);
		return computed;
	}
	/**
	@internal
	*/
	computeWrapping(target) {
		let seen = Object.create(null), active = [{
			match: this,
			type: null,
			via: null
		}];
		while (active.length) {
			let current = active.shift(), match = current.match;
			if (match.matchType(target)) {
				let result = [];
				for (let obj = current; obj.type; obj = obj.via) result.push(obj.type);
				return result.reverse();
			}
			for (let i = 0; i < match.next.length; i++) {
				let { type, next } = match.next[i];
				if (!type.isLeaf && !type.hasRequiredAttrs() && !(type.name in seen) && (!current.type || next.validEnd)) {
					active.push({
						match: type.contentMatch,
						type,
						via: current
					});
					seen[type.name] = true;
				}
			}
		}
		return null;
	}
	/**
	The number of outgoing edges this node has in the finite
	automaton that describes the content expression.
	*/
	get edgeCount() {
		return this.next.length;
	}
	/**
	Get the _n_​th outgoing edge from this node in the finite
	automaton that describes the content expression.
	*/
	edge(n) {
		if (n >= this.next.length) throw new RangeError(`There's no ${n}th edge in this content match`);
		return this.next[n];
	}
	/**
	@internal
	*/
	toString() {
		let seen = [];
		function scan(m) {
			seen.push(m);
			for (let i = 0; i < m.next.length; i++) if (seen.indexOf(m.next[i].next) == -1) scan(m.next[i].next);
		}
		scan(this);
		return seen.map((m, i) => {
			let out = i + (m.validEnd ? "*" : " ") + " ";
			for (let i = 0; i < m.next.length; i++) out += (i ? ", " : "") + m.next[i].type.name + "->" + seen.indexOf(m.next[i].next);
			return out;
		}).join("\n");
	}
};
/**
@internal
*/
ContentMatch.empty = new ContentMatch(true);
var TokenStream = class {
	constructor(string, nodeTypes) {
		this.string = string;
		this.nodeTypes = nodeTypes;
		this.inline = null;
		this.pos = 0;
		this.tokens = string.split(/\s*(?=\b|\W|$)/);
		if (this.tokens[this.tokens.length - 1] == "") this.tokens.pop();
		if (this.tokens[0] == "") this.tokens.shift();
	}
	get next() {
		return this.tokens[this.pos];
	}
	eat(tok) {
		return this.next == tok && (this.pos++ || true);
	}
	err(str) {
		throw new SyntaxError(str + " (in content expression '" + this.string + "')");
	}
};
function parseExpr(stream) {
	let exprs = [];
	do
		exprs.push(parseExprSeq(stream));
	while (stream.eat("|"));
	return exprs.length == 1 ? exprs[0] : {
		type: "choice",
		exprs
	};
}
function parseExprSeq(stream) {
	let exprs = [];
	do
		exprs.push(parseExprSubscript(stream));
	while (stream.next && stream.next != ")" && stream.next != "|");
	return exprs.length == 1 ? exprs[0] : {
		type: "seq",
		exprs
	};
}
function parseExprSubscript(stream) {
	let expr = parseExprAtom(stream);
	for (;;) if (stream.eat("+")) expr = {
		type: "plus",
		expr
	};
	else if (stream.eat("*")) expr = {
		type: "star",
		expr
	};
	else if (stream.eat("?")) expr = {
		type: "opt",
		expr
	};
	else if (stream.eat("{")) expr = parseExprRange(stream, expr);
	else break;
	return expr;
}
function parseNum(stream) {
	if (/\D/.test(stream.next)) stream.err("Expected number, got '" + stream.next + "'");
	let result = Number(stream.next);
	stream.pos++;
	return result;
}
function parseExprRange(stream, expr) {
	let min = parseNum(stream), max = min;
	if (stream.eat(",")) {
		if (stream.next != "}") max = parseNum(stream);
		else max = -1;
	}
	if (!stream.eat("}")) stream.err("Unclosed braced range");
	return {
		type: "range",
		min,
		max,
		expr
	};
}
function resolveName(stream, name) {
	let types = stream.nodeTypes, type = types[name];
	if (type) return [type];
	let result = [];
	for (let typeName in types) {
		let type = types[typeName];
		if (type.isInGroup(name)) result.push(type);
	}
	if (result.length == 0) stream.err("No node type or group '" + name + "' found");
	return result;
}
function parseExprAtom(stream) {
	if (stream.eat("(")) {
		let expr = parseExpr(stream);
		if (!stream.eat(")")) stream.err("Missing closing paren");
		return expr;
	} else if (!/\W/.test(stream.next)) {
		let exprs = resolveName(stream, stream.next).map((type) => {
			if (stream.inline == null) stream.inline = type.isInline;
			else if (stream.inline != type.isInline) stream.err("Mixing inline and block content");
			return {
				type: "name",
				value: type
			};
		});
		stream.pos++;
		return exprs.length == 1 ? exprs[0] : {
			type: "choice",
			exprs
		};
	} else stream.err("Unexpected token '" + stream.next + "'");
}
function nfa(expr) {
	let nfa = [[]];
	connect(compile(expr, 0), node());
	return nfa;
	function node() {
		return nfa.push([]) - 1;
	}
	function edge(from, to, term) {
		let edge = {
			term,
			to
		};
		nfa[from].push(edge);
		return edge;
	}
	function connect(edges, to) {
		edges.forEach((edge) => edge.to = to);
	}
	function compile(expr, from) {
		if (expr.type == "choice") return expr.exprs.reduce((out, expr) => out.concat(compile(expr, from)), []);
		else if (expr.type == "seq") for (let i = 0;; i++) {
			let next = compile(expr.exprs[i], from);
			if (i == expr.exprs.length - 1) return next;
			connect(next, from = node());
		}
		else if (expr.type == "star") {
			let loop = node();
			edge(from, loop);
			connect(compile(expr.expr, loop), loop);
			return [edge(loop)];
		} else if (expr.type == "plus") {
			let loop = node();
			connect(compile(expr.expr, from), loop);
			connect(compile(expr.expr, loop), loop);
			return [edge(loop)];
		} else if (expr.type == "opt") return [edge(from)].concat(compile(expr.expr, from));
		else if (expr.type == "range") {
			let cur = from;
			for (let i = 0; i < expr.min; i++) {
				let next = node();
				connect(compile(expr.expr, cur), next);
				cur = next;
			}
			if (expr.max == -1) connect(compile(expr.expr, cur), cur);
			else for (let i = expr.min; i < expr.max; i++) {
				let next = node();
				edge(cur, next);
				connect(compile(expr.expr, cur), next);
				cur = next;
			}
			return [edge(cur)];
		} else if (expr.type == "name") return [edge(from, void 0, expr.value)];
		else throw new Error("Unknown expr type");
	}
}
function cmp(a, b) {
	return b - a;
}
function nullFrom(nfa, node) {
	let result = [];
	scan(node);
	return result.sort(cmp);
	function scan(node) {
		let edges = nfa[node];
		if (edges.length == 1 && !edges[0].term) return scan(edges[0].to);
		result.push(node);
		for (let i = 0; i < edges.length; i++) {
			let { term, to } = edges[i];
			if (!term && result.indexOf(to) == -1) scan(to);
		}
	}
}
function dfa(nfa) {
	let labeled = Object.create(null);
	return explore(nullFrom(nfa, 0));
	function explore(states) {
		let out = [];
		states.forEach((node) => {
			nfa[node].forEach(({ term, to }) => {
				if (!term) return;
				let set;
				for (let i = 0; i < out.length; i++) if (out[i][0] == term) set = out[i][1];
				nullFrom(nfa, to).forEach((node) => {
					if (!set) out.push([term, set = []]);
					if (set.indexOf(node) == -1) set.push(node);
				});
			});
		});
		let state = labeled[states.join(",")] = new ContentMatch(states.indexOf(nfa.length - 1) > -1);
		for (let i = 0; i < out.length; i++) {
			let states = out[i][1].sort(cmp);
			state.next.push({
				type: out[i][0],
				next: labeled[states.join(",")] || explore(states)
			});
		}
		return state;
	}
}
function checkForDeadEnds(match, stream) {
	for (let i = 0, work = [match]; i < work.length; i++) {
		let state = work[i], dead = !state.validEnd, nodes = [];
		for (let j = 0; j < state.next.length; j++) {
			let { type, next } = state.next[j];
			nodes.push(type.name);
			if (dead && !(type.isText || type.hasRequiredAttrs())) dead = false;
			if (work.indexOf(next) == -1) work.push(next);
		}
		if (dead) stream.err("Only non-generatable nodes (" + nodes.join(", ") + ") in a required position (see https://prosemirror.net/docs/guide/#generatable)");
	}
}
function defaultAttrs(attrs) {
	let defaults = Object.create(null);
	for (let attrName in attrs) {
		let attr = attrs[attrName];
		if (!attr.hasDefault) return null;
		defaults[attrName] = attr.default;
	}
	return defaults;
}
function computeAttrs(attrs, value) {
	let built = Object.create(null);
	for (let name in attrs) {
		let attr = attrs[name];
		let given = value && value[name];
		if (given === void 0) {
			if (attr.hasDefault) given = attr.default;
			else throw new RangeError("No value supplied for attribute " + name);
		} else if (attr.validate) attr.validate(given);
		built[name] = given;
	}
	return built;
}
function initAttrs(typeName, attrs) {
	let result = Object.create(null);
	if (attrs) for (let name in attrs) result[name] = new Attribute(typeName, name, attrs[name]);
	return result;
}
/**
Node types are objects allocated once per `Schema` and used to
[tag](https://prosemirror.net/docs/ref/#model.Node.type) `Node` instances. They contain information
about the node type, such as its name and what kind of node it
represents.
*/
var NodeType$1 = class NodeType$1 {
	/**
	@internal
	*/
	constructor(name, schema, spec) {
		this.name = name;
		this.schema = schema;
		this.spec = spec;
		/**
		The set of marks allowed in this node. `null` means all marks
		are allowed.
		*/
		this.markSet = null;
		this.groups = spec.group ? spec.group.split(" ") : [];
		this.attrs = initAttrs(name, spec.attrs);
		this.defaultAttrs = defaultAttrs(this.attrs);
		this.contentMatch = null;
		this.inlineContent = null;
		this.isBlock = !(spec.inline || name == "text");
		this.isText = name == "text";
	}
	/**
	True if this is an inline type.
	*/
	get isInline() {
		return !this.isBlock;
	}
	/**
	True if this is a textblock type, a block that contains inline
	content.
	*/
	get isTextblock() {
		return this.isBlock && this.inlineContent;
	}
	/**
	True for node types that allow no content.
	*/
	get isLeaf() {
		return this.contentMatch == ContentMatch.empty;
	}
	/**
	True when this node is an atom, i.e. when it does not have
	directly editable content.
	*/
	get isAtom() {
		return this.isLeaf || !!this.spec.atom;
	}
	/**
	Return true when this node type is part of the given
	[group](https://prosemirror.net/docs/ref/#model.NodeSpec.group).
	*/
	isInGroup(group) {
		return this.groups.indexOf(group) > -1;
	}
	/**
	The node type's [whitespace](https://prosemirror.net/docs/ref/#model.NodeSpec.whitespace) option.
	*/
	get whitespace() {
		return this.spec.whitespace || (this.spec.code ? "pre" : "normal");
	}
	/**
	Tells you whether this node type has any required attributes.
	*/
	hasRequiredAttrs() {
		for (let n in this.attrs) if (this.attrs[n].isRequired) return true;
		return false;
	}
	/**
	Indicates whether this node allows some of the same content as
	the given node type.
	*/
	compatibleContent(other) {
		return this == other || this.contentMatch.compatible(other.contentMatch);
	}
	/**
	@internal
	*/
	computeAttrs(attrs) {
		if (!attrs && this.defaultAttrs) return this.defaultAttrs;
		else return computeAttrs(this.attrs, attrs);
	}
	/**
	Create a `Node` of this type. The given attributes are
	checked and defaulted (you can pass `null` to use the type's
	defaults entirely, if no required attributes exist). `content`
	may be a `Fragment`, a node, an array of nodes, or
	`null`. Similarly `marks` may be `null` to default to the empty
	set of marks.
	*/
	create(attrs = null, content, marks) {
		if (this.isText) throw new Error("NodeType.create can't construct text nodes");
		return new Node(this, this.computeAttrs(attrs), Fragment.from(content), Mark.setFrom(marks));
	}
	/**
	Like [`create`](https://prosemirror.net/docs/ref/#model.NodeType.create), but check the given content
	against the node type's content restrictions, and throw an error
	if it doesn't match.
	*/
	createChecked(attrs = null, content, marks) {
		content = Fragment.from(content);
		this.checkContent(content);
		return new Node(this, this.computeAttrs(attrs), content, Mark.setFrom(marks));
	}
	/**
	Like [`create`](https://prosemirror.net/docs/ref/#model.NodeType.create), but see if it is
	necessary to add nodes to the start or end of the given fragment
	to make it fit the node. If no fitting wrapping can be found,
	return null. Note that, due to the fact that required nodes can
	always be created, this will always succeed if you pass null or
	`Fragment.empty` as content.
	*/
	createAndFill(attrs = null, content, marks) {
		attrs = this.computeAttrs(attrs);
		content = Fragment.from(content);
		if (content.size) {
			let before = this.contentMatch.fillBefore(content);
			if (!before) return null;
			content = before.append(content);
		}
		let matched = this.contentMatch.matchFragment(content);
		let after = matched && matched.fillBefore(Fragment.empty, true);
		if (!after) return null;
		return new Node(this, attrs, content.append(after), Mark.setFrom(marks));
	}
	/**
	Returns true if the given fragment is valid content for this node
	type.
	*/
	validContent(content) {
		let result = this.contentMatch.matchFragment(content);
		if (!result || !result.validEnd) return false;
		for (let i = 0; i < content.childCount; i++) if (!this.allowsMarks(content.child(i).marks)) return false;
		return true;
	}
	/**
	Throws a RangeError if the given fragment is not valid content for this
	node type.
	@internal
	*/
	checkContent(content) {
		if (!this.validContent(content)) throw new RangeError(`Invalid content for node ${this.name}: ${content.toString().slice(0, 50)}`);
	}
	/**
	@internal no longer useful, but called by old prosemirror-view versions
	*/
	checkAttrs(attrs) {}
	/**
	Check whether the given mark type is allowed in this node.
	*/
	allowsMarkType(markType) {
		return this.markSet == null || this.markSet.indexOf(markType) > -1;
	}
	/**
	Test whether the given set of marks are allowed in this node.
	*/
	allowsMarks(marks) {
		if (this.markSet == null) return true;
		for (let i = 0; i < marks.length; i++) if (!this.allowsMarkType(marks[i].type)) return false;
		return true;
	}
	/**
	Removes the marks that are not allowed in this node from the given set.
	*/
	allowedMarks(marks) {
		if (this.markSet == null) return marks;
		let copy;
		for (let i = 0; i < marks.length; i++) if (!this.allowsMarkType(marks[i].type)) {
			if (!copy) copy = marks.slice(0, i);
		} else if (copy) copy.push(marks[i]);
		return !copy ? marks : copy.length ? copy : Mark.none;
	}
	/**
	@internal
	*/
	static compile(nodes, schema) {
		let result = Object.create(null);
		nodes.forEach((name, spec) => result[name] = new NodeType$1(name, schema, spec));
		let topType = schema.spec.topNode || "doc";
		if (!result[topType]) throw new RangeError("Schema is missing its top node type ('" + topType + "')");
		if (!result.text) throw new RangeError("Every schema needs a 'text' type");
		for (let _ in result.text.attrs) throw new RangeError("The text node type should not have attributes");
		return result;
	}
};
function validateType(typeName, attrName, type) {
	let types = type.split("|");
	return (value) => {
		let name = value === null ? "null" : typeof value;
		if (types.indexOf(name) < 0) throw new RangeError(`Expected value of type ${types} for attribute ${attrName} on type ${typeName}, got ${name}`);
	};
}
var Attribute = class {
	constructor(typeName, attrName, options) {
		this.hasDefault = Object.prototype.hasOwnProperty.call(options, "default");
		this.default = options.default;
		this.validate = typeof options.validate == "string" ? validateType(typeName, attrName, options.validate) : options.validate;
	}
	get isRequired() {
		return !this.hasDefault;
	}
};
/**
Like nodes, marks (which are associated with nodes to signify
things like emphasis or being part of a link) are
[tagged](https://prosemirror.net/docs/ref/#model.Mark.type) with type objects, which are
instantiated once per `Schema`.
*/
var MarkType = class MarkType {
	/**
	@internal
	*/
	constructor(name, rank, schema, spec) {
		this.name = name;
		this.rank = rank;
		this.schema = schema;
		this.spec = spec;
		this.attrs = initAttrs(name, spec.attrs);
		this.excluded = null;
		let defaults = defaultAttrs(this.attrs);
		this.instance = defaults ? new Mark(this, defaults) : null;
	}
	/**
	Create a mark of this type. `attrs` may be `null` or an object
	containing only some of the mark's attributes. The others, if
	they have defaults, will be added.
	*/
	create(attrs = null) {
		if (!attrs && this.instance) return this.instance;
		return new Mark(this, computeAttrs(this.attrs, attrs));
	}
	/**
	@internal
	*/
	static compile(marks, schema) {
		let result = Object.create(null), rank = 0;
		marks.forEach((name, spec) => result[name] = new MarkType(name, rank++, schema, spec));
		return result;
	}
	/**
	When there is a mark of this type in the given set, a new set
	without it is returned. Otherwise, the input set is returned.
	*/
	removeFromSet(set) {
		for (var i = 0; i < set.length; i++) if (set[i].type == this) {
			set = set.slice(0, i).concat(set.slice(i + 1));
			i--;
		}
		return set;
	}
	/**
	Tests whether there is a mark of this type in the given set.
	*/
	isInSet(set) {
		for (let i = 0; i < set.length; i++) if (set[i].type == this) return set[i];
	}
	/**
	Queries whether a given mark type is
	[excluded](https://prosemirror.net/docs/ref/#model.MarkSpec.excludes) by this one.
	*/
	excludes(other) {
		return this.excluded.indexOf(other) > -1;
	}
};
/**
A document schema. Holds [node](https://prosemirror.net/docs/ref/#model.NodeType) and [mark
type](https://prosemirror.net/docs/ref/#model.MarkType) objects for the nodes and marks that may
occur in conforming documents, and provides functionality for
creating and deserializing such documents.

When given, the type parameters provide the names of the nodes and
marks in this schema.
*/
var Schema = class {
	/**
	Construct a schema from a schema [specification](https://prosemirror.net/docs/ref/#model.SchemaSpec).
	*/
	constructor(spec) {
		/**
		The [linebreak
		replacement](https://prosemirror.net/docs/ref/#model.NodeSpec.linebreakReplacement) node defined
		in this schema, if any.
		*/
		this.linebreakReplacement = null;
		/**
		An object for storing whatever values modules may want to
		compute and cache per schema. (If you want to store something
		in it, try to use property names unlikely to clash.)
		*/
		this.cached = Object.create(null);
		let instanceSpec = this.spec = {};
		for (let prop in spec) instanceSpec[prop] = spec[prop];
		instanceSpec.nodes = OrderedMap.from(spec.nodes), instanceSpec.marks = OrderedMap.from(spec.marks || {}), this.nodes = NodeType$1.compile(this.spec.nodes, this);
		this.marks = MarkType.compile(this.spec.marks, this);
		let contentExprCache = Object.create(null);
		for (let prop in this.nodes) {
			if (prop in this.marks) throw new RangeError(prop + " can not be both a node and a mark");
			let type = this.nodes[prop], contentExpr = type.spec.content || "", markExpr = type.spec.marks;
			type.contentMatch = contentExprCache[contentExpr] || (contentExprCache[contentExpr] = ContentMatch.parse(contentExpr, this.nodes));
			type.inlineContent = type.contentMatch.inlineContent;
			if (type.spec.linebreakReplacement) {
				if (this.linebreakReplacement) throw new RangeError("Multiple linebreak nodes defined");
				if (!type.isInline || !type.isLeaf) throw new RangeError("Linebreak replacement nodes must be inline leaf nodes");
				this.linebreakReplacement = type;
			}
			type.markSet = markExpr == "_" ? null : markExpr ? gatherMarks(this, markExpr.split(" ")) : markExpr == "" || !type.inlineContent ? [] : null;
		}
		for (let prop in this.marks) {
			let type = this.marks[prop], excl = type.spec.excludes;
			type.excluded = excl == null ? [type] : excl == "" ? [] : gatherMarks(this, excl.split(" "));
		}
		this.nodeFromJSON = (json) => Node.fromJSON(this, json);
		this.markFromJSON = (json) => Mark.fromJSON(this, json);
		this.topNodeType = this.nodes[this.spec.topNode || "doc"];
		this.cached.wrappings = Object.create(null);
	}
	/**
	Create a node in this schema. The `type` may be a string or a
	`NodeType` instance. Attributes will be extended with defaults,
	`content` may be a `Fragment`, `null`, a `Node`, or an array of
	nodes.
	*/
	node(type, attrs = null, content, marks) {
		if (typeof type == "string") type = this.nodeType(type);
		else if (!(type instanceof NodeType$1)) throw new RangeError("Invalid node type: " + type);
		else if (type.schema != this) throw new RangeError("Node type from different schema used (" + type.name + ")");
		return type.createChecked(attrs, content, marks);
	}
	/**
	Create a text node in the schema. Empty text nodes are not
	allowed.
	*/
	text(text, marks) {
		let type = this.nodes.text;
		return new TextNode(type, type.defaultAttrs, text, Mark.setFrom(marks));
	}
	/**
	Create a mark with the given type and attributes.
	*/
	mark(type, attrs) {
		if (typeof type == "string") type = this.marks[type];
		return type.create(attrs);
	}
	/**
	@internal
	*/
	nodeType(name) {
		let found = this.nodes[name];
		if (!found) throw new RangeError("Unknown node type: " + name);
		return found;
	}
};
function gatherMarks(schema, marks) {
	let found = [];
	for (let i = 0; i < marks.length; i++) {
		let name = marks[i], mark = schema.marks[name], ok = mark;
		if (mark) found.push(mark);
		else for (let prop in schema.marks) {
			let mark = schema.marks[prop];
			if (name == "_" || mark.spec.group && mark.spec.group.split(" ").indexOf(name) > -1) found.push(ok = mark);
		}
		if (!ok) throw new SyntaxError("Unknown mark type: '" + marks[i] + "'");
	}
	return found;
}
function isTagRule(rule) {
	return rule.tag != null;
}
function isStyleRule(rule) {
	return rule.style != null;
}
/**
A DOM parser represents a strategy for parsing DOM content into a
ProseMirror document conforming to a given schema. Its behavior is
defined by an array of [rules](https://prosemirror.net/docs/ref/#model.ParseRule).
*/
var DOMParser = class DOMParser {
	/**
	Create a parser that targets the given schema, using the given
	parsing rules.
	*/
	constructor(schema, rules) {
		this.schema = schema;
		this.rules = rules;
		/**
		@internal
		*/
		this.tags = [];
		/**
		@internal
		*/
		this.styles = [];
		let matchedStyles = this.matchedStyles = [];
		rules.forEach((rule) => {
			if (isTagRule(rule)) this.tags.push(rule);
			else if (isStyleRule(rule)) {
				let prop = /[^=]*/.exec(rule.style)[0];
				if (matchedStyles.indexOf(prop) < 0) matchedStyles.push(prop);
				this.styles.push(rule);
			}
		});
		this.normalizeLists = !this.tags.some((r) => {
			if (!/^(ul|ol)\b/.test(r.tag) || !r.node) return false;
			let node = schema.nodes[r.node];
			return node.contentMatch.matchType(node);
		});
	}
	/**
	Parse a document from the content of a DOM node.
	*/
	parse(dom, options = {}) {
		let context = new ParseContext(this, options, false);
		context.addAll(dom, Mark.none, options.from, options.to);
		return context.finish();
	}
	/**
	Parses the content of the given DOM node, like
	[`parse`](https://prosemirror.net/docs/ref/#model.DOMParser.parse), and takes the same set of
	options. But unlike that method, which produces a whole node,
	this one returns a slice that is open at the sides, meaning that
	the schema constraints aren't applied to the start of nodes to
	the left of the input and the end of nodes at the end.
	*/
	parseSlice(dom, options = {}) {
		let context = new ParseContext(this, options, true);
		context.addAll(dom, Mark.none, options.from, options.to);
		return Slice.maxOpen(context.finish());
	}
	/**
	@internal
	*/
	matchTag(dom, context, after) {
		for (let i = after ? this.tags.indexOf(after) + 1 : 0; i < this.tags.length; i++) {
			let rule = this.tags[i];
			if (matches(dom, rule.tag) && (rule.namespace === void 0 || dom.namespaceURI == rule.namespace) && (!rule.context || context.matchesContext(rule.context))) {
				if (rule.getAttrs) {
					let result = rule.getAttrs(dom);
					if (result === false) continue;
					rule.attrs = result || void 0;
				}
				return rule;
			}
		}
	}
	/**
	@internal
	*/
	matchStyle(prop, value, context, after) {
		for (let i = after ? this.styles.indexOf(after) + 1 : 0; i < this.styles.length; i++) {
			let rule = this.styles[i], style = rule.style;
			if (style.indexOf(prop) != 0 || rule.context && !context.matchesContext(rule.context) || style.length > prop.length && (style.charCodeAt(prop.length) != 61 || style.slice(prop.length + 1) != value)) continue;
			if (rule.getAttrs) {
				let result = rule.getAttrs(value);
				if (result === false) continue;
				rule.attrs = result || void 0;
			}
			return rule;
		}
	}
	/**
	@internal
	*/
	static schemaRules(schema) {
		let result = [];
		function insert(rule) {
			let priority = rule.priority == null ? 50 : rule.priority, i = 0;
			for (; i < result.length; i++) {
				let next = result[i];
				if ((next.priority == null ? 50 : next.priority) < priority) break;
			}
			result.splice(i, 0, rule);
		}
		for (let name in schema.marks) {
			let rules = schema.marks[name].spec.parseDOM;
			if (rules) rules.forEach((rule) => {
				insert(rule = copy(rule));
				if (!(rule.mark || rule.ignore || rule.clearMark)) rule.mark = name;
			});
		}
		for (let name in schema.nodes) {
			let rules = schema.nodes[name].spec.parseDOM;
			if (rules) rules.forEach((rule) => {
				insert(rule = copy(rule));
				if (!(rule.node || rule.ignore || rule.mark)) rule.node = name;
			});
		}
		return result;
	}
	/**
	Construct a DOM parser using the parsing rules listed in a
	schema's [node specs](https://prosemirror.net/docs/ref/#model.NodeSpec.parseDOM), reordered by
	[priority](https://prosemirror.net/docs/ref/#model.GenericParseRule.priority).
	*/
	static fromSchema(schema) {
		return schema.cached.domParser || (schema.cached.domParser = new DOMParser(schema, DOMParser.schemaRules(schema)));
	}
};
var blockTags = {
	address: true,
	article: true,
	aside: true,
	blockquote: true,
	body: true,
	canvas: true,
	dd: true,
	div: true,
	dl: true,
	fieldset: true,
	figcaption: true,
	figure: true,
	footer: true,
	form: true,
	h1: true,
	h2: true,
	h3: true,
	h4: true,
	h5: true,
	h6: true,
	header: true,
	hgroup: true,
	hr: true,
	li: true,
	noscript: true,
	ol: true,
	output: true,
	p: true,
	pre: true,
	section: true,
	table: true,
	tfoot: true,
	ul: true
};
var ignoreTags = {
	head: true,
	noscript: true,
	object: true,
	script: true,
	style: true,
	title: true
};
var listTags = {
	ol: true,
	ul: true
};
var OPT_PRESERVE_WS = 1;
var OPT_PRESERVE_WS_FULL = 2;
var OPT_OPEN_LEFT = 4;
function wsOptionsFor(type, preserveWhitespace, base) {
	if (preserveWhitespace != null) return (preserveWhitespace ? OPT_PRESERVE_WS : 0) | (preserveWhitespace === "full" ? OPT_PRESERVE_WS_FULL : 0);
	return type && type.whitespace == "pre" ? 3 : base & -5;
}
var NodeContext = class {
	constructor(type, attrs, marks, solid, match, options) {
		this.type = type;
		this.attrs = attrs;
		this.marks = marks;
		this.solid = solid;
		this.options = options;
		this.content = [];
		this.activeMarks = Mark.none;
		this.match = match || (options & OPT_OPEN_LEFT ? null : type.contentMatch);
	}
	findWrapping(node) {
		if (!this.match) {
			if (!this.type) return [];
			let fill = this.type.contentMatch.fillBefore(Fragment.from(node));
			if (fill) this.match = this.type.contentMatch.matchFragment(fill);
			else {
				let start = this.type.contentMatch, wrap;
				if (wrap = start.findWrapping(node.type)) {
					this.match = start;
					return wrap;
				} else return null;
			}
		}
		return this.match.findWrapping(node.type);
	}
	finish(openEnd) {
		if (!(this.options & OPT_PRESERVE_WS)) {
			let last = this.content[this.content.length - 1], m;
			if (last && last.isText && (m = /[ \t\r\n\u000c]+$/.exec(last.text))) {
				let text = last;
				if (last.text.length == m[0].length) this.content.pop();
				else this.content[this.content.length - 1] = text.withText(text.text.slice(0, text.text.length - m[0].length));
			}
		}
		let content = Fragment.from(this.content);
		if (!openEnd && this.match) content = content.append(this.match.fillBefore(Fragment.empty, true));
		return this.type ? this.type.create(this.attrs, content, this.marks) : content;
	}
	inlineContext(node) {
		if (this.type) return this.type.inlineContent;
		if (this.content.length) return this.content[0].isInline;
		return node.parentNode && !blockTags.hasOwnProperty(node.parentNode.nodeName.toLowerCase());
	}
};
var ParseContext = class {
	constructor(parser, options, isOpen) {
		this.parser = parser;
		this.options = options;
		this.isOpen = isOpen;
		this.open = 0;
		this.localPreserveWS = false;
		let topNode = options.topNode, topContext;
		let topOptions = wsOptionsFor(null, options.preserveWhitespace, 0) | (isOpen ? OPT_OPEN_LEFT : 0);
		if (topNode) topContext = new NodeContext(topNode.type, topNode.attrs, Mark.none, true, options.topMatch || topNode.type.contentMatch, topOptions);
		else if (isOpen) topContext = new NodeContext(null, null, Mark.none, true, null, topOptions);
		else topContext = new NodeContext(parser.schema.topNodeType, null, Mark.none, true, null, topOptions);
		this.nodes = [topContext];
		this.find = options.findPositions;
		this.needsBlock = false;
	}
	get top() {
		return this.nodes[this.open];
	}
	addDOM(dom, marks) {
		if (dom.nodeType == 3) this.addTextNode(dom, marks);
		else if (dom.nodeType == 1) this.addElement(dom, marks);
	}
	addTextNode(dom, marks) {
		let value = dom.nodeValue;
		let top = this.top, preserveWS = top.options & OPT_PRESERVE_WS_FULL ? "full" : this.localPreserveWS || (top.options & OPT_PRESERVE_WS) > 0;
		let { schema } = this.parser;
		if (preserveWS === "full" || top.inlineContext(dom) || /[^ \t\r\n\u000c]/.test(value)) {
			if (!preserveWS) {
				value = value.replace(/[ \t\r\n\u000c]+/g, " ");
				if (/^[ \t\r\n\u000c]/.test(value) && this.open == this.nodes.length - 1) {
					let nodeBefore = top.content[top.content.length - 1];
					let domNodeBefore = dom.previousSibling;
					if (!nodeBefore || domNodeBefore && domNodeBefore.nodeName == "BR" || nodeBefore.isText && /[ \t\r\n\u000c]$/.test(nodeBefore.text)) value = value.slice(1);
				}
			} else if (preserveWS === "full") value = value.replace(/\r\n?/g, "\n");
			else if (schema.linebreakReplacement && /[\r\n]/.test(value) && this.top.findWrapping(schema.linebreakReplacement.create())) {
				let lines = value.split(/\r?\n|\r/);
				for (let i = 0; i < lines.length; i++) {
					if (i) this.insertNode(schema.linebreakReplacement.create(), marks, true);
					if (lines[i]) this.insertNode(schema.text(lines[i]), marks, !/\S/.test(lines[i]));
				}
				value = "";
			} else value = value.replace(/\r?\n|\r/g, " ");
			if (value) this.insertNode(schema.text(value), marks, !/\S/.test(value));
			this.findInText(dom);
		} else this.findInside(dom);
	}
	addElement(dom, marks, matchAfter) {
		let outerWS = this.localPreserveWS, top = this.top;
		if (dom.tagName == "PRE" || /pre/.test(dom.style && dom.style.whiteSpace)) this.localPreserveWS = true;
		let name = dom.nodeName.toLowerCase(), ruleID;
		if (listTags.hasOwnProperty(name) && this.parser.normalizeLists) normalizeList(dom);
		let rule = this.options.ruleFromNode && this.options.ruleFromNode(dom) || (ruleID = this.parser.matchTag(dom, this, matchAfter));
		out: if (rule ? rule.ignore : ignoreTags.hasOwnProperty(name)) {
			this.findInside(dom);
			this.ignoreFallback(dom, marks);
		} else if (!rule || rule.skip || rule.closeParent) {
			if (rule && rule.closeParent) this.open = Math.max(0, this.open - 1);
			else if (rule && rule.skip.nodeType) dom = rule.skip;
			let sync, oldNeedsBlock = this.needsBlock;
			if (blockTags.hasOwnProperty(name)) {
				if (top.content.length && top.content[0].isInline && this.open) {
					this.open--;
					top = this.top;
				}
				sync = true;
				if (!top.type) this.needsBlock = true;
			} else if (!dom.firstChild) {
				this.leafFallback(dom, marks);
				break out;
			}
			let innerMarks = rule && rule.skip ? marks : this.readStyles(dom, marks);
			if (innerMarks) this.addAll(dom, innerMarks);
			if (sync) this.sync(top);
			this.needsBlock = oldNeedsBlock;
		} else {
			let innerMarks = this.readStyles(dom, marks);
			if (innerMarks) this.addElementByRule(dom, rule, innerMarks, rule.consuming === false ? ruleID : void 0);
		}
		this.localPreserveWS = outerWS;
	}
	leafFallback(dom, marks) {
		if (dom.nodeName == "BR" && this.top.type && this.top.type.inlineContent) this.addTextNode(dom.ownerDocument.createTextNode("\n"), marks);
	}
	ignoreFallback(dom, marks) {
		if (dom.nodeName == "BR" && (!this.top.type || !this.top.type.inlineContent)) this.findPlace(this.parser.schema.text("-"), marks, true);
	}
	readStyles(dom, marks) {
		let styles = dom.style;
		if (styles && styles.length) for (let i = 0; i < this.parser.matchedStyles.length; i++) {
			let name = this.parser.matchedStyles[i], value = styles.getPropertyValue(name);
			if (value) for (let after = void 0;;) {
				let rule = this.parser.matchStyle(name, value, this, after);
				if (!rule) break;
				if (rule.ignore) return null;
				if (rule.clearMark) marks = marks.filter((m) => !rule.clearMark(m));
				else marks = marks.concat(this.parser.schema.marks[rule.mark].create(rule.attrs));
				if (rule.consuming === false) after = rule;
				else break;
			}
		}
		return marks;
	}
	addElementByRule(dom, rule, marks, continueAfter) {
		let sync, nodeType;
		if (rule.node) {
			nodeType = this.parser.schema.nodes[rule.node];
			if (!nodeType.isLeaf) {
				let inner = this.enter(nodeType, rule.attrs || null, marks, rule.preserveWhitespace);
				if (inner) {
					sync = true;
					marks = inner;
				}
			} else if (!this.insertNode(nodeType.create(rule.attrs), marks, dom.nodeName == "BR")) this.leafFallback(dom, marks);
		} else {
			let markType = this.parser.schema.marks[rule.mark];
			marks = marks.concat(markType.create(rule.attrs));
		}
		let startIn = this.top;
		if (nodeType && nodeType.isLeaf) this.findInside(dom);
		else if (continueAfter) this.addElement(dom, marks, continueAfter);
		else if (rule.getContent) {
			this.findInside(dom);
			rule.getContent(dom, this.parser.schema).forEach((node) => this.insertNode(node, marks, false));
		} else {
			let contentDOM = dom;
			if (typeof rule.contentElement == "string") contentDOM = dom.querySelector(rule.contentElement);
			else if (typeof rule.contentElement == "function") contentDOM = rule.contentElement(dom);
			else if (rule.contentElement) contentDOM = rule.contentElement;
			this.findAround(dom, contentDOM, true);
			this.addAll(contentDOM, marks);
			this.findAround(dom, contentDOM, false);
		}
		if (sync && this.sync(startIn)) this.open--;
	}
	addAll(parent, marks, startIndex, endIndex) {
		let index = startIndex || 0;
		for (let dom = startIndex ? parent.childNodes[startIndex] : parent.firstChild, end = endIndex == null ? null : parent.childNodes[endIndex]; dom != end; dom = dom.nextSibling, ++index) {
			this.findAtPoint(parent, index);
			this.addDOM(dom, marks);
		}
		this.findAtPoint(parent, index);
	}
	findPlace(node, marks, cautious) {
		let route, sync;
		for (let depth = this.open, penalty = 0; depth >= 0; depth--) {
			let cx = this.nodes[depth];
			let found = cx.findWrapping(node);
			if (found && (!route || route.length > found.length + penalty)) {
				route = found;
				sync = cx;
				if (!found.length) break;
			}
			if (cx.solid) {
				if (cautious) break;
				penalty += 2;
			}
		}
		if (!route) return null;
		this.sync(sync);
		for (let i = 0; i < route.length; i++) marks = this.enterInner(route[i], null, marks, false);
		return marks;
	}
	insertNode(node, marks, cautious) {
		if (node.isInline && this.needsBlock && !this.top.type) {
			let block = this.textblockFromContext();
			if (block) marks = this.enterInner(block, null, marks);
		}
		let innerMarks = this.findPlace(node, marks, cautious);
		if (innerMarks) {
			this.closeExtra();
			let top = this.top;
			if (top.match) top.match = top.match.matchType(node.type);
			let nodeMarks = Mark.none;
			for (let m of innerMarks.concat(node.marks)) if (top.type ? top.type.allowsMarkType(m.type) : markMayApply(m.type, node.type)) nodeMarks = m.addToSet(nodeMarks);
			top.content.push(node.mark(nodeMarks));
			return true;
		}
		return false;
	}
	enter(type, attrs, marks, preserveWS) {
		let innerMarks = this.findPlace(type.create(attrs), marks, false);
		if (innerMarks) innerMarks = this.enterInner(type, attrs, marks, true, preserveWS);
		return innerMarks;
	}
	enterInner(type, attrs, marks, solid = false, preserveWS) {
		this.closeExtra();
		let top = this.top;
		top.match = top.match && top.match.matchType(type);
		let options = wsOptionsFor(type, preserveWS, top.options);
		if (top.options & OPT_OPEN_LEFT && top.content.length == 0) options |= OPT_OPEN_LEFT;
		let applyMarks = Mark.none;
		marks = marks.filter((m) => {
			if (top.type ? top.type.allowsMarkType(m.type) : markMayApply(m.type, type)) {
				applyMarks = m.addToSet(applyMarks);
				return false;
			}
			return true;
		});
		this.nodes.push(new NodeContext(type, attrs, applyMarks, solid, null, options));
		this.open++;
		return marks;
	}
	closeExtra(openEnd = false) {
		let i = this.nodes.length - 1;
		if (i > this.open) {
			for (; i > this.open; i--) this.nodes[i - 1].content.push(this.nodes[i].finish(openEnd));
			this.nodes.length = this.open + 1;
		}
	}
	finish() {
		this.open = 0;
		this.closeExtra(this.isOpen);
		return this.nodes[0].finish(!!(this.isOpen || this.options.topOpen));
	}
	sync(to) {
		for (let i = this.open; i >= 0; i--) if (this.nodes[i] == to) {
			this.open = i;
			return true;
		} else if (this.localPreserveWS) this.nodes[i].options |= OPT_PRESERVE_WS;
		return false;
	}
	get currentPos() {
		this.closeExtra();
		let pos = 0;
		for (let i = this.open; i >= 0; i--) {
			let content = this.nodes[i].content;
			for (let j = content.length - 1; j >= 0; j--) pos += content[j].nodeSize;
			if (i) pos++;
		}
		return pos;
	}
	findAtPoint(parent, offset) {
		if (this.find) {
			for (let i = 0; i < this.find.length; i++) if (this.find[i].node == parent && this.find[i].offset == offset) this.find[i].pos = this.currentPos;
		}
	}
	findInside(parent) {
		if (this.find) {
			for (let i = 0; i < this.find.length; i++) if (this.find[i].pos == null && parent.nodeType == 1 && parent.contains(this.find[i].node)) this.find[i].pos = this.currentPos;
		}
	}
	findAround(parent, content, before) {
		if (parent != content && this.find) {
			for (let i = 0; i < this.find.length; i++) if (this.find[i].pos == null && parent.nodeType == 1 && parent.contains(this.find[i].node)) {
				if (content.compareDocumentPosition(this.find[i].node) & (before ? 2 : 4)) this.find[i].pos = this.currentPos;
			}
		}
	}
	findInText(textNode) {
		if (this.find) {
			for (let i = 0; i < this.find.length; i++) if (this.find[i].node == textNode) this.find[i].pos = this.currentPos - (textNode.nodeValue.length - this.find[i].offset);
		}
	}
	matchesContext(context) {
		if (context.indexOf("|") > -1) return context.split(/\s*\|\s*/).some(this.matchesContext, this);
		let parts = context.split("/");
		let option = this.options.context;
		let useRoot = !this.isOpen && (!option || option.parent.type == this.nodes[0].type);
		let minDepth = -(option ? option.depth + 1 : 0) + (useRoot ? 0 : 1);
		let match = (i, depth) => {
			for (; i >= 0; i--) {
				let part = parts[i];
				if (part == "") {
					if (i == parts.length - 1 || i == 0) continue;
					for (; depth >= minDepth; depth--) if (match(i - 1, depth)) return true;
					return false;
				} else {
					let next = depth > 0 || depth == 0 && useRoot ? this.nodes[depth].type : option && depth >= minDepth ? option.node(depth - minDepth).type : null;
					if (!next || next.name != part && !next.isInGroup(part)) return false;
					depth--;
				}
			}
			return true;
		};
		return match(parts.length - 1, this.open);
	}
	textblockFromContext() {
		let $context = this.options.context;
		if ($context) for (let d = $context.depth; d >= 0; d--) {
			let deflt = $context.node(d).contentMatchAt($context.indexAfter(d)).defaultType;
			if (deflt && deflt.isTextblock && deflt.defaultAttrs) return deflt;
		}
		for (let name in this.parser.schema.nodes) {
			let type = this.parser.schema.nodes[name];
			if (type.isTextblock && type.defaultAttrs) return type;
		}
	}
};
function normalizeList(dom) {
	for (let child = dom.firstChild, prevItem = null; child; child = child.nextSibling) {
		let name = child.nodeType == 1 ? child.nodeName.toLowerCase() : null;
		if (name && listTags.hasOwnProperty(name) && prevItem) {
			prevItem.appendChild(child);
			child = prevItem;
		} else if (name == "li") prevItem = child;
		else if (name) prevItem = null;
	}
}
function matches(dom, selector) {
	return (dom.matches || dom.msMatchesSelector || dom.webkitMatchesSelector || dom.mozMatchesSelector).call(dom, selector);
}
function copy(obj) {
	let copy = {};
	for (let prop in obj) copy[prop] = obj[prop];
	return copy;
}
function markMayApply(markType, nodeType) {
	let nodes = nodeType.schema.nodes;
	for (let name in nodes) {
		let parent = nodes[name];
		if (!parent.allowsMarkType(markType)) continue;
		let seen = [], scan = (match) => {
			seen.push(match);
			for (let i = 0; i < match.edgeCount; i++) {
				let { type, next } = match.edge(i);
				if (type == nodeType) return true;
				if (seen.indexOf(next) < 0 && scan(next)) return true;
			}
		};
		if (scan(parent.contentMatch)) return true;
	}
}
/**
A DOM serializer knows how to convert ProseMirror nodes and
marks of various types to DOM nodes.
*/
var DOMSerializer = class DOMSerializer {
	/**
	Create a serializer. `nodes` should map node names to functions
	that take a node and return a description of the corresponding
	DOM. `marks` does the same for mark names, but also gets an
	argument that tells it whether the mark's content is block or
	inline content (for typical use, it'll always be inline). A mark
	serializer may be `null` to indicate that marks of that type
	should not be serialized.
	*/
	constructor(nodes, marks) {
		this.nodes = nodes;
		this.marks = marks;
	}
	/**
	Serialize the content of this fragment to a DOM fragment. When
	not in the browser, the `document` option, containing a DOM
	document, should be passed so that the serializer can create
	nodes.
	*/
	serializeFragment(fragment, options = {}, target) {
		if (!target) target = doc$1(options).createDocumentFragment();
		let top = target, active = [];
		fragment.forEach((node) => {
			if (active.length || node.marks.length) {
				let keep = 0, rendered = 0;
				while (keep < active.length && rendered < node.marks.length) {
					let next = node.marks[rendered];
					if (!this.marks[next.type.name]) {
						rendered++;
						continue;
					}
					if (!next.eq(active[keep][0]) || next.type.spec.spanning === false) break;
					keep++;
					rendered++;
				}
				while (keep < active.length) top = active.pop()[1];
				while (rendered < node.marks.length) {
					let add = node.marks[rendered++];
					let markDOM = this.serializeMark(add, node.isInline, options);
					if (markDOM) {
						active.push([add, top]);
						top.appendChild(markDOM.dom);
						top = markDOM.contentDOM || markDOM.dom;
					}
				}
			}
			top.appendChild(this.serializeNodeInner(node, options));
		});
		return target;
	}
	/**
	@internal
	*/
	serializeNodeInner(node, options) {
		if (node.isText) return doc$1(options).createTextNode(node.text);
		let { dom, contentDOM } = renderSpec(doc$1(options), this.nodes[node.type.name](node), null, node.attrs);
		if (contentDOM) {
			if (node.isLeaf) throw new RangeError("Content hole not allowed in a leaf node spec");
			this.serializeFragment(node.content, options, contentDOM);
		}
		return dom;
	}
	/**
	Serialize this node to a DOM node. This can be useful when you
	need to serialize a part of a document, as opposed to the whole
	document. To serialize a whole document, use
	[`serializeFragment`](https://prosemirror.net/docs/ref/#model.DOMSerializer.serializeFragment) on
	its [content](https://prosemirror.net/docs/ref/#model.Node.content).
	*/
	serializeNode(node, options = {}) {
		let dom = this.serializeNodeInner(node, options);
		for (let i = node.marks.length - 1; i >= 0; i--) {
			let wrap = this.serializeMark(node.marks[i], node.isInline, options);
			if (wrap) {
				(wrap.contentDOM || wrap.dom).appendChild(dom);
				dom = wrap.dom;
			}
		}
		return dom;
	}
	/**
	@internal
	*/
	serializeMark(mark, inline, options = {}) {
		let toDOM = this.marks[mark.type.name];
		return toDOM && renderSpec(doc$1(options), toDOM(mark, inline), null, mark.attrs);
	}
	static renderSpec(doc, structure, xmlNS = null, blockArraysIn) {
		if (typeof structure == "string") return { dom: doc.createTextNode(structure) };
		return renderSpec(doc, structure, xmlNS, blockArraysIn);
	}
	/**
	Build a serializer using the [`toDOM`](https://prosemirror.net/docs/ref/#model.NodeSpec.toDOM)
	properties in a schema's node and mark specs.
	*/
	static fromSchema(schema) {
		return schema.cached.domSerializer || (schema.cached.domSerializer = new DOMSerializer(this.nodesFromSchema(schema), this.marksFromSchema(schema)));
	}
	/**
	Gather the serializers in a schema's node specs into an object.
	This can be useful as a base to build a custom serializer from.
	*/
	static nodesFromSchema(schema) {
		let result = gatherToDOM(schema.nodes);
		if (!result.text) result.text = (node) => node.text;
		return result;
	}
	/**
	Gather the serializers in a schema's mark specs into an object.
	*/
	static marksFromSchema(schema) {
		return gatherToDOM(schema.marks);
	}
};
function gatherToDOM(obj) {
	let result = {};
	for (let name in obj) {
		let toDOM = obj[name].spec.toDOM;
		if (toDOM) result[name] = toDOM;
	}
	return result;
}
function doc$1(options) {
	return options.document || window.document;
}
var suspiciousAttributeCache = /* @__PURE__ */ new WeakMap();
function suspiciousAttributes(attrs) {
	let value = suspiciousAttributeCache.get(attrs);
	if (value === void 0) suspiciousAttributeCache.set(attrs, value = suspiciousAttributesInner(attrs));
	return value;
}
function suspiciousAttributesInner(attrs) {
	let result = null;
	function scan(value) {
		if (value && typeof value == "object") {
			if (Array.isArray(value)) {
				if (typeof value[0] == "string") {
					if (!result) result = [];
					result.push(value);
				} else for (let i = 0; i < value.length; i++) scan(value[i]);
			} else for (let prop in value) scan(value[prop]);
		}
	}
	scan(attrs);
	return result;
}
function renderSpec(doc, structure, xmlNS, blockArraysIn) {
	if (structure.nodeType == 1) return { dom: structure };
	if (structure.dom && structure.dom.nodeType == 1) return structure;
	let tagName = structure[0], suspicious;
	if (typeof tagName != "string") throw new RangeError("Invalid array passed to renderSpec");
	if (blockArraysIn && (suspicious = suspiciousAttributes(blockArraysIn)) && suspicious.indexOf(structure) > -1) throw new RangeError("Using an array from an attribute object as a DOM spec. This may be an attempted cross site scripting attack.");
	let space = tagName.indexOf(" ");
	if (space > 0) {
		xmlNS = tagName.slice(0, space);
		tagName = tagName.slice(space + 1);
	}
	let contentDOM;
	let dom = xmlNS ? doc.createElementNS(xmlNS, tagName) : doc.createElement(tagName);
	let attrs = structure[1], start = 1;
	if (attrs && typeof attrs == "object" && attrs.nodeType == null && !Array.isArray(attrs)) {
		start = 2;
		for (let name in attrs) if (attrs[name] != null) {
			let space = name.indexOf(" ");
			if (space > 0) dom.setAttributeNS(name.slice(0, space), name.slice(space + 1), attrs[name]);
			else if (name == "style" && dom.style) dom.style.cssText = attrs[name];
			else dom.setAttribute(name, attrs[name]);
		}
	}
	for (let i = start; i < structure.length; i++) {
		let child = structure[i];
		if (child === 0) {
			if (i < structure.length - 1 || i > start) throw new RangeError("Content hole must be the only child of its parent node");
			return {
				dom,
				contentDOM: dom
			};
		} else if (typeof child == "string") dom.appendChild(doc.createTextNode(child));
		else {
			let { dom: inner, contentDOM: innerContent } = renderSpec(doc, child, xmlNS, blockArraysIn);
			dom.appendChild(inner);
			if (innerContent) {
				if (contentDOM) throw new RangeError("Multiple content holes");
				contentDOM = innerContent;
			}
		}
	}
	return {
		dom,
		contentDOM
	};
}
// node_modules/prosemirror-transform/dist/index.js
var lower16 = 65535;
var factor16 = Math.pow(2, 16);
function makeRecover(index, offset) {
	return index + offset * factor16;
}
function recoverIndex(value) {
	return value & lower16;
}
function recoverOffset(value) {
	return (value - (value & lower16)) / factor16;
}
var DEL_BEFORE = 1;
var DEL_AFTER = 2;
var DEL_ACROSS = 4;
var DEL_SIDE = 8;
/**
An object representing a mapped position with extra
information.
*/
var MapResult = class {
	/**
	@internal
	*/
	constructor(pos, delInfo, recover) {
		this.pos = pos;
		this.delInfo = delInfo;
		this.recover = recover;
	}
	/**
	Tells you whether the position was deleted, that is, whether the
	step removed the token on the side queried (via the `assoc`)
	argument from the document.
	*/
	get deleted() {
		return (this.delInfo & DEL_SIDE) > 0;
	}
	/**
	Tells you whether the token before the mapped position was deleted.
	*/
	get deletedBefore() {
		return (this.delInfo & 5) > 0;
	}
	/**
	True when the token after the mapped position was deleted.
	*/
	get deletedAfter() {
		return (this.delInfo & 6) > 0;
	}
	/**
	Tells whether any of the steps mapped through deletes across the
	position (including both the token before and after the
	position).
	*/
	get deletedAcross() {
		return (this.delInfo & DEL_ACROSS) > 0;
	}
};
/**
A map describing the deletions and insertions made by a step, which
can be used to find the correspondence between positions in the
pre-step version of a document and the same position in the
post-step version.
*/
var StepMap = class StepMap {
	/**
	Create a position map. The modifications to the document are
	represented as an array of numbers, in which each group of three
	represents a modified chunk as `[start, oldSize, newSize]`.
	*/
	constructor(ranges, inverted = false) {
		this.ranges = ranges;
		this.inverted = inverted;
		if (!ranges.length && StepMap.empty) return StepMap.empty;
	}
	/**
	@internal
	*/
	recover(value) {
		let diff = 0, index = recoverIndex(value);
		if (!this.inverted) for (let i = 0; i < index; i++) diff += this.ranges[i * 3 + 2] - this.ranges[i * 3 + 1];
		return this.ranges[index * 3] + diff + recoverOffset(value);
	}
	mapResult(pos, assoc = 1) {
		return this._map(pos, assoc, false);
	}
	map(pos, assoc = 1) {
		return this._map(pos, assoc, true);
	}
	/**
	@internal
	*/
	_map(pos, assoc, simple) {
		let diff = 0, oldIndex = this.inverted ? 2 : 1, newIndex = this.inverted ? 1 : 2;
		for (let i = 0; i < this.ranges.length; i += 3) {
			let start = this.ranges[i] - (this.inverted ? diff : 0);
			if (start > pos) break;
			let oldSize = this.ranges[i + oldIndex], newSize = this.ranges[i + newIndex], end = start + oldSize;
			if (pos <= end) {
				let side = !oldSize ? assoc : pos == start ? -1 : pos == end ? 1 : assoc;
				let result = start + diff + (side < 0 ? 0 : newSize);
				if (simple) return result;
				let recover = pos == (assoc < 0 ? start : end) ? null : makeRecover(i / 3, pos - start);
				let del = 0;
				if (oldSize) {
					del |= pos == start ? DEL_AFTER : pos == end ? DEL_BEFORE : DEL_ACROSS;
					if (assoc < 0 ? pos != start : pos != end) del |= DEL_SIDE;
				}
				return new MapResult(result, del, recover);
			}
			diff += newSize - oldSize;
		}
		return simple ? pos + diff : new MapResult(pos + diff, 0, null);
	}
	/**
	@internal
	*/
	touches(pos, recover) {
		let diff = 0, index = recoverIndex(recover);
		let oldIndex = this.inverted ? 2 : 1, newIndex = this.inverted ? 1 : 2;
		for (let i = 0; i < this.ranges.length; i += 3) {
			let start = this.ranges[i] - (this.inverted ? diff : 0);
			if (start > pos) break;
			let oldSize = this.ranges[i + oldIndex];
			if (pos <= start + oldSize && i == index * 3) return true;
			diff += this.ranges[i + newIndex] - oldSize;
		}
		return false;
	}
	/**
	Calls the given function on each of the changed ranges included in
	this map.
	*/
	forEach(f) {
		let oldIndex = this.inverted ? 2 : 1, newIndex = this.inverted ? 1 : 2;
		for (let i = 0, diff = 0; i < this.ranges.length; i += 3) {
			let start = this.ranges[i], oldStart = start - (this.inverted ? diff : 0), newStart = start + (this.inverted ? 0 : diff);
			let oldSize = this.ranges[i + oldIndex], newSize = this.ranges[i + newIndex];
			f(oldStart, oldStart + oldSize, newStart, newStart + newSize);
			diff += newSize - oldSize;
		}
	}
	/**
	Create an inverted version of this map. The result can be used to
	map positions in the post-step document to the pre-step document.
	*/
	invert() {
		return new StepMap(this.ranges, !this.inverted);
	}
	/**
	@internal
	*/
	toString() {
		return (this.inverted ? "-" : "") + JSON.stringify(this.ranges);
	}
	/**
	Create a map that moves all positions by offset `n` (which may be
	negative). This can be useful when applying steps meant for a
	sub-document to a larger document, or vice-versa.
	*/
	static offset(n) {
		return n == 0 ? StepMap.empty : new StepMap(n < 0 ? [
			0,
			-n,
			0
		] : [
			0,
			0,
			n
		]);
	}
};
/**
A StepMap that contains no changed ranges.
*/
StepMap.empty = new StepMap([]);
/**
A mapping represents a pipeline of zero or more [step
maps](https://prosemirror.net/docs/ref/#transform.StepMap). It has special provisions for losslessly
handling mapping positions through a series of steps in which some
steps are inverted versions of earlier steps. (This comes up when
‘[rebasing](https://prosemirror.net/docs/guide/#transform.rebasing)’ steps for
collaboration or history management.)
*/
var Mapping = class Mapping {
	/**
	Create a new mapping with the given position maps.
	*/
	constructor(maps, mirror, from = 0, to = maps ? maps.length : 0) {
		this.mirror = mirror;
		this.from = from;
		this.to = to;
		this._maps = maps || [];
		this.ownData = !(maps || mirror);
	}
	/**
	The step maps in this mapping.
	*/
	get maps() {
		return this._maps;
	}
	/**
	Create a mapping that maps only through a part of this one.
	*/
	slice(from = 0, to = this.maps.length) {
		return new Mapping(this._maps, this.mirror, from, to);
	}
	/**
	Add a step map to the end of this mapping. If `mirrors` is
	given, it should be the index of the step map that is the mirror
	image of this one.
	*/
	appendMap(map, mirrors) {
		if (!this.ownData) {
			this._maps = this._maps.slice();
			this.mirror = this.mirror && this.mirror.slice();
			this.ownData = true;
		}
		this.to = this._maps.push(map);
		if (mirrors != null) this.setMirror(this._maps.length - 1, mirrors);
	}
	/**
	Add all the step maps in a given mapping to this one (preserving
	mirroring information).
	*/
	appendMapping(mapping) {
		for (let i = 0, startSize = this._maps.length; i < mapping._maps.length; i++) {
			let mirr = mapping.getMirror(i);
			this.appendMap(mapping._maps[i], mirr != null && mirr < i ? startSize + mirr : void 0);
		}
	}
	/**
	Finds the offset of the step map that mirrors the map at the
	given offset, in this mapping (as per the second argument to
	`appendMap`).
	*/
	getMirror(n) {
		if (this.mirror) {
			for (let i = 0; i < this.mirror.length; i++) if (this.mirror[i] == n) return this.mirror[i + (i % 2 ? -1 : 1)];
		}
	}
	/**
	@internal
	*/
	setMirror(n, m) {
		if (!this.mirror) this.mirror = [];
		this.mirror.push(n, m);
	}
	/**
	Append the inverse of the given mapping to this one.
	*/
	appendMappingInverted(mapping) {
		for (let i = mapping.maps.length - 1, totalSize = this._maps.length + mapping._maps.length; i >= 0; i--) {
			let mirr = mapping.getMirror(i);
			this.appendMap(mapping._maps[i].invert(), mirr != null && mirr > i ? totalSize - mirr - 1 : void 0);
		}
	}
	/**
	Create an inverted version of this mapping.
	*/
	invert() {
		let inverse = new Mapping();
		inverse.appendMappingInverted(this);
		return inverse;
	}
	/**
	Map a position through this mapping.
	*/
	map(pos, assoc = 1) {
		if (this.mirror) return this._map(pos, assoc, true);
		for (let i = this.from; i < this.to; i++) pos = this._maps[i].map(pos, assoc);
		return pos;
	}
	/**
	Map a position through this mapping, returning a mapping
	result.
	*/
	mapResult(pos, assoc = 1) {
		return this._map(pos, assoc, false);
	}
	/**
	@internal
	*/
	_map(pos, assoc, simple) {
		let delInfo = 0;
		for (let i = this.from; i < this.to; i++) {
			let result = this._maps[i].mapResult(pos, assoc);
			if (result.recover != null) {
				let corr = this.getMirror(i);
				if (corr != null && corr > i && corr < this.to) {
					i = corr;
					pos = this._maps[corr].recover(result.recover);
					continue;
				}
			}
			delInfo |= result.delInfo;
			pos = result.pos;
		}
		return simple ? pos : new MapResult(pos, delInfo, null);
	}
};
var stepsByID = Object.create(null);
/**
A step object represents an atomic change. It generally applies
only to the document it was created for, since the positions
stored in it will only make sense for that document.

New steps are defined by creating classes that extend `Step`,
overriding the `apply`, `invert`, `map`, `getMap` and `fromJSON`
methods, and registering your class with a unique
JSON-serialization identifier using
[`Step.jsonID`](https://prosemirror.net/docs/ref/#transform.Step^jsonID).
*/
var Step = class {
	/**
	Get the step map that represents the changes made by this step,
	and which can be used to transform between positions in the old
	and the new document.
	*/
	getMap() {
		return StepMap.empty;
	}
	/**
	Try to merge this step with another one, to be applied directly
	after it. Returns the merged step when possible, null if the
	steps can't be merged.
	*/
	merge(other) {
		return null;
	}
	/**
	Deserialize a step from its JSON representation. Will call
	through to the step class' own implementation of this method.
	*/
	static fromJSON(schema, json) {
		if (!json || !json.stepType) throw new RangeError("Invalid input for Step.fromJSON");
		let type = stepsByID[json.stepType];
		if (!type) throw new RangeError(`No step type ${json.stepType} defined`);
		return type.fromJSON(schema, json);
	}
	/**
	To be able to serialize steps to JSON, each step needs a string
	ID to attach to its JSON representation. Use this method to
	register an ID for your step classes. Try to pick something
	that's unlikely to clash with steps from other modules.
	*/
	static jsonID(id, stepClass) {
		if (id in stepsByID) throw new RangeError("Duplicate use of step JSON ID " + id);
		stepsByID[id] = stepClass;
		stepClass.prototype.jsonID = id;
		return stepClass;
	}
};
/**
The result of [applying](https://prosemirror.net/docs/ref/#transform.Step.apply) a step. Contains either a
new document or a failure value.
*/
var StepResult = class StepResult {
	/**
	@internal
	*/
	constructor(doc, failed) {
		this.doc = doc;
		this.failed = failed;
	}
	/**
	Create a successful step result.
	*/
	static ok(doc) {
		return new StepResult(doc, null);
	}
	/**
	Create a failed step result.
	*/
	static fail(message) {
		return new StepResult(null, message);
	}
	/**
	Call [`Node.replace`](https://prosemirror.net/docs/ref/#model.Node.replace) with the given
	arguments. Create a successful result if it succeeds, and a
	failed one if it throws a `ReplaceError`.
	*/
	static fromReplace(doc, from, to, slice) {
		try {
			return StepResult.ok(doc.replace(from, to, slice));
		} catch (e) {
			if (e instanceof ReplaceError) return StepResult.fail(e.message);
			throw e;
		}
	}
};
function mapFragment(fragment, f, parent) {
	let mapped = [];
	for (let i = 0; i < fragment.childCount; i++) {
		let child = fragment.child(i);
		if (child.content.size) child = child.copy(mapFragment(child.content, f, child));
		if (child.isInline) child = f(child, parent, i);
		mapped.push(child);
	}
	return Fragment.fromArray(mapped);
}
/**
Add a mark to all inline content between two positions.
*/
var AddMarkStep = class AddMarkStep extends Step {
	/**
	Create a mark step.
	*/
	constructor(from, to, mark) {
		super();
		this.from = from;
		this.to = to;
		this.mark = mark;
	}
	apply(doc) {
		let oldSlice = doc.slice(this.from, this.to), $from = doc.resolve(this.from);
		let parent = $from.node($from.sharedDepth(this.to));
		let slice = new Slice(mapFragment(oldSlice.content, (node, parent) => {
			if (!node.isAtom || !parent.type.allowsMarkType(this.mark.type)) return node;
			return node.mark(this.mark.addToSet(node.marks));
		}, parent), oldSlice.openStart, oldSlice.openEnd);
		return StepResult.fromReplace(doc, this.from, this.to, slice);
	}
	invert(doc) {
		let steps = [];
		doc.nodesBetween(this.from, this.to, (node, pos) => {
			if (node.isInline && node.isAtom) {
				let added = this.mark.addToSet(node.marks);
				if (!Mark.sameSet(added, node.marks)) {
					let from = Math.max(this.from, pos), to = Math.min(this.to, pos + node.nodeSize);
					pushMarkStep(RemoveMarkStep, from, to, this.mark, steps);
					for (let mark of node.marks) if (!mark.isInSet(added)) pushMarkStep(AddMarkStep, from, to, mark, steps);
				}
			}
		});
		return steps.length == 1 ? steps[0] : new MarkSetStep(steps);
	}
	map(mapping) {
		let from = mapping.map(this.from, 1), to = mapping.map(this.to, -1);
		if (from >= to) return null;
		return new AddMarkStep(from, to, this.mark);
	}
	merge(other) {
		if (other instanceof AddMarkStep && other.mark.eq(this.mark) && this.from <= other.to && this.to >= other.from) return new AddMarkStep(Math.min(this.from, other.from), Math.max(this.to, other.to), this.mark);
		return null;
	}
	toJSON() {
		return {
			stepType: "addMark",
			mark: this.mark.toJSON(),
			from: this.from,
			to: this.to
		};
	}
	/**
	@internal
	*/
	static fromJSON(schema, json) {
		if (typeof json.from != "number" || typeof json.to != "number") throw new RangeError("Invalid input for AddMarkStep.fromJSON");
		return new AddMarkStep(json.from, json.to, schema.markFromJSON(json.mark));
	}
};
Step.jsonID("addMark", AddMarkStep);
/**
Remove a mark from all inline content between two positions.
*/
var RemoveMarkStep = class RemoveMarkStep extends Step {
	/**
	Create a mark-removing step.
	*/
	constructor(from, to, mark) {
		super();
		this.from = from;
		this.to = to;
		this.mark = mark;
	}
	apply(doc) {
		let oldSlice = doc.slice(this.from, this.to);
		let slice = new Slice(mapFragment(oldSlice.content, (node) => {
			return node.mark(this.mark.removeFromSet(node.marks));
		}, doc), oldSlice.openStart, oldSlice.openEnd);
		return StepResult.fromReplace(doc, this.from, this.to, slice);
	}
	invert(doc) {
		let steps = [];
		doc.nodesBetween(this.from, this.to, (node, pos) => {
			if (node.isInline && node.isAtom && this.mark.isInSet(node.marks)) pushMarkStep(AddMarkStep, Math.max(this.from, pos), Math.min(this.to, pos + node.nodeSize), this.mark, steps);
		});
		return steps.length == 1 ? steps[0] : new MarkSetStep(steps);
	}
	map(mapping) {
		let from = mapping.map(this.from, 1), to = mapping.map(this.to, -1);
		if (from >= to) return null;
		return new RemoveMarkStep(from, to, this.mark);
	}
	merge(other) {
		if (other instanceof RemoveMarkStep && other.mark.eq(this.mark) && this.from <= other.to && this.to >= other.from) return new RemoveMarkStep(Math.min(this.from, other.from), Math.max(this.to, other.to), this.mark);
		return null;
	}
	toJSON() {
		return {
			stepType: "removeMark",
			mark: this.mark.toJSON(),
			from: this.from,
			to: this.to
		};
	}
	/**
	@internal
	*/
	static fromJSON(schema, json) {
		if (typeof json.from != "number" || typeof json.to != "number") throw new RangeError("Invalid input for RemoveMarkStep.fromJSON");
		return new RemoveMarkStep(json.from, json.to, schema.markFromJSON(json.mark));
	}
};
Step.jsonID("removeMark", RemoveMarkStep);
function pushMarkStep(cls, from, to, mark, target) {
	let last = target.length ? target[target.length - 1] : null;
	if (last && last instanceof cls && last.to == from && last.mark.eq(mark)) target[target.length - 1] = new cls(last.from, to, mark);
	else target.push(new cls(from, to, mark));
}
var MarkSetStep = class MarkSetStep extends Step {
	constructor(steps) {
		super();
		this.steps = steps;
	}
	apply(doc) {
		for (let step of this.steps) {
			let result = step.apply(doc);
			if (!result.doc) return result;
			doc = result.doc;
		}
		return new StepResult(doc, null);
	}
	invert(doc) {
		return new MarkSetStep(this.steps.map((s) => s.invert(doc)));
	}
	map(mapping) {
		let result = [];
		for (let step of this.steps) {
			let mapped = step.map(mapping);
			if (mapped) result.push(mapped);
		}
		return result.length ? new MarkSetStep(result) : null;
	}
	toJSON() {
		return {
			stepType: "markSet",
			steps: this.steps.map((s) => s.toJSON())
		};
	}
	static fromJSON(schema, json) {
		if (!Array.isArray(json.steps) || !json.steps.every((s) => s.stepType == "addMark" || s.stepType == "removeMark")) throw new RangeError("Invalid JSON for MarkSetStep");
		return new MarkSetStep(json.steps.map((s) => Step.fromJSON(schema, s)));
	}
};
Step.jsonID("markSet", MarkSetStep);
/**
Add a mark to a specific node.
*/
var AddNodeMarkStep = class AddNodeMarkStep extends Step {
	/**
	Create a node mark step.
	*/
	constructor(pos, mark) {
		super();
		this.pos = pos;
		this.mark = mark;
	}
	apply(doc) {
		let node = doc.nodeAt(this.pos);
		if (!node) return StepResult.fail("No node at mark step's position");
		let updated = node.type.create(node.attrs, null, this.mark.addToSet(node.marks));
		return StepResult.fromReplace(doc, this.pos, this.pos + 1, new Slice(Fragment.from(updated), 0, node.isLeaf ? 0 : 1));
	}
	invert(doc) {
		let node = doc.nodeAt(this.pos);
		if (node) {
			let newSet = this.mark.addToSet(node.marks);
			if (newSet.length == node.marks.length) {
				for (let i = 0; i < node.marks.length; i++) if (!node.marks[i].isInSet(newSet)) return new AddNodeMarkStep(this.pos, node.marks[i]);
				return new AddNodeMarkStep(this.pos, this.mark);
			}
		}
		return new RemoveNodeMarkStep(this.pos, this.mark);
	}
	map(mapping) {
		let pos = mapping.mapResult(this.pos, 1);
		return pos.deletedAfter ? null : new AddNodeMarkStep(pos.pos, this.mark);
	}
	toJSON() {
		return {
			stepType: "addNodeMark",
			pos: this.pos,
			mark: this.mark.toJSON()
		};
	}
	/**
	@internal
	*/
	static fromJSON(schema, json) {
		if (typeof json.pos != "number") throw new RangeError("Invalid input for AddNodeMarkStep.fromJSON");
		return new AddNodeMarkStep(json.pos, schema.markFromJSON(json.mark));
	}
};
Step.jsonID("addNodeMark", AddNodeMarkStep);
/**
Remove a mark from a specific node.
*/
var RemoveNodeMarkStep = class RemoveNodeMarkStep extends Step {
	/**
	Create a mark-removing step.
	*/
	constructor(pos, mark) {
		super();
		this.pos = pos;
		this.mark = mark;
	}
	apply(doc) {
		let node = doc.nodeAt(this.pos);
		if (!node) return StepResult.fail("No node at mark step's position");
		let updated = node.type.create(node.attrs, null, this.mark.removeFromSet(node.marks));
		return StepResult.fromReplace(doc, this.pos, this.pos + 1, new Slice(Fragment.from(updated), 0, node.isLeaf ? 0 : 1));
	}
	invert(doc) {
		let node = doc.nodeAt(this.pos);
		if (!node || !this.mark.isInSet(node.marks)) return this;
		return new AddNodeMarkStep(this.pos, this.mark);
	}
	map(mapping) {
		let pos = mapping.mapResult(this.pos, 1);
		return pos.deletedAfter ? null : new RemoveNodeMarkStep(pos.pos, this.mark);
	}
	toJSON() {
		return {
			stepType: "removeNodeMark",
			pos: this.pos,
			mark: this.mark.toJSON()
		};
	}
	/**
	@internal
	*/
	static fromJSON(schema, json) {
		if (typeof json.pos != "number") throw new RangeError("Invalid input for RemoveNodeMarkStep.fromJSON");
		return new RemoveNodeMarkStep(json.pos, schema.markFromJSON(json.mark));
	}
};
Step.jsonID("removeNodeMark", RemoveNodeMarkStep);
/**
Replace a part of the document with a slice of new content.
*/
var ReplaceStep = class ReplaceStep extends Step {
	/**
	The given `slice` should fit the 'gap' between `from` and
	`to`—the depths must line up, and the surrounding nodes must be
	able to be joined with the open sides of the slice. When
	`structure` is true, the step will fail if the content between
	from and to is not just a sequence of closing and then opening
	tokens (this is to guard against rebased replace steps
	overwriting something they weren't supposed to).
	*/
	constructor(from, to, slice, structure = false) {
		super();
		this.from = from;
		this.to = to;
		this.slice = slice;
		this.structure = structure;
	}
	apply(doc) {
		if (this.structure && contentBetween(doc, this.from, this.to)) return StepResult.fail("Structure replace would overwrite content");
		return StepResult.fromReplace(doc, this.from, this.to, this.slice);
	}
	getMap() {
		return new StepMap([
			this.from,
			this.to - this.from,
			this.slice.size
		]);
	}
	invert(doc) {
		return new ReplaceStep(this.from, this.from + this.slice.size, doc.slice(this.from, this.to));
	}
	map(mapping) {
		let to = mapping.mapResult(this.to, -1);
		let from = this.from == this.to && ReplaceStep.MAP_BIAS < 0 ? to : mapping.mapResult(this.from, 1);
		if (from.deletedAcross && to.deletedAcross) return null;
		return new ReplaceStep(from.pos, Math.max(from.pos, to.pos), this.slice, this.structure);
	}
	merge(other) {
		if (!(other instanceof ReplaceStep) || other.structure || this.structure) return null;
		if (this.from + this.slice.size == other.from && !this.slice.openEnd && !other.slice.openStart) {
			let slice = this.slice.size + other.slice.size == 0 ? Slice.empty : new Slice(this.slice.content.append(other.slice.content), this.slice.openStart, other.slice.openEnd);
			return new ReplaceStep(this.from, this.to + (other.to - other.from), slice, this.structure);
		} else if (other.to == this.from && !this.slice.openStart && !other.slice.openEnd) {
			let slice = this.slice.size + other.slice.size == 0 ? Slice.empty : new Slice(other.slice.content.append(this.slice.content), other.slice.openStart, this.slice.openEnd);
			return new ReplaceStep(other.from, this.to, slice, this.structure);
		} else return null;
	}
	toJSON() {
		let json = {
			stepType: "replace",
			from: this.from,
			to: this.to
		};
		if (this.slice.size) json.slice = this.slice.toJSON();
		if (this.structure) json.structure = true;
		return json;
	}
	/**
	@internal
	*/
	static fromJSON(schema, json) {
		if (typeof json.from != "number" || typeof json.to != "number") throw new RangeError("Invalid input for ReplaceStep.fromJSON");
		return new ReplaceStep(json.from, json.to, Slice.fromJSON(schema, json.slice), !!json.structure);
	}
};
/**
By default, for backwards compatibility, an inserting step
mapped over an insertion at that same position fill move after
the inserted content. In a collaborative editing situation, that
can make redone insertions appear in unexpected places. You can
set this to -1 to make such mapping keep the step before the
insertion instead.
*/
ReplaceStep.MAP_BIAS = 1;
Step.jsonID("replace", ReplaceStep);
/**
Replace a part of the document with a slice of content, but
preserve a range of the replaced content by moving it into the
slice.
*/
var ReplaceAroundStep = class ReplaceAroundStep extends Step {
	/**
	Create a replace-around step with the given range and gap.
	`insert` should be the point in the slice into which the content
	of the gap should be moved. `structure` has the same meaning as
	it has in the [`ReplaceStep`](https://prosemirror.net/docs/ref/#transform.ReplaceStep) class.
	*/
	constructor(from, to, gapFrom, gapTo, slice, insert, structure = false) {
		super();
		this.from = from;
		this.to = to;
		this.gapFrom = gapFrom;
		this.gapTo = gapTo;
		this.slice = slice;
		this.insert = insert;
		this.structure = structure;
	}
	apply(doc) {
		if (this.structure && (contentBetween(doc, this.from, this.gapFrom) || contentBetween(doc, this.gapTo, this.to))) return StepResult.fail("Structure gap-replace would overwrite content");
		let gap = doc.slice(this.gapFrom, this.gapTo);
		if (gap.openStart || gap.openEnd) return StepResult.fail("Gap is not a flat range");
		let inserted = this.slice.insertAt(this.insert, gap.content);
		if (!inserted) return StepResult.fail("Content does not fit in gap");
		return StepResult.fromReplace(doc, this.from, this.to, inserted);
	}
	getMap() {
		return new StepMap([
			this.from,
			this.gapFrom - this.from,
			this.insert,
			this.gapTo,
			this.to - this.gapTo,
			this.slice.size - this.insert
		]);
	}
	invert(doc) {
		let gap = this.gapTo - this.gapFrom;
		return new ReplaceAroundStep(this.from, this.from + this.slice.size + gap, this.from + this.insert, this.from + this.insert + gap, doc.slice(this.from, this.to).removeBetween(this.gapFrom - this.from, this.gapTo - this.from), this.gapFrom - this.from, this.structure);
	}
	map(mapping) {
		let from = mapping.mapResult(this.from, 1), to = mapping.mapResult(this.to, -1);
		let gapFrom = this.from == this.gapFrom ? from.pos : mapping.map(this.gapFrom, -1);
		let gapTo = this.to == this.gapTo ? to.pos : mapping.map(this.gapTo, 1);
		if (from.deletedAcross && to.deletedAcross || gapFrom < from.pos || gapTo > to.pos || gapFrom > gapTo) return null;
		return new ReplaceAroundStep(from.pos, to.pos, gapFrom, gapTo, this.slice, this.insert, this.structure);
	}
	toJSON() {
		let json = {
			stepType: "replaceAround",
			from: this.from,
			to: this.to,
			gapFrom: this.gapFrom,
			gapTo: this.gapTo,
			insert: this.insert
		};
		if (this.slice.size) json.slice = this.slice.toJSON();
		if (this.structure) json.structure = true;
		return json;
	}
	/**
	@internal
	*/
	static fromJSON(schema, json) {
		if (typeof json.from != "number" || typeof json.to != "number" || typeof json.gapFrom != "number" || typeof json.gapTo != "number" || typeof json.insert != "number") throw new RangeError("Invalid input for ReplaceAroundStep.fromJSON");
		return new ReplaceAroundStep(json.from, json.to, json.gapFrom, json.gapTo, Slice.fromJSON(schema, json.slice), json.insert, !!json.structure);
	}
};
Step.jsonID("replaceAround", ReplaceAroundStep);
function contentBetween(doc, from, to) {
	let $from = doc.resolve(from), dist = to - from, depth = $from.depth;
	while (dist > 0 && depth > 0 && $from.indexAfter(depth) == $from.node(depth).childCount) {
		depth--;
		dist--;
	}
	if (dist > 0) {
		let next = $from.node(depth).maybeChild($from.indexAfter(depth));
		while (dist > 0) {
			if (!next || next.isLeaf) return true;
			next = next.firstChild;
			dist--;
		}
	}
	return false;
}
function addMark(tr, from, to, mark) {
	let added = [];
	tr.doc.nodesBetween(from, to, (node, pos, parent) => {
		if (!node.isInline) return;
		let marks = node.marks;
		if (!mark.isInSet(marks) && parent.type.allowsMarkType(mark.type)) pushMarkStep(AddMarkStep, Math.max(pos, from), Math.min(pos + node.nodeSize, to), mark, added);
	});
	added.forEach((s) => tr.step(s));
}
function removeMark$1(tr, from, to, mark) {
	let matched = [], step = 0;
	tr.doc.nodesBetween(from, to, (node, pos) => {
		if (!node.isInline || !node.isAtom) return;
		step++;
		let toRemove = null;
		if (mark instanceof MarkType) {
			let set = node.marks, found;
			while (found = mark.isInSet(set)) {
				(toRemove || (toRemove = [])).push(found);
				set = found.removeFromSet(set);
			}
		} else if (mark) {
			if (mark.isInSet(node.marks)) toRemove = [mark];
		} else toRemove = node.marks;
		if (toRemove && toRemove.length) {
			let end = Math.min(pos + node.nodeSize, to);
			for (let i = 0; i < toRemove.length; i++) {
				let style = toRemove[i], found;
				for (let j = 0; j < matched.length; j++) {
					let m = matched[j];
					if (m.step == step - 1 && style.eq(matched[j].style)) found = m;
				}
				if (found) {
					found.to = end;
					found.step = step;
				} else matched.push({
					style,
					from: Math.max(pos, from),
					to: end,
					step
				});
			}
		}
	});
	matched.forEach((m) => tr.step(new RemoveMarkStep(m.from, m.to, m.style)));
}
function clearIncompatible(tr, pos, parentType, match = parentType.contentMatch, clearNewlines = true) {
	let node = tr.doc.nodeAt(pos);
	let replSteps = [], cur = pos + 1;
	for (let i = 0; i < node.childCount; i++) {
		let child = node.child(i), end = cur + child.nodeSize;
		let allowed = match.matchType(child.type);
		if (!allowed) replSteps.push(new ReplaceStep(cur, end, Slice.empty));
		else {
			match = allowed;
			for (let j = 0; j < child.marks.length; j++) if (!parentType.allowsMarkType(child.marks[j].type)) tr.step(new RemoveMarkStep(cur, end, child.marks[j]));
			if (clearNewlines && child.isText && parentType.whitespace != "pre") {
				let m, newline = /\r?\n|\r/g, slice;
				while (m = newline.exec(child.text)) {
					if (!slice) slice = new Slice(Fragment.from(parentType.schema.text(" ", parentType.allowedMarks(child.marks))), 0, 0);
					replSteps.push(new ReplaceStep(cur + m.index, cur + m.index + m[0].length, slice));
				}
			}
		}
		cur = end;
	}
	if (!match.validEnd) {
		let fill = match.fillBefore(Fragment.empty, true);
		tr.replace(cur, cur, new Slice(fill, 0, 0));
	}
	for (let i = replSteps.length - 1; i >= 0; i--) tr.step(replSteps[i]);
}
function canCut(node, start, end) {
	return (start == 0 || node.canReplace(start, node.childCount)) && (end == node.childCount || node.canReplace(0, end));
}
/**
Try to find a target depth to which the content in the given range
can be lifted. Will not go across
[isolating](https://prosemirror.net/docs/ref/#model.NodeSpec.isolating) parent nodes.
*/
function liftTarget(range) {
	let content = range.parent.content.cutByIndex(range.startIndex, range.endIndex);
	for (let depth = range.depth, contentBefore = 0, contentAfter = 0;; --depth) {
		let node = range.$from.node(depth);
		let index = range.$from.index(depth) + contentBefore, endIndex = range.$to.indexAfter(depth) - contentAfter;
		if (depth < range.depth && node.canReplace(index, endIndex, content)) return depth;
		if (depth == 0 || node.type.spec.isolating || !canCut(node, index, endIndex)) break;
		if (index) contentBefore = 1;
		if (endIndex < node.childCount) contentAfter = 1;
	}
	return null;
}
function lift$1(tr, range, target) {
	let { $from, $to, depth } = range;
	let gapStart = $from.before(depth + 1), gapEnd = $to.after(depth + 1);
	let start = gapStart, end = gapEnd;
	let before = Fragment.empty, openStart = 0;
	for (let d = depth, splitting = false; d > target; d--) if (splitting || $from.index(d) > 0) {
		splitting = true;
		before = Fragment.from($from.node(d).copy(before));
		openStart++;
	} else start--;
	let after = Fragment.empty, openEnd = 0;
	for (let d = depth, splitting = false; d > target; d--) if (splitting || $to.after(d + 1) < $to.end(d)) {
		splitting = true;
		after = Fragment.from($to.node(d).copy(after));
		openEnd++;
	} else end++;
	tr.step(new ReplaceAroundStep(start, end, gapStart, gapEnd, new Slice(before.append(after), openStart, openEnd), before.size - openStart, true));
}
/**
Try to find a valid way to wrap the content in the given range in a
node of the given type. May introduce extra nodes around and inside
the wrapper node, if necessary. Returns null if no valid wrapping
could be found. When `innerRange` is given, that range's content is
used as the content to fit into the wrapping, instead of the
content of `range`.
*/
function findWrapping(range, nodeType, attrs = null, innerRange = range) {
	let around = findWrappingOutside(range, nodeType);
	let inner = around && findWrappingInside(innerRange, nodeType);
	if (!inner) return null;
	return around.map(withAttrs).concat({
		type: nodeType,
		attrs
	}).concat(inner.map(withAttrs));
}
function withAttrs(type) {
	return {
		type,
		attrs: null
	};
}
function findWrappingOutside(range, type) {
	let { parent, startIndex, endIndex } = range;
	let around = parent.contentMatchAt(startIndex).findWrapping(type);
	if (!around) return null;
	let outer = around.length ? around[0] : type;
	return parent.canReplaceWith(startIndex, endIndex, outer) ? around : null;
}
function findWrappingInside(range, type) {
	let { parent, startIndex, endIndex } = range;
	let inner = parent.child(startIndex);
	let inside = type.contentMatch.findWrapping(inner.type);
	if (!inside) return null;
	let innerMatch = (inside.length ? inside[inside.length - 1] : type).contentMatch;
	for (let i = startIndex; innerMatch && i < endIndex; i++) innerMatch = innerMatch.matchType(parent.child(i).type);
	if (!innerMatch || !innerMatch.validEnd) return null;
	return inside;
}
function wrap(tr, range, wrappers) {
	let content = Fragment.empty;
	for (let i = wrappers.length - 1; i >= 0; i--) {
		if (content.size) {
			let match = wrappers[i].type.contentMatch.matchFragment(content);
			if (!match || !match.validEnd) throw new RangeError("Wrapper type given to Transform.wrap does not form valid content of its parent wrapper");
		}
		content = Fragment.from(wrappers[i].type.create(wrappers[i].attrs, content));
	}
	let start = range.start, end = range.end;
	tr.step(new ReplaceAroundStep(start, end, start, end, new Slice(content, 0, 0), wrappers.length, true));
}
function setBlockType$1(tr, from, to, type, attrs) {
	if (!type.isTextblock) throw new RangeError("Type given to setBlockType should be a textblock");
	let mapFrom = tr.steps.length;
	tr.doc.nodesBetween(from, to, (node, pos) => {
		let attrsHere = typeof attrs == "function" ? attrs(node) : attrs;
		if (node.isTextblock && !node.hasMarkup(type, attrsHere) && canChangeType(tr.doc, tr.mapping.slice(mapFrom).map(pos), type)) {
			let convertNewlines = null;
			if (type.schema.linebreakReplacement) {
				let pre = type.whitespace == "pre", supportLinebreak = !!type.contentMatch.matchType(type.schema.linebreakReplacement);
				if (pre && !supportLinebreak) convertNewlines = false;
				else if (!pre && supportLinebreak) convertNewlines = true;
			}
			if (convertNewlines === false) replaceLinebreaks(tr, node, pos, mapFrom);
			clearIncompatible(tr, tr.mapping.slice(mapFrom).map(pos, 1), type, void 0, convertNewlines === null);
			let mapping = tr.mapping.slice(mapFrom);
			let startM = mapping.map(pos, 1), endM = mapping.map(pos + node.nodeSize, 1);
			tr.step(new ReplaceAroundStep(startM, endM, startM + 1, endM - 1, new Slice(Fragment.from(type.create(attrsHere, null, node.marks)), 0, 0), 1, true));
			if (convertNewlines === true) replaceNewlines(tr, node, pos, mapFrom);
			return false;
		}
	});
}
function replaceNewlines(tr, node, pos, mapFrom) {
	node.forEach((child, offset) => {
		if (child.isText) {
			let m, newline = /\r?\n|\r/g;
			while (m = newline.exec(child.text)) {
				let start = tr.mapping.slice(mapFrom).map(pos + 1 + offset + m.index);
				tr.replaceWith(start, start + 1, node.type.schema.linebreakReplacement.create());
			}
		}
	});
}
function replaceLinebreaks(tr, node, pos, mapFrom) {
	node.forEach((child, offset) => {
		if (child.type == child.type.schema.linebreakReplacement) {
			let start = tr.mapping.slice(mapFrom).map(pos + 1 + offset);
			tr.replaceWith(start, start + 1, node.type.schema.text("\n"));
		}
	});
}
function canChangeType(doc, pos, type) {
	let $pos = doc.resolve(pos), index = $pos.index();
	return $pos.parent.canReplaceWith(index, index + 1, type);
}
/**
Change the type, attributes, and/or marks of the node at `pos`.
When `type` isn't given, the existing node type is preserved,
*/
function setNodeMarkup(tr, pos, type, attrs, marks) {
	let node = tr.doc.nodeAt(pos);
	if (!node) throw new RangeError("No node at given position");
	if (!type) type = node.type;
	let newNode = type.create(attrs, null, marks || node.marks);
	if (node.isLeaf) return tr.replaceWith(pos, pos + node.nodeSize, newNode);
	if (!type.validContent(node.content)) throw new RangeError("Invalid content for node type " + type.name);
	tr.step(new ReplaceAroundStep(pos, pos + node.nodeSize, pos + 1, pos + node.nodeSize - 1, new Slice(Fragment.from(newNode), 0, 0), 1, true));
}
/**
Check whether splitting at the given position is allowed.
*/
function canSplit(doc, pos, depth = 1, typesAfter) {
	let $pos = doc.resolve(pos), base = $pos.depth - depth;
	let innerType = typesAfter && typesAfter[typesAfter.length - 1] || $pos.parent;
	if (base < 0 || $pos.parent.type.spec.isolating || !$pos.parent.canReplace($pos.index(), $pos.parent.childCount) || !innerType.type.validContent($pos.parent.content.cutByIndex($pos.index(), $pos.parent.childCount))) return false;
	for (let d = $pos.depth - 1, i = depth - 2; d > base; d--, i--) {
		let node = $pos.node(d), index = $pos.index(d);
		if (node.type.spec.isolating) return false;
		let rest = node.content.cutByIndex(index, node.childCount);
		let overrideChild = typesAfter && typesAfter[i + 1];
		if (overrideChild) rest = rest.replaceChild(0, overrideChild.type.create(overrideChild.attrs));
		let after = typesAfter && typesAfter[i] || node;
		if (!node.canReplace(index + 1, node.childCount) || !after.type.validContent(rest)) return false;
	}
	let index = $pos.indexAfter(base);
	let baseType = typesAfter && typesAfter[0];
	return $pos.node(base).canReplaceWith(index, index, baseType ? baseType.type : $pos.node(base + 1).type);
}
function split(tr, pos, depth = 1, typesAfter) {
	let $pos = tr.doc.resolve(pos), before = Fragment.empty, after = Fragment.empty;
	for (let d = $pos.depth, e = $pos.depth - depth, i = depth - 1; d > e; d--, i--) {
		before = Fragment.from($pos.node(d).copy(before));
		let typeAfter = typesAfter && typesAfter[i];
		after = Fragment.from(typeAfter ? typeAfter.type.create(typeAfter.attrs, after) : $pos.node(d).copy(after));
	}
	tr.step(new ReplaceStep(pos, pos, new Slice(before.append(after), depth, depth), true));
}
/**
Test whether the blocks before and after a given position can be
joined.
*/
function canJoin(doc, pos) {
	let $pos = doc.resolve(pos), index = $pos.index();
	return joinable($pos.nodeBefore, $pos.nodeAfter) && $pos.parent.canReplace(index, index + 1);
}
function canAppendWithSubstitutedLinebreaks(a, b) {
	if (!b.content.size) a.type.compatibleContent(b.type);
	let match = a.contentMatchAt(a.childCount);
	let { linebreakReplacement } = a.type.schema;
	for (let i = 0; i < b.childCount; i++) {
		let child = b.child(i);
		let type = child.type == linebreakReplacement ? a.type.schema.nodes.text : child.type;
		match = match.matchType(type);
		if (!match) return false;
		if (!a.type.allowsMarks(child.marks)) return false;
	}
	return match.validEnd;
}
function joinable(a, b) {
	return !!(a && b && !a.isLeaf && canAppendWithSubstitutedLinebreaks(a, b));
}
function join(tr, pos, depth) {
	let convertNewlines = null;
	let { linebreakReplacement } = tr.doc.type.schema;
	let $before = tr.doc.resolve(pos - depth), beforeType = $before.node().type;
	if (linebreakReplacement && beforeType.inlineContent) {
		let pre = beforeType.whitespace == "pre";
		let supportLinebreak = !!beforeType.contentMatch.matchType(linebreakReplacement);
		if (pre && !supportLinebreak) convertNewlines = false;
		else if (!pre && supportLinebreak) convertNewlines = true;
	}
	let mapFrom = tr.steps.length;
	if (convertNewlines === false) {
		let $after = tr.doc.resolve(pos + depth);
		replaceLinebreaks(tr, $after.node(), $after.before(), mapFrom);
	}
	if (beforeType.inlineContent) clearIncompatible(tr, pos + depth - 1, beforeType, $before.node().contentMatchAt($before.index()), convertNewlines == null);
	let mapping = tr.mapping.slice(mapFrom), start = mapping.map(pos - depth);
	tr.step(new ReplaceStep(start, mapping.map(pos + depth, -1), Slice.empty, true));
	if (convertNewlines === true) {
		let $full = tr.doc.resolve(start);
		replaceNewlines(tr, $full.node(), $full.before(), tr.steps.length);
	}
	return tr;
}
/**
Try to find a point where a node of the given type can be inserted
near `pos`, by searching up the node hierarchy when `pos` itself
isn't a valid place but is at the start or end of a node. Return
null if no position was found.
*/
function insertPoint(doc, pos, nodeType) {
	let $pos = doc.resolve(pos);
	if ($pos.parent.canReplaceWith($pos.index(), $pos.index(), nodeType)) return pos;
	if ($pos.parentOffset == 0) for (let d = $pos.depth - 1; d >= 0; d--) {
		let index = $pos.index(d);
		if ($pos.node(d).canReplaceWith(index, index, nodeType)) return $pos.before(d + 1);
		if (index > 0) return null;
	}
	if ($pos.parentOffset == $pos.parent.content.size) for (let d = $pos.depth - 1; d >= 0; d--) {
		let index = $pos.indexAfter(d);
		if ($pos.node(d).canReplaceWith(index, index, nodeType)) return $pos.after(d + 1);
		if (index < $pos.node(d).childCount) return null;
	}
	return null;
}
/**
Finds a position at or around the given position where the given
slice can be inserted. Will look at parent nodes' nearest boundary
and try there, even if the original position wasn't directly at the
start or end of that node. Returns null when no position was found.
*/
function dropPoint(doc, pos, slice) {
	let $pos = doc.resolve(pos);
	if (!slice.content.size) return pos;
	let content = slice.content;
	for (let i = 0; i < slice.openStart; i++) content = content.firstChild.content;
	for (let pass = 1; pass <= (slice.openStart == 0 && slice.size ? 2 : 1); pass++) for (let d = $pos.depth; d >= 0; d--) {
		let bias = d == $pos.depth ? 0 : $pos.pos <= ($pos.start(d + 1) + $pos.end(d + 1)) / 2 ? -1 : 1;
		for (let attempt = 0; attempt < 2; attempt++) {
			if (attempt) {
				if (!bias) break;
				bias = -bias;
			}
			let insertPos = $pos.index(d) + (bias > 0 ? 1 : 0);
			let parent = $pos.node(d), fits = false;
			if (pass == 1) fits = parent.canReplace(insertPos, insertPos, content);
			else {
				let wrapping = parent.contentMatchAt(insertPos).findWrapping(content.firstChild.type);
				fits = wrapping && parent.canReplaceWith(insertPos, insertPos, wrapping[0]);
			}
			if (fits) return bias == 0 ? $pos.pos : bias < 0 ? $pos.before(d + 1) : $pos.after(d + 1);
		}
	}
	return null;
}
/**
‘Fit’ a slice into a given position in the document, producing a
[step](https://prosemirror.net/docs/ref/#transform.Step) that inserts it. Will return null if
there's no meaningful way to insert the slice here, or inserting it
would be a no-op (an empty slice over an empty range).
*/
function replaceStep(doc, from, to = from, slice = Slice.empty) {
	if (from == to && !slice.size) return null;
	let $from = doc.resolve(from), $to = doc.resolve(to);
	if (fitsTrivially($from, $to, slice)) return new ReplaceStep(from, to, slice);
	return new Fitter($from, $to, slice).fit();
}
function fitsTrivially($from, $to, slice) {
	return !slice.openStart && !slice.openEnd && $from.start() == $to.start() && $from.parent.canReplace($from.index(), $to.index(), slice.content);
}
var Fitter = class {
	constructor($from, $to, unplaced) {
		this.$from = $from;
		this.$to = $to;
		this.unplaced = unplaced;
		this.frontier = [];
		this.placed = Fragment.empty;
		for (let i = 0; i <= $from.depth; i++) {
			let node = $from.node(i);
			this.frontier.push({
				type: node.type,
				match: node.contentMatchAt($from.indexAfter(i))
			});
		}
		for (let i = $from.depth; i > 0; i--) this.placed = Fragment.from($from.node(i).copy(this.placed));
	}
	get depth() {
		return this.frontier.length - 1;
	}
	fit() {
		while (this.unplaced.size) {
			let fit = this.findFittable();
			if (fit) this.placeNodes(fit);
			else this.openMore() || this.dropNode();
		}
		let moveInline = this.mustMoveInline(), placedSize = this.placed.size - this.depth - this.$from.depth;
		let $from = this.$from, $to = this.close(moveInline < 0 ? this.$to : $from.doc.resolve(moveInline));
		if (!$to) return null;
		let content = this.placed, openStart = $from.depth, openEnd = $to.depth;
		while (openStart && openEnd && content.childCount == 1) {
			content = content.firstChild.content;
			openStart--;
			openEnd--;
		}
		let slice = new Slice(content, openStart, openEnd);
		if (moveInline > -1) return new ReplaceAroundStep($from.pos, moveInline, this.$to.pos, this.$to.end(), slice, placedSize);
		if (slice.size || $from.pos != this.$to.pos) return new ReplaceStep($from.pos, $to.pos, slice);
		return null;
	}
	findFittable() {
		let startDepth = this.unplaced.openStart;
		for (let cur = this.unplaced.content, d = 0, openEnd = this.unplaced.openEnd; d < startDepth; d++) {
			let node = cur.firstChild;
			if (cur.childCount > 1) openEnd = 0;
			if (node.type.spec.isolating && openEnd <= d) {
				startDepth = d;
				break;
			}
			cur = node.content;
		}
		for (let pass = 1; pass <= 2; pass++) for (let sliceDepth = pass == 1 ? startDepth : this.unplaced.openStart; sliceDepth >= 0; sliceDepth--) {
			let fragment, parent = null;
			if (sliceDepth) {
				parent = contentAt(this.unplaced.content, sliceDepth - 1).firstChild;
				fragment = parent.content;
			} else fragment = this.unplaced.content;
			let first = fragment.firstChild;
			for (let frontierDepth = this.depth; frontierDepth >= 0; frontierDepth--) {
				let { type, match } = this.frontier[frontierDepth], wrap, inject = null;
				if (pass == 1 && (first ? match.matchType(first.type) || (inject = match.fillBefore(Fragment.from(first), false)) : parent && type.compatibleContent(parent.type))) return {
					sliceDepth,
					frontierDepth,
					parent,
					inject
				};
				else if (pass == 2 && first && (wrap = match.findWrapping(first.type))) return {
					sliceDepth,
					frontierDepth,
					parent,
					wrap
				};
				if (parent && match.matchType(parent.type)) break;
			}
		}
	}
	openMore() {
		let { content, openStart, openEnd } = this.unplaced;
		if (maxOpen(content, -1) <= openStart) return false;
		if (this.unplaced.size > 1 && maxOpen(content, 1) > openEnd) openEnd++;
		this.unplaced = new Slice(content, openStart + 1, openEnd);
		return true;
	}
	dropNode() {
		let { content, openStart, openEnd } = this.unplaced;
		let inner = contentAt(content, openStart);
		if (inner.childCount <= 1 && openStart > 0) {
			let openAtEnd = content.size - openStart <= openStart + inner.size;
			this.unplaced = new Slice(dropFromFragment(content, openStart - 1, 1), openStart - 1, openAtEnd ? openStart - 1 : openEnd);
		} else this.unplaced = new Slice(dropFromFragment(content, openStart, 1), openStart, openEnd);
	}
	placeNodes({ sliceDepth, frontierDepth, parent, inject, wrap }) {
		while (this.depth > frontierDepth) this.closeFrontierNode();
		if (wrap) for (let i = 0; i < wrap.length; i++) this.openFrontierNode(wrap[i]);
		let slice = this.unplaced, fragment = parent ? parent.content : slice.content;
		let openStart = slice.openStart - sliceDepth;
		let taken = 0, add = [];
		let { match, type } = this.frontier[frontierDepth];
		if (inject) {
			for (let i = 0; i < inject.childCount; i++) add.push(inject.child(i));
			match = match.matchFragment(inject);
		}
		let openEndCount = fragment.size + sliceDepth - (slice.content.size - slice.openEnd);
		while (taken < fragment.childCount) {
			let next = fragment.child(taken), matches = match.matchType(next.type);
			if (!matches) break;
			taken++;
			if (taken > 1 || openStart == 0 || next.content.size) {
				match = matches;
				add.push(closeNodeStart(next.mark(type.allowedMarks(next.marks)), taken == 1 ? openStart : 0, taken == fragment.childCount ? openEndCount : -1));
			}
		}
		let toEnd = taken == fragment.childCount;
		if (!toEnd) openEndCount = -1;
		this.placed = addToFragment(this.placed, frontierDepth, Fragment.from(add));
		this.frontier[frontierDepth].match = match;
		if (toEnd && openEndCount < 0 && parent && parent.type == this.frontier[this.depth].type && this.frontier.length > 1) this.closeFrontierNode();
		for (let i = 0, cur = add[add.length - 1]; cur && i < openEndCount; i++) {
			this.frontier.push({
				type: cur.type,
				match: cur.contentMatchAt(cur.childCount)
			});
			cur = cur.lastChild;
		}
		this.unplaced = !toEnd ? new Slice(dropFromFragment(slice.content, sliceDepth, taken), sliceDepth, slice.openEnd) : sliceDepth == 0 ? Slice.empty : new Slice(dropFromFragment(slice.content, sliceDepth - 1, 1), sliceDepth - 1, openEndCount < 0 ? slice.openEnd : sliceDepth - 1);
	}
	mustMoveInline() {
		if (!this.$to.parent.isTextblock) return -1;
		let top = this.frontier[this.depth], level;
		if (!top.type.isTextblock || !contentAfterFits(this.$to, this.$to.depth, top.type, top.match, false) || this.$to.depth == this.depth && (level = this.findCloseLevel(this.$to)) && level.depth == this.depth) return -1;
		let { depth } = this.$to, after = this.$to.after(depth);
		while (depth > 1 && after == this.$to.end(--depth)) ++after;
		return after;
	}
	findCloseLevel($to) {
		scan: for (let i = Math.min(this.depth, $to.depth); i >= 0; i--) {
			let { match, type } = this.frontier[i];
			let dropInner = i < $to.depth && $to.end(i + 1) == $to.pos + ($to.depth - (i + 1));
			let fit = contentAfterFits($to, i, type, match, dropInner);
			if (!fit) continue;
			for (let d = i - 1; d >= 0; d--) {
				let { match, type } = this.frontier[d];
				let matches = contentAfterFits($to, d, type, match, true);
				if (!matches || matches.childCount) continue scan;
			}
			return {
				depth: i,
				fit,
				move: dropInner ? $to.doc.resolve($to.after(i + 1)) : $to
			};
		}
	}
	close($to) {
		let close = this.findCloseLevel($to);
		if (!close) return null;
		while (this.depth > close.depth) this.closeFrontierNode();
		if (close.fit.childCount) this.placed = addToFragment(this.placed, close.depth, close.fit);
		$to = close.move;
		for (let d = close.depth + 1; d <= $to.depth; d++) {
			let node = $to.node(d), add = node.type.contentMatch.fillBefore(node.content, true, $to.index(d));
			this.openFrontierNode(node.type, node.attrs, add);
		}
		return $to;
	}
	openFrontierNode(type, attrs = null, content) {
		let top = this.frontier[this.depth];
		top.match = top.match.matchType(type);
		this.placed = addToFragment(this.placed, this.depth, Fragment.from(type.create(attrs, content)));
		this.frontier.push({
			type,
			match: type.contentMatch
		});
	}
	closeFrontierNode() {
		let add = this.frontier.pop().match.fillBefore(Fragment.empty, true);
		if (add.childCount) this.placed = addToFragment(this.placed, this.frontier.length, add);
	}
};
function dropFromFragment(fragment, depth, count) {
	if (depth == 0) return fragment.cutByIndex(count, fragment.childCount);
	return fragment.replaceChild(0, fragment.firstChild.copy(dropFromFragment(fragment.firstChild.content, depth - 1, count)));
}
function addToFragment(fragment, depth, content) {
	if (depth == 0) return fragment.append(content);
	return fragment.replaceChild(fragment.childCount - 1, fragment.lastChild.copy(addToFragment(fragment.lastChild.content, depth - 1, content)));
}
function contentAt(fragment, depth) {
	for (let i = 0; i < depth; i++) fragment = fragment.firstChild.content;
	return fragment;
}
function closeNodeStart(node, openStart, openEnd) {
	if (openStart <= 0) return node;
	let frag = node.content;
	if (openStart > 1) frag = frag.replaceChild(0, closeNodeStart(frag.firstChild, openStart - 1, frag.childCount == 1 ? openEnd - 1 : 0));
	if (openStart > 0) {
		frag = node.type.contentMatch.fillBefore(frag).append(frag);
		if (openEnd <= 0) frag = frag.append(node.type.contentMatch.matchFragment(frag).fillBefore(Fragment.empty, true));
	}
	return node.copy(frag);
}
function contentAfterFits($to, depth, type, match, open) {
	let node = $to.node(depth), index = open ? $to.indexAfter(depth) : $to.index(depth);
	if (index == node.childCount && !type.compatibleContent(node.type)) return null;
	let fit = match.fillBefore(node.content, true, index);
	return fit && !invalidMarks(type, node.content, index) ? fit : null;
}
function invalidMarks(type, fragment, start) {
	for (let i = start; i < fragment.childCount; i++) if (!type.allowsMarks(fragment.child(i).marks)) return true;
	return false;
}
function definesContent(type) {
	return type.spec.defining || type.spec.definingForContent;
}
function maxOpen(frag, side) {
	for (let count = 0;; count++) {
		let ch = side < 0 ? frag.firstChild : frag.lastChild;
		if (!ch || ch.isAtom) return count;
		frag = ch.content;
	}
}
function replaceRange(tr, from, to, slice) {
	if (!slice.size) return tr.deleteRange(from, to);
	let $from = tr.doc.resolve(from), $to = tr.doc.resolve(to);
	if (fitsTrivially($from, $to, slice)) return tr.step(new ReplaceStep(from, to, slice));
	let targetDepths = coveredDepths($from, $to);
	if (targetDepths[targetDepths.length - 1] == 0) targetDepths.pop();
	let preferredTarget = -($from.depth + 1);
	targetDepths.unshift(preferredTarget);
	for (let d = $from.depth, pos = $from.pos - 1; d > 0; d--, pos--) {
		let spec = $from.node(d).type.spec;
		if (spec.defining || spec.definingAsContext || spec.isolating) break;
		if (targetDepths.indexOf(d) > -1) preferredTarget = d;
		else if ($from.before(d) == pos) targetDepths.splice(1, 0, -d);
	}
	let preferredTargetIndex = targetDepths.indexOf(preferredTarget);
	let leftNodes = [], preferredDepth = slice.openStart;
	for (let content = slice.content, i = 0;; i++) {
		let node = content.firstChild;
		leftNodes.push(node);
		if (i == slice.openStart) break;
		content = node.content;
	}
	for (let d = preferredDepth - 1; d >= 0; d--) {
		let leftNode = leftNodes[d], def = definesContent(leftNode.type);
		if (def && !leftNode.sameMarkup($from.node(Math.abs(preferredTarget) - 1))) preferredDepth = d;
		else if (def || !leftNode.type.isTextblock) break;
	}
	for (let j = slice.openStart; j >= 0; j--) {
		let openDepth = (j + preferredDepth + 1) % (slice.openStart + 1);
		let insert = leftNodes[openDepth];
		if (!insert) continue;
		for (let i = 0; i < targetDepths.length; i++) {
			let targetDepth = targetDepths[(i + preferredTargetIndex) % targetDepths.length], expand = true;
			if (targetDepth < 0) {
				expand = false;
				targetDepth = -targetDepth;
			}
			let parent = $from.node(targetDepth - 1), index = $from.index(targetDepth - 1);
			if (parent.canReplaceWith(index, index, insert.type, insert.marks)) return tr.replace($from.before(targetDepth), expand ? $to.after(targetDepth) : to, new Slice(closeFragment(slice.content, 0, slice.openStart, openDepth), openDepth, slice.openEnd));
		}
	}
	let startSteps = tr.steps.length;
	for (let i = targetDepths.length - 1; i >= 0; i--) {
		tr.replace(from, to, slice);
		if (tr.steps.length > startSteps) break;
		let depth = targetDepths[i];
		if (depth < 0) continue;
		from = $from.before(depth);
		to = $to.after(depth);
	}
}
function closeFragment(fragment, depth, oldOpen, newOpen, parent) {
	if (depth < oldOpen) {
		let first = fragment.firstChild;
		fragment = fragment.replaceChild(0, first.copy(closeFragment(first.content, depth + 1, oldOpen, newOpen, first)));
	}
	if (depth > newOpen) {
		let match = parent.contentMatchAt(0);
		let start = match.fillBefore(fragment).append(fragment);
		fragment = start.append(match.matchFragment(start).fillBefore(Fragment.empty, true));
	}
	return fragment;
}
function replaceRangeWith(tr, from, to, node) {
	if (!node.isInline && from == to && tr.doc.resolve(from).parent.content.size) {
		let point = insertPoint(tr.doc, from, node.type);
		if (point != null) from = to = point;
	}
	tr.replaceRange(from, to, new Slice(Fragment.from(node), 0, 0));
}
function deleteRange(tr, from, to) {
	let $from = tr.doc.resolve(from), $to = tr.doc.resolve(to);
	if ($from.parent.isTextblock && $to.parent.isTextblock && $from.start() != $to.start() && $from.parentOffset == 0 && $to.parentOffset == 0) {
		let shared = $from.sharedDepth(to), isolated = false;
		for (let d = $from.depth; d > shared; d--) if ($from.node(d).type.spec.isolating) isolated = true;
		for (let d = $to.depth; d > shared; d--) if ($to.node(d).type.spec.isolating) isolated = true;
		if (!isolated) {
			for (let d = $from.depth; d > 0 && from == $from.start(d); d--) from = $from.before(d);
			for (let d = $to.depth; d > 0 && to == $to.start(d); d--) to = $to.before(d);
			$from = tr.doc.resolve(from);
			$to = tr.doc.resolve(to);
		}
	}
	let covered = coveredDepths($from, $to);
	for (let i = 0; i < covered.length; i++) {
		let depth = covered[i], last = i == covered.length - 1;
		if (last && depth == 0 || $from.node(depth).type.contentMatch.validEnd) return tr.delete($from.start(depth), $to.end(depth));
		if (depth > 0 && (last || $from.node(depth - 1).canReplace($from.index(depth - 1), $to.indexAfter(depth - 1)))) return tr.delete($from.before(depth), $to.after(depth));
	}
	for (let d = 1; d <= $from.depth && d <= $to.depth; d++) if (from - $from.start(d) == $from.depth - d && to > $from.end(d) && $to.end(d) - to != $to.depth - d && $from.start(d - 1) == $to.start(d - 1) && $from.node(d - 1).canReplace($from.index(d - 1), $to.index(d - 1))) return tr.delete($from.before(d), to);
	tr.delete(from, to);
}
function coveredDepths($from, $to) {
	let result = [], minDepth = Math.min($from.depth, $to.depth);
	for (let d = minDepth; d >= 0; d--) {
		let start = $from.start(d);
		if (start < $from.pos - ($from.depth - d) || $to.end(d) > $to.pos + ($to.depth - d) || $from.node(d).type.spec.isolating || $to.node(d).type.spec.isolating) break;
		if (start == $to.start(d) || d == $from.depth && d == $to.depth && $from.parent.inlineContent && $to.parent.inlineContent && d && $to.start(d - 1) == start - 1) result.push(d);
	}
	return result;
}
/**
Update an attribute in a specific node.
*/
var AttrStep = class AttrStep extends Step {
	/**
	Construct an attribute step.
	*/
	constructor(pos, attr, value) {
		super();
		this.pos = pos;
		this.attr = attr;
		this.value = value;
	}
	apply(doc) {
		let node = doc.nodeAt(this.pos);
		if (!node) return StepResult.fail("No node at attribute step's position");
		let attrs = Object.create(null);
		for (let name in node.attrs) attrs[name] = node.attrs[name];
		attrs[this.attr] = this.value;
		let updated = node.type.create(attrs, null, node.marks);
		return StepResult.fromReplace(doc, this.pos, this.pos + 1, new Slice(Fragment.from(updated), 0, node.isLeaf ? 0 : 1));
	}
	getMap() {
		return StepMap.empty;
	}
	invert(doc) {
		return new AttrStep(this.pos, this.attr, doc.nodeAt(this.pos).attrs[this.attr]);
	}
	map(mapping) {
		let pos = mapping.mapResult(this.pos, 1);
		return pos.deletedAfter ? null : new AttrStep(pos.pos, this.attr, this.value);
	}
	toJSON() {
		return {
			stepType: "attr",
			pos: this.pos,
			attr: this.attr,
			value: this.value
		};
	}
	static fromJSON(schema, json) {
		if (typeof json.pos != "number" || typeof json.attr != "string") throw new RangeError("Invalid input for AttrStep.fromJSON");
		return new AttrStep(json.pos, json.attr, json.value);
	}
};
Step.jsonID("attr", AttrStep);
/**
Update an attribute in the doc node.
*/
var DocAttrStep = class DocAttrStep extends Step {
	/**
	Construct an attribute step.
	*/
	constructor(attr, value) {
		super();
		this.attr = attr;
		this.value = value;
	}
	apply(doc) {
		let attrs = Object.create(null);
		for (let name in doc.attrs) attrs[name] = doc.attrs[name];
		attrs[this.attr] = this.value;
		let updated = doc.type.create(attrs, doc.content, doc.marks);
		return StepResult.ok(updated);
	}
	getMap() {
		return StepMap.empty;
	}
	invert(doc) {
		return new DocAttrStep(this.attr, doc.attrs[this.attr]);
	}
	map(mapping) {
		return this;
	}
	toJSON() {
		return {
			stepType: "docAttr",
			attr: this.attr,
			value: this.value
		};
	}
	static fromJSON(schema, json) {
		if (typeof json.attr != "string") throw new RangeError("Invalid input for DocAttrStep.fromJSON");
		return new DocAttrStep(json.attr, json.value);
	}
};
Step.jsonID("docAttr", DocAttrStep);
/**
@internal
*/
var TransformError = class extends Error {};
TransformError = function TransformError(message) {
	let err = Error.call(this, message);
	err.__proto__ = TransformError.prototype;
	return err;
};
TransformError.prototype = Object.create(Error.prototype);
TransformError.prototype.constructor = TransformError;
TransformError.prototype.name = "TransformError";
/**
Abstraction to build up and track an array of
[steps](https://prosemirror.net/docs/ref/#transform.Step) representing a document transformation.

Most transforming methods return the `Transform` object itself, so
that they can be chained.
*/
var Transform = class {
	/**
	Create a transform that starts with the given document.
	*/
	constructor(doc) {
		this.doc = doc;
		/**
		The steps in this transform.
		*/
		this.steps = [];
		/**
		The documents before each of the steps.
		*/
		this.docs = [];
		/**
		A mapping with the maps for each of the steps in this transform.
		*/
		this.mapping = new Mapping();
	}
	/**
	The starting document.
	*/
	get before() {
		return this.docs.length ? this.docs[0] : this.doc;
	}
	/**
	Apply a new step in this transform, saving the result. Throws an
	error when the step fails.
	*/
	step(step) {
		let result = this.maybeStep(step);
		if (result.failed) throw new TransformError(result.failed);
		return this;
	}
	/**
	Try to apply a step in this transformation, ignoring it if it
	fails. Returns the step result.
	*/
	maybeStep(step) {
		let result = step.apply(this.doc);
		if (!result.failed) this.addStep(step, result.doc);
		return result;
	}
	/**
	True when the document has been changed (when there are any
	steps).
	*/
	get docChanged() {
		return this.steps.length > 0;
	}
	/**
	Return a single range, in post-transform document positions,
	that covers all content changed by this transform. Returns null
	if no replacements are made. Note that this will ignore changes
	that add/remove marks without replacing the underlying content.
	*/
	changedRange() {
		let from = 1e9, to = -1e9;
		for (let i = 0; i < this.mapping.maps.length; i++) {
			let map = this.mapping.maps[i];
			if (i) {
				from = map.map(from, 1);
				to = map.map(to, -1);
			}
			map.forEach((_f, _t, fromB, toB) => {
				from = Math.min(from, fromB);
				to = Math.max(to, toB);
			});
		}
		return from == 1e9 ? null : {
			from,
			to
		};
	}
	/**
	@internal
	*/
	addStep(step, doc) {
		this.docs.push(this.doc);
		this.steps.push(step);
		this.mapping.appendMap(step.getMap());
		this.doc = doc;
	}
	/**
	Replace the part of the document between `from` and `to` with the
	given `slice`.
	*/
	replace(from, to = from, slice = Slice.empty) {
		let step = replaceStep(this.doc, from, to, slice);
		if (step) this.step(step);
		return this;
	}
	/**
	Replace the given range with the given content, which may be a
	fragment, node, or array of nodes.
	*/
	replaceWith(from, to, content) {
		return this.replace(from, to, new Slice(Fragment.from(content), 0, 0));
	}
	/**
	Delete the content between the given positions.
	*/
	delete(from, to) {
		return this.replace(from, to, Slice.empty);
	}
	/**
	Insert the given content at the given position.
	*/
	insert(pos, content) {
		return this.replaceWith(pos, pos, content);
	}
	/**
	Replace a range of the document with a given slice, using
	`from`, `to`, and the slice's
	[`openStart`](https://prosemirror.net/docs/ref/#model.Slice.openStart) property as hints, rather
	than fixed start and end points. This method may grow the
	replaced area or close open nodes in the slice in order to get a
	fit that is more in line with WYSIWYG expectations, by dropping
	fully covered parent nodes of the replaced region when they are
	marked [non-defining as
	context](https://prosemirror.net/docs/ref/#model.NodeSpec.definingAsContext), or including an
	open parent node from the slice that _is_ marked as [defining
	its content](https://prosemirror.net/docs/ref/#model.NodeSpec.definingForContent).
	
	This is the method, for example, to handle paste. The similar
	[`replace`](https://prosemirror.net/docs/ref/#transform.Transform.replace) method is a more
	primitive tool which will _not_ move the start and end of its given
	range, and is useful in situations where you need more precise
	control over what happens.
	*/
	replaceRange(from, to, slice) {
		replaceRange(this, from, to, slice);
		return this;
	}
	/**
	Replace the given range with a node, but use `from` and `to` as
	hints, rather than precise positions. When from and to are the same
	and are at the start or end of a parent node in which the given
	node doesn't fit, this method may _move_ them out towards a parent
	that does allow the given node to be placed. When the given range
	completely covers a parent node, this method may completely replace
	that parent node.
	*/
	replaceRangeWith(from, to, node) {
		replaceRangeWith(this, from, to, node);
		return this;
	}
	/**
	Delete the given range, expanding it to cover fully covered
	parent nodes until a valid replace is found.
	*/
	deleteRange(from, to) {
		deleteRange(this, from, to);
		return this;
	}
	/**
	Split the content in the given range off from its parent, if there
	is sibling content before or after it, and move it up the tree to
	the depth specified by `target`. You'll probably want to use
	[`liftTarget`](https://prosemirror.net/docs/ref/#transform.liftTarget) to compute `target`, to make
	sure the lift is valid.
	*/
	lift(range, target) {
		lift$1(this, range, target);
		return this;
	}
	/**
	Join the blocks around the given position. If depth is 2, their
	last and first siblings are also joined, and so on.
	*/
	join(pos, depth = 1) {
		join(this, pos, depth);
		return this;
	}
	/**
	Wrap the given [range](https://prosemirror.net/docs/ref/#model.NodeRange) in the given set of wrappers.
	The wrappers are assumed to be valid in this position, and should
	probably be computed with [`findWrapping`](https://prosemirror.net/docs/ref/#transform.findWrapping).
	*/
	wrap(range, wrappers) {
		wrap(this, range, wrappers);
		return this;
	}
	/**
	Set the type of all textblocks (partly) between `from` and `to` to
	the given node type with the given attributes.
	*/
	setBlockType(from, to = from, type, attrs = null) {
		setBlockType$1(this, from, to, type, attrs);
		return this;
	}
	/**
	Change the type, attributes, and/or marks of the node at `pos`.
	When `type` isn't given, the existing node type is preserved,
	*/
	setNodeMarkup(pos, type, attrs = null, marks) {
		setNodeMarkup(this, pos, type, attrs, marks);
		return this;
	}
	/**
	Set a single attribute on a given node to a new value.
	The `pos` addresses the document content. Use `setDocAttribute`
	to set attributes on the document itself.
	*/
	setNodeAttribute(pos, attr, value) {
		this.step(new AttrStep(pos, attr, value));
		return this;
	}
	/**
	Set a single attribute on the document to a new value.
	*/
	setDocAttribute(attr, value) {
		this.step(new DocAttrStep(attr, value));
		return this;
	}
	/**
	Add a mark to the node at position `pos`.
	*/
	addNodeMark(pos, mark) {
		this.step(new AddNodeMarkStep(pos, mark));
		return this;
	}
	/**
	Remove a mark (or all marks of the given type) from the node at
	position `pos`.
	*/
	removeNodeMark(pos, mark) {
		let node = this.doc.nodeAt(pos);
		if (!node) throw new RangeError("No node at position " + pos);
		if (mark instanceof Mark) {
			if (mark.isInSet(node.marks)) this.step(new RemoveNodeMarkStep(pos, mark));
		} else {
			let set = node.marks, found, steps = [];
			while (found = mark.isInSet(set)) {
				steps.push(new RemoveNodeMarkStep(pos, found));
				set = found.removeFromSet(set);
			}
			for (let i = steps.length - 1; i >= 0; i--) this.step(steps[i]);
		}
		return this;
	}
	/**
	Split the node at the given position, and optionally, if `depth` is
	greater than one, any number of nodes above that. By default, the
	parts split off will inherit the node type of the original node.
	This can be changed by passing an array of types and attributes to
	use after the split (with the outermost nodes coming first).
	*/
	split(pos, depth = 1, typesAfter) {
		split(this, pos, depth, typesAfter);
		return this;
	}
	/**
	Add the given mark to the inline content between `from` and `to`.
	*/
	addMark(from, to, mark) {
		addMark(this, from, to, mark);
		return this;
	}
	/**
	Remove marks from inline nodes between `from` and `to`. When
	`mark` is a single mark, remove precisely that mark. When it is
	a mark type, remove all marks of that type. When it is null,
	remove all marks of any type.
	*/
	removeMark(from, to, mark) {
		removeMark$1(this, from, to, mark);
		return this;
	}
	/**
	Removes all marks and nodes from the content of the node at
	`pos` that don't match the given new parent node type. Accepts
	an optional starting [content match](https://prosemirror.net/docs/ref/#model.ContentMatch) as
	third argument.
	*/
	clearIncompatible(pos, parentType, match) {
		clearIncompatible(this, pos, parentType, match);
		return this;
	}
};
// node_modules/prosemirror-state/dist/index.js
var classesById = Object.create(null);
/**
Superclass for editor selections. Every selection type should
extend this. Should not be instantiated directly.
*/
var Selection = class {
	/**
	Initialize a selection with the head and anchor and ranges. If no
	ranges are given, constructs a single range across `$anchor` and
	`$head`.
	*/
	constructor($anchor, $head, ranges) {
		this.$anchor = $anchor;
		this.$head = $head;
		this.ranges = ranges || [new SelectionRange($anchor.min($head), $anchor.max($head))];
	}
	/**
	The selection's anchor, as an unresolved position.
	*/
	get anchor() {
		return this.$anchor.pos;
	}
	/**
	The selection's head.
	*/
	get head() {
		return this.$head.pos;
	}
	/**
	The lower bound of the selection's main range.
	*/
	get from() {
		return this.$from.pos;
	}
	/**
	The upper bound of the selection's main range.
	*/
	get to() {
		return this.$to.pos;
	}
	/**
	The resolved lower  bound of the selection's main range.
	*/
	get $from() {
		return this.ranges[0].$from;
	}
	/**
	The resolved upper bound of the selection's main range.
	*/
	get $to() {
		return this.ranges[0].$to;
	}
	/**
	Indicates whether the selection contains any content.
	*/
	get empty() {
		let ranges = this.ranges;
		for (let i = 0; i < ranges.length; i++) if (ranges[i].$from.pos != ranges[i].$to.pos) return false;
		return true;
	}
	/**
	Get the content of this selection as a slice.
	*/
	content() {
		return this.$from.doc.slice(this.from, this.to, true);
	}
	/**
	Replace the selection with a slice or, if no slice is given,
	delete the selection. Will append to the given transaction.
	*/
	replace(tr, content = Slice.empty) {
		let lastNode = content.content.lastChild, lastParent = null;
		for (let i = 0; i < content.openEnd; i++) {
			lastParent = lastNode;
			lastNode = lastNode.lastChild;
		}
		let mapFrom = tr.steps.length, ranges = this.ranges;
		for (let i = 0; i < ranges.length; i++) {
			let { $from, $to } = ranges[i], mapping = tr.mapping.slice(mapFrom);
			tr.replaceRange(mapping.map($from.pos), mapping.map($to.pos), i ? Slice.empty : content);
			if (i == 0) selectionToInsertionEnd(tr, mapFrom, (lastNode ? lastNode.isInline : lastParent && lastParent.isTextblock) ? -1 : 1);
		}
	}
	/**
	Replace the selection with the given node, appending the changes
	to the given transaction.
	*/
	replaceWith(tr, node) {
		let mapFrom = tr.steps.length, ranges = this.ranges;
		for (let i = 0; i < ranges.length; i++) {
			let { $from, $to } = ranges[i], mapping = tr.mapping.slice(mapFrom);
			let from = mapping.map($from.pos), to = mapping.map($to.pos);
			if (i) tr.deleteRange(from, to);
			else {
				tr.replaceRangeWith(from, to, node);
				selectionToInsertionEnd(tr, mapFrom, node.isInline ? -1 : 1);
			}
		}
	}
	/**
	Find a valid cursor or leaf node selection starting at the given
	position and searching back if `dir` is negative, and forward if
	positive. When `textOnly` is true, only consider cursor
	selections. Will return null when no valid selection position is
	found.
	*/
	static findFrom($pos, dir, textOnly = false) {
		let inner = $pos.parent.inlineContent ? new TextSelection($pos) : findSelectionIn($pos.node(0), $pos.parent, $pos.pos, $pos.index(), dir, textOnly);
		if (inner) return inner;
		for (let depth = $pos.depth - 1; depth >= 0; depth--) {
			let found = dir < 0 ? findSelectionIn($pos.node(0), $pos.node(depth), $pos.before(depth + 1), $pos.index(depth), dir, textOnly) : findSelectionIn($pos.node(0), $pos.node(depth), $pos.after(depth + 1), $pos.index(depth) + 1, dir, textOnly);
			if (found) return found;
		}
		return null;
	}
	/**
	Find a valid cursor or leaf node selection near the given
	position. Searches forward first by default, but if `bias` is
	negative, it will search backwards first.
	*/
	static near($pos, bias = 1) {
		return this.findFrom($pos, bias) || this.findFrom($pos, -bias) || new AllSelection($pos.node(0));
	}
	/**
	Find the cursor or leaf node selection closest to the start of
	the given document. Will return an
	[`AllSelection`](https://prosemirror.net/docs/ref/#state.AllSelection) if no valid position
	exists.
	*/
	static atStart(doc) {
		return findSelectionIn(doc, doc, 0, 0, 1) || new AllSelection(doc);
	}
	/**
	Find the cursor or leaf node selection closest to the end of the
	given document.
	*/
	static atEnd(doc) {
		return findSelectionIn(doc, doc, doc.content.size, doc.childCount, -1) || new AllSelection(doc);
	}
	/**
	Deserialize the JSON representation of a selection. Must be
	implemented for custom classes (as a static class method).
	*/
	static fromJSON(doc, json) {
		if (!json || !json.type) throw new RangeError("Invalid input for Selection.fromJSON");
		let cls = classesById[json.type];
		if (!cls) throw new RangeError(`No selection type ${json.type} defined`);
		return cls.fromJSON(doc, json);
	}
	/**
	To be able to deserialize selections from JSON, custom selection
	classes must register themselves with an ID string, so that they
	can be disambiguated. Try to pick something that's unlikely to
	clash with classes from other modules.
	*/
	static jsonID(id, selectionClass) {
		if (id in classesById) throw new RangeError("Duplicate use of selection JSON ID " + id);
		classesById[id] = selectionClass;
		selectionClass.prototype.jsonID = id;
		return selectionClass;
	}
	/**
	Get a [bookmark](https://prosemirror.net/docs/ref/#state.SelectionBookmark) for this selection,
	which is a value that can be mapped without having access to a
	current document, and later resolved to a real selection for a
	given document again. (This is used mostly by the history to
	track and restore old selections.) The default implementation of
	this method just converts the selection to a text selection and
	returns the bookmark for that.
	*/
	getBookmark() {
		return TextSelection.between(this.$anchor, this.$head).getBookmark();
	}
};
Selection.prototype.visible = true;
/**
Represents a selected range in a document.
*/
var SelectionRange = class {
	/**
	Create a range.
	*/
	constructor($from, $to) {
		this.$from = $from;
		this.$to = $to;
	}
};
var warnedAboutTextSelection = false;
function checkTextSelection($pos) {
	if (!warnedAboutTextSelection && !$pos.parent.inlineContent) {
		warnedAboutTextSelection = true;
		console["warn"]("TextSelection endpoint not pointing into a node with inline content (" + $pos.parent.type.name + ")");
	}
}
/**
A text selection represents a classical editor selection, with a
head (the moving side) and anchor (immobile side), both of which
point into textblock nodes. It can be empty (a regular cursor
position).
*/
var TextSelection = class TextSelection extends Selection {
	/**
	Construct a text selection between the given points.
	*/
	constructor($anchor, $head = $anchor) {
		checkTextSelection($anchor);
		checkTextSelection($head);
		super($anchor, $head);
	}
	/**
	Returns a resolved position if this is a cursor selection (an
	empty text selection), and null otherwise.
	*/
	get $cursor() {
		return this.$anchor.pos == this.$head.pos ? this.$head : null;
	}
	map(doc, mapping) {
		let $head = doc.resolve(mapping.map(this.head));
		if (!$head.parent.inlineContent) return Selection.near($head);
		let $anchor = doc.resolve(mapping.map(this.anchor));
		return new TextSelection($anchor.parent.inlineContent ? $anchor : $head, $head);
	}
	replace(tr, content = Slice.empty) {
		super.replace(tr, content);
		if (content == Slice.empty) {
			let marks = this.$from.marksAcross(this.$to);
			if (marks) tr.ensureMarks(marks);
		}
	}
	eq(other) {
		return other instanceof TextSelection && other.anchor == this.anchor && other.head == this.head;
	}
	getBookmark() {
		return new TextBookmark(this.anchor, this.head);
	}
	toJSON() {
		return {
			type: "text",
			anchor: this.anchor,
			head: this.head
		};
	}
	/**
	@internal
	*/
	static fromJSON(doc, json) {
		if (typeof json.anchor != "number" || typeof json.head != "number") throw new RangeError("Invalid input for TextSelection.fromJSON");
		return new TextSelection(doc.resolve(json.anchor), doc.resolve(json.head));
	}
	/**
	Create a text selection from non-resolved positions.
	*/
	static create(doc, anchor, head = anchor) {
		let $anchor = doc.resolve(anchor);
		return new this($anchor, head == anchor ? $anchor : doc.resolve(head));
	}
	/**
	Return a text selection that spans the given positions or, if
	they aren't text positions, find a text selection near them.
	`bias` determines whether the method searches forward (default)
	or backwards (negative number) first. Will fall back to calling
	[`Selection.near`](https://prosemirror.net/docs/ref/#state.Selection^near) when the document
	doesn't contain a valid text position.
	*/
	static between($anchor, $head, bias) {
		let dPos = $anchor.pos - $head.pos;
		if (!bias || dPos) bias = dPos >= 0 ? 1 : -1;
		if (!$head.parent.inlineContent) {
			let found = Selection.findFrom($head, bias, true) || Selection.findFrom($head, -bias, true);
			if (found) $head = found.$head;
			else return Selection.near($head, bias);
		}
		if (!$anchor.parent.inlineContent) {
			if (dPos == 0) $anchor = $head;
			else {
				$anchor = (Selection.findFrom($anchor, -bias, true) || Selection.findFrom($anchor, bias, true)).$anchor;
				if ($anchor.pos < $head.pos != dPos < 0) $anchor = $head;
			}
		}
		return new TextSelection($anchor, $head);
	}
};
Selection.jsonID("text", TextSelection);
var TextBookmark = class TextBookmark {
	constructor(anchor, head) {
		this.anchor = anchor;
		this.head = head;
	}
	map(mapping) {
		return new TextBookmark(mapping.map(this.anchor), mapping.map(this.head));
	}
	resolve(doc) {
		return TextSelection.between(doc.resolve(this.anchor), doc.resolve(this.head));
	}
};
/**
A node selection is a selection that points at a single node. All
nodes marked [selectable](https://prosemirror.net/docs/ref/#model.NodeSpec.selectable) can be the
target of a node selection. In such a selection, `from` and `to`
point directly before and after the selected node, `anchor` equals
`from`, and `head` equals `to`..
*/
var NodeSelection = class NodeSelection extends Selection {
	/**
	Create a node selection. Does not verify the validity of its
	argument.
	*/
	constructor($pos) {
		let node = $pos.nodeAfter;
		let $end = $pos.node(0).resolve($pos.pos + node.nodeSize);
		super($pos, $end);
		this.node = node;
	}
	map(doc, mapping) {
		let { deleted, pos } = mapping.mapResult(this.anchor);
		let $pos = doc.resolve(pos);
		if (deleted) return Selection.near($pos);
		return new NodeSelection($pos);
	}
	content() {
		return new Slice(Fragment.from(this.node), 0, 0);
	}
	eq(other) {
		return other instanceof NodeSelection && other.anchor == this.anchor;
	}
	toJSON() {
		return {
			type: "node",
			anchor: this.anchor
		};
	}
	getBookmark() {
		return new NodeBookmark(this.anchor);
	}
	/**
	@internal
	*/
	static fromJSON(doc, json) {
		if (typeof json.anchor != "number") throw new RangeError("Invalid input for NodeSelection.fromJSON");
		return new NodeSelection(doc.resolve(json.anchor));
	}
	/**
	Create a node selection from non-resolved positions.
	*/
	static create(doc, from) {
		return new NodeSelection(doc.resolve(from));
	}
	/**
	Determines whether the given node may be selected as a node
	selection.
	*/
	static isSelectable(node) {
		return !node.isText && node.type.spec.selectable !== false;
	}
};
NodeSelection.prototype.visible = false;
Selection.jsonID("node", NodeSelection);
var NodeBookmark = class NodeBookmark {
	constructor(anchor) {
		this.anchor = anchor;
	}
	map(mapping) {
		let { deleted, pos } = mapping.mapResult(this.anchor);
		return deleted ? new TextBookmark(pos, pos) : new NodeBookmark(pos);
	}
	resolve(doc) {
		let $pos = doc.resolve(this.anchor), node = $pos.nodeAfter;
		if (node && NodeSelection.isSelectable(node)) return new NodeSelection($pos);
		return Selection.near($pos);
	}
};
/**
A selection type that represents selecting the whole document
(which can not necessarily be expressed with a text selection, when
there are for example leaf block nodes at the start or end of the
document).
*/
var AllSelection = class AllSelection extends Selection {
	/**
	Create an all-selection over the given document.
	*/
	constructor(doc) {
		super(doc.resolve(0), doc.resolve(doc.content.size));
	}
	replace(tr, content = Slice.empty) {
		if (content == Slice.empty) {
			tr.delete(0, tr.doc.content.size);
			let sel = Selection.atStart(tr.doc);
			if (!sel.eq(tr.selection)) tr.setSelection(sel);
		} else super.replace(tr, content);
	}
	toJSON() {
		return { type: "all" };
	}
	/**
	@internal
	*/
	static fromJSON(doc) {
		return new AllSelection(doc);
	}
	map(doc) {
		return new AllSelection(doc);
	}
	eq(other) {
		return other instanceof AllSelection;
	}
	getBookmark() {
		return AllBookmark;
	}
};
Selection.jsonID("all", AllSelection);
var AllBookmark = {
	map() {
		return this;
	},
	resolve(doc) {
		return new AllSelection(doc);
	}
};
function findSelectionIn(doc, node, pos, index, dir, text = false) {
	if (node.inlineContent) return TextSelection.create(doc, pos);
	for (let i = index - (dir > 0 ? 0 : 1); dir > 0 ? i < node.childCount : i >= 0; i += dir) {
		let child = node.child(i);
		if (!child.isAtom) {
			let inner = findSelectionIn(doc, child, pos + dir, dir < 0 ? child.childCount : 0, dir, text);
			if (inner) return inner;
		} else if (!text && NodeSelection.isSelectable(child)) return NodeSelection.create(doc, pos - (dir < 0 ? child.nodeSize : 0));
		pos += child.nodeSize * dir;
	}
	return null;
}
function selectionToInsertionEnd(tr, startLen, bias) {
	let last = tr.steps.length - 1;
	if (last < startLen) return;
	let step = tr.steps[last];
	if (!(step instanceof ReplaceStep || step instanceof ReplaceAroundStep)) return;
	let map = tr.mapping.maps[last], end;
	map.forEach((_from, _to, _newFrom, newTo) => {
		if (end == null) end = newTo;
	});
	tr.setSelection(Selection.near(tr.doc.resolve(end), bias));
}
var UPDATED_SEL = 1;
var UPDATED_MARKS = 2;
var UPDATED_SCROLL = 4;
/**
An editor state transaction, which can be applied to a state to
create an updated state. Use
[`EditorState.tr`](https://prosemirror.net/docs/ref/#state.EditorState.tr) to create an instance.

Transactions track changes to the document (they are a subclass of
[`Transform`](https://prosemirror.net/docs/ref/#transform.Transform)), but also other state changes,
like selection updates and adjustments of the set of [stored
marks](https://prosemirror.net/docs/ref/#state.EditorState.storedMarks). In addition, you can store
metadata properties in a transaction, which are extra pieces of
information that client code or plugins can use to describe what a
transaction represents, so that they can update their [own
state](https://prosemirror.net/docs/ref/#state.StateField) accordingly.

The [editor view](https://prosemirror.net/docs/ref/#view.EditorView) uses a few metadata
properties: it will attach a property `"pointer"` with the value
`true` to selection transactions directly caused by mouse or touch
input, a `"composition"` property holding an ID identifying the
composition that caused it to transactions caused by composed DOM
input, and a `"uiEvent"` property of that may be `"paste"`,
`"cut"`, or `"drop"`.
*/
var Transaction = class extends Transform {
	/**
	@internal
	*/
	constructor(state) {
		super(state.doc);
		this.curSelectionFor = 0;
		this.updated = 0;
		this.meta = Object.create(null);
		this.time = Date.now();
		this.curSelection = state.selection;
		this.storedMarks = state.storedMarks;
	}
	/**
	The transaction's current selection. This defaults to the editor
	selection [mapped](https://prosemirror.net/docs/ref/#state.Selection.map) through the steps in the
	transaction, but can be overwritten with
	[`setSelection`](https://prosemirror.net/docs/ref/#state.Transaction.setSelection).
	*/
	get selection() {
		if (this.curSelectionFor < this.steps.length) {
			this.curSelection = this.curSelection.map(this.doc, this.mapping.slice(this.curSelectionFor));
			this.curSelectionFor = this.steps.length;
		}
		return this.curSelection;
	}
	/**
	Update the transaction's current selection. Will determine the
	selection that the editor gets when the transaction is applied.
	*/
	setSelection(selection) {
		if (selection.$from.doc != this.doc) throw new RangeError("Selection passed to setSelection must point at the current document");
		this.curSelection = selection;
		this.curSelectionFor = this.steps.length;
		this.updated = (this.updated | UPDATED_SEL) & -3;
		this.storedMarks = null;
		return this;
	}
	/**
	Whether the selection was explicitly updated by this transaction.
	*/
	get selectionSet() {
		return (this.updated & UPDATED_SEL) > 0;
	}
	/**
	Set the current stored marks.
	*/
	setStoredMarks(marks) {
		this.storedMarks = marks;
		this.updated |= UPDATED_MARKS;
		return this;
	}
	/**
	Make sure the current stored marks or, if that is null, the marks
	at the selection, match the given set of marks. Does nothing if
	this is already the case.
	*/
	ensureMarks(marks) {
		if (!Mark.sameSet(this.storedMarks || this.selection.$from.marks(), marks)) this.setStoredMarks(marks);
		return this;
	}
	/**
	Add a mark to the set of stored marks.
	*/
	addStoredMark(mark) {
		return this.ensureMarks(mark.addToSet(this.storedMarks || this.selection.$head.marks()));
	}
	/**
	Remove a mark or mark type from the set of stored marks.
	*/
	removeStoredMark(mark) {
		return this.ensureMarks(mark.removeFromSet(this.storedMarks || this.selection.$head.marks()));
	}
	/**
	Whether the stored marks were explicitly set for this transaction.
	*/
	get storedMarksSet() {
		return (this.updated & UPDATED_MARKS) > 0;
	}
	/**
	@internal
	*/
	addStep(step, doc) {
		super.addStep(step, doc);
		this.updated = this.updated & -3;
		this.storedMarks = null;
	}
	/**
	Update the timestamp for the transaction.
	*/
	setTime(time) {
		this.time = time;
		return this;
	}
	/**
	Replace the current selection with the given slice.
	*/
	replaceSelection(slice) {
		this.selection.replace(this, slice);
		return this;
	}
	/**
	Replace the selection with the given node. When `inheritMarks` is
	true and the content is inline, it inherits the marks from the
	place where it is inserted.
	*/
	replaceSelectionWith(node, inheritMarks = true) {
		let selection = this.selection;
		if (inheritMarks) node = node.mark(this.storedMarks || (selection.empty ? selection.$from.marks() : selection.$from.marksAcross(selection.$to) || Mark.none));
		selection.replaceWith(this, node);
		return this;
	}
	/**
	Delete the selection.
	*/
	deleteSelection() {
		this.selection.replace(this);
		return this;
	}
	/**
	Replace the given range, or the selection if no range is given,
	with a text node containing the given string.
	*/
	insertText(text, from, to) {
		let schema = this.doc.type.schema;
		if (from == null) {
			if (!text) return this.deleteSelection();
			return this.replaceSelectionWith(schema.text(text), true);
		} else {
			if (to == null) to = from;
			if (!text) return this.deleteRange(from, to);
			let marks = this.storedMarks;
			if (!marks) {
				let $from = this.doc.resolve(from);
				marks = to == from ? $from.marks() : $from.marksAcross(this.doc.resolve(to));
			}
			this.replaceRangeWith(from, to, schema.text(text, marks));
			if (!this.selection.empty && this.selection.to == from + text.length) this.setSelection(Selection.near(this.selection.$to));
			return this;
		}
	}
	/**
	Store a metadata property in this transaction, keyed either by
	name or by plugin.
	*/
	setMeta(key, value) {
		this.meta[typeof key == "string" ? key : key.key] = value;
		return this;
	}
	/**
	Retrieve a metadata property for a given name or plugin.
	*/
	getMeta(key) {
		return this.meta[typeof key == "string" ? key : key.key];
	}
	/**
	Returns true if this transaction doesn't contain any metadata,
	and can thus safely be extended.
	*/
	get isGeneric() {
		for (let _ in this.meta) return false;
		return true;
	}
	/**
	Indicate that the editor should scroll the selection into view
	when updated to the state produced by this transaction.
	*/
	scrollIntoView() {
		this.updated |= UPDATED_SCROLL;
		return this;
	}
	/**
	True when this transaction has had `scrollIntoView` called on it.
	*/
	get scrolledIntoView() {
		return (this.updated & UPDATED_SCROLL) > 0;
	}
};
function bind(f, self) {
	return !self || !f ? f : f.bind(self);
}
var FieldDesc = class {
	constructor(name, desc, self) {
		this.name = name;
		this.init = bind(desc.init, self);
		this.apply = bind(desc.apply, self);
	}
};
var baseFields = [
	new FieldDesc("doc", {
		init(config) {
			return config.doc || config.schema.topNodeType.createAndFill();
		},
		apply(tr) {
			return tr.doc;
		}
	}),
	new FieldDesc("selection", {
		init(config, instance) {
			return config.selection || Selection.atStart(instance.doc);
		},
		apply(tr) {
			return tr.selection;
		}
	}),
	new FieldDesc("storedMarks", {
		init(config) {
			return config.storedMarks || null;
		},
		apply(tr, _marks, _old, state) {
			return state.selection.$cursor ? tr.storedMarks : null;
		}
	}),
	new FieldDesc("scrollToSelection", {
		init() {
			return 0;
		},
		apply(tr, prev) {
			return tr.scrolledIntoView ? prev + 1 : prev;
		}
	})
];
var Configuration = class {
	constructor(schema, plugins) {
		this.schema = schema;
		this.plugins = [];
		this.pluginsByKey = Object.create(null);
		this.fields = baseFields.slice();
		if (plugins) plugins.forEach((plugin) => {
			if (this.pluginsByKey[plugin.key]) throw new RangeError("Adding different instances of a keyed plugin (" + plugin.key + ")");
			this.plugins.push(plugin);
			this.pluginsByKey[plugin.key] = plugin;
			if (plugin.spec.state) this.fields.push(new FieldDesc(plugin.key, plugin.spec.state, plugin));
		});
	}
};
/**
The state of a ProseMirror editor is represented by an object of
this type. A state is a persistent data structure—it isn't
updated, but rather a new state value is computed from an old one
using the [`apply`](https://prosemirror.net/docs/ref/#state.EditorState.apply) method.

A state holds a number of built-in fields, and plugins can
[define](https://prosemirror.net/docs/ref/#state.PluginSpec.state) additional fields.
*/
var EditorState = class EditorState {
	/**
	@internal
	*/
	constructor(config) {
		this.config = config;
	}
	/**
	The schema of the state's document.
	*/
	get schema() {
		return this.config.schema;
	}
	/**
	The plugins that are active in this state.
	*/
	get plugins() {
		return this.config.plugins;
	}
	/**
	Apply the given transaction to produce a new state.
	*/
	apply(tr) {
		return this.applyTransaction(tr).state;
	}
	/**
	@internal
	*/
	filterTransaction(tr, ignore = -1) {
		for (let i = 0; i < this.config.plugins.length; i++) if (i != ignore) {
			let plugin = this.config.plugins[i];
			if (plugin.spec.filterTransaction && !plugin.spec.filterTransaction.call(plugin, tr, this)) return false;
		}
		return true;
	}
	/**
	Verbose variant of [`apply`](https://prosemirror.net/docs/ref/#state.EditorState.apply) that
	returns the precise transactions that were applied (which might
	be influenced by the [transaction
	hooks](https://prosemirror.net/docs/ref/#state.PluginSpec.filterTransaction) of
	plugins) along with the new state.
	*/
	applyTransaction(rootTr) {
		if (!this.filterTransaction(rootTr)) return {
			state: this,
			transactions: []
		};
		let trs = [rootTr], newState = this.applyInner(rootTr), seen = null;
		for (;;) {
			let haveNew = false;
			for (let i = 0; i < this.config.plugins.length; i++) {
				let plugin = this.config.plugins[i];
				if (plugin.spec.appendTransaction) {
					let n = seen ? seen[i].n : 0, oldState = seen ? seen[i].state : this;
					let tr = n < trs.length && plugin.spec.appendTransaction.call(plugin, n ? trs.slice(n) : trs, oldState, newState);
					if (tr && newState.filterTransaction(tr, i)) {
						tr.setMeta("appendedTransaction", rootTr);
						if (!seen) {
							seen = [];
							for (let j = 0; j < this.config.plugins.length; j++) seen.push(j < i ? {
								state: newState,
								n: trs.length
							} : {
								state: this,
								n: 0
							});
						}
						trs.push(tr);
						newState = newState.applyInner(tr);
						haveNew = true;
					}
					if (seen) seen[i] = {
						state: newState,
						n: trs.length
					};
				}
			}
			if (!haveNew) return {
				state: newState,
				transactions: trs
			};
		}
	}
	/**
	@internal
	*/
	applyInner(tr) {
		if (!tr.before.eq(this.doc)) throw new RangeError("Applying a mismatched transaction");
		let newInstance = new EditorState(this.config), fields = this.config.fields;
		for (let i = 0; i < fields.length; i++) {
			let field = fields[i];
			newInstance[field.name] = field.apply(tr, this[field.name], this, newInstance);
		}
		return newInstance;
	}
	/**
	Accessor that constructs and returns a new [transaction](https://prosemirror.net/docs/ref/#state.Transaction) from this state.
	*/
	get tr() {
		return new Transaction(this);
	}
	/**
	Create a new state.
	*/
	static create(config) {
		let $config = new Configuration(config.doc ? config.doc.type.schema : config.schema, config.plugins);
		let instance = new EditorState($config);
		for (let i = 0; i < $config.fields.length; i++) instance[$config.fields[i].name] = $config.fields[i].init(config, instance);
		return instance;
	}
	/**
	Create a new state based on this one, but with an adjusted set
	of active plugins. State fields that exist in both sets of
	plugins are kept unchanged. Those that no longer exist are
	dropped, and those that are new are initialized using their
	[`init`](https://prosemirror.net/docs/ref/#state.StateField.init) method, passing in the new
	configuration object..
	*/
	reconfigure(config) {
		let $config = new Configuration(this.schema, config.plugins);
		let fields = $config.fields, instance = new EditorState($config);
		for (let i = 0; i < fields.length; i++) {
			let name = fields[i].name;
			instance[name] = this.hasOwnProperty(name) ? this[name] : fields[i].init(config, instance);
		}
		return instance;
	}
	/**
	Serialize this state to JSON. If you want to serialize the state
	of plugins, pass an object mapping property names to use in the
	resulting JSON object to plugin objects. The argument may also be
	a string or number, in which case it is ignored, to support the
	way `JSON.stringify` calls `toString` methods.
	*/
	toJSON(pluginFields) {
		let result = {
			doc: this.doc.toJSON(),
			selection: this.selection.toJSON()
		};
		if (this.storedMarks) result.storedMarks = this.storedMarks.map((m) => m.toJSON());
		if (pluginFields && typeof pluginFields == "object") for (let prop in pluginFields) {
			if (prop == "doc" || prop == "selection") throw new RangeError("The JSON fields `doc` and `selection` are reserved");
			let plugin = pluginFields[prop], state = plugin.spec.state;
			if (state && state.toJSON) result[prop] = state.toJSON.call(plugin, this[plugin.key]);
		}
		return result;
	}
	/**
	Deserialize a JSON representation of a state. `config` should
	have at least a `schema` field, and should contain array of
	plugins to initialize the state with. `pluginFields` can be used
	to deserialize the state of plugins, by associating plugin
	instances with the property names they use in the JSON object.
	*/
	static fromJSON(config, json, pluginFields) {
		if (!json) throw new RangeError("Invalid input for EditorState.fromJSON");
		if (!config.schema) throw new RangeError("Required config field 'schema' missing");
		let $config = new Configuration(config.schema, config.plugins);
		let instance = new EditorState($config);
		$config.fields.forEach((field) => {
			if (field.name == "doc") instance.doc = Node.fromJSON(config.schema, json.doc);
			else if (field.name == "selection") instance.selection = Selection.fromJSON(instance.doc, json.selection);
			else if (field.name == "storedMarks") {
				if (json.storedMarks) instance.storedMarks = json.storedMarks.map(config.schema.markFromJSON);
			} else {
				if (pluginFields) for (let prop in pluginFields) {
					let plugin = pluginFields[prop], state = plugin.spec.state;
					if (plugin.key == field.name && state && state.fromJSON && Object.prototype.hasOwnProperty.call(json, prop)) {
						instance[field.name] = state.fromJSON.call(plugin, config, json[prop], instance);
						return;
					}
				}
				instance[field.name] = field.init(config, instance);
			}
		});
		return instance;
	}
};
function bindProps(obj, self, target) {
	for (let prop in obj) {
		let val = obj[prop];
		if (val instanceof Function) val = val.bind(self);
		else if (prop == "handleDOMEvents") val = bindProps(val, self, {});
		target[prop] = val;
	}
	return target;
}
/**
Plugins bundle functionality that can be added to an editor.
They are part of the [editor state](https://prosemirror.net/docs/ref/#state.EditorState) and
may influence that state and the view that contains it.
*/
var Plugin = class {
	/**
	Create a plugin.
	*/
	constructor(spec) {
		this.spec = spec;
		/**
		The [props](https://prosemirror.net/docs/ref/#view.EditorProps) exported by this plugin.
		*/
		this.props = {};
		if (spec.props) bindProps(spec.props, this, this.props);
		this.key = spec.key ? spec.key.key : createKey("plugin");
	}
	/**
	Extract the plugin's state field from an editor state.
	*/
	getState(state) {
		return state[this.key];
	}
};
var keys = Object.create(null);
function createKey(name) {
	if (name in keys) return name + "$" + ++keys[name];
	keys[name] = 0;
	return name + "$";
}
/**
A key is used to [tag](https://prosemirror.net/docs/ref/#state.PluginSpec.key) plugins in a way
that makes it possible to find them, given an editor state.
Assigning a key does mean only one plugin of that type can be
active in a state.
*/
var PluginKey = class {
	/**
	Create a plugin key.
	*/
	constructor(name = "key") {
		this.key = createKey(name);
	}
	/**
	Get the active plugin with this key, if any, from an editor
	state.
	*/
	get(state) {
		return state.config.pluginsByKey[this.key];
	}
	/**
	Get the plugin's state from an editor state.
	*/
	getState(state) {
		return state[this.key];
	}
};
// node_modules/get-dom-document/lib/get-dom-document.node.mjs
var nodeRequire = null;
var nodeDomDocument = null;
function getNodeReqire() {
	if (typeof __require !== "undefined") return __require;
	if (!nodeRequire) nodeRequire = createRequire(import.meta.url);
	return nodeRequire;
}
function getNodeDomDocument() {
	if (!nodeDomDocument) try {
		const { JSDOM } = getNodeReqire()("jsdom");
		nodeDomDocument = new JSDOM().window.document;
	} catch {}
	return nodeDomDocument;
}
function getDomDocument() {
	if (typeof document !== "undefined") return document;
	return getNodeDomDocument();
}
(/* @__PURE__ */ __commonJSMin(((exports, module) => {
	/**
	* @module parenthesis
	*/
	function parse(str, opts) {
		if (typeof str !== "string") return [str];
		var res = [str];
		if (typeof opts === "string" || Array.isArray(opts)) opts = { brackets: opts };
		else if (!opts) opts = {};
		var brackets = opts.brackets ? Array.isArray(opts.brackets) ? opts.brackets : [opts.brackets] : [
			"{}",
			"[]",
			"()"
		];
		var escape = opts.escape || "___";
		var flat = !!opts.flat;
		brackets.forEach(function(bracket) {
			var pRE = new RegExp([
				"\\",
				bracket[0],
				"[^\\",
				bracket[0],
				"\\",
				bracket[1],
				"]*\\",
				bracket[1]
			].join(""));
			var ids = [];
			function replaceToken(token, idx, str) {
				var refId = res.push(token.slice(bracket[0].length, -bracket[1].length)) - 1;
				ids.push(refId);
				return escape + refId + escape;
			}
			res.forEach(function(str, i) {
				var prevStr;
				var a = 0;
				while (str != prevStr) {
					prevStr = str;
					str = str.replace(pRE, replaceToken);
					if (a++ > 1e4) throw Error("References have circular dependency. Please, check them.");
				}
				res[i] = str;
			});
			ids = ids.reverse();
			res = res.map(function(str) {
				ids.forEach(function(id) {
					str = str.replace(new RegExp("(\\" + escape + id + "\\" + escape + ")", "g"), bracket[0] + "$1" + bracket[1]);
				});
				return str;
			});
		});
		var re = new RegExp("\\" + escape + "([0-9]+)\\" + escape);
		function nest(str, refs, escape) {
			var res = [], match;
			var a = 0;
			while (match = re.exec(str)) {
				if (a++ > 1e4) throw Error("Circular references in parenthesis");
				res.push(str.slice(0, match.index));
				res.push(nest(refs[match[1]], refs));
				str = str.slice(match.index + match[0].length);
			}
			res.push(str);
			return res;
		}
		return flat ? res : nest(res[0], res);
	}
	function stringify(arg, opts) {
		if (opts && opts.flat) {
			var escape = opts && opts.escape || "___";
			var str = arg[0], prevStr;
			if (!str) return "";
			var re = new RegExp("\\" + escape + "([0-9]+)\\" + escape);
			var a = 0;
			while (str != prevStr) {
				if (a++ > 1e4) throw Error("Circular references in " + arg);
				prevStr = str;
				str = str.replace(re, replaceRef);
			}
			return str;
		}
		return arg.reduce(function f(prev, curr) {
			if (Array.isArray(curr)) curr = curr.reduce(f, "");
			return prev + curr;
		}, "");
		function replaceRef(match, idx) {
			if (arg[idx] == null) throw Error("Reference " + idx + "is undefined");
			return arg[idx];
		}
	}
	function parenthesis(arg, opts) {
		if (Array.isArray(arg)) return stringify(arg, opts);
		else return parse(arg, opts);
	}
	parenthesis.parse = parse;
	parenthesis.stringify = stringify;
	module.exports = parenthesis;
})))();
var coreMessages = /*#__PURE__*/ Object.freeze({
	__proto__: null,
	COPY_DESCRIPTION: {
		id: "extension.command.copy.description",
		comment: "Description for copy command.",
		message: "Copy the selected text"
	},
	COPY_LABEL: {
		id: "extension.command.copy.label",
		comment: "Label for copy command.",
		message: "Copy"
	},
	CUT_DESCRIPTION: {
		id: "extension.command.cut.description",
		comment: "Description for cut command.",
		message: "Cut the selected text"
	},
	CUT_LABEL: {
		id: "extension.command.cut.label",
		comment: "Label for cut command.",
		message: "Cut"
	},
	PASTE_DESCRIPTION: {
		id: "extension.command.paste.description",
		comment: "Description for paste command.",
		message: "Paste content into the editor"
	},
	PASTE_LABEL: {
		id: "extension.command.paste.label",
		comment: "Label for paste command.",
		message: "Paste"
	},
	SELECT_ALL_DESCRIPTION: {
		id: "extension.command.select-all.description",
		comment: "Description for select all command.",
		message: "Select all content within the editor"
	},
	SELECT_ALL_LABEL: {
		id: "extension.command.select-all.label",
		comment: "Label for select all command.",
		message: "Select all"
	}
});
var extensionHistoryMessages = /*#__PURE__*/ Object.freeze({
	__proto__: null,
	REDO_DESCRIPTION: {
		id: "extension.command.redo.description",
		comment: "Description for redo.",
		message: "Redo the most recent action"
	},
	REDO_LABEL: {
		id: "extension.command.redo.label",
		comment: "Label for redo.",
		message: "Redo"
	},
	UNDO_DESCRIPTION: {
		id: "extension.command.undo.description",
		comment: "Description for undo.",
		message: "Undo the most recent action"
	},
	UNDO_LABEL: {
		id: "extension.command.undo.label",
		comment: "Label for undo.",
		message: "Undo"
	}
});
var extensionParagraphMessages = /*#__PURE__*/ Object.freeze({
	__proto__: null,
	CONVERT_DESCRIPTION: {
		id: "extension.command.convert-paragraph.description",
		comment: "Description for converting a paragraph.",
		message: "Convert current block into a paragraph block."
	},
	CONVERT_LABEL: {
		id: "extension.command.convert-paragraph.label",
		comment: "Label for converting the current node into a paragraph.",
		message: "Convert Paragraph"
	},
	INSERT_DESCRIPTION: {
		id: "extension.command.insert-paragraph.description",
		comment: "Description for inserting a paragraph.",
		message: "Insert a new paragraph"
	},
	INSERT_LABEL: {
		id: "extension.command.insert-paragraph.label",
		comment: "Label for inserting a paragraph.",
		message: "Insert Paragraph"
	}
});
// node_modules/prosemirror-inputrules/dist/index.js
/**
Input rules are regular expressions describing a piece of text
that, when typed, causes something to happen. This might be
changing two dashes into an emdash, wrapping a paragraph starting
with `"> "` into a blockquote, or something entirely different.
*/
var InputRule = class {
	/**
	Create an input rule. The rule applies when the user typed
	something and the text directly in front of the cursor matches
	`match`, which should end with `$`.
	
	The `handler` can be a string, in which case the matched text, or
	the first matched group in the regexp, is replaced by that
	string.
	
	Or a it can be a function, which will be called with the match
	array produced by
	[`RegExp.exec`](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/RegExp/exec),
	as well as the start and end of the matched range, and which can
	return a [transaction](https://prosemirror.net/docs/ref/#state.Transaction) that describes the
	rule's effect, or null to indicate the input was not handled.
	*/
	constructor(match, handler, options = {}) {
		this.match = match;
		this.match = match;
		this.handler = typeof handler == "string" ? stringHandler(handler) : handler;
		this.undoable = options.undoable !== false;
		this.inCode = options.inCode || false;
		this.inCodeMark = options.inCodeMark !== false;
	}
};
function stringHandler(string) {
	return function(state, match, start, end) {
		let insert = string;
		if (match[1]) {
			let offset = match[0].lastIndexOf(match[1]);
			insert += match[0].slice(offset + match[1].length);
			start += offset;
			let cutOff = start - end;
			if (cutOff > 0) {
				insert = match[0].slice(offset - cutOff, offset) + insert;
				start = end;
			}
		}
		return state.tr.insertText(insert, start, end);
	};
}
var MAX_MATCH = 500;
/**
Create an input rules plugin. When enabled, it will cause text
input that matches any of the given rules to trigger the rule's
action.
*/
function inputRules({ rules }) {
	let plugin = new Plugin({
		state: {
			init() {
				return null;
			},
			apply(tr, prev) {
				let stored = tr.getMeta(this);
				if (stored) return stored;
				return tr.selectionSet || tr.docChanged ? null : prev;
			}
		},
		props: {
			handleTextInput(view, from, to, text) {
				return run(view, from, to, text, rules, plugin);
			},
			handleDOMEvents: { compositionend: (view) => {
				setTimeout(() => {
					let { $cursor } = view.state.selection;
					if ($cursor) run(view, $cursor.pos, $cursor.pos, "", rules, plugin);
				});
			} }
		},
		isInputRules: true
	});
	return plugin;
}
function run(view, from, to, text, rules, plugin) {
	if (view.composing) return false;
	let state = view.state, $from = state.doc.resolve(from), sel = view.state.selection;
	let textBefore = $from.parent.textBetween(Math.max(0, $from.parentOffset - MAX_MATCH), $from.parentOffset, null, "￼") + text;
	let marks = from == sel.from && to == sel.to && view.state.storedMarks || (from == to ? $from.marks() : $from.marksAcross(state.doc.resolve(to)) || []);
	for (let i = 0; i < rules.length; i++) {
		let rule = rules[i];
		if (!rule.inCodeMark && marks.some((m) => m.type.spec.code)) continue;
		if ($from.parent.type.spec.code) {
			if (!rule.inCode) continue;
		} else if (rule.inCode === "only") continue;
		let match = rule.match.exec(textBefore);
		if (!match || match[0].length < text.length) continue;
		let startPos = from - (match[0].length - text.length);
		if (!rule.inCodeMark) {
			let hasMark = false;
			state.doc.nodesBetween(startPos, $from.pos, (node) => {
				if (node.isInline && node.marks.some((m) => m.type.spec.code)) hasMark = true;
			});
			if (hasMark) continue;
		}
		let tr = rule.handler(state, match, startPos, to);
		if (!tr) continue;
		if (rule.undoable) tr.setMeta(plugin, {
			transform: tr,
			from,
			to,
			text
		});
		view.dispatch(tr);
		return true;
	}
	return false;
}
/**
This is a command that will undo an input rule, if applying such a
rule was the last thing that the user did.
*/
var undoInputRule = (state, dispatch) => {
	let plugins = state.plugins;
	for (let i = 0; i < plugins.length; i++) {
		let plugin = plugins[i], undoable;
		if (plugin.spec.isInputRules && (undoable = plugin.getState(state))) {
			if (dispatch) {
				let tr = state.tr, toUndo = undoable.transform;
				for (let j = toUndo.steps.length - 1; j >= 0; j--) tr.step(toUndo.steps[j].invert(toUndo.docs[j]));
				if (undoable.text) {
					let marks = tr.doc.resolve(undoable.from).marks();
					tr.replaceWith(undoable.from, undoable.to, state.schema.text(undoable.text, marks));
				} else tr.delete(undoable.from, undoable.to);
				dispatch(tr);
			}
			return true;
		}
	}
	return false;
};
new InputRule(/--$/, "—", { inCodeMark: false });
new InputRule(/\.\.\.$/, "…", { inCodeMark: false });
new InputRule(/(?:^|[\s\{\[\(\<'"\u2018\u201C])(")$/, "“", { inCodeMark: false });
new InputRule(/"$/, "”", { inCodeMark: false });
new InputRule(/(?:^|[\s\{\[\(\<'"\u2018\u201C])(')$/, "‘", { inCodeMark: false });
new InputRule(/'$/, "’", { inCodeMark: false });
// node_modules/prosemirror-view/dist/index.js
var domIndex = function(node) {
	for (var index = 0;; index++) {
		node = node.previousSibling;
		if (!node) return index;
	}
};
var parentNode = function(node) {
	let parent = node.assignedSlot || node.parentNode;
	return parent && parent.nodeType == 11 ? parent.host : parent;
};
var reusedRange = null;
var textRange = function(node, from, to) {
	let range = reusedRange || (reusedRange = document.createRange());
	range.setEnd(node, to == null ? node.nodeValue.length : to);
	range.setStart(node, from || 0);
	return range;
};
var clearReusedRange = function() {
	reusedRange = null;
};
var isEquivalentPosition = function(node, off, targetNode, targetOff) {
	return targetNode && (scanFor(node, off, targetNode, targetOff, -1) || scanFor(node, off, targetNode, targetOff, 1));
};
var atomElements = /^(img|br|input|textarea|hr)$/i;
function scanFor(node, off, targetNode, targetOff, dir) {
	var _a;
	for (;;) {
		if (node == targetNode && off == targetOff) return true;
		if (off == (dir < 0 ? 0 : nodeSize(node))) {
			let parent = node.parentNode;
			if (!parent || !isElt(parent) || hasBlockDesc(node) || atomElements.test(node.nodeName) || node.contentEditable == "false") return false;
			off = domIndex(node) + (dir < 0 ? 0 : 1);
			node = parent;
		} else if (isElt(node)) {
			let child = node.childNodes[off + (dir < 0 ? -1 : 0)];
			if (isElt(child) && child.contentEditable == "false") {
				if ((_a = child.pmViewDesc) === null || _a === void 0 ? void 0 : _a.ignoreForSelection) off += dir;
				else return false;
			} else {
				node = child;
				off = dir < 0 ? nodeSize(node) : 0;
			}
		} else return false;
	}
}
function nodeSize(node) {
	return node.nodeType == 3 ? node.nodeValue.length : node.childNodes.length;
}
function isElt(node) {
	return node.nodeType == 1;
}
function isText(node) {
	return node.nodeType == 3;
}
function contains(parent, child) {
	return child ? parent.contains(isElt(child) ? child : child.parentNode) : false;
}
function textNodeBefore$1(node, offset) {
	for (;;) {
		if (isText(node) && offset) return node;
		if (isElt(node) && offset > 0) {
			if (node.contentEditable == "false") return null;
			node = node.childNodes[offset - 1];
			offset = nodeSize(node);
		} else if (node.parentNode && !hasBlockDesc(node)) {
			offset = domIndex(node);
			node = node.parentNode;
		} else return null;
	}
}
function textNodeAfter$1(node, offset) {
	for (;;) {
		if (isText(node) && offset < node.nodeValue.length) return node;
		if (isElt(node) && offset < node.childNodes.length) {
			if (node.contentEditable == "false") return null;
			node = node.childNodes[offset];
			offset = 0;
		} else if (node.parentNode && !hasBlockDesc(node)) {
			offset = domIndex(node) + 1;
			node = node.parentNode;
		} else return null;
	}
}
function isOnEdge(node, offset, parent) {
	for (let atStart = offset == 0, atEnd = offset == nodeSize(node); atStart || atEnd;) {
		if (node == parent) return true;
		let index = domIndex(node);
		node = node.parentNode;
		if (!node) return false;
		atStart = atStart && index == 0;
		atEnd = atEnd && index == nodeSize(node);
	}
}
function hasBlockDesc(dom) {
	let desc;
	for (let cur = dom; cur; cur = cur.parentNode) if (desc = cur.pmViewDesc) break;
	return desc && desc.node && desc.node.isBlock && (desc.dom == dom || desc.contentDOM == dom);
}
var selectionCollapsed = function(domSel) {
	return domSel.focusNode && isEquivalentPosition(domSel.focusNode, domSel.focusOffset, domSel.anchorNode, domSel.anchorOffset);
};
function keyEvent(keyCode, key) {
	let event = document.createEvent("Event");
	event.initEvent("keydown", true, true);
	event.keyCode = keyCode;
	event.key = event.code = key;
	return event;
}
function deepActiveElement(doc) {
	let elt = doc.activeElement;
	while (elt && elt.shadowRoot) elt = elt.shadowRoot.activeElement;
	return elt;
}
function caretFromPoint(doc, x, y) {
	if (doc.caretPositionFromPoint) try {
		let pos = doc.caretPositionFromPoint(x, y);
		if (pos) return {
			node: pos.offsetNode,
			offset: Math.min(nodeSize(pos.offsetNode), pos.offset)
		};
	} catch (_) {}
	if (doc.caretRangeFromPoint) {
		let range = doc.caretRangeFromPoint(x, y);
		if (range) return {
			node: range.startContainer,
			offset: Math.min(nodeSize(range.startContainer), range.startOffset)
		};
	}
}
var nav = typeof navigator != "undefined" ? navigator : null;
var doc = typeof document != "undefined" ? document : null;
var agent = nav && nav.userAgent || "";
var ie_edge = /Edge\/(\d+)/.exec(agent);
var ie_upto10 = /MSIE \d/.exec(agent);
var ie_11up = /Trident\/(?:[7-9]|\d{2,})\..*rv:(\d+)/.exec(agent);
var ie$1 = !!(ie_upto10 || ie_11up || ie_edge);
var ie_version = ie_upto10 ? document.documentMode : ie_11up ? +ie_11up[1] : ie_edge ? +ie_edge[1] : 0;
var gecko = !ie$1 && /gecko\/(\d+)/i.test(agent);
gecko && +(/Firefox\/(\d+)/.exec(agent) || [0, 0])[1];
var _chrome = !ie$1 && /Chrome\/(\d+)/.exec(agent);
var chrome = !!_chrome;
var chrome_version = _chrome ? +_chrome[1] : 0;
var safari = !ie$1 && !!nav && /Apple Computer/.test(nav.vendor);
var ios = safari && (/Mobile\/\w+/.test(agent) || !!nav && nav.maxTouchPoints > 2);
var mac$2 = ios || (nav ? /Mac/.test(nav.platform) : false);
var windows$1 = nav ? /Win/.test(nav.platform) : false;
var android = /Android \d/.test(agent);
var webkit = !!doc && "webkitFontSmoothing" in doc.documentElement.style;
var webkit_version = webkit ? +(/\bAppleWebKit\/(\d+)/.exec(navigator.userAgent) || [0, 0])[1] : 0;
function windowRect(doc) {
	let vp = doc.defaultView && doc.defaultView.visualViewport;
	if (vp) return {
		left: 0,
		right: vp.width,
		top: 0,
		bottom: vp.height
	};
	return {
		left: 0,
		right: doc.documentElement.clientWidth,
		top: 0,
		bottom: doc.documentElement.clientHeight
	};
}
function getSide(value, side) {
	return typeof value == "number" ? value : value[side];
}
function clientRect(node) {
	let rect = node.getBoundingClientRect();
	let scaleX = rect.width / node.offsetWidth || 1;
	let scaleY = rect.height / node.offsetHeight || 1;
	return {
		left: rect.left,
		right: rect.left + node.clientWidth * scaleX,
		top: rect.top,
		bottom: rect.top + node.clientHeight * scaleY
	};
}
function scrollRectIntoView(view, rect, startDOM) {
	if (!nonZero(rect) && rect.left == 0) return;
	let scrollThreshold = view.someProp("scrollThreshold") || 0, scrollMargin = view.someProp("scrollMargin") || 5;
	let doc = view.dom.ownerDocument;
	for (let parent = startDOM || view.dom;;) {
		if (!parent) break;
		if (!isElt(parent)) {
			parent = parentNode(parent);
			continue;
		}
		let atTop = parent == doc.body;
		let bounding = atTop ? windowRect(doc) : clientRect(parent);
		let moveX = 0, moveY = 0;
		if (rect.top < bounding.top + getSide(scrollThreshold, "top")) moveY = -(bounding.top - rect.top + getSide(scrollMargin, "top"));
		else if (rect.bottom > bounding.bottom - getSide(scrollThreshold, "bottom")) moveY = rect.bottom - rect.top > bounding.bottom - bounding.top ? rect.top + getSide(scrollMargin, "top") - bounding.top : rect.bottom - bounding.bottom + getSide(scrollMargin, "bottom");
		if (rect.left < bounding.left + getSide(scrollThreshold, "left")) moveX = -(bounding.left - rect.left + getSide(scrollMargin, "left"));
		else if (rect.right > bounding.right - getSide(scrollThreshold, "right")) moveX = rect.right - bounding.right + getSide(scrollMargin, "right");
		if (moveX || moveY) {
			if (atTop) doc.defaultView.scrollBy(moveX, moveY);
			else {
				let startX = parent.scrollLeft, startY = parent.scrollTop;
				if (moveY) parent.scrollTop += moveY;
				if (moveX) parent.scrollLeft += moveX;
				let dX = parent.scrollLeft - startX, dY = parent.scrollTop - startY;
				rect = {
					left: rect.left - dX,
					top: rect.top - dY,
					right: rect.right - dX,
					bottom: rect.bottom - dY
				};
			}
		}
		let pos = atTop ? "fixed" : getComputedStyle(parent).position;
		if (/^(fixed|sticky)$/.test(pos)) break;
		parent = pos == "absolute" ? parent.offsetParent : parentNode(parent);
	}
}
function storeScrollPos(view) {
	let rect = view.dom.getBoundingClientRect(), startY = Math.max(0, rect.top);
	let refDOM, refTop;
	for (let x = (rect.left + rect.right) / 2, y = startY + 1; y < Math.min(innerHeight, rect.bottom); y += 5) {
		let dom = view.root.elementFromPoint(x, y);
		if (!dom || dom == view.dom || !view.dom.contains(dom)) continue;
		let localRect = dom.getBoundingClientRect();
		if (localRect.top >= startY - 20) {
			refDOM = dom;
			refTop = localRect.top;
			break;
		}
	}
	return {
		refDOM,
		refTop,
		stack: scrollStack(view.dom)
	};
}
function scrollStack(dom) {
	let stack = [], doc = dom.ownerDocument;
	for (let cur = dom; cur; cur = parentNode(cur)) {
		stack.push({
			dom: cur,
			top: cur.scrollTop,
			left: cur.scrollLeft
		});
		if (dom == doc) break;
	}
	return stack;
}
function resetScrollPos({ refDOM, refTop, stack }) {
	let newRefTop = refDOM ? refDOM.getBoundingClientRect().top : 0;
	restoreScrollStack(stack, newRefTop == 0 ? 0 : newRefTop - refTop);
}
function restoreScrollStack(stack, dTop) {
	for (let i = 0; i < stack.length; i++) {
		let { dom, top, left } = stack[i];
		if (dom.scrollTop != top + dTop) dom.scrollTop = top + dTop;
		if (dom.scrollLeft != left) dom.scrollLeft = left;
	}
}
var preventScrollSupported = null;
function focusPreventScroll(dom) {
	if (dom.setActive) return dom.setActive();
	if (preventScrollSupported) return dom.focus(preventScrollSupported);
	let stored = scrollStack(dom);
	dom.focus(preventScrollSupported == null ? { get preventScroll() {
		preventScrollSupported = { preventScroll: true };
		return true;
	} } : void 0);
	if (!preventScrollSupported) {
		preventScrollSupported = false;
		restoreScrollStack(stored, 0);
	}
}
function findOffsetInNode(node, coords) {
	let closest;
	let dxClosest = 2e8, coordsClosest, offset = 0;
	let rowBot = coords.top, rowTop = coords.top;
	let firstBelow, coordsBelow;
	for (let child = node.firstChild, childIndex = 0; child; child = child.nextSibling, childIndex++) {
		let rects;
		if (isElt(child)) rects = child.getClientRects();
		else if (isText(child)) rects = textRange(child).getClientRects();
		else continue;
		for (let i = 0; i < rects.length; i++) {
			let rect = rects[i];
			if (rect.top <= rowBot && rect.bottom >= rowTop) {
				rowBot = Math.max(rect.bottom, rowBot);
				rowTop = Math.min(rect.top, rowTop);
				let dx = rect.left > coords.left ? rect.left - coords.left : rect.right < coords.left ? coords.left - rect.right : 0;
				if (dx < dxClosest) {
					closest = child;
					dxClosest = dx;
					coordsClosest = dx && isText(closest) ? {
						left: rect.right < coords.left ? rect.right : rect.left,
						top: coords.top
					} : coords;
					if (isElt(child) && dx) offset = childIndex + (coords.left >= (rect.left + rect.right) / 2 ? 1 : 0);
					continue;
				}
			} else if (rect.top > coords.top && !firstBelow && rect.left <= coords.left && rect.right >= coords.left) {
				firstBelow = child;
				coordsBelow = {
					left: Math.max(rect.left, Math.min(rect.right, coords.left)),
					top: rect.top
				};
			}
			if (!closest && (coords.left >= rect.right && coords.top >= rect.top || coords.left >= rect.left && coords.top >= rect.bottom)) offset = childIndex + 1;
		}
	}
	if (!closest && firstBelow) {
		closest = firstBelow;
		coordsClosest = coordsBelow;
		dxClosest = 0;
	}
	if (closest && isText(closest)) return findOffsetInText(closest, coordsClosest);
	if (!closest || dxClosest) return {
		node,
		offset
	};
	return findOffsetInNode(closest, coordsClosest);
}
function findOffsetInText(node, coords) {
	let len = node.nodeValue.length;
	let range = document.createRange(), result;
	for (let i = 0; i < len; i++) {
		range.setEnd(node, i + 1);
		range.setStart(node, i);
		let rect = singleRect(range, 1);
		if (rect.top == rect.bottom) continue;
		if (inRect(coords, rect)) {
			result = {
				node,
				offset: i + (coords.left >= (rect.left + rect.right) / 2 ? 1 : 0)
			};
			break;
		}
	}
	range.detach();
	return result || {
		node,
		offset: 0
	};
}
function inRect(coords, rect) {
	return coords.left >= rect.left - 1 && coords.left <= rect.right + 1 && coords.top >= rect.top - 1 && coords.top <= rect.bottom + 1;
}
function targetKludge(dom, coords) {
	let parent = dom.parentNode;
	if (parent && /^li$/i.test(parent.nodeName) && coords.left < dom.getBoundingClientRect().left) return parent;
	return dom;
}
function posFromElement(view, elt, coords) {
	let { node, offset } = findOffsetInNode(elt, coords), bias = -1;
	if (isElt(node) && !node.firstChild) {
		let rect = node.getBoundingClientRect();
		bias = rect.left != rect.right && coords.left > (rect.left + rect.right) / 2 ? 1 : -1;
	}
	return view.docView.posFromDOM(node, offset, bias);
}
function posFromCaret(view, node, offset, coords) {
	let outsideBlock = -1;
	for (let cur = node, sawBlock = false;;) {
		if (cur == view.dom) break;
		let desc = view.docView.nearestDesc(cur, true), rect;
		if (!desc) return null;
		if (isElt(desc.dom) && (desc.node.isBlock && desc.parent || !desc.contentDOM) && ((rect = desc.dom.getBoundingClientRect()).width || rect.height)) {
			if (desc.node.isBlock && desc.parent && !/^T(R|BODY|HEAD|FOOT)$/.test(desc.dom.nodeName)) {
				if (!sawBlock && rect.left > coords.left || rect.top > coords.top) outsideBlock = desc.posBefore;
				else if (!sawBlock && rect.right < coords.left || rect.bottom < coords.top) outsideBlock = desc.posAfter;
				sawBlock = true;
			}
			if (!desc.contentDOM && outsideBlock < 0 && !desc.node.isText) return (desc.node.isBlock ? coords.top < (rect.top + rect.bottom) / 2 : coords.left < (rect.left + rect.right) / 2) ? desc.posBefore : desc.posAfter;
		}
		cur = desc.dom.parentNode;
	}
	return outsideBlock > -1 ? outsideBlock : view.docView.posFromDOM(node, offset, -1);
}
function elementFromPoint(element, coords, box) {
	let len = element.childNodes.length;
	if (len && box.top < box.bottom) for (let startI = Math.max(0, Math.min(len - 1, Math.floor(len * (coords.top - box.top) / (box.bottom - box.top)) - 2)), i = startI;;) {
		let child = element.childNodes[i];
		if (isElt(child)) {
			let rects = child.getClientRects();
			for (let j = 0; j < rects.length; j++) {
				let rect = rects[j];
				if (inRect(coords, rect)) return elementFromPoint(child, coords, rect);
			}
		}
		if ((i = (i + 1) % len) == startI) break;
	}
	return element;
}
function posAtCoords(view, coords) {
	let doc = view.dom.ownerDocument, node, offset = 0;
	let caret = caretFromPoint(doc, coords.left, coords.top);
	if (caret) ({node, offset} = caret);
	let elt = (view.root.elementFromPoint ? view.root : doc).elementFromPoint(coords.left, coords.top);
	let pos;
	if (!elt || !view.dom.contains(elt)) {
		let box = view.dom.getBoundingClientRect();
		if (!inRect(coords, box)) return null;
		elt = elementFromPoint(view.dom, coords, box);
		if (!elt) return null;
	}
	if (safari) {
		for (let p = elt; node && p; p = parentNode(p)) if (p.draggable) node = void 0;
	}
	elt = targetKludge(elt, coords);
	if (node) {
		if (gecko && isElt(node)) {
			offset = Math.min(offset, node.childNodes.length);
			if (offset < node.childNodes.length) {
				let next = node.childNodes[offset], box;
				if (next.nodeName == "IMG" && (box = next.getBoundingClientRect()).right <= coords.left && box.bottom > coords.top) offset++;
			}
		}
		let prev;
		if (webkit && offset && isElt(node) && isElt(prev = node.childNodes[offset - 1]) && prev.contentEditable == "false" && prev.getBoundingClientRect().top >= coords.top) offset--;
		if (node == view.dom && offset == node.childNodes.length - 1 && isElt(node.lastChild) && coords.top > node.lastChild.getBoundingClientRect().bottom) pos = view.state.doc.content.size;
		else if (offset == 0 || !isElt(node) || node.childNodes[offset - 1].nodeName != "BR") pos = posFromCaret(view, node, offset, coords);
	}
	if (pos == null) pos = posFromElement(view, elt, coords);
	let desc = view.docView.nearestDesc(elt, true);
	return {
		pos,
		inside: desc ? desc.posAtStart - desc.border : -1
	};
}
function nonZero(rect) {
	return rect.top < rect.bottom || rect.left < rect.right;
}
function singleRect(target, bias) {
	let rects = target.getClientRects();
	if (rects.length) {
		let first = rects[bias < 0 ? 0 : rects.length - 1];
		if (nonZero(first)) return first;
	}
	return Array.prototype.find.call(rects, nonZero) || target.getBoundingClientRect();
}
var BIDI = /[\u0590-\u05f4\u0600-\u06ff\u0700-\u08ac]/;
function coordsAtPos(view, pos, side) {
	let { node, offset, atom } = view.docView.domFromPos(pos, side < 0 ? -1 : 1);
	let supportEmptyRange = webkit || gecko;
	if (isText(node)) {
		if (supportEmptyRange && (BIDI.test(node.nodeValue) || (side < 0 ? !offset : offset == node.nodeValue.length))) {
			let rect = singleRect(textRange(node, offset, offset), side);
			if (gecko && offset && /\s/.test(node.nodeValue[offset - 1]) && offset < node.nodeValue.length) {
				let rectBefore = singleRect(textRange(node, offset - 1, offset - 1), -1);
				if (rectBefore.top == rect.top) {
					let rectAfter = singleRect(textRange(node, offset, offset + 1), -1);
					if (rectAfter.top != rect.top) return flattenV(rectAfter, rectAfter.left < rectBefore.left);
				}
			}
			return rect;
		} else {
			let from = offset, to = offset, takeSide = side < 0 ? 1 : -1;
			if (side < 0 && !offset) {
				to++;
				takeSide = -1;
			} else if (side >= 0 && offset == node.nodeValue.length) {
				from--;
				takeSide = 1;
			} else if (side < 0) from--;
			else to++;
			return flattenV(singleRect(textRange(node, from, to), takeSide), takeSide < 0);
		}
	}
	if (!view.state.doc.resolve(pos - (atom || 0)).parent.inlineContent) {
		if (atom == null && offset && (side < 0 || offset == nodeSize(node))) {
			let before = node.childNodes[offset - 1];
			if (isElt(before)) return flattenH(before.getBoundingClientRect(), false);
		}
		if (atom == null && offset < nodeSize(node)) {
			let after = node.childNodes[offset];
			if (isElt(after)) return flattenH(after.getBoundingClientRect(), true);
		}
		return flattenH(node.getBoundingClientRect(), side >= 0);
	}
	if (atom == null && offset && (side < 0 || offset == nodeSize(node))) {
		let before = node.childNodes[offset - 1];
		let target = isText(before) ? textRange(before, nodeSize(before) - (supportEmptyRange ? 0 : 1)) : isElt(before) && (before.nodeName != "BR" || !before.nextSibling) ? before : null;
		if (target) return flattenV(singleRect(target, 1), false);
	}
	if (atom == null && offset < nodeSize(node)) {
		let after = node.childNodes[offset];
		while (after.pmViewDesc && after.pmViewDesc.ignoreForCoords) after = after.nextSibling;
		let target = !after ? null : isText(after) ? textRange(after, 0, supportEmptyRange ? 0 : 1) : isElt(after) ? after : null;
		if (target) return flattenV(singleRect(target, -1), true);
	}
	return flattenV(singleRect(isText(node) ? textRange(node) : node, -side), side >= 0);
}
function flattenV(rect, left) {
	if (rect.width == 0) return rect;
	let x = left ? rect.left : rect.right;
	return {
		top: rect.top,
		bottom: rect.bottom,
		left: x,
		right: x
	};
}
function flattenH(rect, top) {
	if (rect.height == 0) return rect;
	let y = top ? rect.top : rect.bottom;
	return {
		top: y,
		bottom: y,
		left: rect.left,
		right: rect.right
	};
}
function withFlushedState(view, state, f) {
	let viewState = view.state, active = view.root.activeElement;
	if (viewState != state) view.updateState(state);
	if (active != view.dom) view.focus();
	try {
		return f();
	} finally {
		if (viewState != state) view.updateState(viewState);
		if (active != view.dom && active) active.focus();
	}
}
function endOfTextblockVertical(view, state, dir) {
	let sel = state.selection;
	let $pos = dir == "up" ? sel.$from : sel.$to;
	return withFlushedState(view, state, () => {
		let { node: dom } = view.docView.domFromPos($pos.pos, dir == "up" ? -1 : 1);
		for (;;) {
			let nearest = view.docView.nearestDesc(dom, true);
			if (!nearest) break;
			if (nearest.node.isBlock) {
				dom = nearest.contentDOM || nearest.dom;
				break;
			}
			dom = nearest.dom.parentNode;
		}
		let coords = coordsAtPos(view, $pos.pos, 1);
		for (let child = dom.firstChild; child; child = child.nextSibling) {
			let boxes;
			if (isElt(child)) boxes = child.getClientRects();
			else if (isText(child)) boxes = textRange(child, 0, child.nodeValue.length).getClientRects();
			else continue;
			for (let i = 0; i < boxes.length; i++) {
				let box = boxes[i];
				if (box.bottom > box.top + 1 && (dir == "up" ? coords.top - box.top > (box.bottom - coords.top) * 2 : box.bottom - coords.bottom > (coords.bottom - box.top) * 2)) return false;
			}
		}
		return true;
	});
}
var maybeRTL = /[\u0590-\u08ac]/;
function endOfTextblockHorizontal(view, state, dir) {
	let { $head } = state.selection;
	if (!$head.parent.isTextblock) return false;
	let offset = $head.parentOffset, atStart = !offset, atEnd = offset == $head.parent.content.size;
	let sel = view.domSelection();
	if (!sel) return $head.pos == $head.start() || $head.pos == $head.end();
	if (!maybeRTL.test($head.parent.textContent) || !sel.modify) return dir == "left" || dir == "backward" ? atStart : atEnd;
	return withFlushedState(view, state, () => {
		let { focusNode: oldNode, focusOffset: oldOff, anchorNode, anchorOffset } = view.domSelectionRange();
		let oldBidiLevel = sel.caretBidiLevel;
		sel.modify("move", dir, "character");
		let parentDOM = $head.depth ? view.docView.domAfterPos($head.before()) : view.dom;
		let { focusNode: newNode, focusOffset: newOff } = view.domSelectionRange();
		let result = newNode && !contains(parentDOM, newNode) || oldNode == newNode && oldOff == newOff;
		try {
			sel.collapse(anchorNode, anchorOffset);
			if (oldNode && (oldNode != anchorNode || oldOff != anchorOffset) && sel.extend) sel.extend(oldNode, oldOff);
		} catch (_) {}
		if (oldBidiLevel != null) sel.caretBidiLevel = oldBidiLevel;
		return result;
	});
}
var cachedState = null;
var cachedDir = null;
var cachedResult = false;
function endOfTextblock(view, state, dir) {
	if (cachedState == state && cachedDir == dir) return cachedResult;
	cachedState = state;
	cachedDir = dir;
	return cachedResult = dir == "up" || dir == "down" ? endOfTextblockVertical(view, state, dir) : endOfTextblockHorizontal(view, state, dir);
}
var NOT_DIRTY = 0;
var CHILD_DIRTY = 1;
var CONTENT_DIRTY = 2;
var NODE_DIRTY = 3;
var ViewDesc = class {
	constructor(parent, children, dom, contentDOM) {
		this.parent = parent;
		this.children = children;
		this.dom = dom;
		this.contentDOM = contentDOM;
		this.dirty = NOT_DIRTY;
		dom.pmViewDesc = this;
	}
	matchesWidget(widget) {
		return false;
	}
	matchesMark(mark) {
		return false;
	}
	matchesNode(node, outerDeco, innerDeco) {
		return false;
	}
	matchesHack(nodeName) {
		return false;
	}
	parseRule(addedNodes) {
		return null;
	}
	stopEvent(event) {
		return false;
	}
	get size() {
		let size = 0;
		for (let i = 0; i < this.children.length; i++) size += this.children[i].size;
		return size;
	}
	get border() {
		return 0;
	}
	destroy() {
		this.parent = void 0;
		if (this.dom.pmViewDesc == this) this.dom.pmViewDesc = void 0;
		for (let i = 0; i < this.children.length; i++) this.children[i].destroy();
	}
	posBeforeChild(child) {
		for (let i = 0, pos = this.posAtStart;; i++) {
			let cur = this.children[i];
			if (cur == child) return pos;
			pos += cur.size;
		}
	}
	get posBefore() {
		return this.parent.posBeforeChild(this);
	}
	get posAtStart() {
		return this.parent ? this.parent.posBeforeChild(this) + this.border : 0;
	}
	get posAfter() {
		return this.posBefore + this.size;
	}
	get posAtEnd() {
		return this.posAtStart + this.size - 2 * this.border;
	}
	localPosFromDOM(dom, offset, bias) {
		if (this.contentDOM && contains(this.contentDOM, dom)) {
			if (bias < 0) {
				let domBefore, desc;
				if (dom == this.contentDOM) domBefore = dom.childNodes[offset - 1];
				else {
					while (dom.parentNode != this.contentDOM) dom = dom.parentNode;
					domBefore = dom.previousSibling;
				}
				while (domBefore && !((desc = domBefore.pmViewDesc) && desc.parent == this)) domBefore = domBefore.previousSibling;
				return domBefore ? this.posBeforeChild(desc) + desc.size : this.posAtStart;
			} else {
				let domAfter, desc;
				if (dom == this.contentDOM) domAfter = dom.childNodes[offset];
				else {
					while (dom.parentNode != this.contentDOM) dom = dom.parentNode;
					domAfter = dom.nextSibling;
				}
				while (domAfter && !((desc = domAfter.pmViewDesc) && desc.parent == this)) domAfter = domAfter.nextSibling;
				return domAfter ? this.posBeforeChild(desc) : this.posAtEnd;
			}
		}
		let atEnd;
		if (dom == this.dom && this.contentDOM) atEnd = offset > domIndex(this.contentDOM);
		else if (this.contentDOM && this.contentDOM != this.dom && this.dom.contains(this.contentDOM)) {
			let rel = dom.compareDocumentPosition(this.contentDOM);
			if (rel & 16) atEnd = offset > Array.from(dom.childNodes).findIndex((n) => n.contains(this.contentDOM));
			else atEnd = !(rel & 4);
		} else if (this.dom.firstChild) {
			if (offset == 0) for (let search = dom;; search = search.parentNode) {
				if (search == this.dom) {
					atEnd = false;
					break;
				}
				if (search.previousSibling) break;
			}
			if (atEnd == null && offset == dom.childNodes.length) for (let search = dom;; search = search.parentNode) {
				if (search == this.dom) {
					atEnd = true;
					break;
				}
				if (search.nextSibling) break;
			}
		}
		return (atEnd == null ? bias > 0 : atEnd) ? this.posAtEnd : this.posAtStart;
	}
	nearestDesc(dom, onlyNodes = false) {
		for (let first = true, cur = dom; cur; cur = cur.parentNode) {
			let desc = this.getDesc(cur), nodeDOM;
			if (desc && (!onlyNodes || desc.node)) {
				if (first && (nodeDOM = desc.nodeDOM) && !(isElt(nodeDOM) ? contains(nodeDOM, dom) : nodeDOM == dom)) first = false;
				else return desc;
			}
		}
	}
	getDesc(dom) {
		let desc = dom.pmViewDesc;
		for (let cur = desc; cur; cur = cur.parent) if (cur == this) return desc;
	}
	posFromDOM(dom, offset, bias) {
		for (let scan = dom; scan; scan = scan.parentNode) {
			let desc = this.getDesc(scan);
			if (desc) return desc.localPosFromDOM(dom, offset, bias);
		}
		return -1;
	}
	descAt(pos) {
		for (let i = 0, offset = 0; i < this.children.length; i++) {
			let child = this.children[i], end = offset + child.size;
			if (offset == pos && end != offset) {
				while (!child.border && child.children.length) for (let i = 0; i < child.children.length; i++) {
					let inner = child.children[i];
					if (inner.size) {
						child = inner;
						break;
					}
				}
				return child;
			}
			if (pos < end) return child.descAt(pos - offset - child.border);
			offset = end;
		}
	}
	domFromPos(pos, side) {
		if (!this.contentDOM) return {
			node: this.dom,
			offset: 0,
			atom: pos + 1
		};
		let i = 0, offset = 0;
		for (let curPos = 0; i < this.children.length; i++) {
			let child = this.children[i], end = curPos + child.size;
			if (end > pos) {
				offset = pos - curPos;
				break;
			}
			curPos = end;
		}
		if (offset) return this.children[i].domFromPos(offset - this.children[i].border, side);
		for (; i > 0; i--) {
			let prev = this.children[i - 1];
			if (prev.size || !(prev instanceof BufferHackViewDesc || prev instanceof WidgetViewDesc && prev.side >= 0)) break;
		}
		if (side <= 0) {
			let prev, enter = true;
			for (;; i--, enter = false) {
				prev = i ? this.children[i - 1] : null;
				if (!prev || prev.dom.parentNode == this.contentDOM) break;
			}
			if (prev && side && enter && !prev.border && !prev.domAtom) return prev.domFromPos(prev.size, side);
			return {
				node: this.contentDOM,
				offset: prev ? domIndex(prev.dom) + 1 : 0
			};
		} else {
			let next, enter = true;
			for (;; i++, enter = false) {
				next = i < this.children.length ? this.children[i] : null;
				if (!next || next.dom.parentNode == this.contentDOM) break;
			}
			if (next && enter && !next.border && !next.domAtom) return next.domFromPos(0, side);
			return {
				node: this.contentDOM,
				offset: next ? domIndex(next.dom) : this.contentDOM.childNodes.length
			};
		}
	}
	parseRange(from, to, base = 0) {
		if (this.children.length == 0) return {
			node: this.contentDOM,
			from,
			to,
			fromOffset: 0,
			toOffset: this.contentDOM.childNodes.length
		};
		let fromOffset = -1, toOffset = -1;
		for (let offset = base, i = 0;; i++) {
			let child = this.children[i], end = offset + child.size;
			if (fromOffset == -1 && from <= end) {
				let childBase = offset + child.border;
				if (from >= childBase && to <= end - child.border && child.node && child.contentDOM && this.contentDOM.contains(child.contentDOM)) return child.parseRange(from, to, childBase);
				from = offset;
				for (let j = i; j > 0; j--) {
					let prev = this.children[j - 1];
					if (prev.size && prev.dom.parentNode == this.contentDOM && !prev.emptyChildAt(1)) {
						fromOffset = domIndex(prev.dom) + 1;
						break;
					}
					from -= prev.size;
				}
				if (fromOffset == -1) fromOffset = 0;
			}
			if (fromOffset > -1 && (end > to || i == this.children.length - 1)) {
				to = end;
				for (let j = i + 1; j < this.children.length; j++) {
					let next = this.children[j];
					if (next.size && next.dom.parentNode == this.contentDOM && !next.emptyChildAt(-1)) {
						toOffset = domIndex(next.dom);
						break;
					}
					to += next.size;
				}
				if (toOffset == -1) toOffset = this.contentDOM.childNodes.length;
				break;
			}
			offset = end;
		}
		return {
			node: this.contentDOM,
			from,
			to,
			fromOffset,
			toOffset
		};
	}
	emptyChildAt(side) {
		if (this.border || !this.contentDOM || !this.children.length) return false;
		let child = this.children[side < 0 ? 0 : this.children.length - 1];
		return child.size == 0 || child.emptyChildAt(side);
	}
	domAfterPos(pos) {
		let { node, offset } = this.domFromPos(pos, 0);
		if (!isElt(node) || offset == node.childNodes.length) throw new RangeError("No node after pos " + pos);
		return node.childNodes[offset];
	}
	setSelection(anchor, head, view, force = false) {
		let from = Math.min(anchor, head), to = Math.max(anchor, head);
		for (let i = 0, offset = 0; i < this.children.length; i++) {
			let child = this.children[i], end = offset + child.size;
			if (from > offset && to < end) return child.setSelection(anchor - offset - child.border, head - offset - child.border, view, force);
			offset = end;
		}
		let anchorDOM = this.domFromPos(anchor, anchor ? -1 : 1);
		let headDOM = head == anchor ? anchorDOM : this.domFromPos(head, head ? -1 : 1);
		let domSel = view.root.getSelection();
		let selRange = view.domSelectionRange();
		let brKludge = false;
		if ((gecko || safari) && anchor == head) {
			let { node, offset } = anchorDOM;
			if (isText(node)) {
				brKludge = !!(offset && node.nodeValue[offset - 1] == "\n");
				if (brKludge && offset == node.nodeValue.length) for (let scan = node, after; scan; scan = scan.parentNode) {
					if (after = scan.nextSibling) {
						if (after.nodeName == "BR") anchorDOM = headDOM = {
							node: after.parentNode,
							offset: domIndex(after) + 1
						};
						break;
					}
					let desc = scan.pmViewDesc;
					if (desc && desc.node && desc.node.isBlock) break;
				}
			} else {
				let prev = node.childNodes[offset - 1];
				brKludge = prev && (prev.nodeName == "BR" || prev.contentEditable == "false");
			}
		}
		if (gecko && selRange.focusNode && selRange.focusNode != headDOM.node && isElt(selRange.focusNode)) {
			let after = selRange.focusNode.childNodes[selRange.focusOffset];
			if (after && after.contentEditable == "false") force = true;
		}
		if (!(force || brKludge && safari) && isEquivalentPosition(anchorDOM.node, anchorDOM.offset, selRange.anchorNode, selRange.anchorOffset) && isEquivalentPosition(headDOM.node, headDOM.offset, selRange.focusNode, selRange.focusOffset)) return;
		let domSelExtended = false;
		if ((domSel.extend || anchor == head) && !(brKludge && gecko)) {
			domSel.collapse(anchorDOM.node, anchorDOM.offset);
			try {
				if (anchor != head) domSel.extend(headDOM.node, headDOM.offset);
				domSelExtended = true;
			} catch (_) {}
		}
		if (!domSelExtended) {
			if (anchor > head) {
				let tmp = anchorDOM;
				anchorDOM = headDOM;
				headDOM = tmp;
			}
			let range = document.createRange();
			range.setEnd(headDOM.node, headDOM.offset);
			range.setStart(anchorDOM.node, anchorDOM.offset);
			domSel.removeAllRanges();
			domSel.addRange(range);
		}
	}
	ignoreMutation(mutation) {
		return !this.contentDOM && mutation.type != "selection";
	}
	get contentLost() {
		return this.contentDOM && this.contentDOM != this.dom && !this.dom.contains(this.contentDOM);
	}
	markDirty(from, to) {
		for (let offset = 0, i = 0; i < this.children.length; i++) {
			let child = this.children[i], end = offset + child.size;
			if (offset == end ? from <= end && to >= offset : from < end && to > offset) {
				let startInside = offset + child.border, endInside = end - child.border;
				if (from >= startInside && to <= endInside) {
					this.dirty = from == offset || to == end ? CONTENT_DIRTY : CHILD_DIRTY;
					if (from == startInside && to == endInside && (child.contentLost || child.dom.parentNode != this.contentDOM)) child.dirty = NODE_DIRTY;
					else child.markDirty(from - startInside, to - startInside);
					return;
				} else child.dirty = child.dom == child.contentDOM && child.dom.parentNode == this.contentDOM && !child.children.length ? CONTENT_DIRTY : NODE_DIRTY;
			}
			offset = end;
		}
		this.dirty = CONTENT_DIRTY;
	}
	markParentsDirty() {
		let level = 1;
		for (let node = this.parent; node; node = node.parent, level++) {
			let dirty = level == 1 ? CONTENT_DIRTY : CHILD_DIRTY;
			if (node.dirty < dirty) node.dirty = dirty;
		}
	}
	get domAtom() {
		return false;
	}
	get ignoreForCoords() {
		return false;
	}
	get ignoreForSelection() {
		return false;
	}
	isText(text) {
		return false;
	}
};
var WidgetViewDesc = class extends ViewDesc {
	constructor(parent, widget, view, pos) {
		let self, dom = widget.type.toDOM;
		if (typeof dom == "function") dom = dom(view, () => {
			if (!self) return pos;
			if (self.parent) return self.parent.posBeforeChild(self);
		});
		if (!widget.type.spec.raw) {
			let elt = isElt(dom) ? dom : document.createElement("span");
			if (elt != dom) {
				elt.appendChild(dom);
				dom = elt;
			}
			if (!elt.hasAttribute("contenteditable")) elt.contentEditable = "false";
			elt.classList.add("ProseMirror-widget");
		}
		super(parent, [], dom, null);
		this.widget = widget;
		this.widget = widget;
		self = this;
	}
	matchesWidget(widget) {
		return this.dirty == NOT_DIRTY && widget.type.eq(this.widget.type);
	}
	parseRule() {
		return { ignore: true };
	}
	stopEvent(event) {
		let stop = this.widget.spec.stopEvent;
		return stop ? stop(event) : false;
	}
	ignoreMutation(mutation) {
		return mutation.type != "selection" || this.widget.spec.ignoreSelection;
	}
	destroy() {
		this.widget.type.destroy(this.dom);
		super.destroy();
	}
	get domAtom() {
		return true;
	}
	get ignoreForSelection() {
		return !!this.widget.type.spec.relaxedSide;
	}
	get side() {
		return this.widget.type.side;
	}
};
var CompositionViewDesc = class extends ViewDesc {
	constructor(parent, dom, textDOM, text) {
		super(parent, [], dom, null);
		this.textDOM = textDOM;
		this.text = text;
	}
	get size() {
		return this.text.length;
	}
	localPosFromDOM(dom, offset) {
		if (dom != this.textDOM) return this.posAtStart + (offset ? this.size : 0);
		return this.posAtStart + offset;
	}
	domFromPos(pos) {
		return {
			node: this.textDOM,
			offset: pos
		};
	}
	ignoreMutation(mut) {
		return mut.type === "characterData" && mut.target.nodeValue == mut.oldValue;
	}
};
var MarkViewDesc = class MarkViewDesc extends ViewDesc {
	constructor(parent, mark, dom, contentDOM, spec) {
		super(parent, [], dom, contentDOM);
		this.mark = mark;
		this.spec = spec;
	}
	static create(parent, mark, inline, view) {
		let custom = view.nodeViews[mark.type.name];
		let spec = custom && custom(mark, view, inline);
		if (!spec || !spec.dom) spec = DOMSerializer.renderSpec(document, mark.type.spec.toDOM(mark, inline), null, mark.attrs);
		return new MarkViewDesc(parent, mark, spec.dom, spec.contentDOM || spec.dom, spec);
	}
	parseRule() {
		if (this.dirty & NODE_DIRTY || this.mark.type.spec.reparseInView) return null;
		return {
			mark: this.mark.type.name,
			attrs: this.mark.attrs,
			contentElement: this.contentDOM
		};
	}
	matchesMark(mark) {
		return this.dirty != NODE_DIRTY && this.mark.eq(mark);
	}
	markDirty(from, to) {
		super.markDirty(from, to);
		if (this.dirty != NOT_DIRTY) {
			let parent = this.parent;
			while (!parent.node) parent = parent.parent;
			if (parent.dirty < this.dirty) parent.dirty = this.dirty;
			this.dirty = NOT_DIRTY;
		}
	}
	slice(from, to, view) {
		let copy = MarkViewDesc.create(this.parent, this.mark, true, view);
		let nodes = this.children, size = this.size;
		if (to < size) nodes = replaceNodes(nodes, to, size, view);
		if (from > 0) nodes = replaceNodes(nodes, 0, from, view);
		for (let i = 0; i < nodes.length; i++) nodes[i].parent = copy;
		copy.children = nodes;
		return copy;
	}
	ignoreMutation(mutation) {
		return this.spec.ignoreMutation ? this.spec.ignoreMutation(mutation) : super.ignoreMutation(mutation);
	}
	destroy() {
		if (this.spec.destroy) this.spec.destroy();
		super.destroy();
	}
};
var NodeViewDesc = class NodeViewDesc extends ViewDesc {
	constructor(parent, node, outerDeco, innerDeco, dom, contentDOM, nodeDOM) {
		super(parent, [], dom, contentDOM);
		this.node = node;
		this.outerDeco = outerDeco;
		this.innerDeco = innerDeco;
		this.nodeDOM = nodeDOM;
	}
	static create(parent, node, outerDeco, innerDeco, view, pos) {
		let custom = view.nodeViews[node.type.name], descObj;
		let spec = custom && custom(node, view, () => {
			if (!descObj) return pos;
			if (descObj.parent) return descObj.parent.posBeforeChild(descObj);
		}, outerDeco, innerDeco);
		let dom = spec && spec.dom, contentDOM = spec && spec.contentDOM;
		if (node.isText) {
			if (!dom) dom = document.createTextNode(node.text);
			else if (!isText(dom)) throw new RangeError("Text must be rendered as a DOM text node");
		} else if (!dom) {
			let spec = DOMSerializer.renderSpec(document, node.type.spec.toDOM(node), null, node.attrs);
			({dom, contentDOM} = spec);
		}
		if (!contentDOM && !node.isText && dom.nodeName != "BR") {
			if (!dom.hasAttribute("contenteditable")) dom.contentEditable = "false";
			if (node.type.spec.draggable) dom.draggable = true;
		}
		let nodeDOM = dom;
		dom = applyOuterDeco(dom, outerDeco, node);
		if (spec) return descObj = new CustomNodeViewDesc(parent, node, outerDeco, innerDeco, dom, contentDOM || null, nodeDOM, spec);
		else if (node.isText) return new TextViewDesc(parent, node, outerDeco, innerDeco, dom, nodeDOM);
		else return new NodeViewDesc(parent, node, outerDeco, innerDeco, dom, contentDOM || null, nodeDOM);
	}
	parseRule(addedNodes) {
		if (this.node.type.spec.reparseInView) return null;
		let rule = {
			node: this.node.type.name,
			attrs: this.node.attrs
		};
		if (this.node.type.whitespace == "pre") rule.preserveWhitespace = "full";
		if (!this.contentDOM) rule.getContent = () => this.node.content;
		else if (!this.contentLost) rule.contentElement = this.contentDOM;
		else {
			for (let i = this.children.length - 1; i >= 0; i--) {
				let child = this.children[i];
				if (this.dom.contains(child.dom.parentNode)) {
					rule.contentElement = child.dom.parentNode;
					break;
				}
			}
			if (!rule.contentElement) {
				let found = addedNodes && addedNodes.find((n) => isElt(n) && addedNodes.indexOf(n.parentNode) < 0 && this.dom.contains(n));
				if (found) rule.contentElement = found;
				else rule.getContent = () => Fragment.empty;
			}
		}
		return rule;
	}
	matchesNode(node, outerDeco, innerDeco) {
		return this.dirty == NOT_DIRTY && node.eq(this.node) && sameOuterDeco(outerDeco, this.outerDeco) && innerDeco.eq(this.innerDeco);
	}
	get size() {
		return this.node.nodeSize;
	}
	get border() {
		return this.node.isLeaf ? 0 : 1;
	}
	updateChildren(view, pos) {
		let inline = this.node.inlineContent, off = pos;
		let composition = view.composing ? this.localCompositionInfo(view, pos) : null;
		let localComposition = composition && composition.pos > -1 ? composition : null;
		let compositionInChild = composition && composition.pos < 0;
		let updater = new ViewTreeUpdater(this, localComposition && localComposition.node, view);
		let addBuffers = this.node.inlineContent, atBufferPos = addBuffers && this.node.isBlock;
		iterDeco(this.node, this.innerDeco, (widget, i, insideNode) => {
			if (widget.spec.marks) updater.syncToMarks(widget.spec.marks, inline, view, i);
			else if (widget.type.side >= 0 && !insideNode) updater.syncToMarks(i == this.node.childCount ? Mark.none : this.node.child(i).marks, inline, view, i);
			updater.placeWidget(widget, view, off);
		}, (child, outerDeco, innerDeco, i) => {
			updater.syncToMarks(child.marks, inline, view, i);
			if (atBufferPos && child.isAtom && !child.isText) updater.addHackNode("IMG", updater.top);
			let compIndex;
			if (updater.findNodeMatch(child, outerDeco, innerDeco, i));
			else if (compositionInChild && view.state.selection.from > off && view.state.selection.to < off + child.nodeSize && (compIndex = updater.findIndexWithChild(composition.node)) > -1 && updater.updateNodeAt(child, outerDeco, innerDeco, compIndex, view));
			else if (updater.updateNextNode(child, outerDeco, innerDeco, view, i, off));
			else updater.addNode(child, outerDeco, innerDeco, view, off);
			off += child.nodeSize;
			if (addBuffers) atBufferPos = child.isAtom && !child.isText;
		});
		updater.syncToMarks([], inline, view, 0);
		if (this.node.isTextblock) updater.addTextblockHacks();
		updater.destroyRest();
		if (updater.changed || this.dirty == CONTENT_DIRTY) {
			if (localComposition) this.protectLocalComposition(view, localComposition);
			renderDescs(this.contentDOM, this.children, view);
			if (ios) iosHacks(this.dom);
		}
	}
	localCompositionInfo(view, pos) {
		let { from, to } = view.state.selection;
		if (!(view.state.selection instanceof TextSelection) || from < pos || to > pos + this.node.content.size) return null;
		let textNode = view.input.compositionNode;
		if (!textNode || !this.dom.contains(textNode.parentNode)) return null;
		if (this.node.inlineContent) {
			let text = textNode.nodeValue;
			let textPos = findTextInFragment(this.node.content, text, from - pos, to - pos);
			return textPos < 0 ? null : {
				node: textNode,
				pos: textPos,
				text
			};
		} else return {
			node: textNode,
			pos: -1,
			text: ""
		};
	}
	protectLocalComposition(view, { node, pos, text }) {
		if (this.getDesc(node)) return;
		let topNode = node;
		for (;; topNode = topNode.parentNode) {
			if (topNode.parentNode == this.contentDOM) break;
			while (topNode.previousSibling) topNode.parentNode.removeChild(topNode.previousSibling);
			while (topNode.nextSibling) topNode.parentNode.removeChild(topNode.nextSibling);
			if (topNode.pmViewDesc) topNode.pmViewDesc = void 0;
		}
		let desc = new CompositionViewDesc(this, topNode, node, text);
		view.input.compositionNodes.push(desc);
		this.children = replaceNodes(this.children, pos, pos + text.length, view, desc);
	}
	update(node, outerDeco, innerDeco, view) {
		if (this.dirty == NODE_DIRTY || !node.sameMarkup(this.node)) return false;
		this.updateInner(node, outerDeco, innerDeco, view);
		return true;
	}
	updateInner(node, outerDeco, innerDeco, view) {
		this.updateOuterDeco(outerDeco);
		this.node = node;
		this.innerDeco = innerDeco;
		if (this.contentDOM) this.updateChildren(view, this.posAtStart);
		this.dirty = NOT_DIRTY;
	}
	updateOuterDeco(outerDeco) {
		if (sameOuterDeco(outerDeco, this.outerDeco)) return;
		let needsWrap = !isElt(this.nodeDOM);
		let oldDOM = this.dom;
		this.dom = patchOuterDeco(this.dom, this.nodeDOM, computeOuterDeco(this.outerDeco, this.node, needsWrap), computeOuterDeco(outerDeco, this.node, needsWrap));
		if (this.dom != oldDOM) {
			oldDOM.pmViewDesc = void 0;
			this.dom.pmViewDesc = this;
		}
		this.outerDeco = outerDeco;
	}
	selectNode() {
		if (isElt(this.nodeDOM)) {
			this.nodeDOM.classList.add("ProseMirror-selectednode");
			if (this.contentDOM || !this.node.type.spec.draggable) this.nodeDOM.draggable = true;
		}
	}
	deselectNode() {
		if (isElt(this.nodeDOM)) {
			this.nodeDOM.classList.remove("ProseMirror-selectednode");
			if (this.contentDOM || !this.node.type.spec.draggable) this.nodeDOM.removeAttribute("draggable");
		}
	}
	get domAtom() {
		return this.node.isAtom;
	}
};
function docViewDesc(doc, outerDeco, innerDeco, dom, view) {
	applyOuterDeco(dom, outerDeco, doc);
	let docView = new NodeViewDesc(void 0, doc, outerDeco, innerDeco, dom, dom, dom);
	if (docView.contentDOM) docView.updateChildren(view, 0);
	return docView;
}
var TextViewDesc = class TextViewDesc extends NodeViewDesc {
	constructor(parent, node, outerDeco, innerDeco, dom, nodeDOM) {
		super(parent, node, outerDeco, innerDeco, dom, null, nodeDOM);
	}
	parseRule() {
		let skip = this.nodeDOM.parentNode;
		while (skip && skip != this.dom && !skip.pmIsDeco) skip = skip.parentNode;
		return { skip: skip || true };
	}
	update(node, outerDeco, innerDeco, view) {
		if (this.dirty == NODE_DIRTY || this.dirty != NOT_DIRTY && !this.inParent() || !node.sameMarkup(this.node)) return false;
		this.updateOuterDeco(outerDeco);
		if ((this.dirty != NOT_DIRTY || node.text != this.node.text) && node.text != this.nodeDOM.nodeValue) {
			this.nodeDOM.nodeValue = node.text;
			if (view.trackWrites == this.nodeDOM) view.trackWrites = null;
		}
		this.node = node;
		this.dirty = NOT_DIRTY;
		return true;
	}
	inParent() {
		let parentDOM = this.parent.contentDOM;
		for (let n = this.nodeDOM; n; n = n.parentNode) if (n == parentDOM) return true;
		return false;
	}
	domFromPos(pos) {
		return {
			node: this.nodeDOM,
			offset: pos
		};
	}
	localPosFromDOM(dom, offset, bias) {
		if (dom == this.nodeDOM) return this.posAtStart + Math.min(offset, this.node.text.length);
		return super.localPosFromDOM(dom, offset, bias);
	}
	ignoreMutation(mutation) {
		return mutation.type != "characterData" && mutation.type != "selection";
	}
	slice(from, to, _view) {
		let node = this.node.cut(from, to), dom = document.createTextNode(node.text);
		return new TextViewDesc(this.parent, node, this.outerDeco, this.innerDeco, dom, dom);
	}
	markDirty(from, to) {
		super.markDirty(from, to);
		if (this.dom != this.nodeDOM && (from == 0 || to == this.nodeDOM.nodeValue.length)) this.dirty = NODE_DIRTY;
	}
	get domAtom() {
		return false;
	}
	isText(text) {
		return this.node.text == text;
	}
};
var BufferHackViewDesc = class extends ViewDesc {
	parseRule() {
		return { ignore: true };
	}
	matchesHack(nodeName) {
		return this.dirty == NOT_DIRTY && this.dom.nodeName == nodeName;
	}
	get domAtom() {
		return true;
	}
	get ignoreForCoords() {
		return this.dom.nodeName == "IMG";
	}
};
var CustomNodeViewDesc = class extends NodeViewDesc {
	constructor(parent, node, outerDeco, innerDeco, dom, contentDOM, nodeDOM, spec) {
		super(parent, node, outerDeco, innerDeco, dom, contentDOM, nodeDOM);
		this.spec = spec;
	}
	update(node, outerDeco, innerDeco, view) {
		if (this.dirty == NODE_DIRTY) return false;
		if (this.spec.update && (this.node.type == node.type || this.spec.multiType)) {
			let result = this.spec.update(node, outerDeco, innerDeco);
			if (result) this.updateInner(node, outerDeco, innerDeco, view);
			return result;
		} else if (!this.contentDOM && !node.isLeaf) return false;
		else return super.update(node, outerDeco, innerDeco, view);
	}
	selectNode() {
		this.spec.selectNode ? this.spec.selectNode() : super.selectNode();
	}
	deselectNode() {
		this.spec.deselectNode ? this.spec.deselectNode() : super.deselectNode();
	}
	setSelection(anchor, head, view, force) {
		this.spec.setSelection ? this.spec.setSelection(anchor, head, view.root) : super.setSelection(anchor, head, view, force);
	}
	destroy() {
		if (this.spec.destroy) this.spec.destroy();
		super.destroy();
	}
	stopEvent(event) {
		return this.spec.stopEvent ? this.spec.stopEvent(event) : false;
	}
	ignoreMutation(mutation) {
		return this.spec.ignoreMutation ? this.spec.ignoreMutation(mutation) : super.ignoreMutation(mutation);
	}
};
function renderDescs(parentDOM, descs, view) {
	let dom = parentDOM.firstChild, written = false;
	for (let i = 0; i < descs.length; i++) {
		let desc = descs[i], childDOM = desc.dom;
		if (childDOM.parentNode == parentDOM) {
			while (childDOM != dom) {
				dom = rm(dom);
				written = true;
			}
			dom = dom.nextSibling;
		} else {
			written = true;
			parentDOM.insertBefore(childDOM, dom);
		}
		if (desc instanceof MarkViewDesc) {
			let pos = dom ? dom.previousSibling : parentDOM.lastChild;
			renderDescs(desc.contentDOM, desc.children, view);
			dom = pos ? pos.nextSibling : parentDOM.firstChild;
		}
	}
	while (dom) {
		dom = rm(dom);
		written = true;
	}
	if (written && view.trackWrites == parentDOM) view.trackWrites = null;
}
var OuterDecoLevel = function(nodeName) {
	if (nodeName) this.nodeName = nodeName;
};
OuterDecoLevel.prototype = Object.create(null);
var noDeco = [new OuterDecoLevel()];
function computeOuterDeco(outerDeco, node, needsWrap) {
	if (outerDeco.length == 0) return noDeco;
	let top = needsWrap ? noDeco[0] : new OuterDecoLevel(), result = [top];
	for (let i = 0; i < outerDeco.length; i++) {
		let attrs = outerDeco[i].type.attrs;
		if (!attrs) continue;
		if (attrs.nodeName) result.push(top = new OuterDecoLevel(attrs.nodeName));
		for (let name in attrs) {
			let val = attrs[name];
			if (val == null) continue;
			if (needsWrap && result.length == 1) result.push(top = new OuterDecoLevel(node.isInline ? "span" : "div"));
			if (name == "class") top.class = (top.class ? top.class + " " : "") + val;
			else if (name == "style") top.style = (top.style ? top.style + ";" : "") + val;
			else if (name != "nodeName") top[name] = val;
		}
	}
	return result;
}
function patchOuterDeco(outerDOM, nodeDOM, prevComputed, curComputed) {
	if (prevComputed == noDeco && curComputed == noDeco) return nodeDOM;
	let curDOM = nodeDOM;
	for (let i = 0; i < curComputed.length; i++) {
		let deco = curComputed[i], prev = prevComputed[i];
		if (i) {
			let parent;
			if (prev && prev.nodeName == deco.nodeName && curDOM != outerDOM && (parent = curDOM.parentNode) && parent.nodeName.toLowerCase() == deco.nodeName) curDOM = parent;
			else {
				parent = document.createElement(deco.nodeName);
				parent.pmIsDeco = true;
				parent.appendChild(curDOM);
				prev = noDeco[0];
				curDOM = parent;
			}
		}
		patchAttributes(curDOM, prev || noDeco[0], deco);
	}
	return curDOM;
}
function patchAttributes(dom, prev, cur) {
	for (let name in prev) if (name != "class" && name != "style" && name != "nodeName" && !(name in cur)) dom.removeAttribute(name);
	for (let name in cur) if (name != "class" && name != "style" && name != "nodeName" && cur[name] != prev[name]) dom.setAttribute(name, cur[name]);
	if (prev.class != cur.class) {
		let prevList = prev.class ? prev.class.split(" ").filter(Boolean) : [];
		let curList = cur.class ? cur.class.split(" ").filter(Boolean) : [];
		for (let i = 0; i < prevList.length; i++) if (curList.indexOf(prevList[i]) == -1) dom.classList.remove(prevList[i]);
		for (let i = 0; i < curList.length; i++) if (prevList.indexOf(curList[i]) == -1) dom.classList.add(curList[i]);
		if (dom.classList.length == 0) dom.removeAttribute("class");
	}
	if (prev.style != cur.style) {
		if (prev.style) {
			let prop = /\s*([\w\-\xa1-\uffff]+)\s*:(?:"(?:\\.|[^"])*"|'(?:\\.|[^'])*'|\(.*?\)|[^;])*/g, m;
			while (m = prop.exec(prev.style)) dom.style.removeProperty(m[1]);
		}
		if (cur.style) dom.style.cssText += cur.style;
	}
}
function applyOuterDeco(dom, deco, node) {
	return patchOuterDeco(dom, dom, noDeco, computeOuterDeco(deco, node, !isElt(dom)));
}
function sameOuterDeco(a, b) {
	if (a.length != b.length) return false;
	for (let i = 0; i < a.length; i++) if (!a[i].type.eq(b[i].type)) return false;
	return true;
}
function rm(dom) {
	let next = dom.nextSibling;
	dom.parentNode.removeChild(dom);
	return next;
}
var ViewTreeUpdater = class {
	constructor(top, lock, view) {
		this.lock = lock;
		this.view = view;
		this.index = 0;
		this.stack = [];
		this.changed = false;
		this.top = top;
		this.preMatch = preMatch(top.node.content, top);
	}
	destroyBetween(start, end) {
		if (start == end) return;
		for (let i = start; i < end; i++) this.top.children[i].destroy();
		this.top.children.splice(start, end - start);
		this.changed = true;
	}
	destroyRest() {
		this.destroyBetween(this.index, this.top.children.length);
	}
	syncToMarks(marks, inline, view, parentIndex) {
		let keep = 0, depth = this.stack.length >> 1;
		let maxKeep = Math.min(depth, marks.length);
		while (keep < maxKeep && (keep == depth - 1 ? this.top : this.stack[keep + 1 << 1]).matchesMark(marks[keep]) && marks[keep].type.spec.spanning !== false) keep++;
		while (keep < depth) {
			this.destroyRest();
			this.top.dirty = NOT_DIRTY;
			this.index = this.stack.pop();
			this.top = this.stack.pop();
			depth--;
		}
		while (depth < marks.length) {
			this.stack.push(this.top, this.index + 1);
			let found = -1, scanTo = this.top.children.length;
			if (parentIndex < this.preMatch.index) scanTo = Math.min(this.index + 3, scanTo);
			for (let i = this.index; i < scanTo; i++) {
				let next = this.top.children[i];
				if (next.matchesMark(marks[depth]) && !this.isLocked(next.dom)) {
					found = i;
					break;
				}
			}
			if (found < 0 && this.index < this.top.children.length) {
				let cur = this.top.children[this.index];
				if (cur instanceof MarkViewDesc && cur.dirty != NODE_DIRTY && cur.mark.type == marks[depth].type && cur.spec.update && !this.isLocked(cur.dom) && cur.spec.update(marks[depth])) {
					cur.mark = marks[depth];
					found = this.index;
					this.changed = true;
				}
			}
			if (found > -1) {
				if (found > this.index) {
					this.changed = true;
					this.destroyBetween(this.index, found);
				}
				this.top = this.top.children[this.index];
			} else {
				let markDesc = MarkViewDesc.create(this.top, marks[depth], inline, view);
				this.top.children.splice(this.index, 0, markDesc);
				this.top = markDesc;
				this.changed = true;
			}
			this.index = 0;
			depth++;
		}
	}
	findNodeMatch(node, outerDeco, innerDeco, index) {
		let found = -1, targetDesc;
		if (index >= this.preMatch.index && (targetDesc = this.preMatch.matches[index - this.preMatch.index]).parent == this.top && targetDesc.matchesNode(node, outerDeco, innerDeco)) found = this.top.children.indexOf(targetDesc, this.index);
		else for (let i = this.index, e = Math.min(this.top.children.length, i + 5); i < e; i++) {
			let child = this.top.children[i];
			if (child.matchesNode(node, outerDeco, innerDeco) && !this.preMatch.matched.has(child)) {
				found = i;
				break;
			}
		}
		if (found < 0) return false;
		this.destroyBetween(this.index, found);
		this.index++;
		return true;
	}
	updateNodeAt(node, outerDeco, innerDeco, index, view) {
		let child = this.top.children[index];
		if (child.dirty == NODE_DIRTY && child.dom == child.contentDOM) child.dirty = CONTENT_DIRTY;
		if (!child.update(node, outerDeco, innerDeco, view)) return false;
		this.destroyBetween(this.index, index);
		this.index++;
		return true;
	}
	findIndexWithChild(domNode) {
		for (;;) {
			let parent = domNode.parentNode;
			if (!parent) return -1;
			if (parent == this.top.contentDOM) {
				let desc = domNode.pmViewDesc;
				if (desc) {
					for (let i = this.index; i < this.top.children.length; i++) if (this.top.children[i] == desc) return i;
				}
				return -1;
			}
			domNode = parent;
		}
	}
	updateNextNode(node, outerDeco, innerDeco, view, index, pos) {
		for (let i = this.index; i < this.top.children.length; i++) {
			let next = this.top.children[i];
			if (next instanceof NodeViewDesc) {
				let preMatch = this.preMatch.matched.get(next);
				if (preMatch != null && preMatch != index) return false;
				let nextDOM = next.dom, updated;
				let locked = this.isLocked(nextDOM) && !(node.isText && next.node && next.node.isText && next.nodeDOM.nodeValue == node.text && next.dirty != NODE_DIRTY && sameOuterDeco(outerDeco, next.outerDeco));
				if (!locked && next.update(node, outerDeco, innerDeco, view)) {
					this.destroyBetween(this.index, i);
					if (next.dom != nextDOM) this.changed = true;
					this.index++;
					return true;
				} else if (!locked && (updated = this.recreateWrapper(next, node, outerDeco, innerDeco, view, pos))) {
					this.destroyBetween(this.index, i);
					this.top.children[this.index] = updated;
					if (updated.contentDOM) {
						updated.dirty = CONTENT_DIRTY;
						updated.updateChildren(view, pos + 1);
						updated.dirty = NOT_DIRTY;
					}
					this.changed = true;
					this.index++;
					return true;
				}
				break;
			}
		}
		return false;
	}
	recreateWrapper(next, node, outerDeco, innerDeco, view, pos) {
		if (next.dirty || node.isAtom || !next.children.length || !next.node.content.eq(node.content) || !sameOuterDeco(outerDeco, next.outerDeco) || !innerDeco.eq(next.innerDeco)) return null;
		let wrapper = NodeViewDesc.create(this.top, node, outerDeco, innerDeco, view, pos);
		if (wrapper.contentDOM) {
			wrapper.children = next.children;
			next.children = [];
			for (let ch of wrapper.children) ch.parent = wrapper;
		}
		next.destroy();
		return wrapper;
	}
	addNode(node, outerDeco, innerDeco, view, pos) {
		let desc = NodeViewDesc.create(this.top, node, outerDeco, innerDeco, view, pos);
		if (desc.contentDOM) desc.updateChildren(view, pos + 1);
		this.top.children.splice(this.index++, 0, desc);
		this.changed = true;
	}
	placeWidget(widget, view, pos) {
		let next = this.index < this.top.children.length ? this.top.children[this.index] : null;
		if (next && next.matchesWidget(widget) && (widget == next.widget || !next.widget.type.toDOM.parentNode)) this.index++;
		else {
			let desc = new WidgetViewDesc(this.top, widget, view, pos);
			this.top.children.splice(this.index++, 0, desc);
			this.changed = true;
		}
	}
	addTextblockHacks() {
		let lastChild = this.top.children[this.index - 1], parent = this.top;
		while (lastChild instanceof MarkViewDesc) {
			parent = lastChild;
			lastChild = parent.children[parent.children.length - 1];
		}
		if (!lastChild || !(lastChild instanceof TextViewDesc) || /\n$/.test(lastChild.node.text) || this.view.requiresGeckoHackNode && /\s$/.test(lastChild.node.text)) {
			if ((safari || chrome) && lastChild && lastChild.dom.contentEditable == "false") this.addHackNode("IMG", parent);
			this.addHackNode("BR", this.top);
		}
	}
	addHackNode(nodeName, parent) {
		if (parent == this.top && this.index < parent.children.length && parent.children[this.index].matchesHack(nodeName)) this.index++;
		else {
			let dom = document.createElement(nodeName);
			if (nodeName == "IMG") {
				dom.className = "ProseMirror-separator";
				dom.alt = "";
			}
			if (nodeName == "BR") dom.className = "ProseMirror-trailingBreak";
			let hack = new BufferHackViewDesc(this.top, [], dom, null);
			if (parent != this.top) parent.children.push(hack);
			else parent.children.splice(this.index++, 0, hack);
			this.changed = true;
		}
	}
	isLocked(node) {
		return this.lock && (node == this.lock || isElt(node) && node.contains(this.lock.parentNode));
	}
};
function preMatch(frag, parentDesc) {
	let curDesc = parentDesc, descI = curDesc.children.length;
	let fI = frag.childCount, matched = /* @__PURE__ */ new Map(), matches = [];
	outer: while (fI > 0) {
		let desc;
		for (;;) if (descI) {
			let next = curDesc.children[descI - 1];
			if (next instanceof MarkViewDesc) {
				curDesc = next;
				descI = next.children.length;
			} else {
				desc = next;
				descI--;
				break;
			}
		} else if (curDesc == parentDesc) break outer;
		else {
			descI = curDesc.parent.children.indexOf(curDesc);
			curDesc = curDesc.parent;
		}
		let node = desc.node;
		if (!node) continue;
		if (node != frag.child(fI - 1)) break;
		--fI;
		matched.set(desc, fI);
		matches.push(desc);
	}
	return {
		index: fI,
		matched,
		matches: matches.reverse()
	};
}
function compareSide(a, b) {
	return a.type.side - b.type.side;
}
function iterDeco(parent, deco, onWidget, onNode) {
	let locals = deco.locals(parent), offset = 0;
	if (locals.length == 0) {
		for (let i = 0; i < parent.childCount; i++) {
			let child = parent.child(i);
			onNode(child, locals, deco.forChild(offset, child), i);
			offset += child.nodeSize;
		}
		return;
	}
	let decoIndex = 0, active = [], restNode = null;
	for (let parentIndex = 0;;) {
		let widget, widgets;
		while (decoIndex < locals.length && locals[decoIndex].to == offset) {
			let next = locals[decoIndex++];
			if (next.widget) {
				if (!widget) widget = next;
				else (widgets || (widgets = [widget])).push(next);
			}
		}
		if (widget) {
			if (widgets) {
				widgets.sort(compareSide);
				for (let i = 0; i < widgets.length; i++) onWidget(widgets[i], parentIndex, !!restNode);
			} else onWidget(widget, parentIndex, !!restNode);
		}
		let child, index;
		if (restNode) {
			index = -1;
			child = restNode;
			restNode = null;
		} else if (parentIndex < parent.childCount) {
			index = parentIndex;
			child = parent.child(parentIndex++);
		} else break;
		for (let i = 0; i < active.length; i++) if (active[i].to <= offset) active.splice(i--, 1);
		while (decoIndex < locals.length && locals[decoIndex].from <= offset && locals[decoIndex].to > offset) active.push(locals[decoIndex++]);
		let end = offset + child.nodeSize;
		if (child.isText) {
			let cutAt = end;
			if (decoIndex < locals.length && locals[decoIndex].from < cutAt) cutAt = locals[decoIndex].from;
			for (let i = 0; i < active.length; i++) if (active[i].to < cutAt) cutAt = active[i].to;
			if (cutAt < end) {
				restNode = child.cut(cutAt - offset);
				child = child.cut(0, cutAt - offset);
				end = cutAt;
				index = -1;
			}
		} else while (decoIndex < locals.length && locals[decoIndex].to < end) decoIndex++;
		let outerDeco = child.isInline && !child.isLeaf ? active.filter((d) => !d.inline) : active.slice();
		onNode(child, outerDeco, deco.forChild(offset, child), index);
		offset = end;
	}
}
function iosHacks(dom) {
	if (dom.nodeName == "UL" || dom.nodeName == "OL") {
		let oldCSS = dom.style.cssText;
		dom.style.cssText = oldCSS + "; list-style: square !important";
		window.getComputedStyle(dom).listStyle;
		dom.style.cssText = oldCSS;
	}
}
function findTextInFragment(frag, text, from, to) {
	for (let i = 0, pos = 0; i < frag.childCount && pos <= to;) {
		let child = frag.child(i++), childStart = pos;
		pos += child.nodeSize;
		if (!child.isText) continue;
		let str = child.text;
		while (i < frag.childCount) {
			let next = frag.child(i++);
			pos += next.nodeSize;
			if (!next.isText) break;
			str += next.text;
		}
		if (pos >= from) {
			if (pos >= to && str.slice(to - text.length - childStart, to - childStart) == text) return to - text.length;
			let found = childStart < to ? str.lastIndexOf(text, to - childStart - 1) : -1;
			if (found >= 0 && found + text.length + childStart >= from) return childStart + found;
			if (from == to && str.length >= to + text.length - childStart && str.slice(to - childStart, to - childStart + text.length) == text) return to;
		}
	}
	return -1;
}
function replaceNodes(nodes, from, to, view, replacement) {
	let result = [];
	for (let i = 0, off = 0; i < nodes.length; i++) {
		let child = nodes[i], start = off, end = off += child.size;
		if (start >= to || end <= from) result.push(child);
		else {
			if (start < from) result.push(child.slice(0, from - start, view));
			if (replacement) {
				result.push(replacement);
				replacement = void 0;
			}
			if (end > to) result.push(child.slice(to - start, child.size, view));
		}
	}
	return result;
}
function selectionFromDOM(view, origin = null) {
	let domSel = view.domSelectionRange(), doc = view.state.doc;
	if (!domSel.focusNode) return null;
	let nearestDesc = view.docView.nearestDesc(domSel.focusNode), inWidget = nearestDesc && nearestDesc.size == 0;
	let head = view.docView.posFromDOM(domSel.focusNode, domSel.focusOffset, 1);
	if (head < 0) return null;
	let $head = doc.resolve(head), anchor, selection;
	if (selectionCollapsed(domSel)) {
		anchor = head;
		while (nearestDesc && !nearestDesc.node) nearestDesc = nearestDesc.parent;
		if (nearestDesc && nearestDesc.node.isAtom && NodeSelection.isSelectable(nearestDesc.node) && nearestDesc.parent && !(nearestDesc.node.isInline && isOnEdge(domSel.focusNode, domSel.focusOffset, nearestDesc.dom))) {
			let pos = nearestDesc.posBefore;
			selection = new NodeSelection(head == pos ? $head : doc.resolve(pos));
		} else if (gecko && origin == "key" && head > view.state.selection.to && isElt(domSel.focusNode) && domSel.focusOffset == domSel.focusNode.childNodes.length && nearestDesc && nearestDesc.posAtStart > view.state.selection.to) for (let scan = domSel.focusNode;; scan = scan.parentNode) {
			if (getComputedStyle(scan).overflow != "visible") {
				selection = Selection.findFrom(doc.resolve(nearestDesc.posAtStart), 1);
				break;
			}
			if (scan == nearestDesc.dom || scan.nextSibling || !scan.parentNode || !isElt(scan.parentNode)) break;
		}
	} else {
		if (domSel instanceof view.dom.ownerDocument.defaultView.Selection && domSel.rangeCount > 1) {
			let min = head, max = head;
			for (let i = 0; i < domSel.rangeCount; i++) {
				let range = domSel.getRangeAt(i);
				min = Math.min(min, view.docView.posFromDOM(range.startContainer, range.startOffset, 1));
				max = Math.max(max, view.docView.posFromDOM(range.endContainer, range.endOffset, -1));
			}
			if (min < 0) return null;
			[anchor, head] = max == view.state.selection.anchor ? [max, min] : [min, max];
			$head = doc.resolve(head);
		} else anchor = view.docView.posFromDOM(domSel.anchorNode, domSel.anchorOffset, 1);
		if (anchor < 0) return null;
	}
	let $anchor = doc.resolve(anchor);
	if (!selection) {
		let bias = origin == "pointer" || view.state.selection.head < $head.pos && !inWidget ? 1 : -1;
		selection = selectionBetween(view, $anchor, $head, bias);
	}
	return selection;
}
function editorOwnsSelection(view) {
	return view.editable ? view.hasFocus() : hasSelection(view) && document.activeElement && document.activeElement.contains(view.dom);
}
function selectionToDOM(view, force = false) {
	let sel = view.state.selection;
	syncNodeSelection(view, sel);
	if (!editorOwnsSelection(view)) return;
	let mouseDown = view.input.mouseDown;
	if (!force && chrome && mouseDown) {
		let domSel = view.domSelectionRange(), curSel = view.domObserver.currentSelection;
		if (domSel.anchorNode && curSel.anchorNode && isEquivalentPosition(domSel.anchorNode, domSel.anchorOffset, curSel.anchorNode, curSel.anchorOffset) && mouseDown.delaySelUpdate()) {
			view.domObserver.setCurSelection();
			return;
		}
	}
	view.domObserver.disconnectSelection();
	if (view.cursorWrapper) selectCursorWrapper(view);
	else {
		let { anchor, head } = sel, resetEditableFrom, resetEditableTo;
		if (brokenSelectBetweenUneditable && !(sel instanceof TextSelection)) {
			if (!sel.$from.parent.inlineContent) resetEditableFrom = temporarilyEditableNear(view, sel.from);
			if (!sel.empty && !sel.$from.parent.inlineContent) resetEditableTo = temporarilyEditableNear(view, sel.to);
		}
		view.docView.setSelection(anchor, head, view, force);
		if (brokenSelectBetweenUneditable) {
			if (resetEditableFrom) resetEditable(resetEditableFrom);
			if (resetEditableTo) resetEditable(resetEditableTo);
		}
		if (sel.visible) view.dom.classList.remove("ProseMirror-hideselection");
		else {
			view.dom.classList.add("ProseMirror-hideselection");
			if ("onselectionchange" in document) removeClassOnSelectionChange(view);
		}
	}
	view.domObserver.setCurSelection();
	view.domObserver.connectSelection();
}
var brokenSelectBetweenUneditable = safari || chrome && chrome_version < 63;
function temporarilyEditableNear(view, pos) {
	let { node, offset } = view.docView.domFromPos(pos, 0);
	let after = offset < node.childNodes.length ? node.childNodes[offset] : null;
	let before = offset ? node.childNodes[offset - 1] : null;
	if (safari && after && after.contentEditable == "false") return setEditable(after);
	if ((!after || after.contentEditable == "false") && (!before || before.contentEditable == "false")) {
		if (after) return setEditable(after);
		else if (before) return setEditable(before);
	}
}
function setEditable(element) {
	element.contentEditable = "true";
	if (safari && element.draggable) {
		element.draggable = false;
		element.wasDraggable = true;
	}
	return element;
}
function resetEditable(element) {
	element.contentEditable = "false";
	if (element.wasDraggable) {
		element.draggable = true;
		element.wasDraggable = null;
	}
}
function removeClassOnSelectionChange(view) {
	let doc = view.dom.ownerDocument;
	doc.removeEventListener("selectionchange", view.input.hideSelectionGuard);
	let domSel = view.domSelectionRange();
	let node = domSel.anchorNode, offset = domSel.anchorOffset;
	doc.addEventListener("selectionchange", view.input.hideSelectionGuard = () => {
		if (domSel.anchorNode != node || domSel.anchorOffset != offset) {
			doc.removeEventListener("selectionchange", view.input.hideSelectionGuard);
			setTimeout(() => {
				if (!editorOwnsSelection(view) || view.state.selection.visible) view.dom.classList.remove("ProseMirror-hideselection");
			}, 20);
		}
	});
}
function selectCursorWrapper(view) {
	let domSel = view.domSelection();
	if (!domSel) return;
	let node = view.cursorWrapper.dom, img = node.nodeName == "IMG";
	if (img) domSel.collapse(node.parentNode, domIndex(node) + 1);
	else domSel.collapse(node, 0);
	if (!img && !view.state.selection.visible && ie$1 && ie_version <= 11) {
		node.disabled = true;
		node.disabled = false;
	}
}
function syncNodeSelection(view, sel) {
	if (sel instanceof NodeSelection) {
		let desc = view.docView.descAt(sel.from);
		if (desc != view.lastSelectedViewDesc) {
			clearNodeSelection(view);
			if (desc) desc.selectNode();
			view.lastSelectedViewDesc = desc;
		}
	} else clearNodeSelection(view);
}
function clearNodeSelection(view) {
	if (view.lastSelectedViewDesc) {
		if (view.lastSelectedViewDesc.parent) view.lastSelectedViewDesc.deselectNode();
		view.lastSelectedViewDesc = void 0;
	}
}
function selectionBetween(view, $anchor, $head, bias) {
	return view.someProp("createSelectionBetween", (f) => f(view, $anchor, $head)) || TextSelection.between($anchor, $head, bias);
}
function hasFocusAndSelection(view) {
	if (view.editable && !view.hasFocus()) return false;
	return hasSelection(view);
}
function hasSelection(view) {
	let sel = view.domSelectionRange();
	if (!sel.anchorNode) return false;
	try {
		return contains(view.dom, sel.anchorNode) && (view.editable || contains(view.dom, sel.focusNode));
	} catch (_) {
		return false;
	}
}
function anchorInRightPlace(view) {
	let anchorDOM = view.docView.domFromPos(view.state.selection.anchor, 0);
	let domSel = view.domSelectionRange();
	return isEquivalentPosition(anchorDOM.node, anchorDOM.offset, domSel.anchorNode, domSel.anchorOffset);
}
function moveSelectionBlock(state, dir) {
	let { $anchor, $head } = state.selection;
	let $side = dir > 0 ? $anchor.max($head) : $anchor.min($head);
	let $start = !$side.parent.inlineContent ? $side : $side.depth ? state.doc.resolve(dir > 0 ? $side.after() : $side.before()) : null;
	return $start && Selection.findFrom($start, dir);
}
function apply(view, sel) {
	view.dispatch(view.state.tr.setSelection(sel).scrollIntoView());
	return true;
}
function selectHorizontally(view, dir, mods) {
	let sel = view.state.selection;
	if (sel instanceof TextSelection) {
		if (mods.indexOf("s") > -1) {
			let { $head } = sel, node = $head.textOffset ? null : dir < 0 ? $head.nodeBefore : $head.nodeAfter;
			if (!node || node.isText || !node.isLeaf) return false;
			let $newHead = view.state.doc.resolve($head.pos + node.nodeSize * (dir < 0 ? -1 : 1));
			return apply(view, new TextSelection(sel.$anchor, $newHead));
		} else if (!sel.empty) return false;
		else if (view.endOfTextblock(dir > 0 ? "forward" : "backward")) {
			let next = moveSelectionBlock(view.state, dir);
			if (next && next instanceof NodeSelection) return apply(view, next);
			return false;
		} else if (!mac$2 || mods.indexOf("m") < 0) {
			let $head = sel.$head, node = $head.textOffset ? null : dir < 0 ? $head.nodeBefore : $head.nodeAfter, desc;
			if (!node || node.isText) return false;
			let nodePos = dir < 0 ? $head.pos - node.nodeSize : $head.pos;
			if (!(node.isAtom || (desc = view.docView.descAt(nodePos)) && !desc.contentDOM)) return false;
			if (NodeSelection.isSelectable(node)) return apply(view, new NodeSelection(dir < 0 ? view.state.doc.resolve($head.pos - node.nodeSize) : $head));
			else return apply(view, new TextSelection(view.state.doc.resolve(dir < 0 ? nodePos : nodePos + node.nodeSize)));
		}
	} else if (sel instanceof NodeSelection && sel.node.isInline) return apply(view, new TextSelection(dir > 0 ? sel.$to : sel.$from));
	else {
		let next = moveSelectionBlock(view.state, dir);
		if (next) return apply(view, next);
		return false;
	}
}
function isIgnorable(dom, dir) {
	let desc = dom.pmViewDesc;
	return desc ? desc.size == 0 && (dir < 0 || dom.nextSibling || dom.nodeName != "BR") : isElt(dom) && dom.contentEditable == "false";
}
function skipIgnoredNodes(view, dir) {
	return dir < 0 ? skipIgnoredNodesBefore(view) : skipIgnoredNodesAfter(view);
}
function skipIgnoredNodesBefore(view) {
	let sel = view.domSelectionRange();
	let node = sel.focusNode, offset = sel.focusOffset;
	if (!node) return;
	let moveNode, moveOffset, force = false;
	if (gecko && isElt(node) && offset < nodeSize(node) && isIgnorable(node.childNodes[offset], -1)) force = true;
	for (;;) if (offset > 0) {
		if (!isElt(node)) break;
		let before = node.childNodes[offset - 1];
		if (isIgnorable(before, -1)) {
			moveNode = node;
			moveOffset = --offset;
		} else if (isText(before)) {
			node = before;
			offset = node.nodeValue.length;
		} else break;
	} else if (isBlockNode(node)) break;
	else {
		let prev = node.previousSibling;
		while (prev && isIgnorable(prev, -1)) {
			moveNode = node.parentNode;
			moveOffset = domIndex(prev);
			prev = prev.previousSibling;
		}
		if (!prev) {
			node = node.parentNode;
			if (node == view.dom) break;
			offset = 0;
		} else {
			node = prev;
			offset = nodeSize(node);
		}
	}
	if (force) setSelFocus(view, node, offset);
	else if (moveNode) setSelFocus(view, moveNode, moveOffset);
}
function skipIgnoredNodesAfter(view) {
	let sel = view.domSelectionRange();
	let node = sel.focusNode, offset = sel.focusOffset;
	if (!node) return;
	let len = nodeSize(node);
	let moveNode, moveOffset;
	for (;;) if (offset < len) {
		if (!isElt(node)) break;
		let after = node.childNodes[offset];
		if (isIgnorable(after, 1)) {
			moveNode = node;
			moveOffset = ++offset;
		} else break;
	} else if (isBlockNode(node)) break;
	else {
		let next = node.nextSibling;
		while (next && isIgnorable(next, 1)) {
			moveNode = next.parentNode;
			moveOffset = domIndex(next) + 1;
			next = next.nextSibling;
		}
		if (!next) {
			node = node.parentNode;
			if (node == view.dom) break;
			offset = len = 0;
		} else {
			node = next;
			offset = 0;
			len = nodeSize(node);
		}
	}
	if (moveNode) setSelFocus(view, moveNode, moveOffset);
}
function isBlockNode(dom) {
	let desc = dom.pmViewDesc;
	return desc && desc.node && desc.node.isBlock;
}
function textNodeAfter(node, offset) {
	while (node && offset == node.childNodes.length && !hasBlockDesc(node)) {
		offset = domIndex(node) + 1;
		node = node.parentNode;
	}
	while (node && offset < node.childNodes.length) {
		let next = node.childNodes[offset];
		if (isText(next)) return next;
		if (isElt(next) && next.contentEditable == "false") break;
		node = next;
		offset = 0;
	}
}
function textNodeBefore(node, offset) {
	while (node && !offset && !hasBlockDesc(node)) {
		offset = domIndex(node);
		node = node.parentNode;
	}
	while (node && offset) {
		let next = node.childNodes[offset - 1];
		if (isText(next)) return next;
		if (isElt(next) && next.contentEditable == "false") break;
		node = next;
		offset = node.childNodes.length;
	}
}
function setSelFocus(view, node, offset) {
	if (!isText(node)) {
		let before, after;
		if (after = textNodeAfter(node, offset)) {
			node = after;
			offset = 0;
		} else if (before = textNodeBefore(node, offset)) {
			node = before;
			offset = before.nodeValue.length;
		}
	}
	let sel = view.domSelection(), range = view.domSelectionRange();
	if (!sel) return;
	if (selectionCollapsed(range)) sel.collapse(node, offset);
	else if (sel.extend) {
		sel.collapse(range.anchorNode, range.anchorOffset);
		sel.extend(node, offset);
	}
	view.domObserver.setCurSelection();
	let { state } = view;
	setTimeout(() => {
		if (view.state == state) selectionToDOM(view);
	}, 50);
}
function findDirection(view, pos) {
	let $pos = view.state.doc.resolve(pos);
	if (!(chrome || windows$1) && $pos.parent.inlineContent) {
		let coords = view.coordsAtPos(pos);
		if (pos > $pos.start()) {
			let before = view.coordsAtPos(pos - 1);
			let mid = (before.top + before.bottom) / 2;
			if (mid > coords.top && mid < coords.bottom && Math.abs(before.left - coords.left) > 1) return before.left < coords.left ? "ltr" : "rtl";
		}
		if (pos < $pos.end()) {
			let after = view.coordsAtPos(pos + 1);
			let mid = (after.top + after.bottom) / 2;
			if (mid > coords.top && mid < coords.bottom && Math.abs(after.left - coords.left) > 1) return after.left > coords.left ? "ltr" : "rtl";
		}
	}
	let block = view.dom;
	for (let d = $pos.depth; d > 0; d--) if ($pos.node(d).isBlock) {
		block = view.nodeDOM($pos.before(d)) || block;
		break;
	}
	return getComputedStyle(block).direction == "rtl" ? "rtl" : "ltr";
}
function selectVertically(view, dir, mods) {
	let sel = view.state.selection;
	if (sel instanceof TextSelection && !sel.empty || mods.indexOf("s") > -1) return false;
	if (mac$2 && mods.indexOf("m") > -1) return false;
	let { $from, $to } = sel;
	if (!$from.parent.inlineContent || view.endOfTextblock(dir < 0 ? "up" : "down")) {
		let next = moveSelectionBlock(view.state, dir);
		if (next && next instanceof NodeSelection) return apply(view, next);
	}
	if (!$from.parent.inlineContent) {
		let side = dir < 0 ? $from : $to;
		let beyond = sel instanceof AllSelection ? Selection.near(side, dir) : Selection.findFrom(side, dir);
		return beyond ? apply(view, beyond) : false;
	}
	return false;
}
function stopNativeHorizontalDelete(view, dir) {
	if (!(view.state.selection instanceof TextSelection)) return true;
	let { $head, $anchor, empty } = view.state.selection;
	if (!$head.sameParent($anchor)) return true;
	if (!empty) return false;
	if (view.endOfTextblock(dir > 0 ? "forward" : "backward")) return true;
	let nextNode = !$head.textOffset && (dir < 0 ? $head.nodeBefore : $head.nodeAfter);
	if (nextNode && !nextNode.isText) {
		let tr = view.state.tr;
		if (dir < 0) tr.delete($head.pos - nextNode.nodeSize, $head.pos);
		else tr.delete($head.pos, $head.pos + nextNode.nodeSize);
		view.dispatch(tr);
		return true;
	}
	return false;
}
function switchEditable(view, node, state) {
	view.domObserver.stop();
	node.contentEditable = state;
	view.domObserver.start();
}
function safariDownArrowBug(view) {
	if (!safari || view.state.selection.$head.parentOffset > 0) return false;
	let { focusNode, focusOffset } = view.domSelectionRange();
	if (focusNode && isElt(focusNode) && focusOffset == 0 && focusNode.firstChild && isElt(focusNode.firstChild) && focusNode.firstChild.contentEditable == "false") {
		let child = focusNode.firstChild;
		switchEditable(view, child, "true");
		setTimeout(() => switchEditable(view, child, "false"), 20);
	}
	return false;
}
function getMods(event) {
	let result = "";
	if (event.ctrlKey) result += "c";
	if (event.metaKey) result += "m";
	if (event.altKey) result += "a";
	if (event.shiftKey) result += "s";
	return result;
}
function captureKeyDown(view, event) {
	let code = event.keyCode, mods = getMods(event);
	if (code == 8 || mac$2 && code == 72 && mods == "c") return stopNativeHorizontalDelete(view, -1) || skipIgnoredNodes(view, -1);
	else if (code == 46 && !event.shiftKey || mac$2 && code == 68 && mods == "c") return stopNativeHorizontalDelete(view, 1) || skipIgnoredNodes(view, 1);
	else if (code == 13 || code == 27) return true;
	else if (code == 37 || mac$2 && code == 66 && mods == "c") {
		let dir = code == 37 ? findDirection(view, view.state.selection.from) == "ltr" ? -1 : 1 : -1;
		return selectHorizontally(view, dir, mods) || skipIgnoredNodes(view, dir);
	} else if (code == 39 || mac$2 && code == 70 && mods == "c") {
		let dir = code == 39 ? findDirection(view, view.state.selection.from) == "ltr" ? 1 : -1 : 1;
		return selectHorizontally(view, dir, mods) || skipIgnoredNodes(view, dir);
	} else if (code == 38 || mac$2 && code == 80 && mods == "c") return selectVertically(view, -1, mods) || skipIgnoredNodes(view, -1);
	else if (code == 40 || mac$2 && code == 78 && mods == "c") return safariDownArrowBug(view) || selectVertically(view, 1, mods) || skipIgnoredNodes(view, 1);
	else if (mods == (mac$2 ? "m" : "c") && (code == 66 || code == 73 || code == 89 || code == 90)) return true;
	return false;
}
function serializeForClipboard(view, slice) {
	view.someProp("transformCopied", (f) => {
		slice = f(slice, view);
	});
	let context = [], { content, openStart, openEnd } = slice;
	while (openStart > 1 && openEnd > 1 && content.childCount == 1 && content.firstChild.childCount == 1) {
		openStart--;
		openEnd--;
		let node = content.firstChild;
		context.push(node.type.name, node.attrs != node.type.defaultAttrs ? node.attrs : null);
		content = node.content;
	}
	let serializer = view.someProp("clipboardSerializer") || DOMSerializer.fromSchema(view.state.schema);
	let doc = detachedDoc(), wrap = doc.createElement("div");
	wrap.appendChild(serializer.serializeFragment(content, { document: doc }));
	let firstChild = wrap.firstChild, needsWrap, wrappers = 0;
	while (firstChild && isElt(firstChild) && (needsWrap = wrapMap[firstChild.nodeName.toLowerCase()])) {
		for (let i = needsWrap.length - 1; i >= 0; i--) {
			let wrapper = doc.createElement(needsWrap[i]);
			while (wrap.firstChild) wrapper.appendChild(wrap.firstChild);
			wrap.appendChild(wrapper);
			wrappers++;
		}
		firstChild = wrap.firstChild;
	}
	if (firstChild && isElt(firstChild)) firstChild.setAttribute("data-pm-slice", `${openStart} ${openEnd}${wrappers ? ` -${wrappers}` : ""} ${JSON.stringify(context)}`);
	return {
		dom: wrap,
		text: view.someProp("clipboardTextSerializer", (f) => f(slice, view)) || slice.content.textBetween(0, slice.content.size, "\n\n"),
		slice
	};
}
function parseFromClipboard(view, text, html, plainText, $context) {
	let inCode = $context.parent.type.spec.code;
	let dom, slice;
	if (!html && !text) return null;
	let asText = !!text && (plainText || inCode || !html);
	if (asText) {
		view.someProp("transformPastedText", (f) => {
			text = f(text, inCode || plainText, view);
		});
		if (inCode) {
			slice = new Slice(Fragment.from(view.state.schema.text(text.replace(/\r\n?/g, "\n"))), 0, 0);
			view.someProp("transformPasted", (f) => {
				slice = f(slice, view, true);
			});
			return slice;
		}
		let parsed = view.someProp("clipboardTextParser", (f) => f(text, $context, plainText, view));
		if (parsed) slice = parsed;
		else {
			let marks = $context.marks();
			let { schema } = view.state, serializer = DOMSerializer.fromSchema(schema);
			dom = document.createElement("div");
			text.split(/(?:\r\n?|\n)+/).forEach((block) => {
				let p = dom.appendChild(document.createElement("p"));
				if (block) p.appendChild(serializer.serializeNode(schema.text(block, marks)));
			});
		}
	} else {
		view.someProp("transformPastedHTML", (f) => {
			html = f(html, view);
		});
		dom = readHTML(html);
		if (webkit) restoreReplacedSpaces(dom);
	}
	let contextNode = dom && dom.querySelector("[data-pm-slice]");
	let sliceData = contextNode && /^(\d+) (\d+)(?: -(\d+))? (.*)/.exec(contextNode.getAttribute("data-pm-slice") || "");
	if (sliceData && sliceData[3]) for (let i = +sliceData[3]; i > 0; i--) {
		let child = dom.firstChild;
		while (child && !isElt(child)) child = child.nextSibling;
		if (!child) break;
		dom = child;
	}
	if (!slice) slice = (view.someProp("clipboardParser") || view.someProp("domParser") || DOMParser.fromSchema(view.state.schema)).parseSlice(dom, {
		preserveWhitespace: !!(asText || sliceData),
		context: $context,
		ruleFromNode(dom) {
			if (dom.nodeName == "BR" && !dom.nextSibling && dom.parentNode && !inlineParents.test(dom.parentNode.nodeName)) return { ignore: true };
			return null;
		}
	});
	if (sliceData) slice = addContext(closeSlice(slice, +sliceData[1], +sliceData[2]), sliceData[4]);
	else {
		slice = Slice.maxOpen(normalizeSiblings(slice.content, $context), true);
		if (slice.openStart || slice.openEnd) {
			let openStart = 0, openEnd = 0;
			for (let node = slice.content.firstChild; openStart < slice.openStart && !node.type.spec.isolating; openStart++, node = node.firstChild);
			for (let node = slice.content.lastChild; openEnd < slice.openEnd && !node.type.spec.isolating; openEnd++, node = node.lastChild);
			slice = closeSlice(slice, openStart, openEnd);
		}
	}
	view.someProp("transformPasted", (f) => {
		slice = f(slice, view, asText);
	});
	return slice;
}
var inlineParents = /^(a|abbr|acronym|b|cite|code|del|em|i|ins|kbd|label|output|q|ruby|s|samp|span|strong|sub|sup|time|u|tt|var)$/i;
function normalizeSiblings(fragment, $context) {
	if (fragment.childCount < 2) return fragment;
	for (let d = $context.depth; d >= 0; d--) {
		let match = $context.node(d).contentMatchAt($context.index(d));
		let lastWrap, result = [];
		fragment.forEach((node) => {
			if (!result) return;
			let wrap = match.findWrapping(node.type), inLast;
			if (!wrap) return result = null;
			if (inLast = result.length && lastWrap.length && addToSibling(wrap, lastWrap, node, result[result.length - 1], 0)) result[result.length - 1] = inLast;
			else {
				if (result.length) result[result.length - 1] = closeRight(result[result.length - 1], lastWrap.length);
				let wrapped = withWrappers(node, wrap);
				result.push(wrapped);
				match = match.matchType(wrapped.type);
				lastWrap = wrap;
			}
		});
		if (result) return Fragment.from(result);
	}
	return fragment;
}
function withWrappers(node, wrap, from = 0) {
	for (let i = wrap.length - 1; i >= from; i--) node = wrap[i].create(null, Fragment.from(node));
	return node;
}
function addToSibling(wrap, lastWrap, node, sibling, depth) {
	if (depth < wrap.length && depth < lastWrap.length && wrap[depth] == lastWrap[depth]) {
		let inner = addToSibling(wrap, lastWrap, node, sibling.lastChild, depth + 1);
		if (inner) return sibling.copy(sibling.content.replaceChild(sibling.childCount - 1, inner));
		if (sibling.contentMatchAt(sibling.childCount).matchType(depth == wrap.length - 1 ? node.type : wrap[depth + 1])) return sibling.copy(sibling.content.append(Fragment.from(withWrappers(node, wrap, depth + 1))));
	}
}
function closeRight(node, depth) {
	if (depth == 0) return node;
	let fragment = node.content.replaceChild(node.childCount - 1, closeRight(node.lastChild, depth - 1));
	let fill = node.contentMatchAt(node.childCount).fillBefore(Fragment.empty, true);
	return node.copy(fragment.append(fill));
}
function closeRange(fragment, side, from, to, depth, openEnd) {
	let node = side < 0 ? fragment.firstChild : fragment.lastChild, inner = node.content;
	if (fragment.childCount > 1) openEnd = 0;
	if (depth < to - 1) inner = closeRange(inner, side, from, to, depth + 1, openEnd);
	if (depth >= from) inner = side < 0 ? node.contentMatchAt(0).fillBefore(inner, openEnd <= depth).append(inner) : inner.append(node.contentMatchAt(node.childCount).fillBefore(Fragment.empty, true));
	return fragment.replaceChild(side < 0 ? 0 : fragment.childCount - 1, node.copy(inner));
}
function closeSlice(slice, openStart, openEnd) {
	if (openStart < slice.openStart) slice = new Slice(closeRange(slice.content, -1, openStart, slice.openStart, 0, slice.openEnd), openStart, slice.openEnd);
	if (openEnd < slice.openEnd) slice = new Slice(closeRange(slice.content, 1, openEnd, slice.openEnd, 0, 0), slice.openStart, openEnd);
	return slice;
}
var wrapMap = {
	thead: ["table"],
	tbody: ["table"],
	tfoot: ["table"],
	caption: ["table"],
	colgroup: ["table"],
	col: ["table", "colgroup"],
	tr: ["table", "tbody"],
	td: [
		"table",
		"tbody",
		"tr"
	],
	th: [
		"table",
		"tbody",
		"tr"
	]
};
function detachedDoc() {
	return document.implementation.createHTMLDocument("title");
}
var _policy = null;
function maybeWrapTrusted(html) {
	let trustedTypes = window.trustedTypes;
	if (!trustedTypes) return html;
	if (!_policy) {
		if (_policy = trustedTypes.defaultPolicy) try {
			return _policy.createHTML(html);
		} catch (_a) {}
		_policy = trustedTypes.createPolicy("ProseMirrorClipboard", { createHTML: (s) => s });
	}
	return _policy.createHTML(html);
}
function readHTML(html) {
	let metas = /^(\s*<meta [^>]*>)*/.exec(html);
	if (metas) html = html.slice(metas[0].length);
	let doc = detachedDoc(), elt = doc.body;
	let firstTag = /<([a-z][^>\s]+)/i.exec(html), wrap;
	if (wrap = firstTag && wrapMap[firstTag[1].toLowerCase()]) html = wrap.map((n) => "<" + n + ">").join("") + html + wrap.map((n) => "</" + n + ">").reverse().join("");
	elt.innerHTML = maybeWrapTrusted(html);
	if (wrap) for (let i = 0; i < wrap.length; i++) elt = elt.querySelector(wrap[i]) || elt;
	for (let i = 0; i < doc.styleSheets.length; i++) {
		let style = doc.styleSheets[i];
		for (let j = 0; j < style.rules.length; j++) {
			let rule = style.rules[j];
			if (rule instanceof CSSStyleRule) {
				let matches = elt.querySelectorAll(rule.selectorText);
				for (let k = 0; k < matches.length; k++) matches[k].style.cssText += rule.style.cssText;
			}
		}
	}
	return elt;
}
function restoreReplacedSpaces(dom) {
	let nodes = dom.querySelectorAll(chrome ? "span:not([class]):not([style])" : "span.Apple-converted-space");
	for (let i = 0; i < nodes.length; i++) {
		let node = nodes[i];
		if (node.childNodes.length == 1 && node.textContent == "\xA0" && node.parentNode) node.parentNode.replaceChild(dom.ownerDocument.createTextNode(" "), node);
	}
}
function addContext(slice, context) {
	if (!slice.size) return slice;
	let schema = slice.content.firstChild.type.schema, array;
	try {
		array = JSON.parse(context);
	} catch (e) {
		return slice;
	}
	let { content, openStart, openEnd } = slice;
	for (let i = array.length - 2; i >= 0; i -= 2) {
		let type = schema.nodes[array[i]];
		if (!type || type.hasRequiredAttrs()) break;
		try {
			content = Fragment.from(type.create(array[i + 1], content));
		} catch (e) {
			break;
		}
		openStart++;
		openEnd++;
	}
	return new Slice(content, openStart, openEnd);
}
var handlers = {};
var editHandlers = {};
var passiveHandlers = {
	touchstart: true,
	touchmove: true
};
var InputState = class {
	constructor() {
		this.shiftKey = false;
		this.mouseDown = null;
		this.lastKeyCode = null;
		this.lastKeyCodeTime = 0;
		this.lastKeyDispatched = false;
		this.lastClick = {
			time: 0,
			x: 0,
			y: 0,
			type: "",
			button: 0
		};
		this.lastSelectionOrigin = null;
		this.lastSelectionTime = 0;
		this.lastIOSEnter = 0;
		this.lastIOSEnterFallbackTimeout = -1;
		this.lastFocus = 0;
		this.lastTouch = 0;
		this.lastChromeDelete = 0;
		this.composing = false;
		this.compositionNode = null;
		this.composingTimeout = -1;
		this.compositionNodes = [];
		this.compositionEndedAt = -2e8;
		this.compositionID = 1;
		this.badSafariComposition = false;
		this.compositionPendingChanges = 0;
		this.domChangeCount = 0;
		this.eventHandlers = Object.create(null);
		this.hideSelectionGuard = null;
	}
};
function initInput(view) {
	for (let event in handlers) {
		let handler = handlers[event];
		view.dom.addEventListener(event, view.input.eventHandlers[event] = (event) => {
			if (eventBelongsToView(view, event) && !runCustomHandler(view, event) && (view.editable || !(event.type in editHandlers))) handler(view, event);
		}, passiveHandlers[event] ? { passive: true } : void 0);
	}
	if (safari) view.dom.addEventListener("input", () => null);
	ensureListeners(view);
}
function setSelectionOrigin(view, origin) {
	view.input.lastSelectionOrigin = origin;
	view.input.lastSelectionTime = Date.now();
}
function destroyInput(view) {
	if (view.input.mouseDown) view.input.mouseDown.done();
	view.domObserver.stop();
	for (let type in view.input.eventHandlers) view.dom.removeEventListener(type, view.input.eventHandlers[type]);
	clearTimeout(view.input.composingTimeout);
	clearTimeout(view.input.lastIOSEnterFallbackTimeout);
}
function ensureListeners(view) {
	view.someProp("handleDOMEvents", (currentHandlers) => {
		for (let type in currentHandlers) if (!view.input.eventHandlers[type]) view.dom.addEventListener(type, view.input.eventHandlers[type] = (event) => runCustomHandler(view, event));
	});
}
function runCustomHandler(view, event) {
	return view.someProp("handleDOMEvents", (handlers) => {
		let handler = handlers[event.type];
		return handler ? handler(view, event) || event.defaultPrevented : false;
	});
}
function eventBelongsToView(view, event) {
	if (!event.bubbles) return true;
	if (event.defaultPrevented) return false;
	for (let node = event.target; node != view.dom; node = node.parentNode) if (!node || node.nodeType == 11 || node.pmViewDesc && node.pmViewDesc.stopEvent(event)) return false;
	return true;
}
function dispatchEvent(view, event) {
	if (!runCustomHandler(view, event) && handlers[event.type] && (view.editable || !(event.type in editHandlers))) handlers[event.type](view, event);
}
function dispatchKey(view, event) {
	let { input } = view;
	if (input.lastKeyDispatched || view.composing) return false;
	input.lastKeyDispatched = true;
	if (typeof event == "string") event = keyEvent(event == "Backspace" ? 8 : 13, event);
	return view.someProp("handleKeyDown", (f) => f(view, event));
}
editHandlers.keydown = (view, _event) => {
	let event = _event;
	view.input.shiftKey = event.keyCode == 16 || event.shiftKey;
	if (inOrNearComposition(view)) return;
	view.input.lastKeyCode = event.keyCode;
	view.input.lastKeyCodeTime = Date.now();
	view.input.lastKeyDispatched = false;
	if (android && chrome && event.keyCode == 13) return;
	if (event.keyCode != 229) view.domObserver.forceFlush();
	if (ios && event.keyCode == 13 && !event.ctrlKey && !event.altKey && !event.metaKey) {
		let now = Date.now();
		view.input.lastIOSEnter = now;
		view.input.lastIOSEnterFallbackTimeout = setTimeout(() => {
			if (view.input.lastIOSEnter == now) {
				dispatchKey(view, "Enter");
				view.input.lastIOSEnter = 0;
			}
		}, 200);
	} else if (dispatchKey(view, event) || captureKeyDown(view, event)) event.preventDefault();
	else setSelectionOrigin(view, "key");
};
editHandlers.keyup = (view, event) => {
	if (event.keyCode == 16) view.input.shiftKey = false;
};
editHandlers.keypress = (view, _event) => {
	let event = _event;
	if (inOrNearComposition(view) || !event.charCode || event.ctrlKey && !event.altKey || mac$2 && event.metaKey) return;
	if (view.someProp("handleKeyPress", (f) => f(view, event))) {
		event.preventDefault();
		return;
	}
	let sel = view.state.selection;
	if (!(sel instanceof TextSelection) || !sel.$from.sameParent(sel.$to)) {
		let text = String.fromCharCode(event.charCode);
		let deflt = () => view.state.tr.insertText(text).scrollIntoView();
		if (!/[\r\n]/.test(text) && !view.someProp("handleTextInput", (f) => f(view, sel.$from.pos, sel.$to.pos, text, deflt))) view.dispatch(deflt());
		event.preventDefault();
	}
};
function eventCoords(event) {
	return {
		left: event.clientX,
		top: event.clientY
	};
}
function isNear(event, click) {
	let dx = click.x - event.clientX, dy = click.y - event.clientY;
	return dx * dx + dy * dy < 100;
}
function runHandlerOnContext(view, propName, pos, inside, event) {
	if (inside == -1) return false;
	let $pos = view.state.doc.resolve(inside);
	for (let i = $pos.depth + 1; i > 0; i--) if (view.someProp(propName, (f) => i > $pos.depth ? f(view, pos, $pos.nodeAfter, $pos.before(i), event, true) : f(view, pos, $pos.node(i), $pos.before(i), event, false))) return true;
	return false;
}
function updateSelection(view, selection, origin) {
	if (!view.focused) view.focus();
	if (view.state.selection.eq(selection)) return;
	let tr = view.state.tr.setSelection(selection);
	tr.setMeta("pointer", true);
	view.dispatch(tr);
}
function selectClickedLeaf(view, inside) {
	if (inside == -1) return false;
	let $pos = view.state.doc.resolve(inside), node = $pos.nodeAfter;
	if (node && node.isAtom && NodeSelection.isSelectable(node)) {
		updateSelection(view, new NodeSelection($pos));
		return true;
	}
	return false;
}
function selectClickedNode(view, inside) {
	if (inside == -1) return false;
	let sel = view.state.selection, selectedNode, selectAt;
	if (sel instanceof NodeSelection) selectedNode = sel.node;
	let $pos = view.state.doc.resolve(inside);
	for (let i = $pos.depth + 1; i > 0; i--) {
		let node = i > $pos.depth ? $pos.nodeAfter : $pos.node(i);
		if (NodeSelection.isSelectable(node)) {
			if (selectedNode && sel.$from.depth > 0 && i >= sel.$from.depth && $pos.before(sel.$from.depth + 1) == sel.$from.pos) selectAt = $pos.before(sel.$from.depth);
			else selectAt = $pos.before(i);
			break;
		}
	}
	if (selectAt != null) {
		updateSelection(view, NodeSelection.create(view.state.doc, selectAt));
		return true;
	} else return false;
}
function handleSingleClick(view, pos, inside, event, selectNode) {
	return runHandlerOnContext(view, "handleClickOn", pos, inside, event) || view.someProp("handleClick", (f) => f(view, pos, event)) || (selectNode ? selectClickedNode(view, inside) : selectClickedLeaf(view, inside));
}
function handleDoubleClick(view, pos, inside, event) {
	return runHandlerOnContext(view, "handleDoubleClickOn", pos, inside, event) || view.someProp("handleDoubleClick", (f) => f(view, pos, event));
}
function handleTripleClick(view, pos, inside, event) {
	return runHandlerOnContext(view, "handleTripleClickOn", pos, inside, event) || view.someProp("handleTripleClick", (f) => f(view, pos, event)) || defaultTripleClick(view, inside, event);
}
function defaultTripleClick(view, inside, event) {
	if (event.button != 0) return false;
	let selection = selectionForTripleClick(view, inside, true), doc = view.state.doc;
	if (!selection) return false;
	updateSelection(view, selection);
	if (selection instanceof TextSelection && doc.eq(view.state.doc)) view.input.mouseDown = new TripleClickDrag(view, selection);
	return true;
}
function selectionForTripleClick(view, inside, selectNodes) {
	let doc = view.state.doc;
	if (inside == -1) return doc.inlineContent ? TextSelection.create(doc, 0, doc.content.size) : null;
	let $pos = doc.resolve(inside);
	for (let i = $pos.depth + 1; i > 0; i--) {
		let node = i > $pos.depth ? $pos.nodeAfter : $pos.node(i);
		let nodePos = $pos.before(i);
		if (node.inlineContent) return TextSelection.create(doc, nodePos + 1, nodePos + 1 + node.content.size);
		else if (selectNodes && NodeSelection.isSelectable(node)) return NodeSelection.create(doc, nodePos);
	}
	return null;
}
function forceDOMFlush(view) {
	return endComposition(view);
}
var selectNodeModifier = mac$2 ? "metaKey" : "ctrlKey";
handlers.mousedown = (view, _event) => {
	let event = _event;
	view.input.shiftKey = event.shiftKey;
	let flushed = forceDOMFlush(view);
	let now = Date.now(), type = "singleClick";
	if (now - view.input.lastClick.time < 500 && isNear(event, view.input.lastClick) && !event[selectNodeModifier] && view.input.lastClick.button == event.button) {
		if (view.input.lastClick.type == "singleClick") type = "doubleClick";
		else if (view.input.lastClick.type == "doubleClick") type = "tripleClick";
	}
	view.input.lastClick = {
		time: now,
		x: event.clientX,
		y: event.clientY,
		type,
		button: event.button
	};
	if (view.input.mouseDown) view.input.mouseDown.done();
	let pos = view.posAtCoords(eventCoords(event));
	if (!pos) return;
	if (type == "singleClick") view.input.mouseDown = new LeftMouseDown(view, pos, event, !!flushed);
	else if ((type == "doubleClick" ? handleDoubleClick : handleTripleClick)(view, pos.pos, pos.inside, event)) event.preventDefault();
	else setSelectionOrigin(view, "pointer");
};
var MouseDown = class {
	constructor(view) {
		this.view = view;
		this.mightDrag = null;
		view.root.addEventListener("mouseup", this.up = this.up.bind(this));
		view.root.addEventListener("mousemove", this.move = this.move.bind(this));
	}
	up(event) {
		this.done();
	}
	move(event) {
		if (event.buttons == 0) this.done();
	}
	done() {
		this.view.root.removeEventListener("mouseup", this.up);
		this.view.root.removeEventListener("mousemove", this.move);
		if (this.view.input.mouseDown == this) this.view.input.mouseDown = null;
	}
	delaySelUpdate() {
		return false;
	}
};
var LeftMouseDown = class extends MouseDown {
	constructor(view, pos, event, flushed) {
		super(view);
		this.pos = pos;
		this.event = event;
		this.flushed = flushed;
		this.delayedSelectionSync = false;
		this.startDoc = view.state.doc;
		this.selectNode = !!event[selectNodeModifier];
		this.allowDefault = event.shiftKey;
		let targetNode, targetPos;
		if (pos.inside > -1) {
			targetNode = view.state.doc.nodeAt(pos.inside);
			targetPos = pos.inside;
		} else {
			let $pos = view.state.doc.resolve(pos.pos);
			targetNode = $pos.parent;
			targetPos = $pos.depth ? $pos.before() : 0;
		}
		const target = flushed ? null : event.target;
		const targetDesc = target ? view.docView.nearestDesc(target, true) : null;
		this.target = targetDesc && isElt(targetDesc.nodeDOM) ? targetDesc.nodeDOM : null;
		let { selection } = view.state;
		if (event.button == 0 && (targetNode.type.spec.draggable && targetNode.type.spec.selectable !== false || selection instanceof NodeSelection && selection.from <= targetPos && selection.to > targetPos)) this.mightDrag = {
			node: targetNode,
			pos: targetPos,
			addAttr: !!(this.target && !this.target.draggable),
			setUneditable: !!(this.target && gecko && !this.target.hasAttribute("contentEditable"))
		};
		if (this.target && this.mightDrag && (this.mightDrag.addAttr || this.mightDrag.setUneditable)) {
			this.view.domObserver.stop();
			if (this.mightDrag.addAttr) this.target.draggable = true;
			if (this.mightDrag.setUneditable) setTimeout(() => {
				if (this.view.input.mouseDown == this) this.target.setAttribute("contentEditable", "false");
			}, 20);
			this.view.domObserver.start();
		}
		setSelectionOrigin(view, "pointer");
	}
	done() {
		super.done();
		if (this.mightDrag && this.target) {
			this.view.domObserver.stop();
			if (this.mightDrag.addAttr) this.target.removeAttribute("draggable");
			if (this.mightDrag.setUneditable) this.target.removeAttribute("contentEditable");
			this.view.domObserver.start();
		}
		if (this.delayedSelectionSync) setTimeout(() => {
			if (!this.view.isDestroyed) selectionToDOM(this.view);
		});
	}
	up(event) {
		this.done();
		if (!this.view.dom.contains(event.target)) return;
		let pos = this.pos;
		if (this.view.state.doc != this.startDoc) pos = this.view.posAtCoords(eventCoords(event));
		this.updateAllowDefault(event);
		if (this.allowDefault || !pos) setSelectionOrigin(this.view, "pointer");
		else if (handleSingleClick(this.view, pos.pos, pos.inside, event, this.selectNode)) event.preventDefault();
		else if (event.button == 0 && (this.flushed || safari && this.mightDrag && !this.mightDrag.node.isAtom || chrome && !this.view.state.selection.visible && Math.min(Math.abs(pos.pos - this.view.state.selection.from), Math.abs(pos.pos - this.view.state.selection.to)) <= 2)) {
			updateSelection(this.view, Selection.near(this.view.state.doc.resolve(pos.pos)));
			event.preventDefault();
		} else setSelectionOrigin(this.view, "pointer");
	}
	move(event) {
		this.updateAllowDefault(event);
		setSelectionOrigin(this.view, "pointer");
		super.move(event);
	}
	updateAllowDefault(event) {
		if (!this.allowDefault && (Math.abs(this.event.x - event.clientX) > 4 || Math.abs(this.event.y - event.clientY) > 4)) this.allowDefault = true;
	}
	delaySelUpdate() {
		if (!this.allowDefault) return false;
		this.delayedSelectionSync = true;
		return true;
	}
};
var TripleClickDrag = class extends MouseDown {
	constructor(view, startSelection) {
		super(view);
		this.startSelection = startSelection;
		this.startDoc = view.state.doc;
	}
	move(event) {
		if (event.buttons == 0 || this.view.isDestroyed || !this.view.state.doc.eq(this.startDoc)) {
			this.done();
			return;
		}
		event.preventDefault();
		setSelectionOrigin(this.view, "pointer");
		let pos = this.view.posAtCoords(eventCoords(event));
		let target = pos && selectionForTripleClick(this.view, pos.inside, false);
		if (!target) return;
		let { doc } = this.view.state, start = this.startSelection;
		let [anchor, head] = target.from < start.from ? [start.to, target.from] : [start.from, target.to];
		updateSelection(this.view, TextSelection.create(doc, anchor, head));
	}
};
handlers.touchstart = (view) => {
	view.input.lastTouch = Date.now();
	forceDOMFlush(view);
	setSelectionOrigin(view, "pointer");
};
handlers.touchmove = (view) => {
	view.input.lastTouch = Date.now();
	setSelectionOrigin(view, "pointer");
};
handlers.contextmenu = (view) => forceDOMFlush(view);
function inOrNearComposition(view, event) {
	if (view.composing) return true;
	if (safari && Math.abs(Date.now() - view.input.compositionEndedAt) < 500) {
		view.input.compositionEndedAt = -2e8;
		return true;
	}
	return false;
}
var timeoutComposition = android ? 5e3 : -1;
editHandlers.compositionstart = editHandlers.compositionupdate = (view) => {
	if (!view.composing) {
		view.domObserver.flush();
		let { state } = view, $pos = state.selection.$to;
		if (state.selection instanceof TextSelection && state.selection.empty && (state.storedMarks || !$pos.textOffset && $pos.parentOffset && $pos.nodeBefore.marks.some((m) => m.type.spec.inclusive === false) || chrome && windows$1 && selectionBeforeUneditable(view))) {
			view.markCursor = view.state.storedMarks || $pos.marks();
			endComposition(view, true);
			view.markCursor = null;
		} else {
			endComposition(view, !state.selection.empty);
			if (gecko && state.selection.empty && $pos.parentOffset && !$pos.textOffset && $pos.nodeBefore.marks.length) {
				let sel = view.domSelectionRange();
				for (let node = sel.focusNode, offset = sel.focusOffset; node && isElt(node) && offset != 0;) {
					let before = offset < 0 ? node.lastChild : node.childNodes[offset - 1];
					if (!before) break;
					if (isText(before)) {
						let sel = view.domSelection();
						if (sel) sel.collapse(before, before.nodeValue.length);
						break;
					} else {
						node = before;
						offset = -1;
					}
				}
			}
		}
		view.input.composing = true;
	}
	scheduleComposeEnd(view, timeoutComposition);
};
function selectionBeforeUneditable(view) {
	let { focusNode, focusOffset } = view.domSelectionRange();
	if (!focusNode || !isElt(focusNode) || focusOffset >= focusNode.childNodes.length) return false;
	let next = focusNode.childNodes[focusOffset];
	return isElt(next) && next.contentEditable == "false";
}
editHandlers.compositionend = (view, event) => {
	if (view.composing) {
		view.input.composing = false;
		view.input.compositionEndedAt = Date.now();
		view.input.compositionPendingChanges = view.domObserver.pendingRecords().length ? view.input.compositionID : 0;
		view.input.compositionNode = null;
		if (view.input.badSafariComposition) view.domObserver.forceFlush();
		else if (view.input.compositionPendingChanges) Promise.resolve().then(() => view.domObserver.flush());
		view.input.compositionID++;
		scheduleComposeEnd(view, 20);
	}
};
function scheduleComposeEnd(view, delay) {
	clearTimeout(view.input.composingTimeout);
	if (delay > -1) view.input.composingTimeout = setTimeout(() => endComposition(view), delay);
}
function clearComposition(view) {
	if (view.composing) {
		view.input.composing = false;
		view.input.compositionEndedAt = Date.now();
	}
	while (view.input.compositionNodes.length > 0) view.input.compositionNodes.pop().markParentsDirty();
}
function findCompositionNode(view) {
	let sel = view.domSelectionRange();
	if (!sel.focusNode) return null;
	let textBefore = textNodeBefore$1(sel.focusNode, sel.focusOffset);
	let textAfter = textNodeAfter$1(sel.focusNode, sel.focusOffset);
	if (textBefore && textAfter && textBefore != textAfter) {
		let descAfter = textAfter.pmViewDesc, lastChanged = view.domObserver.lastChangedTextNode;
		if (textBefore == lastChanged || textAfter == lastChanged) return lastChanged;
		if (!descAfter || !descAfter.isText(textAfter.nodeValue)) return textAfter;
		else if (view.input.compositionNode == textAfter) {
			let descBefore = textBefore.pmViewDesc;
			if (!(!descBefore || !descBefore.isText(textBefore.nodeValue))) return textAfter;
		}
	}
	return textBefore || textAfter;
}
/**
@internal
*/
function endComposition(view, restarting = false) {
	if (android && view.domObserver.flushingSoon >= 0) return;
	view.domObserver.forceFlush();
	clearComposition(view);
	if (restarting || view.docView && view.docView.dirty) {
		let sel = selectionFromDOM(view), cur = view.state.selection;
		if (sel && !sel.eq(cur)) view.dispatch(view.state.tr.setSelection(sel));
		else if ((view.markCursor || restarting) && !cur.$from.node(cur.$from.sharedDepth(cur.to)).inlineContent) view.dispatch(view.state.tr.deleteSelection());
		else view.updateState(view.state);
		return true;
	}
	return false;
}
function captureCopy(view, dom) {
	if (!view.dom.parentNode) return;
	let wrap = view.dom.parentNode.appendChild(document.createElement("div"));
	wrap.appendChild(dom);
	wrap.style.cssText = "position: fixed; left: -10000px; top: 10px";
	let sel = getSelection(), range = document.createRange();
	range.selectNodeContents(dom);
	view.dom.blur();
	sel.removeAllRanges();
	sel.addRange(range);
	setTimeout(() => {
		if (wrap.parentNode) wrap.parentNode.removeChild(wrap);
		view.focus();
	}, 50);
}
var brokenClipboardAPI = ie$1 && ie_version < 15 || ios && webkit_version < 604;
handlers.copy = editHandlers.cut = (view, _event) => {
	let event = _event;
	let sel = view.state.selection, cut = event.type == "cut";
	if (sel.empty) return;
	let data = brokenClipboardAPI ? null : event.clipboardData;
	let { dom, text } = serializeForClipboard(view, sel.content());
	if (data) {
		event.preventDefault();
		data.clearData();
		data.setData("text/html", dom.innerHTML);
		data.setData("text/plain", text);
	} else captureCopy(view, dom);
	if (cut) view.dispatch(view.state.tr.deleteSelection().scrollIntoView().setMeta("uiEvent", "cut"));
};
function sliceSingleNode(slice) {
	return slice.openStart == 0 && slice.openEnd == 0 && slice.content.childCount == 1 ? slice.content.firstChild : null;
}
function capturePaste(view, event) {
	if (!view.dom.parentNode) return;
	let plainText = view.input.shiftKey || view.state.selection.$from.parent.type.spec.code;
	let target = view.dom.parentNode.appendChild(document.createElement(plainText ? "textarea" : "div"));
	if (!plainText) target.contentEditable = "true";
	target.style.cssText = "position: fixed; left: -10000px; top: 10px";
	target.focus();
	let plain = view.input.shiftKey && view.input.lastKeyCode != 45;
	setTimeout(() => {
		view.focus();
		if (target.parentNode) target.parentNode.removeChild(target);
		if (plainText) doPaste(view, target.value, null, plain, event);
		else doPaste(view, target.textContent, target.innerHTML, plain, event);
	}, 50);
}
function doPaste(view, text, html, preferPlain, event) {
	let slice = parseFromClipboard(view, text, html, preferPlain, view.state.selection.$from);
	if (view.someProp("handlePaste", (f) => f(view, event, slice || Slice.empty))) return true;
	if (!slice) return false;
	let singleNode = sliceSingleNode(slice);
	let tr = singleNode ? view.state.tr.replaceSelectionWith(singleNode, preferPlain) : view.state.tr.replaceSelection(slice);
	view.dispatch(tr.scrollIntoView().setMeta("paste", true).setMeta("uiEvent", "paste"));
	return true;
}
function getText(clipboardData) {
	let text = clipboardData.getData("text/plain") || clipboardData.getData("Text");
	if (text) return text;
	let uris = clipboardData.getData("text/uri-list");
	return uris ? uris.replace(/\r?\n/g, " ") : "";
}
editHandlers.paste = (view, _event) => {
	let event = _event;
	if (view.composing && !android) return;
	let data = brokenClipboardAPI ? null : event.clipboardData;
	let plain = view.input.shiftKey && view.input.lastKeyCode != 45;
	if (data && doPaste(view, getText(data), data.getData("text/html"), plain, event)) event.preventDefault();
	else capturePaste(view, event);
};
var Dragging = class {
	constructor(slice, move, node) {
		this.slice = slice;
		this.move = move;
		this.node = node;
	}
};
var dragCopyModifier = mac$2 ? "altKey" : "ctrlKey";
function dragMoves(view, event) {
	let copy;
	view.someProp("dragCopies", (test) => {
		copy = copy || test(event);
	});
	return copy != null ? !copy : !event[dragCopyModifier];
}
handlers.dragstart = (view, _event) => {
	let event = _event;
	let mouseDown = view.input.mouseDown;
	if (mouseDown) mouseDown.done();
	if (!event.dataTransfer) return;
	let sel = view.state.selection;
	let pos = sel.empty ? null : view.posAtCoords(eventCoords(event));
	let node;
	if (pos && pos.pos >= sel.from && pos.pos <= (sel instanceof NodeSelection ? sel.to - 1 : sel.to));
	else if (mouseDown && mouseDown.mightDrag) node = NodeSelection.create(view.state.doc, mouseDown.mightDrag.pos);
	else if (event.target && isElt(event.target)) {
		let desc = view.docView.nearestDesc(event.target, true);
		if (desc && desc.node.type.spec.draggable && desc != view.docView) node = NodeSelection.create(view.state.doc, desc.posBefore);
	}
	let { dom, text, slice } = serializeForClipboard(view, (node || view.state.selection).content());
	if (!event.dataTransfer.files.length || !chrome || chrome_version > 120) event.dataTransfer.clearData();
	event.dataTransfer.setData(brokenClipboardAPI ? "Text" : "text/html", dom.innerHTML);
	event.dataTransfer.effectAllowed = "copyMove";
	if (!brokenClipboardAPI) event.dataTransfer.setData("text/plain", text);
	view.dragging = new Dragging(slice, dragMoves(view, event), node);
};
handlers.dragend = (view) => {
	let dragging = view.dragging;
	window.setTimeout(() => {
		if (view.dragging == dragging) view.dragging = null;
	}, 50);
};
editHandlers.dragover = editHandlers.dragenter = (_, e) => e.preventDefault();
editHandlers.drop = (view, event) => {
	try {
		handleDrop(view, event, view.dragging);
	} finally {
		view.dragging = null;
	}
};
function handleDrop(view, event, dragging) {
	if (!event.dataTransfer) return;
	let eventPos = view.posAtCoords(eventCoords(event));
	if (!eventPos) return;
	let $mouse = view.state.doc.resolve(eventPos.pos);
	let slice = dragging && dragging.slice;
	if (slice) view.someProp("transformPasted", (f) => {
		slice = f(slice, view, false);
	});
	else slice = parseFromClipboard(view, getText(event.dataTransfer), brokenClipboardAPI ? null : event.dataTransfer.getData("text/html"), false, $mouse);
	let move = !!(dragging && dragMoves(view, event));
	if (view.someProp("handleDrop", (f) => f(view, event, slice || Slice.empty, move))) {
		event.preventDefault();
		return;
	}
	if (!slice) return;
	event.preventDefault();
	let insertPos = slice ? dropPoint(view.state.doc, $mouse.pos, slice) : $mouse.pos;
	if (insertPos == null) insertPos = $mouse.pos;
	let tr = view.state.tr;
	if (move) {
		let { node } = dragging;
		if (node) node.replace(tr);
		else tr.deleteSelection();
	}
	let pos = tr.mapping.map(insertPos);
	let isNode = slice.openStart == 0 && slice.openEnd == 0 && slice.content.childCount == 1;
	let beforeInsert = tr.doc;
	if (isNode) tr.replaceRangeWith(pos, pos, slice.content.firstChild);
	else tr.replaceRange(pos, pos, slice);
	if (tr.doc.eq(beforeInsert)) return;
	let $pos = tr.doc.resolve(pos);
	if (isNode && NodeSelection.isSelectable(slice.content.firstChild) && $pos.nodeAfter && $pos.nodeAfter.sameMarkup(slice.content.firstChild)) tr.setSelection(new NodeSelection($pos));
	else {
		let end = tr.mapping.map(insertPos);
		tr.mapping.maps[tr.mapping.maps.length - 1].forEach((_from, _to, _newFrom, newTo) => end = newTo);
		tr.setSelection(selectionBetween(view, $pos, tr.doc.resolve(end)));
	}
	view.focus();
	view.dispatch(tr.setMeta("uiEvent", "drop"));
}
handlers.focus = (view) => {
	view.input.lastFocus = Date.now();
	if (!view.focused) {
		view.domObserver.stop();
		view.dom.classList.add("ProseMirror-focused");
		view.domObserver.start();
		view.focused = true;
		let startSel = view.domSelectionRange();
		if (!view.domObserver.currentSelection.eq(startSel)) {
			let { focusNode, focusOffset } = startSel;
			setTimeout(() => {
				let newSel = view.domSelectionRange();
				if (newSel.focusNode == focusNode && newSel.focusOffset == focusOffset && view.docView && view.hasFocus()) selectionToDOM(view);
			}, 20);
		}
	}
};
handlers.blur = (view, _event) => {
	let event = _event;
	if (view.focused) {
		view.domObserver.stop();
		view.dom.classList.remove("ProseMirror-focused");
		view.domObserver.start();
		if (event.relatedTarget && view.dom.contains(event.relatedTarget)) view.domObserver.currentSelection.clear();
		view.focused = false;
	}
};
handlers.beforeinput = (view, _event) => {
	if (android && _event.inputType == "deleteContentBackward") {
		view.domObserver.flushSoon();
		let { domChangeCount } = view.input;
		setTimeout(() => {
			if (view.input.domChangeCount != domChangeCount || view.domObserver.pendingRecords().length) return;
			view.dom.blur();
			view.focus();
			if (dispatchKey(view, "Backspace")) return;
			let { $cursor } = view.state.selection;
			if ($cursor && $cursor.pos > 0) view.dispatch(view.state.tr.delete($cursor.pos - 1, $cursor.pos).scrollIntoView());
		}, 50);
	}
};
for (let prop in editHandlers) handlers[prop] = editHandlers[prop];
function compareObjs(a, b) {
	if (a == b) return true;
	for (let p in a) if (a[p] !== b[p]) return false;
	for (let p in b) if (!(p in a)) return false;
	return true;
}
var FragmentCursor = class {
	constructor(frag) {
		this.frag = frag;
		this.index = 0;
		this.off = 0;
	}
	nodeAt(off) {
		while (this.off <= off && this.index < this.frag.childCount) {
			let next = this.frag.child(this.index);
			if (this.off == off) return next;
			this.off += next.nodeSize;
			this.index++;
		}
		return null;
	}
};
var WidgetType = class WidgetType {
	constructor(toDOM, spec) {
		this.toDOM = toDOM;
		this.spec = spec || noSpec;
		this.side = this.spec.side || 0;
	}
	map(mapping, span, offset, oldOffset) {
		let { pos, deleted } = mapping.mapResult(span.from + oldOffset, this.side < 0 ? -1 : 1);
		return deleted ? null : new Decoration(pos - offset, pos - offset, this);
	}
	valid() {
		return true;
	}
	eq(other) {
		return this == other || other instanceof WidgetType && (this.spec.key && this.spec.key == other.spec.key || this.toDOM == other.toDOM && compareObjs(this.spec, other.spec));
	}
	destroy(node) {
		if (this.spec.destroy) this.spec.destroy(node);
	}
};
var InlineType = class InlineType {
	constructor(attrs, spec) {
		this.attrs = attrs;
		this.spec = spec || noSpec;
	}
	map(mapping, span, offset, oldOffset) {
		let from = mapping.map(span.from + oldOffset, this.spec.inclusiveStart ? -1 : 1) - offset;
		let to = mapping.map(span.to + oldOffset, this.spec.inclusiveEnd ? 1 : -1) - offset;
		return from >= to ? null : new Decoration(from, to, this);
	}
	valid(_, span) {
		return span.from < span.to;
	}
	eq(other) {
		return this == other || other instanceof InlineType && compareObjs(this.attrs, other.attrs) && compareObjs(this.spec, other.spec);
	}
	static is(span) {
		return span.type instanceof InlineType;
	}
	destroy() {}
};
var NodeType = class NodeType {
	constructor(attrs, spec) {
		this.attrs = attrs;
		this.spec = spec || noSpec;
	}
	map(mapping, span, offset, oldOffset) {
		let from = mapping.mapResult(span.from + oldOffset, 1);
		if (from.deleted) return null;
		let to = mapping.mapResult(span.to + oldOffset, -1);
		if (to.deleted || to.pos <= from.pos) return null;
		return new Decoration(from.pos - offset, to.pos - offset, this);
	}
	valid(node, span, cursor) {
		let found = cursor.nodeAt(span.from);
		return !!found && !found.isText && span.from + found.nodeSize == span.to;
	}
	eq(other) {
		return this == other || other instanceof NodeType && compareObjs(this.attrs, other.attrs) && compareObjs(this.spec, other.spec);
	}
	destroy() {}
};
/**
Decoration objects can be provided to the view through the
[`decorations` prop](https://prosemirror.net/docs/ref/#view.EditorProps.decorations). They come in
several variants—see the static members of this class for details.
*/
var Decoration = class Decoration {
	/**
	@internal
	*/
	constructor(from, to, type) {
		this.from = from;
		this.to = to;
		this.type = type;
	}
	/**
	@internal
	*/
	copy(from, to) {
		return new Decoration(from, to, this.type);
	}
	/**
	@internal
	*/
	eq(other, offset = 0) {
		return this.type.eq(other.type) && this.from + offset == other.from && this.to + offset == other.to;
	}
	/**
	@internal
	*/
	map(mapping, offset, oldOffset) {
		return this.type.map(mapping, this, offset, oldOffset);
	}
	/**
	Creates a widget decoration, which is a DOM node that's shown in
	the document at the given position. It is recommended that you
	delay rendering the widget by passing a function that will be
	called when the widget is actually drawn in a view, but you can
	also directly pass a DOM node. `getPos` can be used to find the
	widget's current document position.
	*/
	static widget(pos, toDOM, spec) {
		return new Decoration(pos, pos, new WidgetType(toDOM, spec));
	}
	/**
	Creates an inline decoration, which adds the given attributes to
	each inline node between `from` and `to`.
	*/
	static inline(from, to, attrs, spec) {
		return new Decoration(from, to, new InlineType(attrs, spec));
	}
	/**
	Creates a node decoration. `from` and `to` should point precisely
	before and after a node in the document. That node, and only that
	node, will receive the given attributes.
	*/
	static node(from, to, attrs, spec) {
		return new Decoration(from, to, new NodeType(attrs, spec));
	}
	/**
	The spec provided when creating this decoration. Can be useful
	if you've stored extra information in that object.
	*/
	get spec() {
		return this.type.spec;
	}
	/**
	@internal
	*/
	get inline() {
		return this.type instanceof InlineType;
	}
	/**
	@internal
	*/
	get widget() {
		return this.type instanceof WidgetType;
	}
};
var none = [];
var noSpec = {};
/**
A collection of [decorations](https://prosemirror.net/docs/ref/#view.Decoration), organized in such
a way that the drawing algorithm can efficiently use and compare
them. This is a persistent data structure—it is not modified,
updates create a new value.
*/
var DecorationSet = class DecorationSet {
	/**
	@internal
	*/
	constructor(local, children) {
		this.local = local.length ? local : none;
		this.children = children.length ? children : none;
	}
	/**
	Create a set of decorations, using the structure of the given
	document. This will consume (modify) the `decorations` array, so
	you must make a copy if you want need to preserve that.
	*/
	static create(doc, decorations) {
		return decorations.length ? buildTree(decorations, doc, 0, noSpec) : empty;
	}
	/**
	Find all decorations in this set which touch the given range
	(including decorations that start or end directly at the
	boundaries) and match the given predicate on their spec. When
	`start` and `end` are omitted, all decorations in the set are
	considered. When `predicate` isn't given, all decorations are
	assumed to match.
	*/
	find(start, end, predicate) {
		let result = [];
		this.findInner(start == null ? 0 : start, end == null ? 1e9 : end, result, 0, predicate);
		return result;
	}
	findInner(start, end, result, offset, predicate) {
		for (let i = 0; i < this.local.length; i++) {
			let span = this.local[i];
			if (span.from <= end && span.to >= start && (!predicate || predicate(span.spec))) result.push(span.copy(span.from + offset, span.to + offset));
		}
		for (let i = 0; i < this.children.length; i += 3) if (this.children[i] < end && this.children[i + 1] > start) {
			let childOff = this.children[i] + 1;
			this.children[i + 2].findInner(start - childOff, end - childOff, result, offset + childOff, predicate);
		}
	}
	/**
	Map the set of decorations in response to a change in the
	document.
	*/
	map(mapping, doc, options) {
		if (this == empty || mapping.maps.length == 0) return this;
		return this.mapInner(mapping, doc, 0, 0, options || noSpec);
	}
	/**
	@internal
	*/
	mapInner(mapping, node, offset, oldOffset, options) {
		let newLocal;
		if (this.local.length) {
			let cur = new FragmentCursor(node.content);
			for (let i = 0; i < this.local.length; i++) {
				let mapped = this.local[i].map(mapping, offset, oldOffset);
				if (mapped && mapped.type.valid(node, mapped, cur)) (newLocal || (newLocal = [])).push(mapped);
				else if (options.onRemove) options.onRemove(this.local[i].spec);
			}
		}
		if (this.children.length) return mapChildren(this.children, newLocal || [], mapping, node, offset, oldOffset, options);
		else return newLocal ? new DecorationSet(newLocal.sort(byPos), none) : empty;
	}
	/**
	Add the given array of decorations to the ones in the set,
	producing a new set. Consumes the `decorations` array. Needs
	access to the current document to create the appropriate tree
	structure.
	*/
	add(doc, decorations) {
		if (!decorations.length) return this;
		if (this == empty) return DecorationSet.create(doc, decorations);
		return this.addInner(doc, decorations, 0);
	}
	addInner(doc, decorations, offset) {
		let children, childIndex = 0;
		doc.forEach((childNode, childOffset) => {
			let baseOffset = childOffset + offset, found;
			if (!(found = takeSpansForNode(decorations, childNode, baseOffset))) return;
			if (!children) children = this.children.slice();
			while (childIndex < children.length && children[childIndex] < childOffset) childIndex += 3;
			if (children[childIndex] == childOffset) children[childIndex + 2] = children[childIndex + 2].addInner(childNode, found, baseOffset + 1);
			else children.splice(childIndex, 0, childOffset, childOffset + childNode.nodeSize, buildTree(found, childNode, baseOffset + 1, noSpec));
			childIndex += 3;
		});
		let local = moveSpans(childIndex ? withoutNulls(decorations) : decorations, -offset);
		if (local.length) {
			let cur = new FragmentCursor(doc.content);
			for (let i = 0; i < local.length; i++) if (!local[i].type.valid(doc, local[i], cur)) local.splice(i--, 1);
		}
		return new DecorationSet(local.length ? this.local.concat(local).sort(byPos) : this.local, children || this.children);
	}
	/**
	Create a new set that contains the decorations in this set, minus
	the ones in the given array.
	*/
	remove(decorations) {
		if (decorations.length == 0 || this == empty) return this;
		return this.removeInner(decorations, 0);
	}
	removeInner(decorations, offset) {
		let children = this.children, local = this.local;
		for (let i = 0; i < children.length; i += 3) {
			let found;
			let from = children[i] + offset, to = children[i + 1] + offset;
			for (let j = 0, span; j < decorations.length; j++) if (span = decorations[j]) {
				if (span.from > from && span.to < to) {
					decorations[j] = null;
					(found || (found = [])).push(span);
				}
			}
			if (!found) continue;
			if (children == this.children) children = this.children.slice();
			let removed = children[i + 2].removeInner(found, from + 1);
			if (removed != empty) children[i + 2] = removed;
			else {
				children.splice(i, 3);
				i -= 3;
			}
		}
		if (local.length) {
			for (let i = 0, span; i < decorations.length; i++) if (span = decorations[i]) {
				for (let j = 0; j < local.length; j++) if (local[j].eq(span, offset)) {
					if (local == this.local) local = this.local.slice();
					local.splice(j--, 1);
				}
			}
		}
		if (children == this.children && local == this.local) return this;
		return local.length || children.length ? new DecorationSet(local, children) : empty;
	}
	forChild(offset, node) {
		if (this == empty) return this;
		if (node.isLeaf) return DecorationSet.empty;
		let child, local;
		for (let i = 0; i < this.children.length; i += 3) if (this.children[i] >= offset) {
			if (this.children[i] == offset) child = this.children[i + 2];
			break;
		}
		let start = offset + 1, end = start + node.content.size;
		for (let i = 0; i < this.local.length; i++) {
			let dec = this.local[i];
			if (dec.from < end && dec.to > start && dec.type instanceof InlineType) {
				let from = Math.max(start, dec.from) - start, to = Math.min(end, dec.to) - start;
				if (from < to) (local || (local = [])).push(dec.copy(from, to));
			}
		}
		if (local) {
			let localSet = new DecorationSet(local.sort(byPos), none);
			return child ? new DecorationGroup([localSet, child]) : localSet;
		}
		return child || empty;
	}
	/**
	@internal
	*/
	eq(other) {
		if (this == other) return true;
		if (!(other instanceof DecorationSet) || this.local.length != other.local.length || this.children.length != other.children.length) return false;
		for (let i = 0; i < this.local.length; i++) if (!this.local[i].eq(other.local[i])) return false;
		for (let i = 0; i < this.children.length; i += 3) if (this.children[i] != other.children[i] || this.children[i + 1] != other.children[i + 1] || !this.children[i + 2].eq(other.children[i + 2])) return false;
		return true;
	}
	/**
	@internal
	*/
	locals(node) {
		return removeOverlap(this.localsInner(node));
	}
	/**
	@internal
	*/
	localsInner(node) {
		if (this == empty) return none;
		if (node.inlineContent || !this.local.some(InlineType.is)) return this.local;
		let result = [];
		for (let i = 0; i < this.local.length; i++) if (!(this.local[i].type instanceof InlineType)) result.push(this.local[i]);
		return result;
	}
	forEachSet(f) {
		f(this);
	}
};
/**
The empty set of decorations.
*/
DecorationSet.empty = new DecorationSet([], []);
/**
@internal
*/
DecorationSet.removeOverlap = removeOverlap;
var empty = DecorationSet.empty;
var DecorationGroup = class DecorationGroup {
	constructor(members) {
		this.members = members;
	}
	map(mapping, doc) {
		const mappedDecos = this.members.map((member) => member.map(mapping, doc, noSpec));
		return DecorationGroup.from(mappedDecos);
	}
	forChild(offset, child) {
		if (child.isLeaf) return DecorationSet.empty;
		let found = [];
		for (let i = 0; i < this.members.length; i++) {
			let result = this.members[i].forChild(offset, child);
			if (result == empty) continue;
			if (result instanceof DecorationGroup) found = found.concat(result.members);
			else found.push(result);
		}
		return DecorationGroup.from(found);
	}
	eq(other) {
		if (!(other instanceof DecorationGroup) || other.members.length != this.members.length) return false;
		for (let i = 0; i < this.members.length; i++) if (!this.members[i].eq(other.members[i])) return false;
		return true;
	}
	locals(node) {
		let result, sorted = true;
		for (let i = 0; i < this.members.length; i++) {
			let locals = this.members[i].localsInner(node);
			if (!locals.length) continue;
			if (!result) result = locals;
			else {
				if (sorted) {
					result = result.slice();
					sorted = false;
				}
				for (let j = 0; j < locals.length; j++) result.push(locals[j]);
			}
		}
		return result ? removeOverlap(sorted ? result : result.sort(byPos)) : none;
	}
	static from(members) {
		switch (members.length) {
			case 0: return empty;
			case 1: return members[0];
			default: return new DecorationGroup(members.every((m) => m instanceof DecorationSet) ? members : members.reduce((r, m) => r.concat(m instanceof DecorationSet ? m : m.members), []));
		}
	}
	forEachSet(f) {
		for (let i = 0; i < this.members.length; i++) this.members[i].forEachSet(f);
	}
};
function mapChildren(oldChildren, newLocal, mapping, node, offset, oldOffset, options) {
	let children = oldChildren.slice();
	for (let i = 0, baseOffset = oldOffset; i < mapping.maps.length; i++) {
		let moved = 0;
		mapping.maps[i].forEach((oldStart, oldEnd, newStart, newEnd) => {
			let dSize = newEnd - newStart - (oldEnd - oldStart);
			for (let i = 0; i < children.length; i += 3) {
				let end = children[i + 1];
				if (end < 0 || oldStart > end + baseOffset - moved) continue;
				let start = children[i] + baseOffset - moved;
				if (oldEnd >= start) children[i + 1] = oldStart <= start ? -2 : -1;
				else if (oldStart >= baseOffset && dSize) {
					children[i] += dSize;
					children[i + 1] += dSize;
				}
			}
			moved += dSize;
		});
		baseOffset = mapping.maps[i].map(baseOffset, -1);
	}
	let mustRebuild = false;
	for (let i = 0; i < children.length; i += 3) if (children[i + 1] < 0) {
		if (children[i + 1] == -2) {
			mustRebuild = true;
			children[i + 1] = -1;
			continue;
		}
		let from = mapping.map(oldChildren[i] + oldOffset), fromLocal = from - offset;
		if (fromLocal < 0 || fromLocal >= node.content.size) {
			mustRebuild = true;
			continue;
		}
		let toLocal = mapping.map(oldChildren[i + 1] + oldOffset, -1) - offset;
		let { index, offset: childOffset } = node.content.findIndex(fromLocal);
		let childNode = node.maybeChild(index);
		if (childNode && childOffset == fromLocal && childOffset + childNode.nodeSize == toLocal) {
			let mapped = children[i + 2].mapInner(mapping, childNode, from + 1, oldChildren[i] + oldOffset + 1, options);
			if (mapped != empty) {
				children[i] = fromLocal;
				children[i + 1] = toLocal;
				children[i + 2] = mapped;
			} else {
				children[i + 1] = -2;
				mustRebuild = true;
			}
		} else mustRebuild = true;
	}
	if (mustRebuild) {
		let built = buildTree(mapAndGatherRemainingDecorations(children, oldChildren, newLocal, mapping, offset, oldOffset, options), node, 0, options);
		newLocal = built.local;
		for (let i = 0; i < children.length; i += 3) if (children[i + 1] < 0) {
			children.splice(i, 3);
			i -= 3;
		}
		for (let i = 0, j = 0; i < built.children.length; i += 3) {
			let from = built.children[i];
			while (j < children.length && children[j] < from) j += 3;
			children.splice(j, 0, built.children[i], built.children[i + 1], built.children[i + 2]);
		}
	}
	return new DecorationSet(newLocal.sort(byPos), children);
}
function moveSpans(spans, offset) {
	if (!offset || !spans.length) return spans;
	let result = [];
	for (let i = 0; i < spans.length; i++) {
		let span = spans[i];
		result.push(new Decoration(span.from + offset, span.to + offset, span.type));
	}
	return result;
}
function mapAndGatherRemainingDecorations(children, oldChildren, decorations, mapping, offset, oldOffset, options) {
	function gather(set, oldOffset) {
		for (let i = 0; i < set.local.length; i++) {
			let mapped = set.local[i].map(mapping, offset, oldOffset);
			if (mapped) decorations.push(mapped);
			else if (options.onRemove) options.onRemove(set.local[i].spec);
		}
		for (let i = 0; i < set.children.length; i += 3) gather(set.children[i + 2], set.children[i] + oldOffset + 1);
	}
	for (let i = 0; i < children.length; i += 3) if (children[i + 1] == -1) gather(children[i + 2], oldChildren[i] + oldOffset + 1);
	return decorations;
}
function takeSpansForNode(spans, node, offset) {
	if (node.isLeaf) return null;
	let end = offset + node.nodeSize, found = null;
	for (let i = 0, span; i < spans.length; i++) if ((span = spans[i]) && span.from > offset && span.to < end) {
		(found || (found = [])).push(span);
		spans[i] = null;
	}
	return found;
}
function withoutNulls(array) {
	let result = [];
	for (let i = 0; i < array.length; i++) if (array[i] != null) result.push(array[i]);
	return result;
}
function buildTree(spans, node, offset, options) {
	let children = [], hasNulls = false;
	node.forEach((childNode, localStart) => {
		let found = takeSpansForNode(spans, childNode, localStart + offset);
		if (found) {
			hasNulls = true;
			let subtree = buildTree(found, childNode, offset + localStart + 1, options);
			if (subtree != empty) children.push(localStart, localStart + childNode.nodeSize, subtree);
		}
	});
	let locals = moveSpans(hasNulls ? withoutNulls(spans) : spans, -offset).sort(byPos);
	if (locals.length) {
		let cur = new FragmentCursor(node.content);
		for (let i = 0; i < locals.length; i++) if (!locals[i].type.valid(node, locals[i], cur)) {
			if (options.onRemove) options.onRemove(locals[i].spec);
			locals.splice(i--, 1);
		}
	}
	return locals.length || children.length ? new DecorationSet(locals, children) : empty;
}
function byPos(a, b) {
	return a.from - b.from || a.to - b.to;
}
function removeOverlap(spans) {
	let working = spans;
	for (let i = 0; i < working.length - 1; i++) {
		let span = working[i];
		if (span.from != span.to) for (let j = i + 1; j < working.length; j++) {
			let next = working[j];
			if (next.from == span.from) {
				if (next.to != span.to) {
					if (working == spans) working = spans.slice();
					working[j] = next.copy(next.from, span.to);
					insertAhead(working, j + 1, next.copy(span.to, next.to));
				}
				continue;
			} else {
				if (next.from < span.to) {
					if (working == spans) working = spans.slice();
					working[i] = span.copy(span.from, next.from);
					insertAhead(working, j, span.copy(next.from, span.to));
				}
				break;
			}
		}
	}
	return working;
}
function insertAhead(array, i, deco) {
	while (i < array.length && byPos(deco, array[i]) > 0) i++;
	array.splice(i, 0, deco);
}
function viewDecorations(view) {
	let found = [];
	view.someProp("decorations", (f) => {
		let result = f(view.state);
		if (result && result != empty) found.push(result);
	});
	if (view.cursorWrapper) found.push(DecorationSet.create(view.state.doc, [view.cursorWrapper.deco]));
	return DecorationGroup.from(found);
}
var observeOptions = {
	childList: true,
	characterData: true,
	characterDataOldValue: true,
	attributes: true,
	attributeOldValue: true,
	subtree: true
};
var useCharData = ie$1 && ie_version <= 11;
var SelectionState = class {
	constructor() {
		this.anchorNode = null;
		this.anchorOffset = 0;
		this.focusNode = null;
		this.focusOffset = 0;
	}
	set(sel) {
		this.anchorNode = sel.anchorNode;
		this.anchorOffset = sel.anchorOffset;
		this.focusNode = sel.focusNode;
		this.focusOffset = sel.focusOffset;
	}
	clear() {
		this.anchorNode = this.focusNode = null;
	}
	eq(sel) {
		return sel.anchorNode == this.anchorNode && sel.anchorOffset == this.anchorOffset && sel.focusNode == this.focusNode && sel.focusOffset == this.focusOffset;
	}
};
var DOMObserver = class {
	constructor(view, handleDOMChange) {
		this.view = view;
		this.handleDOMChange = handleDOMChange;
		this.queue = [];
		this.flushingSoon = -1;
		this.observer = null;
		this.currentSelection = new SelectionState();
		this.onCharData = null;
		this.suppressingSelectionUpdates = false;
		this.lastChangedTextNode = null;
		this.observer = window.MutationObserver && new window.MutationObserver((mutations) => {
			for (let i = 0; i < mutations.length; i++) this.queue.push(mutations[i]);
			if (ie$1 && ie_version <= 11 && mutations.some((m) => m.type == "childList" && m.removedNodes.length || m.type == "characterData" && m.oldValue.length > m.target.nodeValue.length)) this.flushSoon();
			else if (safari && view.composing && mutations.some((m) => m.type == "childList" && m.target.nodeName == "TR")) {
				view.input.badSafariComposition = true;
				this.flushSoon();
			} else this.flush();
		});
		if (useCharData) this.onCharData = (e) => {
			this.queue.push({
				target: e.target,
				type: "characterData",
				oldValue: e.prevValue
			});
			this.flushSoon();
		};
		this.onSelectionChange = this.onSelectionChange.bind(this);
	}
	flushSoon() {
		if (this.flushingSoon < 0) this.flushingSoon = window.setTimeout(() => {
			this.flushingSoon = -1;
			this.flush();
		}, 20);
	}
	forceFlush() {
		if (this.flushingSoon > -1) {
			window.clearTimeout(this.flushingSoon);
			this.flushingSoon = -1;
			this.flush();
		}
	}
	start() {
		if (this.observer) {
			this.observer.takeRecords();
			this.observer.observe(this.view.dom, observeOptions);
		}
		if (this.onCharData) this.view.dom.addEventListener("DOMCharacterDataModified", this.onCharData);
		this.connectSelection();
	}
	stop() {
		if (this.observer) {
			let take = this.observer.takeRecords();
			if (take.length) {
				for (let i = 0; i < take.length; i++) this.queue.push(take[i]);
				window.setTimeout(() => this.flush(), 20);
			}
			this.observer.disconnect();
		}
		if (this.onCharData) this.view.dom.removeEventListener("DOMCharacterDataModified", this.onCharData);
		this.disconnectSelection();
	}
	connectSelection() {
		this.view.dom.ownerDocument.addEventListener("selectionchange", this.onSelectionChange);
	}
	disconnectSelection() {
		this.view.dom.ownerDocument.removeEventListener("selectionchange", this.onSelectionChange);
	}
	suppressSelectionUpdates() {
		this.suppressingSelectionUpdates = true;
		setTimeout(() => this.suppressingSelectionUpdates = false, 50);
	}
	onSelectionChange() {
		if (!hasFocusAndSelection(this.view)) return;
		if (this.suppressingSelectionUpdates) return selectionToDOM(this.view);
		if (ie$1 && ie_version <= 11 && !this.view.state.selection.empty) {
			let sel = this.view.domSelectionRange();
			if (sel.focusNode && isEquivalentPosition(sel.focusNode, sel.focusOffset, sel.anchorNode, sel.anchorOffset)) return this.flushSoon();
		}
		this.flush();
	}
	setCurSelection() {
		this.currentSelection.set(this.view.domSelectionRange());
	}
	ignoreSelectionChange(sel) {
		if (!sel.focusNode) return true;
		let ancestors = /* @__PURE__ */ new Set(), container;
		for (let scan = sel.focusNode; scan; scan = parentNode(scan)) ancestors.add(scan);
		for (let scan = sel.anchorNode; scan; scan = parentNode(scan)) if (ancestors.has(scan)) {
			container = scan;
			break;
		}
		let desc = container && this.view.docView.nearestDesc(container);
		if (desc && desc.ignoreMutation({
			type: "selection",
			target: isText(container) ? container.parentNode : container
		})) {
			this.setCurSelection();
			return true;
		}
	}
	pendingRecords() {
		if (this.observer) for (let mut of this.observer.takeRecords()) this.queue.push(mut);
		return this.queue;
	}
	flush() {
		let { view } = this;
		if (!view.docView || this.flushingSoon > -1) return;
		let mutations = this.pendingRecords();
		if (mutations.length) this.queue = [];
		let selRange, newSel = false;
		if (!this.suppressingSelectionUpdates && hasFocusAndSelection(view)) {
			selRange = view.domSelectionRange();
			newSel = !this.currentSelection.eq(selRange) && !this.ignoreSelectionChange(selRange);
		}
		let from = -1, to = -1, typeOver = false, added = [];
		if (view.editable) for (let i = 0; i < mutations.length; i++) {
			let result = this.registerMutation(mutations[i], added);
			if (result) {
				from = from < 0 ? result.from : Math.min(result.from, from);
				to = to < 0 ? result.to : Math.max(result.to, to);
				if (result.typeOver) typeOver = true;
			}
		}
		if (added.some((n) => n.nodeName == "BR") && (view.input.lastKeyCode == 8 || view.input.lastKeyCode == 46 || chrome && (view.composing || view.input.compositionEndedAt > Date.now() - 50) && mutations.some((m) => m.type == "childList" && m.removedNodes.length))) {
			for (let node of added) if (node.nodeName == "BR" && node.parentNode) {
				let after = node.nextSibling;
				while (after && isElt(after)) {
					if (after.contentEditable == "false") {
						node.parentNode.removeChild(node);
						break;
					}
					after = after.firstChild;
				}
			}
		} else if (gecko && added.length) {
			let brs = added.filter((n) => n.nodeName == "BR");
			if (brs.length == 2) {
				let [a, b] = brs;
				if (a.parentNode && a.parentNode.parentNode == b.parentNode) b.remove();
				else a.remove();
			} else {
				let { focusNode } = this.currentSelection;
				for (let br of brs) {
					let parent = br.parentNode;
					if (parent && parent.nodeName == "LI" && (!focusNode || blockParent(view, focusNode) != parent)) br.remove();
				}
			}
		}
		let readSel = null;
		if (from < 0 && newSel && view.input.lastFocus > Date.now() - 200 && Math.max(view.input.lastTouch, view.input.lastClick.time) < Date.now() - 300 && selectionCollapsed(selRange) && (readSel = selectionFromDOM(view)) && readSel.eq(Selection.near(view.state.doc.resolve(0), 1))) {
			view.input.lastFocus = 0;
			selectionToDOM(view);
			this.currentSelection.set(selRange);
			view.scrollToSelection();
		} else if (from > -1 || newSel) {
			if (from > -1) {
				view.docView.markDirty(from, to);
				checkCSS(view);
			}
			if (view.input.badSafariComposition) {
				view.input.badSafariComposition = false;
				fixUpBadSafariComposition(view, added);
			}
			this.handleDOMChange(from, to, typeOver, added);
			if (view.docView && view.docView.dirty) view.updateState(view.state);
			else if (selRange && !this.currentSelection.eq(selRange)) selectionToDOM(view);
			if (selRange) this.currentSelection.set(selRange);
		}
	}
	registerMutation(mut, added) {
		if (added.indexOf(mut.target) > -1) return null;
		let desc = this.view.docView.nearestDesc(mut.target);
		if (mut.type == "attributes" && (desc == this.view.docView || mut.attributeName == "contenteditable" || mut.attributeName == "style" && !mut.oldValue && !mut.target.getAttribute("style"))) return null;
		if (!desc || desc.ignoreMutation(mut)) return null;
		if (mut.type == "childList") {
			for (let i = 0; i < mut.addedNodes.length; i++) {
				let node = mut.addedNodes[i];
				added.push(node);
				if (isText(node)) this.lastChangedTextNode = node;
			}
			if (desc.contentDOM && desc.contentDOM != desc.dom && !desc.contentDOM.contains(mut.target)) return {
				from: desc.posBefore,
				to: desc.posAfter
			};
			let prev = mut.previousSibling, next = mut.nextSibling;
			if (ie$1 && ie_version <= 11 && mut.addedNodes.length) for (let i = 0; i < mut.addedNodes.length; i++) {
				let { previousSibling, nextSibling } = mut.addedNodes[i];
				if (!previousSibling || Array.prototype.indexOf.call(mut.addedNodes, previousSibling) < 0) prev = previousSibling;
				if (!nextSibling || Array.prototype.indexOf.call(mut.addedNodes, nextSibling) < 0) next = nextSibling;
			}
			let fromOffset = prev && prev.parentNode == mut.target ? domIndex(prev) + 1 : 0;
			let from = desc.localPosFromDOM(mut.target, fromOffset, -1);
			let toOffset = next && next.parentNode == mut.target ? domIndex(next) : mut.target.childNodes.length;
			return {
				from,
				to: desc.localPosFromDOM(mut.target, toOffset, 1)
			};
		} else if (mut.type == "attributes") return {
			from: desc.posAtStart - desc.border,
			to: desc.posAtEnd + desc.border
		};
		else {
			this.lastChangedTextNode = mut.target;
			return {
				from: desc.posAtStart,
				to: desc.posAtEnd,
				typeOver: mut.target.nodeValue == mut.oldValue
			};
		}
	}
};
var cssChecked = /* @__PURE__ */ new WeakMap();
var cssCheckWarned = false;
function checkCSS(view) {
	if (cssChecked.has(view)) return;
	cssChecked.set(view, null);
	if ([
		"normal",
		"nowrap",
		"pre-line"
	].indexOf(getComputedStyle(view.dom).whiteSpace) !== -1) {
		view.requiresGeckoHackNode = gecko;
		if (cssCheckWarned) return;
		console["warn"]("ProseMirror expects the CSS white-space property to be set, preferably to 'pre-wrap'. It is recommended to load style/prosemirror.css from the prosemirror-view package.");
		cssCheckWarned = true;
	}
}
function rangeToSelectionRange(view, range) {
	let anchorNode = range.startContainer, anchorOffset = range.startOffset;
	let focusNode = range.endContainer, focusOffset = range.endOffset;
	let currentAnchor = view.domAtPos(view.state.selection.anchor);
	if (isEquivalentPosition(currentAnchor.node, currentAnchor.offset, focusNode, focusOffset)) [anchorNode, anchorOffset, focusNode, focusOffset] = [
		focusNode,
		focusOffset,
		anchorNode,
		anchorOffset
	];
	return {
		anchorNode,
		anchorOffset,
		focusNode,
		focusOffset
	};
}
function safariShadowSelectionRange(view, selection) {
	if (selection.getComposedRanges) {
		let range = selection.getComposedRanges(view.root)[0];
		if (range) return rangeToSelectionRange(view, range);
	}
	let found;
	function read(event) {
		event.preventDefault();
		event.stopImmediatePropagation();
		found = event.getTargetRanges()[0];
	}
	view.dom.addEventListener("beforeinput", read, true);
	document.execCommand("indent");
	view.dom.removeEventListener("beforeinput", read, true);
	return found ? rangeToSelectionRange(view, found) : null;
}
function blockParent(view, node) {
	for (let p = node.parentNode; p && p != view.dom; p = p.parentNode) {
		let desc = view.docView.nearestDesc(p, true);
		if (desc && desc.node.isBlock) return p;
	}
	return null;
}
function fixUpBadSafariComposition(view, addedNodes) {
	var _a;
	let { focusNode, focusOffset } = view.domSelectionRange();
	for (let node of addedNodes) if (((_a = node.parentNode) === null || _a === void 0 ? void 0 : _a.nodeName) == "TR") {
		let nextCell = node.nextSibling;
		while (nextCell && nextCell.nodeName != "TD" && nextCell.nodeName != "TH") nextCell = nextCell.nextSibling;
		if (nextCell) {
			let parent = nextCell;
			for (;;) {
				let first = parent.firstChild;
				if (!first || !isElt(first) || first.contentEditable == "false" || /^(BR|IMG)$/.test(first.nodeName)) break;
				parent = first;
			}
			parent.insertBefore(node, parent.firstChild);
			if (focusNode == node) view.domSelection().collapse(node, focusOffset);
		} else node.parentNode.removeChild(node);
	}
}
function parseBetween(view, from_, to_, addedNodes) {
	let { node: parent, fromOffset, toOffset, from, to } = view.docView.parseRange(from_, to_);
	let domSel = view.domSelectionRange();
	let find;
	let anchor = domSel.anchorNode;
	if (anchor && contains(view.dom, anchor)) {
		find = [{
			node: anchor,
			offset: domSel.anchorOffset
		}];
		if (!selectionCollapsed(domSel)) find.push({
			node: domSel.focusNode,
			offset: domSel.focusOffset
		});
	}
	if (chrome && view.input.lastKeyCode === 8) for (let off = toOffset; off > fromOffset; off--) {
		let node = parent.childNodes[off - 1], desc = node.pmViewDesc;
		if (node.nodeName == "BR" && !desc) {
			toOffset = off;
			break;
		}
		if (!desc || desc.size) break;
	}
	let startDoc = view.state.doc;
	let parser = view.someProp("domParser") || DOMParser.fromSchema(view.state.schema);
	let $from = startDoc.resolve(from);
	let sel = null, doc = parser.parse(parent, {
		topNode: $from.parent,
		topMatch: $from.parent.contentMatchAt($from.index()),
		topOpen: true,
		from: fromOffset,
		to: toOffset,
		preserveWhitespace: $from.parent.type.whitespace == "pre" ? "full" : true,
		findPositions: find,
		ruleFromNode: ruleFromNode(addedNodes),
		context: $from
	});
	if (find && find[0].pos != null) {
		let anchor = find[0].pos, head = find[1] && find[1].pos;
		if (head == null) head = anchor;
		sel = {
			anchor: anchor + from,
			head: head + from
		};
	}
	return {
		doc,
		sel,
		from,
		to
	};
}
var ruleFromNode = (added) => (dom) => {
	let desc = dom.pmViewDesc;
	if (desc) return desc.parseRule(added);
	else if (dom.nodeName == "BR" && dom.parentNode) {
		if (safari && /^(ul|ol)$/i.test(dom.parentNode.nodeName)) {
			let skip = document.createElement("div");
			skip.appendChild(document.createElement("li"));
			return { skip };
		} else if (dom.parentNode.lastChild == dom || safari && /^(tr|table)$/i.test(dom.parentNode.nodeName)) return { ignore: true };
	} else if (dom.nodeName == "IMG" && dom.getAttribute("mark-placeholder")) return { ignore: true };
	return null;
};
var isInline = /^(a|abbr|acronym|b|bd[io]|big|br|button|cite|code|data(list)?|del|dfn|em|i|img|ins|kbd|label|map|mark|meter|output|q|ruby|s|samp|small|span|strong|su[bp]|time|u|tt|var)$/i;
function readDOMChange(view, from, to, typeOver, addedNodes) {
	let compositionID = view.input.compositionPendingChanges || (view.composing ? view.input.compositionID : 0);
	view.input.compositionPendingChanges = 0;
	if (from < 0) {
		let origin = view.input.lastSelectionTime > Date.now() - 50 ? view.input.lastSelectionOrigin : null;
		let newSel = selectionFromDOM(view, origin);
		if (newSel && !view.state.selection.eq(newSel)) {
			if (chrome && android && view.input.lastKeyCode === 13 && Date.now() - 100 < view.input.lastKeyCodeTime && dispatchKey(view, "Enter")) return;
			let tr = view.state.tr.setSelection(newSel);
			if (origin == "pointer") tr.setMeta("pointer", true);
			else if (origin == "key") tr.scrollIntoView();
			if (compositionID) tr.setMeta("composition", compositionID);
			view.dispatch(tr);
		}
		return;
	}
	let $before = view.state.doc.resolve(from);
	let shared = $before.sharedDepth(to);
	from = $before.before(shared + 1);
	to = view.state.doc.resolve(to).after(shared + 1);
	let sel = view.state.selection;
	let parse = parseBetween(view, from, to, addedNodes);
	let doc = view.state.doc, compare = doc.slice(parse.from, parse.to);
	let preferredPos, preferredSide;
	if (view.input.lastKeyCode === 8 && Date.now() - 100 < view.input.lastKeyCodeTime) {
		preferredPos = view.state.selection.to;
		preferredSide = "end";
	} else {
		preferredPos = view.state.selection.from;
		preferredSide = "start";
	}
	view.input.lastKeyCode = null;
	let change = findDiff(compare.content, parse.doc.content, parse.from, preferredPos, preferredSide);
	if (change) view.input.domChangeCount++;
	if ((ios && view.input.lastIOSEnter > Date.now() - 225 || android) && addedNodes.some((n) => isElt(n) && !isInline.test(n.nodeName)) && (!change || change.endA >= change.endB) && dispatchKey(view, "Enter")) {
		view.input.lastIOSEnter = 0;
		return;
	}
	if (!change) {
		if (typeOver && sel instanceof TextSelection && !sel.empty && sel.$head.sameParent(sel.$anchor) && !view.composing && !(parse.sel && parse.sel.anchor != parse.sel.head)) change = {
			start: sel.from,
			endA: sel.to,
			endB: sel.to
		};
		else {
			if (parse.sel) {
				let sel = resolveSelection(view, view.state.doc, parse.sel);
				if (sel && !sel.eq(view.state.selection)) {
					let tr = view.state.tr.setSelection(sel);
					if (compositionID) tr.setMeta("composition", compositionID);
					view.dispatch(tr);
				}
			}
			return;
		}
	}
	if (view.state.selection.from < view.state.selection.to && change.start == change.endB && view.state.selection instanceof TextSelection) {
		if (change.start > view.state.selection.from && change.start <= view.state.selection.from + 2 && view.state.selection.from >= parse.from) change.start = view.state.selection.from;
		else if (change.endA < view.state.selection.to && change.endA >= view.state.selection.to - 2 && view.state.selection.to <= parse.to) {
			change.endB += view.state.selection.to - change.endA;
			change.endA = view.state.selection.to;
		}
	}
	if (ie$1 && ie_version <= 11 && change.endB == change.start + 1 && change.endA == change.start && change.start > parse.from && parse.doc.textBetween(change.start - parse.from - 1, change.start - parse.from + 1) == " \xA0") {
		change.start--;
		change.endA--;
		change.endB--;
	}
	let $from = parse.doc.resolveNoCache(change.start - parse.from);
	let $to = parse.doc.resolveNoCache(change.endB - parse.from);
	let $fromA = doc.resolve(change.start);
	let inlineChange = $from.sameParent($to) && $from.parent.inlineContent && $fromA.end() >= change.endA;
	if ((ios && view.input.lastIOSEnter > Date.now() - 225 && (!inlineChange || addedNodes.some((n) => n.nodeName == "DIV" || n.nodeName == "P")) || !inlineChange && looksLikeEnter(parse.doc, $from.pos, $to.pos)) && dispatchKey(view, "Enter")) {
		view.input.lastIOSEnter = 0;
		return;
	}
	if (view.state.selection.anchor > change.start && (inlineChange ? change.endA > change.start && change.endB == change.start : looksLikeBlockJoin(doc, change.start, change.endA, $from, $to)) && dispatchKey(view, "Backspace")) {
		if (android && chrome) view.domObserver.suppressSelectionUpdates();
		return;
	}
	if (chrome && change.endB == change.start) view.input.lastChromeDelete = Date.now();
	if (android && !inlineChange && $from.start() != $to.start() && $to.parentOffset == 0 && $from.depth == $to.depth && parse.sel && parse.sel.anchor == parse.sel.head && parse.sel.head == change.endA) {
		change.endB -= 2;
		$to = parse.doc.resolveNoCache(change.endB - parse.from);
		setTimeout(() => dispatchKey(view, "Enter"), 20);
	}
	let chFrom = change.start, chTo = change.endA;
	let mkTr = (base) => {
		let tr = base || view.state.tr.replace(chFrom, chTo, parse.doc.slice(change.start - parse.from, change.endB - parse.from));
		if (parse.sel) {
			let sel = resolveSelection(view, tr.doc, parse.sel);
			if (sel && !(chrome && view.composing && sel.empty && (change.start != change.endB || view.input.lastChromeDelete < Date.now() - 100) && (sel.head == chFrom || sel.head == tr.mapping.map(chTo) - 1) || ie$1 && sel.empty && sel.head == chFrom)) tr.setSelection(sel);
		}
		if (compositionID) tr.setMeta("composition", compositionID);
		return tr.scrollIntoView();
	};
	let markChange;
	if (inlineChange) {
		if ($from.pos == $to.pos) {
			if (ie$1 && ie_version <= 11 && $from.parentOffset == 0) {
				view.domObserver.suppressSelectionUpdates();
				setTimeout(() => selectionToDOM(view), 20);
			}
			let tr = mkTr(view.state.tr.delete(chFrom, chTo));
			let marks = doc.resolve(change.start).marksAcross(doc.resolve(change.endA));
			if (marks) tr.ensureMarks(marks);
			view.dispatch(tr);
		} else if (change.endA == change.endB && (markChange = isMarkChange($from.parent.content.cut($from.parentOffset, $to.parentOffset), $fromA.parent.content.cut($fromA.parentOffset, change.endA - $fromA.start())))) {
			let tr = mkTr(view.state.tr);
			if (markChange.type == "add") tr.addMark(chFrom, chTo, markChange.mark);
			else tr.removeMark(chFrom, chTo, markChange.mark);
			view.dispatch(tr);
		} else if ($from.parent.child($from.index()).isText && $from.index() == $to.index() - ($to.textOffset ? 0 : 1)) {
			let text = $from.parent.textBetween($from.parentOffset, $to.parentOffset);
			let deflt = () => mkTr(view.state.tr.insertText(text, chFrom, chTo));
			if (!view.someProp("handleTextInput", (f) => f(view, chFrom, chTo, text, deflt))) view.dispatch(deflt());
		} else view.dispatch(mkTr());
	} else view.dispatch(mkTr());
}
function resolveSelection(view, doc, parsedSel) {
	if (Math.max(parsedSel.anchor, parsedSel.head) > doc.content.size) return null;
	return selectionBetween(view, doc.resolve(parsedSel.anchor), doc.resolve(parsedSel.head));
}
function isMarkChange(cur, prev) {
	let curMarks = cur.firstChild.marks, prevMarks = prev.firstChild.marks;
	let added = curMarks, removed = prevMarks, type, mark, update;
	for (let i = 0; i < prevMarks.length; i++) added = prevMarks[i].removeFromSet(added);
	for (let i = 0; i < curMarks.length; i++) removed = curMarks[i].removeFromSet(removed);
	if (added.length == 1 && removed.length == 0) {
		mark = added[0];
		type = "add";
		update = (node) => node.mark(mark.addToSet(node.marks));
	} else if (added.length == 0 && removed.length == 1) {
		mark = removed[0];
		type = "remove";
		update = (node) => node.mark(mark.removeFromSet(node.marks));
	} else return null;
	let updated = [];
	for (let i = 0; i < prev.childCount; i++) updated.push(update(prev.child(i)));
	if (Fragment.from(updated).eq(cur)) return {
		mark,
		type
	};
}
function looksLikeBlockJoin(old, start, end, $newStart, $newEnd) {
	if (end - start <= $newEnd.pos - $newStart.pos || skipClosingAndOpening($newStart, true, false) < $newEnd.pos) return false;
	let $start = old.resolve(start);
	if (!$newStart.parent.inlineContent) {
		let after = $start.nodeAfter;
		return after != null && end == start + after.nodeSize;
	}
	if ($start.parentOffset < $start.parent.content.size || !$start.parent.isTextblock) return false;
	let $next = old.resolve(skipClosingAndOpening($start, true, true));
	if (!$next.parent.isTextblock || $next.pos > end || skipClosingAndOpening($next, true, false) < end) return false;
	return $newStart.parent.content.cut($newStart.parentOffset).eq($next.parent.content);
}
function looksLikeEnter(content, from, to) {
	let newTextlines = 0, newLeaves = 0;
	content.nodesBetween(from, to, (node, pos) => {
		if (node.isTextblock && pos >= from && pos < to) newTextlines++;
		else if (node.isText ? /\S/.test(node.text.slice(Math.max(0, from - pos), Math.min(node.nodeSize, to - pos))) : node.isLeaf) newLeaves++;
	});
	return newLeaves == 0 && newTextlines == 1;
}
function skipClosingAndOpening($pos, fromEnd, mayOpen) {
	let depth = $pos.depth, end = fromEnd ? $pos.end() : $pos.pos;
	while (depth > 0 && (fromEnd || $pos.indexAfter(depth) == $pos.node(depth).childCount)) {
		depth--;
		end++;
		fromEnd = false;
	}
	if (mayOpen) {
		let next = $pos.node(depth).maybeChild($pos.indexAfter(depth));
		while (next && !next.isLeaf) {
			next = next.firstChild;
			end++;
		}
	}
	return end;
}
function findDiff(a, b, pos, preferredPos, preferredSide) {
	let start = a.findDiffStart(b, pos), lenA = pos + a.size, lenB = pos + b.size;
	if (start == null) return null;
	let { a: endA, b: endB } = a.findDiffEnd(b, lenA, lenB);
	if (preferredSide == "end") {
		let adjust = Math.max(0, start - Math.min(endA, endB));
		preferredPos -= endA + adjust - start;
	}
	if (endA < start && lenA < lenB) {
		let move = preferredPos <= start && preferredPos >= endA ? start - preferredPos : 0;
		start -= move;
		endB = start + (endB - endA);
		endA = start;
	} else if (endB < start) {
		let move = preferredPos <= start && preferredPos >= endB ? start - preferredPos : 0;
		start -= move;
		endA = start + (endA - endB);
		endB = start;
	}
	return {
		start,
		endA,
		endB
	};
}
/**
An editor view manages the DOM structure that represents an
editable document. Its state and behavior are determined by its
[props](https://prosemirror.net/docs/ref/#view.DirectEditorProps).
*/
var EditorView = class {
	/**
	Create a view. `place` may be a DOM node that the editor should
	be appended to, a function that will place it into the document,
	or an object whose `mount` property holds the node to use as the
	document container. If it is `null`, the editor will not be
	added to the document.
	*/
	constructor(place, props) {
		this._root = null;
		/**
		@internal
		*/
		this.focused = false;
		/**
		Kludge used to work around a Chrome bug @internal
		*/
		this.trackWrites = null;
		this.mounted = false;
		/**
		@internal
		*/
		this.markCursor = null;
		/**
		@internal
		*/
		this.cursorWrapper = null;
		/**
		@internal
		*/
		this.lastSelectedViewDesc = void 0;
		/**
		@internal
		*/
		this.input = new InputState();
		this.prevDirectPlugins = [];
		this.pluginViews = [];
		/**
		Holds `true` when a hack node is needed in Firefox to prevent the
		[space is eaten issue](https://code.haverbeke.berlin/prosemirror/prosemirror/issues/651)
		@internal
		*/
		this.requiresGeckoHackNode = false;
		/**
		When editor content is being dragged, this object contains
		information about the dragged slice and whether it is being
		copied or moved. At any other time, it is null.
		*/
		this.dragging = null;
		this._props = props;
		this.state = props.state;
		this.directPlugins = props.plugins || [];
		this.directPlugins.forEach(checkStateComponent);
		this.dispatch = this.dispatch.bind(this);
		this.dom = place && place.mount || document.createElement("div");
		if (place) {
			if (place.appendChild) place.appendChild(this.dom);
			else if (typeof place == "function") place(this.dom);
			else if (place.mount) this.mounted = true;
		}
		this.editable = getEditable(this);
		updateCursorWrapper(this);
		this.nodeViews = buildNodeViews(this);
		this.docView = docViewDesc(this.state.doc, computeDocDeco(this), viewDecorations(this), this.dom, this);
		this.domObserver = new DOMObserver(this, (from, to, typeOver, added) => readDOMChange(this, from, to, typeOver, added));
		this.domObserver.start();
		initInput(this);
		this.updatePluginViews();
	}
	/**
	Holds `true` when a
	[composition](https://w3c.github.io/uievents/#events-compositionevents)
	is active.
	*/
	get composing() {
		return this.input.composing;
	}
	/**
	The view's current [props](https://prosemirror.net/docs/ref/#view.EditorProps).
	*/
	get props() {
		if (this._props.state != this.state) {
			let prev = this._props;
			this._props = {};
			for (let name in prev) this._props[name] = prev[name];
			this._props.state = this.state;
		}
		return this._props;
	}
	/**
	Update the view's props. Will immediately cause an update to
	the DOM.
	*/
	update(props) {
		if (props.handleDOMEvents != this._props.handleDOMEvents) ensureListeners(this);
		let prevProps = this._props;
		this._props = props;
		if (props.plugins) {
			props.plugins.forEach(checkStateComponent);
			this.directPlugins = props.plugins;
		}
		this.updateStateInner(props.state, prevProps);
	}
	/**
	Update the view by updating existing props object with the object
	given as argument. Equivalent to `view.update(Object.assign({},
	view.props, props))`.
	*/
	setProps(props) {
		let updated = {};
		for (let name in this._props) updated[name] = this._props[name];
		updated.state = this.state;
		for (let name in props) updated[name] = props[name];
		this.update(updated);
	}
	/**
	Update the editor's `state` prop, without touching any of the
	other props.
	*/
	updateState(state) {
		this.updateStateInner(state, this._props);
	}
	updateStateInner(state, prevProps) {
		var _a;
		let prev = this.state, redraw = false, updateSel = false;
		if (state.storedMarks && this.composing) {
			clearComposition(this);
			updateSel = true;
		}
		this.state = state;
		let pluginsChanged = prev.plugins != state.plugins || this._props.plugins != prevProps.plugins;
		if (pluginsChanged || this._props.plugins != prevProps.plugins || this._props.nodeViews != prevProps.nodeViews) {
			let nodeViews = buildNodeViews(this);
			if (changedNodeViews(nodeViews, this.nodeViews)) {
				this.nodeViews = nodeViews;
				redraw = true;
			}
		}
		if (pluginsChanged || prevProps.handleDOMEvents != this._props.handleDOMEvents) ensureListeners(this);
		this.editable = getEditable(this);
		updateCursorWrapper(this);
		let innerDeco = viewDecorations(this), outerDeco = computeDocDeco(this);
		let scroll = prev.plugins != state.plugins && !prev.doc.eq(state.doc) ? "reset" : state.scrollToSelection > prev.scrollToSelection ? "to selection" : "preserve";
		let updateDoc = redraw || !this.docView.matchesNode(state.doc, outerDeco, innerDeco);
		if (updateDoc || !state.selection.eq(prev.selection)) updateSel = true;
		let oldScrollPos = scroll == "preserve" && updateSel && this.dom.style.overflowAnchor == null && storeScrollPos(this);
		if (updateSel) {
			this.domObserver.stop();
			let forceSelUpdate = updateDoc && (ie$1 || chrome) && !this.composing && !prev.selection.empty && !state.selection.empty && selectionContextChanged(prev.selection, state.selection);
			if (updateDoc) {
				let chromeKludge = chrome ? this.trackWrites = this.domSelectionRange().focusNode : null;
				if (this.composing) this.input.compositionNode = findCompositionNode(this);
				if (redraw || !this.docView.update(state.doc, outerDeco, innerDeco, this)) {
					this.docView.updateOuterDeco(outerDeco);
					this.docView.destroy();
					this.docView = docViewDesc(state.doc, outerDeco, innerDeco, this.dom, this);
				}
				if (chromeKludge && (!this.trackWrites || !this.dom.contains(this.trackWrites))) forceSelUpdate = true;
			}
			let mouseDown = this.input.mouseDown;
			if (forceSelUpdate || !(mouseDown && this.domObserver.currentSelection.eq(this.domSelectionRange()) && anchorInRightPlace(this) && mouseDown.delaySelUpdate())) selectionToDOM(this, forceSelUpdate);
			else {
				syncNodeSelection(this, state.selection);
				this.domObserver.setCurSelection();
			}
			this.domObserver.start();
		}
		this.updatePluginViews(prev);
		if (((_a = this.dragging) === null || _a === void 0 ? void 0 : _a.node) && !prev.doc.eq(state.doc)) this.updateDraggedNode(this.dragging, prev);
		if (scroll == "reset") this.dom.scrollTop = 0;
		else if (scroll == "to selection") this.scrollToSelection();
		else if (oldScrollPos) resetScrollPos(oldScrollPos);
	}
	/**
	@internal
	*/
	scrollToSelection() {
		let startDOM = this.domSelectionRange().focusNode;
		if (!startDOM || !contains(this.dom, startDOM));
		else if (this.someProp("handleScrollToSelection", (f) => f(this)));
		else if (this.state.selection instanceof NodeSelection) {
			let target = this.docView.domAfterPos(this.state.selection.from);
			if (isElt(target)) scrollRectIntoView(this, target.getBoundingClientRect(), startDOM);
		} else scrollRectIntoView(this, this.coordsAtPos(this.state.selection.head, 1), startDOM);
	}
	destroyPluginViews() {
		let view;
		while (view = this.pluginViews.pop()) if (view.destroy) view.destroy();
	}
	updatePluginViews(prevState) {
		if (!prevState || prevState.plugins != this.state.plugins || this.directPlugins != this.prevDirectPlugins) {
			this.prevDirectPlugins = this.directPlugins;
			this.destroyPluginViews();
			for (let i = 0; i < this.directPlugins.length; i++) {
				let plugin = this.directPlugins[i];
				if (plugin.spec.view) this.pluginViews.push(plugin.spec.view(this));
			}
			for (let i = 0; i < this.state.plugins.length; i++) {
				let plugin = this.state.plugins[i];
				if (plugin.spec.view) this.pluginViews.push(plugin.spec.view(this));
			}
		} else for (let i = 0; i < this.pluginViews.length; i++) {
			let pluginView = this.pluginViews[i];
			if (pluginView.update) pluginView.update(this, prevState);
		}
	}
	updateDraggedNode(dragging, prev) {
		let sel = dragging.node, found = -1;
		if (sel.from < this.state.doc.content.size && this.state.doc.nodeAt(sel.from) == sel.node) found = sel.from;
		else {
			let movedPos = sel.from + (this.state.doc.content.size - prev.doc.content.size);
			if ((movedPos > 0 && movedPos < this.state.doc.content.size && this.state.doc.nodeAt(movedPos)) == sel.node) found = movedPos;
		}
		this.dragging = new Dragging(dragging.slice, dragging.move, found < 0 ? void 0 : NodeSelection.create(this.state.doc, found));
	}
	someProp(propName, f) {
		let prop = this._props && this._props[propName], value;
		if (prop != null && (value = f ? f(prop) : prop)) return value;
		for (let i = 0; i < this.directPlugins.length; i++) {
			let prop = this.directPlugins[i].props[propName];
			if (prop != null && (value = f ? f(prop) : prop)) return value;
		}
		let plugins = this.state.plugins;
		if (plugins) for (let i = 0; i < plugins.length; i++) {
			let prop = plugins[i].props[propName];
			if (prop != null && (value = f ? f(prop) : prop)) return value;
		}
	}
	/**
	Query whether the view has focus.
	*/
	hasFocus() {
		if (ie$1) {
			let node = this.root.activeElement;
			if (node == this.dom) return true;
			if (!node || !this.dom.contains(node)) return false;
			while (node && this.dom != node && this.dom.contains(node)) {
				if (node.contentEditable == "false") return false;
				node = node.parentElement;
			}
			return true;
		}
		return this.root.activeElement == this.dom;
	}
	/**
	Focus the editor.
	*/
	focus() {
		this.domObserver.stop();
		if (this.editable) focusPreventScroll(this.dom);
		selectionToDOM(this);
		this.domObserver.start();
	}
	/**
	Get the document root in which the editor exists. This will
	usually be the top-level `document`, but might be a [shadow
	DOM](https://developer.mozilla.org/en-US/docs/Web/Web_Components/Shadow_DOM)
	root if the editor is inside one.
	*/
	get root() {
		let cached = this._root;
		if (cached == null) {
			for (let search = this.dom.parentNode; search; search = search.parentNode) if (search.nodeType == 9 || search.nodeType == 11 && search.host) {
				if (!search.getSelection) Object.getPrototypeOf(search).getSelection = () => search.ownerDocument.getSelection();
				return this._root = search;
			}
		}
		return cached || document;
	}
	/**
	When an existing editor view is moved to a new document or
	shadow tree, call this to make it recompute its root.
	*/
	updateRoot() {
		this._root = null;
	}
	/**
	Given a pair of viewport coordinates, return the document
	position that corresponds to them. May return null if the given
	coordinates aren't inside of the editor. When an object is
	returned, its `pos` property is the position nearest to the
	coordinates, and its `inside` property holds the position of the
	inner node that the position falls inside of, or -1 if it is at
	the top level, not in any node.
	*/
	posAtCoords(coords) {
		return posAtCoords(this, coords);
	}
	/**
	Returns the viewport rectangle at a given document position.
	`left` and `right` will be the same number, as this returns a
	flat cursor-ish rectangle. If the position is between two things
	that aren't directly adjacent, `side` determines which element
	is used. When < 0, the element before the position is used,
	otherwise the element after.
	*/
	coordsAtPos(pos, side = 1) {
		return coordsAtPos(this, pos, side);
	}
	/**
	Find the DOM position that corresponds to the given document
	position. When `side` is negative, find the position as close as
	possible to the content before the position. When positive,
	prefer positions close to the content after the position. When
	zero, prefer as shallow a position as possible.
	
	Note that you should **not** mutate the editor's internal DOM,
	only inspect it (and even that is usually not necessary).
	*/
	domAtPos(pos, side = 0) {
		return this.docView.domFromPos(pos, side);
	}
	/**
	Find the DOM node that represents the document node after the
	given position. May return `null` when the position doesn't point
	in front of a node or if the node is inside an opaque node view.
	
	This is intended to be able to call things like
	`getBoundingClientRect` on that DOM node. Do **not** mutate the
	editor DOM directly, or add styling this way, since that will be
	immediately overriden by the editor as it redraws the node.
	*/
	nodeDOM(pos) {
		let desc = this.docView.descAt(pos);
		return desc ? desc.nodeDOM : null;
	}
	/**
	Find the document position that corresponds to a given DOM
	position. (Whenever possible, it is preferable to inspect the
	document structure directly, rather than poking around in the
	DOM, but sometimes—for example when interpreting an event
	target—you don't have a choice.)
	
	The `bias` parameter can be used to influence which side of a DOM
	node to use when the position is inside a leaf node.
	*/
	posAtDOM(node, offset, bias = -1) {
		let pos = this.docView.posFromDOM(node, offset, bias);
		if (pos == null) throw new RangeError("DOM position not inside the editor");
		return pos;
	}
	/**
	Find out whether the selection is at the end of a textblock when
	moving in a given direction. When, for example, given `"left"`,
	it will return true if moving left from the current cursor
	position would leave that position's parent textblock. Will apply
	to the view's current state by default, but it is possible to
	pass a different state.
	*/
	endOfTextblock(dir, state) {
		return endOfTextblock(this, state || this.state, dir);
	}
	/**
	Run the editor's paste logic with the given HTML string. The
	`event`, if given, will be passed to the
	[`handlePaste`](https://prosemirror.net/docs/ref/#view.EditorProps.handlePaste) hook.
	*/
	pasteHTML(html, event) {
		return doPaste(this, "", html, false, event || new ClipboardEvent("paste"));
	}
	/**
	Run the editor's paste logic with the given plain-text input.
	*/
	pasteText(text, event) {
		return doPaste(this, text, null, true, event || new ClipboardEvent("paste"));
	}
	/**
	Serialize the given slice as it would be if it was copied from
	this editor. Returns a DOM element that contains a
	representation of the slice as its children, a textual
	representation, and the transformed slice (which can be
	different from the given input due to hooks like
	[`transformCopied`](https://prosemirror.net/docs/ref/#view.EditorProps.transformCopied)).
	*/
	serializeForClipboard(slice) {
		return serializeForClipboard(this, slice);
	}
	/**
	Removes the editor from the DOM and destroys all [node
	views](https://prosemirror.net/docs/ref/#view.NodeView).
	*/
	destroy() {
		if (!this.docView) return;
		destroyInput(this);
		this.destroyPluginViews();
		if (this.mounted) {
			this.docView.update(this.state.doc, [], viewDecorations(this), this);
			this.dom.textContent = "";
		} else if (this.dom.parentNode) this.dom.parentNode.removeChild(this.dom);
		this.docView.destroy();
		this.docView = null;
		clearReusedRange();
	}
	/**
	This is true when the view has been
	[destroyed](https://prosemirror.net/docs/ref/#view.EditorView.destroy) (and thus should not be
	used anymore).
	*/
	get isDestroyed() {
		return this.docView == null;
	}
	/**
	Used for testing.
	*/
	dispatchEvent(event) {
		return dispatchEvent(this, event);
	}
	/**
	@internal
	*/
	domSelectionRange() {
		let sel = this.dom.isConnected !== false && this.domSelection();
		if (!sel) return {
			focusNode: null,
			focusOffset: 0,
			anchorNode: null,
			anchorOffset: 0
		};
		return safari && this.root.nodeType === 11 && deepActiveElement(this.dom.ownerDocument) == this.dom && safariShadowSelectionRange(this, sel) || sel;
	}
	/**
	@internal
	*/
	domSelection() {
		return this.root.getSelection();
	}
};
EditorView.prototype.dispatch = function(tr) {
	let dispatchTransaction = this._props.dispatchTransaction;
	if (dispatchTransaction) dispatchTransaction.call(this, tr);
	else this.updateState(this.state.apply(tr));
};
function computeDocDeco(view) {
	let attrs = Object.create(null);
	attrs.class = "ProseMirror";
	attrs.contenteditable = String(view.editable);
	view.someProp("attributes", (value) => {
		if (typeof value == "function") value = value(view.state);
		if (value) {
			for (let attr in value) if (attr == "class") attrs.class += " " + value[attr];
			else if (attr == "style") attrs.style = (attrs.style ? attrs.style + ";" : "") + value[attr];
			else if (!attrs[attr] && attr != "contenteditable" && attr != "nodeName") attrs[attr] = String(value[attr]);
		}
	});
	if (!attrs.translate) attrs.translate = "no";
	return [Decoration.node(0, view.state.doc.content.size, attrs)];
}
function updateCursorWrapper(view) {
	if (view.markCursor) {
		let dom = document.createElement("img");
		dom.className = "ProseMirror-separator";
		dom.setAttribute("mark-placeholder", "true");
		dom.setAttribute("alt", "");
		view.cursorWrapper = {
			dom,
			deco: Decoration.widget(view.state.selection.from, dom, {
				raw: true,
				marks: view.markCursor
			})
		};
	} else view.cursorWrapper = null;
}
function getEditable(view) {
	return !view.someProp("editable", (value) => value(view.state) === false);
}
function selectionContextChanged(sel1, sel2) {
	let depth = Math.min(sel1.$anchor.sharedDepth(sel1.head), sel2.$anchor.sharedDepth(sel2.head));
	return sel1.$anchor.start(depth) != sel2.$anchor.start(depth);
}
function buildNodeViews(view) {
	let result = Object.create(null);
	function add(obj) {
		for (let prop in obj) if (!Object.prototype.hasOwnProperty.call(result, prop)) result[prop] = obj[prop];
	}
	view.someProp("nodeViews", add);
	view.someProp("markViews", add);
	return result;
}
function changedNodeViews(a, b) {
	let nA = 0, nB = 0;
	for (let prop in a) {
		if (a[prop] != b[prop]) return true;
		nA++;
	}
	for (let _ in b) nB++;
	return nA != nB;
}
function checkStateComponent(plugin) {
	if (plugin.spec.state || plugin.spec.filterTransaction || plugin.spec.appendTransaction) throw new RangeError("Plugins passed directly to the view must not have a state component");
}
// node_modules/prosemirror-suggest/dist/prosemirror-suggest.js
var import_escape_string_regexp = /* @__PURE__ */ __toESM((/* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = (string) => {
		if (typeof string !== "string") throw new TypeError("Expected a string");
		return string.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d");
	};
})))(), 1);
var __defProp$11 = Object.defineProperty;
var __defProps$6 = Object.defineProperties;
var __getOwnPropDescs$6 = Object.getOwnPropertyDescriptors;
var __getOwnPropSymbols$9 = Object.getOwnPropertySymbols;
var __hasOwnProp$9 = Object.prototype.hasOwnProperty;
var __propIsEnum$9 = Object.prototype.propertyIsEnumerable;
var __typeError$9 = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp$11 = (obj, key, value) => key in obj ? __defProp$11(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __spreadValues$9 = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp$9.call(b, prop)) __defNormalProp$11(a, prop, b[prop]);
	if (__getOwnPropSymbols$9) {
		for (var prop of __getOwnPropSymbols$9(b)) if (__propIsEnum$9.call(b, prop)) __defNormalProp$11(a, prop, b[prop]);
	}
	return a;
};
var __spreadProps$6 = (a, b) => __defProps$6(a, __getOwnPropDescs$6(b));
var __publicField$4 = (obj, key, value) => __defNormalProp$11(obj, typeof key !== "symbol" ? key + "" : key, value);
var __accessCheck$9 = (obj, member, msg) => member.has(obj) || __typeError$9("Cannot " + msg);
var __privateGet$9 = (obj, member, getter) => (__accessCheck$9(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateAdd$3 = (obj, member, value) => member.has(obj) ? __typeError$9("Cannot add the same private member more than once") : member instanceof WeakSet ? member.add(obj) : member.set(obj, value);
var __privateSet$9 = (obj, member, value, setter) => (__accessCheck$9(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
function isChange(compare) {
	return !!(compare.prev && compare.next && compare.prev.text.full !== compare.next.text.full);
}
function isMove(compare) {
	return !!(compare.prev && compare.next && compare.prev.range.cursor !== compare.next.range.cursor);
}
function isEntry(compare) {
	return !!(!compare.prev && compare.next);
}
function isExit(compare) {
	return !!(compare.prev && !compare.next);
}
function isJump(compare) {
	return !!(compare.prev && compare.next && compare.prev.range.from !== compare.next.range.from);
}
function isInvalidSplitReason(value) {
	return value === "invalid-exit-split";
}
var exitJump = ["jump-backward-exit", "jump-forward-exit"];
var changeJump = ["jump-backward-change", "jump-forward-change"];
function isJumpReason(map) {
	var _a, _b;
	return includes(exitJump, (_a = map.exit) == null ? void 0 : _a.exitReason) || includes(changeJump, (_b = map.change) == null ? void 0 : _b.changeReason);
}
function isValidMatch(match) {
	return !!(match && match.query.full.length >= match.suggester.matchOffset);
}
function isTextSelection$1(value) {
	return isObject(value) && value instanceof TextSelection;
}
function createMatchWithReason(props) {
	const { match, changeReason, exitReason } = props;
	return __spreadProps$6(__spreadValues$9({}, match), {
		changeReason,
		exitReason
	});
}
function isPrefixValid(prefix, options) {
	const { invalidPrefixCharacters, validPrefixCharacters } = options;
	if (invalidPrefixCharacters) return !new RegExp(regexToString(invalidPrefixCharacters)).test(prefix);
	return new RegExp(regexToString(validPrefixCharacters)).test(prefix);
}
function findPosition(props) {
	const { text, regexp, $pos, suggester } = props;
	const start = $pos.start();
	let position;
	findMatches(text, regexp).forEach((match) => {
		if (isPrefixValid(match.input.slice(Math.max(0, match.index - 1), match.index), suggester)) {
			const from = match.index + start;
			const fullMatch = match[0];
			const charMatch = match[1];
			if (!isString(fullMatch) || !isString(charMatch)) return;
			const to = from + fullMatch.length;
			const cursor = Math.min(to, $pos.pos);
			const matchLength = cursor - from;
			if (from < $pos.pos && to >= $pos.pos) position = {
				range: {
					from,
					to,
					cursor
				},
				match,
				query: {
					partial: fullMatch.slice(charMatch.length, matchLength),
					full: fullMatch.slice(charMatch.length)
				},
				text: {
					partial: fullMatch.slice(0, matchLength),
					full: fullMatch
				},
				textAfter: $pos.doc.textBetween(to, $pos.end(), "\0", "\0"),
				textBefore: $pos.doc.textBetween(start, from, "\0", "\0"),
				suggester
			};
		}
	});
	return position;
}
function findMatch(props) {
	const { $pos, suggester } = props;
	const { char, name, startOfLine, supportedCharacters, matchOffset, multiline, caseInsensitive, unicode } = suggester;
	const regexp = createRegexFromSuggester({
		char,
		matchOffset,
		startOfLine,
		supportedCharacters,
		multiline,
		caseInsensitive,
		unicode
	});
	return findPosition({
		suggester,
		text: $pos.doc.textBetween($pos.before(), $pos.end(), "\0", "\0"),
		regexp,
		$pos,
		char,
		name
	});
}
function recheckMatch(props) {
	const { state, match } = props;
	try {
		return findMatch({
			$pos: state.doc.resolve(match.range.cursor),
			suggester: match.suggester
		});
	} catch (e) {
		return;
	}
}
function createInsertReason(props) {
	const { prev, next, state } = props;
	if (!next && prev.range.from >= state.doc.nodeSize) return { exit: createMatchWithReason({
		match: prev,
		exitReason: "delete"
	}) };
	if (!next || !prev.query.partial) return { exit: createMatchWithReason({
		match: prev,
		exitReason: "invalid-exit-split"
	}) };
	if (prev.range.to === next.range.cursor) return { exit: createMatchWithReason({
		match: next,
		exitReason: "exit-end"
	}) };
	if (prev.query.partial) return { exit: createMatchWithReason({
		match: next,
		exitReason: "exit-split"
	}) };
	return {};
}
function findJumpReason(props) {
	const { prev, next, state } = props;
	const value = object();
	const updatedPrevious = recheckMatch({
		state,
		match: prev
	});
	const { exit } = updatedPrevious && updatedPrevious.query.full !== prev.query.full ? createInsertReason({
		prev,
		next: updatedPrevious,
		state
	}) : value;
	if (prev.range.from < next.range.from) return {
		exit: exit != null ? exit : createMatchWithReason({
			match: prev,
			exitReason: "jump-forward-exit"
		}),
		change: createMatchWithReason({
			match: next,
			changeReason: "jump-forward-change"
		})
	};
	return {
		exit: exit != null ? exit : createMatchWithReason({
			match: prev,
			exitReason: "jump-backward-exit"
		}),
		change: createMatchWithReason({
			match: next,
			changeReason: "jump-backward-change"
		})
	};
}
function findExitReason(props) {
	const { match, state, $pos } = props;
	const { selection } = state;
	const updatedPrevious = recheckMatch({
		match,
		state
	});
	if (!updatedPrevious || updatedPrevious.text.full !== match.text.full) return createInsertReason({
		prev: match,
		next: updatedPrevious,
		state
	});
	if (!selection.empty && (selection.from <= match.range.from || selection.to >= match.range.to)) return { exit: createMatchWithReason({
		match,
		exitReason: "selection-outside"
	}) };
	if ($pos.pos > match.range.to) return { exit: createMatchWithReason({
		match,
		exitReason: "move-end"
	}) };
	if ($pos.pos <= match.range.from) return { exit: createMatchWithReason({
		match,
		exitReason: "move-start"
	}) };
	return {};
}
function findReason(props) {
	const { prev, next, state, $pos } = props;
	const value = object();
	if (!prev && !next) return value;
	const compare = {
		prev,
		next
	};
	if (isJump(compare)) return findJumpReason({
		prev: compare.prev,
		next: compare.next,
		state
	});
	if (isEntry(compare)) return { change: createMatchWithReason({
		match: compare.next,
		changeReason: "start"
	}) };
	if (isExit(compare)) return findExitReason({
		$pos,
		match: compare.prev,
		state
	});
	if (isChange(compare)) return { change: createMatchWithReason({
		match: compare.next,
		changeReason: "change-character"
	}) };
	if (isMove(compare)) return { change: createMatchWithReason({
		match: compare.next,
		changeReason: state.selection.empty ? "move" : "selection-inside"
	}) };
	return value;
}
function hasParentNode($pos, types) {
	for (let depth = $pos.depth; depth > 0; depth--) {
		const node = $pos.node(depth);
		if (types.includes(node.type.name)) return true;
	}
	return false;
}
function markActiveInRange(resolvedRange, marks) {
	const { $from, $to } = resolvedRange;
	if (rangeHasMarks(resolvedRange, marks)) return true;
	return range($from.pos, $to.pos).some((value) => positionHasMarks($from.doc.resolve(value), marks));
}
function rangeHasMarks(resolvedRange, marks) {
	var _a;
	const { $from, $to } = resolvedRange;
	const setOfMarks = new Set(((_a = $from.marksAcross($to)) != null ? _a : []).map((mark) => mark.type.name));
	return marks.some((item) => setOfMarks.has(item));
}
function positionHasMarks($pos, marks) {
	const setOfMarks = new Set($pos.marks().map((mark) => mark.type.name));
	return marks.some((item) => setOfMarks.has(item));
}
function isPositionValidForSuggester(suggester, resolvedRange) {
	const { $cursor } = resolvedRange;
	const { validMarks, validNodes, invalidMarks, invalidNodes } = suggester;
	if (!validMarks && !validNodes && isEmptyArray(invalidMarks) && isEmptyArray(invalidNodes)) return true;
	if (validMarks && !rangeHasMarks(resolvedRange, validMarks)) return false;
	if (validNodes && !hasParentNode($cursor, validNodes)) return false;
	if (!validMarks && markActiveInRange(resolvedRange, invalidMarks)) return false;
	if (!validNodes && hasParentNode($cursor, invalidNodes)) return false;
	return true;
}
function findFromSuggesters(props) {
	const { suggesters, $pos, selectionEmpty } = props;
	for (const suggester of suggesters) {
		if (suggester.emptySelectionsOnly && !selectionEmpty) continue;
		try {
			const match = findMatch({
				suggester,
				$pos
			});
			if (!match) continue;
			const resolvedRange = {
				$from: $pos.doc.resolve(match.range.from),
				$to: $pos.doc.resolve(match.range.to),
				$cursor: $pos
			};
			if (isPositionValidForSuggester(suggester, resolvedRange) && suggester.isValidPosition(resolvedRange, match)) return match;
		} catch (e) {}
	}
}
function regexToString(regexOrString) {
	return isRegExp(regexOrString) ? regexOrString.source : regexOrString;
}
function getRegexPrefix(onlyStartOfLine) {
	return onlyStartOfLine ? "^" : "";
}
function getRegexSupportedCharacters(supportedCharacters, matchOffset) {
	return "(?:".concat(regexToString(supportedCharacters), "){").concat(matchOffset, ",}");
}
function getCharAsRegex(char) {
	return isString(char) ? new RegExp((0, import_escape_string_regexp.default)(char)) : char;
}
function createRegexFromSuggester(props) {
	const { char, matchOffset, startOfLine, supportedCharacters, captureChar = true, caseInsensitive = false, multiline = false, unicode = false } = props;
	const flags = "g".concat(multiline ? "m" : "").concat(caseInsensitive ? "i" : "").concat(unicode ? "u" : "");
	let charRegex = getCharAsRegex(char).source;
	if (captureChar) charRegex = "(".concat(charRegex, ")");
	return new RegExp("".concat(getRegexPrefix(startOfLine)).concat(charRegex).concat(getRegexSupportedCharacters(supportedCharacters, matchOffset)), flags);
}
var DEFAULT_SUGGESTER = {
	appendTransaction: false,
	priority: 50,
	ignoredTag: "span",
	matchOffset: 0,
	disableDecorations: false,
	startOfLine: false,
	suggestClassName: "suggest",
	suggestTag: "span",
	supportedCharacters: /\w+/,
	validPrefixCharacters: /^[\s\0]?$/,
	invalidPrefixCharacters: null,
	ignoredClassName: null,
	invalidMarks: [],
	invalidNodes: [],
	validMarks: null,
	validNodes: null,
	isValidPosition: () => true,
	checkNextValidSelection: null,
	emptySelectionsOnly: false,
	caseInsensitive: false,
	multiline: false,
	unicode: false,
	captureChar: true
};
var IGNORE_SUGGEST_META_KEY = "__ignore_prosemirror_suggest_update__";
var _docChanged;
var _ignoreNextExit;
var _suggesters;
var _next;
var _prev;
var _handlerMatches;
var _ignored;
var _removed;
var _lastChangeFromAppend;
var _SuggestState = class _SuggestState {
	/**
	* Create the state for the `prosemirror-suggest` plugin.
	*
	* @remarks
	*
	* Each suggester must provide a name value which is globally unique since it
	* acts as the identifier.
	*
	* It is possible to register multiple suggesters with identical `char`
	* properties. The matched suggester is based on the specificity of the
	* `regex` and the order in which they are passed in. Earlier suggesters are
	* prioritized.
	*/
	constructor(suggesters) {
		/**
		* True when the doc changed in the most recently applied transaction.
		*/
		__privateAdd$3(this, _docChanged, false);
		/**
		* Whether the next exit should be ignored.
		*/
		__privateAdd$3(this, _ignoreNextExit, false);
		/**
		* The suggesters that have been registered for the suggesters plugin.
		*/
		__privateAdd$3(this, _suggesters);
		/**
		* Keeps track of the current state.
		*/
		__privateAdd$3(this, _next);
		/**
		* Holds onto the previous active state.
		*/
		__privateAdd$3(this, _prev);
		/**
		* The handler matches which are passed into the `onChange` handler.
		*/
		__privateAdd$3(this, _handlerMatches, object());
		/**
		* Holds a copy of the view
		*/
		__publicField$4(this, "view");
		/**
		* The set of ignored decorations
		*/
		__privateAdd$3(this, _ignored, DecorationSet.empty);
		/**
		* Lets us know whether the most recent change was to remove a mention.
		*/
		__privateAdd$3(this, _removed, false);
		/**
		* This is true when the last change was caused by a transaction being appended via this plugin.
		*/
		__privateAdd$3(this, _lastChangeFromAppend, false);
		/**
		* Sets the removed property to be true.
		*
		* This is useful when working with marks.
		*/
		__publicField$4(this, "setMarkRemoved", () => {
			__privateSet$9(this, _removed, true);
		});
		/**
		* Find the next text selection from the current selection.
		*/
		__publicField$4(this, "findNextTextSelection", (selection) => {
			const doc = selection.$from.doc;
			const pos = Math.min(doc.nodeSize - 2, selection.to + 1);
			const $pos = doc.resolve(pos);
			const nextSelection = Selection.findFrom($pos, 1, true);
			if (!isTextSelection$1(nextSelection)) return;
			return nextSelection;
		});
		/**
		* This sets the next exit to not trigger the exit reason inside the
		* `onChange` callback.
		*
		* This can be useful when you trigger a command, that exists the suggestion
		* match and want to prevent further onChanges from occurring for the
		* currently active suggester.
		*/
		__publicField$4(this, "ignoreNextExit", () => {
			__privateSet$9(this, _ignoreNextExit, true);
		});
		/**
		* Ignores the match specified. Until the match is deleted no more `onChange`
		* handler will be triggered. It will be like the match doesn't exist.
		*
		* @remarks
		*
		* All we need to ignore is the match character. This means that any further
		* matches from the activation character will be ignored.
		*/
		__publicField$4(this, "addIgnored", ({ from, name, specific = false }) => {
			const suggester = __privateGet$9(this, _suggesters).find((value) => value.name === name);
			if (!suggester) throw new Error("No suggester exists for the name provided: ".concat(name));
			const to = from + (isString(suggester.char) ? suggester.char.length : 1);
			const attributes = suggester.ignoredClassName ? { class: suggester.ignoredClassName } : {};
			const decoration = Decoration.inline(from, to, __spreadValues$9({ nodeName: suggester.ignoredTag }, attributes), {
				name,
				specific,
				char: suggester.char
			});
			__privateSet$9(this, _ignored, __privateGet$9(this, _ignored).add(this.view.state.doc, [decoration]));
		});
		/**
		* Removes a single match character from the ignored decorations.
		*
		* @remarks
		*
		* After this point event handlers will begin to be called again for the match
		* character.
		*/
		__publicField$4(this, "removeIgnored", ({ from, name }) => {
			const suggester = __privateGet$9(this, _suggesters).find((value) => value.name === name);
			if (!suggester) throw new Error("No suggester exists for the name provided: ".concat(name));
			const offset = isString(suggester.char) ? suggester.char.length : 1;
			const decoration = __privateGet$9(this, _ignored).find(from, from + offset)[0];
			if (!decoration || decoration.spec.name !== name) return;
			__privateSet$9(this, _ignored, __privateGet$9(this, _ignored).remove([decoration]));
		});
		/**
		* Removes all the ignored sections of the document. Once this happens
		* suggesters will be able to activate in the previously ignored sections.
		*/
		__publicField$4(this, "clearIgnored", (name) => {
			if (!name) {
				__privateSet$9(this, _ignored, DecorationSet.empty);
				return;
			}
			const decorationsToClear = __privateGet$9(this, _ignored).find().filter(({ spec }) => spec.name === name);
			__privateSet$9(this, _ignored, __privateGet$9(this, _ignored).remove(decorationsToClear));
		});
		/**
		* A helper method to check is a match exists for the provided suggester name
		* at the provided position.
		*/
		__publicField$4(this, "findMatchAtPosition", ($pos, name) => {
			return findFromSuggesters({
				suggesters: name ? __privateGet$9(this, _suggesters).filter((suggester) => suggester.name === name) : __privateGet$9(this, _suggesters),
				$pos,
				docChanged: false,
				selectionEmpty: true
			});
		});
		/**
		* Set that the last change was caused by an appended transaction.
		*
		* @internal
		*/
		__publicField$4(this, "setLastChangeFromAppend", () => {
			__privateSet$9(this, _lastChangeFromAppend, true);
		});
		const mapper = createSuggesterMapper();
		__privateSet$9(this, _suggesters, suggesters.map(mapper));
		__privateSet$9(this, _suggesters, sort(__privateGet$9(this, _suggesters), (a, b) => b.priority - a.priority));
	}
	/**
	* Create an instance of the SuggestState class.
	*/
	static create(suggesters) {
		return new _SuggestState(suggesters);
	}
	/**
	* The set of all decorations.
	*/
	get decorationSet() {
		return __privateGet$9(this, _ignored);
	}
	/**
	* True when the most recent change was to remove a mention.
	*
	* @remarks
	*
	* This is needed because sometimes removing a prosemirror `Mark` has no
	* effect. Hence we need to keep track of whether it's removed and then later
	* in the apply step check that a removal has happened and reset the
	* `handlerMatches` to prevent an infinite loop.
	*/
	get removed() {
		return __privateGet$9(this, _removed);
	}
	/**
	* Returns the current active suggester state field if one exists
	*/
	get match() {
		return __privateGet$9(this, _next) ? __privateGet$9(this, _next) : __privateGet$9(this, _prev) && __privateGet$9(this, _handlerMatches).exit ? __privateGet$9(this, _prev) : void 0;
	}
	/**
	* Initialize the SuggestState with a view which is stored for use later.
	*/
	init(view) {
		this.view = view;
		return this;
	}
	/**
	* Create the props which should be passed into each action handler
	*/
	createProps(match) {
		const { name, char } = match.suggester;
		return __spreadValues$9({
			view: this.view,
			addIgnored: this.addIgnored,
			clearIgnored: this.clearIgnored,
			ignoreNextExit: this.ignoreNextExit,
			setMarkRemoved: this.setMarkRemoved,
			name,
			char
		}, match);
	}
	/**
	* Check whether the exit callback is valid at this time.
	*/
	shouldRunExit() {
		if (__privateGet$9(this, _ignoreNextExit)) {
			__privateSet$9(this, _ignoreNextExit, false);
			return false;
		}
		return true;
	}
	/**
	* Update all the suggesters with the next valid selection. This is called
	* within the `appendTransaction` ProseMirror method before any of the change
	* handlers are called.
	*
	* @internal
	*/
	updateWithNextSelection(tr) {
		var _a, _b, _c;
		const nextSelection = this.findNextTextSelection(tr.selection);
		if (!nextSelection) return;
		for (const suggester of __privateGet$9(this, _suggesters)) {
			const change = (_a = __privateGet$9(this, _handlerMatches).change) == null ? void 0 : _a.suggester.name;
			const exit = (_b = __privateGet$9(this, _handlerMatches).exit) == null ? void 0 : _b.suggester.name;
			(_c = suggester.checkNextValidSelection) == null || _c.call(suggester, nextSelection.$from, tr, {
				change,
				exit
			});
		}
	}
	/**
	* Call the `onChange` handlers.
	*
	* @internal
	*/
	changeHandler(tr, appendTransaction) {
		const { change, exit } = __privateGet$9(this, _handlerMatches);
		const match = this.match;
		if (!change && !exit || !isValidMatch(match)) return;
		const shouldRunExit = appendTransaction === (exit == null ? void 0 : exit.suggester.appendTransaction) && this.shouldRunExit();
		const shouldRunChange = appendTransaction === (change == null ? void 0 : change.suggester.appendTransaction);
		if (!shouldRunExit && !shouldRunChange) return;
		if (change && exit && isJumpReason({
			change,
			exit
		})) {
			const exitDetails = this.createProps(exit);
			const changeDetails = this.createProps(change);
			if (exit.range.from < change.range.from) {
				shouldRunExit && exit.suggester.onChange(exitDetails, tr);
				shouldRunChange && change.suggester.onChange(changeDetails, tr);
			} else {
				shouldRunExit && exit.suggester.onChange(exitDetails, tr);
				shouldRunChange && change.suggester.onChange(changeDetails, tr);
			}
			if (shouldRunExit) __privateSet$9(this, _removed, false);
			return;
		}
		if (change && shouldRunChange) change.suggester.onChange(this.createProps(change), tr);
		if (exit && shouldRunExit) {
			exit.suggester.onChange(this.createProps(exit), tr);
			__privateSet$9(this, _removed, false);
			if (isInvalidSplitReason(exit.exitReason)) __privateSet$9(this, _handlerMatches, object());
		}
	}
	/**
	* Update the current ignored decorations based on the latest changes to the
	* prosemirror document.
	*/
	mapIgnoredDecorations(tr) {
		const ignored = __privateGet$9(this, _ignored).map(tr.mapping, tr.doc);
		const invalid = ignored.find().filter(({ from, to, spec }) => {
			const charLength = isString(spec.char) ? spec.char.length : 1;
			if (to - from !== charLength) return true;
			return false;
		});
		__privateSet$9(this, _ignored, ignored.remove(invalid));
	}
	/**
	* Checks whether a match should be ignored.
	*
	* TODO add logic here to decide whether to ignore a match based on the active
	* node, or mark.
	*/
	shouldIgnoreMatch({ range: range2, suggester: { name } }) {
		return __privateGet$9(this, _ignored).find().some(({ spec, from }) => {
			if (from !== range2.from) return false;
			return spec.specific ? spec.name === name : true;
		});
	}
	/**
	* Reset the state.
	*/
	resetState() {
		__privateSet$9(this, _handlerMatches, object());
		__privateSet$9(this, _next, void 0);
		__privateSet$9(this, _removed, false);
		__privateSet$9(this, _lastChangeFromAppend, false);
	}
	/**
	* Update the next state value.
	*/
	updateReasons(props) {
		const { $pos, state } = props;
		const docChanged = __privateGet$9(this, _docChanged);
		const suggesters = __privateGet$9(this, _suggesters);
		const selectionEmpty = state.selection.empty;
		const match = isTextSelection$1(state.selection) ? findFromSuggesters({
			suggesters,
			$pos,
			docChanged,
			selectionEmpty
		}) : void 0;
		__privateSet$9(this, _next, match && this.shouldIgnoreMatch(match) ? void 0 : match);
		__privateSet$9(this, _handlerMatches, findReason({
			next: __privateGet$9(this, _next),
			prev: __privateGet$9(this, _prev),
			state,
			$pos
		}));
	}
	/**
	* Add a new suggest or replace it if it already exists.
	*/
	addSuggester(suggester) {
		const previous = __privateGet$9(this, _suggesters).find((item) => item.name === suggester.name);
		const mapper = createSuggesterMapper();
		if (previous) __privateSet$9(this, _suggesters, __privateGet$9(this, _suggesters).map((item) => item === previous ? mapper(suggester) : item));
		else {
			const suggesters = [...__privateGet$9(this, _suggesters), mapper(suggester)];
			__privateSet$9(this, _suggesters, sort(suggesters, (a, b) => b.priority - a.priority));
		}
		return () => this.removeSuggester(suggester.name);
	}
	/**
	* Remove a suggester if it exists.
	*/
	removeSuggester(suggester) {
		const name = isString(suggester) ? suggester : suggester.name;
		__privateSet$9(this, _suggesters, __privateGet$9(this, _suggesters).filter((item) => item.name !== name));
		this.clearIgnored(name);
	}
	toJSON() {
		return this.match;
	}
	/**
	* Applies updates to the state to be used within the plugins apply method.
	*
	* @param - params
	*/
	apply(props) {
		const { exit, change } = __privateGet$9(this, _handlerMatches);
		if (__privateGet$9(this, _lastChangeFromAppend)) {
			__privateSet$9(this, _lastChangeFromAppend, false);
			if (!(exit == null ? void 0 : exit.suggester.appendTransaction) && !(change == null ? void 0 : change.suggester.appendTransaction)) return this;
		}
		const { tr, state } = props;
		const transactionHasChanged = tr.docChanged || tr.selectionSet;
		if (tr.getMeta("__ignore_prosemirror_suggest_update__") || !transactionHasChanged && !__privateGet$9(this, _removed)) return this;
		__privateSet$9(this, _docChanged, tr.docChanged);
		this.mapIgnoredDecorations(tr);
		if (exit) this.resetState();
		__privateSet$9(this, _prev, __privateGet$9(this, _next));
		this.updateReasons({
			$pos: tr.selection.$from,
			state
		});
		return this;
	}
	/**
	* Handle the decorations which wrap the mention while it is active and not
	* yet complete.
	*/
	createDecorations(state) {
		const match = this.match;
		if (!isValidMatch(match)) return __privateGet$9(this, _ignored);
		const { disableDecorations } = match.suggester;
		if (isFunction(disableDecorations) ? disableDecorations(state, match) : disableDecorations) return __privateGet$9(this, _ignored);
		const { range: range2, suggester } = match;
		const { name, suggestTag, suggestClassName } = suggester;
		const { from, to } = range2;
		return this.shouldIgnoreMatch(match) ? __privateGet$9(this, _ignored) : __privateGet$9(this, _ignored).add(state.doc, [Decoration.inline(from, to, {
			nodeName: suggestTag,
			class: name ? "".concat(suggestClassName, " suggest-").concat(name) : suggestClassName
		}, { name })]);
	}
};
_docChanged = /* @__PURE__ */ new WeakMap();
_ignoreNextExit = /* @__PURE__ */ new WeakMap();
_suggesters = /* @__PURE__ */ new WeakMap();
_next = /* @__PURE__ */ new WeakMap();
_prev = /* @__PURE__ */ new WeakMap();
_handlerMatches = /* @__PURE__ */ new WeakMap();
_ignored = /* @__PURE__ */ new WeakMap();
_removed = /* @__PURE__ */ new WeakMap();
_lastChangeFromAppend = /* @__PURE__ */ new WeakMap();
var SuggestState = _SuggestState;
function createSuggesterMapper() {
	const names = /* @__PURE__ */ new Set();
	return (suggester) => {
		if (names.has(suggester.name)) throw new Error("A suggester already exists with the name '".concat(suggester.name, "'. The name provided must be unique."));
		const suggesterWithDefaults = __spreadValues$9(__spreadValues$9({}, DEFAULT_SUGGESTER), suggester);
		names.add(suggester.name);
		return suggesterWithDefaults;
	};
}
var suggestPluginKey = new PluginKey("suggest");
function getSuggestPluginState(state) {
	return suggestPluginKey.getState(state);
}
function addSuggester(state, suggester) {
	return getSuggestPluginState(state).addSuggester(suggester);
}
function ignoreUpdateForSuggest(tr) {
	tr.setMeta(IGNORE_SUGGEST_META_KEY, true);
}
function removeSuggester(state, suggester) {
	return getSuggestPluginState(state).removeSuggester(suggester);
}
function suggest(...suggesters) {
	const pluginState = SuggestState.create(suggesters);
	return new Plugin({
		key: suggestPluginKey,
		view: (view) => {
			pluginState.init(view);
			return { update: (view2) => pluginState.changeHandler(view2.state.tr, false) };
		},
		state: {
			init: () => pluginState,
			apply: (tr, _pluginState, _oldState, state) => pluginState.apply({
				tr,
				state
			})
		},
		/** Append a transaction via the onChange handlers */
		appendTransaction: (_, __, state) => {
			const tr = state.tr;
			pluginState.updateWithNextSelection(tr);
			pluginState.changeHandler(tr, true);
			if (tr.docChanged || tr.steps.length > 0 || tr.selectionSet || tr.storedMarksSet) {
				pluginState.setLastChangeFromAppend();
				return tr;
			}
			return null;
		},
		props: { decorations: (state) => pluginState.createDecorations(state) }
	});
}
// node_modules/@remirror/pm/dist/remirror-pm.js
var __defProp$10 = Object.defineProperty;
var __defProps$5 = Object.defineProperties;
var __getOwnPropDescs$5 = Object.getOwnPropertyDescriptors;
var __getOwnPropSymbols$8 = Object.getOwnPropertySymbols;
var __hasOwnProp$8 = Object.prototype.hasOwnProperty;
var __propIsEnum$8 = Object.prototype.propertyIsEnumerable;
var __defNormalProp$10 = (obj, key, value) => key in obj ? __defProp$10(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __spreadValues$8 = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp$8.call(b, prop)) __defNormalProp$10(a, prop, b[prop]);
	if (__getOwnPropSymbols$8) {
		for (var prop of __getOwnPropSymbols$8(b)) if (__propIsEnum$8.call(b, prop)) __defNormalProp$10(a, prop, b[prop]);
	}
	return a;
};
var __spreadProps$5 = (a, b) => __defProps$5(a, __getOwnPropDescs$5(b));
function chainableEditorState(tr, state) {
	const proto = Object.getPrototypeOf(state);
	let selection = tr.selection;
	let doc = tr.doc;
	let storedMarks = tr.storedMarks;
	const properties = object();
	for (const [key, value] of Object.entries(state)) properties[key] = { value };
	return Object.create(proto, __spreadProps$5(__spreadValues$8({}, properties), {
		storedMarks: { get() {
			return storedMarks;
		} },
		selection: { get() {
			return selection;
		} },
		doc: { get() {
			return doc;
		} },
		tr: { get() {
			selection = tr.selection;
			doc = tr.doc;
			storedMarks = tr.storedMarks;
			return tr;
		} }
	}));
}
function convertCommand(commandFunction) {
	return ({ state, dispatch, view, tr }) => commandFunction(chainableEditorState(tr, state), dispatch, view);
}
function nonChainable(commandFunction) {
	return (props) => {
		var _a;
		invariant(props.dispatch === void 0 || props.dispatch === ((_a = props.view) == null ? void 0 : _a.dispatch), { code: ErrorConstant.NON_CHAINABLE_COMMAND });
		return commandFunction(props);
	};
}
// node_modules/@remirror/core-utils/dist/remirror-core-utils.js
var __defProp$9 = Object.defineProperty;
var __defProps$4 = Object.defineProperties;
var __getOwnPropDescs$4 = Object.getOwnPropertyDescriptors;
var __getOwnPropSymbols$7 = Object.getOwnPropertySymbols;
var __hasOwnProp$7 = Object.prototype.hasOwnProperty;
var __propIsEnum$7 = Object.prototype.propertyIsEnumerable;
var __defNormalProp$9 = (obj, key, value) => key in obj ? __defProp$9(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __spreadValues$7 = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp$7.call(b, prop)) __defNormalProp$9(a, prop, b[prop]);
	if (__getOwnPropSymbols$7) {
		for (var prop of __getOwnPropSymbols$7(b)) if (__propIsEnum$7.call(b, prop)) __defNormalProp$9(a, prop, b[prop]);
	}
	return a;
};
var __spreadProps$4 = (a, b) => __defProps$4(a, __getOwnPropDescs$4(b));
var __objRest$2 = (source, exclude) => {
	var target = {};
	for (var prop in source) if (__hasOwnProp$7.call(source, prop) && exclude.indexOf(prop) < 0) target[prop] = source[prop];
	if (source != null && __getOwnPropSymbols$7) {
		for (var prop of __getOwnPropSymbols$7(source)) if (exclude.indexOf(prop) < 0 && __propIsEnum$7.call(source, prop)) target[prop] = source[prop];
	}
	return target;
};
var environment = {
	/**
	* Verifies that the environment has both a window and window.document
	*/
	get isBrowser() {
		return !!(typeof window !== "undefined" && typeof window.document !== "undefined" && window.navigator && window.navigator.userAgent);
	},
	/**
	* Verifies that the environment is JSDOM
	*/
	get isJSDOM() {
		return environment.isBrowser && window.navigator.userAgent.includes("jsdom");
	},
	/**
	* Verifies that the environment has a nodejs process and is therefore a node environment
	*/
	get isNode() {
		return typeof process !== "undefined" && process.versions != null && process.versions.node != null;
	},
	/**
	* True when on an iOS device.
	*/
	get isIos() {
		return environment.isBrowser && /iPod|iPhone|iPad/.test(navigator.platform);
	},
	/**
	* True when running on macOS
	*/
	get isMac() {
		return environment.isBrowser && /Mac|iPod|iPhone|iPad/.test(navigator.platform);
	},
	/**
	* Verify that this is an apple device either on the client or server.
	*/
	get isApple() {
		return environment.isNode ? process.platform === "darwin" : environment.isBrowser ? /Mac|iPod|iPhone|iPad/.test(window.navigator.platform) : false;
	},
	/**
	* True when running in DEVELOPMENT environment
	*/
	get isDevelopment() {
		return false;
	},
	/**
	* True when running unit tests
	*/
	get isTest() {
		return false;
	},
	/**
	* True when running in PRODUCTION environment
	*/
	get isProduction() {
		return true;
	}
};
function isDomNode(domNode) {
	return isObject(domNode) && isNumber(domNode.nodeType) && isString(domNode.nodeName);
}
function isElementDomNode(domNode) {
	return isDomNode(domNode) && domNode.nodeType === 1;
}
function isNodeOfType(props) {
	const { types, node } = props;
	if (!node) return false;
	const matches = (type) => type === node.type || type === node.type.name;
	if (isArray(types)) return types.some(matches);
	return matches(types);
}
function findParentNode(props) {
	const { predicate, selection } = props;
	const $pos = isEditorState(selection) ? selection.selection.$from : isSelection(selection) ? selection.$from : selection;
	for (let depth = $pos.depth; depth > 0; depth--) {
		const node = $pos.node(depth);
		const pos = depth > 0 ? $pos.before(depth) : 0;
		const start = $pos.start(depth);
		const end = pos + node.nodeSize;
		if (predicate(node, pos)) return {
			pos,
			depth,
			node,
			start,
			end
		};
	}
}
function findNodeAtPosition($pos) {
	const { depth } = $pos;
	const pos = depth > 0 ? $pos.before(depth) : 0;
	const node = $pos.node(depth);
	return {
		pos,
		start: $pos.start(depth),
		node,
		end: pos + node.nodeSize,
		depth
	};
}
function findParentNodeOfType(props) {
	const { types, selection } = props;
	return findParentNode({
		predicate: (node) => isNodeOfType({
			types,
			node
		}),
		selection
	});
}
function findSelectedNodeOfType(props) {
	const { types, selection } = props;
	if (!isNodeSelection(selection) || !isNodeOfType({
		types,
		node: selection.node
	})) return;
	return {
		pos: selection.$from.pos,
		depth: selection.$from.depth,
		start: selection.$from.start(),
		end: selection.$from.pos + selection.node.nodeSize,
		node: selection.node
	};
}
function isSelectionEmpty(value) {
	return isSelection(value) ? value.empty : value.selection.empty;
}
function isNodeActive(props) {
	return !!getActiveNode(props);
}
function getActiveNode(props) {
	var _a;
	const { state, type, attrs } = props;
	const { selection, doc } = state;
	const nodeType = isString(type) ? doc.type.schema.nodes[type] : type;
	invariant(nodeType, {
		code: ErrorConstant.SCHEMA,
		message: "No node exists for ".concat(type)
	});
	const active = (_a = findSelectedNodeOfType({
		selection,
		types: type
	})) != null ? _a : findParentNode({
		predicate: (node) => node.type === nodeType,
		selection
	});
	if (!attrs || isEmptyObject(attrs) || !active) return active;
	return active.node.hasMarkup(nodeType, __spreadValues$7(__spreadValues$7({}, active.node.attrs), attrs)) ? active : void 0;
}
function chainKeyBindingCommands(...commands) {
	return (props) => {
		if (!isNonEmptyArray(commands)) return false;
		const [command, ...rest] = commands;
		let calledNext = false;
		const createNext = (...nextCommands) => () => {
			if (!isNonEmptyArray(nextCommands)) return false;
			calledNext = true;
			const [, ...nextRest] = nextCommands;
			return chainKeyBindingCommands(...nextCommands)(__spreadProps$4(__spreadValues$7({}, props), { next: createNext(...nextRest) }));
		};
		const next = createNext(...rest);
		const exitEarly = command(__spreadProps$4(__spreadValues$7({}, props), { next }));
		if (calledNext || exitEarly) return exitEarly;
		return next();
	};
}
function mergeKeyBindingCreator(extensionKeymaps, mapper) {
	var _a;
	const previousCommandsMap = /* @__PURE__ */ new Map();
	const mappedCommands = object();
	for (const extensionKeymap of extensionKeymaps) for (const [key, newCommand] of entries(extensionKeymap)) {
		const commands = [...(_a = previousCommandsMap.get(key)) != null ? _a : [], newCommand];
		const command = chainKeyBindingCommands(...commands);
		previousCommandsMap.set(key, commands);
		mappedCommands[key] = mapper(command);
	}
	return mappedCommands;
}
function mergeProsemirrorKeyBindings(extensionKeymaps) {
	return mergeKeyBindingCreator(extensionKeymaps, (command) => (state, dispatch, view) => command({
		state,
		dispatch,
		view,
		tr: state.tr,
		next: () => false
	}));
}
function containsAttributes(nodeOrMark, attrs) {
	var _a;
	const currentAttrs = (_a = nodeOrMark.attrs) != null ? _a : {};
	return Object.entries(attrs).every(([name, value]) => currentAttrs[name] === value);
}
function isRangeStep(step) {
	return isValidStep(step, [
		AddMarkStep,
		ReplaceAroundStep,
		ReplaceStep,
		RemoveMarkStep
	]);
}
function isRemirrorType(value) {
	return isObject(value);
}
function isIdentifierOfType(value, type) {
	return isArray(type) ? includes(type, value[__INTERNAL_REMIRROR_IDENTIFIER_KEY__]) : type === value[__INTERNAL_REMIRROR_IDENTIFIER_KEY__];
}
function isNodeType(value) {
	return isObject(value) && value instanceof NodeType$1;
}
function isMarkType(value) {
	return isObject(value) && value instanceof MarkType;
}
function getMarkType(type, schema) {
	return isString(type) ? assertGet(schema.marks, type) : type;
}
function isProsemirrorNode(value) {
	return isObject(value) && value instanceof Node;
}
function isProsemirrorFragment(value) {
	return isObject(value) && value instanceof Fragment;
}
function isProsemirrorMark(value) {
	return isObject(value) && value instanceof Mark;
}
function isEditorState(value) {
	return isObject(value) && value instanceof EditorState;
}
function isTextSelection(value) {
	return isObject(value) && value instanceof TextSelection;
}
function isSelection(value) {
	return isObject(value) && value instanceof Selection;
}
function isResolvedPos(value) {
	return isObject(value) && value instanceof ResolvedPos;
}
function rangeHasMark(props) {
	const { trState, from, to, type, attrs = {} } = props;
	const { doc } = trState;
	const markType = getMarkType(type, doc.type.schema);
	if (Object.keys(attrs).length === 0) return doc.rangeHasMark(from, to, markType);
	let found = false;
	if (to > from) doc.nodesBetween(from, to, (node) => {
		var _a;
		if (found) return false;
		found = ((_a = node.marks) != null ? _a : []).some((mark) => {
			if (mark.type !== markType) return false;
			return containsAttributes(mark, attrs);
		});
		return !found;
	});
	return found;
}
function isNodeSelection(value) {
	return isObject(value) && value instanceof NodeSelection;
}
function isMarkActive(props) {
	const { trState, type, attrs = {}, from, to } = props;
	const { selection, doc, storedMarks } = trState;
	invariant(isString(type) ? doc.type.schema.marks[type] : type, {
		code: ErrorConstant.SCHEMA,
		message: "Mark type: ".concat(type, " does not exist on the current schema.")
	});
	if (from && to) try {
		return Math.max(from, to) < doc.nodeSize && rangeHasMark(__spreadProps$4(__spreadValues$7({}, props), {
			from,
			to
		}));
	} catch (e) {
		return false;
	}
	if (selection.empty) return (storedMarks != null ? storedMarks : selection.$from.marks()).some((mark) => {
		if (mark.type !== type) return false;
		return containsAttributes(mark, attrs != null ? attrs : {});
	});
	return rangeHasMark(__spreadProps$4(__spreadValues$7({}, props), {
		from: selection.from,
		to: selection.to
	}));
}
function isDefaultDocNode(doc, options = {}) {
	const defaultDoc = getDefaultDocNode(doc.type.schema);
	if (!defaultDoc) return false;
	const { ignoreAttributes, ignoreDocAttributes } = options;
	if (ignoreAttributes) return prosemirrorNodeEquals(defaultDoc, doc);
	if (ignoreDocAttributes) return defaultDoc.content.eq(doc.content);
	return defaultDoc.eq(doc);
}
function prosemirrorNodeEquals(node, other) {
	if (node === other) return true;
	const identicalMarkup = node.type === other.type && Mark.sameSet(node.marks, other.marks);
	function contentEquals() {
		if (node.content === other.content) return true;
		if (node.content.size !== other.content.size) return false;
		const nodeChildren = [];
		const otherChildren = [];
		node.content.forEach((node2) => nodeChildren.push(node2));
		other.content.forEach((node2) => otherChildren.push(node2));
		for (const [index, nodeChild] of nodeChildren.entries()) {
			const otherChild = otherChildren[index];
			if (!otherChild) return false;
			if (!prosemirrorNodeEquals(nodeChild, otherChild)) return false;
		}
		return true;
	}
	return identicalMarkup && contentEquals();
}
function getDefaultDocNode(schema) {
	var _a, _b;
	return (_b = (_a = schema.nodes.doc) == null ? void 0 : _a.createAndFill()) != null ? _b : void 0;
}
function getDefaultBlockNode(schema) {
	for (const type of Object.values(schema.nodes)) {
		if (type.name === "doc") continue;
		if (type.isBlock || type.isTextblock) return type;
	}
	invariant(false, {
		code: ErrorConstant.SCHEMA,
		message: "No default block node found for the provided schema."
	});
}
function isDefaultBlockNode(node) {
	return node.type === getDefaultBlockNode(node.type.schema);
}
function isEmptyBlockNode(node) {
	return !!node && node.type.isBlock && !node.textContent && !node.childCount;
}
function getMarkRange($pos, type, $end) {
	const start = $pos.parent.childAfter($pos.parentOffset);
	if (!start.node) return;
	const typeName = isString(type) ? type : type.name;
	const mark = start.node.marks.find(({ type: markType }) => markType.name === typeName);
	let startIndex = $pos.index();
	let startPos = $pos.start() + start.offset;
	let endIndex = startIndex + 1;
	let endPos = startPos + start.node.nodeSize;
	if (!mark) {
		if ($end && endPos < $end.pos) return getMarkRange($pos.doc.resolve(endPos + 1), type, $end);
		return;
	}
	while (startIndex > 0 && mark.isInSet($pos.parent.child(startIndex - 1).marks)) {
		startIndex -= 1;
		startPos -= $pos.parent.child(startIndex).nodeSize;
	}
	while (endIndex < $pos.parent.childCount && mark.isInSet($pos.parent.child(endIndex).marks)) {
		endPos += $pos.parent.child(endIndex).nodeSize;
		endIndex += 1;
	}
	const text = $pos.doc.textBetween(startPos, endPos, "￼", "\n\n");
	return {
		from: startPos,
		to: endPos,
		text,
		mark
	};
}
function isValidStep(step, StepTypes) {
	return StepTypes.length === 0 || StepTypes.some((Constructor) => step instanceof Constructor);
}
function removeOverlappingChangedRanges(ranges) {
	return uniqueBy(ranges, ({ from, to, prevFrom, prevTo }) => "".concat(from, "_").concat(to, "_").concat(prevFrom, "_").concat(prevTo)).filter((range, i, arr) => !arr.some((otherRange, j) => {
		if (i === j) return false;
		return range.prevFrom >= otherRange.prevFrom && range.prevTo <= otherRange.prevTo && range.from >= otherRange.from && range.to <= otherRange.to;
	}));
}
function getChangedRanges(tr, StepTypes = []) {
	const ranges = [];
	const { steps, mapping } = tr;
	const inverseMapping = mapping.invert();
	steps.forEach((step, i) => {
		if (!isValidStep(step, StepTypes)) return;
		const rawRanges = [];
		const stepMap = step.getMap();
		const mappingSlice = mapping.slice(i);
		if (stepMap.ranges.length === 0 && isRangeStep(step)) {
			const { from, to } = step;
			rawRanges.push({
				from,
				to
			});
		} else stepMap.forEach((from, to) => {
			rawRanges.push({
				from,
				to
			});
		});
		rawRanges.forEach((range) => {
			const from = mappingSlice.map(range.from, -1);
			const to = mappingSlice.map(range.to);
			ranges.push({
				from,
				to,
				prevFrom: inverseMapping.map(from, -1),
				prevTo: inverseMapping.map(to)
			});
		});
	});
	return removeOverlappingChangedRanges(sort(ranges, (a, z) => a.from - z.from));
}
function getCursor(selection) {
	return isTextSelection(selection) ? selection.$cursor : void 0;
}
function isDocNode(node, schema) {
	if (!isProsemirrorNode(node)) return false;
	if (schema) return node.type === schema.nodes.doc;
	return node.type.name === "doc";
}
function isAnchorHeadObject(value) {
	return isObject(value) && isNumber(value.anchor) && isNumber(value.head);
}
function getTextSelection(selection, doc) {
	const max = doc.nodeSize - 2;
	const min = 0;
	let pos;
	const clampToDocument = (value) => clamp({
		min,
		max,
		value
	});
	if (isSelection(selection)) return selection;
	if (selection === "all") return new AllSelection(doc);
	if (selection === "start") pos = min;
	else if (selection === "end") pos = max;
	else if (isResolvedPos(selection)) pos = selection.pos;
	else pos = selection;
	if (isNumber(pos)) {
		pos = clampToDocument(pos);
		return TextSelection.near(doc.resolve(pos));
	}
	if (isAnchorHeadObject(pos)) {
		const anchor2 = clampToDocument(pos.anchor);
		const head2 = clampToDocument(pos.head);
		return TextSelection.between(doc.resolve(anchor2), doc.resolve(head2));
	}
	const anchor = clampToDocument(pos.from);
	const head = clampToDocument(pos.to);
	return TextSelection.between(doc.resolve(anchor), doc.resolve(head));
}
var MAX_ATTEMPTS = 3;
function createDocumentNode(props) {
	const { content, schema, document: document2, stringHandler, onError, attempts = 0 } = props;
	invariant(onError && attempts <= MAX_ATTEMPTS || attempts === 0, {
		code: ErrorConstant.INVALID_CONTENT,
		message: "The invalid content has been called recursively more than ${MAX_ATTEMPTS} times. The content is invalid and the error handler has not been able to recover properly."
	});
	if (isString(content)) {
		invariant(stringHandler, {
			code: ErrorConstant.INVALID_CONTENT,
			message: "The string '".concat(content, "' was added to the editor, but no `stringHandler` was added. Please provide a valid string handler which transforms your content to a `ProsemirrorNode` to prevent this error.")
		});
		return stringHandler({
			document: document2,
			content,
			schema
		});
	}
	if (isEditorState(content)) return content.doc;
	if (isProsemirrorNode(content)) return content;
	try {
		return schema.nodeFromJSON(content);
	} catch (error) {
		const details = getInvalidContent({
			schema,
			error,
			json: content
		});
		const transformedContent = onError == null ? void 0 : onError(details);
		invariant(transformedContent, {
			code: ErrorConstant.INVALID_CONTENT,
			message: "An error occurred when processing the content. Please provide an `onError` handler to process the invalid content: ".concat(JSON.stringify(details.invalidContent, null, 2))
		});
		return createDocumentNode(__spreadProps$4(__spreadValues$7({}, props), {
			content: transformedContent,
			attempts: attempts + 1
		}));
	}
}
function getDocument() {
	const document2 = getDomDocument();
	if (document2) return document2;
	throw new Error("Unable to retrieve the document from the global scope. \nIt seems that you are running Remirror in a non-browser environment. Remirror need browser APIs to work. \nIf you are using Jest (or other testing frameworks), make sure that you are using the JSDOM environment (https://jestjs.io/docs/29.0/configuration#testenvironment-string). \nIf you are using Next.js (or other server-side rendering frameworks), please use dynamic import with `ssr: false` to load the editor component without rendering it on the server (https://nextjs.org/docs/advanced-features/dynamic-import#with-no-ssr). \nIf you are using Node.js, you can install JSDOM and Remirror will try to use it automatically, or you can create a fake document and pass it to Remirror");
}
function maybeGetWindowFromDocument(document2) {
	var _a, _b, _c;
	return (_c = (_a = document2 == null ? void 0 : document2.defaultView) != null ? _a : typeof window !== "undefined" ? window : void 0) != null ? _c : (_b = getDomDocument()) == null ? void 0 : _b.defaultView;
}
function getWindowFromDocument(document2) {
	var _a;
	const view = (_a = maybeGetWindowFromDocument(document2)) != null ? _a : getDocument().defaultView;
	if (view) return view;
	throw new Error("Unable to retrieve the window from the global scope");
}
function prosemirrorNodeToDom(node, document2 = getDocument()) {
	const fragment = isDocNode(node, node.type.schema) ? node.content : Fragment.from(node);
	return DOMSerializer.fromSchema(node.type.schema).serializeFragment(fragment, { document: document2 });
}
function elementFromString(html, document2) {
	return new (getWindowFromDocument(document2)).DOMParser().parseFromString("<body>".concat(html, "</body>"), "text/html").body;
}
function prosemirrorNodeToHtml(node, document2 = getDocument()) {
	const element = document2.createElement("div");
	element.append(prosemirrorNodeToDom(node, document2));
	return element.innerHTML;
}
function htmlToProsemirrorNode(props) {
	const _a = props, { content, schema, document: document2, fragment = false } = _a, parseOptions = __objRest$2(_a, [
		"content",
		"schema",
		"document",
		"fragment"
	]);
	const element = elementFromString(content, document2);
	const parser = DOMParser.fromSchema(schema);
	return fragment ? parser.parseSlice(element, __spreadValues$7(__spreadValues$7({}, defaultParseOptions), parseOptions)).content : parser.parse(element, __spreadValues$7(__spreadValues$7({}, defaultParseOptions), parseOptions));
}
var defaultParseOptions = { preserveWhitespace: false };
var transformers = { 
/**
* Remove every invalid block from the editor. This is a destructive action
* and should only be applied if you're sure it's the best strategy.
*
* @param json - the content as a json object.
* @param invalidContent - the list of invalid items as passed to the error
* handler.
*/
remove(json, invalidContent) {
	let newJSON = json;
	for (const block of invalidContent) {
		if (block.invalidParentNode) continue;
		newJSON = unset(block.path, newJSON);
	}
	return newJSON;
} };
function getInvalidContent(_a) {
	var _b = _a, { json, schema } = _b, extra = __objRest$2(_b, ["json", "schema"]);
	const validMarks = new Set(keys$1(schema.marks));
	return __spreadValues$7({
		json,
		invalidContent: checkForInvalidContent({
			json,
			path: [],
			validNodes: new Set(keys$1(schema.nodes)),
			validMarks
		}),
		transformers
	}, extra);
}
function checkForInvalidContent(props) {
	const { json, validMarks, validNodes, path = [] } = props;
	const valid = {
		validMarks,
		validNodes
	};
	const invalidNodes = [];
	const { type, marks, content } = json;
	let { invalidParentMark = false, invalidParentNode = false } = props;
	if (marks) {
		const invalidMarks = [];
		for (const [index, mark] of marks.entries()) {
			const name = isString(mark) ? mark : mark.type;
			if (validMarks.has(name)) continue;
			invalidMarks.unshift({
				name,
				path: [
					...path,
					"marks",
					"".concat(index)
				],
				type: "mark",
				invalidParentMark,
				invalidParentNode
			});
			invalidParentMark = true;
		}
		invalidNodes.push(...invalidMarks);
	}
	if (!validNodes.has(type)) {
		invalidNodes.push({
			name: type,
			type: "node",
			path,
			invalidParentMark,
			invalidParentNode
		});
		invalidParentNode = true;
	}
	if (content) {
		const invalidContent = [];
		for (const [index, value] of content.entries()) invalidContent.unshift(...checkForInvalidContent(__spreadProps$4(__spreadValues$7({}, valid), {
			json: value,
			path: [
				...path,
				"content",
				"".concat(index)
			],
			invalidParentMark,
			invalidParentNode
		})));
		invalidNodes.unshift(...invalidContent);
	}
	return invalidNodes;
}
function isEndOfTextBlock(selection) {
	return !!(isTextSelection(selection) && selection.$cursor && selection.$cursor.parentOffset >= selection.$cursor.parent.content.size);
}
function isStartOfTextBlock(selection) {
	return !!(isTextSelection(selection) && selection.$cursor && selection.$cursor.parentOffset <= 0);
}
function isStartOfDoc(selection) {
	const selectionAtStart = Selection.atStart(selection.$anchor.doc);
	return !!(isStartOfTextBlock(selection) && selectionAtStart.anchor === selection.anchor);
}
function lift({ tr, dispatch }) {
	const { $from, $to } = tr.selection;
	const range = $from.blockRange($to);
	const target = range && liftTarget(range);
	if (!isNumber(target) || !range) return false;
	dispatch?.(tr.lift(range, target).scrollIntoView());
	return true;
}
function wrapIn(type, attrs = {}, selection) {
	return function(props) {
		const { tr, dispatch, state } = props;
		const nodeType = isString(type) ? assertGet(state.schema.nodes, type) : type;
		const { from, to } = getTextSelection(selection != null ? selection : tr.selection, tr.doc);
		const $from = tr.doc.resolve(from);
		const $to = tr.doc.resolve(to);
		const blockRange = $from.blockRange($to);
		const wrapping = blockRange && findWrapping(blockRange, nodeType, attrs);
		if (!wrapping || !blockRange) return false;
		dispatch?.(tr.wrap(blockRange, wrapping).scrollIntoView());
		return true;
	};
}
function toggleWrap(nodeType, attrs = {}, selection) {
	return (props) => {
		const { tr, state } = props;
		if (getActiveNode({
			state: tr,
			type: isString(nodeType) ? assertGet(state.schema.nodes, nodeType) : nodeType,
			attrs
		})) return lift(props);
		return wrapIn(nodeType, attrs, selection)(props);
	};
}
function setBlockType(nodeType, attrs, selection, preserveAttrs = true) {
	return function(props) {
		const { tr, dispatch, state } = props;
		const type = isString(nodeType) ? assertGet(state.schema.nodes, nodeType) : nodeType;
		const { from, to } = getTextSelection(selection != null ? selection : tr.selection, tr.doc);
		let applicable = false;
		let activeAttrs;
		tr.doc.nodesBetween(from, to, (node, pos) => {
			if (applicable) return false;
			if (!node.isTextblock || node.hasMarkup(type, attrs)) return;
			if (node.type === type) {
				applicable = true;
				activeAttrs = node.attrs;
				return;
			}
			const $pos = tr.doc.resolve(pos);
			const index = $pos.index();
			applicable = $pos.parent.canReplaceWith(index, index + 1, type);
			if (applicable) activeAttrs = $pos.parent.attrs;
		});
		if (!applicable) return false;
		dispatch?.(tr.setBlockType(from, to, type, __spreadValues$7(__spreadValues$7({}, preserveAttrs ? activeAttrs : {}), attrs)).scrollIntoView());
		return true;
	};
}
function toggleBlockItem(toggleProps) {
	return (props) => {
		var _a;
		const { tr, state } = props;
		const { type, attrs, preserveAttrs = true } = toggleProps;
		const activeNode = getActiveNode({
			state: tr,
			type,
			attrs
		});
		const toggleType = (_a = toggleProps.toggleType) != null ? _a : getDefaultBlockNode(state.schema);
		if (activeNode) return setBlockType(toggleType, __spreadValues$7(__spreadValues$7({}, preserveAttrs ? activeNode.node.attrs : {}), attrs))(props);
		const toggleNode = getActiveNode({
			state: tr,
			type: toggleType,
			attrs
		});
		return setBlockType(type, __spreadValues$7(__spreadValues$7({}, preserveAttrs ? toggleNode == null ? void 0 : toggleNode.node.attrs : {}), attrs))(props);
	};
}
function isChrome(minVersion = 0) {
	const parsedAgent = navigator.userAgent.match(/Chrom(e|ium)\/(\d+)\./);
	return parsedAgent ? Number.parseInt(assertGet(parsedAgent, 2), 10) >= minVersion : false;
}
function preserveSelection(selection, tr) {
	let { head, empty, anchor } = selection;
	for (const step of tr.steps) head = step.getMap().map(head);
	if (empty) tr.setSelection(TextSelection.near(tr.doc.resolve(head)));
	else tr.setSelection(TextSelection.between(tr.doc.resolve(anchor), tr.doc.resolve(head)));
}
function replaceText(props) {
	const { attrs = {}, appendText = "", content = "", keepSelection = false, range } = props;
	return ({ state, tr, dispatch }) => {
		var _a, _b, _c, _d;
		const schema = state.schema;
		const selection = getTextSelection((_b = (_a = props.selection) != null ? _a : range) != null ? _b : tr.selection, tr.doc);
		const index = selection.$from.index();
		const { from, to, $from } = selection;
		const type = isString(props.type) ? (_c = schema.nodes[props.type]) != null ? _c : schema.marks[props.type] : props.type;
		invariant(isString(props.type) ? type : true, {
			code: ErrorConstant.SCHEMA,
			message: "Schema contains no marks or nodes with name ".concat(type)
		});
		if (isNodeType(type)) {
			if (!$from.parent.canReplaceWith(index, index, type)) return false;
			tr.replaceWith(from, to, type.create(attrs, content ? schema.text(content) : void 0));
		} else {
			invariant(content, { message: "`replaceText` cannot be called without content when using a mark type" });
			tr.replaceWith(from, to, schema.text(content, isMarkType(type) ? [type.create(attrs)] : void 0));
		}
		if (appendText) tr.insertText(appendText);
		if (keepSelection) preserveSelection(state.selection, tr);
		if (dispatch) {
			if (isChrome(60)) (_d = document.getSelection()) == null || _d.empty();
			dispatch(tr);
		}
		return true;
	};
}
function getFirstMark($pos, $end) {
	const start = $pos.parent.childAfter($pos.parentOffset);
	if (!start.node) return;
	const { marks, nodeSize } = start.node;
	if (marks[0]) return marks[0].type;
	const endPos = $pos.start() + start.offset + nodeSize;
	return getFirstMark($pos.doc.resolve(endPos + 1), $end);
}
function removeMark(props) {
	return ({ dispatch, tr, state }) => {
		var _a, _b;
		const { type, expand = true, range } = props;
		let { from, to, $from, $to } = getTextSelection((_b = (_a = props.selection) != null ? _a : range) != null ? _b : tr.selection, tr.doc);
		const markType = isString(type) ? state.schema.marks[type] : type;
		if (markType !== null) invariant(markType, {
			code: ErrorConstant.SCHEMA,
			message: "Mark type: ".concat(type, " does not exist on the current schema.")
		});
		const rangeMark = markType != null ? markType : getFirstMark($from);
		if (!rangeMark) return false;
		const markRange = getMarkRange($from, rangeMark, $to);
		if (expand && markRange) {
			from = Math.max(0, Math.min(from, markRange.from));
			to = Math.min(Math.max(to, markRange.to), tr.doc.nodeSize - 2);
		}
		dispatch?.(tr.removeMark(from, isNumber(to) ? to : from, isMarkType(markType) ? markType : void 0));
		return true;
	};
}
function findChildren(props) {
	const { node, predicate, descend = true, action } = props;
	invariant(isProsemirrorNode(node), {
		code: ErrorConstant.INTERNAL,
		message: "Invalid \"node\" parameter passed to \"findChildren\"."
	});
	invariant(isFunction(predicate), {
		code: ErrorConstant.INTERNAL,
		message: "Invalid \"predicate\" parameter passed to \"findChildren\"."
	});
	const result = [];
	node.descendants((child, pos) => {
		const nodeWithPosition = {
			node: child,
			pos
		};
		if (!predicate(nodeWithPosition)) return descend;
		result.push(nodeWithPosition);
		action?.(nodeWithPosition);
		return descend;
	});
	return result;
}
function findNodeByPredicate({ predicate }) {
	return (props) => findChildren(__spreadProps$4(__spreadValues$7({}, props), { predicate }));
}
findNodeByPredicate({ predicate: (child) => child.node.isText });
findNodeByPredicate({ predicate: (child) => child.node.isInline });
findNodeByPredicate({ predicate: (child) => child.node.isBlock });
// node_modules/prosemirror-commands/dist/index.js
/**
Delete the selection, if there is one.
*/
var deleteSelection = (state, dispatch) => {
	if (state.selection.empty) return false;
	if (dispatch) dispatch(state.tr.deleteSelection().scrollIntoView());
	return true;
};
function atBlockStart(state, view) {
	let { $cursor } = state.selection;
	if (!$cursor || (view ? !view.endOfTextblock("backward", state) : $cursor.parentOffset > 0)) return null;
	return $cursor;
}
/**
If the selection is empty and at the start of a textblock, try to
reduce the distance between that block and the one before it—if
there's a block directly before it that can be joined, join them.
If not, try to move the selected block closer to the next one in
the document structure by lifting it out of its parent or moving it
into a parent of the previous block. Will use the view for accurate
(bidi-aware) start-of-textblock detection if given.
*/
var joinBackward = (state, dispatch, view) => {
	let $cursor = atBlockStart(state, view);
	if (!$cursor) return false;
	let $cut = findCutBefore($cursor);
	if (!$cut) {
		let range = $cursor.blockRange(), target = range && liftTarget(range);
		if (target == null) return false;
		if (dispatch) dispatch(state.tr.lift(range, target).scrollIntoView());
		return true;
	}
	let before = $cut.nodeBefore;
	if (deleteBarrier(state, $cut, dispatch, -1)) return true;
	if ($cursor.parent.content.size == 0 && (textblockAt(before, "end") || NodeSelection.isSelectable(before))) for (let depth = $cursor.depth;; depth--) {
		let delStep = replaceStep(state.doc, $cursor.before(depth), $cursor.after(depth), Slice.empty);
		if (delStep && delStep.slice.size < delStep.to - delStep.from) {
			if (dispatch) {
				let tr = state.tr.step(delStep);
				tr.setSelection(textblockAt(before, "end") ? Selection.findFrom(tr.doc.resolve(tr.mapping.map($cut.pos, -1)), -1) : NodeSelection.create(tr.doc, $cut.pos - before.nodeSize));
				dispatch(tr.scrollIntoView());
			}
			return true;
		}
		if (depth == 1 || $cursor.node(depth - 1).childCount > 1) break;
	}
	if (before.isAtom && $cut.depth == $cursor.depth - 1) {
		if (dispatch) dispatch(state.tr.delete($cut.pos - before.nodeSize, $cut.pos).scrollIntoView());
		return true;
	}
	return false;
};
function textblockAt(node, side, only = false) {
	for (let scan = node; scan; scan = side == "start" ? scan.firstChild : scan.lastChild) {
		if (scan.isTextblock) return true;
		if (only && scan.childCount != 1) return false;
	}
	return false;
}
/**
When the selection is empty and at the start of a textblock, select
the node before that textblock, if possible. This is intended to be
bound to keys like backspace, after
[`joinBackward`](https://prosemirror.net/docs/ref/#commands.joinBackward) or other deleting
commands, as a fall-back behavior when the schema doesn't allow
deletion at the selected point.
*/
var selectNodeBackward = (state, dispatch, view) => {
	let { $head, empty } = state.selection, $cut = $head;
	if (!empty) return false;
	if ($head.parent.isTextblock) {
		if (view ? !view.endOfTextblock("backward", state) : $head.parentOffset > 0) return false;
		$cut = findCutBefore($head);
	}
	let node = $cut && $cut.nodeBefore;
	if (!node || !NodeSelection.isSelectable(node)) return false;
	if (dispatch) dispatch(state.tr.setSelection(NodeSelection.create(state.doc, $cut.pos - node.nodeSize)).scrollIntoView());
	return true;
};
function findCutBefore($pos) {
	if (!$pos.parent.type.spec.isolating) for (let i = $pos.depth - 1; i >= 0; i--) {
		if ($pos.index(i) > 0) return $pos.doc.resolve($pos.before(i + 1));
		if ($pos.node(i).type.spec.isolating) break;
	}
	return null;
}
function atBlockEnd(state, view) {
	let { $cursor } = state.selection;
	if (!$cursor || (view ? !view.endOfTextblock("forward", state) : $cursor.parentOffset < $cursor.parent.content.size)) return null;
	return $cursor;
}
/**
If the selection is empty and the cursor is at the end of a
textblock, try to reduce or remove the boundary between that block
and the one after it, either by joining them or by moving the other
block closer to this one in the tree structure. Will use the view
for accurate start-of-textblock detection if given.
*/
var joinForward = (state, dispatch, view) => {
	let $cursor = atBlockEnd(state, view);
	if (!$cursor) return false;
	let $cut = findCutAfter($cursor);
	if (!$cut) return false;
	let after = $cut.nodeAfter;
	if (deleteBarrier(state, $cut, dispatch, 1)) return true;
	if ($cursor.parent.content.size == 0 && (textblockAt(after, "start") || NodeSelection.isSelectable(after))) {
		let delStep = replaceStep(state.doc, $cursor.before(), $cursor.after(), Slice.empty);
		if (delStep && delStep.slice.size < delStep.to - delStep.from) {
			if (dispatch) {
				let tr = state.tr.step(delStep);
				tr.setSelection(textblockAt(after, "start") ? Selection.findFrom(tr.doc.resolve(tr.mapping.map($cut.pos)), 1) : NodeSelection.create(tr.doc, tr.mapping.map($cut.pos)));
				dispatch(tr.scrollIntoView());
			}
			return true;
		}
	}
	if (after.isAtom && $cut.depth == $cursor.depth - 1) {
		if (dispatch) dispatch(state.tr.delete($cut.pos, $cut.pos + after.nodeSize).scrollIntoView());
		return true;
	}
	return false;
};
/**
When the selection is empty and at the end of a textblock, select
the node coming after that textblock, if possible. This is intended
to be bound to keys like delete, after
[`joinForward`](https://prosemirror.net/docs/ref/#commands.joinForward) and similar deleting
commands, to provide a fall-back behavior when the schema doesn't
allow deletion at the selected point.
*/
var selectNodeForward = (state, dispatch, view) => {
	let { $head, empty } = state.selection, $cut = $head;
	if (!empty) return false;
	if ($head.parent.isTextblock) {
		if (view ? !view.endOfTextblock("forward", state) : $head.parentOffset < $head.parent.content.size) return false;
		$cut = findCutAfter($head);
	}
	let node = $cut && $cut.nodeAfter;
	if (!node || !NodeSelection.isSelectable(node)) return false;
	if (dispatch) dispatch(state.tr.setSelection(NodeSelection.create(state.doc, $cut.pos)).scrollIntoView());
	return true;
};
function findCutAfter($pos) {
	if (!$pos.parent.type.spec.isolating) for (let i = $pos.depth - 1; i >= 0; i--) {
		let parent = $pos.node(i);
		if ($pos.index(i) + 1 < parent.childCount) return $pos.doc.resolve($pos.after(i + 1));
		if (parent.type.spec.isolating) break;
	}
	return null;
}
/**
If the selection is in a node whose type has a truthy
[`code`](https://prosemirror.net/docs/ref/#model.NodeSpec.code) property in its spec, replace the
selection with a newline character.
*/
var newlineInCode = (state, dispatch) => {
	let { $head, $anchor } = state.selection;
	if (!$head.parent.type.spec.code || !$head.sameParent($anchor)) return false;
	if (dispatch) dispatch(state.tr.insertText("\n").scrollIntoView());
	return true;
};
function defaultBlockAt(match) {
	for (let i = 0; i < match.edgeCount; i++) {
		let { type } = match.edge(i);
		if (type.isTextblock && !type.hasRequiredAttrs()) return type;
	}
	return null;
}
/**
When the selection is in a node with a truthy
[`code`](https://prosemirror.net/docs/ref/#model.NodeSpec.code) property in its spec, create a
default block after the code block, and move the cursor there.
*/
var exitCode = (state, dispatch) => {
	let { $head, $anchor } = state.selection;
	if (!$head.parent.type.spec.code || !$head.sameParent($anchor)) return false;
	let above = $head.node(-1), after = $head.indexAfter(-1), type = defaultBlockAt(above.contentMatchAt(after));
	if (!type || !above.canReplaceWith(after, after, type)) return false;
	if (dispatch) {
		let pos = $head.after(), tr = state.tr.replaceWith(pos, pos, type.createAndFill());
		tr.setSelection(Selection.near(tr.doc.resolve(pos), 1));
		dispatch(tr.scrollIntoView());
	}
	return true;
};
/**
If a block node is selected, create an empty paragraph before (if
it is its parent's first child) or after it.
*/
var createParagraphNear = (state, dispatch) => {
	let sel = state.selection, { $from, $to } = sel;
	if (sel instanceof AllSelection || $from.parent.inlineContent || $to.parent.inlineContent) return false;
	let type = defaultBlockAt($to.parent.contentMatchAt($to.indexAfter()));
	if (!type || !type.isTextblock) return false;
	if (dispatch) {
		let side = (!$from.parentOffset && $to.index() < $to.parent.childCount ? $from : $to).pos;
		let tr = state.tr.insert(side, type.createAndFill());
		tr.setSelection(TextSelection.create(tr.doc, side + 1));
		dispatch(tr.scrollIntoView());
	}
	return true;
};
/**
If the cursor is in an empty textblock that can be lifted, lift the
block.
*/
var liftEmptyBlock = (state, dispatch) => {
	let { $cursor } = state.selection;
	if (!$cursor || $cursor.parent.content.size) return false;
	if ($cursor.depth > 1 && $cursor.after() != $cursor.end(-1)) {
		let before = $cursor.before();
		if (canSplit(state.doc, before)) {
			if (dispatch) dispatch(state.tr.split(before).scrollIntoView());
			return true;
		}
	}
	let range = $cursor.blockRange(), target = range && liftTarget(range);
	if (target == null) return false;
	if (dispatch) dispatch(state.tr.lift(range, target).scrollIntoView());
	return true;
};
/**
Create a variant of [`splitBlock`](https://prosemirror.net/docs/ref/#commands.splitBlock) that uses
a custom function to determine the type of the newly split off block.
*/
function splitBlockAs(splitNode) {
	return (state, dispatch) => {
		if (state.selection instanceof NodeSelection && state.selection.node.isBlock) {
			let { $from } = state.selection;
			if (!$from.parentOffset || !canSplit(state.doc, $from.pos)) return false;
			if (dispatch) dispatch(state.tr.split($from.pos).scrollIntoView());
			return true;
		}
		if (!state.selection.$from.depth) return false;
		let tr = state.tr;
		if (!state.selection.empty && (state.selection instanceof TextSelection || state.selection instanceof AllSelection)) tr.deleteSelection();
		let { $from } = tr.selection, mapFrom = tr.steps.length;
		let types = [];
		let splitDepth, deflt, atEnd = false, atStart = false;
		for (let d = $from.depth;; d--) if ($from.node(d).isBlock) {
			atEnd = $from.end(d) == $from.pos + ($from.depth - d);
			atStart = $from.start(d) == $from.pos - ($from.depth - d);
			deflt = defaultBlockAt($from.node(d - 1).contentMatchAt($from.indexAfter(d - 1)));
			let splitType = splitNode && splitNode($from.parent, atEnd, $from);
			types.unshift(splitType || (atEnd && deflt ? { type: deflt } : null));
			splitDepth = d;
			break;
		} else {
			if (d == 1) return false;
			types.unshift(null);
		}
		let splitPos = $from.pos;
		let can = canSplit(tr.doc, splitPos, types.length, types);
		if (!can) {
			types[0] = deflt ? { type: deflt } : null;
			can = canSplit(tr.doc, splitPos, types.length, types);
		}
		if (!can) return false;
		tr.split(splitPos, types.length, types);
		if (!atEnd && atStart && $from.node(splitDepth).type != deflt) {
			let mapping = tr.mapping.slice(mapFrom);
			let first = mapping.map($from.before(splitDepth)), $first = tr.doc.resolve(first);
			if (deflt && $from.node(splitDepth - 1).canReplaceWith($first.index(), $first.index() + 1, deflt)) tr.setNodeMarkup(mapping.map($from.before(splitDepth)), deflt);
		}
		if (dispatch) dispatch(tr.scrollIntoView());
		return true;
	};
}
/**
Split the parent block of the selection. If the selection is a text
selection, also delete its content.
*/
var splitBlock = splitBlockAs();
/**
Move the selection to the node wrapping the current selection, if
any. (Will not select the document node.)
*/
var selectParentNode = (state, dispatch) => {
	let { $from, to } = state.selection, pos;
	let same = $from.sharedDepth(to);
	if (same == 0) return false;
	pos = $from.before(same);
	if (dispatch) dispatch(state.tr.setSelection(NodeSelection.create(state.doc, pos)));
	return true;
};
/**
Select the whole document.
*/
var selectAll = (state, dispatch) => {
	if (dispatch) dispatch(state.tr.setSelection(new AllSelection(state.doc)));
	return true;
};
function joinMaybeClear(state, $pos, dispatch) {
	let before = $pos.nodeBefore, after = $pos.nodeAfter, index = $pos.index();
	if (!before || !after || !before.type.compatibleContent(after.type)) return false;
	if (!before.content.size && $pos.parent.canReplace(index - 1, index)) {
		if (dispatch) dispatch(state.tr.delete($pos.pos - before.nodeSize, $pos.pos).scrollIntoView());
		return true;
	}
	if (!$pos.parent.canReplace(index, index + 1) || !(after.isTextblock || canJoin(state.doc, $pos.pos))) return false;
	if (dispatch) dispatch(state.tr.join($pos.pos).scrollIntoView());
	return true;
}
function deleteBarrier(state, $cut, dispatch, dir) {
	let before = $cut.nodeBefore, after = $cut.nodeAfter, conn, match;
	let isolated = before.type.spec.isolating || after.type.spec.isolating;
	if (!isolated && joinMaybeClear(state, $cut, dispatch)) return true;
	let canDelAfter = !isolated && $cut.parent.canReplace($cut.index(), $cut.index() + 1);
	if (canDelAfter && (conn = (match = before.contentMatchAt(before.childCount)).findWrapping(after.type)) && match.matchType(conn[0] || after.type).validEnd) {
		if (dispatch) {
			let end = $cut.pos + after.nodeSize, wrap = Fragment.empty;
			for (let i = conn.length - 1; i >= 0; i--) wrap = Fragment.from(conn[i].create(null, wrap));
			wrap = Fragment.from(before.copy(wrap));
			let tr = state.tr.step(new ReplaceAroundStep($cut.pos - 1, end, $cut.pos, end, new Slice(wrap, 1, 0), conn.length, true));
			let $joinAt = tr.doc.resolve(end + 2 * conn.length);
			if ($joinAt.nodeAfter && $joinAt.nodeAfter.type == before.type && canJoin(tr.doc, $joinAt.pos)) tr.join($joinAt.pos);
			dispatch(tr.scrollIntoView());
		}
		return true;
	}
	let selAfter = after.type.spec.isolating || dir > 0 && isolated ? null : Selection.findFrom($cut, 1);
	let range = selAfter && selAfter.$from.blockRange(selAfter.$to), target = range && liftTarget(range);
	if (target != null && target >= $cut.depth) {
		if (dispatch) dispatch(state.tr.lift(range, target).scrollIntoView());
		return true;
	}
	if (canDelAfter && textblockAt(after, "start", true) && textblockAt(before, "end")) {
		let at = before, wrap = [];
		for (;;) {
			wrap.push(at);
			if (at.isTextblock) break;
			at = at.lastChild;
		}
		let afterText = after, afterDepth = 1;
		for (; !afterText.isTextblock; afterText = afterText.firstChild) afterDepth++;
		if (at.canReplace(at.childCount, at.childCount, afterText.content)) {
			if (dispatch) {
				let end = Fragment.empty;
				for (let i = wrap.length - 1; i >= 0; i--) end = Fragment.from(wrap[i].copy(end));
				dispatch(state.tr.step(new ReplaceAroundStep($cut.pos - wrap.length, $cut.pos + after.nodeSize, $cut.pos + afterDepth, $cut.pos + after.nodeSize - afterDepth, new Slice(end, wrap.length, 0), 0, true)).scrollIntoView());
			}
			return true;
		}
	}
	return false;
}
function selectTextblockSide(side) {
	return function(state, dispatch) {
		let sel = state.selection, $pos = side < 0 ? sel.$from : sel.$to;
		let depth = $pos.depth;
		while ($pos.node(depth).isInline) {
			if (!depth) return false;
			depth--;
		}
		if (!$pos.node(depth).isTextblock) return false;
		if (dispatch) dispatch(state.tr.setSelection(TextSelection.create(state.doc, side < 0 ? $pos.start(depth) : $pos.end(depth))));
		return true;
	};
}
/**
Moves the cursor to the start of current text block.
*/
var selectTextblockStart = selectTextblockSide(-1);
/**
Moves the cursor to the end of current text block.
*/
var selectTextblockEnd = selectTextblockSide(1);
function markApplies$1(doc, ranges, type, enterAtoms) {
	for (let i = 0; i < ranges.length; i++) {
		let { $from, $to } = ranges[i];
		let can = $from.depth == 0 ? doc.inlineContent && doc.type.allowsMarkType(type) : false;
		doc.nodesBetween($from.pos, $to.pos, (node, pos) => {
			if (can || !enterAtoms && node.isAtom && node.isInline && pos >= $from.pos && pos + node.nodeSize <= $to.pos) return false;
			can = node.inlineContent && node.type.allowsMarkType(type);
		});
		if (can) return true;
	}
	return false;
}
function removeInlineAtoms(ranges) {
	let result = [];
	for (let i = 0; i < ranges.length; i++) {
		let { $from, $to } = ranges[i];
		$from.doc.nodesBetween($from.pos, $to.pos, (node, pos) => {
			if (node.isAtom && node.content.size && node.isInline && pos >= $from.pos && pos + node.nodeSize <= $to.pos) {
				if (pos + 1 > $from.pos) result.push(new SelectionRange($from, $from.doc.resolve(pos + 1)));
				$from = $from.doc.resolve(pos + 1 + node.content.size);
				return false;
			}
		});
		if ($from.pos < $to.pos) result.push(new SelectionRange($from, $to));
	}
	return result;
}
/**
Create a command function that toggles the given mark with the
given attributes. Will return `false` when the current selection
doesn't support that mark. This will remove the mark if any marks
of that type exist in the selection, or add it otherwise. If the
selection is empty, this applies to the [stored
marks](https://prosemirror.net/docs/ref/#state.EditorState.storedMarks) instead of a range of the
document.
*/
function toggleMark$1(markType, attrs = null, options) {
	let removeWhenPresent = (options && options.removeWhenPresent) !== false;
	let enterAtoms = (options && options.enterInlineAtoms) !== false;
	let dropSpace = !(options && options.includeWhitespace);
	return function(state, dispatch) {
		let { empty, $cursor, ranges } = state.selection;
		if (empty && !$cursor || !markApplies$1(state.doc, ranges, markType, enterAtoms)) return false;
		if (dispatch) {
			if ($cursor) {
				if (markType.isInSet(state.storedMarks || $cursor.marks())) dispatch(state.tr.removeStoredMark(markType));
				else dispatch(state.tr.addStoredMark(markType.create(attrs)));
			} else {
				let add, tr = state.tr;
				if (!enterAtoms) ranges = removeInlineAtoms(ranges);
				if (removeWhenPresent) add = !ranges.some((r) => state.doc.rangeHasMark(r.$from.pos, r.$to.pos, markType));
				else add = !ranges.every((r) => {
					let missing = false;
					tr.doc.nodesBetween(r.$from.pos, r.$to.pos, (node, pos, parent) => {
						if (missing) return false;
						missing = !markType.isInSet(node.marks) && !!parent && parent.type.allowsMarkType(markType) && !(node.isText && /^\s*$/.test(node.textBetween(Math.max(0, r.$from.pos - pos), Math.min(node.nodeSize, r.$to.pos - pos))));
					});
					return !missing;
				});
				for (let i = 0; i < ranges.length; i++) {
					let { $from, $to } = ranges[i];
					if (!add) tr.removeMark($from.pos, $to.pos, markType);
					else {
						let from = $from.pos, to = $to.pos, start = $from.nodeAfter, end = $to.nodeBefore;
						let spaceStart = dropSpace && start && start.isText ? /^\s*/.exec(start.text)[0].length : 0;
						let spaceEnd = dropSpace && end && end.isText ? /\s*$/.exec(end.text)[0].length : 0;
						if (from + spaceStart < to) {
							from += spaceStart;
							to -= spaceEnd;
						}
						tr.addMark(from, to, markType.create(attrs));
					}
				}
				dispatch(tr.scrollIntoView());
			}
		}
		return true;
	};
}
/**
Combine a number of command functions into a single function (which
calls them one by one until one returns true).
*/
function chainCommands(...commands) {
	return function(state, dispatch, view) {
		for (let i = 0; i < commands.length; i++) if (commands[i](state, dispatch, view)) return true;
		return false;
	};
}
var backspace = chainCommands(deleteSelection, joinBackward, selectNodeBackward);
var del = chainCommands(deleteSelection, joinForward, selectNodeForward);
/**
A basic keymap containing bindings not specific to any schema.
Binds the following keys (when multiple commands are listed, they
are chained with [`chainCommands`](https://prosemirror.net/docs/ref/#commands.chainCommands)):

* **Enter** to `newlineInCode`, `createParagraphNear`, `liftEmptyBlock`, `splitBlock`
* **Mod-Enter** to `exitCode`
* **Backspace** and **Mod-Backspace** to `deleteSelection`, `joinBackward`, `selectNodeBackward`
* **Delete** and **Mod-Delete** to `deleteSelection`, `joinForward`, `selectNodeForward`
* **Mod-Delete** to `deleteSelection`, `joinForward`, `selectNodeForward`
* **Mod-a** to `selectAll`
*/
var pcBaseKeymap = {
	"Enter": chainCommands(newlineInCode, createParagraphNear, liftEmptyBlock, splitBlock),
	"Mod-Enter": exitCode,
	"Backspace": backspace,
	"Mod-Backspace": backspace,
	"Shift-Backspace": backspace,
	"Delete": del,
	"Mod-Delete": del,
	"Mod-a": selectAll
};
/**
A copy of `pcBaseKeymap` that also binds **Ctrl-h** like Backspace,
**Ctrl-d** like Delete, **Alt-Backspace** like Ctrl-Backspace, and
**Ctrl-Alt-Backspace**, **Alt-Delete**, and **Alt-d** like
Ctrl-Delete.
*/
var macBaseKeymap = {
	"Ctrl-h": pcBaseKeymap["Backspace"],
	"Alt-Backspace": pcBaseKeymap["Mod-Backspace"],
	"Ctrl-d": pcBaseKeymap["Delete"],
	"Ctrl-Alt-Backspace": pcBaseKeymap["Mod-Delete"],
	"Alt-Delete": pcBaseKeymap["Mod-Delete"],
	"Alt-d": pcBaseKeymap["Mod-Delete"],
	"Ctrl-a": selectTextblockStart,
	"Ctrl-e": selectTextblockEnd
};
for (let key in pcBaseKeymap) macBaseKeymap[key] = pcBaseKeymap[key];
/**
Depending on the detected platform, this will hold
[`pcBasekeymap`](https://prosemirror.net/docs/ref/#commands.pcBaseKeymap) or
[`macBaseKeymap`](https://prosemirror.net/docs/ref/#commands.macBaseKeymap).
*/
var baseKeymap = (typeof navigator != "undefined" ? /Mac|iP(hone|[oa]d)/.test(navigator.platform) : typeof os != "undefined" && os.platform ? os.platform() == "darwin" : false) ? macBaseKeymap : pcBaseKeymap;
// node_modules/w3c-keyname/index.js
var base = {
	8: "Backspace",
	9: "Tab",
	10: "Enter",
	12: "NumLock",
	13: "Enter",
	16: "Shift",
	17: "Control",
	18: "Alt",
	20: "CapsLock",
	27: "Escape",
	32: " ",
	33: "PageUp",
	34: "PageDown",
	35: "End",
	36: "Home",
	37: "ArrowLeft",
	38: "ArrowUp",
	39: "ArrowRight",
	40: "ArrowDown",
	44: "PrintScreen",
	45: "Insert",
	46: "Delete",
	59: ";",
	61: "=",
	91: "Meta",
	92: "Meta",
	106: "*",
	107: "+",
	108: ",",
	109: "-",
	110: ".",
	111: "/",
	144: "NumLock",
	145: "ScrollLock",
	160: "Shift",
	161: "Shift",
	162: "Control",
	163: "Control",
	164: "Alt",
	165: "Alt",
	173: "-",
	186: ";",
	187: "=",
	188: ",",
	189: "-",
	190: ".",
	191: "/",
	192: "`",
	219: "[",
	220: "\\",
	221: "]",
	222: "'"
};
var shift = {
	48: ")",
	49: "!",
	50: "@",
	51: "#",
	52: "$",
	53: "%",
	54: "^",
	55: "&",
	56: "*",
	57: "(",
	59: ":",
	61: "+",
	173: "_",
	186: ":",
	187: "+",
	188: "<",
	189: "_",
	190: ">",
	191: "?",
	192: "~",
	219: "{",
	220: "|",
	221: "}",
	222: "\""
};
var mac$1 = typeof navigator != "undefined" && /Mac/.test(navigator.platform);
var ie = typeof navigator != "undefined" && /MSIE \d|Trident\/(?:[7-9]|\d{2,})\..*rv:(\d+)/.exec(navigator.userAgent);
for (var i$1 = 0; i$1 < 10; i$1++) base[48 + i$1] = base[96 + i$1] = String(i$1);
for (var i$1 = 1; i$1 <= 24; i$1++) base[i$1 + 111] = "F" + i$1;
for (var i$1 = 65; i$1 <= 90; i$1++) {
	base[i$1] = String.fromCharCode(i$1 + 32);
	shift[i$1] = String.fromCharCode(i$1);
}
for (var code in base) if (!shift.hasOwnProperty(code)) shift[code] = base[code];
function keyName(event) {
	var name = !(mac$1 && event.metaKey && event.shiftKey && !event.ctrlKey && !event.altKey || ie && event.shiftKey && event.key && event.key.length == 1 || event.key == "Unidentified") && event.key || (event.shiftKey ? shift : base)[event.keyCode] || event.key || "Unidentified";
	if (name == "Esc") name = "Escape";
	if (name == "Del") name = "Delete";
	if (name == "Left") name = "ArrowLeft";
	if (name == "Up") name = "ArrowUp";
	if (name == "Right") name = "ArrowRight";
	if (name == "Down") name = "ArrowDown";
	return name;
}
// node_modules/prosemirror-keymap/dist/index.js
var mac = typeof navigator != "undefined" && /Mac|iP(hone|[oa]d)/.test(navigator.platform);
var windows = typeof navigator != "undefined" && /Win/.test(navigator.platform);
function normalizeKeyName(name) {
	let parts = name.split(/-(?!$)/), result = parts[parts.length - 1];
	if (result == "Space") result = " ";
	let alt, ctrl, shift, meta;
	for (let i = 0; i < parts.length - 1; i++) {
		let mod = parts[i];
		if (/^(cmd|meta|m)$/i.test(mod)) meta = true;
		else if (/^a(lt)?$/i.test(mod)) alt = true;
		else if (/^(c|ctrl|control)$/i.test(mod)) ctrl = true;
		else if (/^s(hift)?$/i.test(mod)) shift = true;
		else if (/^mod$/i.test(mod)) {
			if (mac) meta = true;
			else ctrl = true;
		} else throw new Error("Unrecognized modifier name: " + mod);
	}
	if (alt) result = "Alt-" + result;
	if (ctrl) result = "Ctrl-" + result;
	if (meta) result = "Meta-" + result;
	if (shift) result = "Shift-" + result;
	return result;
}
function normalize(map) {
	let copy = Object.create(null);
	for (let prop in map) copy[normalizeKeyName(prop)] = map[prop];
	return copy;
}
function modifiers(name, event, shift = true) {
	if (event.altKey) name = "Alt-" + name;
	if (event.ctrlKey) name = "Ctrl-" + name;
	if (event.metaKey) name = "Meta-" + name;
	if (shift && event.shiftKey) name = "Shift-" + name;
	return name;
}
/**
Given a set of bindings (using the same format as
[`keymap`](https://prosemirror.net/docs/ref/#keymap.keymap)), return a [keydown
handler](https://prosemirror.net/docs/ref/#view.EditorProps.handleKeyDown) that handles them.
*/
function keydownHandler(bindings) {
	let map = normalize(bindings);
	return function(view, event) {
		let name = keyName(event), baseName, direct = map[modifiers(name, event)];
		if (direct && direct(view.state, view.dispatch, view)) return true;
		if (name.length == 1 && name != " ") {
			if (event.shiftKey) {
				let noShift = map[modifiers(name, event, false)];
				if (noShift && noShift(view.state, view.dispatch, view)) return true;
			}
			if ((event.altKey || event.metaKey || event.ctrlKey) && !(windows && event.ctrlKey && event.altKey) && (baseName = base[event.keyCode]) && baseName != name) {
				let fromCode = map[modifiers(baseName, event)];
				if (fromCode && fromCode(view.state, view.dispatch, view)) return true;
			}
		}
		return false;
	};
}
// node_modules/prosemirror-paste-rules/dist/prosemirror-paste-rules.js
function pasteRules(pasteRules2) {
	const sortedPasteRules = sort(pasteRules2, (a, z) => {
		var _a, _b;
		return ((_a = z.priority) != null ? _a : ExtensionPriority.Low) - ((_b = a.priority) != null ? _b : ExtensionPriority.Low);
	});
	const regexPasteRules2 = [];
	const filePasteRules = [];
	for (const rule of sortedPasteRules) if (isRegexPastRule(rule)) regexPasteRules2.push(rule);
	else filePasteRules.push(rule);
	let view;
	return new Plugin({
		key: pastePluginKey,
		view: (editorView) => {
			view = editorView;
			return {};
		},
		props: {
			transformPasted: (slice) => {
				var _a, _b, _c, _d;
				const $pos = view.state.selection.$from;
				const nodeName = $pos.node().type.name;
				const markNames = new Set($pos.marks().map((mark) => mark.type.name));
				for (const rule of regexPasteRules2) {
					if (((_a = rule.ignoredNodes) == null ? void 0 : _a.includes(nodeName)) || ((_b = rule.ignoredMarks) == null ? void 0 : _b.some((ignored) => markNames.has(ignored)))) continue;
					const textContent = (_d = (_c = slice.content.firstChild) == null ? void 0 : _c.textContent) != null ? _d : "";
					const canBeReplaced = !view.state.selection.empty && slice.content.childCount === 1 && textContent;
					const match = findMatches(textContent, rule.regexp)[0];
					if (canBeReplaced && match && rule.type === "mark" && rule.replaceSelection) {
						const { from, to } = view.state.selection;
						const textSlice = view.state.doc.slice(from, to);
						const textContent2 = textSlice.content.textBetween(0, textSlice.content.size);
						if (typeof rule.replaceSelection !== "boolean" ? rule.replaceSelection(textContent2) : rule.replaceSelection) {
							const newTextNodes = [];
							const { getAttributes, markType } = rule;
							const attributes = isFunction(getAttributes) ? getAttributes(match, true) : getAttributes;
							const mark = markType.create(attributes);
							textSlice.content.forEach((textNode) => {
								if (textNode.isText) {
									const marks = mark.addToSet(textNode.marks);
									newTextNodes.push(textNode.mark(marks));
								}
							});
							return Slice.maxOpen(Fragment.fromArray(newTextNodes));
						}
					}
					const { nodes: transformedNodes, transformed } = regexPasteRuleHandler(slice.content, rule, view.state.schema);
					if (transformed) slice = rule.type === "node" && rule.nodeType.isBlock ? new Slice(Fragment.fromArray(transformedNodes), 0, 0) : new Slice(Fragment.fromArray(transformedNodes), slice.openStart, slice.openEnd);
				}
				return fixSliceOpening(slice);
			},
			handleDOMEvents: {
				paste: (view2, clipboardEvent) => {
					var _a, _b;
					const event = clipboardEvent;
					if (!((_b = (_a = view2.props).editable) == null ? void 0 : _b.call(_a, view2.state))) return false;
					const { clipboardData } = event;
					if (!clipboardData) return false;
					const allFiles = [...clipboardData.items].map((data) => data.getAsFile()).filter((file) => !!file);
					if (allFiles.length === 0) return false;
					const { selection } = view2.state;
					for (const { fileHandler, regexp } of filePasteRules) {
						const files = regexp ? allFiles.filter((file) => regexp.test(file.type)) : allFiles;
						if (files.length === 0) continue;
						if (fileHandler({
							event,
							files,
							selection,
							view: view2,
							type: "paste"
						})) {
							event.preventDefault();
							return true;
						}
					}
					return false;
				},
				drop: (view2, dragEvent) => {
					var _a, _b, _c, _d;
					const event = dragEvent;
					if (!((_b = (_a = view2.props).editable) == null ? void 0 : _b.call(_a, view2.state))) return false;
					const { dataTransfer, clientX, clientY } = event;
					if (!dataTransfer) return false;
					const allFiles = getDataTransferFiles(event);
					if (allFiles.length === 0) return false;
					const pos = (_d = (_c = view2.posAtCoords({
						left: clientX,
						top: clientY
					})) == null ? void 0 : _c.pos) != null ? _d : view2.state.selection.anchor;
					for (const { fileHandler, regexp } of filePasteRules) {
						const files = regexp ? allFiles.filter((file) => regexp.test(file.type)) : allFiles;
						if (files.length === 0) continue;
						if (fileHandler({
							event,
							files,
							pos,
							view: view2,
							type: "drop"
						})) {
							event.preventDefault();
							return true;
						}
					}
					return false;
				}
			}
		}
	});
}
var pastePluginKey = new PluginKey("pasteRule");
function createPasteRuleHandler(transformer, schema) {
	return function handler(props) {
		const { fragment, rule, nodes } = props;
		const { regexp, ignoreWhitespace, ignoredMarks, ignoredNodes } = rule;
		let transformed = false;
		fragment.forEach((child) => {
			var _a;
			if ((ignoredNodes == null ? void 0 : ignoredNodes.includes(child.type.name)) || isCodeNode(child)) {
				nodes.push(child);
				return;
			}
			if (!child.isText) {
				const childResult = handler({
					fragment: child.content,
					rule,
					nodes: []
				});
				transformed || (transformed = childResult.transformed);
				const content = Fragment.fromArray(childResult.nodes);
				if (child.type.validContent(content)) nodes.push(child.copy(content));
				else nodes.push(...childResult.nodes);
				return;
			}
			if (child.marks.some((mark) => isCodeMark(mark) || (ignoredMarks == null ? void 0 : ignoredMarks.includes(mark.type.name)))) {
				nodes.push(child);
				return;
			}
			const text = (_a = child.text) != null ? _a : "";
			let pos = 0;
			for (const match of findMatches(text, regexp)) {
				const capturedValue = match[1];
				const fullValue = match[0];
				if (ignoreWhitespace && (capturedValue == null ? void 0 : capturedValue.trim()) === "" || !fullValue) return;
				const start = match.index;
				const end = start + fullValue.length;
				if (start > pos) nodes.push(child.cut(pos, start));
				let textNode = child.cut(start, end);
				if (fullValue && capturedValue) {
					const startSpaces = fullValue.search(/\S/);
					const textStart = start + fullValue.indexOf(capturedValue);
					const textEnd = textStart + capturedValue.length;
					if (startSpaces) nodes.push(child.cut(start, start + startSpaces));
					textNode = child.cut(textStart, textEnd);
				}
				transformer({
					nodes,
					rule,
					textNode,
					match,
					schema
				});
				transformed = true;
				pos = end;
			}
			if (text && pos < text.length) nodes.push(child.cut(pos));
		});
		return {
			nodes,
			transformed
		};
	};
}
function markRuleTransformer(props) {
	var _a;
	const { nodes, rule, textNode, match, schema } = props;
	const { transformMatch, getAttributes, markType } = rule;
	const attributes = isFunction(getAttributes) ? getAttributes(match, false) : getAttributes;
	const text = (_a = textNode.text) != null ? _a : "";
	const mark = markType.create(attributes);
	const transformedCapturedValue = transformMatch == null ? void 0 : transformMatch(match);
	if (transformedCapturedValue === "") return;
	if (transformedCapturedValue === false) {
		nodes.push(schema.text(text, textNode.marks));
		return;
	}
	const marks = mark.addToSet(textNode.marks);
	nodes.push(schema.text(transformedCapturedValue != null ? transformedCapturedValue : text, marks));
}
function textRuleTransformer(props) {
	var _a;
	const { nodes, rule, textNode, match, schema } = props;
	const { transformMatch } = rule;
	const transformedCapturedValue = transformMatch == null ? void 0 : transformMatch(match);
	if (transformedCapturedValue === "" || transformedCapturedValue === false) return;
	const text = (_a = transformedCapturedValue != null ? transformedCapturedValue : textNode.text) != null ? _a : "";
	nodes.push(schema.text(text, textNode.marks));
}
function nodeRuleTransformer(props) {
	const { nodes, rule, textNode, match } = props;
	const { getAttributes, nodeType, getContent } = rule;
	const attributes = isFunction(getAttributes) ? getAttributes(match, false) : getAttributes;
	const content = (getContent ? getContent(match) : textNode) || void 0;
	nodes.push(nodeType.createChecked(attributes, content));
}
function regexPasteRuleHandler(fragment, rule, schema) {
	const nodes = [];
	switch (rule.type) {
		case "mark": return createPasteRuleHandler(markRuleTransformer, schema)({
			fragment,
			nodes,
			rule
		});
		case "node": return createPasteRuleHandler(nodeRuleTransformer, schema)({
			fragment,
			nodes,
			rule
		});
		default: return createPasteRuleHandler(textRuleTransformer, schema)({
			fragment,
			nodes,
			rule
		});
	}
}
var regexPasteRules = [
	"mark",
	"node",
	"text"
];
function isRegexPastRule(rule) {
	return includes(regexPasteRules, rule.type);
}
function isCodeNode(node) {
	var _a;
	return node.type.spec.code || ((_a = node.type.spec.group) == null ? void 0 : _a.split(" ").includes("code"));
}
function isCodeMark(mark) {
	var _a;
	return mark.type.name === "code" || ((_a = mark.type.spec.group) == null ? void 0 : _a.split(" ").includes("code"));
}
function getDataTransferFiles(event) {
	var _a, _b;
	const { dataTransfer } = event;
	if (!dataTransfer) return [];
	if (((_a = dataTransfer.files) == null ? void 0 : _a.length) > 0) return [...dataTransfer.files];
	if ((_b = dataTransfer.items) == null ? void 0 : _b.length) return [...dataTransfer.items].map((item) => item.getAsFile()).filter((item) => !!item);
	return [];
}
function fixSliceOpening(slice) {
	const max = Slice.maxOpen(slice.content);
	return max.openStart < slice.openStart || max.openEnd < slice.openEnd ? max : slice;
}
// node_modules/@remirror/core/dist/remirror-core.js
var __create$7 = Object.create;
var __defProp$8 = Object.defineProperty;
var __defProps$3 = Object.defineProperties;
var __getOwnPropDesc$7 = Object.getOwnPropertyDescriptor;
var __getOwnPropDescs$3 = Object.getOwnPropertyDescriptors;
var __getOwnPropSymbols$6 = Object.getOwnPropertySymbols;
var __hasOwnProp$6 = Object.prototype.hasOwnProperty;
var __propIsEnum$6 = Object.prototype.propertyIsEnumerable;
var __knownSymbol$7 = (name, symbol) => (symbol = Symbol[name]) ? symbol : Symbol.for("Symbol." + name);
var __typeError$8 = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp$8 = (obj, key2, value) => key2 in obj ? __defProp$8(obj, key2, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key2] = value;
var __spreadValues$6 = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp$6.call(b, prop)) __defNormalProp$8(a, prop, b[prop]);
	if (__getOwnPropSymbols$6) {
		for (var prop of __getOwnPropSymbols$6(b)) if (__propIsEnum$6.call(b, prop)) __defNormalProp$8(a, prop, b[prop]);
	}
	return a;
};
var __spreadProps$3 = (a, b) => __defProps$3(a, __getOwnPropDescs$3(b));
var __name$7 = (target, value) => __defProp$8(target, "name", {
	value,
	configurable: true
});
var __objRest$1 = (source, exclude) => {
	var target = {};
	for (var prop in source) if (__hasOwnProp$6.call(source, prop) && exclude.indexOf(prop) < 0) target[prop] = source[prop];
	if (source != null && __getOwnPropSymbols$6) {
		for (var prop of __getOwnPropSymbols$6(source)) if (exclude.indexOf(prop) < 0 && __propIsEnum$6.call(source, prop)) target[prop] = source[prop];
	}
	return target;
};
var __decoratorStart$7 = (base) => {
	var _a12;
	return [
		,
		,
		,
		__create$7((_a12 = base == null ? void 0 : base[__knownSymbol$7("metadata")]) != null ? _a12 : null)
	];
};
var __decoratorStrings$7 = [
	"class",
	"method",
	"getter",
	"setter",
	"accessor",
	"field",
	"value",
	"get",
	"set"
];
var __expectFn$7 = (fn) => fn !== void 0 && typeof fn !== "function" ? __typeError$8("Function expected") : fn;
var __decoratorContext$7 = (kind, name, done, metadata, fns) => ({
	kind: __decoratorStrings$7[kind],
	name,
	metadata,
	addInitializer: (fn) => done._ ? __typeError$8("Already initialized") : fns.push(__expectFn$7(fn || null))
});
var __decoratorMetadata$7 = (array, target) => __defNormalProp$8(target, __knownSymbol$7("metadata"), array[3]);
var __runInitializers$7 = (array, flags, self, value) => {
	for (var i = 0, fns = array[flags >> 1], n = fns && fns.length; i < n; i++) flags & 1 ? fns[i].call(self) : value = fns[i].call(self, value);
	return value;
};
var __decorateElement$7 = (array, flags, name, decorators, target, extra) => {
	var fn, it, done, ctx, access, k = flags & 7, s = !!(flags & 8), p = !!(flags & 16);
	var j = k > 3 ? array.length + 1 : k ? s ? 1 : 2 : 0, key2 = __decoratorStrings$7[k + 5];
	var initializers = k > 3 && (array[j - 1] = []), extraInitializers = array[j] || (array[j] = []);
	var desc = k && (!p && !s && (target = target.prototype), k < 5 && (k > 3 || !p) && __getOwnPropDesc$7(k < 4 ? target : {
		get [name]() {
			return __privateGet$8(this, extra);
		},
		set [name](x) {
			return __privateSet$8(this, extra, x);
		}
	}, name));
	k ? p && k < 4 && __name$7(extra, (k > 2 ? "set " : k > 1 ? "get " : "") + name) : __name$7(target, name);
	for (var i = decorators.length - 1; i >= 0; i--) {
		ctx = __decoratorContext$7(k, name, done = {}, array[3], extraInitializers);
		if (k) {
			ctx.static = s, ctx.private = p, access = ctx.access = { has: p ? (x) => __privateIn$7(target, x) : (x) => name in x };
			if (k ^ 3) access.get = p ? (x) => (k ^ 1 ? __privateGet$8 : __privateMethod$7)(x, target, k ^ 4 ? extra : desc.get) : (x) => x[name];
			if (k > 2) access.set = p ? (x, y) => __privateSet$8(x, target, y, k ^ 4 ? extra : desc.set) : (x, y) => x[name] = y;
		}
		it = (0, decorators[i])(k ? k < 4 ? p ? extra : desc[key2] : k > 4 ? void 0 : {
			get: desc.get,
			set: desc.set
		} : target, ctx), done._ = 1;
		if (k ^ 4 || it === void 0) __expectFn$7(it) && (k > 4 ? initializers.unshift(it) : k ? p ? extra = it : desc[key2] = it : target = it);
		else if (typeof it !== "object" || it === null) __typeError$8("Object expected");
		else __expectFn$7(fn = it.get) && (desc.get = fn), __expectFn$7(fn = it.set) && (desc.set = fn), __expectFn$7(fn = it.init) && initializers.unshift(fn);
	}
	return k || __decoratorMetadata$7(array, target), desc && __defProp$8(target, name, desc), p ? k ^ 4 ? extra : desc : target;
};
var __publicField$3 = (obj, key2, value) => __defNormalProp$8(obj, typeof key2 !== "symbol" ? key2 + "" : key2, value);
var __accessCheck$8 = (obj, member, msg) => member.has(obj) || __typeError$8("Cannot " + msg);
var __privateIn$7 = (member, obj) => Object(obj) !== obj ? __typeError$8("Cannot use the \"in\" operator on this value") : member.has(obj);
var __privateGet$8 = (obj, member, getter) => (__accessCheck$8(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateAdd$2 = (obj, member, value) => member.has(obj) ? __typeError$8("Cannot add the same private member more than once") : member instanceof WeakSet ? member.add(obj) : member.set(obj, value);
var __privateSet$8 = (obj, member, value, setter) => (__accessCheck$8(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
var __privateMethod$7 = (obj, member, method) => (__accessCheck$8(obj, member, "access private method"), method);
function defaultEquals(valueA, valueB) {
	return valueA === valueB;
}
function getChangedOptions(props) {
	const { previousOptions, update, equals = defaultEquals } = props;
	const next = freeze(__spreadValues$6(__spreadValues$6({}, previousOptions), update));
	const changes = object();
	const optionKeys = keys$1(previousOptions);
	for (const key2 of optionKeys) {
		const previousValue = previousOptions[key2];
		const value = next[key2];
		if (equals(previousValue, value)) {
			changes[key2] = { changed: false };
			continue;
		}
		changes[key2] = {
			changed: true,
			previousValue,
			value
		};
	}
	const pickChanged = (keys3) => {
		const picked = object();
		for (const key2 of keys3) {
			const item = changes[key2];
			if (item == null ? void 0 : item.changed) picked[key2] = item.value;
		}
		return picked;
	};
	return {
		changes: freeze(changes),
		options: next,
		pickChanged
	};
}
var codeLabelMap = {
	[ErrorConstant.DUPLICATE_HELPER_NAMES]: "helper method",
	[ErrorConstant.DUPLICATE_COMMAND_NAMES]: "command method"
};
function throwIfNameNotUnique(props) {
	const { name, set, code } = props;
	const label = codeLabelMap[code];
	invariant(!set.has(name), {
		code,
		message: "There is a naming conflict for the name: ".concat(name, " used in this '").concat(label, "'. Please rename or remove from the editor to avoid runtime errors.")
	});
	set.add(name);
}
var IGNORE = "__IGNORE__";
var GENERAL_OPTIONS = "__ALL__";
var BaseClass = class {
	constructor(defaultOptions2, ...[options]) {
		/**
		* This is not for external use. It is purely here for TypeScript inference of
		* the generic `Options` type parameter.
		*
		* @internal
		*/
		__publicField$3(this, "~O", {});
		/**
		* The initial options at creation (used to reset).
		*/
		__publicField$3(this, "_initialOptions");
		/**
		* All the dynamic keys supported by this extension.
		*/
		__publicField$3(this, "_dynamicKeys");
		/**
		* Private instance of the extension options.
		*/
		__publicField$3(this, "_options");
		/**
		* The mapped function handlers.
		*/
		__publicField$3(this, "_mappedHandlers");
		/**
		* Override this method if you want to set custom handlers on your extension.
		*
		* This must return a dispose function.
		*/
		__publicField$3(this, "onAddCustomHandler");
		this._mappedHandlers = object();
		this.populateMappedHandlers();
		this._options = this._initialOptions = deepMerge(defaultOptions2, this.constructor.defaultOptions, options != null ? options : object(), this.createDefaultHandlerOptions());
		this._dynamicKeys = this.getDynamicKeys();
		this.init();
	}
	/**
	* The options for this extension.
	*
	* @remarks
	*
	* Options are composed of Static, Dynamic, Handlers and ObjectHandlers.
	*
	* - `Static` - set at instantiation by the constructor.
	* - `Dynamic` - optionally set at instantiation by the constructor and also
	*   set during the runtime.
	* - `Handlers` - can only be set during the runtime.
	* - `ObjectHandlers` - Can only be set during the runtime of the extension.
	*/
	get options() {
		return this._options;
	}
	/**
	* Get the dynamic keys for this extension.
	*/
	get dynamicKeys() {
		return this._dynamicKeys;
	}
	/**
	* The options that this instance was created with, merged with all the
	* default options.
	*/
	get initialOptions() {
		return this._initialOptions;
	}
	/**
	* This method is called by the extension constructor. It is not strictly a
	* lifecycle method since at this point the manager has not yet been
	* instantiated.
	*
	* @remarks
	*
	* It should be used instead of overriding the constructor which is strongly
	* advised against.
	*
	* There are some limitations when using this method.
	*
	* - Accessing `this.store` will throw an error since the manager hasn't been
	*   created and it hasn't yet been attached to the extensions.
	* - `this.type` in `NodeExtension` and `MarkExtension` will also throw an
	*   error since the schema hasn't been created yet.
	*
	* You should use this to setup any instance properties with the options
	* provided to the extension.
	*/
	init() {}
	/**
	* Get the dynamic keys for this extension.
	*/
	getDynamicKeys() {
		const dynamicKeys = [];
		const { customHandlerKeys, handlerKeys, staticKeys } = this.constructor;
		for (const key2 of keys$1(this._options)) {
			if (staticKeys.includes(key2) || handlerKeys.includes(key2) || customHandlerKeys.includes(key2)) continue;
			dynamicKeys.push(key2);
		}
		return dynamicKeys;
	}
	/**
	* Throw an error if non dynamic keys are updated.
	*/
	ensureAllKeysAreDynamic(update) {
		if (environment.isProduction) return;
		const invalid = [];
		for (const key2 of keys$1(update)) {
			if (this._dynamicKeys.includes(key2)) continue;
			invalid.push(key2);
		}
		invariant(isEmptyArray(invalid), {
			code: ErrorConstant.INVALID_SET_EXTENSION_OPTIONS,
			message: "Invalid properties passed into the 'setOptions()' method: ".concat(JSON.stringify(invalid), ".")
		});
	}
	/**
	* Update the properties with the provided partial value when changed.
	*/
	setOptions(update) {
		var _a12;
		const previousOptions = this.getDynamicOptions();
		this.ensureAllKeysAreDynamic(update);
		const { changes, options, pickChanged } = getChangedOptions({
			previousOptions,
			update
		});
		this.updateDynamicOptions(options);
		(_a12 = this.onSetOptions) == null || _a12.call(this, {
			reason: "set",
			changes,
			options,
			pickChanged,
			initialOptions: this._initialOptions
		});
	}
	/**
	* Reset the extension properties to their default values.
	*
	* @nonVirtual
	*/
	resetOptions() {
		var _a12;
		const { changes, options, pickChanged } = getChangedOptions({
			previousOptions: this.getDynamicOptions(),
			update: this._initialOptions
		});
		this.updateDynamicOptions(options);
		(_a12 = this.onSetOptions) == null || _a12.call(this, {
			reason: "reset",
			options,
			changes,
			pickChanged,
			initialOptions: this._initialOptions
		});
	}
	/**
	* Update the private options.
	*/
	getDynamicOptions() {
		return (0, import_object_omit.default)(this._options, [...this.constructor.customHandlerKeys, ...this.constructor.handlerKeys]);
	}
	/**
	* Update the dynamic options.
	*/
	updateDynamicOptions(options) {
		this._options = __spreadValues$6(__spreadValues$6({}, this._options), options);
	}
	/**
	* Set up the mapped handlers object with default values (an empty array);
	*/
	populateMappedHandlers() {
		for (const key2 of this.constructor.handlerKeys) this._mappedHandlers[key2] = [];
	}
	/**
	* This is currently fudged together, I'm not sure it will work.
	*/
	createDefaultHandlerOptions() {
		const methods = object();
		for (const key2 of this.constructor.handlerKeys) methods[key2] = (...args) => {
			var _a12;
			const { handlerKeyOptions } = this.constructor;
			const reducer = (_a12 = handlerKeyOptions[key2]) == null ? void 0 : _a12.reducer;
			let returnValue = reducer == null ? void 0 : reducer.getDefault(...args);
			for (const [, handler] of this._mappedHandlers[key2]) {
				const value = handler(...args);
				returnValue = reducer ? reducer.accumulator(returnValue, value, ...args) : value;
				if (shouldReturnEarly(handlerKeyOptions, returnValue, key2)) return returnValue;
			}
			return returnValue;
		};
		return methods;
	}
	/**
	* Add a handler to the event handlers so that it is called along with all the
	* other handler methods.
	*
	* This is helpful for integrating react hooks which can be used in multiple
	* places. The original problem with fixed properties is that you can only
	* assign to a method once and it overwrites any other methods. This pattern
	* for adding handlers allows for multiple usages of the same handler in the
	* most relevant part of the code.
	*
	* More to come on this pattern.
	*
	* @nonVirtual
	*/
	addHandler(key2, method, priority = ExtensionPriority.Default) {
		this._mappedHandlers[key2].push([priority, method]);
		this.sortHandlers(key2);
		return () => this._mappedHandlers[key2] = this._mappedHandlers[key2].filter(([, handler]) => handler !== method);
	}
	/**
	* Determines if handlers exist for the given key.
	*
	* Checking the existence of a handler property directly gives wrong results.
	* `this.options.onHandlerName` is always truthy because it is a reference to
	* the wrapper function that calls each handler.
	*
	* ```ts
	*
	* // GOOD ✅
	* if (!this.hasHandlers('onHandlerName')) {
	*   return;
	* }
	*
	* // BAD ❌
	* if (!this.options.onHandlerName) {
	*   return;
	* }
	* ```
	*
	* @param key The handler to test
	*/
	hasHandlers(key2) {
		var _a12;
		return ((_a12 = this._mappedHandlers[key2]) != null ? _a12 : []).length > 0;
	}
	sortHandlers(key2) {
		this._mappedHandlers[key2] = sort(this._mappedHandlers[key2], ([a], [z]) => z - a);
	}
	/**
	* A method that can be used to add a custom handler. It is up to the
	* extension creator to manage the handlers and dispose methods.
	*/
	addCustomHandler(key2, value) {
		var _a12, _b;
		return (_b = (_a12 = this.onAddCustomHandler) == null ? void 0 : _a12.call(this, { [key2]: value })) != null ? _b : noop;
	}
};
/**
* The default options for this extension.
*
* TODO see if this can be cast to something other than any and allow
* composition.
*/
__publicField$3(BaseClass, "defaultOptions", {});
/**
* The static keys for this class.
*/
__publicField$3(BaseClass, "staticKeys", []);
/**
* The event handler keys.
*/
__publicField$3(BaseClass, "handlerKeys", []);
/**
* Customize the way the handler should behave.
*/
__publicField$3(BaseClass, "handlerKeyOptions", {});
/**
* The custom keys.
*/
__publicField$3(BaseClass, "customHandlerKeys", []);
function shouldReturnEarly(handlerKeyOptions, returnValue, handlerKey) {
	const { [GENERAL_OPTIONS]: generalOptions } = handlerKeyOptions;
	const handlerOptions = handlerKeyOptions[handlerKey];
	if (!generalOptions && !handlerOptions) return false;
	if (handlerOptions && handlerOptions.earlyReturnValue !== IGNORE && (isFunction(handlerOptions.earlyReturnValue) ? handlerOptions.earlyReturnValue(returnValue) === true : returnValue === handlerOptions.earlyReturnValue)) return true;
	if (generalOptions && generalOptions.earlyReturnValue !== IGNORE && (isFunction(generalOptions.earlyReturnValue) ? generalOptions.earlyReturnValue(returnValue) === true : returnValue === generalOptions.earlyReturnValue)) return true;
	return false;
}
var Extension = class extends BaseClass {
	constructor(...args) {
		super(defaultOptions, ...args);
		/**
		* Allows for the `RemirrorManager` or `Preset`'s to override the priority of
		* an extension.
		*/
		__publicField$3(this, "priorityOverride");
		/**
		* Private list of extension stored within this [[`Preset`]].
		*/
		__publicField$3(this, "_extensions");
		/**
		* An extension mapping of the extensions and their constructors.
		*/
		__publicField$3(this, "extensionMap");
		/**
		* This store is can be modified by the extension manager with and lifecycle
		* extension methods.
		*
		* Different properties are added at different times so it's important to
		* check the documentation for each property to know what phase is being
		* added.
		*/
		__publicField$3(this, "_store");
		/**
		* Not for usage. This is purely for types to make it easier to infer
		* available sub extension types.
		*
		* @internal
		*/
		__publicField$3(this, "~E", {});
		this._extensions = uniqueBy(this.createExtensions(), (extension2) => extension2.constructor);
		this.extensionMap = /* @__PURE__ */ new Map();
		for (const extension2 of this._extensions) this.extensionMap.set(extension2.constructor, extension2);
	}
	/**
	* The priority level for this instance of the extension. A higher value
	* corresponds to a higher priority extension
	*/
	get priority() {
		var _a12, _b;
		return (_b = (_a12 = this.priorityOverride) != null ? _a12 : this.options.priority) != null ? _b : this.constructor.defaultPriority;
	}
	/**
	* The name that the constructor should have, which doesn't get mangled in
	* production.
	*/
	get constructorName() {
		return "".concat(pascalCase(this.name), "Extension");
	}
	/**
	* The store is a shared object that's internal to each extension. It includes
	* often used items like the `view` and `schema` that are added by the
	* extension manager and also the lifecycle extension methods.
	*
	* **NOTE** - The store is not available until the manager has been created
	* and received the extension. As a result trying to access the store during
	* `init` and `constructor` will result in a runtime error.
	*
	* Some properties of the store are available at different phases. You should
	* check the inline documentation to know when a certain property is useable
	* in your extension.
	*/
	get store() {
		invariant(this._store, {
			code: ErrorConstant.MANAGER_PHASE_ERROR,
			message: "An error occurred while attempting to access the 'extension.store' when the Manager has not yet set created the lifecycle methods."
		});
		return freeze(this._store, { requireKeys: true });
	}
	/**
	* The list of extensions added to the editor by this `Preset`.
	*/
	get extensions() {
		return this._extensions;
	}
	/**
	* When there are duplicate extensions used within the editor the extension
	* manager will call this method and make sure all extension holders are using
	* the same instance of the `ExtensionConstructor`.
	*
	* @internal
	*/
	replaceChildExtension(constructor, extension2) {
		if (!this.extensionMap.has(constructor)) return;
		this.extensionMap.set(constructor, extension2);
		this._extensions = this.extensions.map((currentExtension) => extension2.constructor === constructor ? extension2 : currentExtension);
	}
	/**
	* Create the extensions which will be consumed by the preset. Override this
	* if you would like to make your extension a parent to other (holder)
	* extensions which don't make sense existing outside of the context of this
	* extension.
	*
	* @remarks
	*
	* Since this method is called in the constructor it should always be created
	* as an instance method and not a property. Properties aren't available for
	* the call to the parent class.
	*
	* ```ts
	* class HolderExtension extends PlainExtension {
	*   get name() {
	*     return 'holder'
	*   }
	*
	*   // GOOD ✅
	*   createExtensions() {
	*     return [];
	*   }
	*
	*   // BAD ❌
	*   createExtensions = () => {
	*     return [];
	*   }
	* }
	* ```
	*/
	createExtensions() {
		return [];
	}
	/**
	* Get an extension from this holder extension by providing the desired
	* `Constructor`.
	*
	* @param Constructor - the extension constructor to find in the editor.
	*
	* @remarks
	*
	* This method will throw an error if the constructor doesn't exist within the
	* extension created by this extension.
	*
	* It can be used to forward options and attach handlers to the children
	* extensions. It is the spiritual replacement of the `Preset` extension.
	*
	* ```ts
	* import { PlainExtension, OnSetOptionsProps } from 'remirror';
	*
	* interface ParentOptions { weight?: string }
	*
	* class ParentExtension extends PlainExtension<ParentOptions> {
	*   get name() {
	*     return 'parent' as const;
	*   }
	*
	*   createExtensions() {
	*     return [new BoldExtension()]
	*   }
	*
	*   onSetOptions(options: OnSetOptionsProps<ParentOptions>): void {
	*     if (options.changes.weight.changed) {
	*       // Update the value of the provided extension.
	*       this.getExtension(BoldExtension).setOption({ weight: options.changes.weight.value });
	*     }
	*   }
	* }
	* ```
	*/
	getExtension(Constructor) {
		const extension2 = this.extensionMap.get(Constructor);
		invariant(extension2, {
			code: ErrorConstant.INVALID_GET_EXTENSION,
			message: "'".concat(Constructor.name, "' does not exist within the preset: '").concat(this.name, "'")
		});
		return extension2;
	}
	/**
	* Check if the type of this extension's constructor matches the type of the
	* provided constructor.
	*/
	isOfType(Constructor) {
		return this.constructor === Constructor;
	}
	/**
	* Pass a reference to the globally shared `ExtensionStore` for this
	* extension.
	*
	* @remarks
	*
	* The extension store allows extensions to access important variables without
	* complicating their creator methods.
	*
	* ```ts
	* import { PlainExtension } from 'remirror';
	*
	* class Awesome extends PlainExtension {
	*   customMethod() {
	*     if (this.store.view.hasFocus()) {
	*       log('dance dance dance');
	*     }
	*   }
	* }
	* ```
	*
	* This should only be called by the `RemirrorManager`.
	*
	* @internal
	* @nonVirtual
	*/
	setStore(store) {
		if (this._store) return;
		this._store = store;
	}
	/**
	* Clone an extension.
	*/
	clone(...args) {
		return new this.constructor(...args);
	}
	/**
	* Set the priority override for this extension. This is used in the
	* `RemirrorManager` in order to override the priority of an extension.
	*
	* If you set the first parameter to `undefined` it will remove the priority
	* override.
	*
	* @internal
	*/
	setPriority(priority) {
		this.priorityOverride = priority;
	}
};
/**
* The default priority for this family of extensions.
*/
__publicField$3(Extension, "defaultPriority", ExtensionPriority.Default);
var PlainExtension = class extends Extension {
	/** @internal */
	static get [__INTERNAL_REMIRROR_IDENTIFIER_KEY__]() {
		return RemirrorIdentifier.PlainExtensionConstructor;
	}
	/** @internal */
	get [__INTERNAL_REMIRROR_IDENTIFIER_KEY__]() {
		return RemirrorIdentifier.PlainExtension;
	}
};
var MarkExtension = class extends Extension {
	/** @internal */
	static get [__INTERNAL_REMIRROR_IDENTIFIER_KEY__]() {
		return RemirrorIdentifier.MarkExtensionConstructor;
	}
	/** @internal */
	get [__INTERNAL_REMIRROR_IDENTIFIER_KEY__]() {
		return RemirrorIdentifier.MarkExtension;
	}
	/**
	* Provides access to the mark type from the schema.
	*
	* @remarks
	*
	* The type is available as soon as the schema is created by the
	* `SchemaExtension` which has the priority `Highest`. It should be safe to
	* access in any of the lifecycle methods.
	*/
	get type() {
		return assertGet(this.store.schema.marks, this.name);
	}
	constructor(...args) {
		super(...args);
	}
};
/**
* Whether to disable extra attributes for this extension.
*/
__publicField$3(MarkExtension, "disableExtraAttributes", false);
var NodeExtension = class extends Extension {
	static get [__INTERNAL_REMIRROR_IDENTIFIER_KEY__]() {
		return RemirrorIdentifier.NodeExtensionConstructor;
	}
	/** @internal */
	get [__INTERNAL_REMIRROR_IDENTIFIER_KEY__]() {
		return RemirrorIdentifier.NodeExtension;
	}
	/**
	* Provides access to the node type from the schema.
	*/
	get type() {
		return assertGet(this.store.schema.nodes, this.name);
	}
	constructor(...args) {
		super(...args);
	}
};
/**
* Whether to disable extra attributes for this extension.
*/
__publicField$3(NodeExtension, "disableExtraAttributes", false);
var defaultOptions = {
	priority: void 0,
	extraAttributes: {},
	disableExtraAttributes: false,
	exclude: {}
};
function isExtension(value) {
	return isRemirrorType(value) && isIdentifierOfType(value, [
		RemirrorIdentifier.PlainExtension,
		RemirrorIdentifier.MarkExtension,
		RemirrorIdentifier.NodeExtension
	]);
}
function isExtensionConstructor(value) {
	return isRemirrorType(value) && isIdentifierOfType(value, [
		RemirrorIdentifier.PlainExtensionConstructor,
		RemirrorIdentifier.MarkExtensionConstructor,
		RemirrorIdentifier.NodeExtensionConstructor
	]);
}
function isPlainExtension(value) {
	return isRemirrorType(value) && isIdentifierOfType(value, RemirrorIdentifier.PlainExtension);
}
function isNodeExtension(value) {
	return isRemirrorType(value) && isIdentifierOfType(value, RemirrorIdentifier.NodeExtension);
}
function isMarkExtension(value) {
	return isRemirrorType(value) && isIdentifierOfType(value, RemirrorIdentifier.MarkExtension);
}
function extension(options) {
	return (ReadonlyConstructor, context) => {
		if (context && context.kind !== "class") throw new Error("The extension decorator can only be used on a class.");
		const _a12 = options, { defaultOptions: defaultOptions2, customHandlerKeys, handlerKeys, staticKeys, defaultPriority, handlerKeyOptions } = _a12, rest = __objRest$1(_a12, [
			"defaultOptions",
			"customHandlerKeys",
			"handlerKeys",
			"staticKeys",
			"defaultPriority",
			"handlerKeyOptions"
		]);
		const Constructor = Cast(ReadonlyConstructor);
		if (defaultOptions2) Constructor.defaultOptions = defaultOptions2;
		if (defaultPriority) Constructor.defaultPriority = defaultPriority;
		if (handlerKeyOptions) Constructor.handlerKeyOptions = handlerKeyOptions;
		Constructor.staticKeys = staticKeys != null ? staticKeys : [];
		Constructor.handlerKeys = handlerKeys != null ? handlerKeys : [];
		Constructor.customHandlerKeys = customHandlerKeys != null ? customHandlerKeys : [];
		for (const [key2, value] of Object.entries(rest)) {
			if (Constructor[key2]) continue;
			Constructor[key2] = value;
		}
		return Cast(Constructor);
	};
}
var AttributesExtension = class extends PlainExtension {
	constructor() {
		super(...arguments);
		__publicField$3(this, "attributeList", []);
		__publicField$3(this, "attributeObject", object());
		__publicField$3(this, "updateAttributes", (triggerUpdate = true) => {
			this.transformAttributes();
			if (triggerUpdate) this.store.commands.forceUpdate("attributes");
		});
	}
	get name() {
		return "attributes";
	}
	/**
	* Create the attributes object on initialization.
	*
	* @internal
	*/
	onCreate() {
		this.transformAttributes();
		this.store.setExtensionStore("updateAttributes", this.updateAttributes);
	}
	transformAttributes() {
		var _a12, _b, _c, _d;
		this.attributeObject = object();
		if ((_a12 = this.store.managerSettings.exclude) == null ? void 0 : _a12.attributes) {
			this.store.setStoreKey("attributes", this.attributeObject);
			return;
		}
		this.attributeList = [];
		for (const extension2 of this.store.extensions) {
			if ((_b = extension2.options.exclude) == null ? void 0 : _b.attributes) continue;
			const createdAttributes = (_c = extension2.createAttributes) == null ? void 0 : _c.call(extension2);
			const attributes = __spreadProps$3(__spreadValues$6({}, createdAttributes), { class: cx(...(_d = extension2.classNames) != null ? _d : [], createdAttributes == null ? void 0 : createdAttributes.class) });
			this.attributeList.unshift(attributes);
		}
		for (const attributes of this.attributeList) this.attributeObject = __spreadProps$3(__spreadValues$6(__spreadValues$6({}, this.attributeObject), attributes), { class: cx(this.attributeObject.class, attributes.class) });
		this.store.setStoreKey("attributes", this.attributeObject);
	}
};
function helper(options = {}) {
	return (method, context) => {
		const methodName = context.name;
		if (typeof methodName !== "string") throw new TypeError("Invalid method name provided");
		context.addInitializer(function() {
			var _a12;
			const ExtensionClass = this;
			((_a12 = ExtensionClass.decoratedHelpers) != null ? _a12 : ExtensionClass.decoratedHelpers = {})[methodName] = options;
		});
		return method;
	};
}
function command(options = {}) {
	return (method, context) => {
		const methodName = context.name;
		if (typeof methodName !== "string") throw new TypeError("Invalid method name provided");
		context.addInitializer(function() {
			var _a12;
			const ExtensionClass = this;
			((_a12 = ExtensionClass.decoratedCommands) != null ? _a12 : ExtensionClass.decoratedCommands = {})[methodName] = options;
		});
		return method;
	};
}
function keyBinding(options) {
	return (method, context) => {
		const methodName = context.name;
		if (typeof methodName !== "string") throw new TypeError("Invalid method name provided");
		context.addInitializer(function() {
			var _a12;
			const ExtensionClass = this;
			((_a12 = ExtensionClass.decoratedKeybindings) != null ? _a12 : ExtensionClass.decoratedKeybindings = {})[methodName] = options;
		});
		return method;
	};
}
var DelayedCommand = class {
	constructor(promiseCreator) {
		this.promiseCreator = promiseCreator;
		__publicField$3(this, "failureHandlers", []);
		__publicField$3(this, "successHandlers", []);
		__publicField$3(this, "validateHandlers", []);
		/**
		* Generate the `remirror` command.
		*/
		__publicField$3(this, "generateCommand", () => (props) => {
			let isValid = true;
			const { view, tr, dispatch } = props;
			if (!view) return false;
			for (const handler of this.validateHandlers) if (!handler(__spreadProps$3(__spreadValues$6({}, props), { dispatch: () => {} }))) {
				isValid = false;
				break;
			}
			if (!dispatch || !isValid) return isValid;
			this.promiseCreator(props).then((value) => {
				this.runHandlers(this.successHandlers, {
					value,
					state: view.state,
					tr: view.state.tr,
					dispatch: view.dispatch,
					view
				});
			}).catch((error) => {
				this.runHandlers(this.failureHandlers, {
					error,
					state: view.state,
					tr: view.state.tr,
					dispatch: view.dispatch,
					view
				});
			});
			dispatch(tr);
			return true;
		});
	}
	/**
	* The commands that will immediately be run and used to evaluate whether to
	* proceed.
	*/
	validate(handler, method = "push") {
		this.validateHandlers[method](handler);
		return this;
	}
	/**
	* Add a success callback to the handler.
	*/
	success(handler, method = "push") {
		this.successHandlers[method](handler);
		return this;
	}
	/**
	* Add a failure callback to the handler.
	*/
	failure(handler, method = "push") {
		this.failureHandlers[method](handler);
		return this;
	}
	runHandlers(handlers, param) {
		var _a12;
		for (const handler of handlers) if (!handler(__spreadProps$3(__spreadValues$6({}, param), { dispatch: () => {} }))) break;
		(_a12 = param.dispatch) == null || _a12.call(param, param.tr);
	}
};
function toggleMark(props) {
	const { type, attrs, range, selection } = props;
	return (props2) => {
		var _a12;
		const { dispatch, tr, state } = props2;
		const markType = isString(type) ? state.schema.marks[type] : type;
		invariant(markType, {
			code: ErrorConstant.SCHEMA,
			message: "Mark type: ".concat(type, " does not exist on the current schema.")
		});
		if (range || selection) {
			const { from, to } = getTextSelection((_a12 = selection != null ? selection : range) != null ? _a12 : tr.selection, tr.doc);
			isMarkActive(__spreadValues$6({
				trState: tr,
				type
			}, range)) ? dispatch?.(tr.removeMark(from, to, markType)) : dispatch?.(tr.addMark(from, to, markType.create(attrs)));
			return true;
		}
		return convertCommand(toggleMark$1(markType, attrs))(props2);
	};
}
function markApplies(type, doc, ranges) {
	for (const { $from, $to } of ranges) {
		let markIsAllowed = $from.depth === 0 ? doc.type.allowsMarkType(type) : false;
		doc.nodesBetween($from.pos, $to.pos, (node) => {
			if (markIsAllowed) return false;
			markIsAllowed = node.inlineContent && node.type.allowsMarkType(type);
		});
		if (markIsAllowed) return true;
	}
	return false;
}
function applyMark(type, attrs, selectionPoint) {
	return ({ tr, dispatch, state }) => {
		const selection = getTextSelection(selectionPoint != null ? selectionPoint : tr.selection, tr.doc);
		const $cursor = getCursor(selection);
		const markType = isString(type) ? state.schema.marks[type] : type;
		invariant(markType, {
			code: ErrorConstant.SCHEMA,
			message: "Mark type: ".concat(type, " does not exist on the current schema.")
		});
		if (selection.empty && !$cursor || !markApplies(markType, tr.doc, selection.ranges)) return false;
		if (!dispatch) return true;
		if ($cursor) {
			tr.removeStoredMark(markType);
			if (attrs) tr.addStoredMark(markType.create(attrs));
			dispatch(tr);
			return true;
		}
		let containsMark = false;
		for (const { $from, $to } of selection.ranges) {
			if (containsMark) break;
			containsMark = tr.doc.rangeHasMark($from.pos, $to.pos, markType);
		}
		for (const { $from, $to } of selection.ranges) {
			if (containsMark) tr.removeMark($from.pos, $to.pos, markType);
			if (attrs) tr.addMark($from.pos, $to.pos, markType.create(attrs));
		}
		dispatch(tr);
		return true;
	};
}
function insertText(text, options = {}) {
	return ({ tr, dispatch, state }) => {
		const schema = state.schema;
		const selection = tr.selection;
		const { from = selection.from, to = from != null ? from : selection.to, marks = {} } = options;
		if (!dispatch) return true;
		tr.insertText(text, from, to);
		const end = assertGet(tr.steps, tr.steps.length - 1).getMap().map(to);
		for (const [markName, attributes] of entries(marks)) tr.addMark(from, end, assertGet(schema.marks, markName).create(attributes));
		dispatch(tr);
		return true;
	};
}
var _getCommandProp_dec;
var _getCommandOptions_dec;
var _getAllCommandOptions_dec;
var _replaceText_dec;
var _cut_dec;
var _paste_dec;
var _copy_dec;
var _selectAll_dec;
var _setMeta_dec;
var _removeMark_dec;
var _toggleMark_dec;
var _applyMark_dec;
var _wrapInNode_dec;
var _toggleBlockNodeItem_dec;
var _toggleWrappingNode_dec;
var _setBlockNodeType_dec;
var _blur_dec;
var _focus_dec;
var _insertNode_dec;
var _insertNewLine_dec;
var _emptySelection_dec;
var _resetContent_dec;
var _setContent_dec;
var _updateNodeAttributes_dec;
var _forceUpdate_dec;
var _emptyUpdate_dec;
var _delete_dec;
var _selectMark_dec;
var _selectText_dec;
var _insertText_dec;
var _customDispatch_dec;
var _a$7;
var _CommandsExtension_decorators = [extension({
	defaultPriority: ExtensionPriority.Highest,
	defaultOptions: {
		trackerClassName: "remirror-tracker-position",
		trackerNodeName: "span"
	},
	staticKeys: ["trackerClassName", "trackerNodeName"]
})];
var _init$7;
var CommandsExtension = class extends (_a$7 = PlainExtension, _customDispatch_dec = [command()], _insertText_dec = [command()], _selectText_dec = [command()], _selectMark_dec = [command()], _delete_dec = [command()], _emptyUpdate_dec = [command()], _forceUpdate_dec = [command()], _updateNodeAttributes_dec = [command()], _setContent_dec = [command()], _resetContent_dec = [command()], _emptySelection_dec = [command()], _insertNewLine_dec = [command()], _insertNode_dec = [command()], _focus_dec = [command()], _blur_dec = [command()], _setBlockNodeType_dec = [command()], _toggleWrappingNode_dec = [command()], _toggleBlockNodeItem_dec = [command()], _wrapInNode_dec = [command()], _applyMark_dec = [command()], _toggleMark_dec = [command()], _removeMark_dec = [command()], _setMeta_dec = [command()], _selectAll_dec = [command({
	description: ({ t }) => t(coreMessages.SELECT_ALL_DESCRIPTION),
	label: ({ t }) => t(coreMessages.SELECT_ALL_LABEL),
	shortcut: NamedShortcut.SelectAll
})], _copy_dec = [command({
	description: ({ t }) => t(coreMessages.COPY_DESCRIPTION),
	label: ({ t }) => t(coreMessages.COPY_LABEL),
	shortcut: NamedShortcut.Copy,
	icon: "fileCopyLine"
})], _paste_dec = [command({
	description: ({ t }) => t(coreMessages.PASTE_DESCRIPTION),
	label: ({ t }) => t(coreMessages.PASTE_LABEL),
	shortcut: NamedShortcut.Paste,
	icon: "clipboardLine"
})], _cut_dec = [command({
	description: ({ t }) => t(coreMessages.CUT_DESCRIPTION),
	label: ({ t }) => t(coreMessages.CUT_LABEL),
	shortcut: NamedShortcut.Cut,
	icon: "scissorsFill"
})], _replaceText_dec = [command()], _getAllCommandOptions_dec = [helper()], _getCommandOptions_dec = [helper()], _getCommandProp_dec = [helper()], _a$7) {
	constructor() {
		super(...arguments);
		__runInitializers$7(_init$7, 5, this);
		/**
		* This is the holder for the shared transaction which is shared by commands
		* in order to support chaining.
		*
		* @internal
		*/
		__publicField$3(this, "_transaction");
		/**
		* Track the decorated command data.
		*/
		__publicField$3(this, "decorated", /* @__PURE__ */ new Map());
		/**
		* A helper for forcing through updates in the view layer. The view layer can
		* check for the meta data of the transaction with
		* `manager.store.getForcedUpdate(tr)`. If that has a value then it should use
		* the unique symbol to update the key.
		*/
		__publicField$3(this, "forceUpdateTransaction", (tr, ...keys3) => {
			const { forcedUpdates } = this.getCommandMeta(tr);
			this.setCommandMeta(tr, { forcedUpdates: uniqueArray([...forcedUpdates, ...keys3]) });
			return tr;
		});
	}
	get name() {
		return "commands";
	}
	/**
	* The current transaction which allows for making commands chainable.
	*
	* It is shared by all the commands helpers and can even be used in the
	* [[`KeymapExtension`]].
	*
	* @internal
	*/
	get transaction() {
		const state = this.store.getState();
		if (!this._transaction) this._transaction = state.tr;
		const isValid = this._transaction.before.eq(state.doc);
		const hasSteps = !isEmptyArray(this._transaction.steps);
		if (!isValid) {
			const tr = state.tr;
			if (hasSteps) for (const step of this._transaction.steps) tr.step(step);
			this._transaction = tr;
		}
		return this._transaction;
	}
	onCreate() {
		this.store.setStoreKey("getForcedUpdates", this.getForcedUpdates.bind(this));
	}
	/**
	* Attach commands once the view is attached.
	*/
	onView(view) {
		var _a12, _b, _c;
		const { extensions, helpers } = this.store;
		const commands = object();
		const names = /* @__PURE__ */ new Set();
		let allDecoratedCommands = object();
		const chain = (tr) => {
			var _a13;
			const customChain = object();
			const getTr = () => tr != null ? tr : this.transaction;
			let commandChain = [];
			const getChain = () => commandChain;
			for (const [name, command2] of Object.entries(commands)) {
				if ((_a13 = allDecoratedCommands[name]) == null ? void 0 : _a13.disableChaining) continue;
				customChain[name] = this.chainedFactory({
					chain: customChain,
					command: command2.original,
					getTr,
					getChain
				});
			}
			const dispatch = (transaction) => {
				invariant(transaction === getTr(), { message: "Chaining currently only supports `CommandFunction` methods which do not use the `state.tr` property. Instead you should use the provided `tr` property." });
			};
			customChain.run = (options = {}) => {
				const commands2 = commandChain;
				commandChain = [];
				for (const cmd of commands2) if (!cmd(dispatch) && options.exitEarly) return;
				view.dispatch(getTr());
			};
			customChain.tr = () => {
				const commands2 = commandChain;
				commandChain = [];
				for (const cmd of commands2) cmd(dispatch);
				return getTr();
			};
			customChain.enabled = () => {
				for (const cmd of commandChain) if (!cmd()) return false;
				return true;
			};
			customChain.new = (tr2) => {
				return chain(tr2);
			};
			return customChain;
		};
		for (const extension2 of extensions) {
			const extensionCommands = (_b = (_a12 = extension2.createCommands) == null ? void 0 : _a12.call(extension2)) != null ? _b : {};
			const decoratedCommands = (_c = extension2.decoratedCommands) != null ? _c : {};
			const active = {};
			allDecoratedCommands = __spreadProps$3(__spreadValues$6({}, allDecoratedCommands), { decoratedCommands });
			for (const [commandName, options] of Object.entries(decoratedCommands)) {
				const shortcut = isString(options.shortcut) && options.shortcut.startsWith("_|") ? { shortcut: helpers.getNamedShortcut(options.shortcut, extension2.options) } : void 0;
				this.updateDecorated(commandName, __spreadValues$6(__spreadProps$3(__spreadValues$6({}, options), { name: extension2.name }), shortcut));
				extensionCommands[commandName] = extension2[commandName].bind(extension2);
				if (options.active) active[commandName] = () => {
					var _a13, _b2;
					return (_b2 = (_a13 = options.active) == null ? void 0 : _a13.call(options, extension2.options, this.store)) != null ? _b2 : false;
				};
			}
			if (isEmptyObject(extensionCommands)) continue;
			this.addCommands({
				active,
				names,
				commands,
				extensionCommands
			});
		}
		const chainProperty = chain();
		for (const [key2, command2] of Object.entries(chainProperty)) chain[key2] = command2;
		this.store.setStoreKey("commands", commands);
		this.store.setStoreKey("chain", chain);
		this.store.setExtensionStore("commands", commands);
		this.store.setExtensionStore("chain", chain);
	}
	/**
	* Update the cached transaction whenever the state is updated.
	*/
	onStateUpdate({ state }) {
		this._transaction = state.tr;
	}
	/**
	* Create a plugin that solely exists to track forced updates via the
	* generated plugin key.
	*/
	createPlugin() {
		return {};
	}
	customDispatch(command2) {
		return command2;
	}
	insertText(text, options = {}) {
		if (isString(text)) return insertText(text, options);
		return this.store.createPlaceholderCommand({
			promise: text,
			placeholder: { type: "inline" },
			onSuccess: (value, range, props) => this.insertText(value, __spreadValues$6(__spreadValues$6({}, options), range))(props)
		}).generateCommand();
	}
	selectText(selection, options = {}) {
		return ({ tr, dispatch }) => {
			const textSelection = getTextSelection(selection, tr.doc);
			if (tr.selection.anchor === textSelection.anchor && tr.selection.head === textSelection.head && !options.forceUpdate) return false;
			dispatch?.(tr.setSelection(textSelection));
			return true;
		};
	}
	selectMark(type) {
		return (props) => {
			const { tr } = props;
			const range = getMarkRange(tr.selection.$from, type);
			if (!range) return false;
			return this.store.commands.selectText.original({
				from: range.from,
				to: range.to
			})(props);
		};
	}
	delete(range) {
		return ({ tr, dispatch }) => {
			const { from, to } = range != null ? range : tr.selection;
			dispatch?.(tr.delete(from, to));
			return true;
		};
	}
	emptyUpdate(action) {
		return ({ tr, dispatch }) => {
			if (dispatch) {
				action?.();
				dispatch(tr);
			}
			return true;
		};
	}
	forceUpdate(...keys3) {
		return ({ tr, dispatch }) => {
			dispatch?.(this.forceUpdateTransaction(tr, ...keys3));
			return true;
		};
	}
	updateNodeAttributes(pos, attrs) {
		return ({ tr, dispatch }) => {
			dispatch?.(tr.setNodeMarkup(pos, void 0, attrs));
			return true;
		};
	}
	setContent(content, selection) {
		return (props) => {
			const { tr, dispatch } = props;
			const state = this.store.manager.createState({
				content,
				selection
			});
			if (!state) return false;
			dispatch?.(tr.replaceRangeWith(0, tr.doc.nodeSize - 2, state.doc));
			return true;
		};
	}
	resetContent() {
		return (props) => {
			const { tr, dispatch } = props;
			const doc = this.store.manager.createEmptyDoc();
			if (doc) return this.setContent(doc)(props);
			dispatch?.(tr.delete(0, tr.doc.nodeSize));
			return true;
		};
	}
	emptySelection() {
		return ({ tr, dispatch }) => {
			if (tr.selection.empty) return false;
			dispatch?.(tr.setSelection(TextSelection.near(tr.selection.$anchor)));
			return true;
		};
	}
	insertNewLine() {
		return ({ dispatch, tr }) => {
			if (!isTextSelection(tr.selection)) return false;
			dispatch?.(tr.insertText("\n"));
			return true;
		};
	}
	insertNode(node, options = {}) {
		return ({ dispatch, tr, state }) => {
			var _a12, _b;
			const { attrs, range, selection, replaceEmptyParentBlock = false } = options;
			const { from, to, $from } = getTextSelection((_a12 = selection != null ? selection : range) != null ? _a12 : tr.selection, tr.doc);
			if (isProsemirrorNode(node) || isProsemirrorFragment(node)) {
				const pos = $from.before($from.depth);
				dispatch?.(replaceEmptyParentBlock && from === to && isEmptyBlockNode($from.parent) ? tr.replaceWith(pos, pos + $from.parent.nodeSize, node) : tr.replaceWith(from, to, node));
				return true;
			}
			const nodeType = isString(node) ? state.schema.nodes[node] : node;
			invariant(nodeType, {
				code: ErrorConstant.SCHEMA,
				message: "The requested node type ".concat(node, " does not exist in the schema.")
			});
			const marks = (_b = options.marks) == null ? void 0 : _b.map((mark) => {
				if (mark instanceof Mark) return mark;
				const markType = isString(mark) ? state.schema.marks[mark] : mark;
				invariant(markType, {
					code: ErrorConstant.SCHEMA,
					message: "The requested mark type ".concat(mark, " does not exist in the schema.")
				});
				return markType.create();
			});
			const content = nodeType.createAndFill(attrs, isString(options.content) ? state.schema.text(options.content) : options.content, marks);
			if (!content) return false;
			dispatch?.(from !== to ? tr.replaceRangeWith(from, to, content) : tr.insert(from, content));
			return true;
		};
	}
	focus(position) {
		return (props) => {
			const { dispatch, tr } = props;
			const { view } = this.store;
			if (position === false) return false;
			if (view.hasFocus() && (position === void 0 || position === true)) return false;
			if (position === void 0 || position === true) {
				const { from = 0, to = from } = tr.selection;
				position = {
					from,
					to
				};
			}
			if (dispatch) this.delayedFocus();
			return this.selectText(position)(props);
		};
	}
	blur(position) {
		return (props) => {
			const { view } = this.store;
			if (!view.hasFocus()) return false;
			requestAnimationFrame(() => {
				view.dom.blur();
			});
			return position ? this.selectText(position)(props) : true;
		};
	}
	setBlockNodeType(nodeType, attrs, selection, preserveAttrs = true) {
		return setBlockType(nodeType, attrs, selection, preserveAttrs);
	}
	toggleWrappingNode(nodeType, attrs, selection) {
		return toggleWrap(nodeType, attrs, selection);
	}
	toggleBlockNodeItem(toggleProps) {
		return toggleBlockItem(toggleProps);
	}
	wrapInNode(nodeType, attrs, range) {
		return wrapIn(nodeType, attrs, range);
	}
	applyMark(markType, attrs, selection) {
		return applyMark(markType, attrs, selection);
	}
	toggleMark(props) {
		return toggleMark(props);
	}
	removeMark(props) {
		return removeMark(props);
	}
	setMeta(name, value) {
		return ({ tr }) => {
			tr.setMeta(name, value);
			return true;
		};
	}
	selectAll() {
		return this.selectText("all");
	}
	copy() {
		return (props) => {
			if (props.tr.selection.empty) return false;
			if (props.dispatch) document.execCommand("copy");
			return true;
		};
	}
	paste() {
		return this.store.createPlaceholderCommand({
			promise: async () => {
				var _a12;
				if ((_a12 = navigator.clipboard) == null ? void 0 : _a12.readText) return await navigator.clipboard.readText();
				return "";
			},
			placeholder: { type: "inline" },
			onSuccess: (value, selection, props) => this.insertNode(htmlToProsemirrorNode({
				content: value,
				schema: props.state.schema
			}), { selection })(props)
		}).generateCommand();
	}
	cut() {
		return (props) => {
			if (props.tr.selection.empty) return false;
			if (props.dispatch) document.execCommand("cut");
			return true;
		};
	}
	replaceText(props) {
		return replaceText(props);
	}
	getAllCommandOptions() {
		const uiCommands = {};
		for (const [name, options] of this.decorated) {
			if (isEmptyObject(options)) continue;
			uiCommands[name] = options;
		}
		return uiCommands;
	}
	getCommandOptions(name) {
		return this.decorated.get(name);
	}
	getCommandProp() {
		return {
			tr: this.transaction,
			dispatch: this.store.view.dispatch,
			state: this.store.view.state,
			view: this.store.view
		};
	}
	/**
	* Update the command options via a shallow merge of the provided options. If
	* no options are provided the entry is deleted.
	*
	* @internal
	*/
	updateDecorated(name, options) {
		var _a12;
		if (!options) {
			this.decorated.delete(name);
			return;
		}
		const decoratorOptions = (_a12 = this.decorated.get(name)) != null ? _a12 : { name: "" };
		this.decorated.set(name, __spreadValues$6(__spreadValues$6({}, decoratorOptions), options));
	}
	/**
	* Needed on iOS since `requestAnimationFrame` doesn't breaks the focus
	* implementation.
	*/
	handleIosFocus() {
		if (!environment.isIos) return;
		this.store.view.dom.focus();
	}
	/**
	* Focus the editor after a slight delay.
	*/
	delayedFocus() {
		this.handleIosFocus();
		requestAnimationFrame(() => {
			this.store.view.focus();
			this.store.view.dispatch(this.transaction.scrollIntoView());
		});
	}
	/**
	* Check for a forced update in the transaction. This pulls the meta data
	* from the transaction and if it is true then it was a forced update.
	*
	* ```ts
	* import { CommandsExtension } from 'remirror/extensions';
	*
	* const commandsExtension = manager.getExtension(CommandsExtension);
	* log(commandsExtension.getForcedUpdates(tr))
	* ```
	*
	* This can be used for updating:
	*
	* - `nodeViews`
	* - `editable` status of the editor
	* - `attributes` - for the top level node
	*
	* @internal
	*/
	getForcedUpdates(tr) {
		return this.getCommandMeta(tr).forcedUpdates;
	}
	/**
	* Get the command metadata.
	*/
	getCommandMeta(tr) {
		var _a12;
		const meta = (_a12 = tr.getMeta(this.pluginKey)) != null ? _a12 : {};
		return __spreadValues$6(__spreadValues$6({}, DEFAULT_COMMAND_META), meta);
	}
	setCommandMeta(tr, update) {
		const meta = this.getCommandMeta(tr);
		tr.setMeta(this.pluginKey, __spreadValues$6(__spreadValues$6({}, meta), update));
	}
	/**
	* Add the commands from the provided `commands` property to the `chained`,
	* `original` and `unchained` objects.
	*/
	addCommands(props) {
		const { extensionCommands, commands, names, active } = props;
		for (const [name, command2] of entries(extensionCommands)) {
			throwIfNameNotUnique({
				name,
				set: names,
				code: ErrorConstant.DUPLICATE_COMMAND_NAMES
			});
			invariant(!forbiddenNames.has(name), {
				code: ErrorConstant.DUPLICATE_COMMAND_NAMES,
				message: "The command name you chose is forbidden."
			});
			commands[name] = this.createUnchainedCommand(command2, active[name]);
		}
	}
	/**
	* Create an unchained command method.
	*/
	unchainedFactory(props) {
		return (...args) => {
			const { shouldDispatch = true, command: command2 } = props;
			const { view } = this.store;
			const { state } = view;
			let dispatch;
			if (shouldDispatch) dispatch = view.dispatch;
			return command2(...args)({
				state,
				dispatch,
				view,
				tr: state.tr
			});
		};
	}
	/**
	* Create the unchained command.
	*/
	createUnchainedCommand(command2, active) {
		const unchainedCommand = this.unchainedFactory({ command: command2 });
		unchainedCommand.enabled = this.unchainedFactory({
			command: command2,
			shouldDispatch: false
		});
		unchainedCommand.original = command2;
		unchainedCommand.active = active;
		return unchainedCommand;
	}
	/**
	* Create a chained command method.
	*/
	chainedFactory(props) {
		return (...args) => {
			const { chain: chained, command: command2, getTr, getChain } = props;
			const lazyChain = getChain();
			const { view } = this.store;
			const { state } = view;
			lazyChain.push((dispatch) => command2(...args)({
				state,
				dispatch,
				view,
				tr: getTr()
			}));
			return chained;
		};
	}
};
_init$7 = __decoratorStart$7(_a$7);
__decorateElement$7(_init$7, 1, "customDispatch", _customDispatch_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "insertText", _insertText_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "selectText", _selectText_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "selectMark", _selectMark_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "delete", _delete_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "emptyUpdate", _emptyUpdate_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "forceUpdate", _forceUpdate_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "updateNodeAttributes", _updateNodeAttributes_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "setContent", _setContent_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "resetContent", _resetContent_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "emptySelection", _emptySelection_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "insertNewLine", _insertNewLine_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "insertNode", _insertNode_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "focus", _focus_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "blur", _blur_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "setBlockNodeType", _setBlockNodeType_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "toggleWrappingNode", _toggleWrappingNode_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "toggleBlockNodeItem", _toggleBlockNodeItem_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "wrapInNode", _wrapInNode_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "applyMark", _applyMark_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "toggleMark", _toggleMark_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "removeMark", _removeMark_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "setMeta", _setMeta_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "selectAll", _selectAll_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "copy", _copy_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "paste", _paste_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "cut", _cut_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "replaceText", _replaceText_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "getAllCommandOptions", _getAllCommandOptions_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "getCommandOptions", _getCommandOptions_dec, CommandsExtension);
__decorateElement$7(_init$7, 1, "getCommandProp", _getCommandProp_dec, CommandsExtension);
CommandsExtension = __decorateElement$7(_init$7, 0, "CommandsExtension", _CommandsExtension_decorators, CommandsExtension);
__runInitializers$7(_init$7, 1, CommandsExtension);
var DEFAULT_COMMAND_META = { forcedUpdates: [] };
var forbiddenNames = /* @__PURE__ */ new Set([
	"run",
	"chain",
	"original",
	"raw",
	"enabled",
	"tr",
	"new"
]);
var _findAllPlaceholders_dec;
var _findPlaceholder_dec;
var _clearPlaceholders_dec;
var _removePlaceholder_dec;
var _updatePlaceholder_dec;
var _addPlaceholder_dec;
var _updateDecorations_dec;
var _a2;
var _DecorationsExtension_decorators = [extension({
	defaultOptions: {
		persistentSelectionClass: void 0,
		placeholderClassName: "placeholder",
		placeholderNodeName: "span"
	},
	staticKeys: ["placeholderClassName", "placeholderNodeName"],
	handlerKeys: ["decorations"],
	handlerKeyOptions: { decorations: { reducer: {
		accumulator: (accumulated, latestValue, state) => accumulated.add(state.doc, latestValue.find()),
		getDefault: () => DecorationSet.empty
	} } },
	defaultPriority: ExtensionPriority.Low
})];
var _init2;
var DecorationsExtension = class extends (_a2 = PlainExtension, _updateDecorations_dec = [command()], _addPlaceholder_dec = [command()], _updatePlaceholder_dec = [command()], _removePlaceholder_dec = [command()], _clearPlaceholders_dec = [command()], _findPlaceholder_dec = [helper()], _findAllPlaceholders_dec = [helper()], _a2) {
	constructor() {
		super(...arguments);
		__runInitializers$7(_init2, 5, this);
		/**
		* The placeholder decorations.
		*/
		__publicField$3(this, "placeholders", DecorationSet.empty);
		/**
		* A map of the html elements to their decorations.
		*/
		__publicField$3(this, "placeholderWidgets", /* @__PURE__ */ new Map());
		/**
		* Handles delayed commands which rely on the
		*/
		__publicField$3(this, "createPlaceholderCommand", (props) => {
			const id = uniqueId();
			const { promise, placeholder, onFailure, onSuccess } = props;
			return new DelayedCommand(promise).validate((props2) => this.addPlaceholder(id, placeholder)(props2)).success((props2) => {
				var _a12;
				const { state, tr, dispatch, view, value } = props2;
				const range = this.store.helpers.findPlaceholder(id);
				if (!range) return (_a12 = onFailure == null ? void 0 : onFailure({
					error: /* @__PURE__ */ new Error("The placeholder has been removed"),
					state,
					tr,
					dispatch,
					view
				})) != null ? _a12 : false;
				this.removePlaceholder(id)({
					state,
					tr,
					view,
					dispatch: () => {}
				});
				return onSuccess(value, range, {
					state,
					tr,
					dispatch,
					view
				});
			}).failure((props2) => {
				var _a12;
				this.removePlaceholder(id)(__spreadProps$3(__spreadValues$6({}, props2), { dispatch: () => {} }));
				return (_a12 = onFailure == null ? void 0 : onFailure(props2)) != null ? _a12 : false;
			});
		});
	}
	get name() {
		return "decorations";
	}
	onCreate() {
		this.store.setExtensionStore("createPlaceholderCommand", this.createPlaceholderCommand);
	}
	/**
	* Create the extension plugin for inserting decorations into the editor.
	*/
	createPlugin() {
		return {
			state: {
				init: () => {},
				apply: (tr) => {
					var _a12, _b, _c, _d, _e, _f;
					const { added, clearTrackers, removed, updated } = this.getMeta(tr);
					if (clearTrackers) {
						this.placeholders = DecorationSet.empty;
						for (const [, widget] of this.placeholderWidgets) (_b = (_a12 = widget.spec).onDestroy) == null || _b.call(_a12, this.store.view, widget.spec.element);
						this.placeholderWidgets.clear();
						return;
					}
					this.placeholders = this.placeholders.map(tr.mapping, tr.doc, { onRemove: (spec) => {
						var _a13, _b2;
						const widget = this.placeholderWidgets.get(spec.id);
						if (widget) (_b2 = (_a13 = widget.spec).onDestroy) == null || _b2.call(_a13, this.store.view, widget.spec.element);
					} });
					for (const [, widget] of this.placeholderWidgets) (_d = (_c = widget.spec).onUpdate) == null || _d.call(_c, this.store.view, widget.from, widget.spec.element, widget.spec.data);
					for (const placeholder of added) {
						if (placeholder.type === "inline") {
							this.addInlinePlaceholder(placeholder, tr);
							continue;
						}
						if (placeholder.type === "node") {
							this.addNodePlaceholder(placeholder, tr);
							continue;
						}
						if (placeholder.type === "widget") {
							this.addWidgetPlaceholder(placeholder, tr);
							continue;
						}
					}
					for (const { id, data } of updated) {
						const widget = this.placeholderWidgets.get(id);
						if (!widget) continue;
						const updatedWidget = Decoration.widget(widget.from, widget.spec.element, __spreadProps$3(__spreadValues$6({}, widget.spec), { data }));
						this.placeholders = this.placeholders.remove([widget]).add(tr.doc, [updatedWidget]);
						this.placeholderWidgets.set(id, updatedWidget);
					}
					for (const id of removed) {
						const found = this.placeholders.find(void 0, void 0, (spec) => spec.id === id && spec.__type === __type);
						const widget = this.placeholderWidgets.get(id);
						if (widget) (_f = (_e = widget.spec).onDestroy) == null || _f.call(_e, this.store.view, widget.spec.element);
						this.placeholders = this.placeholders.remove(found);
						this.placeholderWidgets.delete(id);
					}
				}
			},
			props: {
				decorations: (state) => {
					let decorationSet = this.options.decorations(state);
					decorationSet = decorationSet.add(state.doc, this.placeholders.find());
					for (const extension2 of this.store.extensions) {
						if (!extension2.createDecorations) continue;
						const decorations = extension2.createDecorations(state).find();
						decorationSet = decorationSet.add(state.doc, decorations);
					}
					return decorationSet;
				},
				handleDOMEvents: {
					blur: (view) => {
						if (this.options.persistentSelectionClass) view.dispatch(view.state.tr.setMeta(persistentSelectionFocusKey, false));
						return false;
					},
					focus: (view) => {
						if (this.options.persistentSelectionClass) view.dispatch(view.state.tr.setMeta(persistentSelectionFocusKey, true));
						return false;
					}
				}
			}
		};
	}
	updateDecorations() {
		return ({ tr, dispatch }) => (dispatch?.(tr), true);
	}
	addPlaceholder(id, placeholder, deleteSelection) {
		return ({ dispatch, tr }) => this.addPlaceholderTransaction(id, placeholder, tr, !dispatch) ? (dispatch?.(deleteSelection ? tr.deleteSelection() : tr), true) : false;
	}
	updatePlaceholder(id, data) {
		return ({ dispatch, tr }) => this.updatePlaceholderTransaction({
			id,
			data,
			tr,
			checkOnly: !dispatch
		}) ? (dispatch?.(tr), true) : false;
	}
	removePlaceholder(id) {
		return ({ dispatch, tr }) => this.removePlaceholderTransaction({
			id,
			tr,
			checkOnly: !dispatch
		}) ? (dispatch?.(tr), true) : false;
	}
	clearPlaceholders() {
		return ({ tr, dispatch }) => this.clearPlaceholdersTransaction({
			tr,
			checkOnly: !dispatch
		}) ? (dispatch?.(tr), true) : false;
	}
	findPlaceholder(id) {
		return this.findAllPlaceholders().get(id);
	}
	findAllPlaceholders() {
		const trackers = /* @__PURE__ */ new Map();
		const found = this.placeholders.find(void 0, void 0, (spec) => spec.__type === __type);
		for (const decoration of found) trackers.set(decoration.spec.id, {
			from: decoration.from,
			to: decoration.to
		});
		return trackers;
	}
	/**
	* Add some decorations based on the provided settings.
	*/
	createDecorations(state) {
		var _a12, _b, _c;
		const { persistentSelectionClass } = this.options;
		if (!persistentSelectionClass || ((_a12 = this.store.view) == null ? void 0 : _a12.hasFocus()) || ((_c = (_b = this.store.helpers).isInteracting) == null ? void 0 : _c.call(_b))) return DecorationSet.empty;
		return generatePersistentSelectionDecorations(state, DecorationSet.empty, { class: isString(persistentSelectionClass) ? persistentSelectionClass : "selection" });
	}
	/**
	* This stores all tracked positions in the editor and maps them via the
	* transaction updates.
	*/
	onApplyState() {}
	/**
	* Add a widget placeholder and track it as a widget placeholder.
	*/
	addWidgetPlaceholder(placeholder, tr) {
		var _a12;
		const { pos, createElement, onDestroy, onUpdate, className, nodeName, id, type } = placeholder;
		const element = (_a12 = createElement == null ? void 0 : createElement(this.store.view, pos)) != null ? _a12 : document.createElement(nodeName);
		element.classList.add(className);
		const decoration = Decoration.widget(pos, element, {
			id,
			__type,
			type,
			element,
			onDestroy,
			onUpdate
		});
		this.placeholderWidgets.set(id, decoration);
		this.placeholders = this.placeholders.add(tr.doc, [decoration]);
	}
	/**
	* Add an inline placeholder.
	*/
	addInlinePlaceholder(placeholder, tr) {
		const { from = tr.selection.from, to = tr.selection.to, className, nodeName, id, type } = placeholder;
		let decoration;
		if (from === to) {
			const element = document.createElement(nodeName);
			element.classList.add(className);
			decoration = Decoration.widget(from, element, {
				id,
				type,
				__type,
				widget: element
			});
		} else decoration = Decoration.inline(from, to, {
			nodeName,
			class: className
		}, {
			id,
			__type
		});
		this.placeholders = this.placeholders.add(tr.doc, [decoration]);
	}
	/**
	* Add a placeholder for nodes.
	*/
	addNodePlaceholder(placeholder, tr) {
		const { pos, className, nodeName, id } = placeholder;
		const $pos = isNumber(pos) ? tr.doc.resolve(pos) : tr.selection.$from;
		const found = isNumber(pos) ? $pos.nodeAfter ? {
			pos,
			end: $pos.nodeAfter.nodeSize
		} : void 0 : findNodeAtPosition($pos);
		if (!found) return;
		const decoration = Decoration.node(found.pos, found.end, {
			nodeName,
			class: className
		}, {
			id,
			__type
		});
		this.placeholders = this.placeholders.add(tr.doc, [decoration]);
	}
	/**
	* Add the node and class name to the placeholder object.
	*/
	withRequiredBase(id, placeholder) {
		const { placeholderNodeName, placeholderClassName } = this.options;
		const _a12 = placeholder, { nodeName = placeholderNodeName, className } = _a12, rest = __objRest$1(_a12, ["nodeName", "className"]);
		return __spreadProps$3(__spreadValues$6({
			nodeName,
			className: (className ? [placeholderClassName, className] : [placeholderClassName]).join(" ")
		}, rest), { id });
	}
	/**
	* Get the command metadata.
	*/
	getMeta(tr) {
		var _a12;
		const meta = (_a12 = tr.getMeta(this.pluginKey)) != null ? _a12 : {};
		return __spreadValues$6(__spreadValues$6({}, DEFAULT_PLACEHOLDER_META), meta);
	}
	/**
	* Set the metadata for the command.
	*/
	setMeta(tr, update) {
		const meta = this.getMeta(tr);
		tr.setMeta(this.pluginKey, __spreadValues$6(__spreadValues$6({}, meta), update));
	}
	/**
	* Add a placeholder decoration with the specified params to the transaction
	* and return the transaction.
	*
	* It is up to you to dispatch the transaction or you can just use the
	* commands.
	*/
	addPlaceholderTransaction(id, placeholder, tr, checkOnly = false) {
		if (this.findPlaceholder(id)) return false;
		if (checkOnly) return true;
		const { added } = this.getMeta(tr);
		this.setMeta(tr, { added: [...added, this.withRequiredBase(id, placeholder)] });
		return true;
	}
	/**
	* Update the data stored by a placeholder.
	*
	* This replaces the whole data value.
	*/
	updatePlaceholderTransaction(props) {
		const { id, tr, checkOnly = false, data } = props;
		if (!this.findPlaceholder(id)) return false;
		if (checkOnly) return true;
		const { updated } = this.getMeta(tr);
		this.setMeta(tr, { updated: uniqueArray([...updated, {
			id,
			data
		}]) });
		return true;
	}
	/**
	* Discards a previously defined tracker once not needed.
	*
	* This should be used to cleanup once the position is no longer needed.
	*/
	removePlaceholderTransaction(props) {
		const { id, tr, checkOnly = false } = props;
		if (!this.findPlaceholder(id)) return false;
		if (checkOnly) return true;
		const { removed } = this.getMeta(tr);
		this.setMeta(tr, { removed: uniqueArray([...removed, id]) });
		return true;
	}
	/**
	* This helper returns a transaction that clears all position trackers when
	* any exist.
	*
	* Otherwise it returns undefined.
	*/
	clearPlaceholdersTransaction(props) {
		const { tr, checkOnly = false } = props;
		if (this.getPluginState() === DecorationSet.empty) return false;
		if (checkOnly) return true;
		this.setMeta(tr, { clearTrackers: true });
		return true;
	}
};
_init2 = __decoratorStart$7(_a2);
__decorateElement$7(_init2, 1, "updateDecorations", _updateDecorations_dec, DecorationsExtension);
__decorateElement$7(_init2, 1, "addPlaceholder", _addPlaceholder_dec, DecorationsExtension);
__decorateElement$7(_init2, 1, "updatePlaceholder", _updatePlaceholder_dec, DecorationsExtension);
__decorateElement$7(_init2, 1, "removePlaceholder", _removePlaceholder_dec, DecorationsExtension);
__decorateElement$7(_init2, 1, "clearPlaceholders", _clearPlaceholders_dec, DecorationsExtension);
__decorateElement$7(_init2, 1, "findPlaceholder", _findPlaceholder_dec, DecorationsExtension);
__decorateElement$7(_init2, 1, "findAllPlaceholders", _findAllPlaceholders_dec, DecorationsExtension);
DecorationsExtension = __decorateElement$7(_init2, 0, "DecorationsExtension", _DecorationsExtension_decorators, DecorationsExtension);
__runInitializers$7(_init2, 1, DecorationsExtension);
var DEFAULT_PLACEHOLDER_META = {
	added: [],
	updated: [],
	clearTrackers: false,
	removed: []
};
var __type = "placeholderDecoration";
var persistentSelectionFocusKey = "persistentSelectionFocus";
function generatePersistentSelectionDecorations(state, decorationSet, attrs) {
	const { selection, doc } = state;
	if (selection.empty) return decorationSet;
	const { from, to } = selection;
	const decoration = isNodeSelection(selection) ? Decoration.node(from, to, attrs) : Decoration.inline(from, to, attrs);
	return decorationSet.add(doc, [decoration]);
}
var _DocChangedExtension_decorators = [extension({
	handlerKeys: ["docChanged"],
	handlerKeyOptions: { docChanged: { earlyReturnValue: false } },
	defaultPriority: ExtensionPriority.Lowest
})];
var _init3;
var _a3;
var DocChangedExtension = class extends (_a3 = PlainExtension) {
	get name() {
		return "docChanged";
	}
	onStateUpdate(props) {
		const { firstUpdate, transactions, tr } = props;
		if (firstUpdate) return;
		if ((transactions != null ? transactions : [tr]).some((tr2) => tr2 == null ? void 0 : tr2.docChanged)) this.options.docChanged(props);
	}
};
_init3 = __decoratorStart$7(_a3);
DocChangedExtension = __decorateElement$7(_init3, 0, "DocChangedExtension", _DocChangedExtension_decorators, DocChangedExtension);
__runInitializers$7(_init3, 1, DocChangedExtension);
var _getHTML_dec;
var _getTextBetween_dec;
var _getText_dec;
var _insertHtml_dec;
var _getJSON_dec;
var _getStateJSON_dec;
var _isViewEditable_dec;
var _isSelectionEmpty_dec;
var _a4;
var _HelpersExtension_decorators = [extension({})];
var _init4;
var HelpersExtension = class extends (_a4 = PlainExtension, _isSelectionEmpty_dec = [helper()], _isViewEditable_dec = [helper()], _getStateJSON_dec = [helper()], _getJSON_dec = [helper()], _insertHtml_dec = [command()], _getText_dec = [helper()], _getTextBetween_dec = [helper()], _getHTML_dec = [helper()], _a4) {
	constructor() {
		super(...arguments);
		__runInitializers$7(_init4, 5, this);
	}
	get name() {
		return "helpers";
	}
	/**
	* Add the `html` and `text` string handlers to the editor.
	*/
	onCreate() {
		var _a12, _b, _c;
		this.store.setStringHandler("text", this.textToProsemirrorNode.bind(this));
		this.store.setStringHandler("html", htmlToProsemirrorNode);
		const helpers = object();
		const active = object();
		const attrs = object();
		const names = /* @__PURE__ */ new Set();
		for (const extension2 of this.store.extensions) {
			if (isNodeExtension(extension2)) {
				active[extension2.name] = (attrs2) => isNodeActive({
					state: this.store.getState(),
					type: extension2.type,
					attrs: attrs2
				});
				attrs[extension2.name] = (attrs2) => {
					var _a13;
					return (_a13 = getActiveNode({
						state: this.store.getState(),
						type: extension2.type,
						attrs: attrs2
					})) == null ? void 0 : _a13.node.attrs;
				};
			}
			if (isMarkExtension(extension2)) {
				active[extension2.name] = (attrs2) => isMarkActive({
					trState: this.store.getState(),
					type: extension2.type,
					attrs: attrs2
				});
				attrs[extension2.name] = (attrs2) => {
					const markRange = getMarkRange(this.store.getState().selection.$from, extension2.type);
					if (!markRange || !attrs2) return markRange == null ? void 0 : markRange.mark.attrs;
					if (containsAttributes(markRange.mark, attrs2)) return markRange.mark.attrs;
				};
			}
			const extensionHelpers = (_b = (_a12 = extension2.createHelpers) == null ? void 0 : _a12.call(extension2)) != null ? _b : {};
			for (const helperName of Object.keys((_c = extension2.decoratedHelpers) != null ? _c : {})) extensionHelpers[helperName] = extension2[helperName].bind(extension2);
			if (isEmptyObject(extensionHelpers)) continue;
			for (const [name, helper2] of entries(extensionHelpers)) {
				throwIfNameNotUnique({
					name,
					set: names,
					code: ErrorConstant.DUPLICATE_HELPER_NAMES
				});
				helpers[name] = helper2;
			}
		}
		this.store.setStoreKey("attrs", attrs);
		this.store.setStoreKey("active", active);
		this.store.setStoreKey("helpers", helpers);
		this.store.setExtensionStore("attrs", attrs);
		this.store.setExtensionStore("active", active);
		this.store.setExtensionStore("helpers", helpers);
	}
	isSelectionEmpty(state = this.store.getState()) {
		return isSelectionEmpty(state);
	}
	isViewEditable(state = this.store.getState()) {
		var _a12, _b, _c;
		return (_c = (_b = (_a12 = this.store.view.props).editable) == null ? void 0 : _b.call(_a12, state)) != null ? _c : false;
	}
	getStateJSON(state = this.store.getState()) {
		return state.toJSON();
	}
	getJSON(state = this.store.getState()) {
		return state.doc.toJSON();
	}
	insertHtml(html, options) {
		return (props) => {
			const { state } = props;
			const fragment = htmlToProsemirrorNode({
				content: html,
				schema: state.schema,
				fragment: true
			});
			return this.store.commands.insertNode.original(fragment, options)(props);
		};
	}
	getText({ lineBreakDivider = "\n\n", state = this.store.getState() } = {}) {
		return state.doc.textBetween(0, state.doc.content.size, lineBreakDivider, "\0");
	}
	getTextBetween(from, to, doc = this.store.getState().doc) {
		return doc.textBetween(from, to, "\n\n", "\0");
	}
	getHTML(state = this.store.getState()) {
		return prosemirrorNodeToHtml(state.doc, this.store.document);
	}
	textToProsemirrorNode(options) {
		const content = "<pre>".concat(options.content, "</pre>");
		return this.store.stringHandlers.html(__spreadProps$3(__spreadValues$6({}, options), { content }));
	}
};
_init4 = __decoratorStart$7(_a4);
__decorateElement$7(_init4, 1, "isSelectionEmpty", _isSelectionEmpty_dec, HelpersExtension);
__decorateElement$7(_init4, 1, "isViewEditable", _isViewEditable_dec, HelpersExtension);
__decorateElement$7(_init4, 1, "getStateJSON", _getStateJSON_dec, HelpersExtension);
__decorateElement$7(_init4, 1, "getJSON", _getJSON_dec, HelpersExtension);
__decorateElement$7(_init4, 1, "insertHtml", _insertHtml_dec, HelpersExtension);
__decorateElement$7(_init4, 1, "getText", _getText_dec, HelpersExtension);
__decorateElement$7(_init4, 1, "getTextBetween", _getTextBetween_dec, HelpersExtension);
__decorateElement$7(_init4, 1, "getHTML", _getHTML_dec, HelpersExtension);
HelpersExtension = __decorateElement$7(_init4, 0, "HelpersExtension", _HelpersExtension_decorators, HelpersExtension);
__runInitializers$7(_init4, 1, HelpersExtension);
var _InputRulesExtension_decorators = [extension({
	defaultPriority: ExtensionPriority.Default,
	handlerKeys: ["shouldSkipInputRule"],
	handlerKeyOptions: { shouldSkipInputRule: { earlyReturnValue: true } }
})];
var _init5;
var _a5;
var InputRulesExtension = class extends (_a5 = PlainExtension) {
	get name() {
		return "inputRules";
	}
	/**
	* Add the extension store method for rebuilding all input rules.
	*/
	onCreate() {
		this.store.setExtensionStore("rebuildInputRules", this.rebuildInputRules.bind(this));
	}
	/**
	* Add the `inputRules` plugin to the editor.
	*/
	createExternalPlugins() {
		return [this.generateInputRulesPlugin()];
	}
	generateInputRulesPlugin() {
		var _a12, _b;
		const rules = [];
		const invalidMarks = this.store.markTags[ExtensionTag.ExcludeInputRules];
		for (const extension2 of this.store.extensions) {
			if (((_a12 = this.store.managerSettings.exclude) == null ? void 0 : _a12.inputRules) || !extension2.createInputRules || ((_b = extension2.options.exclude) == null ? void 0 : _b.inputRules)) continue;
			for (const rule of extension2.createInputRules()) {
				rule.shouldSkip = this.options.shouldSkipInputRule;
				rule.invalidMarks = invalidMarks;
				rules.push(rule);
			}
		}
		return inputRules({ rules });
	}
	/**
	* The method for rebuilding all the input rules.
	*
	* 1. Rebuild inputRules.
	* 2. Replace the old input rules plugin.
	* 3. Update the plugins used in the state (triggers an editor update).
	*/
	rebuildInputRules() {
		this.store.updateExtensionPlugins(this);
	}
};
_init5 = __decoratorStart$7(_a5);
InputRulesExtension = __decorateElement$7(_init5, 0, "InputRulesExtension", _InputRulesExtension_decorators, InputRulesExtension);
__runInitializers$7(_init5, 1, InputRulesExtension);
var _getNamedShortcut_dec;
var _backspace_dec;
var _arrowLeftShortcut_dec;
var _arrowRightShortcut_dec;
var _a6;
var _KeymapExtension_decorators = [extension({
	defaultPriority: ExtensionPriority.Low,
	defaultOptions: {
		shortcuts: "default",
		undoInputRuleOnBackspace: true,
		selectParentNodeOnEscape: false,
		excludeBaseKeymap: false,
		exitMarksOnArrowPress: true
	},
	customHandlerKeys: ["keymap"]
})];
var _init6;
var KeymapExtension = class extends (_a6 = PlainExtension, _arrowRightShortcut_dec = [keyBinding({
	shortcut: "ArrowRight",
	isActive: (options) => options.exitMarksOnArrowPress
})], _arrowLeftShortcut_dec = [keyBinding({
	shortcut: "ArrowLeft",
	isActive: (options) => options.exitMarksOnArrowPress
})], _backspace_dec = [keyBinding({
	shortcut: "Backspace",
	isActive: (options) => options.exitMarksOnArrowPress
})], _getNamedShortcut_dec = [helper()], _a6) {
	constructor() {
		super(...arguments);
		__runInitializers$7(_init6, 5, this);
		/**
		* The custom keybindings added by the handlers. In react these can be added
		* via `hooks`.
		*/
		__publicField$3(this, "extraKeyBindings", []);
		/**
		* Track the backward exits from a mark to allow double tapping the left arrow
		* to move to the previous block node.
		*/
		__publicField$3(this, "backwardMarkExitTracker", /* @__PURE__ */ new Map());
		/**
		* The underlying keydown handler.
		*/
		__publicField$3(this, "keydownHandler", null);
		/**
		* @internalremarks
		*
		* Think about the case where bindings are disposed of and then added in a
		* different position in the `extraKeyBindings` array. This is especially
		* pertinent when using hooks.
		*/
		__publicField$3(this, "onAddCustomHandler", ({ keymap }) => {
			var _a12, _b;
			if (!keymap) return;
			this.extraKeyBindings = [...this.extraKeyBindings, keymap];
			(_b = (_a12 = this.store).rebuildKeymap) == null || _b.call(_a12);
			return () => {
				var _a13, _b2;
				this.extraKeyBindings = this.extraKeyBindings.filter((binding) => binding !== keymap);
				(_b2 = (_a13 = this.store).rebuildKeymap) == null || _b2.call(_a13);
			};
		});
		/**
		* The method for rebuilding all the extension keymaps.
		*
		* 1. Rebuild keymaps.
		* 2. Replace `this.keydownHandler` with the new keydown handler.
		*/
		__publicField$3(this, "rebuildKeymap", () => {
			this.setupKeydownHandler();
		});
	}
	get name() {
		return "keymap";
	}
	/**
	* Get the shortcut map.
	*/
	get shortcutMap() {
		const { shortcuts } = this.options;
		return isString(shortcuts) ? keyboardShortcuts[shortcuts] : shortcuts;
	}
	/**
	* This adds the `createKeymap` method functionality to all extensions.
	*/
	onCreate() {
		this.store.setExtensionStore("rebuildKeymap", this.rebuildKeymap);
	}
	/** Add the created keymap to the available plugins. */
	createExternalPlugins() {
		var _a12;
		if ((_a12 = this.store.managerSettings.exclude) == null ? void 0 : _a12.keymap) return [];
		this.setupKeydownHandler();
		return [new Plugin({ props: { handleKeyDown: (view, event) => {
			var _a13;
			return (_a13 = this.keydownHandler) == null ? void 0 : _a13.call(this, view, event);
		} } })];
	}
	setupKeydownHandler() {
		const bindings = this.generateKeymapBindings();
		this.keydownHandler = keydownHandler(bindings);
	}
	/**
	* Updates the stored keymap bindings on this extension.
	*/
	generateKeymapBindings() {
		var _a12, _b, _c;
		const extensionKeymaps = [];
		const shortcutMap = this.shortcutMap;
		const commandsExtension = this.store.getExtension(CommandsExtension);
		const extractNamesFactory = (extension2) => (shortcut) => extractShortcutNames({
			shortcut,
			map: shortcutMap,
			store: this.store,
			options: extension2.options
		});
		for (const extension2 of this.store.extensions) {
			const decoratedKeybindings = (_a12 = extension2.decoratedKeybindings) != null ? _a12 : {};
			if ((_b = extension2.options.exclude) == null ? void 0 : _b.keymap) continue;
			if (extension2.createKeymap) extensionKeymaps.push(updateNamedKeys(extension2.createKeymap(extractNamesFactory(extension2)), shortcutMap));
			for (const [name, options] of entries(decoratedKeybindings)) {
				if (options.isActive && !options.isActive(extension2.options, this.store)) continue;
				const keyBinding2 = extension2[name].bind(extension2);
				const shortcutNames = extractShortcutNames({
					shortcut: options.shortcut,
					map: shortcutMap,
					options: extension2.options,
					store: this.store
				});
				const priority = isFunction(options.priority) ? options.priority(extension2.options, this.store) : (_c = options.priority) != null ? _c : ExtensionPriority.Low;
				const bindingObject = object();
				for (const shortcut of shortcutNames) bindingObject[shortcut] = keyBinding2;
				extensionKeymaps.push([priority, bindingObject]);
				if (options.command) commandsExtension.updateDecorated(options.command, { shortcut: shortcutNames });
			}
		}
		return mergeProsemirrorKeyBindings(this.sortKeymaps([...this.extraKeyBindings, ...extensionKeymaps]));
	}
	arrowRightShortcut(props) {
		const excludedMarks = this.store.markTags[ExtensionTag.PreventExits];
		const excludedNodes = this.store.nodeTags[ExtensionTag.PreventExits];
		return this.exitMarkForwards(excludedMarks, excludedNodes)(props);
	}
	arrowLeftShortcut(props) {
		const excludedMarks = this.store.markTags[ExtensionTag.PreventExits];
		const excludedNodes = this.store.nodeTags[ExtensionTag.PreventExits];
		return chainKeyBindingCommands(this.exitNodeBackwards(excludedNodes), this.exitMarkBackwards(excludedMarks, excludedNodes))(props);
	}
	backspace(props) {
		const excludedMarks = this.store.markTags[ExtensionTag.PreventExits];
		const excludedNodes = this.store.nodeTags[ExtensionTag.PreventExits];
		return chainKeyBindingCommands(this.exitNodeBackwards(excludedNodes, true), this.exitMarkBackwards(excludedMarks, excludedNodes, true))(props);
	}
	/**
	* Create the base keymap and give it a low priority so that all other keymaps
	* override it.
	*/
	createKeymap() {
		const { selectParentNodeOnEscape, undoInputRuleOnBackspace, excludeBaseKeymap } = this.options;
		const baseKeyBindings = object();
		if (!excludeBaseKeymap) for (const [key2, value] of entries(baseKeymap)) baseKeyBindings[key2] = convertCommand(value);
		if (undoInputRuleOnBackspace && baseKeymap.Backspace) baseKeyBindings.Backspace = convertCommand(chainCommands(undoInputRule, baseKeymap.Backspace));
		if (selectParentNodeOnEscape) baseKeyBindings.Escape = convertCommand(selectParentNode);
		return [ExtensionPriority.Low, baseKeyBindings];
	}
	getNamedShortcut(shortcut, options = {}) {
		if (!shortcut.startsWith("_|")) return [shortcut];
		return extractShortcutNames({
			shortcut,
			map: this.shortcutMap,
			store: this.store,
			options
		});
	}
	/**
	* Handle changes in the dynamic properties.
	*/
	onSetOptions(props) {
		var _a12, _b;
		const { changes } = props;
		if (changes.excludeBaseKeymap.changed || changes.selectParentNodeOnEscape.changed || changes.undoInputRuleOnBackspace.changed) (_b = (_a12 = this.store).rebuildKeymap) == null || _b.call(_a12);
	}
	sortKeymaps(bindings) {
		return sort(bindings.map((binding) => isArray(binding) ? binding : [ExtensionPriority.Default, binding]), (a, z) => z[0] - a[0]).map((binding) => binding[1]);
	}
	/**
	* Exits the mark forwards when at the end of a block node.
	*/
	exitMarkForwards(excludedMarks, excludedNodes) {
		return (props) => {
			const { tr, dispatch } = props;
			if (!isEndOfTextBlock(tr.selection)) return false;
			if (findParentNodeOfType({
				selection: tr.selection,
				types: excludedNodes
			})) return false;
			const marksToRemove = tr.selection.$from.marks().filter((mark) => !excludedMarks.includes(mark.type.name));
			if (isEmptyArray(marksToRemove)) return false;
			if (!dispatch) return true;
			for (const mark of marksToRemove) tr.removeStoredMark(mark);
			dispatch(tr.insertText(" ", tr.selection.from));
			return true;
		};
	}
	exitNodeBackwards(excludedNodes, startOfDoc = false) {
		return (props) => {
			const { tr } = props;
			if (!(startOfDoc ? isStartOfDoc : isStartOfTextBlock)(tr.selection)) return false;
			const node = tr.selection.$anchor.node();
			if (!isEmptyBlockNode(node) || isDefaultBlockNode(node) || excludedNodes.includes(node.type.name)) return false;
			return this.store.commands.toggleBlockNodeItem.original({ type: node.type })(props);
		};
	}
	/**
	* Exit a mark when at the beginning of a block node.
	*/
	exitMarkBackwards(excludedMarks, excludedNodes, startOfDoc = false) {
		return (props) => {
			var _a12;
			const { tr, dispatch } = props;
			if (!(startOfDoc ? isStartOfDoc : isStartOfTextBlock)(tr.selection) || this.backwardMarkExitTracker.has(tr.selection.anchor)) {
				this.backwardMarkExitTracker.clear();
				return false;
			}
			if (findParentNodeOfType({
				selection: tr.selection,
				types: excludedNodes
			})) return false;
			const marksToRemove = [...(_a12 = tr.storedMarks) != null ? _a12 : [], ...tr.selection.$from.marks()].filter((mark) => !excludedMarks.includes(mark.type.name));
			if (isEmptyArray(marksToRemove)) return false;
			if (!dispatch) return true;
			for (const mark of marksToRemove) tr.removeStoredMark(mark);
			this.backwardMarkExitTracker.set(tr.selection.anchor, true);
			dispatch(tr);
			return true;
		};
	}
};
_init6 = __decoratorStart$7(_a6);
__decorateElement$7(_init6, 1, "arrowRightShortcut", _arrowRightShortcut_dec, KeymapExtension);
__decorateElement$7(_init6, 1, "arrowLeftShortcut", _arrowLeftShortcut_dec, KeymapExtension);
__decorateElement$7(_init6, 1, "backspace", _backspace_dec, KeymapExtension);
__decorateElement$7(_init6, 1, "getNamedShortcut", _getNamedShortcut_dec, KeymapExtension);
KeymapExtension = __decorateElement$7(_init6, 0, "KeymapExtension", _KeymapExtension_decorators, KeymapExtension);
__runInitializers$7(_init6, 1, KeymapExtension);
function isNamedShortcut(value) {
	return includes(values(NamedShortcut), value);
}
function extractShortcutNames({ shortcut, map, options, store }) {
	if (isString(shortcut)) return [normalizeShortcutName(shortcut, map)];
	if (isArray(shortcut)) return shortcut.map((value) => normalizeShortcutName(value, map));
	shortcut = shortcut(options, store);
	return extractShortcutNames({
		shortcut,
		map,
		options,
		store
	});
}
function normalizeShortcutName(value, shortcutMap) {
	return isNamedShortcut(value) ? shortcutMap[value] : value;
}
function updateNamedKeys(prioritizedBindings, shortcutMap) {
	const updatedBindings = {};
	let previousBindings;
	let priority;
	if (isArray(prioritizedBindings)) [priority, previousBindings] = prioritizedBindings;
	else previousBindings = prioritizedBindings;
	for (const [shortcutName, commandFunction] of entries(previousBindings)) updatedBindings[normalizeShortcutName(shortcutName, shortcutMap)] = commandFunction;
	return isUndefined(priority) ? updatedBindings : [priority, updatedBindings];
}
var DEFAULT_SHORTCUTS = {
	[NamedShortcut.Copy]: "Mod-c",
	[NamedShortcut.Cut]: "Mod-x",
	[NamedShortcut.Paste]: "Mod-v",
	[NamedShortcut.PastePlain]: "Mod-Shift-v",
	[NamedShortcut.SelectAll]: "Mod-a",
	[NamedShortcut.Undo]: "Mod-z",
	[NamedShortcut.Redo]: environment.isMac ? "Shift-Mod-z" : "Mod-y",
	[NamedShortcut.Bold]: "Mod-b",
	[NamedShortcut.Italic]: "Mod-i",
	[NamedShortcut.Underline]: "Mod-u",
	[NamedShortcut.Strike]: "Mod-d",
	[NamedShortcut.Code]: "Mod-`",
	[NamedShortcut.Paragraph]: "Mod-Shift-0",
	[NamedShortcut.H1]: "Mod-Shift-1",
	[NamedShortcut.H2]: "Mod-Shift-2",
	[NamedShortcut.H3]: "Mod-Shift-3",
	[NamedShortcut.H4]: "Mod-Shift-4",
	[NamedShortcut.H5]: "Mod-Shift-5",
	[NamedShortcut.H6]: "Mod-Shift-6",
	[NamedShortcut.TaskList]: "Mod-Shift-7",
	[NamedShortcut.BulletList]: "Mod-Shift-8",
	[NamedShortcut.OrderedList]: "Mod-Shift-9",
	[NamedShortcut.Quote]: "Mod->",
	[NamedShortcut.Divider]: "Mod-Shift-|",
	[NamedShortcut.Codeblock]: "Mod-Shift-~",
	[NamedShortcut.ClearFormatting]: "Mod-Shift-C",
	[NamedShortcut.Superscript]: "Mod-.",
	[NamedShortcut.Subscript]: "Mod-,",
	[NamedShortcut.LeftAlignment]: "Mod-Shift-L",
	[NamedShortcut.CenterAlignment]: "Mod-Shift-E",
	[NamedShortcut.RightAlignment]: "Mod-Shift-R",
	[NamedShortcut.JustifyAlignment]: "Mod-Shift-J",
	[NamedShortcut.InsertLink]: "Mod-k",
	[NamedShortcut.Find]: "Mod-f",
	[NamedShortcut.FindBackwards]: "Mod-Shift-f",
	[NamedShortcut.FindReplace]: "Mod-Shift-H",
	[NamedShortcut.AddFootnote]: "Mod-Alt-f",
	[NamedShortcut.AddComment]: "Mod-Alt-m",
	[NamedShortcut.ContextMenu]: "Mod-Shift-\\",
	[NamedShortcut.IncreaseFontSize]: "Mod-Shift-.",
	[NamedShortcut.DecreaseFontSize]: "Mod-Shift-,",
	[NamedShortcut.IncreaseIndent]: "Tab",
	[NamedShortcut.DecreaseIndent]: "Shift-Tab",
	[NamedShortcut.Shortcuts]: "Mod-/",
	[NamedShortcut.Format]: environment.isMac ? "Alt-Shift-f" : "Shift-Ctrl-f"
};
var keyboardShortcuts = {
	default: DEFAULT_SHORTCUTS,
	googleDoc: __spreadProps$3(__spreadValues$6({}, DEFAULT_SHORTCUTS), {
		[NamedShortcut.Strike]: "Mod-Shift-S",
		[NamedShortcut.Code]: "Mod-Shift-M",
		[NamedShortcut.Paragraph]: "Mod-Alt-0",
		[NamedShortcut.H1]: "Mod-Alt-1",
		[NamedShortcut.H2]: "Mod-Alt-2",
		[NamedShortcut.H3]: "Mod-Alt-3",
		[NamedShortcut.H4]: "Mod-Alt-4",
		[NamedShortcut.H5]: "Mod-Alt-5",
		[NamedShortcut.H6]: "Mod-Alt-6",
		[NamedShortcut.OrderedList]: "Mod-Alt-7",
		[NamedShortcut.BulletList]: "Mod-Alt-8",
		[NamedShortcut.Quote]: "Mod-Alt-9",
		[NamedShortcut.ClearFormatting]: "Mod-\\",
		[NamedShortcut.IncreaseIndent]: "Mod-[",
		[NamedShortcut.DecreaseIndent]: "Mod-]"
	})
};
var NodeViewsExtension = class extends PlainExtension {
	get name() {
		return "nodeViews";
	}
	createPlugin() {
		var _a12;
		const nodeViewList = [];
		const nodeViews = object();
		for (const extension2 of this.store.extensions) {
			if (!extension2.createNodeViews) continue;
			const nodeView = extension2.createNodeViews();
			nodeViewList.unshift(isFunction(nodeView) ? { [extension2.name]: nodeView } : nodeView);
		}
		nodeViewList.unshift((_a12 = this.store.managerSettings.nodeViews) != null ? _a12 : {});
		for (const nodeView of nodeViewList) Object.assign(nodeViews, nodeView);
		return { props: { nodeViews } };
	}
};
var PasteRulesExtension = class extends PlainExtension {
	get name() {
		return "pasteRules";
	}
	createExternalPlugins() {
		return [this.generatePasteRulesPlugin()];
	}
	generatePasteRulesPlugin() {
		var _a12, _b;
		const extensionPasteRules = [];
		for (const extension2 of this.store.extensions) {
			if (((_a12 = this.store.managerSettings.exclude) == null ? void 0 : _a12.pasteRules) || !extension2.createPasteRules || ((_b = extension2.options.exclude) == null ? void 0 : _b.pasteRules)) continue;
			const value = extension2.createPasteRules();
			const rules = isArray(value) ? value : [value];
			extensionPasteRules.push(...rules);
		}
		return pasteRules(extensionPasteRules);
	}
};
var _PluginsExtension_decorators = [extension({
	defaultPriority: ExtensionPriority.Highest,
	handlerKeys: ["applyState", "appendTransaction"]
})];
var _init7;
var _a7;
var PluginsExtension = class extends (_a7 = PlainExtension) {
	constructor() {
		super(...arguments);
		/**
		* All plugins created by other extension as well.
		*/
		__publicField$3(this, "plugins", []);
		/**
		* The plugins added via the manager (for reference only).
		*/
		__publicField$3(this, "managerPlugins", []);
		/**
		* Called when the state is is being applied after an update.
		*/
		__publicField$3(this, "applyStateHandlers", []);
		/**
		* Called when the state is first initialized.
		*/
		__publicField$3(this, "initStateHandlers", []);
		/**
		* Handlers for the `onAppendTransaction` lifecycle method.
		*/
		__publicField$3(this, "appendTransactionHandlers", []);
		/**
		* Store the plugin keys.
		*/
		__publicField$3(this, "pluginKeys", object());
		/**
		* Store state getters for the extension.
		*/
		__publicField$3(this, "stateGetters", /* @__PURE__ */ new Map());
		__publicField$3(this, "getPluginStateCreator", (key2) => (state) => key2.getState(state != null ? state : this.store.getState()));
		__publicField$3(this, "getStateByName", (identifier) => {
			const stateGetter = this.stateGetters.get(identifier);
			invariant(stateGetter, { message: "No plugin exists for the requested extension name." });
			return stateGetter();
		});
	}
	get name() {
		return "plugins";
	}
	/**
	* This extension is responsible for adding state to the editor.
	*/
	onCreate() {
		const { setStoreKey, setExtensionStore, managerSettings, extensions } = this.store;
		this.updateExtensionStore();
		const { plugins = [] } = managerSettings;
		this.updatePlugins(plugins, this.managerPlugins);
		for (const extension2 of extensions) {
			if (extension2.onApplyState) this.applyStateHandlers.push(extension2.onApplyState.bind(extension2));
			if (extension2.onInitState) this.initStateHandlers.push(extension2.onInitState.bind(extension2));
			if (extension2.onAppendTransaction) this.appendTransactionHandlers.push(extension2.onAppendTransaction.bind(extension2));
			this.extractExtensionPlugins(extension2);
		}
		this.managerPlugins = plugins;
		this.store.setStoreKey("plugins", this.plugins);
		setStoreKey("pluginKeys", this.pluginKeys);
		setStoreKey("getPluginState", this.getStateByName);
		setExtensionStore("getPluginState", this.getStateByName);
	}
	/**
	* Create a plugin which adds the [[`onInitState`]] and [[`onApplyState`]]
	* lifecycle methods.
	*/
	createPlugin() {
		return {
			appendTransaction: (transactions, previousState, state) => {
				const tr = state.tr;
				const props = {
					previousState,
					tr,
					transactions,
					state
				};
				for (const handler of this.appendTransactionHandlers) handler(props);
				this.options.appendTransaction(props);
				return tr.docChanged || tr.steps.length > 0 || tr.selectionSet || tr.storedMarksSet ? tr : void 0;
			},
			state: {
				init: (_, state) => {
					for (const handler of this.initStateHandlers) handler(state);
				},
				apply: (tr, _, previousState, state) => {
					const props = {
						previousState,
						state,
						tr
					};
					for (const handler of this.applyStateHandlers) handler(props);
					this.options.applyState(props);
				}
			}
		};
	}
	/**
	* Get all the plugins from the extension.
	*/
	extractExtensionPlugins(extension2) {
		var _a12, _b;
		if (!extension2.createPlugin && !extension2.createExternalPlugins || ((_a12 = this.store.managerSettings.exclude) == null ? void 0 : _a12.plugins) || ((_b = extension2.options.exclude) == null ? void 0 : _b.plugins)) return;
		if (extension2.createPlugin) {
			const key2 = new PluginKey(extension2.name);
			this.pluginKeys[extension2.name] = key2;
			const getter = this.getPluginStateCreator(key2);
			extension2.pluginKey = key2;
			extension2.getPluginState = getter;
			this.stateGetters.set(extension2.name, getter);
			this.stateGetters.set(extension2.constructor, getter);
			const plugin = new Plugin(__spreadProps$3(__spreadValues$6({}, extension2.createPlugin()), { key: key2 }));
			this.updatePlugins([plugin], extension2.plugin ? [extension2.plugin] : void 0);
			extension2.plugin = plugin;
		}
		if (extension2.createExternalPlugins) {
			const externalPlugins = extension2.createExternalPlugins();
			this.updatePlugins(externalPlugins, extension2.externalPlugins);
			extension2.externalPlugins = externalPlugins;
		}
	}
	/**
	* Add or replace a plugin.
	*/
	updatePlugins(plugins, previous) {
		if (!previous || isEmptyArray(previous)) {
			this.plugins = [...this.plugins, ...plugins];
			return;
		}
		if (plugins.length !== previous.length) {
			this.plugins = [...this.plugins.filter((plugin) => !previous.includes(plugin)), ...plugins];
			return;
		}
		const pluginMap = /* @__PURE__ */ new Map();
		for (const [index, plugin] of plugins.entries()) pluginMap.set(assertGet(previous, index), plugin);
		this.plugins = this.plugins.map((plugin) => previous.includes(plugin) ? pluginMap.get(plugin) : plugin);
	}
	/**
	* Add the plugin specific properties and methods to the manager and extension
	* store.
	*/
	updateExtensionStore() {
		const { setExtensionStore } = this.store;
		setExtensionStore("updatePlugins", this.updatePlugins.bind(this));
		setExtensionStore("dispatchPluginUpdate", this.dispatchPluginUpdate.bind(this));
		setExtensionStore("updateExtensionPlugins", this.updateExtensionPlugins.bind(this));
	}
	/**
	* Reruns the `createPlugin` and `createExternalPlugins` methods of the
	* provided extension.
	*
	* ```ts
	* // From within an extension
	* this.store.updateExtensionPlugins(this);
	* ```
	*/
	updateExtensionPlugins(value) {
		const extension2 = isExtension(value) ? value : isExtensionConstructor(value) ? this.store.manager.getExtension(value) : this.store.extensions.find((extension3) => extension3.name === value);
		invariant(extension2, {
			code: ErrorConstant.INVALID_MANAGER_EXTENSION,
			message: "The extension ".concat(value, " does not exist within the editor.")
		});
		this.extractExtensionPlugins(extension2);
		this.store.setStoreKey("plugins", this.plugins);
		this.dispatchPluginUpdate();
	}
	/**
	* Applies the store plugins to the state. If any have changed then it will be
	* updated.
	*/
	dispatchPluginUpdate() {
		invariant(this.store.phase >= ManagerPhase.EditorView, {
			code: ErrorConstant.MANAGER_PHASE_ERROR,
			message: "`dispatchPluginUpdate` should only be called after the view has been added to the manager."
		});
		const { view, updateState } = this.store;
		updateState(view.state.reconfigure({ plugins: this.plugins }));
	}
};
_init7 = __decoratorStart$7(_a7);
PluginsExtension = __decorateElement$7(_init7, 0, "PluginsExtension", _PluginsExtension_decorators, PluginsExtension);
__runInitializers$7(_init7, 1, PluginsExtension);
var _SchemaExtension_decorators = [extension({ defaultPriority: ExtensionPriority.Highest })];
var _init8;
var _a8;
var SchemaExtension = class extends (_a8 = PlainExtension) {
	constructor() {
		super(...arguments);
		/**
		* The dynamic attributes for each node and mark extension.
		*
		* The structure will look like the following.
		*
		* ```ts
		* {
		*   paragraph: { id: () => uid(), hash: (node) => hash(node) },
		*   bold: { random: () => Math.random(), created: () => Date.now() },
		* };
		* ```
		*
		* This object is used by the created plugin to listen for changes to the doc,
		* and check for new nodes and marks which haven't yet applied the dynamic
		* attribute and add the attribute.
		*/
		__publicField$3(this, "dynamicAttributes", {
			marks: object(),
			nodes: object()
		});
	}
	get name() {
		return "schema";
	}
	/**
	* This method is responsible for creating, configuring and adding the
	* `schema` to the editor. `Schema` is a special type in ProseMirror editors
	* and with `remirror` it's all just handled for you.
	*/
	onCreate() {
		var _a12;
		const { managerSettings, tags, markNames, nodeNames, extensions } = this.store;
		const { defaultBlockNode, disableExtraAttributes, nodeOverride, markOverride } = managerSettings;
		const isValidDefaultBlockNode = (name) => !!(name && tags[ExtensionTag.Block].includes(name));
		if (managerSettings.schema) {
			const { nodes: nodes2, marks: marks2 } = getSpecFromSchema(managerSettings.schema);
			this.addSchema(managerSettings.schema, nodes2, marks2);
			return;
		}
		const nodes = isValidDefaultBlockNode(defaultBlockNode) ? {
			doc: object(),
			[defaultBlockNode]: object()
		} : object();
		const marks = object();
		const namedExtraAttributes = getNamedSchemaAttributes({
			settings: managerSettings,
			gatheredSchemaAttributes: this.gatherExtraAttributes(extensions),
			nodeNames,
			markNames,
			tags
		});
		for (const extension2 of extensions) {
			namedExtraAttributes[extension2.name] = __spreadValues$6(__spreadValues$6({}, namedExtraAttributes[extension2.name]), extension2.options.extraAttributes);
			const ignoreExtraAttributes = disableExtraAttributes === true || extension2.options.disableExtraAttributes === true || extension2.constructor.disableExtraAttributes === true;
			if (isNodeExtension(extension2)) {
				const { spec, dynamic } = createSpec({
					createExtensionSpec: (extra, override) => extension2.createNodeSpec(extra, override),
					extraAttributes: assertGet(namedExtraAttributes, extension2.name),
					override: __spreadValues$6(__spreadValues$6({}, nodeOverride), extension2.options.nodeOverride),
					ignoreExtraAttributes,
					name: extension2.constructorName,
					tags: extension2.tags
				});
				extension2.spec = spec;
				nodes[extension2.name] = spec;
				if (Object.keys(dynamic).length > 0) this.dynamicAttributes.nodes[extension2.name] = dynamic;
			}
			if (isMarkExtension(extension2)) {
				const { spec, dynamic } = createSpec({
					createExtensionSpec: (extra, override) => extension2.createMarkSpec(extra, override),
					extraAttributes: assertGet(namedExtraAttributes, extension2.name),
					override: __spreadValues$6(__spreadValues$6({}, markOverride), extension2.options.markOverride),
					ignoreExtraAttributes,
					name: extension2.constructorName,
					tags: (_a12 = extension2.tags) != null ? _a12 : []
				});
				extension2.spec = spec;
				marks[extension2.name] = spec;
				if (Object.keys(dynamic).length > 0) this.dynamicAttributes.marks[extension2.name] = dynamic;
			}
		}
		const schema = new Schema({
			nodes,
			marks,
			topNode: "doc"
		});
		this.addSchema(schema, nodes, marks);
	}
	/**
	* This creates the plugin that is used to automatically create the dynamic
	* attributes defined in the extra attributes object.
	*/
	createPlugin() {
		return { appendTransaction: (transactions, _, nextState) => {
			const { tr } = nextState;
			if (!transactions.some((tr2) => tr2.docChanged)) return null;
			if (Object.keys(this.dynamicAttributes.nodes).length === 0 && Object.keys(this.dynamicAttributes.marks).length === 0) return null;
			tr.doc.descendants((child, pos) => {
				this.checkAndUpdateDynamicNodes(child, pos, tr);
				this.checkAndUpdateDynamicMarks(child, pos, tr);
				return true;
			});
			return tr.steps.length > 0 ? tr : null;
		} };
	}
	/**
	* Add the schema and nodes to the manager and extension store.
	*/
	addSchema(schema, nodes, marks) {
		this.store.setStoreKey("nodes", nodes);
		this.store.setStoreKey("marks", marks);
		this.store.setStoreKey("schema", schema);
		this.store.setExtensionStore("schema", schema);
		this.store.setStoreKey("defaultBlockNode", getDefaultBlockNode(schema).name);
		for (const type of Object.values(schema.nodes)) {
			if (type.name === "doc") continue;
			if (type.isBlock || type.isTextblock) break;
		}
	}
	/**
	* Check the dynamic nodes to see if the provided node:
	*
	* - a) is dynamic and therefore can be updated.
	* - b) has just been created and does not yet have a value for the dynamic
	*   node.
	*
	* @param node - the node
	* @param pos - the node's position
	* @param tr - the mutable ProseMirror transaction which is applied to create
	* the next editor state
	*/
	checkAndUpdateDynamicNodes(node, pos, tr) {
		for (const [name, dynamic] of entries(this.dynamicAttributes.nodes)) {
			if (node.type.name !== name) continue;
			for (const [attributeName, attributeCreator] of entries(dynamic)) {
				if (!isNullOrUndefined(node.attrs[attributeName])) continue;
				const attrs = __spreadProps$3(__spreadValues$6({}, node.attrs), { [attributeName]: attributeCreator(node) });
				tr.setNodeMarkup(pos, void 0, attrs);
				ignoreUpdateForSuggest(tr);
			}
		}
	}
	/**
	* Loop through the dynamic marks to see if the provided node:
	*
	* - a) is wrapped by a matching mark.
	* - b) has just been added and doesn't yet have the dynamic attribute
	*   applied.
	*
	* @param node - the node
	* @param pos - the node's position
	* @param tr - the mutable ProseMirror transaction which is applied to create
	* the next editor state.
	*/
	checkAndUpdateDynamicMarks(node, pos, tr) {
		for (const [name, dynamic] of entries(this.dynamicAttributes.marks)) {
			const type = assertGet(this.store.schema.marks, name);
			const mark = node.marks.find((mark2) => mark2.type.name === name);
			if (!mark) continue;
			for (const [attributeName, attributeCreator] of entries(dynamic)) {
				if (!isNullOrUndefined(mark.attrs[attributeName])) continue;
				const range = getMarkRange(tr.doc.resolve(pos), type);
				if (!range) continue;
				const { from, to } = range;
				const newMark = type.create(__spreadProps$3(__spreadValues$6({}, mark.attrs), { [attributeName]: attributeCreator(mark) }));
				tr.removeMark(from, to, type).addMark(from, to, newMark);
				ignoreUpdateForSuggest(tr);
			}
		}
	}
	/**
	* Gather all the extra attributes that have been added by extensions.
	*/
	gatherExtraAttributes(extensions) {
		const extraSchemaAttributes = [];
		for (const extension2 of extensions) {
			if (!extension2.createSchemaAttributes) continue;
			extraSchemaAttributes.push(...extension2.createSchemaAttributes());
		}
		return extraSchemaAttributes;
	}
};
_init8 = __decoratorStart$7(_a8);
SchemaExtension = __decorateElement$7(_init8, 0, "SchemaExtension", _SchemaExtension_decorators, SchemaExtension);
__runInitializers$7(_init8, 1, SchemaExtension);
function getNamedSchemaAttributes(props) {
	var _a12, _b;
	const { settings, gatheredSchemaAttributes, nodeNames, markNames, tags } = props;
	const extraAttributes = object();
	if (settings.disableExtraAttributes) return extraAttributes;
	const extraSchemaAttributes = [...gatheredSchemaAttributes, ...(_a12 = settings.extraAttributes) != null ? _a12 : []];
	for (const attributeGroup of extraSchemaAttributes != null ? extraSchemaAttributes : []) {
		const identifiers = getIdentifiers({
			identifiers: attributeGroup.identifiers,
			nodeNames,
			markNames,
			tags
		});
		for (const identifier of identifiers) extraAttributes[identifier] = __spreadValues$6(__spreadValues$6({}, (_b = extraAttributes[identifier]) != null ? _b : {}), attributeGroup.attributes);
	}
	return extraAttributes;
}
function isIdentifiersObject(value) {
	return isPlainObject(value) && isArray(value.tags);
}
function getIdentifiers(props) {
	var _a12;
	const { identifiers, nodeNames, markNames, tags } = props;
	if (identifiers === "nodes") return nodeNames;
	if (identifiers === "marks") return markNames;
	if (identifiers === "all") return [...nodeNames, ...markNames];
	if (isArray(identifiers)) return identifiers;
	invariant(isIdentifiersObject(identifiers), {
		code: ErrorConstant.EXTENSION_EXTRA_ATTRIBUTES,
		message: "Invalid value passed as an identifier when creating `extraAttributes`."
	});
	const { tags: extensionTags = [], names: extensionNames = [], behavior = "any", excludeNames, excludeTags, type } = identifiers;
	const names = /* @__PURE__ */ new Set();
	const acceptableNames = type === "mark" ? markNames : type === "node" ? nodeNames : [...markNames, ...nodeNames];
	const isNameValid = (name) => acceptableNames.includes(name) && !(excludeNames == null ? void 0 : excludeNames.includes(name));
	for (const name of extensionNames) if (isNameValid(name)) names.add(name);
	const taggedNamesMap = /* @__PURE__ */ new Map();
	for (const tag of extensionTags) {
		if (excludeTags == null ? void 0 : excludeTags.includes(tag)) continue;
		for (const name of tags[tag]) {
			if (!isNameValid(name)) continue;
			if (behavior === "any") {
				names.add(name);
				continue;
			}
			const tagSet = (_a12 = taggedNamesMap.get(name)) != null ? _a12 : /* @__PURE__ */ new Set();
			tagSet.add(tag);
			taggedNamesMap.set(name, tagSet);
		}
	}
	for (const [name, tagSet] of taggedNamesMap) if (tagSet.size === extensionTags.length) names.add(name);
	return [...names];
}
function createSpec(props) {
	var _a12, _b;
	const { createExtensionSpec, extraAttributes, ignoreExtraAttributes, name, tags, override } = props;
	const dynamic = object();
	function addDynamic(attributeName, creator) {
		dynamic[attributeName] = creator;
	}
	let defaultsCalled = false;
	function onDefaultsCalled() {
		defaultsCalled = true;
	}
	const spec = createExtensionSpec({
		defaults: createDefaults(extraAttributes, ignoreExtraAttributes, onDefaultsCalled, addDynamic),
		parse: createParseDOM(extraAttributes, ignoreExtraAttributes),
		dom: createToDOM(extraAttributes, ignoreExtraAttributes)
	}, override);
	invariant(ignoreExtraAttributes || defaultsCalled, {
		code: ErrorConstant.EXTENSION_SPEC,
		message: "When creating a node specification you must call the 'defaults', and parse, and 'dom' methods. To avoid this error you can set the static property 'disableExtraAttributes' of '".concat(name, "' to 'true'.")
	});
	spec.group = [...(_b = (_a12 = spec.group) == null ? void 0 : _a12.split(" ")) != null ? _b : [], ...tags].join(" ") || void 0;
	return {
		spec,
		dynamic
	};
}
function getExtraAttributesObject(value) {
	if (isString(value) || isFunction(value)) return { default: value };
	invariant(value, {
		message: "".concat(toString(value), " is not supported"),
		code: ErrorConstant.EXTENSION_EXTRA_ATTRIBUTES
	});
	return value;
}
function createDefaults(extraAttributes, shouldIgnore, onCalled, addDynamicCreator) {
	return () => {
		onCalled();
		const attributes = object();
		if (shouldIgnore) return attributes;
		for (const [name, config] of entries(extraAttributes)) {
			let defaultValue = getExtraAttributesObject(config).default;
			if (isFunction(defaultValue)) {
				addDynamicCreator(name, defaultValue);
				defaultValue = null;
			}
			attributes[name] = defaultValue === void 0 ? {} : { default: defaultValue };
		}
		return attributes;
	};
}
function createParseDOM(extraAttributes, shouldIgnore) {
	return (domNode) => {
		var _b, _c, _d;
		const attributes = object();
		if (shouldIgnore) return attributes;
		for (const [name, config] of entries(extraAttributes)) {
			const _a12 = getExtraAttributesObject(config), { parseDOM } = _a12, other = __objRest$1(_a12, ["parseDOM"]);
			if (!isElementDomNode(domNode)) continue;
			if (isNullOrUndefined(parseDOM)) {
				attributes[name] = (_b = domNode.getAttribute(name)) != null ? _b : other.default;
				continue;
			}
			if (isFunction(parseDOM)) {
				attributes[name] = (_c = parseDOM(domNode)) != null ? _c : other.default;
				continue;
			}
			attributes[name] = (_d = domNode.getAttribute(parseDOM)) != null ? _d : other.default;
		}
		return attributes;
	};
}
function createToDOM(extraAttributes, shouldIgnore) {
	return (item) => {
		const domAttributes = object();
		if (shouldIgnore) return domAttributes;
		function updateDomAttributes(value, name) {
			if (!value) return;
			if (isString(value)) {
				domAttributes[name] = value;
				return;
			}
			if (isArray(value)) {
				const [attr, val] = value;
				domAttributes[attr] = val != null ? val : item.attrs[name];
				return;
			}
			for (const [attr, val] of entries(value)) domAttributes[attr] = val;
		}
		for (const [name, config] of entries(extraAttributes)) {
			const { toDOM, parseDOM } = getExtraAttributesObject(config);
			if (isNullOrUndefined(toDOM)) {
				const key2 = isString(parseDOM) ? parseDOM : name;
				domAttributes[key2] = item.attrs[name];
				continue;
			}
			if (isFunction(toDOM)) {
				updateDomAttributes(toDOM(item.attrs, getNodeMarkOptions(item)), name);
				continue;
			}
			updateDomAttributes(toDOM, name);
		}
		return domAttributes;
	};
}
function getNodeMarkOptions(item) {
	if (isProsemirrorNode(item)) return { node: item };
	if (isProsemirrorMark(item)) return { mark: item };
	return {};
}
function getSpecFromSchema(schema) {
	const nodes = object();
	const marks = object();
	for (const [name, type] of Object.entries(schema.nodes)) nodes[name] = type.spec;
	for (const [name, type] of Object.entries(schema.marks)) marks[name] = type.spec;
	return {
		nodes,
		marks
	};
}
var _isSuggesterActive_dec;
var _getSuggestMethods_dec;
var _getSuggestState_dec;
var _a9;
var _SuggestExtension_decorators = [extension({ customHandlerKeys: ["suggester"] })];
var _init9;
var SuggestExtension = class extends (_a9 = PlainExtension, _getSuggestState_dec = [helper()], _getSuggestMethods_dec = [helper()], _isSuggesterActive_dec = [helper()], _a9) {
	constructor() {
		super(...arguments);
		__runInitializers$7(_init9, 5, this);
		/**
		* Allow additional `Suggesters` to be added to the editor. This can be used
		* by `React` to create hooks.
		*/
		__publicField$3(this, "onAddCustomHandler", ({ suggester }) => {
			var _a12;
			if (!suggester || ((_a12 = this.store.managerSettings.exclude) == null ? void 0 : _a12.suggesters)) return;
			return addSuggester(this.store.getState(), suggester);
		});
	}
	get name() {
		return "suggest";
	}
	/**
	* Create the `addSuggester` method and `removeSuggester` methods to the
	* extension store.
	*
	* This can be used by extensions to conditionally add suggestion support.
	*/
	onCreate() {
		this.store.setExtensionStore("addSuggester", (suggester) => addSuggester(this.store.getState(), suggester));
		this.store.setExtensionStore("removeSuggester", (suggester) => removeSuggester(this.store.getState(), suggester));
	}
	/**
	* Add the `prosemirror-suggest` plugin to the editor.
	*/
	createExternalPlugins() {
		var _a12, _b;
		const suggesters = [];
		for (const extension2 of this.store.extensions) {
			if ((_a12 = this.store.managerSettings.exclude) == null ? void 0 : _a12.suggesters) break;
			if (!extension2.createSuggesters || ((_b = extension2.options.exclude) == null ? void 0 : _b.suggesters)) continue;
			const suggester = extension2.createSuggesters();
			const suggesterList = isArray(suggester) ? suggester : [suggester];
			suggesters.push(...suggesterList);
		}
		return [suggest(...suggesters)];
	}
	getSuggestState(state) {
		return getSuggestPluginState(state != null ? state : this.store.getState());
	}
	getSuggestMethods() {
		const { addIgnored, clearIgnored, removeIgnored, ignoreNextExit, setMarkRemoved, findMatchAtPosition, findNextTextSelection, setLastChangeFromAppend } = this.getSuggestState();
		return {
			addIgnored,
			clearIgnored,
			removeIgnored,
			ignoreNextExit,
			setMarkRemoved,
			findMatchAtPosition,
			findNextTextSelection,
			setLastChangeFromAppend
		};
	}
	isSuggesterActive(name) {
		var _a12;
		return includes(isArray(name) ? name : [name], (_a12 = this.getSuggestState().match) == null ? void 0 : _a12.suggester.name);
	}
};
_init9 = __decoratorStart$7(_a9);
__decorateElement$7(_init9, 1, "getSuggestState", _getSuggestState_dec, SuggestExtension);
__decorateElement$7(_init9, 1, "getSuggestMethods", _getSuggestMethods_dec, SuggestExtension);
__decorateElement$7(_init9, 1, "isSuggesterActive", _isSuggesterActive_dec, SuggestExtension);
SuggestExtension = __decorateElement$7(_init9, 0, "SuggestExtension", _SuggestExtension_decorators, SuggestExtension);
__runInitializers$7(_init9, 1, SuggestExtension);
var _TagsExtension_decorators = [extension({ defaultPriority: ExtensionPriority.Highest })];
var _init10;
var _a10;
var TagsExtension = class extends (_a10 = PlainExtension) {
	constructor() {
		super(...arguments);
		/**
		* Track the tags which have been applied to the extensions in this editor.
		*/
		__publicField$3(this, "allTags", object());
		/**
		* The tags for plain extensions.
		*/
		__publicField$3(this, "plainTags", object());
		/**
		* The tags for mark extensions.
		*/
		__publicField$3(this, "markTags", object());
		/**
		* The tags for node extensions.
		*/
		__publicField$3(this, "nodeTags", object());
	}
	get name() {
		return "tags";
	}
	/**
	* Create the tags which are used to identify extension with particular
	* behavioral traits.
	*/
	onCreate() {
		this.resetTags();
		for (const extension2 of this.store.extensions) this.updateTagForExtension(extension2);
		this.store.setStoreKey("tags", this.allTags);
		this.store.setExtensionStore("tags", this.allTags);
		this.store.setStoreKey("plainTags", this.plainTags);
		this.store.setExtensionStore("plainTags", this.plainTags);
		this.store.setStoreKey("markTags", this.markTags);
		this.store.setExtensionStore("markTags", this.markTags);
		this.store.setStoreKey("nodeTags", this.nodeTags);
		this.store.setExtensionStore("nodeTags", this.nodeTags);
	}
	/**
	* Reset the tags to the empty object with empty arrays.
	*/
	resetTags() {
		const allTags = object();
		const plainTags = object();
		const markTags = object();
		const nodeTags = object();
		for (const tagName of values(ExtensionTag)) {
			allTags[tagName] = [];
			plainTags[tagName] = [];
			markTags[tagName] = [];
			nodeTags[tagName] = [];
		}
		this.allTags = allTags;
		this.plainTags = plainTags;
		this.markTags = markTags;
		this.nodeTags = nodeTags;
	}
	/**
	* Update the tags object for each extension.
	*/
	updateTagForExtension(extension2) {
		var _a12, _b, _c, _d, _e, _f;
		const allTags = /* @__PURE__ */ new Set([
			...(_a12 = extension2.tags) != null ? _a12 : [],
			...(_c = (_b = extension2.createTags) == null ? void 0 : _b.call(extension2)) != null ? _c : [],
			...(_d = extension2.options.extraTags) != null ? _d : [],
			...(_f = (_e = this.store.managerSettings.extraTags) == null ? void 0 : _e[extension2.name]) != null ? _f : []
		]);
		for (const tag of allTags) {
			invariant(isExtensionTag(tag), {
				code: ErrorConstant.EXTENSION,
				message: "The tag provided by the extension: ".concat(extension2.constructorName, " is not supported by the editor. To add custom tags you can use the 'mutateTag' method.")
			});
			this.allTags[tag].push(extension2.name);
			if (isPlainExtension(extension2)) this.plainTags[tag].push(extension2.name);
			if (isMarkExtension(extension2)) this.markTags[tag].push(extension2.name);
			if (isNodeExtension(extension2)) this.nodeTags[tag].push(extension2.name);
		}
		extension2.tags = [...allTags];
	}
};
_init10 = __decoratorStart$7(_a10);
TagsExtension = __decorateElement$7(_init10, 0, "TagsExtension", _TagsExtension_decorators, TagsExtension);
__runInitializers$7(_init10, 1, TagsExtension);
function isExtensionTag(value) {
	return includes(values(ExtensionTag), value);
}
var key = new PluginKey("remirrorFilePlaceholderPlugin");
function createUploadPlaceholderPlugin() {
	const plugin = new Plugin({
		key,
		state: {
			init() {
				return {
					set: DecorationSet.empty,
					payloads: /* @__PURE__ */ new Map()
				};
			},
			apply(tr, { set, payloads }) {
				set = set.map(tr.mapping, tr.doc);
				const action = tr.getMeta(plugin);
				if (action) {
					if (action.type === 0) {
						const widget = document.createElement("placeholder");
						const deco = Decoration.widget(action.pos, widget, { id: action.id });
						set = set.add(tr.doc, [deco]);
						payloads.set(action.id, action.payload);
					} else if (action.type === 1) {
						set = set.remove(set.find(void 0, void 0, (spec) => spec.id === action.id));
						payloads.delete(action.id);
					}
				}
				return {
					set,
					payloads
				};
			}
		},
		props: { decorations(state) {
			var _a12, _b;
			return (_b = (_a12 = plugin.getState(state)) == null ? void 0 : _a12.set) != null ? _b : null;
		} }
	});
	return plugin;
}
var UploadExtension = class extends PlainExtension {
	get name() {
		return "upload";
	}
	/**
	* Create the extension plugin for inserting decorations into the editor.
	*/
	createExternalPlugins() {
		return [createUploadPlaceholderPlugin()];
	}
};
function builtinPreset(options = {}) {
	options = __spreadValues$6(__spreadValues$6({}, {
		exitMarksOnArrowPress: KeymapExtension.defaultOptions.exitMarksOnArrowPress,
		excludeBaseKeymap: KeymapExtension.defaultOptions.excludeBaseKeymap,
		selectParentNodeOnEscape: KeymapExtension.defaultOptions.selectParentNodeOnEscape,
		undoInputRuleOnBackspace: KeymapExtension.defaultOptions.undoInputRuleOnBackspace,
		persistentSelectionClass: DecorationsExtension.defaultOptions.persistentSelectionClass
	}), options);
	const keymapOptions = (0, import_object_pick.default)(options, [
		"excludeBaseKeymap",
		"selectParentNodeOnEscape",
		"undoInputRuleOnBackspace"
	]);
	const decorationsOptions = (0, import_object_pick.default)(options, ["persistentSelectionClass"]);
	return [
		new TagsExtension(),
		new SchemaExtension(),
		new AttributesExtension(),
		new PluginsExtension(),
		new InputRulesExtension(),
		new PasteRulesExtension(),
		new NodeViewsExtension(),
		new SuggestExtension(),
		new CommandsExtension(),
		new HelpersExtension(),
		new KeymapExtension(keymapOptions),
		new DocChangedExtension(),
		new UploadExtension(),
		new DecorationsExtension(decorationsOptions)
	];
}
var _MetaExtension_decorators = [extension({
	defaultOptions: { capture: environment.isDevelopment },
	staticKeys: ["capture"],
	defaultPriority: ExtensionPriority.Highest
})];
var _init11;
var _a11;
var MetaExtension = class extends (_a11 = PlainExtension) {
	get name() {
		return "meta";
	}
	onCreate() {
		this.store.setStoreKey("getCommandMeta", this.getCommandMeta.bind(this));
		if (!this.options.capture) return;
		for (const extension2 of this.store.extensions) {
			this.captureCommands(extension2);
			this.captureKeybindings(extension2);
		}
	}
	/**
	* This is here to provide a
	*/
	createPlugin() {
		return {};
	}
	/**
	* Intercept command names and attributes.
	*/
	captureCommands(extension2) {
		var _a12;
		const decoratedCommands = (_a12 = extension2.decoratedCommands) != null ? _a12 : {};
		const createCommands = extension2.createCommands;
		for (const name of Object.keys(decoratedCommands)) {
			const command2 = extension2[name];
			extension2[name] = (...args) => (props) => {
				var _a13;
				const value = command2(...args)(props);
				if (props.dispatch && value) this.setCommandMeta(props.tr, {
					type: "command",
					chain: props.dispatch !== ((_a13 = props.view) == null ? void 0 : _a13.dispatch),
					name,
					extension: extension2.name,
					decorated: true
				});
				return value;
			};
		}
		if (createCommands) extension2.createCommands = () => {
			const commandsObject = createCommands();
			for (const [name, command2] of Object.entries(commandsObject)) commandsObject[name] = (...args) => (props) => {
				var _a13;
				const value = command2(...args)(props);
				if (props.dispatch && value) this.setCommandMeta(props.tr, {
					type: "command",
					chain: props.dispatch !== ((_a13 = props.view) == null ? void 0 : _a13.dispatch),
					name,
					extension: extension2.name,
					decorated: false
				});
				return value;
			};
			return commandsObject;
		};
	}
	/**
	* Intercept command name and attributes.
	*/
	captureKeybindings(_) {}
	/**
	* Get the command metadata.
	*/
	getCommandMeta(tr) {
		var _a12;
		return (_a12 = tr.getMeta(this.pluginKey)) != null ? _a12 : [];
	}
	setCommandMeta(tr, update) {
		const meta = this.getCommandMeta(tr);
		tr.setMeta(this.pluginKey, [...meta, update]);
	}
};
_init11 = __decoratorStart$7(_a11);
MetaExtension = __decorateElement$7(_init11, 0, "MetaExtension", _MetaExtension_decorators, MetaExtension);
__runInitializers$7(_init11, 1, MetaExtension);
var _uid;
var _getProps;
var _previousState;
var _firstRender;
var _events$1;
var _addHandler;
var _initialEditorState;
var Framework = class {
	constructor(options) {
		/**
		* A unique ID for the editor which can also be used as a key in frameworks
		* that need it.
		*/
		__privateAdd$2(this, _uid, uniqueId());
		/**
		* A method which enables retrieving the props from the editor.
		*/
		__privateAdd$2(this, _getProps);
		/**
		* The private reference to the previous state.
		*/
		__privateAdd$2(this, _previousState);
		/**
		* A previous state that can be overridden by the framework implementation.
		*/
		__publicField$3(this, "previousStateOverride");
		/**
		* True when this is the first render.
		*/
		__privateAdd$2(this, _firstRender, true);
		/**
		* The event listener which allows consumers to subscribe to the different
		* events taking place in the editor. Events currently supported are:
		*
		* - `destroy`
		* - `focus`
		* - `blur`
		* - `updated`
		*/
		__privateAdd$2(this, _events$1, createNanoEvents());
		/**
		* The handler which is bound to the events listener object.
		*/
		__privateAdd$2(this, _addHandler);
		__privateAdd$2(this, _initialEditorState);
		/**
		* Retrieve the editor state.
		*/
		__publicField$3(this, "getState", () => {
			var _a12;
			return (_a12 = this.view.state) != null ? _a12 : this.initialEditorState;
		});
		/**
		* Retrieve the previous editor state.
		*/
		__publicField$3(this, "getPreviousState", () => this.previousState);
		/**
		* Part of the Prosemirror API and is called whenever there is state change in
		* the editor.
		*
		* @internalremarks
		* How does it work when transactions are dispatched one after the other.
		*/
		__publicField$3(this, "dispatchTransaction", (tr) => {
			var _a12, _b, _c;
			invariant(!this.manager.destroyed, {
				code: ErrorConstant.MANAGER_PHASE_ERROR,
				message: "A transaction was dispatched to a manager that has already been destroyed. Please check your set up, or open an issue."
			});
			tr = (_c = (_b = (_a12 = this.props).onDispatchTransaction) == null ? void 0 : _b.call(_a12, tr, this.getState())) != null ? _c : tr;
			const previousState = this.getState();
			const { state, transactions } = previousState.applyTransaction(tr);
			__privateSet$8(this, _previousState, previousState);
			this.updateState({
				state,
				tr,
				transactions
			});
			const forcedUpdates = this.manager.store.getForcedUpdates(tr);
			if (!isEmptyArray(forcedUpdates)) this.updateViewProps(...forcedUpdates);
		});
		/**
		* Use this method in the `onUpdate` event to run all change handlers.
		*/
		__publicField$3(this, "onChange", (props = object()) => {
			var _a12, _b;
			const onChangeProps = this.eventListenerProps(props);
			if (__privateGet$8(this, _firstRender)) __privateSet$8(this, _firstRender, false);
			(_b = (_a12 = this.props).onChange) == null || _b.call(_a12, onChangeProps);
		});
		/**
		* Listener for editor 'blur' events
		*/
		__publicField$3(this, "onBlur", (event) => {
			var _a12, _b;
			const props = this.eventListenerProps();
			(_b = (_a12 = this.props).onBlur) == null || _b.call(_a12, props, event);
			__privateGet$8(this, _events$1).emit("blur", props, event);
		});
		/**
		* Listener for editor 'focus' events
		*/
		__publicField$3(this, "onFocus", (event) => {
			var _a12, _b;
			const props = this.eventListenerProps();
			(_b = (_a12 = this.props).onFocus) == null || _b.call(_a12, props, event);
			__privateGet$8(this, _events$1).emit("focus", props, event);
		});
		/**
		* Sets the content of the editor. This bypasses the update function.
		*
		* @param content
		* @param triggerChange
		*/
		__publicField$3(this, "setContent", (content, { triggerChange = false } = {}) => {
			const { doc } = this.manager.createState({ content });
			const previousState = this.getState();
			const { state } = this.getState().applyTransaction(previousState.tr.replaceRangeWith(0, previousState.doc.nodeSize - 2, doc));
			if (triggerChange) return this.updateState({
				state,
				triggerChange
			});
			this.view.updateState(state);
		});
		/**
		* Clear the content of the editor (reset to the default empty node).
		*
		* @param triggerChange - whether to notify the onChange handler that the
		* content has been reset
		*/
		__publicField$3(this, "clearContent", ({ triggerChange = false } = {}) => {
			this.setContent(this.manager.createEmptyDoc(), { triggerChange });
		});
		__publicField$3(this, "createStateFromContent", (content, selection) => this.manager.createState({
			content,
			selection
		}));
		/**
		* Focus the editor.
		*/
		__publicField$3(this, "focus", (position) => {
			this.manager.store.commands.focus(position);
		});
		/**
		* Blur the editor.
		*/
		__publicField$3(this, "blur", (position) => {
			this.manager.store.commands.blur(position);
		});
		const { getProps, initialEditorState, element } = options;
		__privateSet$8(this, _getProps, getProps);
		__privateSet$8(this, _initialEditorState, initialEditorState);
		this.manager.attachFramework(this, this.updateListener.bind(this));
		if (this.manager.view) return;
		const view = this.createView(initialEditorState, element);
		this.manager.addView(view);
	}
	/**
	* The event listener which allows consumers to subscribe to the different
	* events taking place in the editor. Events currently supported are:
	*
	* - `destroy`
	* - `focus`
	* - `blur`
	* - `updated`
	*/
	get addHandler() {
		var _a12;
		return (_a12 = __privateGet$8(this, _addHandler)) != null ? _a12 : __privateSet$8(this, _addHandler, __privateGet$8(this, _events$1).on.bind(__privateGet$8(this, _events$1)));
	}
	/**
	* The updatable view props.
	*/
	get updatableViewProps() {
		return {
			attributes: () => this.getAttributes(),
			editable: () => {
				var _a12;
				return (_a12 = this.props.editable) != null ? _a12 : true;
			}
		};
	}
	/**
	* True when this is the first render of the editor.
	*/
	get firstRender() {
		return __privateGet$8(this, _firstRender);
	}
	/**
	* The props passed in when creating or updating the `Framework` instance.
	*/
	get props() {
		return __privateGet$8(this, _getProps).call(this);
	}
	/**
	* Returns the previous editor state. On the first render it defaults to
	* returning the current state. For the first render the previous state and
	* current state will always be equal.
	*/
	get previousState() {
		var _a12, _b;
		return (_b = (_a12 = this.previousStateOverride) != null ? _a12 : __privateGet$8(this, _previousState)) != null ? _b : this.initialEditorState;
	}
	/**
	* The instance of the [[`RemirrorManager`]].
	*/
	get manager() {
		return this.props.manager;
	}
	/**
	* The ProseMirror [[`EditorView`]].
	*/
	get view() {
		return this.manager.view;
	}
	/**
	* A unique id for the editor. Can be used to differentiate between editors.
	*
	* Please note that this ID is only locally unique, it should not be used as a
	* database key.
	*/
	get uid() {
		return __privateGet$8(this, _uid);
	}
	/**
	* The initial editor state from when the editor was first created.
	*/
	get initialEditorState() {
		return __privateGet$8(this, _initialEditorState);
	}
	/**
	* Setup the manager event listeners which are disposed of when the manager is
	* destroyed.
	*/
	updateListener(props) {
		const { state, tr } = props;
		return __privateGet$8(this, _events$1).emit("updated", this.eventListenerProps({
			state,
			tr
		}));
	}
	/**
	* Update the constructor props passed in. Useful for frameworks like react
	* where props are constantly changing and when using hooks function closures
	* can become stale.
	*
	* You can call the update method with the new `props` to update the internal
	* state of this instance.
	*/
	update(options) {
		const { getProps } = options;
		__privateSet$8(this, _getProps, getProps);
		return this;
	}
	/**
	* Update the view props.
	*/
	updateViewProps(...keys3) {
		const props = (0, import_object_pick.default)(this.updatableViewProps, keys3);
		this.view.setProps(__spreadValues$6(__spreadValues$6({}, this.view.props), props));
	}
	getAttributes(ssr) {
		var _a12;
		const { attributes, autoFocus, classNames = [], label, editable } = this.props;
		const managerAttributes = (_a12 = this.manager.store) == null ? void 0 : _a12.attributes;
		const propAttributes = isFunction(attributes) ? attributes(this.eventListenerProps()) : attributes;
		let focus = {};
		if (autoFocus || isNumber(autoFocus)) focus = ssr ? { autoFocus: true } : { autofocus: "true" };
		const uniqueClasses = uniqueArray(cx(ssr && "Prosemirror", "remirror-editor", managerAttributes == null ? void 0 : managerAttributes.class, ...classNames).split(" ")).join(" ");
		return omitUndefined(__spreadValues$6(__spreadValues$6({}, __spreadProps$3(__spreadValues$6(__spreadProps$3(__spreadValues$6(__spreadProps$3(__spreadValues$6({ role: "textbox" }, focus), { "aria-multiline": "true" }), !(editable != null ? editable : true) ? { "aria-readonly": "true" } : {}), { "aria-label": label != null ? label : "" }), managerAttributes), { class: uniqueClasses })), propAttributes));
	}
	/**
	* Adds `onBlur` and `onFocus` listeners.
	*
	* When extending this class make sure to call this method once
	* `ProsemirrorView` has been added to the dom.
	*/
	addFocusListeners() {
		this.view.dom.addEventListener("blur", this.onBlur);
		this.view.dom.addEventListener("focus", this.onFocus);
	}
	/**
	* Remove `onBlur` and `onFocus` listeners.
	*
	* When extending this class in your framework, make sure to call this just
	* before the view is destroyed.
	*/
	removeFocusListeners() {
		this.view.dom.removeEventListener("blur", this.onBlur);
		this.view.dom.removeEventListener("focus", this.onFocus);
	}
	/**
	* Called when the component unmounts and is responsible for cleanup.
	*
	* @remarks
	*
	* - Removes listeners for the editor `blur` and `focus` events
	*/
	destroy() {
		__privateGet$8(this, _events$1).emit("destroy");
		if (this.view) this.removeFocusListeners();
	}
	/**
	* Creates the props passed into all event listener handlers. e.g.
	* `onChange`
	*/
	eventListenerProps(props = object()) {
		const { state, tr, transactions } = props;
		return {
			tr,
			transactions,
			internalUpdate: !tr,
			view: this.view,
			firstRender: __privateGet$8(this, _firstRender),
			state: state != null ? state : this.getState(),
			createStateFromContent: this.createStateFromContent,
			previousState: this.previousState,
			helpers: this.manager.store.helpers
		};
	}
	/**
	* Methods and properties which are made available to all consumers of the
	* `Framework` class.
	*/
	get baseOutput() {
		return __spreadProps$3(__spreadValues$6({ manager: this.manager }, this.manager.store), {
			addHandler: this.addHandler,
			focus: this.focus,
			blur: this.blur,
			uid: __privateGet$8(this, _uid),
			view: this.view,
			getState: this.getState,
			getPreviousState: this.getPreviousState,
			getExtension: this.manager.getExtension.bind(this.manager),
			hasExtension: this.manager.hasExtension.bind(this.manager),
			clearContent: this.clearContent,
			setContent: this.setContent
		});
	}
};
_uid = /* @__PURE__ */ new WeakMap();
_getProps = /* @__PURE__ */ new WeakMap();
_previousState = /* @__PURE__ */ new WeakMap();
_firstRender = /* @__PURE__ */ new WeakMap();
_events$1 = /* @__PURE__ */ new WeakMap();
_addHandler = /* @__PURE__ */ new WeakMap();
_initialEditorState = /* @__PURE__ */ new WeakMap();
function transformExtensions(initialExtensions, settings) {
	const extensions = [];
	const extensionMap = /* @__PURE__ */ new WeakMap();
	const parentExtensions = [];
	const duplicateMap = /* @__PURE__ */ new WeakMap();
	let gatheredExtensions = [];
	const gatherRawExtensionConfig = {
		duplicateMap,
		parentExtensions,
		gatheredExtensions,
		settings
	};
	for (const extension2 of initialExtensions) gatherRawExtensions(gatherRawExtensionConfig, { extension: extension2 });
	gatheredExtensions = sort(gatheredExtensions, (a, z) => z.priority - a.priority);
	const found = /* @__PURE__ */ new WeakSet();
	const names = /* @__PURE__ */ new Set();
	for (const extension2 of gatheredExtensions) {
		const key2 = extension2.constructor;
		const name = extension2.name;
		const duplicates = duplicateMap.get(key2);
		invariant(duplicates, {
			message: "No entries were found for the ExtensionConstructor ".concat(extension2.name),
			code: ErrorConstant.INTERNAL
		});
		if (found.has(key2) || names.has(name)) continue;
		found.add(key2);
		names.add(name);
		extensions.push(extension2);
		extensionMap.set(key2, extension2);
		duplicates.forEach((parent) => parent == null ? void 0 : parent.replaceChildExtension(key2, extension2));
	}
	const missing = [];
	for (const extension2 of extensions) findMissingExtensions({
		extension: extension2,
		found,
		missing
	});
	invariant(isEmptyArray(missing), {
		code: ErrorConstant.MISSING_REQUIRED_EXTENSION,
		message: missing.map(({ Constructor, extension: extension2 }) => "The extension '".concat(extension2.name, "' requires '").concat(Constructor.name, " in order to run correctly.")).join("\n")
	});
	return {
		extensions,
		extensionMap
	};
}
function gatherRawExtensions(config, props) {
	var _a12;
	const { gatheredExtensions, duplicateMap, parentExtensions, settings } = config;
	const { extension: extension2, parentExtension } = props;
	let { names = [] } = props;
	invariant(isExtension(extension2), {
		code: ErrorConstant.INVALID_MANAGER_EXTENSION,
		message: "An invalid extension: ".concat(extension2, " was provided to the [[`RemirrorManager`]].")
	});
	const childExtensions = extension2.extensions;
	extension2.setPriority((_a12 = settings.priority) == null ? void 0 : _a12[extension2.name]);
	gatheredExtensions.push(extension2);
	updateExtensionDuplicates({
		duplicateMap,
		extension: extension2,
		parentExtension
	});
	if (childExtensions.length === 0) return;
	if (names.includes(extension2.name)) {
		"Circular dependency encountered when loading extensions: ".concat(names.join(" > "), " > ").concat(extension2.name);
		return;
	}
	names = [...names, extension2.name];
	parentExtensions.push(extension2);
	for (const child of childExtensions) gatherRawExtensions(config, {
		names,
		extension: child,
		parentExtension: extension2
	});
}
function findMissingExtensions(props) {
	var _a12;
	const { extension: extension2, found, missing } = props;
	if (!extension2.requiredExtensions) return;
	for (const Constructor of (_a12 = extension2.requiredExtensions) != null ? _a12 : []) {
		if (found.has(Constructor)) continue;
		missing.push({
			Constructor,
			extension: extension2
		});
	}
}
function updateExtensionDuplicates(props) {
	const { duplicateMap, extension: extension2, parentExtension } = props;
	const key2 = extension2.constructor;
	const duplicate = duplicateMap.get(key2);
	const parentToAdd = parentExtension ? [parentExtension] : [];
	duplicateMap.set(key2, duplicate ? [...duplicate, ...parentToAdd] : parentToAdd);
}
function extractLifecycleMethods(props) {
	var _a12, _b, _c, _d;
	const { extension: extension2, nodeNames, markNames, plainNames, store, handlers } = props;
	extension2.setStore(store);
	const createHandler = (_a12 = extension2.onCreate) == null ? void 0 : _a12.bind(extension2);
	const viewHandler = (_b = extension2.onView) == null ? void 0 : _b.bind(extension2);
	const stateUpdateHandler = (_c = extension2.onStateUpdate) == null ? void 0 : _c.bind(extension2);
	const destroyHandler = (_d = extension2.onDestroy) == null ? void 0 : _d.bind(extension2);
	if (createHandler) handlers.create.push(createHandler);
	if (viewHandler) handlers.view.push(viewHandler);
	if (stateUpdateHandler) handlers.update.push(stateUpdateHandler);
	if (destroyHandler) handlers.destroy.push(destroyHandler);
	if (isMarkExtension(extension2)) markNames.push(extension2.name);
	if (isNodeExtension(extension2) && extension2.name !== "doc") nodeNames.push(extension2.name);
	if (isPlainExtension(extension2)) plainNames.push(extension2.name);
}
var _extensionStore;
var _stringHandlers;
var _store;
var _extensions;
var _extensionMap;
var _phase;
var _settings;
var _firstStateUpdate;
var _handlers;
var _disposers;
var _events2;
var _framework;
var _disposeFramework;
var _RemirrorManager = class _RemirrorManager {
	/**
	* Creates the extension manager which is used to simplify the management of
	* the prosemirror editor.
	*
	* This is set to private to encourage using `RemirrorManager.create`
	* instead of the `new` keyword.
	*/
	constructor(initialExtension, settings = {}) {
		/**
		* Utility getter for storing the base method props which is available to
		* all extensions.
		*/
		__privateAdd$2(this, _extensionStore);
		/**
		* The named string handlers
		*/
		__privateAdd$2(this, _stringHandlers, object());
		/**
		* The extension manager store.
		*/
		__privateAdd$2(this, _store, object());
		/**
		* All the extensions being used within this editor.
		*/
		__privateAdd$2(this, _extensions);
		/**
		* The map of extension constructor to their extension counterparts. This is
		* what makes the `getExtension` method possible.
		*/
		__privateAdd$2(this, _extensionMap);
		/**
		* The stage the manager is currently running.
		*/
		__privateAdd$2(this, _phase, ManagerPhase.None);
		/**
		* The settings used to create the manager.
		*/
		__privateAdd$2(this, _settings);
		/**
		* When true this identifies this as the first state update since the view was
		* added to the editor.
		*/
		__privateAdd$2(this, _firstStateUpdate, true);
		/**
		* Store the handlers that will be run when for each event method.
		*/
		__privateAdd$2(this, _handlers, {
			create: [],
			view: [],
			update: [],
			destroy: []
		});
		/**
		* The disposers for the editor.
		*/
		__privateAdd$2(this, _disposers, []);
		/**
		* The event listener which allows consumers to subscribe to the different
		* events without using props.
		*/
		__privateAdd$2(this, _events2, createNanoEvents());
		/**
		* The active framework for this manager if it exists.
		*/
		__privateAdd$2(this, _framework);
		/**
		* A method for disposing the state update event listeners on the active
		* framework.
		*/
		__privateAdd$2(this, _disposeFramework);
		/**
		* A state getter method which is passed into the params.
		*/
		__publicField$3(this, "getState", () => {
			var _a12;
			if (__privateGet$8(this, _phase) >= ManagerPhase.EditorView) return this.view.state;
			invariant(__privateGet$8(this, _framework), {
				code: ErrorConstant.MANAGER_PHASE_ERROR,
				message: "`getState` can only be called after the `Framework` or the `EditorView` has been added to the manager`. Check your plugins to make sure that the decorations callback uses the state argument."
			});
			return (_a12 = __privateGet$8(this, _framework)) == null ? void 0 : _a12.initialEditorState;
		});
		/**
		* Update the state of the view and trigger the `onStateUpdate` lifecycle
		* method as well.
		*/
		__publicField$3(this, "updateState", (state) => {
			const previousState = this.getState();
			this.view.updateState(state);
			this.onStateUpdate({
				previousState,
				state
			});
		});
		const { extensions, extensionMap } = transformExtensions(initialExtension, settings);
		__privateSet$8(this, _settings, settings);
		__privateSet$8(this, _extensions, freeze(extensions));
		__privateSet$8(this, _extensionMap, extensionMap);
		__privateSet$8(this, _extensionStore, this.createExtensionStore());
		__privateSet$8(this, _phase, ManagerPhase.Create);
		this.setupLifecycleHandlers();
		for (const handler of __privateGet$8(this, _handlers).create) {
			const disposer = handler();
			if (disposer) __privateGet$8(this, _disposers).push(disposer);
		}
	}
	/**
	* Create the manager for your `Remirror` editor.
	*/
	static create(extensions, settings = {}) {
		return new _RemirrorManager([...getLazyArray(extensions), ...builtinPreset(settings.builtin)], settings);
	}
	/**
	* Identifies this as a `Manager`.
	*
	* @internal
	*/
	get [__INTERNAL_REMIRROR_IDENTIFIER_KEY__]() {
		return RemirrorIdentifier.Manager;
	}
	/**
	* Returns `true` if the manager has been destroyed.
	*/
	get destroyed() {
		return __privateGet$8(this, _phase) === ManagerPhase.Destroy;
	}
	/**
	* `true` when the view has been added to the UI layer and the editor is
	* running.
	*/
	get mounted() {
		return __privateGet$8(this, _phase) >= ManagerPhase.EditorView && __privateGet$8(this, _phase) < ManagerPhase.Destroy;
	}
	/**
	* Retrieve the framework output.
	*
	* This be undefined if the manager hasn't been provided to a framework yet
	* the manager.
	*
	* With synchronous frameworks this means that it should only be accessed
	* after the manager has been applied to the editor creation function.
	*
	* For frameworks like React it is only available when the manager is provided
	* to the `Remirror` component and after the very first render. This means it
	* is available within the `onRef` callback.
	*
	* ```tsx
	* import React, { useEffect } from 'react';
	* import { useRemirror, Remirror } from '@remirror/react';
	*
	* const Editor = () => {
	*   const { manager } = useRemirror();
	*
	*   const callback = () => {
	*     return manager.output; // ✅ This is fine.
	*   }
	*
	*   useEffect(() => {
	*     log(manager.output); // ✅  This is also fine.
	*   }, []);
	*
	*   log(manager.output); // ❌ This will be undefined on the first render.
	*
	*   return <Remirror manager={manager} />
	* }
	* ```
	*/
	get output() {
		var _a12;
		return (_a12 = __privateGet$8(this, _framework)) == null ? void 0 : _a12.frameworkOutput;
	}
	/**
	* Returns true when a framework is attached to the manager.
	*
	* This can be used to check if it is safe to call `manager.output`.
	*/
	get frameworkAttached() {
		return !!__privateGet$8(this, _framework);
	}
	/**
	* The extensions stored by this manager
	*/
	get extensions() {
		return __privateGet$8(this, _extensions);
	}
	/**
	* The registered string handlers provided by the extensions.
	*
	* By default this includes `html` and `plainText`
	*/
	get stringHandlers() {
		return __privateGet$8(this, _stringHandlers);
	}
	/**
	* Get the extension manager store which is accessible at initialization.
	*/
	get store() {
		return freeze(__privateGet$8(this, _store));
	}
	/**
	* Provides access to the extension store.
	*/
	get extensionStore() {
		return freeze(__privateGet$8(this, _extensionStore));
	}
	/**
	* Shorthand access to the active transaction from the manager. This is the
	* shared transaction available to all commands and should be used when you
	* need to make your commands chainable.
	*
	* If working with react and setting up your editor as a controlled component
	* then this is the preferred way to run custom commands, otherwise your
	* commands will end up being non-chainable and be overwritten by anything
	* that comes after.
	*/
	get tr() {
		return this.getExtension(CommandsExtension).transaction;
	}
	/**
	* Returns the stored nodes
	*/
	get nodes() {
		return __privateGet$8(this, _store).nodes;
	}
	/**
	* Returns the store marks.
	*/
	get marks() {
		return __privateGet$8(this, _store).marks;
	}
	/**
	* A shorthand method for retrieving the schema for this extension manager
	* from the data.
	*/
	get schema() {
		return __privateGet$8(this, _store).schema;
	}
	/**
	* A shorthand getter for retrieving the tags from the extension manager.
	*/
	get extensionTags() {
		return __privateGet$8(this, _store).tags;
	}
	/**
	* A shorthand way of retrieving the editor view.
	*/
	get view() {
		return __privateGet$8(this, _store).view;
	}
	/**
	* Retrieve the settings used when creating the manager.
	*/
	get settings() {
		return __privateGet$8(this, _settings);
	}
	/**
	* The document to use for rendering and outputting HTML.
	*/
	get document() {
		var _a12;
		return (_a12 = __privateGet$8(this, _settings).document) != null ? _a12 : getDocument();
	}
	/**
	* Loops through all extensions to set up the lifecycle handlers.
	*/
	setupLifecycleHandlers() {
		const store = __privateGet$8(this, _extensionStore);
		const handlers = __privateGet$8(this, _handlers);
		const nodeNames = [];
		const markNames = [];
		const plainNames = [];
		store.nodeNames = nodeNames;
		store.markNames = markNames;
		store.plainNames = plainNames;
		for (const extension2 of __privateGet$8(this, _extensions)) extractLifecycleMethods({
			extension: extension2,
			nodeNames,
			markNames,
			plainNames,
			handlers,
			store
		});
	}
	/**
	* Set the string handler to use for a given name.
	*
	* This allows users to set the string handler
	*/
	setStringHandler(name, handler) {
		__privateGet$8(this, _stringHandlers)[name] = handler;
	}
	/**
	* Set the manager value for the provided key. This is used by extensions to
	* add data to the manager.
	*/
	setStoreKey(key2, value) {
		__privateGet$8(this, _store)[key2] = value;
	}
	/**
	* Get the manager value for the provided key. This is used by extensions to
	* get data from the manager.
	*/
	getStoreKey(key2) {
		const value = __privateGet$8(this, _store)[key2];
		invariant(!isNullOrUndefined(value), {
			code: ErrorConstant.MANAGER_PHASE_ERROR,
			message: "`getStoreKey` should not be called before the values are available."
		});
		return value;
	}
	/**
	* A method to set values in the extension store which is made available to
	* extension.
	*
	* **NOTE** This method should only be used in the `onCreate` extension method
	* or it will throw an error.
	*/
	setExtensionStore(key2, value) {
		invariant(__privateGet$8(this, _phase) <= ManagerPhase.EditorView, {
			code: ErrorConstant.MANAGER_PHASE_ERROR,
			message: "`setExtensionStore` should only be called during the `onCreate` lifecycle hook. Make sure to only call it within the returned methods."
		});
		__privateGet$8(this, _extensionStore)[key2] = value;
	}
	/**
	* Create the initial store.
	*/
	createExtensionStore() {
		const store = object();
		const enumerable = true;
		let currentState;
		let previousState;
		Object.defineProperties(store, {
			extensions: {
				get: () => __privateGet$8(this, _extensions),
				enumerable
			},
			phase: {
				get: () => __privateGet$8(this, _phase),
				enumerable
			},
			view: {
				get: () => this.view,
				enumerable
			},
			managerSettings: {
				get: () => freeze(__privateGet$8(this, _settings)),
				enumerable
			},
			getState: {
				value: this.getState,
				enumerable
			},
			updateState: {
				value: this.updateState,
				enumerable
			},
			isMounted: {
				value: () => this.mounted,
				enumerable
			},
			getExtension: {
				value: this.getExtension.bind(this),
				enumerable
			},
			manager: {
				get: () => this,
				enumerable
			},
			document: {
				get: () => this.document,
				enumerable
			},
			stringHandlers: {
				get: () => __privateGet$8(this, _stringHandlers),
				enumerable
			},
			currentState: {
				get: () => currentState != null ? currentState : currentState = this.getState(),
				set: (state) => {
					currentState = state;
				},
				enumerable
			},
			previousState: {
				get: () => previousState,
				set: (state) => {
					previousState = state;
				},
				enumerable
			}
		});
		store.getStoreKey = this.getStoreKey.bind(this);
		store.setStoreKey = this.setStoreKey.bind(this);
		store.setExtensionStore = this.setExtensionStore.bind(this);
		store.setStringHandler = this.setStringHandler.bind(this);
		return store;
	}
	/**
	* Stores the editor view on the manager
	*
	* @param view - the editor view
	*/
	addView(view) {
		if (__privateGet$8(this, _phase) >= ManagerPhase.EditorView) return this;
		__privateSet$8(this, _firstStateUpdate, true);
		__privateSet$8(this, _phase, ManagerPhase.EditorView);
		__privateGet$8(this, _store).view = view;
		for (const handler of __privateGet$8(this, _handlers).view) {
			const disposer = handler(view);
			if (disposer) __privateGet$8(this, _disposers).push(disposer);
		}
		return this;
	}
	/**
	* Attach a framework to the manager.
	*/
	attachFramework(framework, updateHandler) {
		var _a12;
		if (__privateGet$8(this, _framework) === framework) return;
		if (__privateGet$8(this, _framework)) {
			__privateGet$8(this, _framework).destroy();
			(_a12 = __privateGet$8(this, _disposeFramework)) == null || _a12.call(this);
		}
		__privateSet$8(this, _framework, framework);
		__privateSet$8(this, _disposeFramework, this.addHandler("stateUpdate", updateHandler));
	}
	/**
	* Create an empty document for the editor based on the current schema.
	*
	* This automatically looks at the supported content for the doc and the
	* available nodes which fulfil that content in order to create a document
	* with only the minimal required content.
	*
	* This can be used in conjunction with the create state to reset the current
	* value of the editor.
	*/
	createEmptyDoc() {
		var _a12;
		const doc = (_a12 = this.schema.nodes.doc) == null ? void 0 : _a12.createAndFill();
		invariant(doc, {
			code: ErrorConstant.INVALID_CONTENT,
			message: "An empty node could not be created due to an invalid schema."
		});
		return doc;
	}
	/**
	* Create the editor state from content passed to this extension manager.
	*/
	createState(props = {}) {
		const { onError, defaultSelection = "end" } = this.settings;
		const { content = this.createEmptyDoc(), selection = defaultSelection, stringHandler = this.settings.stringHandler } = props;
		const { schema, plugins } = this.store;
		const doc = createDocumentNode({
			stringHandler: isString(stringHandler) ? this.stringHandlers[stringHandler] : stringHandler,
			document: this.document,
			content,
			onError,
			schema,
			selection
		});
		return EditorState.create({
			schema,
			doc,
			plugins,
			selection: getTextSelection(selection, doc)
		});
	}
	/**
	* Add a handler to the manager.
	*
	* Currently the only event that can be listened to is the `destroy` event.
	*/
	addHandler(event, cb) {
		return __privateGet$8(this, _events2).on(event, cb);
	}
	/**
	* This method should be called by the view layer every time the state is
	* updated.
	*
	* An example usage of this is within the collaboration extension.
	*/
	onStateUpdate(props) {
		const firstUpdate = __privateGet$8(this, _firstStateUpdate);
		__privateGet$8(this, _extensionStore).currentState = props.state;
		__privateGet$8(this, _extensionStore).previousState = props.previousState;
		if (firstUpdate) {
			__privateSet$8(this, _phase, ManagerPhase.Runtime);
			__privateSet$8(this, _firstStateUpdate, false);
		}
		const propsWithUpdate = __spreadProps$3(__spreadValues$6({}, props), { firstUpdate });
		for (const handler of __privateGet$8(this, _handlers).update) handler(propsWithUpdate);
		__privateGet$8(this, _events2).emit("stateUpdate", propsWithUpdate);
	}
	/**
	* Get the extension instance matching the provided constructor from the
	* manager.
	*
	* This will throw an error if non existent.
	*/
	getExtension(Constructor) {
		const extension2 = __privateGet$8(this, _extensionMap).get(Constructor);
		invariant(extension2, {
			code: ErrorConstant.INVALID_MANAGER_EXTENSION,
			message: "'".concat(Constructor.name, "' doesn't exist within this manager. Make sure it is properly added before attempting to use it.")
		});
		return extension2;
	}
	/**
	* Determines in an extension is present by providing the desired
	* `Constructor`.
	*
	* This method can be used as a safer alternative to getExtension which
	* will throw an error if the constructor doesn't exist within the
	* extension created by this extension.
	*/
	hasExtension(Constructor) {
		return !!__privateGet$8(this, _extensionMap).get(Constructor);
	}
	/**
	* Make a clone of the manager.
	*
	* @internalremarks What about the state stored in the extensions and presets,
	* does this need to be recreated as well?
	*/
	clone() {
		const extensions = __privateGet$8(this, _extensions).map((e) => e.clone(e.options));
		const manager = _RemirrorManager.create(() => extensions, __privateGet$8(this, _settings));
		__privateGet$8(this, _events2).emit("clone", manager);
		return manager;
	}
	/**
	* Recreate the manager with new settings and extensions
	*/
	recreate(extensions = [], settings = {}) {
		const currentExtensions = __privateGet$8(this, _extensions).map((e) => e.clone(e.initialOptions));
		const manager = _RemirrorManager.create(() => [...currentExtensions, ...extensions], settings);
		__privateGet$8(this, _events2).emit("recreate", manager);
		return manager;
	}
	/**
	* This method should be called to destroy the manager and remove the view.
	*/
	destroy() {
		var _a12, _b, _c, _d, _e, _f, _g;
		__privateSet$8(this, _phase, ManagerPhase.Destroy);
		for (const plugin of (_b = (_a12 = this.view) == null ? void 0 : _a12.state.plugins) != null ? _b : []) (_d = (_c = plugin.getState(this.view.state)) == null ? void 0 : _c.destroy) == null || _d.call(_c);
		(_e = __privateGet$8(this, _framework)) == null || _e.destroy();
		(_f = __privateGet$8(this, _disposeFramework)) == null || _f.call(this);
		for (const dispose of __privateGet$8(this, _disposers)) dispose();
		for (const onDestroy of __privateGet$8(this, _handlers).destroy) onDestroy();
		(_g = this.view) == null || _g.destroy();
		__privateGet$8(this, _events2).emit("destroy");
	}
	/**
	* Check whether the manager includes the names or constructors provided for
	* the preset and extensions.
	*
	* Returns true if all are included, returns false otherwise.
	*/
	includes(mustIncludeList) {
		const names = [];
		const extensionsAndPresets = [];
		for (const item of __privateGet$8(this, _extensions)) {
			names.push(item.name, item.constructorName);
			extensionsAndPresets.push(item.constructor);
		}
		return mustIncludeList.every((item) => isString(item) ? includes(names, item) : includes(extensionsAndPresets, item));
	}
};
_extensionStore = /* @__PURE__ */ new WeakMap();
_stringHandlers = /* @__PURE__ */ new WeakMap();
_store = /* @__PURE__ */ new WeakMap();
_extensions = /* @__PURE__ */ new WeakMap();
_extensionMap = /* @__PURE__ */ new WeakMap();
_phase = /* @__PURE__ */ new WeakMap();
_settings = /* @__PURE__ */ new WeakMap();
_firstStateUpdate = /* @__PURE__ */ new WeakMap();
_handlers = /* @__PURE__ */ new WeakMap();
_disposers = /* @__PURE__ */ new WeakMap();
_events2 = /* @__PURE__ */ new WeakMap();
_framework = /* @__PURE__ */ new WeakMap();
_disposeFramework = /* @__PURE__ */ new WeakMap();
var RemirrorManager = _RemirrorManager;
// node_modules/@remirror/extension-react-component/dist/remirror-extension-react-component.js
var __create$6 = Object.create;
var __defProp$7 = Object.defineProperty;
var __getOwnPropDesc$6 = Object.getOwnPropertyDescriptor;
var __getOwnPropSymbols$5 = Object.getOwnPropertySymbols;
var __hasOwnProp$5 = Object.prototype.hasOwnProperty;
var __propIsEnum$5 = Object.prototype.propertyIsEnumerable;
var __knownSymbol$6 = (name, symbol) => (symbol = Symbol[name]) ? symbol : Symbol.for("Symbol." + name);
var __typeError$7 = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp$7 = (obj, key, value) => key in obj ? __defProp$7(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __spreadValues$5 = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp$5.call(b, prop)) __defNormalProp$7(a, prop, b[prop]);
	if (__getOwnPropSymbols$5) {
		for (var prop of __getOwnPropSymbols$5(b)) if (__propIsEnum$5.call(b, prop)) __defNormalProp$7(a, prop, b[prop]);
	}
	return a;
};
var __name$6 = (target, value) => __defProp$7(target, "name", {
	value,
	configurable: true
});
var __decoratorStart$6 = (base) => {
	var _a2;
	return [
		,
		,
		,
		__create$6((_a2 = base == null ? void 0 : base[__knownSymbol$6("metadata")]) != null ? _a2 : null)
	];
};
var __decoratorStrings$6 = [
	"class",
	"method",
	"getter",
	"setter",
	"accessor",
	"field",
	"value",
	"get",
	"set"
];
var __expectFn$6 = (fn) => fn !== void 0 && typeof fn !== "function" ? __typeError$7("Function expected") : fn;
var __decoratorContext$6 = (kind, name, done, metadata, fns) => ({
	kind: __decoratorStrings$6[kind],
	name,
	metadata,
	addInitializer: (fn) => done._ ? __typeError$7("Already initialized") : fns.push(__expectFn$6(fn || null))
});
var __decoratorMetadata$6 = (array, target) => __defNormalProp$7(target, __knownSymbol$6("metadata"), array[3]);
var __runInitializers$6 = (array, flags, self, value) => {
	for (var i = 0, fns = array[flags >> 1], n = fns && fns.length; i < n; i++) flags & 1 ? fns[i].call(self) : value = fns[i].call(self, value);
	return value;
};
var __decorateElement$6 = (array, flags, name, decorators, target, extra) => {
	var fn, it, done, ctx, access, k = flags & 7, s = !!(flags & 8), p = !!(flags & 16);
	var j = k > 3 ? array.length + 1 : k ? s ? 1 : 2 : 0, key = __decoratorStrings$6[k + 5];
	var initializers = k > 3 && (array[j - 1] = []), extraInitializers = array[j] || (array[j] = []);
	var desc = k && (!p && !s && (target = target.prototype), k < 5 && (k > 3 || !p) && __getOwnPropDesc$6(k < 4 ? target : {
		get [name]() {
			return __privateGet$7(this, extra);
		},
		set [name](x) {
			return __privateSet$7(this, extra, x);
		}
	}, name));
	k ? p && k < 4 && __name$6(extra, (k > 2 ? "set " : k > 1 ? "get " : "") + name) : __name$6(target, name);
	for (var i = decorators.length - 1; i >= 0; i--) {
		ctx = __decoratorContext$6(k, name, done = {}, array[3], extraInitializers);
		if (k) {
			ctx.static = s, ctx.private = p, access = ctx.access = { has: p ? (x) => __privateIn$6(target, x) : (x) => name in x };
			if (k ^ 3) access.get = p ? (x) => (k ^ 1 ? __privateGet$7 : __privateMethod$6)(x, target, k ^ 4 ? extra : desc.get) : (x) => x[name];
			if (k > 2) access.set = p ? (x, y) => __privateSet$7(x, target, y, k ^ 4 ? extra : desc.set) : (x, y) => x[name] = y;
		}
		it = (0, decorators[i])(k ? k < 4 ? p ? extra : desc[key] : k > 4 ? void 0 : {
			get: desc.get,
			set: desc.set
		} : target, ctx), done._ = 1;
		if (k ^ 4 || it === void 0) __expectFn$6(it) && (k > 4 ? initializers.unshift(it) : k ? p ? extra = it : desc[key] = it : target = it);
		else if (typeof it !== "object" || it === null) __typeError$7("Object expected");
		else __expectFn$6(fn = it.get) && (desc.get = fn), __expectFn$6(fn = it.set) && (desc.set = fn), __expectFn$6(fn = it.init) && initializers.unshift(fn);
	}
	return k || __decoratorMetadata$6(array, target), desc && __defProp$7(target, name, desc), p ? k ^ 4 ? extra : desc : target;
};
var __publicField$2 = (obj, key, value) => __defNormalProp$7(obj, typeof key !== "symbol" ? key + "" : key, value);
var __accessCheck$7 = (obj, member, msg) => member.has(obj) || __typeError$7("Cannot " + msg);
var __privateIn$6 = (member, obj) => Object(obj) !== obj ? __typeError$7("Cannot use the \"in\" operator on this value") : member.has(obj);
var __privateGet$7 = (obj, member, getter) => (__accessCheck$7(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateAdd$1 = (obj, member, value) => member.has(obj) ? __typeError$7("Cannot add the same private member more than once") : member instanceof WeakSet ? member.add(obj) : member.set(obj, value);
var __privateSet$7 = (obj, member, value, setter) => (__accessCheck$7(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
var __privateMethod$6 = (obj, member, method) => (__accessCheck$7(obj, member, "access private method"), method);
var _events;
var PortalContainer = class {
	constructor() {
		/**
		* A map of all the active portals which have a one to one relation between
		* the container and the component.
		*/
		__publicField$2(this, "portals", /* @__PURE__ */ new Map());
		/**
		* The event listener which allows consumers to subscribe to when a new portal
		* is added / deleted via the updated event.
		*/
		__privateAdd$1(this, _events, createNanoEvents());
		/**
		* Event handler for subscribing to update events from the portalContainer.
		*/
		__publicField$2(this, "on", (callback) => __privateGet$7(this, _events).on("update", callback));
		/**
		* Subscribe to one event before automatically unbinding.
		*/
		__publicField$2(this, "once", (callback) => {
			const unbind = __privateGet$7(this, _events).on("update", (portals) => {
				unbind();
				callback(portals);
			});
			return unbind;
		});
	}
	/**
	* Trigger an update in all subscribers.
	*/
	update() {
		__privateGet$7(this, _events).emit("update", this.portals);
	}
	/**
	* Responsible for registering a new portal by rendering the react element
	* into the provided container.
	*/
	render({ Component, container }) {
		var _a2;
		const portal = this.portals.get(container);
		this.portals.set(container, {
			Component,
			key: (_a2 = portal == null ? void 0 : portal.key) != null ? _a2 : uniqueId()
		});
		this.update();
	}
	/**
	* Force an update in all the portals by setting new keys for every portal.
	*
	* Delete all orphaned containers (deleted from the DOM). This is useful for
	* Decoration where there is no destroy method.
	*/
	forceUpdate() {
		for (const [container, { Component }] of this.portals) this.portals.set(container, {
			Component,
			key: uniqueId()
		});
	}
	/**
	* Deletes the portal within the container.
	*/
	remove(container) {
		this.portals.delete(container);
		this.update();
	}
};
_events = /* @__PURE__ */ new WeakMap();
var RemirrorPortals = (props) => {
	const { portals } = props;
	return /* @__PURE__ */ import_react.createElement(import_react.Fragment, null, portals.map(([container, { Component, key }]) => (0, import_react_dom.createPortal)(/* @__PURE__ */ import_react.createElement(Component, null), container, key)));
};
function usePortals(portalContainer) {
	const [portals, setPortals] = (0, import_react.useState)(() => Array.from(portalContainer.portals.entries()));
	(0, import_react.useEffect)(() => portalContainer.on((portalMap) => {
		setPortals(Array.from(portalMap.entries()));
	}), [portalContainer]);
	return (0, import_react.useMemo)(() => portals, [portals]);
}
var _node;
var _decorations;
var _view;
var _portalContainer;
var _Component;
var _getPosition;
var _options;
var _selected;
var _contentDOM;
var _contentDOMWrapper;
var _dom;
var _forwardRef;
var _ReactNodeView = class _ReactNodeView {
	/**
	* Create the node view for a react component and render it into the dom.
	*/
	constructor({ getPosition, node, portalContainer, view, ReactComponent, options }) {
		/**
		* The `ProsemirrorNode` that this nodeView is responsible for rendering.
		*/
		__privateAdd$1(this, _node);
		/**
		* The decorations in the most recent update.
		*/
		__privateAdd$1(this, _decorations, []);
		/**
		* The editor this nodeView belongs to.
		*/
		__privateAdd$1(this, _view);
		/**
		* A container and event dispatcher which keeps track of all dom elements that
		* hold node views
		*/
		__privateAdd$1(this, _portalContainer);
		/**
		* The extension responsible for creating this NodeView.
		*/
		__privateAdd$1(this, _Component);
		/**
		* Method for retrieving the position of the current nodeView
		*/
		__privateAdd$1(this, _getPosition);
		/**
		* The options passed through to the `ReactComponent`.
		*/
		__privateAdd$1(this, _options);
		__privateAdd$1(this, _selected, false);
		__privateAdd$1(this, _contentDOM);
		/**
		* The wrapper for the content dom. Created from the node spec `toDOM` method.
		*/
		__privateAdd$1(this, _contentDOMWrapper);
		__privateAdd$1(this, _dom);
		/**
		* Adds a ref to the component that has been provided and can be used to set
		* it as the content container. However it is advisable to either not use
		* ReactNodeViews for nodes with content or to take control of rendering the
		* content within the component..
		*/
		__privateAdd$1(this, _forwardRef, (node) => {
			if (!node) return;
			invariant(__privateGet$7(this, _contentDOMWrapper), {
				code: ErrorConstant.REACT_NODE_VIEW,
				message: "You have applied a ref to a node view provided for '".concat(__privateGet$7(this, _node).type.name, "' which doesn't support content.")
			});
			node.append(__privateGet$7(this, _contentDOMWrapper));
		});
		/**
		* Render the provided component.
		*
		* This method is passed into the HTML element.
		*/
		__publicField$2(this, "Component", () => {
			const ReactComponent = __privateGet$7(this, _Component);
			invariant(ReactComponent, {
				code: ErrorConstant.REACT_NODE_VIEW,
				message: "The custom react node view provided for ".concat(__privateGet$7(this, _node).type.name, " doesn't have a valid ReactComponent")
			});
			return /* @__PURE__ */ import_react.createElement(ReactComponent, {
				updateAttributes: this.updateAttributes,
				selected: this.selected,
				view: __privateGet$7(this, _view),
				getPosition: __privateGet$7(this, _getPosition),
				node: __privateGet$7(this, _node),
				forwardRef: __privateGet$7(this, _forwardRef),
				decorations: __privateGet$7(this, _decorations)
			});
		});
		/**
		* Passed to the Component to enable updating the attributes from within the component.
		*/
		__publicField$2(this, "updateAttributes", (attrs) => {
			if (!__privateGet$7(this, _view).editable) return;
			const pos = __privateGet$7(this, _getPosition).call(this);
			if (pos == null) return;
			const tr = __privateGet$7(this, _view).state.tr.setNodeMarkup(pos, void 0, __spreadValues$5(__spreadValues$5({}, __privateGet$7(this, _node).attrs), attrs));
			__privateGet$7(this, _view).dispatch(tr);
		});
		var _a2;
		invariant(isFunction(getPosition), { message: "You are attempting to use a node view for a mark type. This is not supported yet. Please check your configuration." });
		__privateSet$7(this, _node, node);
		__privateSet$7(this, _view, view);
		__privateSet$7(this, _portalContainer, portalContainer);
		__privateSet$7(this, _Component, ReactComponent);
		__privateSet$7(this, _getPosition, getPosition);
		__privateSet$7(this, _options, options);
		__privateSet$7(this, _dom, this.createDom());
		const { contentDOM, wrapper } = (_a2 = this.createContentDom()) != null ? _a2 : {};
		__privateSet$7(this, _contentDOM, contentDOM != null ? contentDOM : void 0);
		__privateSet$7(this, _contentDOMWrapper, wrapper);
		if (__privateGet$7(this, _contentDOMWrapper)) __privateGet$7(this, _dom).append(__privateGet$7(this, _contentDOMWrapper));
		this.setDomAttributes(__privateGet$7(this, _node), __privateGet$7(this, _dom));
		this.Component.displayName = pascalCase("".concat(__privateGet$7(this, _node).type.name, "NodeView"));
		this.renderComponent();
	}
	/**
	* A shorthand method for creating the `ReactNodeView`.
	*/
	static create(props) {
		const { portalContainer, ReactComponent, options } = props;
		return (node, view, getPosition) => new _ReactNodeView({
			options,
			node,
			view,
			getPosition,
			portalContainer,
			ReactComponent
		});
	}
	/**
	* Whether or not the node is currently selected.
	*/
	get selected() {
		return __privateGet$7(this, _selected);
	}
	/**
	* The DOM node that should hold the node's content.
	*
	* This is only meaningful if the NodeView is not a leaf type and it can
	* accept content. When these criteria are met, `ProseMirror` will take care of
	* rendering the node's children into it.
	*
	* In order to make use of this in a
	*/
	get contentDOM() {
		return __privateGet$7(this, _contentDOM);
	}
	/**
	* Provides readonly access to the dom element. The dom is automatically for
	* react components.
	*/
	get dom() {
		return __privateGet$7(this, _dom);
	}
	/**
	* Render the react component into the dom.
	*/
	renderComponent() {
		__privateGet$7(this, _portalContainer).render({
			Component: this.Component,
			container: __privateGet$7(this, _dom)
		});
	}
	/**
	* Create the dom element which will hold the react component.
	*/
	createDom() {
		const { defaultBlockNode, defaultInlineNode } = __privateGet$7(this, _options);
		const element = __privateGet$7(this, _node).isInline ? document.createElement(defaultInlineNode) : document.createElement(defaultBlockNode);
		element.classList.add("".concat(kebabCase(__privateGet$7(this, _node).type.name), "-node-view-wrapper"));
		return element;
	}
	/**
	* The element that will contain the content for this element.
	*/
	createContentDom() {
		var _a2, _b;
		if (__privateGet$7(this, _node).isLeaf) return;
		const domSpec = (_b = (_a2 = __privateGet$7(this, _node).type.spec).toDOM) == null ? void 0 : _b.call(_a2, __privateGet$7(this, _node));
		if (!domSpec) return;
		const { contentDOM, dom } = DOMSerializer.renderSpec(document, domSpec);
		let wrapper;
		if (!isElementDomNode(dom)) return;
		wrapper = dom;
		if (dom === contentDOM) {
			wrapper = document.createElement("span");
			wrapper.classList.add("".concat(kebabCase(__privateGet$7(this, _node).type.name), "-node-view-content-wrapper"));
			wrapper.append(contentDOM);
		}
		if (isElementDomNode(contentDOM)) {}
		return {
			wrapper,
			contentDOM
		};
	}
	/**
	* This is called whenever the node is called.
	*/
	update(node, decorations) {
		if (!isNodeOfType({
			types: __privateGet$7(this, _node).type,
			node
		})) return false;
		if (__privateGet$7(this, _node) === node && __privateGet$7(this, _decorations) === decorations) return true;
		if (!__privateGet$7(this, _node).sameMarkup(node)) this.setDomAttributes(node, __privateGet$7(this, _dom));
		__privateSet$7(this, _node, node);
		__privateSet$7(this, _decorations, decorations);
		this.renderComponent();
		return true;
	}
	/**
	* Copies the attributes from a ProseMirror Node to the parent DOM node.
	*
	* @param node The Prosemirror Node from which to source the attributes
	*/
	setDomAttributes(node, element) {
		const { toDOM } = __privateGet$7(this, _node).type.spec;
		let attributes = node.attrs;
		if (toDOM) {
			const domSpec = toDOM(node);
			if (isString(domSpec) || isDomNodeOutputSpec(domSpec)) return;
			if (isPlainObject(domSpec[1])) attributes = domSpec[1];
		}
		for (const [attribute, value] of entries(attributes)) element.setAttribute(attribute, value);
	}
	/**
	* Marks the node as being selected.
	*/
	selectNode() {
		__privateSet$7(this, _selected, true);
		if (__privateGet$7(this, _dom)) __privateGet$7(this, _dom).classList.add(SELECTED_NODE_CLASS_NAME);
		this.renderComponent();
	}
	/**
	* Remove the selected node markings from this component.
	*/
	deselectNode() {
		__privateSet$7(this, _selected, false);
		if (__privateGet$7(this, _dom)) __privateGet$7(this, _dom).classList.remove(SELECTED_NODE_CLASS_NAME);
		this.renderComponent();
	}
	/**
	* This is called whenever the node is being destroyed.
	*/
	destroy() {
		__privateGet$7(this, _portalContainer).remove(__privateGet$7(this, _dom));
	}
	/**
	* The handler which decides when mutations should be ignored.
	*/
	ignoreMutation(mutation) {
		if (mutation.type === "selection") return !__privateGet$7(this, _node).type.spec.selectable;
		if (!__privateGet$7(this, _contentDOMWrapper)) return true;
		return !__privateGet$7(this, _contentDOMWrapper).contains(mutation.target);
	}
	stopEvent(event) {
		var _a2;
		if (!__privateGet$7(this, _dom)) return false;
		if (isFunction(__privateGet$7(this, _options).stopEvent)) return __privateGet$7(this, _options).stopEvent({ event });
		const target = event.target;
		if (!(__privateGet$7(this, _dom).contains(target) && !((_a2 = this.contentDOM) == null ? void 0 : _a2.contains(target)))) return false;
		const isDropEvent = event.type === "drop";
		if (([
			"INPUT",
			"BUTTON",
			"SELECT",
			"TEXTAREA"
		].includes(target.tagName) || target.isContentEditable) && !isDropEvent) return true;
		const isDraggable = !!__privateGet$7(this, _node).type.spec.draggable;
		const isSelectable = NodeSelection.isSelectable(__privateGet$7(this, _node));
		const isCopyEvent = event.type === "copy";
		const isPasteEvent = event.type === "paste";
		const isCutEvent = event.type === "cut";
		const isClickEvent = event.type === "mousedown";
		const isDragEvent = event.type.startsWith("drag");
		if (!isDraggable && isSelectable && isDragEvent) event.preventDefault();
		if (isDragEvent || isDropEvent || isCopyEvent || isPasteEvent || isCutEvent || isClickEvent && isSelectable) return false;
		return true;
	}
};
_node = /* @__PURE__ */ new WeakMap();
_decorations = /* @__PURE__ */ new WeakMap();
_view = /* @__PURE__ */ new WeakMap();
_portalContainer = /* @__PURE__ */ new WeakMap();
_Component = /* @__PURE__ */ new WeakMap();
_getPosition = /* @__PURE__ */ new WeakMap();
_options = /* @__PURE__ */ new WeakMap();
_selected = /* @__PURE__ */ new WeakMap();
_contentDOM = /* @__PURE__ */ new WeakMap();
_contentDOMWrapper = /* @__PURE__ */ new WeakMap();
_dom = /* @__PURE__ */ new WeakMap();
_forwardRef = /* @__PURE__ */ new WeakMap();
var ReactNodeView = _ReactNodeView;
function isDomNodeOutputSpec(value) {
	return isDomNode(value) || isPlainObject(value) && isDomNode(value.dom);
}
var _ReactComponentExtension_decorators = [extension({
	defaultOptions: {
		defaultBlockNode: "div",
		defaultInlineNode: "span",
		defaultContentNode: "span",
		defaultEnvironment: "both",
		nodeViewComponents: {},
		stopEvent: null
	},
	staticKeys: [
		"defaultBlockNode",
		"defaultInlineNode",
		"defaultContentNode",
		"defaultEnvironment"
	]
})];
var _init$6;
var _a$6;
var ReactComponentExtension = class extends (_a$6 = PlainExtension) {
	constructor() {
		super(...arguments);
		/**
		* The portal container which keeps track of all the React Portals containing
		* custom prosemirror NodeViews.
		*/
		__publicField$2(this, "portalContainer", new PortalContainer());
	}
	get name() {
		return "reactComponent";
	}
	/**
	* Add the portal container to the manager store. This can be used by the
	* `<Remirror />` component to manage portals for node content.
	*/
	onCreate() {
		this.store.setStoreKey("portalContainer", this.portalContainer);
	}
	/**
	* Create the node views from the custom components provided.
	*/
	createNodeViews() {
		var _a2;
		const nodeViews = object();
		const managerComponents = (_a2 = this.store.managerSettings.nodeViewComponents) != null ? _a2 : {};
		for (const extension2 of this.store.extensions) {
			if (!extension2.ReactComponent || !isNodeExtension(extension2) || extension2.reactComponentEnvironment === "ssr") continue;
			nodeViews[extension2.name] = ReactNodeView.create({
				options: this.options,
				ReactComponent: extension2.ReactComponent,
				portalContainer: this.portalContainer
			});
		}
		const namedComponents = entries(__spreadValues$5(__spreadValues$5({}, this.options.nodeViewComponents), managerComponents));
		for (const [name, ReactComponent] of namedComponents) nodeViews[name] = ReactNodeView.create({
			options: this.options,
			ReactComponent,
			portalContainer: this.portalContainer
		});
		return nodeViews;
	}
};
_init$6 = __decoratorStart$6(_a$6);
ReactComponentExtension = __decorateElement$6(_init$6, 0, "ReactComponentExtension", _ReactComponentExtension_decorators, ReactComponentExtension);
__runInitializers$6(_init$6, 1, ReactComponentExtension);
// node_modules/color2k/dist/index.exports.import.es.mjs
/**
* Clamps a number between a lower and upper bound.
*
* ```js
* guard(0, 1, 2); // 1
* ```
*
* @param low The lower bound.
* @param high The upper bound.
* @param value The number to clamp.
* @returns The clamped number.
*/
function guard(low, high, value) {
	return Math.min(Math.max(low, value), high);
}
/**
* Error thrown when color2k cannot parse an input color.
*
* ```js
* new ColorError('nope').message; // 'Failed to parse color: "nope"'
* ```
*
* @param color The color value that failed to parse.
*/
var ColorError = class extends Error {
	constructor(color) {
		super(`Failed to parse color: "${color}"`);
	}
};
/**
* Parses a color into red, green, blue, and alpha channel values.
*
* Supports hex, RGB, RGBA, HSL, HSLA, CSS named colors, and `transparent`.
*
* ```js
* parseToRgba('rgba(255, 0, 0, 0.5)'); // [255, 0, 0, 0.5]
* ```
*
* @param color The input color.
* @returns A tuple of red, green, blue, and alpha channel values.
*/
function parseToRgba(color) {
	if (typeof color !== "string") throw new ColorError(color);
	if (color.trim().toLowerCase() === "transparent") return [
		0,
		0,
		0,
		0
	];
	let normalizedColor = color.trim();
	normalizedColor = namedColorRegex.test(color) ? nameToHex(color) : color;
	const reducedHexMatch = reducedHexRegex.exec(normalizedColor);
	if (reducedHexMatch) {
		const arr = Array.from(reducedHexMatch).slice(1);
		return [...arr.slice(0, 3).map((x) => parseInt(r$1(x, 2), 16)), parseInt(r$1(arr[3] || "f", 2), 16) / 255];
	}
	const hexMatch = hexRegex.exec(normalizedColor);
	if (hexMatch) {
		const arr = Array.from(hexMatch).slice(1);
		return [...arr.slice(0, 3).map((x) => parseInt(x, 16)), parseInt(arr[3] || "ff", 16) / 255];
	}
	const rgbaMatch = rgbaRegex.exec(normalizedColor);
	if (rgbaMatch) {
		const arr = Array.from(rgbaMatch).slice(1);
		return [...arr.slice(0, 3).map((x) => parseInt(x, 10)), parseFloat(arr[3] || "1")];
	}
	const hslaMatch = hslaRegex.exec(normalizedColor);
	if (hslaMatch) {
		const [h, s, l, a] = Array.from(hslaMatch).slice(1).map(parseFloat);
		if (guard(0, 100, s) !== s) throw new ColorError(color);
		if (guard(0, 100, l) !== l) throw new ColorError(color);
		return [...hslToRgb(h, s, l), Number.isNaN(a) ? 1 : a];
	}
	throw new ColorError(color);
}
function hash(str) {
	let hash = 5381;
	let i = str.length;
	while (i) hash = hash * 33 ^ str.charCodeAt(--i);
	return (hash >>> 0) % 2341;
}
var colorToInt = (x) => parseInt(x.replace(/_/g, ""), 36);
var compressedColorMap = "1q29ehhb 1n09sgk7 1kl1ekf_ _yl4zsno 16z9eiv3 1p29lhp8 _bd9zg04 17u0____ _iw9zhe5 _to73___ _r45e31e _7l6g016 _jh8ouiv _zn3qba8 1jy4zshs 11u87k0u 1ro9yvyo 1aj3xael 1gz9zjz0 _3w8l4xo 1bf1ekf_ _ke3v___ _4rrkb__ 13j776yz _646mbhl _nrjr4__ _le6mbhl 1n37ehkb _m75f91n _qj3bzfz 1939yygw 11i5z6x8 _1k5f8xs 1509441m 15t5lwgf _ae2th1n _tg1ugcv 1lp1ugcv 16e14up_ _h55rw7n _ny9yavn _7a11xb_ 1ih442g9 _pv442g9 1mv16xof 14e6y7tu 1oo9zkds 17d1cisi _4v9y70f _y98m8kc 1019pq0v 12o9zda8 _348j4f4 1et50i2o _8epa8__ _ts6senj 1o350i2o 1mi9eiuo 1259yrp0 1ln80gnw _632xcoy 1cn9zldc _f29edu4 1n490c8q _9f9ziet 1b94vk74 _m49zkct 1kz6s73a 1eu9dtog _q58s1rz 1dy9sjiq __u89jo3 _aj5nkwg _ld89jo3 13h9z6wx _qa9z2ii _l119xgq _bs5arju 1hj4nwk9 1qt4nwk9 1ge6wau6 14j9zlcw 11p1edc_ _ms1zcxe _439shk6 _jt9y70f _754zsow 1la40eju _oq5p___ _x279qkz 1fa5r3rv _yd2d9ip _424tcku _8y1di2_ _zi2uabw _yy7rn9h 12yz980_ __39ljp6 1b59zg0x _n39zfzp 1fy9zest _b33k___ _hp9wq92 1il50hz4 _io472ub _lj9z3eo 19z9ykg0 _8t8iu3a 12b9bl4a 1ak5yw0o _896v4ku _tb8k8lv _s59zi6t _c09ze0p 1lg80oqn 1id9z8wb _238nba5 1kq6wgdi _154zssg _tn3zk49 _da9y6tc 1sg7cv4f _r12jvtt 1gq5fmkz 1cs9rvci _lp9jn1c _xw1tdnb 13f9zje6 16f6973h _vo7ir40 _bt5arjf _rc45e4t _hr4e100 10v4e100 _hc9zke2 _w91egv_ _sj2r1kk 13c87yx8 _vqpds__ _ni8ggk8 _tj9yqfb 1ia2j4r4 _7x9b10u 1fc9ld4j 1eq9zldr _5j9lhpx _ez9zl6o _md61fzm".split(" ").reduce((acc, next) => {
	const key = colorToInt(next.substring(0, 3));
	const hex = colorToInt(next.substring(3)).toString(16);
	let prefix = "";
	for (let i = 0; i < 6 - hex.length; i++) prefix += "0";
	acc[key] = `${prefix}${hex}`;
	return acc;
}, {});
/**
* Checks if a string is a CSS named color and returns its equivalent hex value, otherwise returns the original color.
*/
function nameToHex(color) {
	const result = compressedColorMap[hash(color.toLowerCase().trim())];
	if (!result) throw new ColorError(color);
	return `#${result}`;
}
var r$1 = (str, amount) => Array.from(Array(amount)).map(() => str).join("");
var reducedHexRegex = new RegExp(`^#${r$1("([a-f0-9])", 3)}([a-f0-9])?$`, "i");
var hexRegex = new RegExp(`^#${r$1("([a-f0-9]{2})", 3)}([a-f0-9]{2})?$`, "i");
var rgbaRegex = new RegExp(`^rgba?\\(\\s*(\\d+)\\s*${r$1(",\\s*(\\d+)\\s*", 2)}(?:,\\s*([\\d.]+))?\\s*\\)$`, "i");
var hslaRegex = /^hsla?\(\s*([\d.]+)\s*,\s*([\d.]+)%\s*,\s*([\d.]+)%(?:\s*,\s*([\d.]+))?\s*\)$/i;
var namedColorRegex = /^[a-z]+$/i;
var roundColor = (color) => {
	return Math.round(color * 255);
};
var hslToRgb = (hue, saturation, lightness) => {
	let l = lightness / 100;
	if (saturation === 0) return [
		l,
		l,
		l
	].map(roundColor);
	const huePrime = (hue % 360 + 360) % 360 / 60;
	const chroma = (1 - Math.abs(2 * l - 1)) * (saturation / 100);
	const secondComponent = chroma * (1 - Math.abs(huePrime % 2 - 1));
	let red = 0;
	let green = 0;
	let blue = 0;
	if (huePrime >= 0 && huePrime < 1) {
		red = chroma;
		green = secondComponent;
	} else if (huePrime >= 1 && huePrime < 2) {
		red = secondComponent;
		green = chroma;
	} else if (huePrime >= 2 && huePrime < 3) {
		green = chroma;
		blue = secondComponent;
	} else if (huePrime >= 3 && huePrime < 4) {
		green = secondComponent;
		blue = chroma;
	} else if (huePrime >= 4 && huePrime < 5) {
		red = secondComponent;
		blue = chroma;
	} else if (huePrime >= 5 && huePrime < 6) {
		red = chroma;
		blue = secondComponent;
	}
	const lightnessModification = l - chroma / 2;
	return [
		red + lightnessModification,
		green + lightnessModification,
		blue + lightnessModification
	].map(roundColor);
};
/**
* Parses a color into hue, saturation, lightness, and alpha channel values.
*
* Hue is a number between 0 and 360. Saturation, lightness, and alpha are
* decimal percentages between 0 and 1.
*
* ```js
* parseToHsla('red'); // [0, 1, 0.5, 1]
* ```
*
* @param color The input color.
* @returns A tuple of hue, saturation, lightness, and alpha values.
*/
function parseToHsla(color) {
	const [red, green, blue, alpha] = parseToRgba(color).map((value, index) => index === 3 ? value : value / 255);
	const max = Math.max(red, green, blue);
	const min = Math.min(red, green, blue);
	const lightness = (max + min) / 2;
	if (max === min) return [
		0,
		0,
		lightness,
		alpha
	];
	const delta = max - min;
	const saturation = lightness > .5 ? delta / (2 - max - min) : delta / (max + min);
	return [
		60 * (red === max ? (green - blue) / delta + (green < blue ? 6 : 0) : green === max ? (blue - red) / delta + 2 : (red - green) / delta + 4),
		saturation,
		lightness,
		alpha
	];
}
/**
* Builds an `hsla` color string from hue, saturation, lightness, and alpha
* channel values.
*
* ```js
* hsla(0, 1, 0.5, 1); // 'hsla(0, 100%, 50%, 1)'
* ```
*
* @param hue The color wheel angle from 0 to 360.
* @param saturation The saturation as a decimal between 0 and 1.
* @param lightness The lightness as a decimal between 0 and 1.
* @param alpha The opacity as a decimal between 0 and 1.
* @returns An `hsla` color string.
*/
function hsla(hue, saturation, lightness, alpha) {
	return `hsla(${(hue % 360).toFixed()}, ${guard(0, 100, saturation * 100).toFixed()}%, ${guard(0, 100, lightness * 100).toFixed()}%, ${parseFloat(guard(0, 1, alpha).toFixed(3))})`;
}
/**
* Darkens a color by subtracting from the lightness channel in HSL space.
*
* ```js
* darken('white', 0.1); // 'hsla(0, 0%, 90%, 1)'
* ```
*
* @param color The input color.
* @param amount The amount to darken, given as a decimal between 0 and 1.
* @returns The darkened color as an `hsla` string.
*/
function darken(color, amount) {
	const [hue, saturation, lightness, alpha] = parseToHsla(color);
	return hsla(hue, saturation, lightness - amount, alpha);
}
/**
* Builds an `rgba` color string from red, green, blue, and alpha channel
* values.
*
* ```js
* rgba(255, 0, 0, 1); // 'rgba(255, 0, 0, 1)'
* ```
*
* @param red The red channel value from 0 to 255.
* @param green The green channel value from 0 to 255.
* @param blue The blue channel value from 0 to 255.
* @param alpha The opacity as a decimal between 0 and 1.
* @returns An `rgba` color string.
*/
function rgba(red, green, blue, alpha) {
	return `rgba(${guard(0, 255, red).toFixed()}, ${guard(0, 255, green).toFixed()}, ${guard(0, 255, blue).toFixed()}, ${parseFloat(guard(0, 1, alpha).toFixed(3))})`;
}
/**
* Lightens a color by adding to the lightness channel in HSL space.
*
* This is equivalent to `darken(color, -amount)`.
*
* ```js
* lighten('black', 0.1); // 'hsla(0, 0%, 10%, 1)'
* ```
*
* @param color The input color.
* @param amount The amount to lighten, given as a decimal between 0 and 1.
* @returns The lightened color as an `hsla` string.
*/
function lighten(color, amount) {
	return darken(color, -amount);
}
/**
* Makes a color more transparent by decreasing the alpha channel.
*
* ```js
* transparentize('white', 0.1); // 'rgba(255, 255, 255, 0.9)'
* ```
*
* @param color The input color.
* @param amount The amount to increase transparency by, given as a decimal between 0 and 1.
* @returns The more transparent color as an `rgba` string.
*/
function transparentize(color, amount) {
	const [r, g, b, a] = parseToRgba(color);
	return rgba(r, g, b, a - amount);
}
// node_modules/@remirror/theme/dist/remirror-theme.js
var componentsTheme = /*#__PURE__*/ Object.freeze({
	__proto__: null,
	ANIMATED_POPOVER: "remirror-animated-popover",
	BUTTON: "remirror-button",
	BUTTON_ACTIVE: "remirror-button-active",
	COLOR_PICKER: "remirror-color-picker",
	COLOR_PICKER_CELL: "remirror-color-picker-cell",
	COLOR_PICKER_CELL_SELECTED: "remirror-color-picker-cell-selected",
	COMPOSITE: "remirror-composite",
	DIALOG: "remirror-dialog",
	DIALOG_BACKDROP: "remirror-dialog-backdrop",
	EDITOR_WRAPPER: "remirror-editor-wrapper",
	FLEX_COLUMN: "remirror-flex-column",
	FLEX_ROW: "remirror-flex-row",
	FLOATING_POPOVER: "remirror-floating-popover",
	FORM: "remirror-form",
	FORM_GROUP: "remirror-form-group",
	FORM_LABEL: "remirror-form-label",
	FORM_MESSAGE: "remirror-form-message",
	GROUP: "remirror-group",
	INPUT: "remirror-input",
	MENU: "remirror-menu",
	MENU_BAR: "remirror-menu-bar",
	MENU_BUTTON: "remirror-menu-button",
	MENU_BUTTON_LEFT: "remirror-menu-button-left",
	MENU_BUTTON_NESTED_LEFT: "remirror-menu-button-nested-left",
	MENU_BUTTON_NESTED_RIGHT: "remirror-menu-button-nested-right",
	MENU_BUTTON_RIGHT: "remirror-menu-button-right",
	MENU_DROPDOWN_LABEL: "remirror-menu-dropdown-label",
	MENU_GROUP: "remirror-menu-group",
	MENU_ITEM: "remirror-menu-item",
	MENU_ITEM_CHECKBOX: "remirror-menu-item-checkbox",
	MENU_ITEM_COLUMN: "remirror-menu-item-column",
	MENU_ITEM_RADIO: "remirror-menu-item-radio",
	MENU_ITEM_ROW: "remirror-menu-item-row",
	MENU_PANE: "remirror-menu-pane",
	MENU_PANE_ACTIVE: "remirror-menu-pane-active",
	MENU_PANE_ICON: "remirror-menu-pane-icon",
	MENU_PANE_LABEL: "remirror-menu-pane-label",
	MENU_PANE_SHORTCUT: "remirror-menu-pane-shortcut",
	POPOVER: "remirror-popover",
	ROLE: "remirror-role",
	SEPARATOR: "remirror-separator",
	TAB: "remirror-tab",
	TABBABLE: "remirror-tabbable",
	TABLE_SIZE_EDITOR: "remirror-table-size-editor",
	TABLE_SIZE_EDITOR_BODY: "remirror-table-size-editor-body",
	TABLE_SIZE_EDITOR_CELL: "remirror-table-size-editor-cell",
	TABLE_SIZE_EDITOR_CELL_SELECTED: "remirror-table-size-editor-cell-selected",
	TABLE_SIZE_EDITOR_FOOTER: "remirror-table-size-editor-footer",
	TAB_LIST: "remirror-tab-list",
	TOOLBAR: "remirror-toolbar",
	TOOLTIP: "remirror-tooltip"
});
var extensionPlaceholderTheme = /*#__PURE__*/ Object.freeze({
	__proto__: null,
	IS_EMPTY: "remirror-is-empty"
});
var defaultRemirrorThemeHue = {
	gray: [
		"#f8f9fa",
		"#f1f3f5",
		"#e9ecef",
		"#dee2e6",
		"#ced4da",
		"#adb5bd",
		"#868e96",
		"#495057",
		"#343a40",
		"#212529"
	],
	red: [
		"#fff5f5",
		"#ffe3e3",
		"#ffc9c9",
		"#ffa8a8",
		"#ff8787",
		"#ff6b6b",
		"#fa5252",
		"#f03e3e",
		"#e03131",
		"#c92a2a"
	],
	pink: [
		"#fff0f6",
		"#ffdeeb",
		"#fcc2d7",
		"#faa2c1",
		"#f783ac",
		"#f06595",
		"#e64980",
		"#d6336c",
		"#c2255c",
		"#a61e4d"
	],
	grape: [
		"#f8f0fc",
		"#f3d9fa",
		"#eebefa",
		"#e599f7",
		"#da77f2",
		"#cc5de8",
		"#be4bdb",
		"#ae3ec9",
		"#9c36b5",
		"#862e9c"
	],
	violet: [
		"#f3f0ff",
		"#e5dbff",
		"#d0bfff",
		"#b197fc",
		"#9775fa",
		"#845ef7",
		"#7950f2",
		"#7048e8",
		"#6741d9",
		"#5f3dc4"
	],
	indigo: [
		"#edf2ff",
		"#dbe4ff",
		"#bac8ff",
		"#91a7ff",
		"#748ffc",
		"#5c7cfa",
		"#4c6ef5",
		"#4263eb",
		"#3b5bdb",
		"#364fc7"
	],
	blue: [
		"#e7f5ff",
		"#d0ebff",
		"#a5d8ff",
		"#74c0fc",
		"#4dabf7",
		"#339af0",
		"#228be6",
		"#1c7ed6",
		"#1971c2",
		"#1864ab"
	],
	cyan: [
		"#e3fafc",
		"#c5f6fa",
		"#99e9f2",
		"#66d9e8",
		"#3bc9db",
		"#22b8cf",
		"#15aabf",
		"#1098ad",
		"#0c8599",
		"#0b7285"
	],
	teal: [
		"#e6fcf5",
		"#c3fae8",
		"#96f2d7",
		"#63e6be",
		"#38d9a9",
		"#20c997",
		"#12b886",
		"#0ca678",
		"#099268",
		"#087f5b"
	],
	green: [
		"#ebfbee",
		"#d3f9d8",
		"#b2f2bb",
		"#8ce99a",
		"#69db7c",
		"#51cf66",
		"#40c057",
		"#37b24d",
		"#2f9e44",
		"#2b8a3e"
	],
	lime: [
		"#f4fce3",
		"#e9fac8",
		"#d8f5a2",
		"#c0eb75",
		"#a9e34b",
		"#94d82d",
		"#82c91e",
		"#74b816",
		"#66a80f",
		"#5c940d"
	],
	yellow: [
		"#fff9db",
		"#fff3bf",
		"#ffec99",
		"#ffe066",
		"#ffd43b",
		"#fcc419",
		"#fab005",
		"#f59f00",
		"#f08c00",
		"#e67700"
	],
	orange: [
		"#fff4e6",
		"#ffe8cc",
		"#ffd8a8",
		"#ffc078",
		"#ffa94d",
		"#ff922b",
		"#fd7e14",
		"#f76707",
		"#e8590c",
		"#d9480f"
	]
};
var foreground = "#000000";
var background = "#ffffff";
var text = "#252103";
var border = transparentize(foreground, .75);
var primary = "#7963d2";
var secondary = "#bcd263";
var primaryText = "#fff";
var secondaryText = "#fff";
var muted = defaultRemirrorThemeHue.gray[1];
var shadow1 = "rgba(10,31,68,0.08)";
var shadow2 = "rgba(10,31,68,0.10)";
var shadow3 = "rgba(10,31,68,0.12)";
var baseColorTheme = {
	background,
	border,
	foreground,
	muted,
	primary,
	secondary,
	primaryText,
	secondaryText,
	text,
	faded: lighten(transparentize(foreground, .1), .13)
};
({ ...baseColorTheme }), darken(background, .15), darken(border, .15), darken(foreground, .15), darken(muted, .15), darken(primary, .15), darken(secondary, .15);
({ ...baseColorTheme }), darken(background, .075), darken(border, .075), darken(foreground, .075), darken(muted, .075), darken(primary, .075), darken(secondary, .075);
({ ...baseColorTheme }), transparentize(foreground, .1), transparentize(primary, .6), lighten(foreground, .8), lighten(foreground, .4), defaultRemirrorThemeHue.gray[3], defaultRemirrorThemeHue.blue[7], defaultRemirrorThemeHue.blue[1], defaultRemirrorThemeHue.blue[5], defaultRemirrorThemeHue.blue[7], lighten(foreground, .4), defaultRemirrorThemeHue.blue[5], defaultRemirrorThemeHue.red[7], defaultRemirrorThemeHue.red[1], defaultRemirrorThemeHue.red[5], `${shadow1}`, `${shadow2}`, `${shadow3}`;
// node_modules/@remirror/extension-placeholder/dist/remirror-extension-placeholder.js
var __create$5 = Object.create;
var __defProp$6 = Object.defineProperty;
var __defProps$2 = Object.defineProperties;
var __getOwnPropDesc$5 = Object.getOwnPropertyDescriptor;
var __getOwnPropDescs$2 = Object.getOwnPropertyDescriptors;
var __getOwnPropSymbols$4 = Object.getOwnPropertySymbols;
var __hasOwnProp$4 = Object.prototype.hasOwnProperty;
var __propIsEnum$4 = Object.prototype.propertyIsEnumerable;
var __knownSymbol$5 = (name, symbol) => (symbol = Symbol[name]) ? symbol : Symbol.for("Symbol." + name);
var __typeError$6 = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp$6 = (obj, key, value) => key in obj ? __defProp$6(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __spreadValues$4 = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp$4.call(b, prop)) __defNormalProp$6(a, prop, b[prop]);
	if (__getOwnPropSymbols$4) {
		for (var prop of __getOwnPropSymbols$4(b)) if (__propIsEnum$4.call(b, prop)) __defNormalProp$6(a, prop, b[prop]);
	}
	return a;
};
var __spreadProps$2 = (a, b) => __defProps$2(a, __getOwnPropDescs$2(b));
var __name$5 = (target, value) => __defProp$6(target, "name", {
	value,
	configurable: true
});
var __decoratorStart$5 = (base) => {
	var _a2;
	return [
		,
		,
		,
		__create$5((_a2 = base == null ? void 0 : base[__knownSymbol$5("metadata")]) != null ? _a2 : null)
	];
};
var __decoratorStrings$5 = [
	"class",
	"method",
	"getter",
	"setter",
	"accessor",
	"field",
	"value",
	"get",
	"set"
];
var __expectFn$5 = (fn) => fn !== void 0 && typeof fn !== "function" ? __typeError$6("Function expected") : fn;
var __decoratorContext$5 = (kind, name, done, metadata, fns) => ({
	kind: __decoratorStrings$5[kind],
	name,
	metadata,
	addInitializer: (fn) => done._ ? __typeError$6("Already initialized") : fns.push(__expectFn$5(fn || null))
});
var __decoratorMetadata$5 = (array, target) => __defNormalProp$6(target, __knownSymbol$5("metadata"), array[3]);
var __runInitializers$5 = (array, flags, self, value) => {
	for (var i = 0, fns = array[flags >> 1], n = fns && fns.length; i < n; i++) flags & 1 ? fns[i].call(self) : value = fns[i].call(self, value);
	return value;
};
var __decorateElement$5 = (array, flags, name, decorators, target, extra) => {
	var fn, it, done, ctx, access, k = flags & 7, s = !!(flags & 8), p = !!(flags & 16);
	var j = k > 3 ? array.length + 1 : k ? s ? 1 : 2 : 0, key = __decoratorStrings$5[k + 5];
	var initializers = k > 3 && (array[j - 1] = []), extraInitializers = array[j] || (array[j] = []);
	var desc = k && (!p && !s && (target = target.prototype), k < 5 && (k > 3 || !p) && __getOwnPropDesc$5(k < 4 ? target : {
		get [name]() {
			return __privateGet$6(this, extra);
		},
		set [name](x) {
			return __privateSet$6(this, extra, x);
		}
	}, name));
	k ? p && k < 4 && __name$5(extra, (k > 2 ? "set " : k > 1 ? "get " : "") + name) : __name$5(target, name);
	for (var i = decorators.length - 1; i >= 0; i--) {
		ctx = __decoratorContext$5(k, name, done = {}, array[3], extraInitializers);
		if (k) {
			ctx.static = s, ctx.private = p, access = ctx.access = { has: p ? (x) => __privateIn$5(target, x) : (x) => name in x };
			if (k ^ 3) access.get = p ? (x) => (k ^ 1 ? __privateGet$6 : __privateMethod$5)(x, target, k ^ 4 ? extra : desc.get) : (x) => x[name];
			if (k > 2) access.set = p ? (x, y) => __privateSet$6(x, target, y, k ^ 4 ? extra : desc.set) : (x, y) => x[name] = y;
		}
		it = (0, decorators[i])(k ? k < 4 ? p ? extra : desc[key] : k > 4 ? void 0 : {
			get: desc.get,
			set: desc.set
		} : target, ctx), done._ = 1;
		if (k ^ 4 || it === void 0) __expectFn$5(it) && (k > 4 ? initializers.unshift(it) : k ? p ? extra = it : desc[key] = it : target = it);
		else if (typeof it !== "object" || it === null) __typeError$6("Object expected");
		else __expectFn$5(fn = it.get) && (desc.get = fn), __expectFn$5(fn = it.set) && (desc.set = fn), __expectFn$5(fn = it.init) && initializers.unshift(fn);
	}
	return k || __decoratorMetadata$5(array, target), desc && __defProp$6(target, name, desc), p ? k ^ 4 ? extra : desc : target;
};
var __accessCheck$6 = (obj, member, msg) => member.has(obj) || __typeError$6("Cannot " + msg);
var __privateIn$5 = (member, obj) => Object(obj) !== obj ? __typeError$6("Cannot use the \"in\" operator on this value") : member.has(obj);
var __privateGet$6 = (obj, member, getter) => (__accessCheck$6(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateSet$6 = (obj, member, value, setter) => (__accessCheck$6(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
var __privateMethod$5 = (obj, member, method) => (__accessCheck$6(obj, member, "access private method"), method);
var _PlaceholderExtension_decorators = [extension({ defaultOptions: {
	emptyNodeClass: extensionPlaceholderTheme.IS_EMPTY,
	placeholder: ""
} })];
var _init$5;
var _a$5;
var PlaceholderExtension = class extends (_a$5 = PlainExtension) {
	get name() {
		return "placeholder";
	}
	createAttributes() {
		return { "aria-placeholder": this.options.placeholder };
	}
	createPlugin() {
		return {
			state: {
				init: (_, state) => __spreadProps$2(__spreadValues$4({}, this.options), { empty: isDefaultDocNode(state.doc, { ignoreAttributes: true }) }),
				apply: (tr, pluginState, _, state) => applyState({
					pluginState,
					tr,
					extension: this,
					state
				})
			},
			props: { decorations: (state) => createDecorationSet({
				state,
				extension: this
			}) }
		};
	}
	onSetOptions(props) {
		const { changes } = props;
		if (changes.placeholder.changed && this.store.phase >= ManagerPhase.EditorView) this.store.updateAttributes();
	}
};
_init$5 = __decoratorStart$5(_a$5);
PlaceholderExtension = __decorateElement$5(_init$5, 0, "PlaceholderExtension", _PlaceholderExtension_decorators, PlaceholderExtension);
__runInitializers$5(_init$5, 1, PlaceholderExtension);
function applyState(props) {
	const { pluginState, extension: extension2, tr, state } = props;
	if (!tr.docChanged) return pluginState;
	return __spreadProps$2(__spreadValues$4({}, extension2.options), { empty: isDefaultDocNode(state.doc) });
}
function createDecorationSet(props) {
	const { extension: extension2, state } = props;
	const { empty } = extension2.pluginKey.getState(state);
	const { emptyNodeClass, placeholder } = extension2.options;
	if (!empty) return null;
	const decorations = [];
	state.doc.descendants((node, pos) => {
		const decoration = Decoration.node(pos, pos + node.nodeSize, {
			class: emptyNodeClass,
			"data-placeholder": placeholder
		});
		decorations.push(decoration);
	});
	return DecorationSet.create(state.doc, decorations);
}
// node_modules/@remirror/preset-react/dist/remirror-preset-react.js
var __create$4 = Object.create;
var __defProp$5 = Object.defineProperty;
var __getOwnPropDesc$4 = Object.getOwnPropertyDescriptor;
var __getOwnPropSymbols$3 = Object.getOwnPropertySymbols;
var __hasOwnProp$3 = Object.prototype.hasOwnProperty;
var __propIsEnum$3 = Object.prototype.propertyIsEnumerable;
var __knownSymbol$4 = (name, symbol) => (symbol = Symbol[name]) ? symbol : Symbol.for("Symbol." + name);
var __typeError$5 = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp$5 = (obj, key, value) => key in obj ? __defProp$5(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __spreadValues$3 = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp$3.call(b, prop)) __defNormalProp$5(a, prop, b[prop]);
	if (__getOwnPropSymbols$3) {
		for (var prop of __getOwnPropSymbols$3(b)) if (__propIsEnum$3.call(b, prop)) __defNormalProp$5(a, prop, b[prop]);
	}
	return a;
};
var __name$4 = (target, value) => __defProp$5(target, "name", {
	value,
	configurable: true
});
var __decoratorStart$4 = (base) => {
	var _a2;
	return [
		,
		,
		,
		__create$4((_a2 = base == null ? void 0 : base[__knownSymbol$4("metadata")]) != null ? _a2 : null)
	];
};
var __decoratorStrings$4 = [
	"class",
	"method",
	"getter",
	"setter",
	"accessor",
	"field",
	"value",
	"get",
	"set"
];
var __expectFn$4 = (fn) => fn !== void 0 && typeof fn !== "function" ? __typeError$5("Function expected") : fn;
var __decoratorContext$4 = (kind, name, done, metadata, fns) => ({
	kind: __decoratorStrings$4[kind],
	name,
	metadata,
	addInitializer: (fn) => done._ ? __typeError$5("Already initialized") : fns.push(__expectFn$4(fn || null))
});
var __decoratorMetadata$4 = (array, target) => __defNormalProp$5(target, __knownSymbol$4("metadata"), array[3]);
var __runInitializers$4 = (array, flags, self, value) => {
	for (var i = 0, fns = array[flags >> 1], n = fns && fns.length; i < n; i++) flags & 1 ? fns[i].call(self) : value = fns[i].call(self, value);
	return value;
};
var __decorateElement$4 = (array, flags, name, decorators, target, extra) => {
	var fn, it, done, ctx, access, k = flags & 7, s = !!(flags & 8), p = !!(flags & 16);
	var j = k > 3 ? array.length + 1 : k ? s ? 1 : 2 : 0, key = __decoratorStrings$4[k + 5];
	var initializers = k > 3 && (array[j - 1] = []), extraInitializers = array[j] || (array[j] = []);
	var desc = k && (!p && !s && (target = target.prototype), k < 5 && (k > 3 || !p) && __getOwnPropDesc$4(k < 4 ? target : {
		get [name]() {
			return __privateGet$5(this, extra);
		},
		set [name](x) {
			return __privateSet$5(this, extra, x);
		}
	}, name));
	k ? p && k < 4 && __name$4(extra, (k > 2 ? "set " : k > 1 ? "get " : "") + name) : __name$4(target, name);
	for (var i = decorators.length - 1; i >= 0; i--) {
		ctx = __decoratorContext$4(k, name, done = {}, array[3], extraInitializers);
		if (k) {
			ctx.static = s, ctx.private = p, access = ctx.access = { has: p ? (x) => __privateIn$4(target, x) : (x) => name in x };
			if (k ^ 3) access.get = p ? (x) => (k ^ 1 ? __privateGet$5 : __privateMethod$4)(x, target, k ^ 4 ? extra : desc.get) : (x) => x[name];
			if (k > 2) access.set = p ? (x, y) => __privateSet$5(x, target, y, k ^ 4 ? extra : desc.set) : (x, y) => x[name] = y;
		}
		it = (0, decorators[i])(k ? k < 4 ? p ? extra : desc[key] : k > 4 ? void 0 : {
			get: desc.get,
			set: desc.set
		} : target, ctx), done._ = 1;
		if (k ^ 4 || it === void 0) __expectFn$4(it) && (k > 4 ? initializers.unshift(it) : k ? p ? extra = it : desc[key] = it : target = it);
		else if (typeof it !== "object" || it === null) __typeError$5("Object expected");
		else __expectFn$4(fn = it.get) && (desc.get = fn), __expectFn$4(fn = it.set) && (desc.set = fn), __expectFn$4(fn = it.init) && initializers.unshift(fn);
	}
	return k || __decoratorMetadata$4(array, target), desc && __defProp$5(target, name, desc), p ? k ^ 4 ? extra : desc : target;
};
var __accessCheck$5 = (obj, member, msg) => member.has(obj) || __typeError$5("Cannot " + msg);
var __privateIn$4 = (member, obj) => Object(obj) !== obj ? __typeError$5("Cannot use the \"in\" operator on this value") : member.has(obj);
var __privateGet$5 = (obj, member, getter) => (__accessCheck$5(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateSet$5 = (obj, member, value, setter) => (__accessCheck$5(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
var __privateMethod$4 = (obj, member, method) => (__accessCheck$5(obj, member, "access private method"), method);
var _ReactExtension_decorators = [extension({
	defaultOptions: __spreadValues$3(__spreadValues$3({}, PlaceholderExtension.defaultOptions), ReactComponentExtension.defaultOptions),
	staticKeys: [...PlaceholderExtension.staticKeys, ...ReactComponentExtension.staticKeys]
})];
var _init$4;
var _a$4;
var ReactExtension = class extends (_a$4 = PlainExtension) {
	get name() {
		return "react";
	}
	onSetOptions(props) {
		const { pickChanged } = props;
		this.getExtension(PlaceholderExtension).setOptions(pickChanged(["placeholder"]));
	}
	createExtensions() {
		const { emptyNodeClass, placeholder, defaultBlockNode, defaultContentNode, defaultEnvironment, defaultInlineNode, nodeViewComponents } = this.options;
		return [new PlaceholderExtension({
			emptyNodeClass,
			placeholder,
			priority: ExtensionPriority.Low
		}), new ReactComponentExtension({
			defaultBlockNode,
			defaultContentNode,
			defaultEnvironment,
			defaultInlineNode,
			nodeViewComponents
		})];
	}
};
_init$4 = __decoratorStart$4(_a$4);
ReactExtension = __decorateElement$4(_init$4, 0, "ReactExtension", _ReactExtension_decorators, ReactExtension);
__runInitializers$4(_init$4, 1, ReactExtension);
// node_modules/@remirror/extension-doc/dist/remirror-extension-doc.js
var __create$3 = Object.create;
var __defProp$4 = Object.defineProperty;
var __getOwnPropDesc$3 = Object.getOwnPropertyDescriptor;
var __getOwnPropSymbols$2 = Object.getOwnPropertySymbols;
var __hasOwnProp$2 = Object.prototype.hasOwnProperty;
var __propIsEnum$2 = Object.prototype.propertyIsEnumerable;
var __knownSymbol$3 = (name, symbol) => (symbol = Symbol[name]) ? symbol : Symbol.for("Symbol." + name);
var __typeError$4 = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp$4 = (obj, key, value) => key in obj ? __defProp$4(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __spreadValues$2 = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp$2.call(b, prop)) __defNormalProp$4(a, prop, b[prop]);
	if (__getOwnPropSymbols$2) {
		for (var prop of __getOwnPropSymbols$2(b)) if (__propIsEnum$2.call(b, prop)) __defNormalProp$4(a, prop, b[prop]);
	}
	return a;
};
var __name$3 = (target, value) => __defProp$4(target, "name", {
	value,
	configurable: true
});
var __decoratorStart$3 = (base) => {
	var _a2;
	return [
		,
		,
		,
		__create$3((_a2 = base == null ? void 0 : base[__knownSymbol$3("metadata")]) != null ? _a2 : null)
	];
};
var __decoratorStrings$3 = [
	"class",
	"method",
	"getter",
	"setter",
	"accessor",
	"field",
	"value",
	"get",
	"set"
];
var __expectFn$3 = (fn) => fn !== void 0 && typeof fn !== "function" ? __typeError$4("Function expected") : fn;
var __decoratorContext$3 = (kind, name, done, metadata, fns) => ({
	kind: __decoratorStrings$3[kind],
	name,
	metadata,
	addInitializer: (fn) => done._ ? __typeError$4("Already initialized") : fns.push(__expectFn$3(fn || null))
});
var __decoratorMetadata$3 = (array, target) => __defNormalProp$4(target, __knownSymbol$3("metadata"), array[3]);
var __runInitializers$3 = (array, flags, self, value) => {
	for (var i = 0, fns = array[flags >> 1], n = fns && fns.length; i < n; i++) flags & 1 ? fns[i].call(self) : value = fns[i].call(self, value);
	return value;
};
var __decorateElement$3 = (array, flags, name, decorators, target, extra) => {
	var fn, it, done, ctx, access, k = flags & 7, s = !!(flags & 8), p = !!(flags & 16);
	var j = k > 3 ? array.length + 1 : k ? s ? 1 : 2 : 0, key = __decoratorStrings$3[k + 5];
	var initializers = k > 3 && (array[j - 1] = []), extraInitializers = array[j] || (array[j] = []);
	var desc = k && (!p && !s && (target = target.prototype), k < 5 && (k > 3 || !p) && __getOwnPropDesc$3(k < 4 ? target : {
		get [name]() {
			return __privateGet$4(this, extra);
		},
		set [name](x) {
			return __privateSet$4(this, extra, x);
		}
	}, name));
	k ? p && k < 4 && __name$3(extra, (k > 2 ? "set " : k > 1 ? "get " : "") + name) : __name$3(target, name);
	for (var i = decorators.length - 1; i >= 0; i--) {
		ctx = __decoratorContext$3(k, name, done = {}, array[3], extraInitializers);
		if (k) {
			ctx.static = s, ctx.private = p, access = ctx.access = { has: p ? (x) => __privateIn$3(target, x) : (x) => name in x };
			if (k ^ 3) access.get = p ? (x) => (k ^ 1 ? __privateGet$4 : __privateMethod$3)(x, target, k ^ 4 ? extra : desc.get) : (x) => x[name];
			if (k > 2) access.set = p ? (x, y) => __privateSet$4(x, target, y, k ^ 4 ? extra : desc.set) : (x, y) => x[name] = y;
		}
		it = (0, decorators[i])(k ? k < 4 ? p ? extra : desc[key] : k > 4 ? void 0 : {
			get: desc.get,
			set: desc.set
		} : target, ctx), done._ = 1;
		if (k ^ 4 || it === void 0) __expectFn$3(it) && (k > 4 ? initializers.unshift(it) : k ? p ? extra = it : desc[key] = it : target = it);
		else if (typeof it !== "object" || it === null) __typeError$4("Object expected");
		else __expectFn$3(fn = it.get) && (desc.get = fn), __expectFn$3(fn = it.set) && (desc.set = fn), __expectFn$3(fn = it.init) && initializers.unshift(fn);
	}
	return k || __decoratorMetadata$3(array, target), desc && __defProp$4(target, name, desc), p ? k ^ 4 ? extra : desc : target;
};
var __accessCheck$4 = (obj, member, msg) => member.has(obj) || __typeError$4("Cannot " + msg);
var __privateIn$3 = (member, obj) => Object(obj) !== obj ? __typeError$4("Cannot use the \"in\" operator on this value") : member.has(obj);
var __privateGet$4 = (obj, member, getter) => (__accessCheck$4(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateSet$4 = (obj, member, value, setter) => (__accessCheck$4(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
var __privateMethod$3 = (obj, member, method) => (__accessCheck$4(obj, member, "access private method"), method);
var _isDefaultDocNode_dec;
var _setDocAttributes_dec;
var _a$3;
var _DocExtension_decorators = [extension({
	defaultOptions: {
		content: "block+",
		docAttributes: []
	},
	defaultPriority: ExtensionPriority.Medium,
	staticKeys: ["content", "docAttributes"],
	disableExtraAttributes: true
})];
var _init$3;
var DocExtension = class extends (_a$3 = NodeExtension, _setDocAttributes_dec = [command()], _isDefaultDocNode_dec = [helper()], _a$3) {
	constructor() {
		super(...arguments);
		__runInitializers$3(_init$3, 5, this);
	}
	get name() {
		return "doc";
	}
	/**
	* Create the node spec for the `doc` the content that you've provided.
	*/
	createNodeSpec(_, override) {
		const { docAttributes, content } = this.options;
		const attrs = object();
		if (isPlainObject(docAttributes)) for (const [key, value] of entries(docAttributes)) attrs[key] = { default: value };
		else for (const key of docAttributes) attrs[key] = { default: null };
		return __spreadValues$2({
			attrs,
			content
		}, override);
	}
	setDocAttributes(attrs) {
		return ({ tr, dispatch }) => {
			if (dispatch) {
				for (const [key, value] of Object.entries(attrs)) tr.setDocAttribute(key, value);
				dispatch(tr);
			}
			return true;
		};
	}
	isDefaultDocNode({ state = this.store.getState(), options } = {}) {
		return isDefaultDocNode(state.doc, options);
	}
};
_init$3 = __decoratorStart$3(_a$3);
__decorateElement$3(_init$3, 1, "setDocAttributes", _setDocAttributes_dec, DocExtension);
__decorateElement$3(_init$3, 1, "isDefaultDocNode", _isDefaultDocNode_dec, DocExtension);
DocExtension = __decorateElement$3(_init$3, 0, "DocExtension", _DocExtension_decorators, DocExtension);
__runInitializers$3(_init$3, 1, DocExtension);
// node_modules/rope-sequence/dist/index.js
var GOOD_LEAF_SIZE = 200;
var RopeSequence = function RopeSequence() {};
RopeSequence.prototype.append = function append(other) {
	if (!other.length) return this;
	other = RopeSequence.from(other);
	return !this.length && other || other.length < GOOD_LEAF_SIZE && this.leafAppend(other) || this.length < GOOD_LEAF_SIZE && other.leafPrepend(this) || this.appendInner(other);
};
RopeSequence.prototype.prepend = function prepend(other) {
	if (!other.length) return this;
	return RopeSequence.from(other).append(this);
};
RopeSequence.prototype.appendInner = function appendInner(other) {
	return new Append(this, other);
};
RopeSequence.prototype.slice = function slice(from, to) {
	if (from === void 0) from = 0;
	if (to === void 0) to = this.length;
	if (from >= to) return RopeSequence.empty;
	return this.sliceInner(Math.max(0, from), Math.min(this.length, to));
};
RopeSequence.prototype.get = function get(i) {
	if (i < 0 || i >= this.length) return;
	return this.getInner(i);
};
RopeSequence.prototype.forEach = function forEach(f, from, to) {
	if (from === void 0) from = 0;
	if (to === void 0) to = this.length;
	if (from <= to) this.forEachInner(f, from, to, 0);
	else this.forEachInvertedInner(f, from, to, 0);
};
RopeSequence.prototype.map = function map(f, from, to) {
	if (from === void 0) from = 0;
	if (to === void 0) to = this.length;
	var result = [];
	this.forEach(function(elt, i) {
		return result.push(f(elt, i));
	}, from, to);
	return result;
};
RopeSequence.from = function from(values) {
	if (values instanceof RopeSequence) return values;
	return values && values.length ? new Leaf(values) : RopeSequence.empty;
};
var Leaf = /* @__PURE__ */ function(RopeSequence) {
	function Leaf(values) {
		RopeSequence.call(this);
		this.values = values;
	}
	if (RopeSequence) Leaf.__proto__ = RopeSequence;
	Leaf.prototype = Object.create(RopeSequence && RopeSequence.prototype);
	Leaf.prototype.constructor = Leaf;
	var prototypeAccessors = {
		length: { configurable: true },
		depth: { configurable: true }
	};
	Leaf.prototype.flatten = function flatten() {
		return this.values;
	};
	Leaf.prototype.sliceInner = function sliceInner(from, to) {
		if (from == 0 && to == this.length) return this;
		return new Leaf(this.values.slice(from, to));
	};
	Leaf.prototype.getInner = function getInner(i) {
		return this.values[i];
	};
	Leaf.prototype.forEachInner = function forEachInner(f, from, to, start) {
		for (var i = from; i < to; i++) if (f(this.values[i], start + i) === false) return false;
	};
	Leaf.prototype.forEachInvertedInner = function forEachInvertedInner(f, from, to, start) {
		for (var i = from - 1; i >= to; i--) if (f(this.values[i], start + i) === false) return false;
	};
	Leaf.prototype.leafAppend = function leafAppend(other) {
		if (this.length + other.length <= GOOD_LEAF_SIZE) return new Leaf(this.values.concat(other.flatten()));
	};
	Leaf.prototype.leafPrepend = function leafPrepend(other) {
		if (this.length + other.length <= GOOD_LEAF_SIZE) return new Leaf(other.flatten().concat(this.values));
	};
	prototypeAccessors.length.get = function() {
		return this.values.length;
	};
	prototypeAccessors.depth.get = function() {
		return 0;
	};
	Object.defineProperties(Leaf.prototype, prototypeAccessors);
	return Leaf;
}(RopeSequence);
RopeSequence.empty = new Leaf([]);
var Append = /* @__PURE__ */ function(RopeSequence) {
	function Append(left, right) {
		RopeSequence.call(this);
		this.left = left;
		this.right = right;
		this.length = left.length + right.length;
		this.depth = Math.max(left.depth, right.depth) + 1;
	}
	if (RopeSequence) Append.__proto__ = RopeSequence;
	Append.prototype = Object.create(RopeSequence && RopeSequence.prototype);
	Append.prototype.constructor = Append;
	Append.prototype.flatten = function flatten() {
		return this.left.flatten().concat(this.right.flatten());
	};
	Append.prototype.getInner = function getInner(i) {
		return i < this.left.length ? this.left.get(i) : this.right.get(i - this.left.length);
	};
	Append.prototype.forEachInner = function forEachInner(f, from, to, start) {
		var leftLen = this.left.length;
		if (from < leftLen && this.left.forEachInner(f, from, Math.min(to, leftLen), start) === false) return false;
		if (to > leftLen && this.right.forEachInner(f, Math.max(from - leftLen, 0), Math.min(this.length, to) - leftLen, start + leftLen) === false) return false;
	};
	Append.prototype.forEachInvertedInner = function forEachInvertedInner(f, from, to, start) {
		var leftLen = this.left.length;
		if (from > leftLen && this.right.forEachInvertedInner(f, from - leftLen, Math.max(to, leftLen) - leftLen, start + leftLen) === false) return false;
		if (to < leftLen && this.left.forEachInvertedInner(f, Math.min(from, leftLen), to, start) === false) return false;
	};
	Append.prototype.sliceInner = function sliceInner(from, to) {
		if (from == 0 && to == this.length) return this;
		var leftLen = this.left.length;
		if (to <= leftLen) return this.left.slice(from, to);
		if (from >= leftLen) return this.right.slice(from - leftLen, to - leftLen);
		return this.left.slice(from, leftLen).append(this.right.slice(0, to - leftLen));
	};
	Append.prototype.leafAppend = function leafAppend(other) {
		var inner = this.right.leafAppend(other);
		if (inner) return new Append(this.left, inner);
	};
	Append.prototype.leafPrepend = function leafPrepend(other) {
		var inner = this.left.leafPrepend(other);
		if (inner) return new Append(inner, this.right);
	};
	Append.prototype.appendInner = function appendInner(other) {
		if (this.left.depth >= Math.max(this.right.depth, other.depth) + 1) return new Append(this.left, new Append(this.right, other));
		return new Append(this, other);
	};
	return Append;
}(RopeSequence);
// node_modules/prosemirror-history/dist/index.js
var max_empty_items = 500;
var Branch = class Branch {
	constructor(items, eventCount) {
		this.items = items;
		this.eventCount = eventCount;
	}
	popEvent(state, preserveItems) {
		if (this.eventCount == 0) return null;
		let end = this.items.length;
		for (;; end--) if (this.items.get(end - 1).selection) {
			--end;
			break;
		}
		let remap, mapFrom;
		if (preserveItems) {
			remap = this.remapping(end, this.items.length);
			mapFrom = remap.maps.length;
		}
		let transform = state.tr;
		let selection, remaining;
		let addAfter = [], addBefore = [];
		this.items.forEach((item, i) => {
			if (!item.step) {
				if (!remap) {
					remap = this.remapping(end, i + 1);
					mapFrom = remap.maps.length;
				}
				mapFrom--;
				addBefore.push(item);
				return;
			}
			if (remap) {
				addBefore.push(new Item(item.map));
				let step = item.step.map(remap.slice(mapFrom)), map;
				if (step && transform.maybeStep(step).doc) {
					map = transform.mapping.maps[transform.mapping.maps.length - 1];
					addAfter.push(new Item(map, void 0, void 0, addAfter.length + addBefore.length));
				}
				mapFrom--;
				if (map) remap.appendMap(map, mapFrom);
			} else transform.maybeStep(item.step);
			if (item.selection) {
				selection = remap ? item.selection.map(remap.slice(mapFrom)) : item.selection;
				remaining = new Branch(this.items.slice(0, end).append(addBefore.reverse().concat(addAfter)), this.eventCount - 1);
				return false;
			}
		}, this.items.length, 0);
		return {
			remaining,
			transform,
			selection
		};
	}
	addTransform(transform, selection, histOptions, preserveItems) {
		let newItems = [], eventCount = this.eventCount;
		let oldItems = this.items, lastItem = !preserveItems && oldItems.length ? oldItems.get(oldItems.length - 1) : null;
		for (let i = 0; i < transform.steps.length; i++) {
			let step = transform.steps[i].invert(transform.docs[i]);
			let item = new Item(transform.mapping.maps[i], step, selection), merged;
			if (merged = lastItem && lastItem.merge(item)) {
				item = merged;
				if (i) newItems.pop();
				else oldItems = oldItems.slice(0, oldItems.length - 1);
			}
			newItems.push(item);
			if (selection) {
				eventCount++;
				selection = void 0;
			}
			if (!preserveItems) lastItem = item;
		}
		let overflow = eventCount - histOptions.depth;
		if (overflow > DEPTH_OVERFLOW) {
			oldItems = cutOffEvents(oldItems, overflow);
			eventCount -= overflow;
		}
		return new Branch(oldItems.append(newItems), eventCount);
	}
	remapping(from, to) {
		let maps = new Mapping();
		this.items.forEach((item, i) => {
			let mirrorPos = item.mirrorOffset != null && i - item.mirrorOffset >= from ? maps.maps.length - item.mirrorOffset : void 0;
			maps.appendMap(item.map, mirrorPos);
		}, from, to);
		return maps;
	}
	addMaps(array) {
		if (this.eventCount == 0) return this;
		return new Branch(this.items.append(array.map((map) => new Item(map))), this.eventCount);
	}
	rebased(rebasedTransform, rebasedCount) {
		if (!this.eventCount) return this;
		rebasedCount = Math.min(this.items.length, rebasedCount);
		let rebasedItems = [], start = this.items.length - rebasedCount;
		let mapping = rebasedTransform.mapping;
		let newUntil = rebasedTransform.steps.length;
		let eventCount = this.eventCount;
		this.items.forEach((item) => {
			if (item.selection) eventCount--;
		}, start);
		let iRebased = rebasedCount;
		this.items.forEach((item) => {
			let pos = mapping.getMirror(--iRebased);
			if (pos == null) return;
			newUntil = Math.min(newUntil, pos);
			let map = mapping.maps[pos];
			if (item.step) {
				let step = rebasedTransform.steps[pos].invert(rebasedTransform.docs[pos]);
				let selection = item.selection && item.selection.map(mapping.slice(iRebased + 1, pos));
				if (selection) eventCount++;
				rebasedItems.push(new Item(map, step, selection));
			} else rebasedItems.push(new Item(map));
		}, start);
		let newMaps = [];
		for (let i = rebasedCount; i < newUntil; i++) newMaps.push(new Item(mapping.maps[i]));
		let items = this.items.slice(0, start).append(newMaps).append(rebasedItems);
		let branch = new Branch(items, eventCount);
		if (branch.emptyItemCount() > max_empty_items) branch = branch.compress(this.items.length - rebasedItems.length);
		return branch;
	}
	emptyItemCount() {
		let count = 0;
		this.items.forEach((item) => {
			if (!item.step) count++;
		});
		return count;
	}
	compress(upto = this.items.length) {
		let remap = this.remapping(0, upto), mapFrom = remap.maps.length;
		let items = [], events = 0;
		this.items.forEach((item, i) => {
			if (i >= upto) {
				items.push(item);
				if (item.selection) events++;
			} else if (item.step) {
				let step = item.step.map(remap.slice(mapFrom)), map = step && step.getMap();
				mapFrom--;
				if (map) remap.appendMap(map, mapFrom);
				if (step) {
					let selection = item.selection && item.selection.map(remap.slice(mapFrom));
					if (selection) events++;
					let newItem = new Item(map.invert(), step, selection), merged, last = items.length - 1;
					if (merged = items.length && items[last].merge(newItem)) items[last] = merged;
					else items.push(newItem);
				}
			} else if (item.map) mapFrom--;
		}, this.items.length, 0);
		return new Branch(RopeSequence.from(items.reverse()), events);
	}
};
Branch.empty = new Branch(RopeSequence.empty, 0);
function cutOffEvents(items, n) {
	let cutPoint;
	items.forEach((item, i) => {
		if (item.selection && n-- == 0) {
			cutPoint = i;
			return false;
		}
	});
	return items.slice(cutPoint);
}
var Item = class Item {
	constructor(map, step, selection, mirrorOffset) {
		this.map = map;
		this.step = step;
		this.selection = selection;
		this.mirrorOffset = mirrorOffset;
	}
	merge(other) {
		if (this.step && other.step && !other.selection) {
			let step = other.step.merge(this.step);
			if (step) return new Item(step.getMap().invert(), step, this.selection);
		}
	}
};
var HistoryState = class {
	constructor(done, undone, prevRanges, prevTime, prevComposition) {
		this.done = done;
		this.undone = undone;
		this.prevRanges = prevRanges;
		this.prevTime = prevTime;
		this.prevComposition = prevComposition;
	}
};
var DEPTH_OVERFLOW = 20;
function applyTransaction(history, state, tr, options) {
	let historyTr = tr.getMeta(historyKey), rebased;
	if (historyTr) return historyTr.historyState;
	if (tr.getMeta(closeHistoryKey)) history = new HistoryState(history.done, history.undone, null, 0, -1);
	let appended = tr.getMeta("appendedTransaction");
	if (tr.steps.length == 0) return history;
	else if (appended && appended.getMeta(historyKey)) {
		if (appended.getMeta(historyKey).redo) return new HistoryState(history.done.addTransform(tr, void 0, options, mustPreserveItems(state)), history.undone, rangesFor(tr.mapping.maps), history.prevTime, history.prevComposition);
		else return new HistoryState(history.done, history.undone.addTransform(tr, void 0, options, mustPreserveItems(state)), null, history.prevTime, history.prevComposition);
	} else if (tr.getMeta("addToHistory") !== false && !(appended && appended.getMeta("addToHistory") === false)) {
		let composition = tr.getMeta("composition");
		let newGroup = history.prevTime == 0 || !appended && history.prevComposition != composition && (history.prevTime < (tr.time || 0) - options.newGroupDelay || !isAdjacentTo(tr, history.prevRanges));
		let prevRanges = appended ? mapRanges(history.prevRanges, tr.mapping) : rangesFor(tr.mapping.maps);
		return new HistoryState(history.done.addTransform(tr, newGroup ? state.selection.getBookmark() : void 0, options, mustPreserveItems(state)), Branch.empty, prevRanges, tr.time, composition == null ? history.prevComposition : composition);
	} else if (rebased = tr.getMeta("rebased")) return new HistoryState(history.done.rebased(tr, rebased), history.undone.rebased(tr, rebased), mapRanges(history.prevRanges, tr.mapping), history.prevTime, history.prevComposition);
	else return new HistoryState(history.done.addMaps(tr.mapping.maps), history.undone.addMaps(tr.mapping.maps), mapRanges(history.prevRanges, tr.mapping), history.prevTime, history.prevComposition);
}
function isAdjacentTo(transform, prevRanges) {
	if (!prevRanges) return false;
	if (!transform.docChanged) return true;
	let adjacent = false;
	transform.mapping.maps[0].forEach((start, end) => {
		for (let i = 0; i < prevRanges.length; i += 2) if (start <= prevRanges[i + 1] && end >= prevRanges[i]) adjacent = true;
	});
	return adjacent;
}
function rangesFor(maps) {
	let result = [];
	for (let i = maps.length - 1; i >= 0 && result.length == 0; i--) maps[i].forEach((_from, _to, from, to) => result.push(from, to));
	return result;
}
function mapRanges(ranges, mapping) {
	if (!ranges) return null;
	let result = [];
	for (let i = 0; i < ranges.length; i += 2) {
		let from = mapping.map(ranges[i], 1), to = mapping.map(ranges[i + 1], -1);
		if (from <= to) result.push(from, to);
	}
	return result;
}
function histTransaction(history, state, redo) {
	let preserveItems = mustPreserveItems(state);
	let histOptions = historyKey.get(state).spec.config;
	let pop = (redo ? history.undone : history.done).popEvent(state, preserveItems);
	if (!pop) return null;
	let selection = pop.selection.resolve(pop.transform.doc);
	let added = (redo ? history.done : history.undone).addTransform(pop.transform, state.selection.getBookmark(), histOptions, preserveItems);
	let newHist = new HistoryState(redo ? added : pop.remaining, redo ? pop.remaining : added, null, 0, -1);
	return pop.transform.setSelection(selection).setMeta(historyKey, {
		redo,
		historyState: newHist
	});
}
var cachedPreserveItems = false;
var cachedPreserveItemsPlugins = null;
function mustPreserveItems(state) {
	let plugins = state.plugins;
	if (cachedPreserveItemsPlugins != plugins) {
		cachedPreserveItems = false;
		cachedPreserveItemsPlugins = plugins;
		for (let i = 0; i < plugins.length; i++) if (plugins[i].spec.historyPreserveItems) {
			cachedPreserveItems = true;
			break;
		}
	}
	return cachedPreserveItems;
}
var historyKey = new PluginKey("history");
var closeHistoryKey = new PluginKey("closeHistory");
/**
Returns a plugin that enables the undo history for an editor. The
plugin will track undo and redo stacks, which can be used with the
[`undo`](https://prosemirror.net/docs/ref/#history.undo) and [`redo`](https://prosemirror.net/docs/ref/#history.redo) commands.

You can set an `"addToHistory"` [metadata
property](https://prosemirror.net/docs/ref/#state.Transaction.setMeta) of `false` on a transaction
to prevent it from being rolled back by undo.
*/
function history(config = {}) {
	config = {
		depth: config.depth || 100,
		newGroupDelay: config.newGroupDelay || 500
	};
	return new Plugin({
		key: historyKey,
		state: {
			init() {
				return new HistoryState(Branch.empty, Branch.empty, null, 0, -1);
			},
			apply(tr, hist, state) {
				return applyTransaction(hist, state, tr, config);
			}
		},
		config,
		props: { handleDOMEvents: { beforeinput(view, e) {
			let inputType = e.inputType;
			let command = inputType == "historyUndo" ? undo : inputType == "historyRedo" ? redo : null;
			if (!command || !view.editable) return false;
			e.preventDefault();
			return command(view.state, view.dispatch);
		} } }
	});
}
function buildCommand(redo, scroll) {
	return (state, dispatch) => {
		let hist = historyKey.getState(state);
		if (!hist || (redo ? hist.undone : hist.done).eventCount == 0) return false;
		if (dispatch) {
			let tr = histTransaction(hist, state, redo);
			if (tr) dispatch(scroll ? tr.scrollIntoView() : tr);
		}
		return true;
	};
}
/**
A command function that undoes the last change, if any.
*/
var undo = buildCommand(false, true);
/**
A command function that redoes the last undone change, if any.
*/
var redo = buildCommand(true, true);
/**
The amount of undoable events available in a given state.
*/
function undoDepth(state) {
	let hist = historyKey.getState(state);
	return hist ? hist.done.eventCount : 0;
}
/**
The amount of redoable events available in a given editor state.
*/
function redoDepth(state) {
	let hist = historyKey.getState(state);
	return hist ? hist.undone.eventCount : 0;
}
// node_modules/@remirror/extension-history/dist/remirror-extension-history.js
var __create$2 = Object.create;
var __defProp$3 = Object.defineProperty;
var __getOwnPropDesc$2 = Object.getOwnPropertyDescriptor;
var __knownSymbol$2 = (name, symbol) => (symbol = Symbol[name]) ? symbol : Symbol.for("Symbol." + name);
var __typeError$3 = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp$3 = (obj, key, value) => key in obj ? __defProp$3(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __name$2 = (target, value) => __defProp$3(target, "name", {
	value,
	configurable: true
});
var __decoratorStart$2 = (base) => {
	var _a2;
	return [
		,
		,
		,
		__create$2((_a2 = base == null ? void 0 : base[__knownSymbol$2("metadata")]) != null ? _a2 : null)
	];
};
var __decoratorStrings$2 = [
	"class",
	"method",
	"getter",
	"setter",
	"accessor",
	"field",
	"value",
	"get",
	"set"
];
var __expectFn$2 = (fn) => fn !== void 0 && typeof fn !== "function" ? __typeError$3("Function expected") : fn;
var __decoratorContext$2 = (kind, name, done, metadata, fns) => ({
	kind: __decoratorStrings$2[kind],
	name,
	metadata,
	addInitializer: (fn) => done._ ? __typeError$3("Already initialized") : fns.push(__expectFn$2(fn || null))
});
var __decoratorMetadata$2 = (array, target) => __defNormalProp$3(target, __knownSymbol$2("metadata"), array[3]);
var __runInitializers$2 = (array, flags, self, value) => {
	for (var i = 0, fns = array[flags >> 1], n = fns && fns.length; i < n; i++) flags & 1 ? fns[i].call(self) : value = fns[i].call(self, value);
	return value;
};
var __decorateElement$2 = (array, flags, name, decorators, target, extra) => {
	var fn, it, done, ctx, access, k = flags & 7, s = !!(flags & 8), p = !!(flags & 16);
	var j = k > 3 ? array.length + 1 : k ? s ? 1 : 2 : 0, key = __decoratorStrings$2[k + 5];
	var initializers = k > 3 && (array[j - 1] = []), extraInitializers = array[j] || (array[j] = []);
	var desc = k && (!p && !s && (target = target.prototype), k < 5 && (k > 3 || !p) && __getOwnPropDesc$2(k < 4 ? target : {
		get [name]() {
			return __privateGet$3(this, extra);
		},
		set [name](x) {
			return __privateSet$3(this, extra, x);
		}
	}, name));
	k ? p && k < 4 && __name$2(extra, (k > 2 ? "set " : k > 1 ? "get " : "") + name) : __name$2(target, name);
	for (var i = decorators.length - 1; i >= 0; i--) {
		ctx = __decoratorContext$2(k, name, done = {}, array[3], extraInitializers);
		if (k) {
			ctx.static = s, ctx.private = p, access = ctx.access = { has: p ? (x) => __privateIn$2(target, x) : (x) => name in x };
			if (k ^ 3) access.get = p ? (x) => (k ^ 1 ? __privateGet$3 : __privateMethod$2)(x, target, k ^ 4 ? extra : desc.get) : (x) => x[name];
			if (k > 2) access.set = p ? (x, y) => __privateSet$3(x, target, y, k ^ 4 ? extra : desc.set) : (x, y) => x[name] = y;
		}
		it = (0, decorators[i])(k ? k < 4 ? p ? extra : desc[key] : k > 4 ? void 0 : {
			get: desc.get,
			set: desc.set
		} : target, ctx), done._ = 1;
		if (k ^ 4 || it === void 0) __expectFn$2(it) && (k > 4 ? initializers.unshift(it) : k ? p ? extra = it : desc[key] = it : target = it);
		else if (typeof it !== "object" || it === null) __typeError$3("Object expected");
		else __expectFn$2(fn = it.get) && (desc.get = fn), __expectFn$2(fn = it.set) && (desc.set = fn), __expectFn$2(fn = it.init) && initializers.unshift(fn);
	}
	return k || __decoratorMetadata$2(array, target), desc && __defProp$3(target, name, desc), p ? k ^ 4 ? extra : desc : target;
};
var __publicField$1 = (obj, key, value) => __defNormalProp$3(obj, typeof key !== "symbol" ? key + "" : key, value);
var __accessCheck$3 = (obj, member, msg) => member.has(obj) || __typeError$3("Cannot " + msg);
var __privateIn$2 = (member, obj) => Object(obj) !== obj ? __typeError$3("Cannot use the \"in\" operator on this value") : member.has(obj);
var __privateGet$3 = (obj, member, getter) => (__accessCheck$3(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateSet$3 = (obj, member, value, setter) => (__accessCheck$3(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
var __privateMethod$2 = (obj, member, method) => (__accessCheck$3(obj, member, "access private method"), method);
var _redoDepth_dec;
var _undoDepth_dec;
var _redo_dec;
var _undo_dec;
var _redoShortcut_dec;
var _undoShortcut_dec;
var _a$2;
var _HistoryExtension_decorators = [extension({
	defaultOptions: {
		depth: 100,
		newGroupDelay: 500,
		getDispatch: void 0,
		getState: void 0
	},
	staticKeys: ["depth", "newGroupDelay"],
	handlerKeys: ["onUndo", "onRedo"]
})];
var _init$2;
var HistoryExtension = class extends (_a$2 = PlainExtension, _undoShortcut_dec = [keyBinding({
	shortcut: NamedShortcut.Undo,
	command: "undo"
})], _redoShortcut_dec = [keyBinding({
	shortcut: NamedShortcut.Redo,
	command: "redo"
})], _undo_dec = [command({
	disableChaining: true,
	description: ({ t }) => t(extensionHistoryMessages.UNDO_DESCRIPTION),
	label: ({ t }) => t(extensionHistoryMessages.UNDO_LABEL),
	icon: "arrowGoBackFill"
})], _redo_dec = [command({
	disableChaining: true,
	description: ({ t }) => t(extensionHistoryMessages.REDO_DESCRIPTION),
	label: ({ t }) => t(extensionHistoryMessages.REDO_LABEL),
	icon: "arrowGoForwardFill"
})], _undoDepth_dec = [helper()], _redoDepth_dec = [helper()], _a$2) {
	constructor() {
		super(...arguments);
		__runInitializers$2(_init$2, 5, this);
		/**
		* Wraps the history method to inject state from the getState or getDispatch
		* method.
		*
		* @param method - the method to wrap
		*/
		__publicField$1(this, "wrapMethod", (method, callback) => ({ state, dispatch, view }) => {
			const { getState, getDispatch } = this.options;
			const success = method(isFunction(getState) ? getState() : state, isFunction(getDispatch) && dispatch ? getDispatch() : dispatch, view);
			callback?.(success);
			return success;
		});
	}
	get name() {
		return "history";
	}
	/**
	* Adds the default key mappings for undo and redo.
	*/
	createKeymap() {
		return {
			"Mod-y": !environment.isMac ? this.wrapMethod(redo, this.options.onRedo) : () => false,
			"Mod-z": this.wrapMethod(undo, this.options.onUndo),
			"Shift-Mod-z": this.wrapMethod(redo, this.options.onRedo)
		};
	}
	undoShortcut(props) {
		return this.wrapMethod(undo, this.options.onUndo)(props);
	}
	redoShortcut(props) {
		return this.wrapMethod(redo, this.options.onRedo)(props);
	}
	/**
	* Bring the `prosemirror-history` plugin with options set on this extension.
	*/
	createExternalPlugins() {
		const { depth, newGroupDelay } = this.options;
		return [history({
			depth,
			newGroupDelay
		})];
	}
	undo() {
		return nonChainable(this.wrapMethod(undo, this.options.onUndo));
	}
	redo() {
		return nonChainable(this.wrapMethod(redo, this.options.onRedo));
	}
	undoDepth(state = this.store.getState()) {
		return undoDepth(state);
	}
	redoDepth(state = this.store.getState()) {
		return redoDepth(state);
	}
};
_init$2 = __decoratorStart$2(_a$2);
__decorateElement$2(_init$2, 1, "undoShortcut", _undoShortcut_dec, HistoryExtension);
__decorateElement$2(_init$2, 1, "redoShortcut", _redoShortcut_dec, HistoryExtension);
__decorateElement$2(_init$2, 1, "undo", _undo_dec, HistoryExtension);
__decorateElement$2(_init$2, 1, "redo", _redo_dec, HistoryExtension);
__decorateElement$2(_init$2, 1, "undoDepth", _undoDepth_dec, HistoryExtension);
__decorateElement$2(_init$2, 1, "redoDepth", _redoDepth_dec, HistoryExtension);
HistoryExtension = __decorateElement$2(_init$2, 0, "HistoryExtension", _HistoryExtension_decorators, HistoryExtension);
__runInitializers$2(_init$2, 1, HistoryExtension);
// node_modules/@remirror/extension-paragraph/dist/remirror-extension-paragraph.js
var __create$1 = Object.create;
var __defProp$2 = Object.defineProperty;
var __defProps$1 = Object.defineProperties;
var __getOwnPropDesc$1 = Object.getOwnPropertyDescriptor;
var __getOwnPropDescs$1 = Object.getOwnPropertyDescriptors;
var __getOwnPropSymbols$1 = Object.getOwnPropertySymbols;
var __hasOwnProp$1 = Object.prototype.hasOwnProperty;
var __propIsEnum$1 = Object.prototype.propertyIsEnumerable;
var __knownSymbol$1 = (name, symbol) => (symbol = Symbol[name]) ? symbol : Symbol.for("Symbol." + name);
var __typeError$2 = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp$2 = (obj, key, value) => key in obj ? __defProp$2(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __spreadValues$1 = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp$1.call(b, prop)) __defNormalProp$2(a, prop, b[prop]);
	if (__getOwnPropSymbols$1) {
		for (var prop of __getOwnPropSymbols$1(b)) if (__propIsEnum$1.call(b, prop)) __defNormalProp$2(a, prop, b[prop]);
	}
	return a;
};
var __spreadProps$1 = (a, b) => __defProps$1(a, __getOwnPropDescs$1(b));
var __name$1 = (target, value) => __defProp$2(target, "name", {
	value,
	configurable: true
});
var __decoratorStart$1 = (base) => {
	var _a2;
	return [
		,
		,
		,
		__create$1((_a2 = base == null ? void 0 : base[__knownSymbol$1("metadata")]) != null ? _a2 : null)
	];
};
var __decoratorStrings$1 = [
	"class",
	"method",
	"getter",
	"setter",
	"accessor",
	"field",
	"value",
	"get",
	"set"
];
var __expectFn$1 = (fn) => fn !== void 0 && typeof fn !== "function" ? __typeError$2("Function expected") : fn;
var __decoratorContext$1 = (kind, name, done, metadata, fns) => ({
	kind: __decoratorStrings$1[kind],
	name,
	metadata,
	addInitializer: (fn) => done._ ? __typeError$2("Already initialized") : fns.push(__expectFn$1(fn || null))
});
var __decoratorMetadata$1 = (array, target) => __defNormalProp$2(target, __knownSymbol$1("metadata"), array[3]);
var __runInitializers$1 = (array, flags, self, value) => {
	for (var i = 0, fns = array[flags >> 1], n = fns && fns.length; i < n; i++) flags & 1 ? fns[i].call(self) : value = fns[i].call(self, value);
	return value;
};
var __decorateElement$1 = (array, flags, name, decorators, target, extra) => {
	var fn, it, done, ctx, access, k = flags & 7, s = !!(flags & 8), p = !!(flags & 16);
	var j = k > 3 ? array.length + 1 : k ? s ? 1 : 2 : 0, key = __decoratorStrings$1[k + 5];
	var initializers = k > 3 && (array[j - 1] = []), extraInitializers = array[j] || (array[j] = []);
	var desc = k && (!p && !s && (target = target.prototype), k < 5 && (k > 3 || !p) && __getOwnPropDesc$1(k < 4 ? target : {
		get [name]() {
			return __privateGet$2(this, extra);
		},
		set [name](x) {
			return __privateSet$2(this, extra, x);
		}
	}, name));
	k ? p && k < 4 && __name$1(extra, (k > 2 ? "set " : k > 1 ? "get " : "") + name) : __name$1(target, name);
	for (var i = decorators.length - 1; i >= 0; i--) {
		ctx = __decoratorContext$1(k, name, done = {}, array[3], extraInitializers);
		if (k) {
			ctx.static = s, ctx.private = p, access = ctx.access = { has: p ? (x) => __privateIn$1(target, x) : (x) => name in x };
			if (k ^ 3) access.get = p ? (x) => (k ^ 1 ? __privateGet$2 : __privateMethod$1)(x, target, k ^ 4 ? extra : desc.get) : (x) => x[name];
			if (k > 2) access.set = p ? (x, y) => __privateSet$2(x, target, y, k ^ 4 ? extra : desc.set) : (x, y) => x[name] = y;
		}
		it = (0, decorators[i])(k ? k < 4 ? p ? extra : desc[key] : k > 4 ? void 0 : {
			get: desc.get,
			set: desc.set
		} : target, ctx), done._ = 1;
		if (k ^ 4 || it === void 0) __expectFn$1(it) && (k > 4 ? initializers.unshift(it) : k ? p ? extra = it : desc[key] = it : target = it);
		else if (typeof it !== "object" || it === null) __typeError$2("Object expected");
		else __expectFn$1(fn = it.get) && (desc.get = fn), __expectFn$1(fn = it.set) && (desc.set = fn), __expectFn$1(fn = it.init) && initializers.unshift(fn);
	}
	return k || __decoratorMetadata$1(array, target), desc && __defProp$2(target, name, desc), p ? k ^ 4 ? extra : desc : target;
};
var __accessCheck$2 = (obj, member, msg) => member.has(obj) || __typeError$2("Cannot " + msg);
var __privateIn$1 = (member, obj) => Object(obj) !== obj ? __typeError$2("Cannot use the \"in\" operator on this value") : member.has(obj);
var __privateGet$2 = (obj, member, getter) => (__accessCheck$2(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateSet$2 = (obj, member, value, setter) => (__accessCheck$2(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
var __privateMethod$1 = (obj, member, method) => (__accessCheck$2(obj, member, "access private method"), method);
var insertParagraphOptions = {
	icon: "paragraph",
	label: ({ t }) => t(extensionParagraphMessages.INSERT_LABEL),
	description: ({ t }) => t(extensionParagraphMessages.INSERT_DESCRIPTION)
};
var convertParagraphOptions = {
	icon: "paragraph",
	label: ({ t }) => t(extensionParagraphMessages.CONVERT_LABEL),
	description: ({ t }) => t(extensionParagraphMessages.CONVERT_DESCRIPTION)
};
var _shortcut_dec;
var _insertParagraph_dec;
var _convertParagraph_dec;
var _a$1;
var _ParagraphExtension_decorators = [extension({ defaultPriority: ExtensionPriority.Medium })];
var _init$1;
var ParagraphExtension = class extends (_a$1 = NodeExtension, _convertParagraph_dec = [command(convertParagraphOptions)], _insertParagraph_dec = [command(insertParagraphOptions)], _shortcut_dec = [keyBinding({
	shortcut: NamedShortcut.Paragraph,
	command: "convertParagraph"
})], _a$1) {
	constructor() {
		super(...arguments);
		__runInitializers$1(_init$1, 5, this);
	}
	get name() {
		return "paragraph";
	}
	createTags() {
		return [
			ExtensionTag.LastNodeCompatible,
			ExtensionTag.TextBlock,
			ExtensionTag.Block,
			ExtensionTag.FormattingNode
		];
	}
	createNodeSpec(extra, override) {
		var _a2;
		return __spreadProps$1(__spreadValues$1({
			content: "inline*",
			draggable: false
		}, override), {
			attrs: __spreadValues$1({}, extra.defaults()),
			parseDOM: [{
				tag: "p",
				getAttrs: (node) => __spreadValues$1({}, extra.parse(node))
			}, ...(_a2 = override.parseDOM) != null ? _a2 : []],
			toDOM: (node) => [
				"p",
				extra.dom(node),
				0
			]
		});
	}
	convertParagraph(options = {}) {
		const { attrs, selection, preserveAttrs } = options;
		return this.store.commands.setBlockNodeType.original(this.type, attrs, selection, preserveAttrs);
	}
	insertParagraph(content, options = {}) {
		const { selection, attrs } = options;
		return this.store.commands.insertNode.original(this.type, {
			content,
			selection,
			attrs
		});
	}
	shortcut(props) {
		return this.convertParagraph()(props);
	}
};
_init$1 = __decoratorStart$1(_a$1);
__decorateElement$1(_init$1, 1, "convertParagraph", _convertParagraph_dec, ParagraphExtension);
__decorateElement$1(_init$1, 1, "insertParagraph", _insertParagraph_dec, ParagraphExtension);
__decorateElement$1(_init$1, 1, "shortcut", _shortcut_dec, ParagraphExtension);
ParagraphExtension = __decorateElement$1(_init$1, 0, "ParagraphExtension", _ParagraphExtension_decorators, ParagraphExtension);
__runInitializers$1(_init$1, 1, ParagraphExtension);
// node_modules/@remirror/extension-text/dist/remirror-extension-text.js
var __create = Object.create;
var __defProp$1 = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __knownSymbol = (name, symbol) => (symbol = Symbol[name]) ? symbol : Symbol.for("Symbol." + name);
var __typeError$1 = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp$1 = (obj, key, value) => key in obj ? __defProp$1(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __name = (target, value) => __defProp$1(target, "name", {
	value,
	configurable: true
});
var __decoratorStart = (base) => {
	var _a2;
	return [
		,
		,
		,
		__create((_a2 = base == null ? void 0 : base[__knownSymbol("metadata")]) != null ? _a2 : null)
	];
};
var __decoratorStrings = [
	"class",
	"method",
	"getter",
	"setter",
	"accessor",
	"field",
	"value",
	"get",
	"set"
];
var __expectFn = (fn) => fn !== void 0 && typeof fn !== "function" ? __typeError$1("Function expected") : fn;
var __decoratorContext = (kind, name, done, metadata, fns) => ({
	kind: __decoratorStrings[kind],
	name,
	metadata,
	addInitializer: (fn) => done._ ? __typeError$1("Already initialized") : fns.push(__expectFn(fn || null))
});
var __decoratorMetadata = (array, target) => __defNormalProp$1(target, __knownSymbol("metadata"), array[3]);
var __runInitializers = (array, flags, self, value) => {
	for (var i = 0, fns = array[flags >> 1], n = fns && fns.length; i < n; i++) flags & 1 ? fns[i].call(self) : value = fns[i].call(self, value);
	return value;
};
var __decorateElement = (array, flags, name, decorators, target, extra) => {
	var fn, it, done, ctx, access, k = flags & 7, s = !!(flags & 8), p = !!(flags & 16);
	var j = k > 3 ? array.length + 1 : k ? s ? 1 : 2 : 0, key = __decoratorStrings[k + 5];
	var initializers = k > 3 && (array[j - 1] = []), extraInitializers = array[j] || (array[j] = []);
	var desc = k && (!p && !s && (target = target.prototype), k < 5 && (k > 3 || !p) && __getOwnPropDesc(k < 4 ? target : {
		get [name]() {
			return __privateGet$1(this, extra);
		},
		set [name](x) {
			return __privateSet$1(this, extra, x);
		}
	}, name));
	k ? p && k < 4 && __name(extra, (k > 2 ? "set " : k > 1 ? "get " : "") + name) : __name(target, name);
	for (var i = decorators.length - 1; i >= 0; i--) {
		ctx = __decoratorContext(k, name, done = {}, array[3], extraInitializers);
		if (k) {
			ctx.static = s, ctx.private = p, access = ctx.access = { has: p ? (x) => __privateIn(target, x) : (x) => name in x };
			if (k ^ 3) access.get = p ? (x) => (k ^ 1 ? __privateGet$1 : __privateMethod)(x, target, k ^ 4 ? extra : desc.get) : (x) => x[name];
			if (k > 2) access.set = p ? (x, y) => __privateSet$1(x, target, y, k ^ 4 ? extra : desc.set) : (x, y) => x[name] = y;
		}
		it = (0, decorators[i])(k ? k < 4 ? p ? extra : desc[key] : k > 4 ? void 0 : {
			get: desc.get,
			set: desc.set
		} : target, ctx), done._ = 1;
		if (k ^ 4 || it === void 0) __expectFn(it) && (k > 4 ? initializers.unshift(it) : k ? p ? extra = it : desc[key] = it : target = it);
		else if (typeof it !== "object" || it === null) __typeError$1("Object expected");
		else __expectFn(fn = it.get) && (desc.get = fn), __expectFn(fn = it.set) && (desc.set = fn), __expectFn(fn = it.init) && initializers.unshift(fn);
	}
	return k || __decoratorMetadata(array, target), desc && __defProp$1(target, name, desc), p ? k ^ 4 ? extra : desc : target;
};
var __accessCheck$1 = (obj, member, msg) => member.has(obj) || __typeError$1("Cannot " + msg);
var __privateIn = (member, obj) => Object(obj) !== obj ? __typeError$1("Cannot use the \"in\" operator on this value") : member.has(obj);
var __privateGet$1 = (obj, member, getter) => (__accessCheck$1(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateSet$1 = (obj, member, value, setter) => (__accessCheck$1(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
var __privateMethod = (obj, member, method) => (__accessCheck$1(obj, member, "access private method"), method);
var _TextExtension_decorators = [extension({
	disableExtraAttributes: true,
	defaultPriority: ExtensionPriority.Medium
})];
var _init;
var _a;
var TextExtension = class extends (_a = NodeExtension) {
	get name() {
		return "text";
	}
	createTags() {
		return [ExtensionTag.InlineNode];
	}
	createNodeSpec() {
		return {};
	}
};
_init = __decoratorStart(_a);
TextExtension = __decorateElement(_init, 0, "TextExtension", _TextExtension_decorators, TextExtension);
__runInitializers(_init, 1, TextExtension);
// node_modules/@remirror/react-core/dist/remirror-react-core.js
var import_composeRefs = /* @__PURE__ */ __toESM((/* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	function composeRefs() {
		var refs = [];
		for (var _i = 0; _i < arguments.length; _i++) refs[_i] = arguments[_i];
		if (refs.length === 2) return composeTwoRefs(refs[0], refs[1]) || null;
		return refs.slice(1).reduce(function(semiCombinedRef, refToInclude) {
			return composeTwoRefs(semiCombinedRef, refToInclude);
		}, refs[0]) || null;
	}
	exports.default = composeRefs;
	var composedRefCache = /* @__PURE__ */ new WeakMap();
	function composeTwoRefs(ref1, ref2) {
		if (ref1 && ref2) {
			var ref1Cache = composedRefCache.get(ref1) || /* @__PURE__ */ new WeakMap();
			composedRefCache.set(ref1, ref1Cache);
			var composedRef = ref1Cache.get(ref2) || (function(instance) {
				updateRef(ref1, instance);
				updateRef(ref2, instance);
			});
			ref1Cache.set(ref2, composedRef);
			return composedRef;
		}
		if (!ref1) return ref2;
		else return ref1;
	}
	function updateRef(ref, instance) {
		if (typeof ref === "function") ref(instance);
		else ref.current = instance;
	}
})))(), 1);
var __defProp = Object.defineProperty;
var __defProps = Object.defineProperties;
var __getOwnPropDescs = Object.getOwnPropertyDescriptors;
var __getOwnPropSymbols = Object.getOwnPropertySymbols;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __propIsEnum = Object.prototype.propertyIsEnumerable;
var __typeError = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __spreadValues = (a, b) => {
	for (var prop in b || (b = {})) if (__hasOwnProp.call(b, prop)) __defNormalProp(a, prop, b[prop]);
	if (__getOwnPropSymbols) {
		for (var prop of __getOwnPropSymbols(b)) if (__propIsEnum.call(b, prop)) __defNormalProp(a, prop, b[prop]);
	}
	return a;
};
var __spreadProps = (a, b) => __defProps(a, __getOwnPropDescs(b));
var __objRest = (source, exclude) => {
	var target = {};
	for (var prop in source) if (__hasOwnProp.call(source, prop) && exclude.indexOf(prop) < 0) target[prop] = source[prop];
	if (source != null && __getOwnPropSymbols) {
		for (var prop of __getOwnPropSymbols(source)) if (exclude.indexOf(prop) < 0 && __propIsEnum.call(source, prop)) target[prop] = source[prop];
	}
	return target;
};
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
var __accessCheck = (obj, member, msg) => member.has(obj) || __typeError("Cannot " + msg);
var __privateGet = (obj, member, getter) => (__accessCheck(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateAdd = (obj, member, value) => member.has(obj) ? __typeError("Cannot add the same private member more than once") : member instanceof WeakSet ? member.add(obj) : member.set(obj, value);
var __privateSet = (obj, member, value, setter) => (__accessCheck(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
var defaultI18nFormatter = (message) => message.message;
var I18nContext = (0, import_react.createContext)(defaultI18nFormatter);
var I18nProvider = ({ i18nFormat = defaultI18nFormatter, locale = "en", supportedLocales, children }) => {
	const locales = (0, import_react.useMemo)(() => {
		return supportedLocales != null ? supportedLocales : [locale];
	}, [supportedLocales, locale]);
	const t = (0, import_react.useCallback)((message, values) => {
		return i18nFormat(message, values, locale, locales);
	}, [
		i18nFormat,
		locale,
		locales
	]);
	return /* @__PURE__ */ import_react.createElement(I18nContext.Provider, { value: t }, children);
};
function useForceUpdate() {
	const [, setState] = (0, import_react.useState)(object());
	return (0, import_react.useCallback)(() => {
		setState(object());
	}, []);
}
var RemirrorContext = (0, import_react.createContext)(null);
function useRemirrorContext(handler) {
	const context = (0, import_react.useContext)(RemirrorContext);
	const forceUpdate = (0, import_react.useRef)(useForceUpdate());
	invariant(context, { code: ErrorConstant.REACT_PROVIDER_CONTEXT });
	const { addHandler } = context;
	(0, import_react.useEffect)(() => {
		let updateHandler = handler;
		if (!updateHandler) return;
		if (isPlainObject(updateHandler)) {
			const { autoUpdate } = updateHandler;
			updateHandler = autoUpdate ? () => forceUpdate.current() : void 0;
		}
		if (!isFunction(updateHandler)) return;
		return addHandler("updated", updateHandler);
	}, [addHandler, handler]);
	return context;
}
function useActive(autoUpdate = true) {
	return useRemirrorContext({ autoUpdate }).active;
}
function useAttrs(update = false) {
	return useRemirrorContext(update ? { autoUpdate: true } : void 0).attrs;
}
function useCommands() {
	return useRemirrorContext().commands;
}
function useExtension(Constructor, optionsOrCallback = void 0, dependencies) {
	const { getExtension } = useRemirrorContext();
	const extension = (0, import_react.useMemo)(() => getExtension(Constructor), [Constructor, getExtension]);
	let deps;
	if (isFunction(optionsOrCallback)) deps = dependencies ? [extension, ...dependencies] : [extension, optionsOrCallback];
	else deps = optionsOrCallback ? [extension, ...Object.values(optionsOrCallback)] : [];
	(0, import_react.useEffect)(() => {
		if (isFunction(optionsOrCallback) || !optionsOrCallback) return;
		extension.setOptions(optionsOrCallback);
	}, deps);
	(0, import_react.useEffect)(() => {
		if (!isFunction(optionsOrCallback)) return;
		return optionsOrCallback({
			addHandler: extension.addHandler.bind(extension),
			addCustomHandler: extension.addCustomHandler.bind(extension),
			extension
		});
	}, deps);
	if (optionsOrCallback) return;
	return extension;
}
function useExtensionEvent(extension, event, memoizedHandler) {
	return useExtension(extension, (0, import_react.useCallback)(({ addHandler }) => addHandler(event, memoizedHandler), [memoizedHandler, event]));
}
function useExtensionCustomEvent(extension, event, memoizedCustomHandler) {
	return useExtension(extension, (0, import_react.useCallback)(({ addCustomHandler }) => addCustomHandler(event, memoizedCustomHandler), [memoizedCustomHandler, event]));
}
function useEditorState() {
	return useRemirrorContext({ autoUpdate: true }).getState();
}
var composeRefs$1 = typeof import_composeRefs.default === "object" && import_composeRefs.default.__esModule && import_composeRefs.default.default ? import_composeRefs.default.default : import_composeRefs.default;
var _editorRef;
var ReactFramework = class extends Framework {
	constructor(props) {
		var _a;
		super(props);
		/**
		* Stores the Prosemirror EditorView dom element.
		*/
		__privateAdd(this, _editorRef);
		/**
		* Keep track of whether the get root props has been called during the most recent render.
		*/
		__publicField(this, "rootPropsConfig", {
			called: false,
			count: 0
		});
		/**
		* The external `getRootProps` that is used to spread props onto a desired
		* holder element for the prosemirror view.
		*/
		__publicField(this, "getRootProps", (options) => this.internalGetRootProps(options, null));
		/**
		* Creates the props that should be spread on the root element inside which
		* the prosemirror instance will be rendered.
		*
		* TODO - this is useless - REFACTOR
		*/
		__publicField(this, "internalGetRootProps", (options, children) => {
			this.rootPropsConfig.called = true;
			const _a = options != null ? options : object(), { refKey = "ref", ref } = _a, config = __objRest(_a, ["refKey", "ref"]);
			return __spreadProps(__spreadValues({
				[refKey]: composeRefs$1(ref, this.onRef),
				key: this.uid
			}, config), { children });
		});
		/**
		* Stores the Prosemirror editor dom instance for this component using `refs`.
		*/
		__publicField(this, "onRef", (element) => {
			if (!element) return;
			this.rootPropsConfig.count += 1;
			invariant(this.rootPropsConfig.count <= 1, {
				code: ErrorConstant.REACT_GET_ROOT_PROPS,
				message: "Called ".concat(this.rootPropsConfig.count, " times")
			});
			__privateSet(this, _editorRef, element);
			this.onRefLoad();
		});
		if (this.manager.view) {
			this.manager.view.setProps({
				state: this.manager.view.state,
				dispatchTransaction: this.dispatchTransaction,
				attributes: () => this.getAttributes(),
				editable: () => {
					var _a2;
					return (_a2 = this.props.editable) != null ? _a2 : true;
				}
			});
			return;
		}
		this.manager.getExtension(PlaceholderExtension).setOptions({ placeholder: (_a = this.props.placeholder) != null ? _a : "" });
	}
	get name() {
		return "react";
	}
	/**
	* This is called to update props on every render so that values don't become stale.
	*/
	update(props) {
		super.update(props);
		return this;
	}
	/**
	* Create the prosemirror editor view.
	*/
	createView(state) {
		return new EditorView(null, {
			state,
			dispatchTransaction: this.dispatchTransaction,
			attributes: () => this.getAttributes(),
			editable: () => {
				var _a;
				return (_a = this.props.editable) != null ? _a : true;
			},
			plugins: []
		});
	}
	/**
	* Updates the state either by calling `onChange` when it exists or
	* directly setting the internal state via a `setState` call.
	*/
	updateState(_a) {
		var _b = _a, { state } = _b;
		const { triggerChange = true, tr, transactions } = __objRest(_b, ["state"]);
		if (this.props.state) {
			const { onChange } = this.props;
			invariant(onChange, {
				code: ErrorConstant.REACT_CONTROLLED,
				message: "You are required to provide the `onChange` handler when creating a controlled editor."
			});
			invariant(triggerChange, {
				code: ErrorConstant.REACT_CONTROLLED,
				message: "Controlled editors do not support `clearContent` or `setContent` where `triggerChange` is `true`. Update the `state` prop instead."
			});
			if (!this.previousStateOverride) this.previousStateOverride = this.getState();
			this.onChange({
				state,
				tr,
				transactions
			});
			return;
		}
		if (!tr && !transactions) state = state.apply(state.tr.setMeta(STATE_OVERRIDE, {}));
		this.view.updateState(state);
		if (triggerChange && (transactions == null ? void 0 : transactions.length) !== 0) this.onChange({
			state,
			tr,
			transactions
		});
		this.manager.onStateUpdate({
			previousState: this.previousState,
			state,
			tr,
			transactions
		});
	}
	/**
	* Update the controlled state when the value changes and notify the extension
	* of this update.
	*/
	updateControlledState(state, previousState) {
		this.previousStateOverride = previousState;
		state = state.apply(state.tr.setMeta(STATE_OVERRIDE, {}));
		this.view.updateState(state);
		this.manager.onStateUpdate({
			previousState: this.previousState,
			state
		});
		this.previousStateOverride = void 0;
	}
	/**
	* Adds the prosemirror view to the dom in the position specified via the
	* component props.
	*/
	addProsemirrorViewToDom(element, viewDom) {
		if (this.props.insertPosition === "start") element.insertBefore(viewDom, element.firstChild);
		else element.append(viewDom);
	}
	/**
	* Called once the container dom node (`this.editorRef`) has been initialized
	* after the component mounts.
	*
	* This method handles the cases where the dom is not focused.
	*/
	onRefLoad() {
		invariant(__privateGet(this, _editorRef), {
			code: ErrorConstant.REACT_EDITOR_VIEW,
			message: "Something went wrong when initializing the text editor. Please check your setup."
		});
		const { autoFocus } = this.props;
		this.addProsemirrorViewToDom(__privateGet(this, _editorRef), this.view.dom);
		if (autoFocus) this.focus(autoFocus);
		this.onChange();
		this.addFocusListeners();
	}
	/**
	* Called for every update of the props and state.
	*/
	onUpdate() {
		if (this.view && __privateGet(this, _editorRef)) this.view.setProps(__spreadProps(__spreadValues({}, this.view.props), { editable: () => {
			var _a;
			return (_a = this.props.editable) != null ? _a : true;
		} }));
	}
	/**
	* Get the framework output.
	*/
	get frameworkOutput() {
		return __spreadProps(__spreadValues({}, this.baseOutput), {
			getRootProps: this.getRootProps,
			portalContainer: this.manager.store.portalContainer
		});
	}
	/**
	* Reset the called status of `getRootProps`.
	*/
	resetRender() {
		this.rootPropsConfig.called = false;
		this.rootPropsConfig.count = 0;
	}
};
_editorRef = /* @__PURE__ */ new WeakMap();
var useIsomorphicLayoutEffect$1 = typeof document !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect;
function usePrevious(value) {
	const ref = (0, import_react.useRef)();
	useIsomorphicLayoutEffect$1(() => {
		ref.current = value;
	});
	return ref.current;
}
function useReactFramework(props) {
	const { manager, state } = props;
	const { placeholder, editable } = props;
	if ((0, import_react.useRef)(true).current && !isNullOrUndefined(placeholder)) manager.getExtension(ReactExtension).setOptions({ placeholder });
	(0, import_react.useEffect)(() => {
		if (placeholder == null) return;
		manager.getExtension(ReactExtension).setOptions({ placeholder });
	}, [placeholder, manager]);
	const [initialEditorState] = (0, import_react.useState)(() => {
		var _a;
		if (state) return state;
		const fallback = manager.createEmptyDoc();
		const [initialContent, initialSelection] = isArray(props.initialContent) ? props.initialContent : [(_a = props.initialContent) != null ? _a : fallback];
		return manager.createState({
			content: initialContent,
			selection: initialSelection
		});
	});
	const framework = useFramework({
		initialEditorState,
		getProps: () => props
	});
	(0, import_react.useEffect)(() => () => {
		framework.destroy();
	}, [framework]);
	(0, import_react.useEffect)(() => {
		framework.onUpdate();
	}, [editable, framework]);
	useControlledEditor(framework);
	return framework.frameworkOutput;
}
function useFramework(props) {
	const propsRef = (0, import_react.useRef)(props);
	propsRef.current = props;
	const framework = (0, import_react.useMemo)(() => new ReactFramework(propsRef.current), []);
	framework.update(props);
	return framework;
}
function useControlledEditor(framework) {
	const { state } = framework.props;
	const isControlledRef = (0, import_react.useRef)(!!state);
	const previousValue = usePrevious(state);
	useIsomorphicLayoutEffect$1(() => {
		invariant(state ? isControlledRef.current === true : isControlledRef.current === false, {
			code: ErrorConstant.REACT_CONTROLLED,
			message: isControlledRef.current ? "You have attempted to switch from a controlled to an uncontrolled editor. Once you set up an editor as a controlled editor it must always provide a `state` prop." : "You have provided a `state` prop to an uncontrolled editor. In order to set up your editor as controlled you must provide the `state` prop from the very first render."
		});
		if (!state || state === previousValue) return;
		framework.updateControlledState(state, previousValue != null ? previousValue : void 0);
	}, [
		state,
		previousValue,
		framework
	]);
}
var EditorComponent = () => /* @__PURE__ */ import_react.createElement("div", __spreadValues({ className: componentsTheme.EDITOR_WRAPPER }, useRemirrorContext().getRootProps()));
var HookComponent = (props) => {
	props.hook();
	return null;
};
function Remirror(props) {
	const _a = props, { children, autoRender, i18nFormat, locale, supportedLocales, hooks = [] } = _a;
	const context = useReactFramework(__objRest(_a, [
		"children",
		"autoRender",
		"i18nFormat",
		"locale",
		"supportedLocales",
		"hooks"
	]));
	const portals = usePortals(context.portalContainer);
	const autoRenderAtStart = autoRender === "start" || autoRender === true || !children && isNullOrUndefined(autoRender);
	const autoRenderAtEnd = autoRender === "end";
	return /* @__PURE__ */ import_react.createElement(I18nProvider, {
		i18nFormat,
		locale,
		supportedLocales
	}, /* @__PURE__ */ import_react.createElement(RemirrorContext.Provider, { value: context }, /* @__PURE__ */ import_react.createElement(RemirrorPortals, { portals }), hooks.map((hook, index) => /* @__PURE__ */ import_react.createElement(HookComponent, {
		hook,
		key: index
	})), autoRenderAtStart && /* @__PURE__ */ import_react.createElement(EditorComponent, null), children, autoRenderAtEnd && /* @__PURE__ */ import_react.createElement(EditorComponent, null)));
}
// node_modules/a11y-status/dist/a11y-status.js
var statusDiv;
var getStatusDiv = (doc = document) => {
	if (statusDiv) return statusDiv;
	statusDiv = doc.createElement("div");
	statusDiv.setAttribute("id", "a11y-status-message");
	statusDiv.setAttribute("role", "status");
	statusDiv.setAttribute("aria-live", "polite");
	statusDiv.setAttribute("aria-relevant", "additions text");
	Object.assign(statusDiv.style, {
		border: "0",
		clip: "rect(0 0 0 0)",
		height: "1px",
		margin: "-1px",
		overflow: "hidden",
		padding: "0",
		position: "absolute",
		width: "1px"
	});
	doc.body.append(statusDiv);
	return statusDiv;
};
debounce(500, () => {
	getStatusDiv().textContent = "";
});
// node_modules/compute-scroll-into-view/dist/index.mjs
function t(t) {
	return "object" == typeof t && null != t && 1 === t.nodeType;
}
function e(t, e) {
	return (!e || "hidden" !== t) && "visible" !== t && "clip" !== t;
}
function n(t, n) {
	if (t.clientHeight < t.scrollHeight || t.clientWidth < t.scrollWidth) {
		var r = getComputedStyle(t, null);
		return e(r.overflowY, n) || e(r.overflowX, n) || function(t) {
			var e = function(t) {
				if (!t.ownerDocument || !t.ownerDocument.defaultView) return null;
				try {
					return t.ownerDocument.defaultView.frameElement;
				} catch (t) {
					return null;
				}
			}(t);
			return !!e && (e.clientHeight < t.scrollHeight || e.clientWidth < t.scrollWidth);
		}(t);
	}
	return !1;
}
function r(t, e, n, r, i, o, l, d) {
	return o < t && l > e || o > t && l < e ? 0 : o <= t && d <= n || l >= e && d >= n ? o - t - r : l > e && d < n || o < t && d > n ? l - e + i : 0;
}
var i = function(e, i) {
	var o = window, l = i.scrollMode, d = i.block, f = i.inline, h = i.boundary, u = i.skipOverflowHiddenElements, s = "function" == typeof h ? h : function(t) {
		return t !== h;
	};
	if (!t(e)) throw new TypeError("Invalid target");
	for (var a, c, g = document.scrollingElement || document.documentElement, p = [], m = e; t(m) && s(m);) {
		if ((m = null == (c = (a = m).parentElement) ? a.getRootNode().host || null : c) === g) {
			p.push(m);
			break;
		}
		null != m && m === document.body && n(m) && !n(document.documentElement) || null != m && n(m, u) && p.push(m);
	}
	for (var w = o.visualViewport ? o.visualViewport.width : innerWidth, v = o.visualViewport ? o.visualViewport.height : innerHeight, W = window.scrollX || pageXOffset, H = window.scrollY || pageYOffset, b = e.getBoundingClientRect(), y = b.height, E = b.width, M = b.top, V = b.right, x = b.bottom, I = b.left, C = "start" === d || "nearest" === d ? M : "end" === d ? x : M + y / 2, R = "center" === f ? I + E / 2 : "end" === f ? V : I, T = [], k = 0; k < p.length; k++) {
		var B = p[k], D = B.getBoundingClientRect(), O = D.height, X = D.width, Y = D.top, L = D.right, S = D.bottom, j = D.left;
		if ("if-needed" === l && M >= 0 && I >= 0 && x <= v && V <= w && M >= Y && x <= S && I >= j && V <= L) return T;
		var N = getComputedStyle(B), q = parseInt(N.borderLeftWidth, 10), z = parseInt(N.borderTopWidth, 10), A = parseInt(N.borderRightWidth, 10), F = parseInt(N.borderBottomWidth, 10), G = 0, J = 0, K = "offsetWidth" in B ? B.offsetWidth - B.clientWidth - q - A : 0, P = "offsetHeight" in B ? B.offsetHeight - B.clientHeight - z - F : 0, Q = "offsetWidth" in B ? 0 === B.offsetWidth ? 0 : X / B.offsetWidth : 0, U = "offsetHeight" in B ? 0 === B.offsetHeight ? 0 : O / B.offsetHeight : 0;
		if (g === B) G = "start" === d ? C : "end" === d ? C - v : "nearest" === d ? r(H, H + v, v, z, F, H + C, H + C + y, y) : C - v / 2, J = "start" === f ? R : "center" === f ? R - w / 2 : "end" === f ? R - w : r(W, W + w, w, q, A, W + R, W + R + E, E), G = Math.max(0, G + H), J = Math.max(0, J + W);
		else {
			G = "start" === d ? C - Y - z : "end" === d ? C - S + F + P : "nearest" === d ? r(Y, S, O, z, F + P, C, C + y, y) : C - (Y + O / 2) + P / 2, J = "start" === f ? R - j - q : "center" === f ? R - (j + X / 2) + K / 2 : "end" === f ? R - L + A + K : r(j, L, X, q, A + K, R, R + E, E);
			var Z = B.scrollLeft, $ = B.scrollTop;
			C += $ - (G = Math.max(0, Math.min($ + G / U, B.scrollHeight - O / U + P))), R += Z - (J = Math.max(0, Math.min(Z + J / Q, B.scrollWidth - X / Q + K)));
		}
		T.push({
			el: B,
			top: G,
			left: J
		});
	}
	return T;
};
typeof import_composeRefs.default === "object" && import_composeRefs.default.__esModule && import_composeRefs.default.default ? import_composeRefs.default.default : import_composeRefs.default;
defaultImport(i);
typeof document !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect;
import_react["useId".toString()];
// node_modules/@remirror/react-hooks/dist/remirror-react-hooks.js
function useKeymap(name, handler, priority = ExtensionPriority.Medium) {
	const tuple = (0, import_react.useMemo)(() => [priority, { [name]: handler }], [
		priority,
		name,
		handler
	]);
	useExtensionCustomEvent(KeymapExtension, "keymap", tuple);
}
function useKeymaps(bindings, priority = ExtensionPriority.Medium) {
	const tuple = (0, import_react.useMemo)(() => [priority, bindings], [priority, bindings]);
	useExtensionCustomEvent(KeymapExtension, "keymap", tuple);
}
// libs/editor/src/extensions/insert-inline.ts
/** Marks a picture, a sticker, a smile or a mention may carry: anything but a link (SPEC.md §3). */
function marksForLeaf(marks) {
	return marks.filter((mark) => !mark.type.spec.group?.split(" ").includes("link"));
}
/**
* Whether an inline node is a leaf the markup drops inside a link: a picture, a sticker, a smile or a
* mention. Text and line breaks may stand inside one.
*/
function isLinkFreeLeaf(node) {
	return node.isInline && node.isAtom && !node.isText && node.type.name !== "lineBreak";
}
/**
* Inserts inline leaves (pictures, stickers, smiles, mentions) at the cursor, replacing the
* selection, with the formatting around them but never inside a link.
*/
function insertLeaves(nodes) {
	return ({ state, tr, dispatch }) => {
		if (nodes.length === 0) return false;
		const marks = marksForLeaf(state.storedMarks ?? state.selection.$from.marks());
		tr.replaceSelectionWith(nodes[0].mark(marks), false);
		for (const node of nodes.slice(1)) tr.insert(tr.selection.to, node.mark(marks));
		dispatch?.(tr.scrollIntoView());
		return true;
	};
}
// libs/editor/src/document/markup-document.ts
/**
* The markup tree (`@vn/domain`'s model, SPEC.md §3) as the editor's inline content, and back.
*
* In the editor every container tag (b, i, u, s, center, right, hide, a, novel, spoiler) is a mark
* named after its tag, and every leaf (line break, img, sticker, smile, user) a node named after its
* type. So a reader's text is one run of characters with formatting, as in every editor people know,
* and the tree is rebuilt by nesting the marks in the schema's order (spoiler, center, right, hide,
* a, novel, b, i, u, s — outermost first, which always gives markup the parser accepts).
*
* What the editor does not keep of a tree is what the markup's reader cannot see: the nesting order
* of two tags around the same text, a tag around nothing, the same tag twice around the same text,
* and the seam between two equal tags side by side (`[b]a[/b][b]b[/b]` is `[b]ab[/b]`). For every
* document the editor holds, document → markup → document is the identity.
*/
/** The mark a container tag is in the editor. */
function markOf(schema, node) {
	switch (node.type) {
		case "a": return schema.marks.a.create({ href: node.href });
		case "novel": return schema.marks.novel.create({ url: node.url });
		case "spoiler": return schema.marks.spoiler.create({ title: node.title });
		case "b":
		case "i":
		case "u":
		case "s":
		case "center":
		case "right":
		case "hide": return schema.marks[node.type].create();
		default: return assertNever(node);
	}
}
/** The node a leaf of the markup is in the editor. */
function leafNodeOf(schema, node) {
	switch (node.type) {
		case "lineBreak": return schema.nodes.lineBreak.create();
		case "img": return schema.nodes.img.create({ src: node.src });
		case "sticker": return schema.nodes.sticker.create({
			set: node.set,
			name: node.name
		});
		case "smile": return schema.nodes.smile.create({ name: node.name });
		case "user": return schema.nodes.user.create({ username: node.username });
		default: return assertNever(node);
	}
}
function collectInline(schema, nodes, marks, out) {
	for (const node of nodes) switch (node.type) {
		case "text":
			if (node.text !== "") out.push(schema.text(node.text, marks));
			break;
		case "lineBreak":
			out.push(leafNodeOf(schema, node).mark(marks));
			break;
		case "img":
		case "sticker":
		case "smile":
		case "user":
			out.push(leafNodeOf(schema, node).mark(marksForLeaf(marks)));
			break;
		default: collectInline(schema, node.children, markOf(schema, node).addToSet(marks), out);
	}
}
/** The editor's inline content of a markup tree (see the top of this file). */
function markupToInline(schema, nodes) {
	const out = [];
	collectInline(schema, nodes, [], out);
	return out;
}
/** The container tag a mark stands for, holding `children`. */
function containerOf(mark, children) {
	const name = mark.type.name;
	switch (name) {
		case "a": return [{
			type: "a",
			href: String(mark.attrs["href"]),
			children
		}];
		case "novel": return [{
			type: "novel",
			url: String(mark.attrs["url"]),
			children
		}];
		case "spoiler": return [{
			type: "spoiler",
			title: String(mark.attrs["title"]),
			children
		}];
		case "b":
		case "i":
		case "u":
		case "s":
		case "center":
		case "right":
		case "hide": return [{
			type: name,
			children
		}];
		default: return children;
	}
}
/** The markup leaf an inline node stands for. */
function leafOf(node) {
	const attrs = node.attrs;
	switch (node.type.name) {
		case "lineBreak": return { type: "lineBreak" };
		case "img": return {
			type: "img",
			src: String(attrs["src"])
		};
		case "sticker": return {
			type: "sticker",
			set: String(attrs["set"]),
			name: String(attrs["name"])
		};
		case "smile": return {
			type: "smile",
			name: String(attrs["name"])
		};
		case "user": return {
			type: "user",
			username: String(attrs["username"])
		};
		default: return;
	}
}
/** Whether a mark makes a link, inside which the markup allows only b, i, u and s (SPEC.md §3). */
function isLinkMark(mark) {
	return mark.type.spec.group?.split(" ").includes("link") ?? false;
}
/**
* Whether the open tags kept for a node nest its same-kind tags (spoilers may hold spoilers) in the
* order the node's marks have them: reading the markup back adds the marks in nesting order, so any
* other order would give a different document.
*/
function keepsOrderOfKinds(kept, marks) {
	return kept.every((mark, index) => {
		const position = marks.findIndex((other) => other.eq(mark));
		return marks.slice(0, position).every((before) => before.type !== mark.type || before.isInSet(kept.slice(0, index)));
	});
}
/**
* How many of the open tags the next node can stay inside: the longest run of open tags, from the
* outermost, that the node still has, inside which every tag it still needs may be opened (none but
* b, i, u and s inside a link) and which keeps its same-kind tags in order. Keeping them open writes
* `[i]a [b]b[/b][/i]` rather than closing and reopening `[i]` around `[b]`.
*/
function openTagsToKeep(open, marks) {
	let kept = 0;
	while (kept < open.length && open[kept].mark.isInSet(marks)) kept++;
	for (; kept > 0; kept--) {
		const keptMarks = open.slice(0, kept).map((entry) => entry.mark);
		const opened = marks.filter((mark) => !mark.isInSet(keptMarks));
		if ((!keptMarks.some(isLinkMark) || opened.every((mark) => LINK_CONTENT_TAGS.includes(mark.type.name))) && keepsOrderOfKinds(keptMarks, marks)) break;
	}
	return kept;
}
/**
* The markup tree of the editor's inline content: tags are opened and closed around the nodes so
* that every node gets exactly its marks (see {@link openTagsToKeep}); tags opened anew nest in the
* schema's order. The tree is sanitised (the domain's rules decide what stays), which also merges
* neighbouring texts.
*/
function inlineToMarkup(content) {
	const root = [];
	const open = [];
	const childrenOfTop = () => open.at(-1)?.children ?? root;
	const closeTo = (depth) => {
		while (open.length > depth) {
			const closed = open.pop();
			if (closed.children.length > 0) childrenOfTop().push(...containerOf(closed.mark, closed.children));
		}
	};
	content.forEach((node) => {
		const marks = isLinkFreeLeaf(node) ? marksForLeaf(node.marks) : node.marks;
		closeTo(openTagsToKeep(open, marks));
		const keptMarks = open.map((entry) => entry.mark);
		for (const mark of marks) if (!mark.isInSet(keptMarks)) open.push({
			mark,
			children: []
		});
		const item = node.isText ? {
			type: "text",
			text: node.text ?? ""
		} : leafOf(node);
		if (item) childrenOfTop().push(item);
	});
	closeTo(0);
	return sanitizeMarkup(root);
}
/** The one-paragraph document of the markup editor holding a markup tree. */
function markupToDocument(schema, nodes) {
	const paragraph = schema.nodes.paragraph.create(null, markupToInline(schema, nodes));
	return schema.nodes.doc.create(null, paragraph);
}
/** The markup tree of the markup editor's document (all its text blocks, one line each). */
function documentToMarkup(doc) {
	const lines = [];
	doc.forEach((block, _offset, index) => {
		if (index > 0) lines.push({ type: "lineBreak" });
		lines.push(...inlineToMarkup(block.content));
	});
	return sanitizeMarkup(lines);
}
// libs/editor/src/editor-content.css.ts
var editorContent = "_1w7fx1r0";
// libs/editor/src/extensions/toggle-mark.ts
/**
* Toggles a mark on the selection, or, with an empty selection, on what is typed next (ProseMirror's
* stored marks): the behaviour of Ctrl+B in every editor people know.
*/
function toggleMarkCommand(type, attrs) {
	return toggleMark({
		type,
		...attrs ? { attrs } : {}
	});
}
/** The range of the mark of `type` around the cursor, if the cursor is in one. */
function markRangeAtCursor(state, type) {
	const range = getMarkRange(state.selection.$from, type);
	if (!range) return void 0;
	return {
		from: range.from,
		to: range.to,
		attrs: range.mark.attrs
	};
}
/**
* Lays a link's mark on the selection; with nothing selected, inserts `label` carrying it and puts
* the caret after it (typing there is no longer in the link).
*/
function linkSelectionOrInsert(mark, label) {
	return ({ state, tr, dispatch }) => {
		const { from, to, empty } = state.selection;
		if (empty) {
			tr.insertText(label, from);
			tr.addMark(from, from + label.length, mark);
			tr.setSelection(TextSelection.create(tr.doc, from + label.length));
		} else tr.addMark(from, to, mark);
		dispatch?.(tr);
		return true;
	};
}
/** Takes the mark of `type` the cursor is in away from its whole range, keeping the text. */
function removeMarkAtCursor(type) {
	return ({ state, tr, dispatch }) => {
		const range = markRangeAtCursor(state, type);
		if (!range) return false;
		tr.removeMark(range.from, range.to, type);
		dispatch?.(tr);
		return true;
	};
}
// libs/editor/src/extensions/formatting-mark-extension.ts
/**
* What the four formatting tags b, i, u and s share (SPEC.md §3): a mark without attributes, drawn
* with one element, toggled from the toolbar and by a shortcut. Each tag is its own extension.
*/
var FormattingMarkExtension = class extends MarkExtension {
	static disableExtraAttributes = true;
	createTags() {
		return [ExtensionTag.FormattingMark, ExtensionTag.FontStyle];
	}
	createMarkSpec(_extra, override) {
		const parseDOM = this.parsedElements.map((tag) => ({ tag }));
		const dom = [this.element, 0];
		return {
			...override,
			parseDOM,
			toDOM: () => dom
		};
	}
	/** Formats the selection with the mark, or removes it where the whole selection has it. */
	toggle() {
		return toggleMarkCommand(this.type);
	}
	createKeymap() {
		return { [this.shortcut]: this.toggle() };
	}
};
// libs/editor/src/extensions/bold-extension.ts
/** `[b]`: bold (SPEC.md §3), Ctrl+B. */
var BoldExtension = class extends FormattingMarkExtension {
	get name() {
		return "b";
	}
	element = "strong";
	parsedElements = ["strong", "b"];
	shortcut = "Mod-b";
	createCommands() {
		return { 
		/** Makes the selection bold, or plain where it all is bold already. */
toggleBold: () => this.toggle() };
	}
};
// libs/editor/src/extensions/line-range.ts
/**
* The line the cursor is on inside its text block: from just after the line break before it (or the
* block's start) to the line break after it (or the block's end). Alignment applies to a whole line
* when nothing is selected, as alignment does in every editor people know.
*/
function cursorLine(state) {
	const { $from } = state.selection;
	const parent = $from.parent;
	const start = $from.start();
	const offset = $from.parentOffset;
	let from = start;
	let to = $from.end();
	let position = start;
	parent.forEach((child) => {
		const end = position + child.nodeSize;
		if (child.type.name === "lineBreak") {
			if (end - start <= offset) from = end;
			else if (position - start >= offset && to === $from.end()) to = position;
		}
		position = end;
	});
	return {
		from,
		to
	};
}
// libs/editor/src/extensions/alignment-mark-extension.ts
/**
* What the two alignment tags `[center]` and `[right]` share (SPEC.md §3): a mark drawn as a line of
* its own. The markup may nest them; the editor's commands keep one alignment per text (choosing
* one removes the other), and with nothing selected they align the cursor's whole line.
*/
var AlignmentMarkExtension = class extends MarkExtension {
	static disableExtraAttributes = true;
	createTags() {
		return [ExtensionTag.FormattingMark, ExtensionTag.Alignment];
	}
	createMarkSpec(_extra, override) {
		const dom = [
			"span",
			{ "data-markup": this.name },
			0
		];
		return {
			...override,
			parseDOM: [{ tag: `span[data-markup="${this.name}"]` }],
			toDOM: () => dom
		};
	}
	get otherType() {
		return this.store.schema.marks[this.other];
	}
	/**
	* Aligns the selection (or the cursor's line) this way, replacing the other alignment; removes the
	* alignment where the whole range has it already.
	*/
	toggle() {
		return ({ state, tr, dispatch }) => {
			const { from, to } = state.selection.empty ? cursorLine(state) : state.selection;
			const other = this.otherType;
			if (from === to) {
				const marks = state.storedMarks ?? state.selection.$from.marks();
				if (this.type.isInSet(marks)) tr.removeStoredMark(this.type);
				else {
					if (other) tr.removeStoredMark(other);
					tr.addStoredMark(this.type.create());
				}
			} else if (isMarkedThroughout(state.doc, from, to, this.type)) tr.removeMark(from, to, this.type);
			else {
				if (other) tr.removeMark(from, to, other);
				tr.addMark(from, to, this.type.create());
			}
			dispatch?.(tr);
			return true;
		};
	}
	createKeymap() {
		return { [this.shortcut]: this.toggle() };
	}
};
/** Whether every inline node between `from` and `to` carries a mark of `type`. */
function isMarkedThroughout(doc, from, to, type) {
	let marked = true;
	doc.nodesBetween(from, to, (node) => {
		if (node.isInline && !type.isInSet(node.marks)) marked = false;
		return marked;
	});
	return marked;
}
// libs/editor/src/extensions/center-extension.ts
/** `[center]`: a centred line (SPEC.md §3), Ctrl+Shift+E as in the common office editors. */
var CenterExtension = class extends AlignmentMarkExtension {
	get name() {
		return "center";
	}
	other = "right";
	shortcut = "Mod-Shift-e";
	createCommands() {
		return { 
		/** Centres the selection or the cursor's line; again, to undo it. */
toggleCenter: () => this.toggle() };
	}
};
// libs/editor/src/extensions/hide-extension.ts
/** `[hide]`: text only signed-in readers see (SPEC.md §3); the editor marks it as such. */
var HideExtension = class extends MarkExtension {
	static disableExtraAttributes = true;
	get name() {
		return "hide";
	}
	createTags() {
		return [ExtensionTag.FormattingMark];
	}
	createMarkSpec(_extra, override) {
		const dom = [
			"span",
			{ "data-markup": "hide" },
			0
		];
		return {
			...override,
			parseDOM: [{ tag: "span[data-markup=\"hide\"]" }],
			toDOM: () => dom
		};
	}
	createCommands() {
		return { 
		/** Hides the selection from guests, or shows it to them again where it all is hidden. */
toggleHide: () => toggleMarkCommand(this.type) };
	}
};
// libs/editor/src/extensions/image-extension.ts
/** The text alternative of a picture in text: the markup stores no description (SPEC.md §3). */
var IMAGE_ALT = "Изображение";
/** `[img]url[/img]`: a picture at an http(s) or site address (SPEC.md §3; `isSafeImageUrl`). */
var ImageExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	get name() {
		return "img";
	}
	createTags() {
		return [ExtensionTag.InlineNode, ExtensionTag.Media];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			inline: true,
			atom: true,
			draggable: true,
			attrs: { src: {} },
			parseDOM: [{
				tag: "img[data-markup=\"img\"]",
				getAttrs: (dom) => {
					const src = (dom.getAttribute("src") ?? "").trim();
					return isSafeImageUrl(src) ? { src } : false;
				}
			}],
			toDOM: (node) => ["img", {
				src: String(node.attrs["src"]),
				alt: IMAGE_ALT,
				"data-markup": "img"
			}]
		};
	}
	/** Inserts pictures at the cursor, in order; addresses the markup does not allow are left out. */
	insertImages(sources) {
		return insertLeaves(sources.filter(isSafeImageUrl).map((src) => this.type.create({ src: src.trim() })));
	}
	createCommands() {
		return { insertImages: (sources) => this.insertImages(sources) };
	}
};
// libs/editor/src/extensions/italic-extension.ts
/** `[i]`: italic (SPEC.md §3), Ctrl+I. */
var ItalicExtension = class extends FormattingMarkExtension {
	get name() {
		return "i";
	}
	element = "em";
	parsedElements = ["em", "i"];
	shortcut = "Mod-i";
	createCommands() {
		return { 
		/** Makes the selection italic, or upright where it all is italic already. */
toggleItalic: () => this.toggle() };
	}
};
// libs/editor/src/extensions/line-break-extension.ts
/**
* A line break of the markup (SPEC.md §3: text and line breaks): `<br>`, Shift+Enter. It takes the
* marks around the cursor, so a centred line or a spoiler goes on past it.
*/
var LineBreakExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	static defaultOptions = { enterBreaksLine: false };
	get name() {
		return "lineBreak";
	}
	createTags() {
		return [ExtensionTag.InlineNode];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			inline: true,
			selectable: false,
			leafText: () => "\n",
			parseDOM: [{ tag: "br" }],
			toDOM: () => ["br"]
		};
	}
	/** Breaks the line at the cursor, replacing the selection. */
	insertLineBreak() {
		return ({ tr, dispatch }) => {
			dispatch?.(tr.replaceSelectionWith(this.type.create(), true).scrollIntoView());
			return true;
		};
	}
	createKeymap() {
		const breakLine = this.insertLineBreak();
		return this.options.enterBreaksLine ? {
			Enter: breakLine,
			"Shift-Enter": breakLine
		} : { "Shift-Enter": breakLine };
	}
	createCommands() {
		return { insertLineBreak: () => this.insertLineBreak() };
	}
};
// libs/editor/src/extensions/link-extension.ts
/**
* `[a href="…"]`: a link to an http(s), mailto or site-relative address (SPEC.md §3; the domain's
* `isSafeLinkUrl`), holding only b, i, u and s. A link is not typed into when the cursor is at its
* end (`inclusive: false`), and it excludes the project link (no link inside a link).
*/
var LinkExtension = class extends MarkExtension {
	static disableExtraAttributes = true;
	get name() {
		return "a";
	}
	createTags() {
		return [ExtensionTag.Link];
	}
	createMarkSpec(_extra, override) {
		return {
			...override,
			attrs: { href: {} },
			inclusive: false,
			excludes: ExtensionTag.Link,
			parseDOM: [{
				tag: "a[href]:not([data-markup=\"novel\"])",
				getAttrs: (dom) => {
					const href = (dom.getAttribute("href") ?? "").trim();
					return isSafeLinkUrl(href) ? { href } : false;
				}
			}],
			toDOM: (mark) => [
				"a",
				{
					href: String(mark.attrs["href"]),
					rel: USER_LINK_REL,
					"data-markup": "a"
				},
				0
			]
		};
	}
	/**
	* Links the selection to `href`; with nothing selected, inserts `text` (the address itself when
	* `text` is blank) as the link. Refuses an address the markup does not allow.
	*/
	insertLink({ href, text }) {
		const address = href.trim();
		if (!isSafeLinkUrl(address)) return () => false;
		return linkSelectionOrInsert(this.type.create({ href: address }), text?.trim() || address);
	}
	/** Points the link the cursor is in at another address. */
	updateLink(href) {
		return ({ state, tr, dispatch }) => {
			const address = href.trim();
			const range = markRangeAtCursor(state, this.type);
			if (!range || !isSafeLinkUrl(address)) return false;
			tr.addMark(range.from, range.to, this.type.create({ href: address }));
			dispatch?.(tr);
			return true;
		};
	}
	/** Takes the link the cursor is in away, keeping its text. */
	removeLink() {
		return removeMarkAtCursor(this.type);
	}
	createCommands() {
		return {
			insertLink: (link) => this.insertLink(link),
			updateLink: (href) => this.updateLink(href),
			removeLink: () => this.removeLink()
		};
	}
};
// libs/editor/src/extensions/markup-rules-extension.ts
/**
* Keeps the document inside what the markup can say (SPEC.md §3), whatever a command, a paste or a
* drag did: a picture, sticker, smile or mention never sits inside a link (the markup would drop it
* there), so a link laid over one stops short of it. Only the changed ranges are looked at, so a
* keystroke costs the same in a long text as in a short one.
*/
var MarkupRulesExtension = class extends PlainExtension {
	get name() {
		return "markupRules";
	}
	createExternalPlugins() {
		return [new Plugin({ appendTransaction: (transactions, _old, state) => {
			const tr = state.tr;
			for (const transaction of transactions) {
				if (!transaction.docChanged) continue;
				for (const { from, to } of getChangedRanges(transaction)) {
					const later = transactions.slice(transactions.indexOf(transaction) + 1);
					const start = later.reduce((position, next) => next.mapping.map(position, -1), from);
					const end = later.reduce((position, next) => next.mapping.map(position, 1), to);
					state.doc.nodesBetween(start, Math.min(end, state.doc.content.size), (node, position) => {
						if (!isLinkFreeLeaf(node)) return;
						const kept = marksForLeaf(node.marks);
						for (const mark of node.marks) if (!kept.includes(mark)) tr.removeMark(position, position + node.nodeSize, mark);
					});
				}
			}
			return tr.docChanged ? tr : null;
		} })];
	}
};
// libs/editor/src/extensions/novel-link-extension.ts
/**
* `[novel url="…"]name[/novel]`: a link to a project page by its url slug (SPEC.md §3). Like a link,
* it holds only b, i, u and s, is not typed into at its end, and cannot hold another link.
*/
var NovelLinkExtension = class extends MarkExtension {
	static disableExtraAttributes = true;
	get name() {
		return "novel";
	}
	createTags() {
		return [ExtensionTag.Link];
	}
	createMarkSpec(_extra, override) {
		return {
			...override,
			attrs: { url: {} },
			inclusive: false,
			excludes: ExtensionTag.Link,
			parseDOM: [{
				tag: "a[data-markup=\"novel\"]",
				getAttrs: (dom) => {
					const url = dom.getAttribute("data-url") ?? "";
					return isNovelUrl(url) ? { url } : false;
				}
			}],
			toDOM: (mark) => {
				const url = String(mark.attrs["url"]);
				return [
					"a",
					{
						href: `/novels/${encodeURIComponent(url)}`,
						"data-markup": "novel",
						"data-url": url
					},
					0
				];
			}
		};
	}
	/**
	* Links the selection to the project; with nothing selected, inserts the project's name as the
	* link. Refuses a url that is not a project slug.
	*/
	insertProjectLink(project) {
		if (!isNovelUrl(project.url)) return () => false;
		return linkSelectionOrInsert(this.type.create({ url: project.url }), project.name.trim() || project.url);
	}
	/** Takes the project link the cursor is in away, keeping its text. */
	removeProjectLink() {
		return removeMarkAtCursor(this.type);
	}
	createCommands() {
		return {
			insertProjectLink: (project) => this.insertProjectLink(project),
			removeProjectLink: () => this.removeProjectLink()
		};
	}
};
// libs/editor/src/extensions/right-extension.ts
/** `[right]`: a line aligned right (SPEC.md §3), Ctrl+Shift+R as in the common office editors. */
var RightExtension = class extends AlignmentMarkExtension {
	get name() {
		return "right";
	}
	other = "center";
	shortcut = "Mod-Shift-r";
	createCommands() {
		return { 
		/** Aligns the selection or the cursor's line to the right; again, to undo it. */
toggleRight: () => this.toggle() };
	}
};
// libs/editor/src/extensions/smile-extension.ts
/** Whether the markup keeps a smile of this name (a short code, SPEC.md §3). */
function isSmileName(name) {
	return sanitizeMarkup([{
		type: "smile",
		name
	}]).length === 1;
}
function smileText(name) {
	return smileOf({ name })?.emoji ?? `:${name}:`;
}
/** `[smile]name[/smile]`: a smile, drawn as its emoji (the domain's `SMILES`), or as its code. */
var SmileExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	get name() {
		return "smile";
	}
	createTags() {
		return [ExtensionTag.InlineNode];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			inline: true,
			atom: true,
			attrs: { name: {} },
			leafText: (node) => smileText(String(node.attrs["name"])),
			parseDOM: [{
				tag: "span[data-markup=\"smile\"]",
				getAttrs: (dom) => {
					const name = dom.getAttribute("data-name") ?? "";
					return isSmileName(name) ? { name } : false;
				}
			}],
			toDOM: (node) => {
				const name = String(node.attrs["name"]);
				return [
					"span",
					{
						"data-markup": "smile",
						"data-name": name,
						role: "img",
						"aria-label": smileLabel({ name })
					},
					smileText(name)
				];
			}
		};
	}
	/** Inserts a smile at the cursor. */
	insertSmile(name) {
		return insertLeaves(isSmileName(name) ? [this.type.create({ name })] : []);
	}
	createCommands() {
		return { insertSmile: (name) => this.insertSmile(name) };
	}
};
// libs/editor/src/extensions/spoiler-extension.ts
/** What an empty selection becomes when a spoiler is added, selected so that typing replaces it. */
var SPOILER_PLACEHOLDER_TEXT = "Текст спойлера";
/**
* `[spoiler title="…"]`: text hidden behind a titled toggle (SPEC.md §3; default title "Спойлер",
* §5). A mark, so that it holds any formatting and line breaks as the markup allows; spoilers may
* nest (the mark does not exclude itself). The editor shows it open, framed, with its title.
*/
var SpoilerExtension = class extends MarkExtension {
	static disableExtraAttributes = true;
	get name() {
		return "spoiler";
	}
	createTags() {
		return [ExtensionTag.FormattingMark];
	}
	createMarkSpec(_extra, override) {
		return {
			...override,
			attrs: { title: { default: DEFAULT_SPOILER_TITLE } },
			excludes: "",
			parseDOM: [{
				tag: "span[data-markup=\"spoiler\"]",
				getAttrs: (dom) => ({ title: normalizeSpoilerTitle(dom.getAttribute("data-title") ?? "") })
			}],
			toDOM: (mark) => [
				"span",
				{
					"data-markup": "spoiler",
					"data-title": String(mark.attrs["title"])
				},
				0
			]
		};
	}
	/** Hides the selection behind a spoiler titled `title`; with nothing selected, adds a new one. */
	setSpoiler(title) {
		return ({ state, tr, dispatch }) => {
			const mark = this.type.create({ title: normalizeSpoilerTitle(title) });
			const { from } = state.selection;
			let { to } = state.selection;
			if (from === to) {
				tr.insertText(SPOILER_PLACEHOLDER_TEXT, from);
				to = from + 14;
				tr.setSelection(TextSelection.create(tr.doc, from, to));
			}
			tr.addMark(from, to, mark);
			dispatch?.(tr);
			return true;
		};
	}
	/** Renames the spoiler the cursor is in. */
	updateSpoilerTitle(title) {
		return ({ state, tr, dispatch }) => {
			const range = markRangeAtCursor(state, this.type);
			if (!range) return false;
			const old = this.type.create(range.attrs);
			tr.removeMark(range.from, range.to, old);
			tr.addMark(range.from, range.to, this.type.create({ title: normalizeSpoilerTitle(title) }));
			dispatch?.(tr);
			return true;
		};
	}
	/** Takes the spoiler the cursor is in away, keeping its text. */
	removeSpoiler() {
		return ({ state, tr, dispatch }) => {
			const range = markRangeAtCursor(state, this.type);
			if (!range) return false;
			tr.removeMark(range.from, range.to, this.type.create(range.attrs));
			dispatch?.(tr);
			return true;
		};
	}
	createCommands() {
		return {
			setSpoiler: (title) => this.setSpoiler(title),
			updateSpoilerTitle: (title) => this.updateSpoilerTitle(title),
			removeSpoiler: () => this.removeSpoiler()
		};
	}
};
// libs/editor/src/extensions/sticker-extension.ts
function stickerOf(node) {
	return {
		set: String(node.attrs["set"]),
		name: String(node.attrs["name"])
	};
}
/** Whether the markup keeps this sticker (its set and name are short codes, SPEC.md §3). */
function isSticker(sticker) {
	return sanitizeMarkup([{
		type: "sticker",
		...sticker
	}]).length === 1;
}
/** `[sticker]set/name[/sticker]`: the picture `/emoji/{set}/{name}.png` (SPEC.md §3). */
var StickerExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	get name() {
		return "sticker";
	}
	createTags() {
		return [ExtensionTag.InlineNode, ExtensionTag.Media];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			inline: true,
			atom: true,
			draggable: true,
			attrs: {
				set: {},
				name: {}
			},
			parseDOM: [{
				tag: "img[data-markup=\"sticker\"]",
				getAttrs: (dom) => {
					const element = dom;
					const sticker = {
						set: element.getAttribute("data-set") ?? "",
						name: element.getAttribute("data-name") ?? ""
					};
					return isSticker(sticker) ? sticker : false;
				}
			}],
			toDOM: (node) => {
				const sticker = stickerOf(node);
				return ["img", {
					src: stickerImagePath(sticker),
					alt: stickerLabel(sticker),
					"data-markup": "sticker",
					"data-set": sticker.set,
					"data-name": sticker.name
				}];
			}
		};
	}
	/** Inserts a sticker at the cursor. */
	insertSticker(sticker) {
		return insertLeaves(isSticker(sticker) ? [this.type.create(sticker)] : []);
	}
	createCommands() {
		return { insertSticker: (sticker) => this.insertSticker(sticker) };
	}
};
// libs/editor/src/extensions/strike-extension.ts
/** `[s]`: struck through (SPEC.md §3), Ctrl+Shift+X as in the common office editors. */
var StrikeExtension = class extends FormattingMarkExtension {
	get name() {
		return "s";
	}
	element = "s";
	parsedElements = [
		"s",
		"del",
		"strike"
	];
	shortcut = "Mod-Shift-x";
	createCommands() {
		return { 
		/** Strikes the selection through, or removes the line where it all has one. */
toggleStrike: () => this.toggle() };
	}
};
// libs/editor/src/extensions/underline-extension.ts
/** `[u]`: underlined (SPEC.md §3), Ctrl+U. */
var UnderlineExtension = class extends FormattingMarkExtension {
	get name() {
		return "u";
	}
	element = "u";
	parsedElements = ["u"];
	shortcut = "Mod-u";
	createCommands() {
		return { 
		/** Underlines the selection, or removes the underline where it all has one. */
toggleUnderline: () => this.toggle() };
	}
};
// libs/editor/src/extensions/user-mention-extension.ts
/** Whether the markup keeps a mention of this name (one line, no bracket, SPEC.md §3). */
function isUsername(username) {
	return sanitizeMarkup([{
		type: "user",
		username
	}]).length === 1;
}
/** The text a mention shows and copies as. */
function mentionText(username) {
	return `@${username}`;
}
/**
* `[user]name[/user]`: a mention of a user (SPEC.md §3). Typing `@` starts a query; the app looks the
* users up (its debounced search of /api/usersEntities) and the reader picks one, which replaces
* the typed text. A mention is one unit: it is never split or half-deleted.
*/
var UserMentionExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	static handlerKeys = ["onQueryChange"];
	get name() {
		return "user";
	}
	createTags() {
		return [ExtensionTag.InlineNode];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			inline: true,
			atom: true,
			attrs: { username: {} },
			leafText: (node) => mentionText(String(node.attrs["username"])),
			parseDOM: [{
				tag: "span[data-markup=\"user\"]",
				getAttrs: (dom) => {
					const username = dom.getAttribute("data-username") ?? "";
					return isUsername(username) ? { username } : false;
				}
			}],
			toDOM: (node) => {
				const username = String(node.attrs["username"]);
				return [
					"span",
					{
						"data-markup": "user",
						"data-username": username
					},
					mentionText(username)
				];
			}
		};
	}
	createSuggesters() {
		return {
			name: "user",
			char: "@",
			supportedCharacters: /[^\s@[\]]+/,
			invalidMarks: ["a", "novel"],
			onChange: (props) => {
				this.options.onQueryChange(props.exitReason ? null : {
					query: props.query.full,
					range: props.range
				});
			}
		};
	}
	/**
	* Mentions a user: replaces the typed `@query` (or, without a range, the selection) with the
	* mention and a space, so the reader can type on.
	*/
	insertUserMention(username, range) {
		return (props) => {
			if (!isUsername(username)) return false;
			const { tr, state } = props;
			const mention = this.type.create({ username });
			if (!range) return insertLeaves([mention])(props);
			const marks = marksForLeaf(state.doc.resolve(range.from).marks());
			tr.replaceWith(range.from, range.to, mention.mark(marks));
			tr.insertText(" ", range.from + mention.nodeSize);
			props.dispatch?.(tr.scrollIntoView());
			return true;
		};
	}
	createCommands() {
		return { insertUserMention: (username, range) => this.insertUserMention(username, range) };
	}
};
// libs/editor/src/extensions/markup-extensions.ts
/**
* Every tag of the markup (SPEC.md §3) as the editor's marks and inline nodes. The order of the marks
* is the schema's mark order, which is the order tags nest in, outermost first: spoiler, center,
* right, hide, then the links, then b, i, u, s. With links inside everything but b, i, u and s, every
* set of marks nests into markup the parser accepts (document/markup-document.ts).
*/
function markupExtensions({ enterBreaksLine }) {
	return [
		new SpoilerExtension(),
		new CenterExtension(),
		new RightExtension(),
		new HideExtension(),
		new LinkExtension(),
		new NovelLinkExtension(),
		new BoldExtension(),
		new ItalicExtension(),
		new UnderlineExtension(),
		new StrikeExtension(),
		new LineBreakExtension({ enterBreaksLine }),
		new ImageExtension(),
		new StickerExtension(),
		new SmileExtension(),
		new UserMentionExtension(),
		new MarkupRulesExtension()
	];
}
// libs/editor/src/extensions/paste-extension.ts
/** ProseMirror marks what it copies; such HTML comes from an editor with this very schema. */
function isCopiedFromEditor(html) {
	return html.includes("data-pm-slice");
}
function imageFilesOf(data) {
	return Array.from(data?.files ?? []).filter(isImageFile);
}
/**
* What comes in from outside (SPEC.md §5): image files go to the upload; rich text from another
* site is reduced by the domain (its HTML conversion keeps only what the markup can say, and the
* sanitiser decides what survives); plain text goes in as typed. Each editor says what the HTML
* and the text become in its document. Copying inside the editors keeps ProseMirror's own way,
* which parses only the schema's strict rules.
*/
var PasteExtension = class extends PlainExtension {
	static handlerKeys = ["onImageFiles"];
	takeImages(data, position) {
		const files = imageFilesOf(data);
		if (files.length === 0) return false;
		this.options.onImageFiles(files, position);
		return true;
	}
	createPlugin() {
		return { props: {
			handlePaste: (view, event) => {
				const data = event.clipboardData;
				if (this.takeImages(data, void 0)) return true;
				const html = data?.getData("text/html") ?? "";
				if (html !== "" && isCopiedFromEditor(html)) return false;
				const tr = view.state.tr;
				if (html !== "") this.insertHtml(tr, html);
				else this.insertText(tr, data?.getData("text/plain") ?? "");
				view.dispatch(tr.scrollIntoView().setMeta("paste", true).setMeta("uiEvent", "paste"));
				return true;
			},
			handleDrop: (view, event) => {
				const data = event.dataTransfer;
				const at = view.posAtCoords({
					left: event.clientX,
					top: event.clientY
				})?.pos;
				if (imageFilesOf(data).length > 0) {
					event.preventDefault();
					return this.takeImages(data, at);
				}
				const html = data?.getData("text/html") ?? "";
				if (html === "" || isCopiedFromEditor(html) || view.dragging) return false;
				event.preventDefault();
				const tr = view.state.tr;
				if (at !== void 0) tr.setSelection(TextSelection.near(tr.doc.resolve(at)));
				this.insertHtml(tr, html);
				view.dispatch(tr.scrollIntoView().setMeta("uiEvent", "drop"));
				return true;
			}
		} };
	}
};
// libs/editor/src/use-editor-manager.ts
/** The manager of a writing surface, with what React and editing need besides its own extensions. */
function createEditorManager(extensions, { content }) {
	return RemirrorManager.create(() => [
		...extensions(),
		new ReactExtension({}),
		new HistoryExtension({}),
		new DocExtension({ content }),
		new TextExtension(),
		new ParagraphExtension()
	]);
}
/**
* The Remirror manager of a writing surface, holding only what it uses. `useRemirror` would add the
* core preset's positioner, gap cursor and events extensions, which no editor here needs: a sixth of
* the editor's chunk (issue 16's budget). `getContext` answers the running editor's context.
*/
function useEditorManager(extensions, options) {
	const latest = (0, import_react.useRef)({
		extensions,
		options
	});
	latest.current = {
		extensions,
		options
	};
	const [manager, setManager] = (0, import_react.useState)(() => createEditorManager(extensions, options));
	(0, import_react.useEffect)(() => manager.addHandler("destroy", () => setManager(() => createEditorManager(latest.current.extensions, latest.current.options))), [manager]);
	return {
		manager,
		getContext: (0, import_react.useCallback)(() => manager.output, [manager])
	};
}
// libs/editor/src/writing-tools/tools.css.ts
var toolForm = "f59ito0";
var toolFormButtons = "f59ito1";
var toolFormRemove = "f59ito2";
var pickerGrid = "f59ito3";
var pickerCell = "f59ito4";
var pickerImage = "f59ito5";
var suggestions = "f59ito6";
var suggestion = "f59ito7";
var suggestionNote = "f59ito8";
// libs/editor/src/writing-tools/MentionSuggestions.tsx
/**
* The users offered after `@` (SPEC.md §3 `[user]`): a list under the caret while the focus stays in
* the text (its active option is the text's `aria-activedescendant`). ArrowDown and ArrowUp move,
* Enter or Tab chooses, Escape closes; a click chooses too.
*/
function MentionSuggestions({ search, containerRef }) {
	const listId = (0, import_react.useId)();
	const { view } = useRemirrorContext();
	const commands = useCommands();
	const [mention, setMention] = (0, import_react.useState)(null);
	const [found, setFound] = (0, import_react.useState)(null);
	const [active, setActive] = (0, import_react.useState)(0);
	const [dismissedAt, setDismissedAt] = (0, import_react.useState)(null);
	const [place, setPlace] = (0, import_react.useState)(null);
	useExtensionEvent(UserMentionExtension, "onQueryChange", (0, import_react.useCallback)((query) => {
		setMention(query);
		setActive(0);
	}, []));
	const query = mention?.query ?? "";
	(0, import_react.useEffect)(() => {
		if (query === "") return;
		let isStale = false;
		search(query).then((users) => !isStale && setFound({
			query,
			users
		}), () => !isStale && setFound({
			query,
			users: []
		}));
		return () => {
			isStale = true;
		};
	}, [query, search]);
	const isOpen = mention !== null && dismissedAt !== mention.range.from;
	const users = found && found.query === query ? found.users : null;
	const options = users ?? [];
	(0, import_react.useLayoutEffect)(() => {
		const container = containerRef.current;
		if (!isOpen || !container) return;
		const caret = view.coordsAtPos(mention.range.from);
		const box = container.getBoundingClientRect();
		setPlace({
			top: caret.bottom - box.top + 4,
			left: Math.max(0, caret.left - box.left)
		});
	}, [
		isOpen,
		mention,
		view,
		containerRef
	]);
	const optionId = (index) => `${listId}-${index}`;
	const hasActive = isOpen && options.length > 0;
	(0, import_react.useEffect)(() => {
		const text = view.dom;
		if (hasActive) {
			text.setAttribute("aria-controls", listId);
			text.setAttribute("aria-activedescendant", optionId(Math.min(active, options.length - 1)));
		} else {
			text.removeAttribute("aria-activedescendant");
			text.removeAttribute("aria-controls");
		}
	});
	const choose = (0, import_react.useCallback)((user) => {
		if (!mention) return;
		commands.insertUserMention(user.username, mention.range);
		setMention(null);
	}, [commands, mention]);
	const move = (step) => () => {
		if (!hasActive) return false;
		setActive((index) => (index + step + options.length) % options.length);
		return true;
	};
	const chooseActive = () => {
		if (!hasActive) return false;
		choose(options[Math.min(active, options.length - 1)]);
		return true;
	};
	useKeymaps({
		ArrowDown: move(1),
		ArrowUp: move(-1),
		Enter: chooseActive,
		Tab: chooseActive,
		Escape: () => {
			if (!isOpen) return false;
			setDismissedAt(mention.range.from);
			return true;
		}
	}, ExtensionPriority.Highest);
	if (!isOpen || !place) return null;
	const note = query === "" ? "Начните вводить имя пользователя" : users === null ? "Загрузка..." : users.length === 0 ? "Пользователь не найден" : null;
	const position = {
		top: place.top,
		left: place.left
	};
	if (note !== null) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "status",
		className: `${suggestions} ${suggestionNote}`,
		style: position,
		children: note
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		id: listId,
		role: "listbox",
		"aria-label": "Пользователи",
		className: suggestions,
		style: position,
		children: options.map((user, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			id: optionId(index),
			role: "option",
			"aria-selected": index === active,
			className: suggestion,
			onMouseDown: (event) => {
				event.preventDefault();
				choose(user);
			},
			onMouseEnter: () => setActive(index),
			children: ["@", user.username]
		}, user.username))
	});
}
// libs/editor/src/writing-tools/use-image-upload.ts
function failure(file, reason) {
	const why = reason instanceof Error && reason.message !== "" ? `: ${reason.message}` : "";
	return `Не удалось загрузить изображение «${file.name}»${why}`;
}
/**
* Picture uploads of a writing surface (SPEC.md §5: image files only, several at once; §9: the
* limit). Files that are not images, and pictures past the limit, are left out with a note; the
* others upload side by side and go into the text together, in the order they were chosen.
*/
function useImageUpload({ upload, maxImages, countImages, insert }) {
	const [pending, setPending] = (0, import_react.useState)(0);
	const [problems, setProblems] = (0, import_react.useState)([]);
	const pendingRef = (0, import_react.useRef)(0);
	const latest = (0, import_react.useRef)({
		upload,
		maxImages,
		countImages,
		insert
	});
	latest.current = {
		upload,
		maxImages,
		countImages,
		insert
	};
	return {
		uploadFiles: (0, import_react.useCallback)(async (files, position) => {
			const { upload: send, maxImages: max, countImages: count } = latest.current;
			const notes = [];
			const images = files.filter(isImageFile);
			if (images.length < files.length) notes.push("Можно добавить только изображения");
			const room = max === void 0 ? images.length : Math.max(0, max - count() - pendingRef.current);
			const taken = send ? images.slice(0, room) : [];
			if (send && taken.length < images.length) notes.push(`Можно добавить не больше ${max} изображений`);
			setProblems(notes);
			if (taken.length === 0) return;
			pendingRef.current += taken.length;
			setPending(pendingRef.current);
			const results = await Promise.allSettled(taken.map((file) => send(file)));
			pendingRef.current -= taken.length;
			setPending(pendingRef.current);
			const sources = [];
			results.forEach((result, index) => {
				if (result.status === "fulfilled") sources.push(result.value);
				else notes.push(failure(taken[index], result.reason));
			});
			if (sources.length > 0) latest.current.insert(sources, position);
			setProblems([...notes]);
		}, []),
		pending,
		problems
	};
}
// libs/editor/src/WritingField/use-writing-field.ts
function useWritingFieldIds() {
	return {
		label: (0, import_react.useId)(),
		description: (0, import_react.useId)(),
		limits: (0, import_react.useId)(),
		error: (0, import_react.useId)(),
		text: (0, import_react.useId)()
	};
}
/**
* The value an editor gives out and the value it is given. `report` says whether a value the
* writer made is new (then the editor calls `onChange`); a value given that the editor did not
* report (a form reset after sending, a draft loaded) is `apply`-ed to the text. A form may hand
* one of the editor's own last values back a render late (an echo): that must not replace what was
* typed since, so the last few reports are recognised. Checked as soon as React commits, before
* another keystroke can make the value stale.
*/
function useEditorValue({ value, keyOf, apply }) {
	const reported = (0, import_react.useRef)(keyOf(value));
	const recentlyReported = (0, import_react.useRef)([]);
	const latest = (0, import_react.useRef)({
		keyOf,
		apply
	});
	latest.current = {
		keyOf,
		apply
	};
	(0, import_react.useLayoutEffect)(() => {
		const key = latest.current.keyOf(value);
		if (key === reported.current || recentlyReported.current.includes(key)) return;
		reported.current = key;
		recentlyReported.current = [];
		latest.current.apply(value);
	}, [value]);
	return (0, import_react.useCallback)((next) => {
		const key = latest.current.keyOf(next);
		if (key === reported.current) return false;
		reported.current = key;
		recentlyReported.current = [...recentlyReported.current.slice(-7), key];
		return true;
	}, []);
}
/**
* The text's own attributes: its label, what describes it, whether it is invalid. ProseMirror reads
* them again only when its state next updates; an error or a limit changes as the writer types, so
* they are written onto the text at once rather than by redrawing it mid-keystroke (a redraw then
* could move the caret). `editable` changes rarely, never while typing: ProseMirror takes it by
* updating to itself.
*/
function useTextAttributes({ getContext, ids, describedBy, isInvalid, isDisabled, name }) {
	const description = describedBy.filter(Boolean).join(" ");
	const attributes = (0, import_react.useMemo)(() => ({
		id: ids.text,
		"aria-labelledby": ids.label,
		...description !== "" ? { "aria-describedby": description } : {},
		...isInvalid ? { "aria-invalid": "true" } : {},
		...name ? { "data-name": name } : {}
	}), [
		ids.text,
		ids.label,
		description,
		isInvalid,
		name
	]);
	(0, import_react.useEffect)(() => {
		const text = getContext()?.view.dom;
		if (!text) return;
		for (const attribute of [
			"aria-describedby",
			"aria-invalid",
			"data-name"
		]) if (!(attribute in attributes)) text.removeAttribute(attribute);
		for (const [attribute, value] of Object.entries(attributes)) text.setAttribute(attribute, value);
	}, [attributes, getContext]);
	(0, import_react.useEffect)(() => {
		const view = getContext()?.view;
		view?.updateState(view.state);
	}, [isDisabled, getContext]);
	return attributes;
}
/** Image files pasted or dropped into the text go to the upload. */
function usePastedImages(paste, uploadFiles) {
	(0, import_react.useEffect)(() => paste.addHandler("onImageFiles", (files, position) => {
		uploadFiles(files, position);
	}), [paste, uploadFiles]);
}
/** Puts the caret where a drop aimed (inside the document), before pictures are inserted there. */
function placeCaretAt(view, position) {
	if (position === void 0 || position > view.state.doc.content.size) return;
	view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(position))));
}
// libs/editor/src/WritingField/WritingField.css.ts
var editorBox = "vrhgj00";
var editorToolbar = "vrhgj01";
var previewToggle = "vrhgj02";
var preview = "vrhgj03";
var editorFooter = "vrhgj04";
var limits = "vrhgj05";
var notes = "vrhgj06";
var uploading = "vrhgj07";
// libs/editor/src/WritingField/WritingField.tsx
/**
* The frame both editors share, in the look of every field (`fieldStyles`): the label, the box
* with the field's states, then the description, the upload status, the limits, the upload
* problems and the error.
*/
function WritingField({ ids, label, focusText, boxRef, isFocused, isInvalid, isDisabled, description, uploading: uploading$1, limitNotes, isOver, problems, errorMessage, className, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: className ? `${fieldRoot} ${className}` : fieldRoot,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				id: ids.label,
				className: fieldLabel,
				onClick: focusText,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: boxRef,
				className: `${fieldInput({ size: "md" })} ${editorBox}`,
				"data-focused": isFocused || void 0,
				"data-focus-visible": isFocused || void 0,
				"data-invalid": isInvalid || void 0,
				"data-disabled": isDisabled || void 0,
				children
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: editorFooter,
				children: [
					description != null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						id: ids.description,
						className: fieldDescription,
						children: description
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						role: "status",
						className: uploading,
						children: uploading$1 > 0 ? `Загрузка изображений: ${uploading$1}` : null
					}),
					limitNotes.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						id: ids.limits,
						className: limits,
						"data-over": isOver || void 0,
						children: limitNotes.map((note) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: note }, note))
					}) : null
				]
			}),
			problems.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				role: "alert",
				className: notes,
				children: problems.map((problem) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: problem }, problem))
			}) : null,
			errorMessage !== void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				id: ids.error,
				className: fieldError,
				children: errorMessage
			}) : null
		]
	});
}
// libs/editor/src/writing-tools/FormattingTools.tsx
/**
* The formatting tags of SPEC.md §3 as toggles: bold, italic, underline and strike (also by their
* shortcuts), the two alignments and hidden text. Each acts on the selection, or on what is typed
* next, and gives the focus back to the text.
*/
function FormattingTools({ isDisabled }) {
	const active = useActive();
	const commands = useCommands();
	const { focus } = useRemirrorContext();
	const styles = [
		{
			label: "Жирный",
			icon: LetterB,
			shortcut: "Ctrl+B",
			isOn: active.b(),
			toggle: commands.toggleBold
		},
		{
			label: "Курсив",
			icon: Italic,
			shortcut: "Ctrl+I",
			isOn: active.i(),
			toggle: commands.toggleItalic
		},
		{
			label: "Подчёркнутый",
			icon: Underline,
			shortcut: "Ctrl+U",
			isOn: active.u(),
			toggle: commands.toggleUnderline
		},
		{
			label: "Зачёркнутый",
			icon: Strikethrough,
			shortcut: "Ctrl+Shift+X",
			isOn: active.s(),
			toggle: commands.toggleStrike
		}
	];
	const layout = [
		{
			label: "По центру",
			icon: TextAlignCenter,
			shortcut: "Ctrl+Shift+E",
			isOn: active.center(),
			toggle: commands.toggleCenter
		},
		{
			label: "По правому краю",
			icon: TextAlignEnd,
			shortcut: "Ctrl+Shift+R",
			isOn: active.right(),
			toggle: commands.toggleRight
		},
		{
			label: "Скрытый текст (только для вошедших)",
			icon: EyeOff,
			isOn: active.hide(),
			toggle: commands.toggleHide
		}
	];
	const render = ({ label, icon, shortcut, isOn, toggle }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarToggleButton, {
		label,
		icon,
		shortcut,
		isSelected: isOn,
		isDisabled,
		onChange: () => {
			toggle();
			focus();
		}
	}, label);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		styles.map(render),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarSeparator, {}),
		layout.map(render)
	] });
}
// libs/editor/src/writing-tools/ToolForm.tsx
/**
* The body of a tool's dialog: fields, then Cancel and the main action (Enter in a field submits),
* and the remove action when the cursor stands in what the tool made.
*/
function ToolForm({ children, submitLabel, onSubmit, remove, close }) {
	const submit = (event) => {
		event.preventDefault();
		if (onSubmit()) close();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: toolForm,
		onSubmit: submit,
		noValidate: true,
		children: [children, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: toolFormButtons,
			children: [
				remove ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "ghost",
					className: toolFormRemove,
					onPress: () => {
						remove.run();
						close();
					},
					children: remove.label
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					onPress: close,
					children: "Отмена"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					children: submitLabel
				})
			]
		})]
	});
}
// libs/editor/src/writing-tools/use-tool-dialog.ts
/**
* The open state of a tool's dialog. Closing gives the focus back to the text once the dialog has
* gone (react-aria first returns it to whatever opened the dialog, a toolbar button included).
*/
function useToolDialog() {
	const [isOpen, setOpen] = (0, import_react.useState)(false);
	const { focus } = useRemirrorContext();
	return {
		isOpen,
		open: (0, import_react.useCallback)(() => setOpen(true), []),
		onOpenChange: (0, import_react.useCallback)((next) => {
			setOpen(next);
			if (!next) requestAnimationFrame(() => focus());
		}, [focus])
	};
}
// libs/editor/src/writing-tools/LinkTool.tsx
function LinkForm({ current, hasSelection, close }) {
	const commands = useCommands();
	const [address, setAddress] = (0, import_react.useState)(current ?? "");
	const [text, setText] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(void 0);
	const submit = () => {
		const href = linkAddressFromInput(address);
		if (href === void 0) {
			setError(address.trim() === "" ? "Введите адрес ссылки" : LINK_ADDRESS_HINT);
			return false;
		}
		if (current !== void 0) commands.updateLink(href);
		else commands.insertLink({
			href,
			text
		});
		return true;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ToolForm, {
		submitLabel: current !== void 0 ? "Сохранить" : "Вставить",
		onSubmit: submit,
		close,
		...current !== void 0 ? { remove: {
			label: "Убрать ссылку",
			run: () => commands.removeLink()
		} } : {},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			label: "Адрес",
			description: "https://…, mailto:… или адрес страницы сайта (/posts/8)",
			value: address,
			onChange: (value) => {
				setAddress(value);
				setError(void 0);
			},
			isInvalid: error !== void 0,
			errorMessage: error,
			autoFocus: true,
			inputMode: "url"
		}), current === void 0 && !hasSelection ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			label: "Текст ссылки",
			description: "Без текста ссылкой станет сам адрес",
			value: text,
			onChange: setText
		}) : null]
	});
}
/**
* `[a]`: links the selection, or inserts a link with its text, to an http(s), mailto or site
* address (SPEC.md §3); in a link, changes or removes it. Ctrl+K opens it from the text.
*/
function LinkTool({ isDisabled }) {
	const { isOpen, open, onOpenChange } = useToolDialog();
	const attrs = useAttrs();
	const { getState } = useRemirrorContext();
	const current = attrs.a()?.["href"];
	useKeymap("Mod-k", (0, import_react.useCallback)(() => {
		if (isDisabled) return false;
		open();
		return true;
	}, [isDisabled, open]));
	const editing = typeof current === "string";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarButton, {
		label: "Ссылка",
		icon: Link2,
		shortcut: "Ctrl+K",
		isDisabled,
		onPress: open
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		title: editing ? "Изменить ссылку" : "Ссылка",
		size: "sm",
		isOpen,
		onOpenChange,
		children: ({ close }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkForm, {
			current: editing ? current : void 0,
			hasSelection: !getState().selection.empty,
			close
		})
	})] });
}
// libs/editor/src/writing-tools/MentionTool.tsx
/**
* `[user]`: starts a mention at the cursor, as typing `@` does; the suggestions then open under it.
* A space goes first where the `@` would otherwise stick to a word (a mention starts a word).
*/
function MentionTool({ isDisabled }) {
	const { view, focus } = useRemirrorContext();
	const start = () => {
		const { state } = view;
		const before = state.doc.textBetween(Math.max(state.selection.from - 1, 0), state.selection.from, "\n", "\n");
		view.dispatch(state.tr.insertText(before === "" || /\s/.test(before) ? "@" : " @"));
		focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarButton, {
		label: "Упомянуть пользователя",
		icon: AtSign,
		isDisabled,
		onPress: start
	});
}
// libs/editor/src/writing-tools/ProjectLinkTool.tsx
function ProjectLinkForm({ search, close }) {
	const commands = useCommands();
	const found = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const [chosen, setChosen] = (0, import_react.useState)(void 0);
	const [error, setError] = (0, import_react.useState)(void 0);
	const onSearch = async (query) => {
		const projects = await search(query);
		for (const project of projects) found.current.set(project.url, project);
		return projects.map((project) => ({
			id: project.url,
			label: project.name
		}));
	};
	const submit = () => {
		if (!chosen) {
			setError("Выберите проект из списка");
			return false;
		}
		commands.insertProjectLink(chosen);
		return true;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolForm, {
		submitLabel: "Вставить",
		onSubmit: submit,
		close,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComboBox, {
			label: "Проект",
			placeholder: "Начните вводить название",
			description: "Выделенный текст станет ссылкой; без него вставится название",
			onSearch,
			onChange: (key) => {
				setChosen(key === null ? void 0 : found.current.get(String(key)));
				setError(void 0);
			},
			isInvalid: error !== void 0,
			errorMessage: error,
			autoFocus: true
		})
	});
}
/** `[novel]`: a link to a project page, found by name through the app's search (SPEC.md §3). */
function ProjectLinkTool({ isDisabled, search }) {
	const { isOpen, open, onOpenChange } = useToolDialog();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarButton, {
		label: "Ссылка на проект",
		icon: BookOpen,
		isDisabled,
		onPress: open
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		title: "Ссылка на проект",
		size: "sm",
		isOpen,
		onOpenChange,
		children: ({ close }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectLinkForm, {
			search,
			close
		})
	})] });
}
// libs/editor/src/writing-tools/LeafPicker.tsx
/**
* A grid of pictures to insert (stickers, smiles) in a popover: the arrow keys move in the grid,
* Enter inserts and closes, Escape closes; the focus goes back to the text.
*/
function LeafPicker({ label, icon, items, onPick, isDisabled }) {
	const { focus } = useRemirrorContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($f2ff30fde7b014be$export$2e1e1122cf0cba88, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarButton, {
		label,
		icon,
		isDisabled
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover, {
		"aria-label": label,
		placement: "bottom start",
		children: ({ close }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)($928221da08ecbc62$export$41f133550aa26f48, {
			"aria-label": label,
			layout: "grid",
			autoFocus: "first",
			items,
			className: pickerGrid,
			onAction: (id) => {
				onPick(String(id));
				close();
				requestAnimationFrame(() => focus());
			},
			children: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)($928221da08ecbc62$export$a11e76429ed99b4, {
				id: item.id,
				textValue: item.label,
				"aria-label": item.label,
				className: pickerCell,
				children: item.picture
			})
		})
	})] });
}
// libs/editor/src/writing-tools/SmileTool.tsx
var smiles = SMILES.map((smile) => ({
	id: smile.name,
	label: smileLabel(smile),
	picture: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"aria-hidden": true,
		children: smile.emoji
	})
}));
/** `[smile]`: the smile picker (the domain's smiles, drawn as their emoji). */
function SmileTool({ isDisabled }) {
	const commands = useCommands();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LeafPicker, {
		label: "Смайлы",
		icon: FaceSlightlySmiling,
		items: smiles,
		isDisabled,
		onPick: (name) => commands.insertSmile(name)
	});
}
// libs/editor/src/writing-tools/SpoilerTool.tsx
function SpoilerForm({ current, close }) {
	const commands = useCommands();
	const [title, setTitle] = (0, import_react.useState)(current ?? "Спойлер");
	const submit = () => {
		if (current !== void 0) commands.updateSpoilerTitle(title);
		else commands.setSpoiler(title);
		return true;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolForm, {
		submitLabel: current !== void 0 ? "Сохранить" : "Добавить",
		onSubmit: submit,
		close,
		...current !== void 0 ? { remove: {
			label: "Убрать спойлер",
			run: () => commands.removeSpoiler()
		} } : {},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			label: "Заголовок спойлера",
			description: `Пустой заголовок станет «${DEFAULT_SPOILER_TITLE}»`,
			value: title,
			onChange: setTitle,
			autoFocus: true
		})
	});
}
/**
* `[spoiler]`: hides the selection (or a new text to type) behind a titled toggle (SPEC.md §3, title
* "Спойлер" by default, §5); in a spoiler, renames or removes it.
*/
function SpoilerTool({ isDisabled }) {
	const { isOpen, open, onOpenChange } = useToolDialog();
	const current = useAttrs().spoiler()?.["title"];
	const editing = typeof current === "string";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarButton, {
		label: "Спойлер",
		icon: ChevronsDownUp,
		isDisabled,
		onPress: open
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		title: editing ? "Изменить спойлер" : "Спойлер",
		size: "sm",
		isOpen,
		onOpenChange,
		children: ({ close }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SpoilerForm, {
			current: editing ? current : void 0,
			close
		})
	})] });
}
// libs/editor/src/writing-tools/StickerTool.tsx
/** The set `wk`, ten pictures at `/emoji/wk/{1..10}.png` (SPEC.md §3). */
var stickers = stickersOfSet("wk").map((sticker) => ({
	id: `${sticker.set}/${sticker.name}`,
	label: stickerLabel(sticker),
	picture: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: stickerImagePath(sticker),
		alt: "",
		className: pickerImage
	})
}));
/** `[sticker]`: the sticker picker. */
function StickerTool({ isDisabled }) {
	const commands = useCommands();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LeafPicker, {
		label: "Стикеры",
		icon: Sticker,
		items: stickers,
		isDisabled,
		onPick: (id) => {
			const [set = "", name = ""] = id.split("/");
			commands.insertSticker({
				set,
				name
			});
		}
	});
}
export { ToolbarToggleButton as $, useActive as A, Selection as B, documentToMarkup as C, useKeymap as D, markupToInline as E, PlainExtension as F, Fragment as G, ReplaceAroundStep as H, Decoration as I, ExtensionPriority as J, NodeRange as K, DecorationSet as L, useEditorState as M, useRemirrorContext as N, EditorComponent as O, NodeExtension as P, ToolbarSeparator as Q, NodeSelection as R, editorContent as S, markupToDocument as T, findWrapping as U, TextSelection as V, liftTarget as W, Toolbar as X, ExtensionTag as Y, ToolbarButton as Z, useImageUpload as _, MentionTool as a, PasteExtension as b, WritingField as c, previewToggle as d, placeCaretAt as f, useWritingFieldIds as g, useTextAttributes as h, ProjectLinkTool as i, useCommands as j, Remirror as k, editorToolbar as l, usePastedImages as m, SpoilerTool as n, LinkTool as o, useEditorValue as p, Slice as q, SmileTool as r, FormattingTools as s, StickerTool as t, preview as u, MentionSuggestions as v, inlineToMarkup as w, markupExtensions as x, useEditorManager as y, Plugin as z };

//# sourceMappingURL=StickerTool-L0Pa8evV.js.map