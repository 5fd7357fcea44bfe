import { a as __toESM, i as __require, n as __commonJSMin, t as require_react } from "./assets/react-DbzntsPe.js";
import { a as TIMINGS, n as LIMITS } from "./assets/TextField.css.ts.vanilla-D3bnTPpZ.js";
import { _ as union, d as number, f as object, g as string, h as strictObject, i as _enum, o as array, u as literal } from "./assets/schemas-PBjYTboi.js";
import { t as countRu } from "./assets/plural-DZ_BjWYa.js";
import { t as number$1 } from "./assets/coerce-CeDGIox3.js";
import { t as require_jsx_runtime } from "./assets/jsx-runtime-KQGKOJcc.js";
import { a as useServedReads, c as useSWRConfig, i as ServedReadsContext, o as SWRConfig, r as ServedReads, t as preloadEndpoint } from "./assets/use-endpoint-Hir9GYHS.js";
import { A as mainPageRoute, At as userListsRoute, K as profileByUsernameRoute, Lt as defineEndpoint, Mt as userSettingsRoute, P as novelByUrlRoute, Rt as endpointUrl, U as postRoute, W as postsRoute, _t as translatorsRoute, gt as translatorRoute, j as markEventsViewedRoute, jt as userNovelsRoute, kt as userEventsRoute, mt as settingsRoute, n as callEndpoint, w as filtersRoute, z as novelsRoute } from "./assets/client-BHtto6D6.js";
import { n as lengths } from "./assets/lengths-BVRkaxwo.js";
import { n as filterSections, t as defaultSectionOf } from "./assets/sections-RDbRyv0S.js";
import { a as ratingFields, l as sortKeys$1, n as defaultRatingField, o as sortDirections, r as defaultSort } from "./assets/sort-CGfVWJWe.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Bt as createRuntimeFn, C as require_react_dom, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, F as $cf2482eff2eeeec2$export$f12b703ca79dfbb1, Ft as $c7eafbbe1ea5834e$export$535bd6ca7f90a273, It as $c4867b2f328c2698$export$e5c5a5f917a5871c, J as $caaf0dd3060ed57c$export$323e4fc2fa4753fb, Lt as $a4e76a5424781910$export$e08e3b67e392101e, Mt as $4064df0d6f9620e1$export$c9058316764c140e, Nt as $390e54f620492c70$export$b4cc09c592e8fdb8, O as $d1116acdf220c2da$export$4c014de7c8940b4c, Pt as $390e54f620492c70$export$f680877a34711e37, R as $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7, Rt as X, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, Tt as $7230ffa83bc0c2cf$export$c62b8e45d58ddad9, U as $8f5a2122b0992be3$export$630ff653c5ada6a9, Y as $caaf0dd3060ed57c$export$7e924b3091a3bd18, Z as $caaf0dd3060ed57c$export$9a302a45f65d0572, _ as $2c9edc598a03d523$export$420e68273165f4ec, a as $7705c033048f6da7$export$353f5b6fc5456de1, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, ct as $1969ac565cfec8d0$export$de79e2c695e052f3, dt as $23f2114a1b82827e$export$cd4e5573fbe2b576, g as $0c4a58759813079a$export$4e328f61c538687f, h as $e969f22b6713ca4a$export$ae780daf29e6d456, i as $7705c033048f6da7$export$24d547caef80ccd1, kt as $03e8ab2d84d7657a$export$4338b53315abf666, lt as $23f2114a1b82827e$export$4282f70798064fe0, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6, o as $ac4318a9c075bb9f$export$ea18c227d4417cc3, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, q as $caaf0dd3060ed57c$export$13aea1a3cb5e3f1f, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, t as $72abaeab4d80592f$export$9fc1347d4195ccb3, v as $d27d541f9569d26d$export$45712eceda6fad21, w as $d7f64c32b702fe2c$export$86427a43e3e48ebb, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415, z as $2eb8e6d23f3d0cb0$export$a54013f0d02a8f82, zt as createLucideIcon } from "./assets/PortalProvider-DUo4OMmA.js";
import { p as $91fe5e721c7f36c1$export$c9549807523555e0 } from "./assets/animation-DbzJvMWS.js";
import { t as $792f28e438b9ad5f$export$758399f318e6385a } from "./assets/SharedElementTransition-by_EWVJ9.js";
import { c as $3e6197669829fe11$export$40bfa8c7b0832715, i as $535772f9d2c1f38d$export$c5251b9e124bf29, o as $ea3928288112382f$export$439d29a4e110a164 } from "./assets/FocusScope-C0vcqR63.js";
import { n as button, t as Button } from "./assets/Button-C8jCOtup.js";
import { t as require_shim } from "./assets/shim-UXUlrs5d.js";
import { M as $2ec61d1d4f780267$export$a8a3e93435678ff9, a as $49319ee1285aa241$export$27d2ad3c5815583e, l as $542a13ca2fa5b484$export$5b6b19405a83ff9d, n as $f2ff30fde7b014be$export$3ddf2d174ce01153, o as $49319ee1285aa241$export$2ce376c2cc3355c8, s as $49319ee1285aa241$export$d9b273488cd8ce6f, t as $f2ff30fde7b014be$export$2e1e1122cf0cba88 } from "./assets/Dialog-BVV4XIn9.js";
import { a as $600b3cf69ae46262$export$90fc3a17d93f704c } from "./assets/useDescription-CgZYQuz7.js";
/* empty css                                      */
/* empty css                                           */
import { a as useSession, i as signOut, r as setSessionState, u as isBanActive } from "./assets/session-BGqqomvP.js";
import { t as ConfirmDialog } from "./assets/ConfirmDialog-Ck5cEont.js";
import { n as isPostSection } from "./assets/post-sections-C_IT7l3S.js";
import { n as readingLists } from "./assets/reading-lists-B32r3qhk.js";
import { a as userRefSchema, i as isoDateSchema, t as idSchema } from "./assets/common-BS1dLAeF.js";
import { t as mainPageSchema } from "./assets/content-D7lXzONM.js";
import { n as safeLinkSchema } from "./assets/link-schema-DYc1XMUe.js";
import { a as listStatisticsSchema, c as novelSchema, f as translatorRefSchema, h as vocabularyEntrySchema, n as filtersSchema, o as novelCardSchema, p as translatorSchema, s as novelInfoSchema } from "./assets/novel-B93jQHlc.js";
import { c as readingListSchema, n as filterSectionSchema, o as ratingFieldSchema, r as lengthSchema, s as ratingValueSchema } from "./assets/schemas-D8kYoSRP.js";
// node_modules/react-dom/cjs/react-dom-server-legacy.node.production.min.js
/**
* @license React
* react-dom-server-legacy.node.production.min.js
*
* Copyright (c) Facebook, Inc. and its affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_react_dom_server_legacy_node_production_min = /* @__PURE__ */ __commonJSMin(((exports) => {
	var ea = require_react();
	var fa = __require("stream");
	var n = Object.prototype.hasOwnProperty;
	var ha = /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/;
	var ia = {};
	var ja = {};
	function ka(a) {
		if (n.call(ja, a)) return !0;
		if (n.call(ia, a)) return !1;
		if (ha.test(a)) return ja[a] = !0;
		ia[a] = !0;
		return !1;
	}
	function q(a, b, c, d, f, e, g) {
		this.acceptsBooleans = 2 === b || 3 === b || 4 === b;
		this.attributeName = d;
		this.attributeNamespace = f;
		this.mustUseProperty = c;
		this.propertyName = a;
		this.type = b;
		this.sanitizeURL = e;
		this.removeEmptyString = g;
	}
	var r = {};
	"children dangerouslySetInnerHTML defaultValue defaultChecked innerHTML suppressContentEditableWarning suppressHydrationWarning style".split(" ").forEach(function(a) {
		r[a] = new q(a, 0, !1, a, null, !1, !1);
	});
	[
		["acceptCharset", "accept-charset"],
		["className", "class"],
		["htmlFor", "for"],
		["httpEquiv", "http-equiv"]
	].forEach(function(a) {
		var b = a[0];
		r[b] = new q(b, 1, !1, a[1], null, !1, !1);
	});
	[
		"contentEditable",
		"draggable",
		"spellCheck",
		"value"
	].forEach(function(a) {
		r[a] = new q(a, 2, !1, a.toLowerCase(), null, !1, !1);
	});
	[
		"autoReverse",
		"externalResourcesRequired",
		"focusable",
		"preserveAlpha"
	].forEach(function(a) {
		r[a] = new q(a, 2, !1, a, null, !1, !1);
	});
	"allowFullScreen async autoFocus autoPlay controls default defer disabled disablePictureInPicture disableRemotePlayback formNoValidate hidden loop noModule noValidate open playsInline readOnly required reversed scoped seamless itemScope".split(" ").forEach(function(a) {
		r[a] = new q(a, 3, !1, a.toLowerCase(), null, !1, !1);
	});
	[
		"checked",
		"multiple",
		"muted",
		"selected"
	].forEach(function(a) {
		r[a] = new q(a, 3, !0, a, null, !1, !1);
	});
	["capture", "download"].forEach(function(a) {
		r[a] = new q(a, 4, !1, a, null, !1, !1);
	});
	[
		"cols",
		"rows",
		"size",
		"span"
	].forEach(function(a) {
		r[a] = new q(a, 6, !1, a, null, !1, !1);
	});
	["rowSpan", "start"].forEach(function(a) {
		r[a] = new q(a, 5, !1, a.toLowerCase(), null, !1, !1);
	});
	var la = /[\-:]([a-z])/g;
	function ma(a) {
		return a[1].toUpperCase();
	}
	"accent-height alignment-baseline arabic-form baseline-shift cap-height clip-path clip-rule color-interpolation color-interpolation-filters color-profile color-rendering dominant-baseline enable-background fill-opacity fill-rule flood-color flood-opacity font-family font-size font-size-adjust font-stretch font-style font-variant font-weight glyph-name glyph-orientation-horizontal glyph-orientation-vertical horiz-adv-x horiz-origin-x image-rendering letter-spacing lighting-color marker-end marker-mid marker-start overline-position overline-thickness paint-order panose-1 pointer-events rendering-intent shape-rendering stop-color stop-opacity strikethrough-position strikethrough-thickness stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration text-rendering underline-position underline-thickness unicode-bidi unicode-range units-per-em v-alphabetic v-hanging v-ideographic v-mathematical vector-effect vert-adv-y vert-origin-x vert-origin-y word-spacing writing-mode xmlns:xlink x-height".split(" ").forEach(function(a) {
		var b = a.replace(la, ma);
		r[b] = new q(b, 1, !1, a, null, !1, !1);
	});
	"xlink:actuate xlink:arcrole xlink:role xlink:show xlink:title xlink:type".split(" ").forEach(function(a) {
		var b = a.replace(la, ma);
		r[b] = new q(b, 1, !1, a, "http://www.w3.org/1999/xlink", !1, !1);
	});
	[
		"xml:base",
		"xml:lang",
		"xml:space"
	].forEach(function(a) {
		var b = a.replace(la, ma);
		r[b] = new q(b, 1, !1, a, "http://www.w3.org/XML/1998/namespace", !1, !1);
	});
	["tabIndex", "crossOrigin"].forEach(function(a) {
		r[a] = new q(a, 1, !1, a.toLowerCase(), null, !1, !1);
	});
	r.xlinkHref = new q("xlinkHref", 1, !1, "xlink:href", "http://www.w3.org/1999/xlink", !0, !1);
	[
		"src",
		"href",
		"action",
		"formAction"
	].forEach(function(a) {
		r[a] = new q(a, 1, !1, a.toLowerCase(), null, !0, !0);
	});
	var t = {
		animationIterationCount: !0,
		aspectRatio: !0,
		borderImageOutset: !0,
		borderImageSlice: !0,
		borderImageWidth: !0,
		boxFlex: !0,
		boxFlexGroup: !0,
		boxOrdinalGroup: !0,
		columnCount: !0,
		columns: !0,
		flex: !0,
		flexGrow: !0,
		flexPositive: !0,
		flexShrink: !0,
		flexNegative: !0,
		flexOrder: !0,
		gridArea: !0,
		gridRow: !0,
		gridRowEnd: !0,
		gridRowSpan: !0,
		gridRowStart: !0,
		gridColumn: !0,
		gridColumnEnd: !0,
		gridColumnSpan: !0,
		gridColumnStart: !0,
		fontWeight: !0,
		lineClamp: !0,
		lineHeight: !0,
		opacity: !0,
		order: !0,
		orphans: !0,
		tabSize: !0,
		widows: !0,
		zIndex: !0,
		zoom: !0,
		fillOpacity: !0,
		floodOpacity: !0,
		stopOpacity: !0,
		strokeDasharray: !0,
		strokeDashoffset: !0,
		strokeMiterlimit: !0,
		strokeOpacity: !0,
		strokeWidth: !0
	};
	var na = [
		"Webkit",
		"ms",
		"Moz",
		"O"
	];
	Object.keys(t).forEach(function(a) {
		na.forEach(function(b) {
			b = b + a.charAt(0).toUpperCase() + a.substring(1);
			t[b] = t[a];
		});
	});
	var oa = /["'&<>]/;
	function u(a) {
		if ("boolean" === typeof a || "number" === typeof a) return "" + a;
		a = "" + a;
		var b = oa.exec(a);
		if (b) {
			var c = "", d, f = 0;
			for (d = b.index; d < a.length; d++) {
				switch (a.charCodeAt(d)) {
					case 34:
						b = "&quot;";
						break;
					case 38:
						b = "&amp;";
						break;
					case 39:
						b = "&#x27;";
						break;
					case 60:
						b = "&lt;";
						break;
					case 62:
						b = "&gt;";
						break;
					default: continue;
				}
				f !== d && (c += a.substring(f, d));
				f = d + 1;
				c += b;
			}
			a = f !== d ? c + a.substring(f, d) : c;
		}
		return a;
	}
	var pa = /([A-Z])/g;
	var qa = /^ms-/;
	var ra = Array.isArray;
	function v(a, b) {
		return {
			insertionMode: a,
			selectedValue: b
		};
	}
	function sa(a, b, c) {
		switch (b) {
			case "select": return v(1, null != c.value ? c.value : c.defaultValue);
			case "svg": return v(2, null);
			case "math": return v(3, null);
			case "foreignObject": return v(1, null);
			case "table": return v(4, null);
			case "thead":
			case "tbody":
			case "tfoot": return v(5, null);
			case "colgroup": return v(7, null);
			case "tr": return v(6, null);
		}
		return 4 <= a.insertionMode || 0 === a.insertionMode ? v(1, null) : a;
	}
	var ta = /* @__PURE__ */ new Map();
	function ua(a, b, c) {
		if ("object" !== typeof c) throw Error("The `style` prop expects a mapping from style properties to values, not a string. For example, style={{marginRight: spacing + 'em'}} when using JSX.");
		b = !0;
		for (var d in c) if (n.call(c, d)) {
			var f = c[d];
			if (null != f && "boolean" !== typeof f && "" !== f) {
				if (0 === d.indexOf("--")) {
					var e = u(d);
					f = u(("" + f).trim());
				} else {
					e = d;
					var g = ta.get(e);
					void 0 !== g ? e = g : (g = u(e.replace(pa, "-$1").toLowerCase().replace(qa, "-ms-")), ta.set(e, g), e = g);
					f = "number" === typeof f ? 0 === f || n.call(t, d) ? "" + f : f + "px" : u(("" + f).trim());
				}
				b ? (b = !1, a.push(" style=\"", e, ":", f)) : a.push(";", e, ":", f);
			}
		}
		b || a.push("\"");
	}
	function w(a, b, c, d) {
		switch (c) {
			case "style":
				ua(a, b, d);
				return;
			case "defaultValue":
			case "defaultChecked":
			case "innerHTML":
			case "suppressContentEditableWarning":
			case "suppressHydrationWarning": return;
		}
		if (!(2 < c.length) || "o" !== c[0] && "O" !== c[0] || "n" !== c[1] && "N" !== c[1]) {
			if (b = r.hasOwnProperty(c) ? r[c] : null, null !== b) {
				switch (typeof d) {
					case "function":
					case "symbol": return;
					case "boolean": if (!b.acceptsBooleans) return;
				}
				c = b.attributeName;
				switch (b.type) {
					case 3:
						d && a.push(" ", c, "=\"\"");
						break;
					case 4:
						!0 === d ? a.push(" ", c, "=\"\"") : !1 !== d && a.push(" ", c, "=\"", u(d), "\"");
						break;
					case 5:
						isNaN(d) || a.push(" ", c, "=\"", u(d), "\"");
						break;
					case 6:
						!isNaN(d) && 1 <= d && a.push(" ", c, "=\"", u(d), "\"");
						break;
					default: b.sanitizeURL && (d = "" + d), a.push(" ", c, "=\"", u(d), "\"");
				}
			} else if (ka(c)) {
				switch (typeof d) {
					case "function":
					case "symbol": return;
					case "boolean": if (b = c.toLowerCase().slice(0, 5), "data-" !== b && "aria-" !== b) return;
				}
				a.push(" ", c, "=\"", u(d), "\"");
			}
		}
	}
	function x(a, b, c) {
		if (null != b) {
			if (null != c) throw Error("Can only set one of `children` or `props.dangerouslySetInnerHTML`.");
			if ("object" !== typeof b || !("__html" in b)) throw Error("`props.dangerouslySetInnerHTML` must be in the form `{__html: ...}`. Please visit https://reactjs.org/link/dangerously-set-inner-html for more information.");
			b = b.__html;
			null !== b && void 0 !== b && a.push("" + b);
		}
	}
	function va(a) {
		var b = "";
		ea.Children.forEach(a, function(a) {
			null != a && (b += a);
		});
		return b;
	}
	function wa(a, b, c, d) {
		a.push(z(c));
		var f = c = null, e;
		for (e in b) if (n.call(b, e)) {
			var g = b[e];
			if (null != g) switch (e) {
				case "children":
					c = g;
					break;
				case "dangerouslySetInnerHTML":
					f = g;
					break;
				default: w(a, d, e, g);
			}
		}
		a.push(">");
		x(a, f, c);
		return "string" === typeof c ? (a.push(u(c)), null) : c;
	}
	var xa = /^[a-zA-Z][a-zA-Z:_\.\-\d]*$/;
	var ya = /* @__PURE__ */ new Map();
	function z(a) {
		var b = ya.get(a);
		if (void 0 === b) {
			if (!xa.test(a)) throw Error("Invalid tag: " + a);
			b = "<" + a;
			ya.set(a, b);
		}
		return b;
	}
	function za(a, b, c, d, f) {
		switch (b) {
			case "select":
				a.push(z("select"));
				var e = null, g = null;
				for (l in c) if (n.call(c, l)) {
					var h = c[l];
					if (null != h) switch (l) {
						case "children":
							e = h;
							break;
						case "dangerouslySetInnerHTML":
							g = h;
							break;
						case "defaultValue":
						case "value": break;
						default: w(a, d, l, h);
					}
				}
				a.push(">");
				x(a, g, e);
				return e;
			case "option":
				g = f.selectedValue;
				a.push(z("option"));
				var k = h = null, m = null;
				var l = null;
				for (e in c) if (n.call(c, e)) {
					var p = c[e];
					if (null != p) switch (e) {
						case "children":
							h = p;
							break;
						case "selected":
							m = p;
							break;
						case "dangerouslySetInnerHTML":
							l = p;
							break;
						case "value": k = p;
						default: w(a, d, e, p);
					}
				}
				if (null != g) if (c = null !== k ? "" + k : va(h), ra(g)) {
					for (d = 0; d < g.length; d++) if ("" + g[d] === c) {
						a.push(" selected=\"\"");
						break;
					}
				} else "" + g === c && a.push(" selected=\"\"");
				else m && a.push(" selected=\"\"");
				a.push(">");
				x(a, l, h);
				return h;
			case "textarea":
				a.push(z("textarea"));
				l = g = e = null;
				for (h in c) if (n.call(c, h) && (k = c[h], null != k)) switch (h) {
					case "children":
						l = k;
						break;
					case "value":
						e = k;
						break;
					case "defaultValue":
						g = k;
						break;
					case "dangerouslySetInnerHTML": throw Error("`dangerouslySetInnerHTML` does not make sense on <textarea>.");
					default: w(a, d, h, k);
				}
				null === e && null !== g && (e = g);
				a.push(">");
				if (null != l) {
					if (null != e) throw Error("If you supply `defaultValue` on a <textarea>, do not pass children.");
					if (ra(l) && 1 < l.length) throw Error("<textarea> can only have at most one child.");
					e = "" + l;
				}
				"string" === typeof e && "\n" === e[0] && a.push("\n");
				null !== e && a.push(u("" + e));
				return null;
			case "input":
				a.push(z("input"));
				k = l = h = e = null;
				for (g in c) if (n.call(c, g) && (m = c[g], null != m)) switch (g) {
					case "children":
					case "dangerouslySetInnerHTML": throw Error("input is a self-closing tag and must neither have `children` nor use `dangerouslySetInnerHTML`.");
					case "defaultChecked":
						k = m;
						break;
					case "defaultValue":
						h = m;
						break;
					case "checked":
						l = m;
						break;
					case "value":
						e = m;
						break;
					default: w(a, d, g, m);
				}
				null !== l ? w(a, d, "checked", l) : null !== k && w(a, d, "checked", k);
				null !== e ? w(a, d, "value", e) : null !== h && w(a, d, "value", h);
				a.push("/>");
				return null;
			case "menuitem":
				a.push(z("menuitem"));
				for (var B in c) if (n.call(c, B) && (e = c[B], null != e)) switch (B) {
					case "children":
					case "dangerouslySetInnerHTML": throw Error("menuitems cannot have `children` nor `dangerouslySetInnerHTML`.");
					default: w(a, d, B, e);
				}
				a.push(">");
				return null;
			case "title":
				a.push(z("title"));
				e = null;
				for (p in c) if (n.call(c, p) && (g = c[p], null != g)) switch (p) {
					case "children":
						e = g;
						break;
					case "dangerouslySetInnerHTML": throw Error("`dangerouslySetInnerHTML` does not make sense on <title>.");
					default: w(a, d, p, g);
				}
				a.push(">");
				return e;
			case "listing":
			case "pre":
				a.push(z(b));
				g = e = null;
				for (k in c) if (n.call(c, k) && (h = c[k], null != h)) switch (k) {
					case "children":
						e = h;
						break;
					case "dangerouslySetInnerHTML":
						g = h;
						break;
					default: w(a, d, k, h);
				}
				a.push(">");
				if (null != g) {
					if (null != e) throw Error("Can only set one of `children` or `props.dangerouslySetInnerHTML`.");
					if ("object" !== typeof g || !("__html" in g)) throw Error("`props.dangerouslySetInnerHTML` must be in the form `{__html: ...}`. Please visit https://reactjs.org/link/dangerously-set-inner-html for more information.");
					c = g.__html;
					null !== c && void 0 !== c && ("string" === typeof c && 0 < c.length && "\n" === c[0] ? a.push("\n", c) : a.push("" + c));
				}
				"string" === typeof e && "\n" === e[0] && a.push("\n");
				return e;
			case "area":
			case "base":
			case "br":
			case "col":
			case "embed":
			case "hr":
			case "img":
			case "keygen":
			case "link":
			case "meta":
			case "param":
			case "source":
			case "track":
			case "wbr":
				a.push(z(b));
				for (var C in c) if (n.call(c, C) && (e = c[C], null != e)) switch (C) {
					case "children":
					case "dangerouslySetInnerHTML": throw Error(b + " is a self-closing tag and must neither have `children` nor use `dangerouslySetInnerHTML`.");
					default: w(a, d, C, e);
				}
				a.push("/>");
				return null;
			case "annotation-xml":
			case "color-profile":
			case "font-face":
			case "font-face-src":
			case "font-face-uri":
			case "font-face-format":
			case "font-face-name":
			case "missing-glyph": return wa(a, c, b, d);
			case "html": return 0 === f.insertionMode && a.push("<!DOCTYPE html>"), wa(a, c, b, d);
			default:
				if (-1 === b.indexOf("-") && "string" !== typeof c.is) return wa(a, c, b, d);
				a.push(z(b));
				g = e = null;
				for (m in c) if (n.call(c, m) && (h = c[m], null != h)) switch (m) {
					case "children":
						e = h;
						break;
					case "dangerouslySetInnerHTML":
						g = h;
						break;
					case "style":
						ua(a, d, h);
						break;
					case "suppressContentEditableWarning":
					case "suppressHydrationWarning": break;
					default: ka(m) && "function" !== typeof h && "symbol" !== typeof h && a.push(" ", m, "=\"", u(h), "\"");
				}
				a.push(">");
				x(a, g, e);
				return e;
		}
	}
	function Aa(a, b, c) {
		a.push("<!--$?--><template id=\"");
		if (null === c) throw Error("An ID must have been assigned before we can complete the boundary.");
		a.push(c);
		return a.push("\"></template>");
	}
	function Ba(a, b, c, d) {
		switch (c.insertionMode) {
			case 0:
			case 1: return a.push("<div hidden id=\""), a.push(b.segmentPrefix), b = d.toString(16), a.push(b), a.push("\">");
			case 2: return a.push("<svg aria-hidden=\"true\" style=\"display:none\" id=\""), a.push(b.segmentPrefix), b = d.toString(16), a.push(b), a.push("\">");
			case 3: return a.push("<math aria-hidden=\"true\" style=\"display:none\" id=\""), a.push(b.segmentPrefix), b = d.toString(16), a.push(b), a.push("\">");
			case 4: return a.push("<table hidden id=\""), a.push(b.segmentPrefix), b = d.toString(16), a.push(b), a.push("\">");
			case 5: return a.push("<table hidden><tbody id=\""), a.push(b.segmentPrefix), b = d.toString(16), a.push(b), a.push("\">");
			case 6: return a.push("<table hidden><tr id=\""), a.push(b.segmentPrefix), b = d.toString(16), a.push(b), a.push("\">");
			case 7: return a.push("<table hidden><colgroup id=\""), a.push(b.segmentPrefix), b = d.toString(16), a.push(b), a.push("\">");
			default: throw Error("Unknown insertion mode. This is a bug in React.");
		}
	}
	function Ca(a, b) {
		switch (b.insertionMode) {
			case 0:
			case 1: return a.push("</div>");
			case 2: return a.push("</svg>");
			case 3: return a.push("</math>");
			case 4: return a.push("</table>");
			case 5: return a.push("</tbody></table>");
			case 6: return a.push("</tr></table>");
			case 7: return a.push("</colgroup></table>");
			default: throw Error("Unknown insertion mode. This is a bug in React.");
		}
	}
	var Da = /[<\u2028\u2029]/g;
	function Ea(a) {
		return JSON.stringify(a).replace(Da, function(a) {
			switch (a) {
				case "<": return "\\u003c";
				case "\u2028": return "\\u2028";
				case "\u2029": return "\\u2029";
				default: throw Error("escapeJSStringsForInstructionScripts encountered a match it does not know how to replace. this means the match regex and the replacement characters are no longer in sync. This is a bug in React");
			}
		});
	}
	function Fa(a, b) {
		b = void 0 === b ? "" : b;
		return {
			bootstrapChunks: [],
			startInlineScript: "<script>",
			placeholderPrefix: b + "P:",
			segmentPrefix: b + "S:",
			boundaryPrefix: b + "B:",
			idPrefix: b,
			nextSuspenseID: 0,
			sentCompleteSegmentFunction: !1,
			sentCompleteBoundaryFunction: !1,
			sentClientRenderFunction: !1,
			generateStaticMarkup: a
		};
	}
	function Ga() {
		return {
			insertionMode: 1,
			selectedValue: null
		};
	}
	function Ha(a, b, c, d) {
		if (c.generateStaticMarkup) return a.push(u(b)), !1;
		"" === b ? a = d : (d && a.push("<!-- -->"), a.push(u(b)), a = !0);
		return a;
	}
	var A = Object.assign;
	var Ia = Symbol.for("react.element");
	var Ja = Symbol.for("react.portal");
	var Ka = Symbol.for("react.fragment");
	var La = Symbol.for("react.strict_mode");
	var Ma = Symbol.for("react.profiler");
	var Na = Symbol.for("react.provider");
	var Oa = Symbol.for("react.context");
	var Pa = Symbol.for("react.forward_ref");
	var Qa = Symbol.for("react.suspense");
	var Ra = Symbol.for("react.suspense_list");
	var Sa = Symbol.for("react.memo");
	var Ta = Symbol.for("react.lazy");
	var Ua = Symbol.for("react.scope");
	var Va = Symbol.for("react.debug_trace_mode");
	var Wa = Symbol.for("react.legacy_hidden");
	var Xa = Symbol.for("react.default_value");
	var Ya = Symbol.iterator;
	function Za(a) {
		if (null == a) return null;
		if ("function" === typeof a) return a.displayName || a.name || null;
		if ("string" === typeof a) return a;
		switch (a) {
			case Ka: return "Fragment";
			case Ja: return "Portal";
			case Ma: return "Profiler";
			case La: return "StrictMode";
			case Qa: return "Suspense";
			case Ra: return "SuspenseList";
		}
		if ("object" === typeof a) switch (a.$$typeof) {
			case Oa: return (a.displayName || "Context") + ".Consumer";
			case Na: return (a._context.displayName || "Context") + ".Provider";
			case Pa:
				var b = a.render;
				a = a.displayName;
				a || (a = b.displayName || b.name || "", a = "" !== a ? "ForwardRef(" + a + ")" : "ForwardRef");
				return a;
			case Sa: return b = a.displayName || null, null !== b ? b : Za(a.type) || "Memo";
			case Ta:
				b = a._payload;
				a = a._init;
				try {
					return Za(a(b));
				} catch (c) {}
		}
		return null;
	}
	var $a = {};
	function ab(a, b) {
		a = a.contextTypes;
		if (!a) return $a;
		var c = {}, d;
		for (d in a) c[d] = b[d];
		return c;
	}
	var D = null;
	function E(a, b) {
		if (a !== b) {
			a.context._currentValue2 = a.parentValue;
			a = a.parent;
			var c = b.parent;
			if (null === a) {
				if (null !== c) throw Error("The stacks must reach the root at the same time. This is a bug in React.");
			} else {
				if (null === c) throw Error("The stacks must reach the root at the same time. This is a bug in React.");
				E(a, c);
			}
			b.context._currentValue2 = b.value;
		}
	}
	function bb(a) {
		a.context._currentValue2 = a.parentValue;
		a = a.parent;
		null !== a && bb(a);
	}
	function cb(a) {
		var b = a.parent;
		null !== b && cb(b);
		a.context._currentValue2 = a.value;
	}
	function db(a, b) {
		a.context._currentValue2 = a.parentValue;
		a = a.parent;
		if (null === a) throw Error("The depth must equal at least at zero before reaching the root. This is a bug in React.");
		a.depth === b.depth ? E(a, b) : db(a, b);
	}
	function eb(a, b) {
		var c = b.parent;
		if (null === c) throw Error("The depth must equal at least at zero before reaching the root. This is a bug in React.");
		a.depth === c.depth ? E(a, c) : eb(a, c);
		b.context._currentValue2 = b.value;
	}
	function F(a) {
		var b = D;
		b !== a && (null === b ? cb(a) : null === a ? bb(b) : b.depth === a.depth ? E(b, a) : b.depth > a.depth ? db(b, a) : eb(b, a), D = a);
	}
	var fb = {
		isMounted: function() {
			return !1;
		},
		enqueueSetState: function(a, b) {
			a = a._reactInternals;
			null !== a.queue && a.queue.push(b);
		},
		enqueueReplaceState: function(a, b) {
			a = a._reactInternals;
			a.replace = !0;
			a.queue = [b];
		},
		enqueueForceUpdate: function() {}
	};
	function gb(a, b, c, d) {
		var f = void 0 !== a.state ? a.state : null;
		a.updater = fb;
		a.props = c;
		a.state = f;
		var e = {
			queue: [],
			replace: !1
		};
		a._reactInternals = e;
		var g = b.contextType;
		a.context = "object" === typeof g && null !== g ? g._currentValue2 : d;
		g = b.getDerivedStateFromProps;
		"function" === typeof g && (g = g(c, f), f = null === g || void 0 === g ? f : A({}, f, g), a.state = f);
		if ("function" !== typeof b.getDerivedStateFromProps && "function" !== typeof a.getSnapshotBeforeUpdate && ("function" === typeof a.UNSAFE_componentWillMount || "function" === typeof a.componentWillMount)) if (b = a.state, "function" === typeof a.componentWillMount && a.componentWillMount(), "function" === typeof a.UNSAFE_componentWillMount && a.UNSAFE_componentWillMount(), b !== a.state && fb.enqueueReplaceState(a, a.state, null), null !== e.queue && 0 < e.queue.length) if (b = e.queue, g = e.replace, e.queue = null, e.replace = !1, g && 1 === b.length) a.state = b[0];
		else {
			e = g ? b[0] : a.state;
			f = !0;
			for (g = g ? 1 : 0; g < b.length; g++) {
				var h = b[g];
				h = "function" === typeof h ? h.call(a, e, c, d) : h;
				null != h && (f ? (f = !1, e = A({}, e, h)) : A(e, h));
			}
			a.state = e;
		}
		else e.queue = null;
	}
	var hb = {
		id: 1,
		overflow: ""
	};
	function ib(a, b, c) {
		var d = a.id;
		a = a.overflow;
		var f = 32 - G(d) - 1;
		d &= ~(1 << f);
		c += 1;
		var e = 32 - G(b) + f;
		if (30 < e) {
			var g = f - f % 5;
			e = (d & (1 << g) - 1).toString(32);
			d >>= g;
			f -= g;
			return {
				id: 1 << 32 - G(b) + f | c << f | d,
				overflow: e + a
			};
		}
		return {
			id: 1 << e | c << f | d,
			overflow: a
		};
	}
	var G = Math.clz32 ? Math.clz32 : jb;
	var kb = Math.log;
	var lb = Math.LN2;
	function jb(a) {
		a >>>= 0;
		return 0 === a ? 32 : 31 - (kb(a) / lb | 0) | 0;
	}
	function mb(a, b) {
		return a === b && (0 !== a || 1 / a === 1 / b) || a !== a && b !== b;
	}
	var nb = "function" === typeof Object.is ? Object.is : mb;
	var H = null;
	var ob = null;
	var I = null;
	var J = null;
	var K = !1;
	var L = !1;
	var M = 0;
	var N = null;
	var O = 0;
	function P() {
		if (null === H) throw Error("Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n1. You might have mismatching versions of React and the renderer (such as React DOM)\n2. You might be breaking the Rules of Hooks\n3. You might have more than one copy of React in the same app\nSee https://reactjs.org/link/invalid-hook-call for tips about how to debug and fix this problem.");
		return H;
	}
	function rb() {
		if (0 < O) throw Error("Rendered more hooks than during the previous render");
		return {
			memoizedState: null,
			queue: null,
			next: null
		};
	}
	function sb() {
		null === J ? null === I ? (K = !1, I = J = rb()) : (K = !0, J = I) : null === J.next ? (K = !1, J = J.next = rb()) : (K = !0, J = J.next);
		return J;
	}
	function tb() {
		ob = H = null;
		L = !1;
		I = null;
		O = 0;
		J = N = null;
	}
	function ub(a, b) {
		return "function" === typeof b ? b(a) : b;
	}
	function vb(a, b, c) {
		H = P();
		J = sb();
		if (K) {
			var d = J.queue;
			b = d.dispatch;
			if (null !== N && (c = N.get(d), void 0 !== c)) {
				N.delete(d);
				d = J.memoizedState;
				do
					d = a(d, c.action), c = c.next;
				while (null !== c);
				J.memoizedState = d;
				return [d, b];
			}
			return [J.memoizedState, b];
		}
		a = a === ub ? "function" === typeof b ? b() : b : void 0 !== c ? c(b) : b;
		J.memoizedState = a;
		a = J.queue = {
			last: null,
			dispatch: null
		};
		a = a.dispatch = wb.bind(null, H, a);
		return [J.memoizedState, a];
	}
	function xb(a, b) {
		H = P();
		J = sb();
		b = void 0 === b ? null : b;
		if (null !== J) {
			var c = J.memoizedState;
			if (null !== c && null !== b) {
				var d = c[1];
				a: if (null === d) d = !1;
				else {
					for (var f = 0; f < d.length && f < b.length; f++) if (!nb(b[f], d[f])) {
						d = !1;
						break a;
					}
					d = !0;
				}
				if (d) return c[0];
			}
		}
		a = a();
		J.memoizedState = [a, b];
		return a;
	}
	function wb(a, b, c) {
		if (25 <= O) throw Error("Too many re-renders. React limits the number of renders to prevent an infinite loop.");
		if (a === H) if (L = !0, a = {
			action: c,
			next: null
		}, null === N && (N = /* @__PURE__ */ new Map()), c = N.get(b), void 0 === c) N.set(b, a);
		else {
			for (b = c; null !== b.next;) b = b.next;
			b.next = a;
		}
	}
	function yb() {
		throw Error("startTransition cannot be called during server rendering.");
	}
	function Q() {}
	var zb = {
		readContext: function(a) {
			return a._currentValue2;
		},
		useContext: function(a) {
			P();
			return a._currentValue2;
		},
		useMemo: xb,
		useReducer: vb,
		useRef: function(a) {
			H = P();
			J = sb();
			var b = J.memoizedState;
			return null === b ? (a = { current: a }, J.memoizedState = a) : b;
		},
		useState: function(a) {
			return vb(ub, a);
		},
		useInsertionEffect: Q,
		useLayoutEffect: function() {},
		useCallback: function(a, b) {
			return xb(function() {
				return a;
			}, b);
		},
		useImperativeHandle: Q,
		useEffect: Q,
		useDebugValue: Q,
		useDeferredValue: function(a) {
			P();
			return a;
		},
		useTransition: function() {
			P();
			return [!1, yb];
		},
		useId: function() {
			var a = ob.treeContext;
			var b = a.overflow;
			a = a.id;
			a = (a & ~(1 << 32 - G(a) - 1)).toString(32) + b;
			var c = R;
			if (null === c) throw Error("Invalid hook call. Hooks can only be called inside of the body of a function component.");
			b = M++;
			a = ":" + c.idPrefix + "R" + a;
			0 < b && (a += "H" + b.toString(32));
			return a + ":";
		},
		useMutableSource: function(a, b) {
			P();
			return b(a._source);
		},
		useSyncExternalStore: function(a, b, c) {
			if (void 0 === c) throw Error("Missing getServerSnapshot, which is required for server-rendered content. Will revert to client rendering.");
			return c();
		}
	};
	var R = null;
	var Ab = ea.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentDispatcher;
	function Bb(a) {
		console.error(a);
		return null;
	}
	function S() {}
	function Cb(a, b, c, d, f, e, g, h, k) {
		var m = [], l = /* @__PURE__ */ new Set();
		b = {
			destination: null,
			responseState: b,
			progressiveChunkSize: void 0 === d ? 12800 : d,
			status: 0,
			fatalError: null,
			nextSegmentId: 0,
			allPendingTasks: 0,
			pendingRootTasks: 0,
			completedRootSegment: null,
			abortableTasks: l,
			pingedTasks: m,
			clientRenderedBoundaries: [],
			completedBoundaries: [],
			partialBoundaries: [],
			onError: void 0 === f ? Bb : f,
			onAllReady: void 0 === e ? S : e,
			onShellReady: void 0 === g ? S : g,
			onShellError: void 0 === h ? S : h,
			onFatalError: void 0 === k ? S : k
		};
		c = T(b, 0, null, c, !1, !1);
		c.parentFlushed = !0;
		a = Db(b, a, null, c, l, $a, null, hb);
		m.push(a);
		return b;
	}
	function Db(a, b, c, d, f, e, g, h) {
		a.allPendingTasks++;
		null === c ? a.pendingRootTasks++ : c.pendingTasks++;
		var k = {
			node: b,
			ping: function() {
				var b = a.pingedTasks;
				b.push(k);
				1 === b.length && Eb(a);
			},
			blockedBoundary: c,
			blockedSegment: d,
			abortSet: f,
			legacyContext: e,
			context: g,
			treeContext: h
		};
		f.add(k);
		return k;
	}
	function T(a, b, c, d, f, e) {
		return {
			status: 0,
			id: -1,
			index: b,
			parentFlushed: !1,
			chunks: [],
			children: [],
			formatContext: d,
			boundary: c,
			lastPushedText: f,
			textEmbedded: e
		};
	}
	function U(a, b) {
		a = a.onError(b);
		if (null != a && "string" !== typeof a) throw Error("onError returned something with a type other than \"string\". onError should return a string and may return null or undefined but must not return anything else. It received something of type \"" + typeof a + "\" instead");
		return a;
	}
	function V(a, b) {
		var c = a.onShellError;
		c(b);
		c = a.onFatalError;
		c(b);
		null !== a.destination ? (a.status = 2, a.destination.destroy(b)) : (a.status = 1, a.fatalError = b);
	}
	function Fb(a, b, c, d, f) {
		H = {};
		ob = b;
		M = 0;
		for (a = c(d, f); L;) L = !1, M = 0, O += 1, J = null, a = c(d, f);
		tb();
		return a;
	}
	function Gb(a, b, c, d) {
		var f = c.render(), e = d.childContextTypes;
		if (null !== e && void 0 !== e) {
			var g = b.legacyContext;
			if ("function" !== typeof c.getChildContext) d = g;
			else {
				c = c.getChildContext();
				for (var h in c) if (!(h in e)) throw Error((Za(d) || "Unknown") + ".getChildContext(): key \"" + h + "\" is not defined in childContextTypes.");
				d = A({}, g, c);
			}
			b.legacyContext = d;
			W(a, b, f);
			b.legacyContext = g;
		} else W(a, b, f);
	}
	function Hb(a, b) {
		if (a && a.defaultProps) {
			b = A({}, b);
			a = a.defaultProps;
			for (var c in a) void 0 === b[c] && (b[c] = a[c]);
			return b;
		}
		return b;
	}
	function Ib(a, b, c, d, f) {
		if ("function" === typeof c) if (c.prototype && c.prototype.isReactComponent) {
			f = ab(c, b.legacyContext);
			var e = c.contextType;
			e = new c(d, "object" === typeof e && null !== e ? e._currentValue2 : f);
			gb(e, c, d, f);
			Gb(a, b, e, c);
		} else {
			e = ab(c, b.legacyContext);
			f = Fb(a, b, c, d, e);
			var g = 0 !== M;
			if ("object" === typeof f && null !== f && "function" === typeof f.render && void 0 === f.$$typeof) gb(f, c, d, e), Gb(a, b, f, c);
			else if (g) {
				d = b.treeContext;
				b.treeContext = ib(d, 1, 0);
				try {
					W(a, b, f);
				} finally {
					b.treeContext = d;
				}
			} else W(a, b, f);
		}
		else if ("string" === typeof c) {
			f = b.blockedSegment;
			e = za(f.chunks, c, d, a.responseState, f.formatContext);
			f.lastPushedText = !1;
			g = f.formatContext;
			f.formatContext = sa(g, c, d);
			Jb(a, b, e);
			f.formatContext = g;
			switch (c) {
				case "area":
				case "base":
				case "br":
				case "col":
				case "embed":
				case "hr":
				case "img":
				case "input":
				case "keygen":
				case "link":
				case "meta":
				case "param":
				case "source":
				case "track":
				case "wbr": break;
				default: f.chunks.push("</", c, ">");
			}
			f.lastPushedText = !1;
		} else {
			switch (c) {
				case Wa:
				case Va:
				case La:
				case Ma:
				case Ka:
					W(a, b, d.children);
					return;
				case Ra:
					W(a, b, d.children);
					return;
				case Ua: throw Error("ReactDOMServer does not yet support scope components.");
				case Qa:
					a: {
						c = b.blockedBoundary;
						f = b.blockedSegment;
						e = d.fallback;
						d = d.children;
						g = /* @__PURE__ */ new Set();
						var h = {
							id: null,
							rootSegmentID: -1,
							parentFlushed: !1,
							pendingTasks: 0,
							forceClientRender: !1,
							completedSegments: [],
							byteSize: 0,
							fallbackAbortableTasks: g,
							errorDigest: null
						}, k = T(a, f.chunks.length, h, f.formatContext, !1, !1);
						f.children.push(k);
						f.lastPushedText = !1;
						var m = T(a, 0, null, f.formatContext, !1, !1);
						m.parentFlushed = !0;
						b.blockedBoundary = h;
						b.blockedSegment = m;
						try {
							if (Jb(a, b, d), a.responseState.generateStaticMarkup || m.lastPushedText && m.textEmbedded && m.chunks.push("<!-- -->"), m.status = 1, X(h, m), 0 === h.pendingTasks) break a;
						} catch (l) {
							m.status = 4, h.forceClientRender = !0, h.errorDigest = U(a, l);
						} finally {
							b.blockedBoundary = c, b.blockedSegment = f;
						}
						b = Db(a, e, c, k, g, b.legacyContext, b.context, b.treeContext);
						a.pingedTasks.push(b);
					}
					return;
			}
			if ("object" === typeof c && null !== c) switch (c.$$typeof) {
				case Pa:
					d = Fb(a, b, c.render, d, f);
					if (0 !== M) {
						c = b.treeContext;
						b.treeContext = ib(c, 1, 0);
						try {
							W(a, b, d);
						} finally {
							b.treeContext = c;
						}
					} else W(a, b, d);
					return;
				case Sa:
					c = c.type;
					d = Hb(c, d);
					Ib(a, b, c, d, f);
					return;
				case Na:
					f = d.children;
					c = c._context;
					d = d.value;
					e = c._currentValue2;
					c._currentValue2 = d;
					g = D;
					D = d = {
						parent: g,
						depth: null === g ? 0 : g.depth + 1,
						context: c,
						parentValue: e,
						value: d
					};
					b.context = d;
					W(a, b, f);
					a = D;
					if (null === a) throw Error("Tried to pop a Context at the root of the app. This is a bug in React.");
					d = a.parentValue;
					a.context._currentValue2 = d === Xa ? a.context._defaultValue : d;
					a = D = a.parent;
					b.context = a;
					return;
				case Oa:
					d = d.children;
					d = d(c._currentValue2);
					W(a, b, d);
					return;
				case Ta:
					f = c._init;
					c = f(c._payload);
					d = Hb(c, d);
					Ib(a, b, c, d, void 0);
					return;
			}
			throw Error("Element type is invalid: expected a string (for built-in components) or a class/function (for composite components) but got: " + ((null == c ? c : typeof c) + "."));
		}
	}
	function W(a, b, c) {
		b.node = c;
		if ("object" === typeof c && null !== c) {
			switch (c.$$typeof) {
				case Ia:
					Ib(a, b, c.type, c.props, c.ref);
					return;
				case Ja: throw Error("Portals are not currently supported by the server renderer. Render them conditionally so that they only appear on the client render.");
				case Ta:
					var d = c._init;
					c = d(c._payload);
					W(a, b, c);
					return;
			}
			if (ra(c)) {
				Kb(a, b, c);
				return;
			}
			null === c || "object" !== typeof c ? d = null : (d = Ya && c[Ya] || c["@@iterator"], d = "function" === typeof d ? d : null);
			if (d && (d = d.call(c))) {
				c = d.next();
				if (!c.done) {
					var f = [];
					do
						f.push(c.value), c = d.next();
					while (!c.done);
					Kb(a, b, f);
				}
				return;
			}
			a = Object.prototype.toString.call(c);
			throw Error("Objects are not valid as a React child (found: " + ("[object Object]" === a ? "object with keys {" + Object.keys(c).join(", ") + "}" : a) + "). If you meant to render a collection of children, use an array instead.");
		}
		"string" === typeof c ? (d = b.blockedSegment, d.lastPushedText = Ha(b.blockedSegment.chunks, c, a.responseState, d.lastPushedText)) : "number" === typeof c && (d = b.blockedSegment, d.lastPushedText = Ha(b.blockedSegment.chunks, "" + c, a.responseState, d.lastPushedText));
	}
	function Kb(a, b, c) {
		for (var d = c.length, f = 0; f < d; f++) {
			var e = b.treeContext;
			b.treeContext = ib(e, d, f);
			try {
				Jb(a, b, c[f]);
			} finally {
				b.treeContext = e;
			}
		}
	}
	function Jb(a, b, c) {
		var d = b.blockedSegment.formatContext, f = b.legacyContext, e = b.context;
		try {
			return W(a, b, c);
		} catch (k) {
			if (tb(), "object" === typeof k && null !== k && "function" === typeof k.then) {
				c = k;
				var g = b.blockedSegment, h = T(a, g.chunks.length, null, g.formatContext, g.lastPushedText, !0);
				g.children.push(h);
				g.lastPushedText = !1;
				a = Db(a, b.node, b.blockedBoundary, h, b.abortSet, b.legacyContext, b.context, b.treeContext).ping;
				c.then(a, a);
				b.blockedSegment.formatContext = d;
				b.legacyContext = f;
				b.context = e;
				F(e);
			} else throw b.blockedSegment.formatContext = d, b.legacyContext = f, b.context = e, F(e), k;
		}
	}
	function Lb(a) {
		var b = a.blockedBoundary;
		a = a.blockedSegment;
		a.status = 3;
		Mb(this, b, a);
	}
	function Nb(a, b, c) {
		var d = a.blockedBoundary;
		a.blockedSegment.status = 3;
		null === d ? (b.allPendingTasks--, 2 !== b.status && (b.status = 2, null !== b.destination && b.destination.push(null))) : (d.pendingTasks--, d.forceClientRender || (d.forceClientRender = !0, d.errorDigest = b.onError(void 0 === c ? Error("The render was aborted by the server without a reason.") : c), d.parentFlushed && b.clientRenderedBoundaries.push(d)), d.fallbackAbortableTasks.forEach(function(a) {
			return Nb(a, b, c);
		}), d.fallbackAbortableTasks.clear(), b.allPendingTasks--, 0 === b.allPendingTasks && (a = b.onAllReady, a()));
	}
	function X(a, b) {
		if (0 === b.chunks.length && 1 === b.children.length && null === b.children[0].boundary) {
			var c = b.children[0];
			c.id = b.id;
			c.parentFlushed = !0;
			1 === c.status && X(a, c);
		} else a.completedSegments.push(b);
	}
	function Mb(a, b, c) {
		if (null === b) {
			if (c.parentFlushed) {
				if (null !== a.completedRootSegment) throw Error("There can only be one root segment. This is a bug in React.");
				a.completedRootSegment = c;
			}
			a.pendingRootTasks--;
			0 === a.pendingRootTasks && (a.onShellError = S, b = a.onShellReady, b());
		} else b.pendingTasks--, b.forceClientRender || (0 === b.pendingTasks ? (c.parentFlushed && 1 === c.status && X(b, c), b.parentFlushed && a.completedBoundaries.push(b), b.fallbackAbortableTasks.forEach(Lb, a), b.fallbackAbortableTasks.clear()) : c.parentFlushed && 1 === c.status && (X(b, c), 1 === b.completedSegments.length && b.parentFlushed && a.partialBoundaries.push(b)));
		a.allPendingTasks--;
		0 === a.allPendingTasks && (a = a.onAllReady, a());
	}
	function Eb(a) {
		if (2 !== a.status) {
			var b = D, c = Ab.current;
			Ab.current = zb;
			var d = R;
			R = a.responseState;
			try {
				var f = a.pingedTasks, e = 0;
				for (; e < f.length; e++) {
					var g = f[e];
					var h = a, k = g.blockedSegment;
					if (0 === k.status) {
						F(g.context);
						try {
							W(h, g, g.node), h.responseState.generateStaticMarkup || k.lastPushedText && k.textEmbedded && k.chunks.push("<!-- -->"), g.abortSet.delete(g), k.status = 1, Mb(h, g.blockedBoundary, k);
						} catch (y) {
							if (tb(), "object" === typeof y && null !== y && "function" === typeof y.then) {
								var m = g.ping;
								y.then(m, m);
							} else {
								g.abortSet.delete(g);
								k.status = 4;
								var l = g.blockedBoundary, p = y, B = U(h, p);
								null === l ? V(h, p) : (l.pendingTasks--, l.forceClientRender || (l.forceClientRender = !0, l.errorDigest = B, l.parentFlushed && h.clientRenderedBoundaries.push(l)));
								h.allPendingTasks--;
								if (0 === h.allPendingTasks) {
									var C = h.onAllReady;
									C();
								}
							}
						}
					}
				}
				f.splice(0, e);
				null !== a.destination && Ob(a, a.destination);
			} catch (y) {
				U(a, y), V(a, y);
			} finally {
				R = d, Ab.current = c, c === zb && F(b);
			}
		}
	}
	function Y(a, b, c) {
		c.parentFlushed = !0;
		switch (c.status) {
			case 0:
				var d = c.id = a.nextSegmentId++;
				c.lastPushedText = !1;
				c.textEmbedded = !1;
				a = a.responseState;
				b.push("<template id=\"");
				b.push(a.placeholderPrefix);
				a = d.toString(16);
				b.push(a);
				return b.push("\"></template>");
			case 1:
				c.status = 2;
				var f = !0;
				d = c.chunks;
				var e = 0;
				c = c.children;
				for (var g = 0; g < c.length; g++) {
					for (f = c[g]; e < f.index; e++) b.push(d[e]);
					f = Z(a, b, f);
				}
				for (; e < d.length - 1; e++) b.push(d[e]);
				e < d.length && (f = b.push(d[e]));
				return f;
			default: throw Error("Aborted, errored or already flushed boundaries should not be flushed again. This is a bug in React.");
		}
	}
	function Z(a, b, c) {
		var d = c.boundary;
		if (null === d) return Y(a, b, c);
		d.parentFlushed = !0;
		if (d.forceClientRender) return a.responseState.generateStaticMarkup || (d = d.errorDigest, b.push("<!--$!-->"), b.push("<template"), d && (b.push(" data-dgst=\""), d = u(d), b.push(d), b.push("\"")), b.push("></template>")), Y(a, b, c), a = a.responseState.generateStaticMarkup ? !0 : b.push("<!--/$-->"), a;
		if (0 < d.pendingTasks) {
			d.rootSegmentID = a.nextSegmentId++;
			0 < d.completedSegments.length && a.partialBoundaries.push(d);
			var f = a.responseState;
			var e = f.nextSuspenseID++;
			f = f.boundaryPrefix + e.toString(16);
			d = d.id = f;
			Aa(b, a.responseState, d);
			Y(a, b, c);
			return b.push("<!--/$-->");
		}
		if (d.byteSize > a.progressiveChunkSize) return d.rootSegmentID = a.nextSegmentId++, a.completedBoundaries.push(d), Aa(b, a.responseState, d.id), Y(a, b, c), b.push("<!--/$-->");
		a.responseState.generateStaticMarkup || b.push("<!--$-->");
		c = d.completedSegments;
		if (1 !== c.length) throw Error("A previously unvisited boundary must have exactly one root segment. This is a bug in React.");
		Z(a, b, c[0]);
		a = a.responseState.generateStaticMarkup ? !0 : b.push("<!--/$-->");
		return a;
	}
	function Pb(a, b, c) {
		Ba(b, a.responseState, c.formatContext, c.id);
		Z(a, b, c);
		return Ca(b, c.formatContext);
	}
	function Qb(a, b, c) {
		for (var d = c.completedSegments, f = 0; f < d.length; f++) Rb(a, b, c, d[f]);
		d.length = 0;
		a = a.responseState;
		d = c.id;
		c = c.rootSegmentID;
		b.push(a.startInlineScript);
		a.sentCompleteBoundaryFunction ? b.push("$RC(\"") : (a.sentCompleteBoundaryFunction = !0, b.push("function $RC(a,b){a=document.getElementById(a);b=document.getElementById(b);b.parentNode.removeChild(b);if(a){a=a.previousSibling;var f=a.parentNode,c=a.nextSibling,e=0;do{if(c&&8===c.nodeType){var d=c.data;if(\"/$\"===d)if(0===e)break;else e--;else\"$\"!==d&&\"$?\"!==d&&\"$!\"!==d||e++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;b.firstChild;)f.insertBefore(b.firstChild,c);a.data=\"$\";a._reactRetry&&a._reactRetry()}};$RC(\""));
		if (null === d) throw Error("An ID must have been assigned before we can complete the boundary.");
		c = c.toString(16);
		b.push(d);
		b.push("\",\"");
		b.push(a.segmentPrefix);
		b.push(c);
		return b.push("\")<\/script>");
	}
	function Rb(a, b, c, d) {
		if (2 === d.status) return !0;
		var f = d.id;
		if (-1 === f) {
			if (-1 === (d.id = c.rootSegmentID)) throw Error("A root segment ID must have been assigned by now. This is a bug in React.");
			return Pb(a, b, d);
		}
		Pb(a, b, d);
		a = a.responseState;
		b.push(a.startInlineScript);
		a.sentCompleteSegmentFunction ? b.push("$RS(\"") : (a.sentCompleteSegmentFunction = !0, b.push("function $RS(a,b){a=document.getElementById(a);b=document.getElementById(b);for(a.parentNode.removeChild(a);a.firstChild;)b.parentNode.insertBefore(a.firstChild,b);b.parentNode.removeChild(b)};$RS(\""));
		b.push(a.segmentPrefix);
		f = f.toString(16);
		b.push(f);
		b.push("\",\"");
		b.push(a.placeholderPrefix);
		b.push(f);
		return b.push("\")<\/script>");
	}
	function Ob(a, b) {
		try {
			var c = a.completedRootSegment;
			if (null !== c && 0 === a.pendingRootTasks) {
				Z(a, b, c);
				a.completedRootSegment = null;
				var d = a.responseState.bootstrapChunks;
				for (c = 0; c < d.length - 1; c++) b.push(d[c]);
				c < d.length && b.push(d[c]);
			}
			var f = a.clientRenderedBoundaries, e = 0;
			for (; e < f.length; e++) {
				var g = f[e];
				d = b;
				var h = a.responseState, k = g.id, m = g.errorDigest, l = g.errorMessage, p = g.errorComponentStack;
				d.push(h.startInlineScript);
				h.sentClientRenderFunction ? d.push("$RX(\"") : (h.sentClientRenderFunction = !0, d.push("function $RX(b,c,d,e){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data=\"$!\",a=a.dataset,c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),b._reactRetry&&b._reactRetry())};$RX(\""));
				if (null === k) throw Error("An ID must have been assigned before we can complete the boundary.");
				d.push(k);
				d.push("\"");
				if (m || l || p) {
					d.push(",");
					var B = Ea(m || "");
					d.push(B);
				}
				if (l || p) {
					d.push(",");
					var C = Ea(l || "");
					d.push(C);
				}
				if (p) {
					d.push(",");
					var y = Ea(p);
					d.push(y);
				}
				if (!d.push(")<\/script>")) {
					a.destination = null;
					e++;
					f.splice(0, e);
					return;
				}
			}
			f.splice(0, e);
			var aa = a.completedBoundaries;
			for (e = 0; e < aa.length; e++) if (!Qb(a, b, aa[e])) {
				a.destination = null;
				e++;
				aa.splice(0, e);
				return;
			}
			aa.splice(0, e);
			var ba = a.partialBoundaries;
			for (e = 0; e < ba.length; e++) {
				var pb = ba[e];
				a: {
					f = a;
					g = b;
					var ca = pb.completedSegments;
					for (h = 0; h < ca.length; h++) if (!Rb(f, g, pb, ca[h])) {
						h++;
						ca.splice(0, h);
						var qb = !1;
						break a;
					}
					ca.splice(0, h);
					qb = !0;
				}
				if (!qb) {
					a.destination = null;
					e++;
					ba.splice(0, e);
					return;
				}
			}
			ba.splice(0, e);
			var da = a.completedBoundaries;
			for (e = 0; e < da.length; e++) if (!Qb(a, b, da[e])) {
				a.destination = null;
				e++;
				da.splice(0, e);
				return;
			}
			da.splice(0, e);
		} finally {
			0 === a.allPendingTasks && 0 === a.pingedTasks.length && 0 === a.clientRenderedBoundaries.length && 0 === a.completedBoundaries.length && b.push(null);
		}
	}
	function Sb(a, b) {
		if (1 === a.status) a.status = 2, b.destroy(a.fatalError);
		else if (2 !== a.status && null === a.destination) {
			a.destination = b;
			try {
				Ob(a, b);
			} catch (c) {
				U(a, c), V(a, c);
			}
		}
	}
	function Tb(a, b) {
		try {
			var c = a.abortableTasks;
			c.forEach(function(c) {
				return Nb(c, a, b);
			});
			c.clear();
			null !== a.destination && Ob(a, a.destination);
		} catch (d) {
			U(a, d), V(a, d);
		}
	}
	function Ub() {}
	function Vb(a, b, c, d) {
		var f = !1, e = null, g = "", h = !1;
		a = Cb(a, Fa(c, b ? b.identifierPrefix : void 0), Ga(), Infinity, Ub, void 0, function() {
			h = !0;
		}, void 0, void 0);
		Eb(a);
		Tb(a, d);
		Sb(a, {
			push: function(a) {
				null !== a && (g += a);
				return !0;
			},
			destroy: function(a) {
				f = !0;
				e = a;
			}
		});
		if (f) throw e;
		if (!h) throw Error("A component suspended while responding to synchronous input. This will cause the UI to be replaced with a loading indicator. To fix, updates that suspend should be wrapped with startTransition.");
		return g;
	}
	function Wb(a, b) {
		a.prototype = Object.create(b.prototype);
		a.prototype.constructor = a;
		a.__proto__ = b;
	}
	var Xb = function(a) {
		function b() {
			var b = a.call(this, {}) || this;
			b.request = null;
			b.startedFlowing = !1;
			return b;
		}
		Wb(b, a);
		var c = b.prototype;
		c._destroy = function(a, b) {
			Tb(this.request);
			b(a);
		};
		c._read = function() {
			this.startedFlowing && Sb(this.request, this);
		};
		return b;
	}(fa.Readable);
	function Yb() {}
	function Zb(a, b) {
		var c = new Xb(), d = Cb(a, Fa(!1, b ? b.identifierPrefix : void 0), Ga(), Infinity, Yb, function() {
			c.startedFlowing = !0;
			Sb(d, c);
		}, void 0, void 0);
		c.request = d;
		Eb(d);
		return c;
	}
	exports.renderToNodeStream = function(a, b) {
		return Zb(a, b);
	};
	exports.renderToStaticMarkup = function(a, b) {
		return Vb(a, b, !0, "The server used \"renderToStaticMarkup\" which does not support Suspense. If you intended to have the server wait for the suspended component please switch to \"renderToPipeableStream\" which supports Suspense on the server");
	};
	exports.renderToStaticNodeStream = function(a, b) {
		return Zb(a, b);
	};
	exports.renderToString = function(a, b) {
		return Vb(a, b, !1, "The server used \"renderToString\" which does not support Suspense. If you intended for this Suspense boundary to render the fallback content on the server consider throwing an Error somewhere within the Suspense boundary. If you intended to have the server wait for the suspended component please switch to \"renderToPipeableStream\" which supports Suspense on the server");
	};
	exports.version = "18.3.1";
}));
// node_modules/react-dom/cjs/react-dom-server.node.production.min.js
/**
* @license React
* react-dom-server.node.production.min.js
*
* Copyright (c) Facebook, Inc. and its affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_react_dom_server_node_production_min = /* @__PURE__ */ __commonJSMin(((exports) => {
	var aa = __require("util");
	var ba = require_react();
	var k = null;
	var l = 0;
	var q = !0;
	function r(a, b) {
		if ("string" === typeof b) {
			if (0 !== b.length) if (2048 < 3 * b.length) 0 < l && (t(a, k.subarray(0, l)), k = /* @__PURE__ */ new Uint8Array(2048), l = 0), t(a, u.encode(b));
			else {
				var c = k;
				0 < l && (c = k.subarray(l));
				c = u.encodeInto(b, c);
				var d = c.read;
				l += c.written;
				d < b.length && (t(a, k), k = /* @__PURE__ */ new Uint8Array(2048), l = u.encodeInto(b.slice(d), k).written);
				2048 === l && (t(a, k), k = /* @__PURE__ */ new Uint8Array(2048), l = 0);
			}
		} else 0 !== b.byteLength && (2048 < b.byteLength ? (0 < l && (t(a, k.subarray(0, l)), k = /* @__PURE__ */ new Uint8Array(2048), l = 0), t(a, b)) : (c = k.length - l, c < b.byteLength && (0 === c ? t(a, k) : (k.set(b.subarray(0, c), l), l += c, t(a, k), b = b.subarray(c)), k = /* @__PURE__ */ new Uint8Array(2048), l = 0), k.set(b, l), l += b.byteLength, 2048 === l && (t(a, k), k = /* @__PURE__ */ new Uint8Array(2048), l = 0)));
	}
	function t(a, b) {
		a = a.write(b);
		q = q && a;
	}
	function w(a, b) {
		r(a, b);
		return q;
	}
	function ca(a) {
		k && 0 < l && a.write(k.subarray(0, l));
		k = null;
		l = 0;
		q = !0;
	}
	var u = new aa.TextEncoder();
	function x(a) {
		return u.encode(a);
	}
	var y = Object.prototype.hasOwnProperty;
	var da = /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/;
	var ea = {};
	var fa = {};
	function ha(a) {
		if (y.call(fa, a)) return !0;
		if (y.call(ea, a)) return !1;
		if (da.test(a)) return fa[a] = !0;
		ea[a] = !0;
		return !1;
	}
	function z(a, b, c, d, f, e, g) {
		this.acceptsBooleans = 2 === b || 3 === b || 4 === b;
		this.attributeName = d;
		this.attributeNamespace = f;
		this.mustUseProperty = c;
		this.propertyName = a;
		this.type = b;
		this.sanitizeURL = e;
		this.removeEmptyString = g;
	}
	var A = {};
	"children dangerouslySetInnerHTML defaultValue defaultChecked innerHTML suppressContentEditableWarning suppressHydrationWarning style".split(" ").forEach(function(a) {
		A[a] = new z(a, 0, !1, a, null, !1, !1);
	});
	[
		["acceptCharset", "accept-charset"],
		["className", "class"],
		["htmlFor", "for"],
		["httpEquiv", "http-equiv"]
	].forEach(function(a) {
		var b = a[0];
		A[b] = new z(b, 1, !1, a[1], null, !1, !1);
	});
	[
		"contentEditable",
		"draggable",
		"spellCheck",
		"value"
	].forEach(function(a) {
		A[a] = new z(a, 2, !1, a.toLowerCase(), null, !1, !1);
	});
	[
		"autoReverse",
		"externalResourcesRequired",
		"focusable",
		"preserveAlpha"
	].forEach(function(a) {
		A[a] = new z(a, 2, !1, a, null, !1, !1);
	});
	"allowFullScreen async autoFocus autoPlay controls default defer disabled disablePictureInPicture disableRemotePlayback formNoValidate hidden loop noModule noValidate open playsInline readOnly required reversed scoped seamless itemScope".split(" ").forEach(function(a) {
		A[a] = new z(a, 3, !1, a.toLowerCase(), null, !1, !1);
	});
	[
		"checked",
		"multiple",
		"muted",
		"selected"
	].forEach(function(a) {
		A[a] = new z(a, 3, !0, a, null, !1, !1);
	});
	["capture", "download"].forEach(function(a) {
		A[a] = new z(a, 4, !1, a, null, !1, !1);
	});
	[
		"cols",
		"rows",
		"size",
		"span"
	].forEach(function(a) {
		A[a] = new z(a, 6, !1, a, null, !1, !1);
	});
	["rowSpan", "start"].forEach(function(a) {
		A[a] = new z(a, 5, !1, a.toLowerCase(), null, !1, !1);
	});
	var ia = /[\-:]([a-z])/g;
	function ja(a) {
		return a[1].toUpperCase();
	}
	"accent-height alignment-baseline arabic-form baseline-shift cap-height clip-path clip-rule color-interpolation color-interpolation-filters color-profile color-rendering dominant-baseline enable-background fill-opacity fill-rule flood-color flood-opacity font-family font-size font-size-adjust font-stretch font-style font-variant font-weight glyph-name glyph-orientation-horizontal glyph-orientation-vertical horiz-adv-x horiz-origin-x image-rendering letter-spacing lighting-color marker-end marker-mid marker-start overline-position overline-thickness paint-order panose-1 pointer-events rendering-intent shape-rendering stop-color stop-opacity strikethrough-position strikethrough-thickness stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration text-rendering underline-position underline-thickness unicode-bidi unicode-range units-per-em v-alphabetic v-hanging v-ideographic v-mathematical vector-effect vert-adv-y vert-origin-x vert-origin-y word-spacing writing-mode xmlns:xlink x-height".split(" ").forEach(function(a) {
		var b = a.replace(ia, ja);
		A[b] = new z(b, 1, !1, a, null, !1, !1);
	});
	"xlink:actuate xlink:arcrole xlink:role xlink:show xlink:title xlink:type".split(" ").forEach(function(a) {
		var b = a.replace(ia, ja);
		A[b] = new z(b, 1, !1, a, "http://www.w3.org/1999/xlink", !1, !1);
	});
	[
		"xml:base",
		"xml:lang",
		"xml:space"
	].forEach(function(a) {
		var b = a.replace(ia, ja);
		A[b] = new z(b, 1, !1, a, "http://www.w3.org/XML/1998/namespace", !1, !1);
	});
	["tabIndex", "crossOrigin"].forEach(function(a) {
		A[a] = new z(a, 1, !1, a.toLowerCase(), null, !1, !1);
	});
	A.xlinkHref = new z("xlinkHref", 1, !1, "xlink:href", "http://www.w3.org/1999/xlink", !0, !1);
	[
		"src",
		"href",
		"action",
		"formAction"
	].forEach(function(a) {
		A[a] = new z(a, 1, !1, a.toLowerCase(), null, !0, !0);
	});
	var B = {
		animationIterationCount: !0,
		aspectRatio: !0,
		borderImageOutset: !0,
		borderImageSlice: !0,
		borderImageWidth: !0,
		boxFlex: !0,
		boxFlexGroup: !0,
		boxOrdinalGroup: !0,
		columnCount: !0,
		columns: !0,
		flex: !0,
		flexGrow: !0,
		flexPositive: !0,
		flexShrink: !0,
		flexNegative: !0,
		flexOrder: !0,
		gridArea: !0,
		gridRow: !0,
		gridRowEnd: !0,
		gridRowSpan: !0,
		gridRowStart: !0,
		gridColumn: !0,
		gridColumnEnd: !0,
		gridColumnSpan: !0,
		gridColumnStart: !0,
		fontWeight: !0,
		lineClamp: !0,
		lineHeight: !0,
		opacity: !0,
		order: !0,
		orphans: !0,
		tabSize: !0,
		widows: !0,
		zIndex: !0,
		zoom: !0,
		fillOpacity: !0,
		floodOpacity: !0,
		stopOpacity: !0,
		strokeDasharray: !0,
		strokeDashoffset: !0,
		strokeMiterlimit: !0,
		strokeOpacity: !0,
		strokeWidth: !0
	};
	var ka = [
		"Webkit",
		"ms",
		"Moz",
		"O"
	];
	Object.keys(B).forEach(function(a) {
		ka.forEach(function(b) {
			b = b + a.charAt(0).toUpperCase() + a.substring(1);
			B[b] = B[a];
		});
	});
	var la = /["'&<>]/;
	function F(a) {
		if ("boolean" === typeof a || "number" === typeof a) return "" + a;
		a = "" + a;
		var b = la.exec(a);
		if (b) {
			var c = "", d, f = 0;
			for (d = b.index; d < a.length; d++) {
				switch (a.charCodeAt(d)) {
					case 34:
						b = "&quot;";
						break;
					case 38:
						b = "&amp;";
						break;
					case 39:
						b = "&#x27;";
						break;
					case 60:
						b = "&lt;";
						break;
					case 62:
						b = "&gt;";
						break;
					default: continue;
				}
				f !== d && (c += a.substring(f, d));
				f = d + 1;
				c += b;
			}
			a = f !== d ? c + a.substring(f, d) : c;
		}
		return a;
	}
	var ma = /([A-Z])/g;
	var pa = /^ms-/;
	var qa = Array.isArray;
	var ra = x("<script>");
	var sa = x("<\/script>");
	var ta = x("<script src=\"");
	var ua = x("<script type=\"module\" src=\"");
	var va = x("\" async=\"\"><\/script>");
	var wa = /(<\/|<)(s)(cript)/gi;
	function xa(a, b, c, d) {
		return "" + b + ("s" === c ? "\\u0073" : "\\u0053") + d;
	}
	function G(a, b) {
		return {
			insertionMode: a,
			selectedValue: b
		};
	}
	function ya(a, b, c) {
		switch (b) {
			case "select": return G(1, null != c.value ? c.value : c.defaultValue);
			case "svg": return G(2, null);
			case "math": return G(3, null);
			case "foreignObject": return G(1, null);
			case "table": return G(4, null);
			case "thead":
			case "tbody":
			case "tfoot": return G(5, null);
			case "colgroup": return G(7, null);
			case "tr": return G(6, null);
		}
		return 4 <= a.insertionMode || 0 === a.insertionMode ? G(1, null) : a;
	}
	var za = x("<!-- -->");
	function Aa(a, b, c, d) {
		if ("" === b) return d;
		d && a.push(za);
		a.push(F(b));
		return !0;
	}
	var Ba = /* @__PURE__ */ new Map();
	var Ca = x(" style=\"");
	var Da = x(":");
	var Ea = x(";");
	function Fa(a, b, c) {
		if ("object" !== typeof c) throw Error("The `style` prop expects a mapping from style properties to values, not a string. For example, style={{marginRight: spacing + 'em'}} when using JSX.");
		b = !0;
		for (var d in c) if (y.call(c, d)) {
			var f = c[d];
			if (null != f && "boolean" !== typeof f && "" !== f) {
				if (0 === d.indexOf("--")) {
					var e = F(d);
					f = F(("" + f).trim());
				} else {
					e = d;
					var g = Ba.get(e);
					void 0 !== g ? e = g : (g = x(F(e.replace(ma, "-$1").toLowerCase().replace(pa, "-ms-"))), Ba.set(e, g), e = g);
					f = "number" === typeof f ? 0 === f || y.call(B, d) ? "" + f : f + "px" : F(("" + f).trim());
				}
				b ? (b = !1, a.push(Ca, e, Da, f)) : a.push(Ea, e, Da, f);
			}
		}
		b || a.push(H);
	}
	var I = x(" ");
	var J = x("=\"");
	var H = x("\"");
	var Ga = x("=\"\"");
	function K(a, b, c, d) {
		switch (c) {
			case "style":
				Fa(a, b, d);
				return;
			case "defaultValue":
			case "defaultChecked":
			case "innerHTML":
			case "suppressContentEditableWarning":
			case "suppressHydrationWarning": return;
		}
		if (!(2 < c.length) || "o" !== c[0] && "O" !== c[0] || "n" !== c[1] && "N" !== c[1]) {
			if (b = A.hasOwnProperty(c) ? A[c] : null, null !== b) {
				switch (typeof d) {
					case "function":
					case "symbol": return;
					case "boolean": if (!b.acceptsBooleans) return;
				}
				c = b.attributeName;
				switch (b.type) {
					case 3:
						d && a.push(I, c, Ga);
						break;
					case 4:
						!0 === d ? a.push(I, c, Ga) : !1 !== d && a.push(I, c, J, F(d), H);
						break;
					case 5:
						isNaN(d) || a.push(I, c, J, F(d), H);
						break;
					case 6:
						!isNaN(d) && 1 <= d && a.push(I, c, J, F(d), H);
						break;
					default: b.sanitizeURL && (d = "" + d), a.push(I, c, J, F(d), H);
				}
			} else if (ha(c)) {
				switch (typeof d) {
					case "function":
					case "symbol": return;
					case "boolean": if (b = c.toLowerCase().slice(0, 5), "data-" !== b && "aria-" !== b) return;
				}
				a.push(I, c, J, F(d), H);
			}
		}
	}
	var L = x(">");
	var Ha = x("/>");
	function M(a, b, c) {
		if (null != b) {
			if (null != c) throw Error("Can only set one of `children` or `props.dangerouslySetInnerHTML`.");
			if ("object" !== typeof b || !("__html" in b)) throw Error("`props.dangerouslySetInnerHTML` must be in the form `{__html: ...}`. Please visit https://reactjs.org/link/dangerously-set-inner-html for more information.");
			b = b.__html;
			null !== b && void 0 !== b && a.push("" + b);
		}
	}
	function Ia(a) {
		var b = "";
		ba.Children.forEach(a, function(a) {
			null != a && (b += a);
		});
		return b;
	}
	var Ja = x(" selected=\"\"");
	function Ka(a, b, c, d) {
		a.push(N(c));
		var f = c = null, e;
		for (e in b) if (y.call(b, e)) {
			var g = b[e];
			if (null != g) switch (e) {
				case "children":
					c = g;
					break;
				case "dangerouslySetInnerHTML":
					f = g;
					break;
				default: K(a, d, e, g);
			}
		}
		a.push(L);
		M(a, f, c);
		return "string" === typeof c ? (a.push(F(c)), null) : c;
	}
	var La = x("\n");
	var Ma = /^[a-zA-Z][a-zA-Z:_\.\-\d]*$/;
	var Na = /* @__PURE__ */ new Map();
	function N(a) {
		var b = Na.get(a);
		if (void 0 === b) {
			if (!Ma.test(a)) throw Error("Invalid tag: " + a);
			b = x("<" + a);
			Na.set(a, b);
		}
		return b;
	}
	var Oa = x("<!DOCTYPE html>");
	function Pa(a, b, c, d, f) {
		switch (b) {
			case "select":
				a.push(N("select"));
				var e = null, g = null;
				for (p in c) if (y.call(c, p)) {
					var h = c[p];
					if (null != h) switch (p) {
						case "children":
							e = h;
							break;
						case "dangerouslySetInnerHTML":
							g = h;
							break;
						case "defaultValue":
						case "value": break;
						default: K(a, d, p, h);
					}
				}
				a.push(L);
				M(a, g, e);
				return e;
			case "option":
				g = f.selectedValue;
				a.push(N("option"));
				var m = h = null, n = null;
				var p = null;
				for (e in c) if (y.call(c, e)) {
					var v = c[e];
					if (null != v) switch (e) {
						case "children":
							h = v;
							break;
						case "selected":
							n = v;
							break;
						case "dangerouslySetInnerHTML":
							p = v;
							break;
						case "value": m = v;
						default: K(a, d, e, v);
					}
				}
				if (null != g) if (c = null !== m ? "" + m : Ia(h), qa(g)) {
					for (d = 0; d < g.length; d++) if ("" + g[d] === c) {
						a.push(Ja);
						break;
					}
				} else "" + g === c && a.push(Ja);
				else n && a.push(Ja);
				a.push(L);
				M(a, p, h);
				return h;
			case "textarea":
				a.push(N("textarea"));
				p = g = e = null;
				for (h in c) if (y.call(c, h) && (m = c[h], null != m)) switch (h) {
					case "children":
						p = m;
						break;
					case "value":
						e = m;
						break;
					case "defaultValue":
						g = m;
						break;
					case "dangerouslySetInnerHTML": throw Error("`dangerouslySetInnerHTML` does not make sense on <textarea>.");
					default: K(a, d, h, m);
				}
				null === e && null !== g && (e = g);
				a.push(L);
				if (null != p) {
					if (null != e) throw Error("If you supply `defaultValue` on a <textarea>, do not pass children.");
					if (qa(p) && 1 < p.length) throw Error("<textarea> can only have at most one child.");
					e = "" + p;
				}
				"string" === typeof e && "\n" === e[0] && a.push(La);
				null !== e && a.push(F("" + e));
				return null;
			case "input":
				a.push(N("input"));
				m = p = h = e = null;
				for (g in c) if (y.call(c, g) && (n = c[g], null != n)) switch (g) {
					case "children":
					case "dangerouslySetInnerHTML": throw Error("input is a self-closing tag and must neither have `children` nor use `dangerouslySetInnerHTML`.");
					case "defaultChecked":
						m = n;
						break;
					case "defaultValue":
						h = n;
						break;
					case "checked":
						p = n;
						break;
					case "value":
						e = n;
						break;
					default: K(a, d, g, n);
				}
				null !== p ? K(a, d, "checked", p) : null !== m && K(a, d, "checked", m);
				null !== e ? K(a, d, "value", e) : null !== h && K(a, d, "value", h);
				a.push(Ha);
				return null;
			case "menuitem":
				a.push(N("menuitem"));
				for (var C in c) if (y.call(c, C) && (e = c[C], null != e)) switch (C) {
					case "children":
					case "dangerouslySetInnerHTML": throw Error("menuitems cannot have `children` nor `dangerouslySetInnerHTML`.");
					default: K(a, d, C, e);
				}
				a.push(L);
				return null;
			case "title":
				a.push(N("title"));
				e = null;
				for (v in c) if (y.call(c, v) && (g = c[v], null != g)) switch (v) {
					case "children":
						e = g;
						break;
					case "dangerouslySetInnerHTML": throw Error("`dangerouslySetInnerHTML` does not make sense on <title>.");
					default: K(a, d, v, g);
				}
				a.push(L);
				return e;
			case "listing":
			case "pre":
				a.push(N(b));
				g = e = null;
				for (m in c) if (y.call(c, m) && (h = c[m], null != h)) switch (m) {
					case "children":
						e = h;
						break;
					case "dangerouslySetInnerHTML":
						g = h;
						break;
					default: K(a, d, m, h);
				}
				a.push(L);
				if (null != g) {
					if (null != e) throw Error("Can only set one of `children` or `props.dangerouslySetInnerHTML`.");
					if ("object" !== typeof g || !("__html" in g)) throw Error("`props.dangerouslySetInnerHTML` must be in the form `{__html: ...}`. Please visit https://reactjs.org/link/dangerously-set-inner-html for more information.");
					c = g.__html;
					null !== c && void 0 !== c && ("string" === typeof c && 0 < c.length && "\n" === c[0] ? a.push(La, c) : a.push("" + c));
				}
				"string" === typeof e && "\n" === e[0] && a.push(La);
				return e;
			case "area":
			case "base":
			case "br":
			case "col":
			case "embed":
			case "hr":
			case "img":
			case "keygen":
			case "link":
			case "meta":
			case "param":
			case "source":
			case "track":
			case "wbr":
				a.push(N(b));
				for (var D in c) if (y.call(c, D) && (e = c[D], null != e)) switch (D) {
					case "children":
					case "dangerouslySetInnerHTML": throw Error(b + " is a self-closing tag and must neither have `children` nor use `dangerouslySetInnerHTML`.");
					default: K(a, d, D, e);
				}
				a.push(Ha);
				return null;
			case "annotation-xml":
			case "color-profile":
			case "font-face":
			case "font-face-src":
			case "font-face-uri":
			case "font-face-format":
			case "font-face-name":
			case "missing-glyph": return Ka(a, c, b, d);
			case "html": return 0 === f.insertionMode && a.push(Oa), Ka(a, c, b, d);
			default:
				if (-1 === b.indexOf("-") && "string" !== typeof c.is) return Ka(a, c, b, d);
				a.push(N(b));
				g = e = null;
				for (n in c) if (y.call(c, n) && (h = c[n], null != h)) switch (n) {
					case "children":
						e = h;
						break;
					case "dangerouslySetInnerHTML":
						g = h;
						break;
					case "style":
						Fa(a, d, h);
						break;
					case "suppressContentEditableWarning":
					case "suppressHydrationWarning": break;
					default: ha(n) && "function" !== typeof h && "symbol" !== typeof h && a.push(I, n, J, F(h), H);
				}
				a.push(L);
				M(a, g, e);
				return e;
		}
	}
	var Qa = x("</");
	var Ra = x(">");
	var Sa = x("<template id=\"");
	var Ta = x("\"></template>");
	var Ua = x("<!--$-->");
	var Va = x("<!--$?--><template id=\"");
	var Wa = x("\"></template>");
	var Xa = x("<!--$!-->");
	var Ya = x("<!--/$-->");
	var Za = x("<template");
	var $a = x("\"");
	var ab = x(" data-dgst=\"");
	x(" data-msg=\"");
	x(" data-stck=\"");
	var bb = x("></template>");
	function cb(a, b, c) {
		r(a, Va);
		if (null === c) throw Error("An ID must have been assigned before we can complete the boundary.");
		r(a, c);
		return w(a, Wa);
	}
	var db = x("<div hidden id=\"");
	var eb = x("\">");
	var fb = x("</div>");
	var gb = x("<svg aria-hidden=\"true\" style=\"display:none\" id=\"");
	var hb = x("\">");
	var ib = x("</svg>");
	var jb = x("<math aria-hidden=\"true\" style=\"display:none\" id=\"");
	var kb = x("\">");
	var lb = x("</math>");
	var mb = x("<table hidden id=\"");
	var nb = x("\">");
	var ob = x("</table>");
	var pb = x("<table hidden><tbody id=\"");
	var qb = x("\">");
	var rb = x("</tbody></table>");
	var sb = x("<table hidden><tr id=\"");
	var tb = x("\">");
	var ub = x("</tr></table>");
	var vb = x("<table hidden><colgroup id=\"");
	var wb = x("\">");
	var xb = x("</colgroup></table>");
	function yb(a, b, c, d) {
		switch (c.insertionMode) {
			case 0:
			case 1: return r(a, db), r(a, b.segmentPrefix), r(a, d.toString(16)), w(a, eb);
			case 2: return r(a, gb), r(a, b.segmentPrefix), r(a, d.toString(16)), w(a, hb);
			case 3: return r(a, jb), r(a, b.segmentPrefix), r(a, d.toString(16)), w(a, kb);
			case 4: return r(a, mb), r(a, b.segmentPrefix), r(a, d.toString(16)), w(a, nb);
			case 5: return r(a, pb), r(a, b.segmentPrefix), r(a, d.toString(16)), w(a, qb);
			case 6: return r(a, sb), r(a, b.segmentPrefix), r(a, d.toString(16)), w(a, tb);
			case 7: return r(a, vb), r(a, b.segmentPrefix), r(a, d.toString(16)), w(a, wb);
			default: throw Error("Unknown insertion mode. This is a bug in React.");
		}
	}
	function zb(a, b) {
		switch (b.insertionMode) {
			case 0:
			case 1: return w(a, fb);
			case 2: return w(a, ib);
			case 3: return w(a, lb);
			case 4: return w(a, ob);
			case 5: return w(a, rb);
			case 6: return w(a, ub);
			case 7: return w(a, xb);
			default: throw Error("Unknown insertion mode. This is a bug in React.");
		}
	}
	var Ab = x("function $RS(a,b){a=document.getElementById(a);b=document.getElementById(b);for(a.parentNode.removeChild(a);a.firstChild;)b.parentNode.insertBefore(a.firstChild,b);b.parentNode.removeChild(b)};$RS(\"");
	var Bb = x("$RS(\"");
	var Cb = x("\",\"");
	var Db = x("\")<\/script>");
	var Fb = x("function $RC(a,b){a=document.getElementById(a);b=document.getElementById(b);b.parentNode.removeChild(b);if(a){a=a.previousSibling;var f=a.parentNode,c=a.nextSibling,e=0;do{if(c&&8===c.nodeType){var d=c.data;if(\"/$\"===d)if(0===e)break;else e--;else\"$\"!==d&&\"$?\"!==d&&\"$!\"!==d||e++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;b.firstChild;)f.insertBefore(b.firstChild,c);a.data=\"$\";a._reactRetry&&a._reactRetry()}};$RC(\"");
	var Gb = x("$RC(\"");
	var Hb = x("\",\"");
	var Ib = x("\")<\/script>");
	var Jb = x("function $RX(b,c,d,e){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data=\"$!\",a=a.dataset,c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),b._reactRetry&&b._reactRetry())};$RX(\"");
	var Kb = x("$RX(\"");
	var Lb = x("\"");
	var Mb = x(")<\/script>");
	var Nb = x(",");
	var Ob = /[<\u2028\u2029]/g;
	function Pb(a) {
		return JSON.stringify(a).replace(Ob, function(a) {
			switch (a) {
				case "<": return "\\u003c";
				case "\u2028": return "\\u2028";
				case "\u2029": return "\\u2029";
				default: throw Error("escapeJSStringsForInstructionScripts encountered a match it does not know how to replace. this means the match regex and the replacement characters are no longer in sync. This is a bug in React");
			}
		});
	}
	var O = Object.assign;
	var Qb = Symbol.for("react.element");
	var Rb = Symbol.for("react.portal");
	var Sb = Symbol.for("react.fragment");
	var Tb = Symbol.for("react.strict_mode");
	var Ub = Symbol.for("react.profiler");
	var Vb = Symbol.for("react.provider");
	var Wb = Symbol.for("react.context");
	var Xb = Symbol.for("react.forward_ref");
	var Yb = Symbol.for("react.suspense");
	var Zb = Symbol.for("react.suspense_list");
	var $b = Symbol.for("react.memo");
	var ac = Symbol.for("react.lazy");
	var bc = Symbol.for("react.scope");
	var cc = Symbol.for("react.debug_trace_mode");
	var dc = Symbol.for("react.legacy_hidden");
	var ec = Symbol.for("react.default_value");
	var fc = Symbol.iterator;
	function gc(a) {
		if (null == a) return null;
		if ("function" === typeof a) return a.displayName || a.name || null;
		if ("string" === typeof a) return a;
		switch (a) {
			case Sb: return "Fragment";
			case Rb: return "Portal";
			case Ub: return "Profiler";
			case Tb: return "StrictMode";
			case Yb: return "Suspense";
			case Zb: return "SuspenseList";
		}
		if ("object" === typeof a) switch (a.$$typeof) {
			case Wb: return (a.displayName || "Context") + ".Consumer";
			case Vb: return (a._context.displayName || "Context") + ".Provider";
			case Xb:
				var b = a.render;
				a = a.displayName;
				a || (a = b.displayName || b.name || "", a = "" !== a ? "ForwardRef(" + a + ")" : "ForwardRef");
				return a;
			case $b: return b = a.displayName || null, null !== b ? b : gc(a.type) || "Memo";
			case ac:
				b = a._payload;
				a = a._init;
				try {
					return gc(a(b));
				} catch (c) {}
		}
		return null;
	}
	var hc = {};
	function ic(a, b) {
		a = a.contextTypes;
		if (!a) return hc;
		var c = {}, d;
		for (d in a) c[d] = b[d];
		return c;
	}
	var P = null;
	function Q(a, b) {
		if (a !== b) {
			a.context._currentValue = a.parentValue;
			a = a.parent;
			var c = b.parent;
			if (null === a) {
				if (null !== c) throw Error("The stacks must reach the root at the same time. This is a bug in React.");
			} else {
				if (null === c) throw Error("The stacks must reach the root at the same time. This is a bug in React.");
				Q(a, c);
			}
			b.context._currentValue = b.value;
		}
	}
	function jc(a) {
		a.context._currentValue = a.parentValue;
		a = a.parent;
		null !== a && jc(a);
	}
	function kc(a) {
		var b = a.parent;
		null !== b && kc(b);
		a.context._currentValue = a.value;
	}
	function lc(a, b) {
		a.context._currentValue = a.parentValue;
		a = a.parent;
		if (null === a) throw Error("The depth must equal at least at zero before reaching the root. This is a bug in React.");
		a.depth === b.depth ? Q(a, b) : lc(a, b);
	}
	function mc(a, b) {
		var c = b.parent;
		if (null === c) throw Error("The depth must equal at least at zero before reaching the root. This is a bug in React.");
		a.depth === c.depth ? Q(a, c) : mc(a, c);
		b.context._currentValue = b.value;
	}
	function nc(a) {
		var b = P;
		b !== a && (null === b ? kc(a) : null === a ? jc(b) : b.depth === a.depth ? Q(b, a) : b.depth > a.depth ? lc(b, a) : mc(b, a), P = a);
	}
	var oc = {
		isMounted: function() {
			return !1;
		},
		enqueueSetState: function(a, b) {
			a = a._reactInternals;
			null !== a.queue && a.queue.push(b);
		},
		enqueueReplaceState: function(a, b) {
			a = a._reactInternals;
			a.replace = !0;
			a.queue = [b];
		},
		enqueueForceUpdate: function() {}
	};
	function pc(a, b, c, d) {
		var f = void 0 !== a.state ? a.state : null;
		a.updater = oc;
		a.props = c;
		a.state = f;
		var e = {
			queue: [],
			replace: !1
		};
		a._reactInternals = e;
		var g = b.contextType;
		a.context = "object" === typeof g && null !== g ? g._currentValue : d;
		g = b.getDerivedStateFromProps;
		"function" === typeof g && (g = g(c, f), f = null === g || void 0 === g ? f : O({}, f, g), a.state = f);
		if ("function" !== typeof b.getDerivedStateFromProps && "function" !== typeof a.getSnapshotBeforeUpdate && ("function" === typeof a.UNSAFE_componentWillMount || "function" === typeof a.componentWillMount)) if (b = a.state, "function" === typeof a.componentWillMount && a.componentWillMount(), "function" === typeof a.UNSAFE_componentWillMount && a.UNSAFE_componentWillMount(), b !== a.state && oc.enqueueReplaceState(a, a.state, null), null !== e.queue && 0 < e.queue.length) if (b = e.queue, g = e.replace, e.queue = null, e.replace = !1, g && 1 === b.length) a.state = b[0];
		else {
			e = g ? b[0] : a.state;
			f = !0;
			for (g = g ? 1 : 0; g < b.length; g++) {
				var h = b[g];
				h = "function" === typeof h ? h.call(a, e, c, d) : h;
				null != h && (f ? (f = !1, e = O({}, e, h)) : O(e, h));
			}
			a.state = e;
		}
		else e.queue = null;
	}
	var qc = {
		id: 1,
		overflow: ""
	};
	function rc(a, b, c) {
		var d = a.id;
		a = a.overflow;
		var f = 32 - sc(d) - 1;
		d &= ~(1 << f);
		c += 1;
		var e = 32 - sc(b) + f;
		if (30 < e) {
			var g = f - f % 5;
			e = (d & (1 << g) - 1).toString(32);
			d >>= g;
			f -= g;
			return {
				id: 1 << 32 - sc(b) + f | c << f | d,
				overflow: e + a
			};
		}
		return {
			id: 1 << e | c << f | d,
			overflow: a
		};
	}
	var sc = Math.clz32 ? Math.clz32 : tc;
	var uc = Math.log;
	var vc = Math.LN2;
	function tc(a) {
		a >>>= 0;
		return 0 === a ? 32 : 31 - (uc(a) / vc | 0) | 0;
	}
	function wc(a, b) {
		return a === b && (0 !== a || 1 / a === 1 / b) || a !== a && b !== b;
	}
	var xc = "function" === typeof Object.is ? Object.is : wc;
	var R = null;
	var yc = null;
	var zc = null;
	var S = null;
	var T = !1;
	var Ac = !1;
	var U = 0;
	var V = null;
	var Bc = 0;
	function W() {
		if (null === R) throw Error("Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n1. You might have mismatching versions of React and the renderer (such as React DOM)\n2. You might be breaking the Rules of Hooks\n3. You might have more than one copy of React in the same app\nSee https://reactjs.org/link/invalid-hook-call for tips about how to debug and fix this problem.");
		return R;
	}
	function Cc() {
		if (0 < Bc) throw Error("Rendered more hooks than during the previous render");
		return {
			memoizedState: null,
			queue: null,
			next: null
		};
	}
	function Dc() {
		null === S ? null === zc ? (T = !1, zc = S = Cc()) : (T = !0, S = zc) : null === S.next ? (T = !1, S = S.next = Cc()) : (T = !0, S = S.next);
		return S;
	}
	function Ec() {
		yc = R = null;
		Ac = !1;
		zc = null;
		Bc = 0;
		S = V = null;
	}
	function Fc(a, b) {
		return "function" === typeof b ? b(a) : b;
	}
	function Gc(a, b, c) {
		R = W();
		S = Dc();
		if (T) {
			var d = S.queue;
			b = d.dispatch;
			if (null !== V && (c = V.get(d), void 0 !== c)) {
				V.delete(d);
				d = S.memoizedState;
				do
					d = a(d, c.action), c = c.next;
				while (null !== c);
				S.memoizedState = d;
				return [d, b];
			}
			return [S.memoizedState, b];
		}
		a = a === Fc ? "function" === typeof b ? b() : b : void 0 !== c ? c(b) : b;
		S.memoizedState = a;
		a = S.queue = {
			last: null,
			dispatch: null
		};
		a = a.dispatch = Hc.bind(null, R, a);
		return [S.memoizedState, a];
	}
	function Ic(a, b) {
		R = W();
		S = Dc();
		b = void 0 === b ? null : b;
		if (null !== S) {
			var c = S.memoizedState;
			if (null !== c && null !== b) {
				var d = c[1];
				a: if (null === d) d = !1;
				else {
					for (var f = 0; f < d.length && f < b.length; f++) if (!xc(b[f], d[f])) {
						d = !1;
						break a;
					}
					d = !0;
				}
				if (d) return c[0];
			}
		}
		a = a();
		S.memoizedState = [a, b];
		return a;
	}
	function Hc(a, b, c) {
		if (25 <= Bc) throw Error("Too many re-renders. React limits the number of renders to prevent an infinite loop.");
		if (a === R) if (Ac = !0, a = {
			action: c,
			next: null
		}, null === V && (V = /* @__PURE__ */ new Map()), c = V.get(b), void 0 === c) V.set(b, a);
		else {
			for (b = c; null !== b.next;) b = b.next;
			b.next = a;
		}
	}
	function Jc() {
		throw Error("startTransition cannot be called during server rendering.");
	}
	function Kc() {}
	var Mc = {
		readContext: function(a) {
			return a._currentValue;
		},
		useContext: function(a) {
			W();
			return a._currentValue;
		},
		useMemo: Ic,
		useReducer: Gc,
		useRef: function(a) {
			R = W();
			S = Dc();
			var b = S.memoizedState;
			return null === b ? (a = { current: a }, S.memoizedState = a) : b;
		},
		useState: function(a) {
			return Gc(Fc, a);
		},
		useInsertionEffect: Kc,
		useLayoutEffect: function() {},
		useCallback: function(a, b) {
			return Ic(function() {
				return a;
			}, b);
		},
		useImperativeHandle: Kc,
		useEffect: Kc,
		useDebugValue: Kc,
		useDeferredValue: function(a) {
			W();
			return a;
		},
		useTransition: function() {
			W();
			return [!1, Jc];
		},
		useId: function() {
			var a = yc.treeContext;
			var b = a.overflow;
			a = a.id;
			a = (a & ~(1 << 32 - sc(a) - 1)).toString(32) + b;
			var c = Lc;
			if (null === c) throw Error("Invalid hook call. Hooks can only be called inside of the body of a function component.");
			b = U++;
			a = ":" + c.idPrefix + "R" + a;
			0 < b && (a += "H" + b.toString(32));
			return a + ":";
		},
		useMutableSource: function(a, b) {
			W();
			return b(a._source);
		},
		useSyncExternalStore: function(a, b, c) {
			if (void 0 === c) throw Error("Missing getServerSnapshot, which is required for server-rendered content. Will revert to client rendering.");
			return c();
		}
	};
	var Lc = null;
	var Nc = ba.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentDispatcher;
	function Oc(a) {
		console.error(a);
		return null;
	}
	function X() {}
	function Pc(a, b) {
		var c = a.pingedTasks;
		c.push(b);
		1 === c.length && setImmediate(function() {
			return Qc(a);
		});
	}
	function Rc(a, b, c, d, f, e, g, h) {
		a.allPendingTasks++;
		null === c ? a.pendingRootTasks++ : c.pendingTasks++;
		var m = {
			node: b,
			ping: function() {
				return Pc(a, m);
			},
			blockedBoundary: c,
			blockedSegment: d,
			abortSet: f,
			legacyContext: e,
			context: g,
			treeContext: h
		};
		f.add(m);
		return m;
	}
	function Sc(a, b, c, d, f, e) {
		return {
			status: 0,
			id: -1,
			index: b,
			parentFlushed: !1,
			chunks: [],
			children: [],
			formatContext: d,
			boundary: c,
			lastPushedText: f,
			textEmbedded: e
		};
	}
	function Y(a, b) {
		a = a.onError(b);
		if (null != a && "string" !== typeof a) throw Error("onError returned something with a type other than \"string\". onError should return a string and may return null or undefined but must not return anything else. It received something of type \"" + typeof a + "\" instead");
		return a;
	}
	function Tc(a, b) {
		var c = a.onShellError;
		c(b);
		c = a.onFatalError;
		c(b);
		null !== a.destination ? (a.status = 2, a.destination.destroy(b)) : (a.status = 1, a.fatalError = b);
	}
	function Uc(a, b, c, d, f) {
		R = {};
		yc = b;
		U = 0;
		for (a = c(d, f); Ac;) Ac = !1, U = 0, Bc += 1, S = null, a = c(d, f);
		Ec();
		return a;
	}
	function Vc(a, b, c, d) {
		var f = c.render(), e = d.childContextTypes;
		if (null !== e && void 0 !== e) {
			var g = b.legacyContext;
			if ("function" !== typeof c.getChildContext) d = g;
			else {
				c = c.getChildContext();
				for (var h in c) if (!(h in e)) throw Error((gc(d) || "Unknown") + ".getChildContext(): key \"" + h + "\" is not defined in childContextTypes.");
				d = O({}, g, c);
			}
			b.legacyContext = d;
			Z(a, b, f);
			b.legacyContext = g;
		} else Z(a, b, f);
	}
	function Wc(a, b) {
		if (a && a.defaultProps) {
			b = O({}, b);
			a = a.defaultProps;
			for (var c in a) void 0 === b[c] && (b[c] = a[c]);
			return b;
		}
		return b;
	}
	function Xc(a, b, c, d, f) {
		if ("function" === typeof c) if (c.prototype && c.prototype.isReactComponent) {
			f = ic(c, b.legacyContext);
			var e = c.contextType;
			e = new c(d, "object" === typeof e && null !== e ? e._currentValue : f);
			pc(e, c, d, f);
			Vc(a, b, e, c);
		} else {
			e = ic(c, b.legacyContext);
			f = Uc(a, b, c, d, e);
			var g = 0 !== U;
			if ("object" === typeof f && null !== f && "function" === typeof f.render && void 0 === f.$$typeof) pc(f, c, d, e), Vc(a, b, f, c);
			else if (g) {
				d = b.treeContext;
				b.treeContext = rc(d, 1, 0);
				try {
					Z(a, b, f);
				} finally {
					b.treeContext = d;
				}
			} else Z(a, b, f);
		}
		else if ("string" === typeof c) {
			f = b.blockedSegment;
			e = Pa(f.chunks, c, d, a.responseState, f.formatContext);
			f.lastPushedText = !1;
			g = f.formatContext;
			f.formatContext = ya(g, c, d);
			Yc(a, b, e);
			f.formatContext = g;
			switch (c) {
				case "area":
				case "base":
				case "br":
				case "col":
				case "embed":
				case "hr":
				case "img":
				case "input":
				case "keygen":
				case "link":
				case "meta":
				case "param":
				case "source":
				case "track":
				case "wbr": break;
				default: f.chunks.push(Qa, c, Ra);
			}
			f.lastPushedText = !1;
		} else {
			switch (c) {
				case dc:
				case cc:
				case Tb:
				case Ub:
				case Sb:
					Z(a, b, d.children);
					return;
				case Zb:
					Z(a, b, d.children);
					return;
				case bc: throw Error("ReactDOMServer does not yet support scope components.");
				case Yb:
					a: {
						c = b.blockedBoundary;
						f = b.blockedSegment;
						e = d.fallback;
						d = d.children;
						g = /* @__PURE__ */ new Set();
						var h = {
							id: null,
							rootSegmentID: -1,
							parentFlushed: !1,
							pendingTasks: 0,
							forceClientRender: !1,
							completedSegments: [],
							byteSize: 0,
							fallbackAbortableTasks: g,
							errorDigest: null
						}, m = Sc(a, f.chunks.length, h, f.formatContext, !1, !1);
						f.children.push(m);
						f.lastPushedText = !1;
						var n = Sc(a, 0, null, f.formatContext, !1, !1);
						n.parentFlushed = !0;
						b.blockedBoundary = h;
						b.blockedSegment = n;
						try {
							if (Yc(a, b, d), n.lastPushedText && n.textEmbedded && n.chunks.push(za), n.status = 1, Zc(h, n), 0 === h.pendingTasks) break a;
						} catch (p) {
							n.status = 4, h.forceClientRender = !0, h.errorDigest = Y(a, p);
						} finally {
							b.blockedBoundary = c, b.blockedSegment = f;
						}
						b = Rc(a, e, c, m, g, b.legacyContext, b.context, b.treeContext);
						a.pingedTasks.push(b);
					}
					return;
			}
			if ("object" === typeof c && null !== c) switch (c.$$typeof) {
				case Xb:
					d = Uc(a, b, c.render, d, f);
					if (0 !== U) {
						c = b.treeContext;
						b.treeContext = rc(c, 1, 0);
						try {
							Z(a, b, d);
						} finally {
							b.treeContext = c;
						}
					} else Z(a, b, d);
					return;
				case $b:
					c = c.type;
					d = Wc(c, d);
					Xc(a, b, c, d, f);
					return;
				case Vb:
					f = d.children;
					c = c._context;
					d = d.value;
					e = c._currentValue;
					c._currentValue = d;
					g = P;
					P = d = {
						parent: g,
						depth: null === g ? 0 : g.depth + 1,
						context: c,
						parentValue: e,
						value: d
					};
					b.context = d;
					Z(a, b, f);
					a = P;
					if (null === a) throw Error("Tried to pop a Context at the root of the app. This is a bug in React.");
					d = a.parentValue;
					a.context._currentValue = d === ec ? a.context._defaultValue : d;
					a = P = a.parent;
					b.context = a;
					return;
				case Wb:
					d = d.children;
					d = d(c._currentValue);
					Z(a, b, d);
					return;
				case ac:
					f = c._init;
					c = f(c._payload);
					d = Wc(c, d);
					Xc(a, b, c, d, void 0);
					return;
			}
			throw Error("Element type is invalid: expected a string (for built-in components) or a class/function (for composite components) but got: " + ((null == c ? c : typeof c) + "."));
		}
	}
	function Z(a, b, c) {
		b.node = c;
		if ("object" === typeof c && null !== c) {
			switch (c.$$typeof) {
				case Qb:
					Xc(a, b, c.type, c.props, c.ref);
					return;
				case Rb: throw Error("Portals are not currently supported by the server renderer. Render them conditionally so that they only appear on the client render.");
				case ac:
					var d = c._init;
					c = d(c._payload);
					Z(a, b, c);
					return;
			}
			if (qa(c)) {
				$c(a, b, c);
				return;
			}
			null === c || "object" !== typeof c ? d = null : (d = fc && c[fc] || c["@@iterator"], d = "function" === typeof d ? d : null);
			if (d && (d = d.call(c))) {
				c = d.next();
				if (!c.done) {
					var f = [];
					do
						f.push(c.value), c = d.next();
					while (!c.done);
					$c(a, b, f);
				}
				return;
			}
			a = Object.prototype.toString.call(c);
			throw Error("Objects are not valid as a React child (found: " + ("[object Object]" === a ? "object with keys {" + Object.keys(c).join(", ") + "}" : a) + "). If you meant to render a collection of children, use an array instead.");
		}
		"string" === typeof c ? (d = b.blockedSegment, d.lastPushedText = Aa(b.blockedSegment.chunks, c, a.responseState, d.lastPushedText)) : "number" === typeof c && (d = b.blockedSegment, d.lastPushedText = Aa(b.blockedSegment.chunks, "" + c, a.responseState, d.lastPushedText));
	}
	function $c(a, b, c) {
		for (var d = c.length, f = 0; f < d; f++) {
			var e = b.treeContext;
			b.treeContext = rc(e, d, f);
			try {
				Yc(a, b, c[f]);
			} finally {
				b.treeContext = e;
			}
		}
	}
	function Yc(a, b, c) {
		var d = b.blockedSegment.formatContext, f = b.legacyContext, e = b.context;
		try {
			return Z(a, b, c);
		} catch (m) {
			if (Ec(), "object" === typeof m && null !== m && "function" === typeof m.then) {
				c = m;
				var g = b.blockedSegment, h = Sc(a, g.chunks.length, null, g.formatContext, g.lastPushedText, !0);
				g.children.push(h);
				g.lastPushedText = !1;
				a = Rc(a, b.node, b.blockedBoundary, h, b.abortSet, b.legacyContext, b.context, b.treeContext).ping;
				c.then(a, a);
				b.blockedSegment.formatContext = d;
				b.legacyContext = f;
				b.context = e;
				nc(e);
			} else throw b.blockedSegment.formatContext = d, b.legacyContext = f, b.context = e, nc(e), m;
		}
	}
	function ad(a) {
		var b = a.blockedBoundary;
		a = a.blockedSegment;
		a.status = 3;
		bd(this, b, a);
	}
	function cd(a, b, c) {
		var d = a.blockedBoundary;
		a.blockedSegment.status = 3;
		null === d ? (b.allPendingTasks--, 2 !== b.status && (b.status = 2, null !== b.destination && b.destination.end())) : (d.pendingTasks--, d.forceClientRender || (d.forceClientRender = !0, d.errorDigest = b.onError(void 0 === c ? Error("The render was aborted by the server without a reason.") : c), d.parentFlushed && b.clientRenderedBoundaries.push(d)), d.fallbackAbortableTasks.forEach(function(a) {
			return cd(a, b, c);
		}), d.fallbackAbortableTasks.clear(), b.allPendingTasks--, 0 === b.allPendingTasks && (a = b.onAllReady, a()));
	}
	function Zc(a, b) {
		if (0 === b.chunks.length && 1 === b.children.length && null === b.children[0].boundary) {
			var c = b.children[0];
			c.id = b.id;
			c.parentFlushed = !0;
			1 === c.status && Zc(a, c);
		} else a.completedSegments.push(b);
	}
	function bd(a, b, c) {
		if (null === b) {
			if (c.parentFlushed) {
				if (null !== a.completedRootSegment) throw Error("There can only be one root segment. This is a bug in React.");
				a.completedRootSegment = c;
			}
			a.pendingRootTasks--;
			0 === a.pendingRootTasks && (a.onShellError = X, b = a.onShellReady, b());
		} else b.pendingTasks--, b.forceClientRender || (0 === b.pendingTasks ? (c.parentFlushed && 1 === c.status && Zc(b, c), b.parentFlushed && a.completedBoundaries.push(b), b.fallbackAbortableTasks.forEach(ad, a), b.fallbackAbortableTasks.clear()) : c.parentFlushed && 1 === c.status && (Zc(b, c), 1 === b.completedSegments.length && b.parentFlushed && a.partialBoundaries.push(b)));
		a.allPendingTasks--;
		0 === a.allPendingTasks && (a = a.onAllReady, a());
	}
	function Qc(a) {
		if (2 !== a.status) {
			var b = P, c = Nc.current;
			Nc.current = Mc;
			var d = Lc;
			Lc = a.responseState;
			try {
				var f = a.pingedTasks, e = 0;
				for (; e < f.length; e++) {
					var g = f[e];
					var h = a, m = g.blockedSegment;
					if (0 === m.status) {
						nc(g.context);
						try {
							Z(h, g, g.node), m.lastPushedText && m.textEmbedded && m.chunks.push(za), g.abortSet.delete(g), m.status = 1, bd(h, g.blockedBoundary, m);
						} catch (E) {
							if (Ec(), "object" === typeof E && null !== E && "function" === typeof E.then) {
								var n = g.ping;
								E.then(n, n);
							} else {
								g.abortSet.delete(g);
								m.status = 4;
								var p = g.blockedBoundary, v = E, C = Y(h, v);
								null === p ? Tc(h, v) : (p.pendingTasks--, p.forceClientRender || (p.forceClientRender = !0, p.errorDigest = C, p.parentFlushed && h.clientRenderedBoundaries.push(p)));
								h.allPendingTasks--;
								if (0 === h.allPendingTasks) {
									var D = h.onAllReady;
									D();
								}
							}
						}
					}
				}
				f.splice(0, e);
				null !== a.destination && dd(a, a.destination);
			} catch (E) {
				Y(a, E), Tc(a, E);
			} finally {
				Lc = d, Nc.current = c, c === Mc && nc(b);
			}
		}
	}
	function ed(a, b, c) {
		c.parentFlushed = !0;
		switch (c.status) {
			case 0:
				var d = c.id = a.nextSegmentId++;
				c.lastPushedText = !1;
				c.textEmbedded = !1;
				a = a.responseState;
				r(b, Sa);
				r(b, a.placeholderPrefix);
				a = d.toString(16);
				r(b, a);
				return w(b, Ta);
			case 1:
				c.status = 2;
				var f = !0;
				d = c.chunks;
				var e = 0;
				c = c.children;
				for (var g = 0; g < c.length; g++) {
					for (f = c[g]; e < f.index; e++) r(b, d[e]);
					f = fd(a, b, f);
				}
				for (; e < d.length - 1; e++) r(b, d[e]);
				e < d.length && (f = w(b, d[e]));
				return f;
			default: throw Error("Aborted, errored or already flushed boundaries should not be flushed again. This is a bug in React.");
		}
	}
	function fd(a, b, c) {
		var d = c.boundary;
		if (null === d) return ed(a, b, c);
		d.parentFlushed = !0;
		if (d.forceClientRender) d = d.errorDigest, w(b, Xa), r(b, Za), d && (r(b, ab), r(b, F(d)), r(b, $a)), w(b, bb), ed(a, b, c);
		else if (0 < d.pendingTasks) {
			d.rootSegmentID = a.nextSegmentId++;
			0 < d.completedSegments.length && a.partialBoundaries.push(d);
			var f = a.responseState;
			var e = f.nextSuspenseID++;
			f = x(f.boundaryPrefix + e.toString(16));
			d = d.id = f;
			cb(b, a.responseState, d);
			ed(a, b, c);
		} else if (d.byteSize > a.progressiveChunkSize) d.rootSegmentID = a.nextSegmentId++, a.completedBoundaries.push(d), cb(b, a.responseState, d.id), ed(a, b, c);
		else {
			w(b, Ua);
			c = d.completedSegments;
			if (1 !== c.length) throw Error("A previously unvisited boundary must have exactly one root segment. This is a bug in React.");
			fd(a, b, c[0]);
		}
		return w(b, Ya);
	}
	function gd(a, b, c) {
		yb(b, a.responseState, c.formatContext, c.id);
		fd(a, b, c);
		return zb(b, c.formatContext);
	}
	function hd(a, b, c) {
		for (var d = c.completedSegments, f = 0; f < d.length; f++) id(a, b, c, d[f]);
		d.length = 0;
		a = a.responseState;
		d = c.id;
		c = c.rootSegmentID;
		r(b, a.startInlineScript);
		a.sentCompleteBoundaryFunction ? r(b, Gb) : (a.sentCompleteBoundaryFunction = !0, r(b, Fb));
		if (null === d) throw Error("An ID must have been assigned before we can complete the boundary.");
		c = c.toString(16);
		r(b, d);
		r(b, Hb);
		r(b, a.segmentPrefix);
		r(b, c);
		return w(b, Ib);
	}
	function id(a, b, c, d) {
		if (2 === d.status) return !0;
		var f = d.id;
		if (-1 === f) {
			if (-1 === (d.id = c.rootSegmentID)) throw Error("A root segment ID must have been assigned by now. This is a bug in React.");
			return gd(a, b, d);
		}
		gd(a, b, d);
		a = a.responseState;
		r(b, a.startInlineScript);
		a.sentCompleteSegmentFunction ? r(b, Bb) : (a.sentCompleteSegmentFunction = !0, r(b, Ab));
		r(b, a.segmentPrefix);
		f = f.toString(16);
		r(b, f);
		r(b, Cb);
		r(b, a.placeholderPrefix);
		r(b, f);
		return w(b, Db);
	}
	function dd(a, b) {
		k = /* @__PURE__ */ new Uint8Array(2048);
		l = 0;
		q = !0;
		try {
			var c = a.completedRootSegment;
			if (null !== c && 0 === a.pendingRootTasks) {
				fd(a, b, c);
				a.completedRootSegment = null;
				var d = a.responseState.bootstrapChunks;
				for (c = 0; c < d.length - 1; c++) r(b, d[c]);
				c < d.length && w(b, d[c]);
			}
			var f = a.clientRenderedBoundaries, e = 0;
			for (; e < f.length; e++) {
				var g = f[e];
				d = b;
				var h = a.responseState, m = g.id, n = g.errorDigest, p = g.errorMessage, v = g.errorComponentStack;
				r(d, h.startInlineScript);
				h.sentClientRenderFunction ? r(d, Kb) : (h.sentClientRenderFunction = !0, r(d, Jb));
				if (null === m) throw Error("An ID must have been assigned before we can complete the boundary.");
				r(d, m);
				r(d, Lb);
				if (n || p || v) r(d, Nb), r(d, Pb(n || ""));
				if (p || v) r(d, Nb), r(d, Pb(p || ""));
				v && (r(d, Nb), r(d, Pb(v)));
				if (!w(d, Mb)) {
					a.destination = null;
					e++;
					f.splice(0, e);
					return;
				}
			}
			f.splice(0, e);
			var C = a.completedBoundaries;
			for (e = 0; e < C.length; e++) if (!hd(a, b, C[e])) {
				a.destination = null;
				e++;
				C.splice(0, e);
				return;
			}
			C.splice(0, e);
			ca(b);
			k = /* @__PURE__ */ new Uint8Array(2048);
			l = 0;
			q = !0;
			var D = a.partialBoundaries;
			for (e = 0; e < D.length; e++) {
				var E = D[e];
				a: {
					f = a;
					g = b;
					var na = E.completedSegments;
					for (h = 0; h < na.length; h++) if (!id(f, g, E, na[h])) {
						h++;
						na.splice(0, h);
						var Eb = !1;
						break a;
					}
					na.splice(0, h);
					Eb = !0;
				}
				if (!Eb) {
					a.destination = null;
					e++;
					D.splice(0, e);
					return;
				}
			}
			D.splice(0, e);
			var oa = a.completedBoundaries;
			for (e = 0; e < oa.length; e++) if (!hd(a, b, oa[e])) {
				a.destination = null;
				e++;
				oa.splice(0, e);
				return;
			}
			oa.splice(0, e);
		} finally {
			ca(b), "function" === typeof b.flush && b.flush(), 0 === a.allPendingTasks && 0 === a.pingedTasks.length && 0 === a.clientRenderedBoundaries.length && 0 === a.completedBoundaries.length && b.end();
		}
	}
	function jd(a) {
		setImmediate(function() {
			return Qc(a);
		});
	}
	function kd(a, b) {
		if (1 === a.status) a.status = 2, b.destroy(a.fatalError);
		else if (2 !== a.status && null === a.destination) {
			a.destination = b;
			try {
				dd(a, b);
			} catch (c) {
				Y(a, c), Tc(a, c);
			}
		}
	}
	function ld(a, b) {
		try {
			var c = a.abortableTasks;
			c.forEach(function(c) {
				return cd(c, a, b);
			});
			c.clear();
			null !== a.destination && dd(a, a.destination);
		} catch (d) {
			Y(a, d), Tc(a, d);
		}
	}
	function md(a, b) {
		return function() {
			return kd(b, a);
		};
	}
	function nd(a, b) {
		return function() {
			return ld(a, b);
		};
	}
	function od(a, b) {
		var c = b ? b.identifierPrefix : void 0, d = b ? b.nonce : void 0, f = b ? b.bootstrapScriptContent : void 0, e = b ? b.bootstrapScripts : void 0;
		var g = b ? b.bootstrapModules : void 0;
		c = void 0 === c ? "" : c;
		d = void 0 === d ? ra : x("<script nonce=\"" + F(d) + "\">");
		var h = [];
		void 0 !== f && h.push(d, ("" + f).replace(wa, xa), sa);
		if (void 0 !== e) for (f = 0; f < e.length; f++) h.push(ta, F(e[f]), va);
		if (void 0 !== g) for (e = 0; e < g.length; e++) h.push(ua, F(g[e]), va);
		g = {
			bootstrapChunks: h,
			startInlineScript: d,
			placeholderPrefix: x(c + "P:"),
			segmentPrefix: x(c + "S:"),
			boundaryPrefix: c + "B:",
			idPrefix: c,
			nextSuspenseID: 0,
			sentCompleteSegmentFunction: !1,
			sentCompleteBoundaryFunction: !1,
			sentClientRenderFunction: !1
		};
		e = b ? b.namespaceURI : void 0;
		e = G("http://www.w3.org/2000/svg" === e ? 2 : "http://www.w3.org/1998/Math/MathML" === e ? 3 : 0, null);
		f = b ? b.progressiveChunkSize : void 0;
		d = b ? b.onError : void 0;
		h = b ? b.onAllReady : void 0;
		var m = b ? b.onShellReady : void 0, n = b ? b.onShellError : void 0;
		b = [];
		c = /* @__PURE__ */ new Set();
		g = {
			destination: null,
			responseState: g,
			progressiveChunkSize: void 0 === f ? 12800 : f,
			status: 0,
			fatalError: null,
			nextSegmentId: 0,
			allPendingTasks: 0,
			pendingRootTasks: 0,
			completedRootSegment: null,
			abortableTasks: c,
			pingedTasks: b,
			clientRenderedBoundaries: [],
			completedBoundaries: [],
			partialBoundaries: [],
			onError: void 0 === d ? Oc : d,
			onAllReady: void 0 === h ? X : h,
			onShellReady: void 0 === m ? X : m,
			onShellError: void 0 === n ? X : n,
			onFatalError: X
		};
		e = Sc(g, 0, null, e, !1, !1);
		e.parentFlushed = !0;
		a = Rc(g, a, null, e, c, hc, null, qc);
		b.push(a);
		return g;
	}
	exports.renderToPipeableStream = function(a, b) {
		var c = od(a, b), d = !1;
		jd(c);
		return {
			pipe: function(a) {
				if (d) throw Error("React currently only supports piping to one writable stream.");
				d = !0;
				kd(c, a);
				a.on("drain", md(a, c));
				a.on("error", nd(c, Error("The destination stream errored while writing data.")));
				a.on("close", nd(c, Error("The destination stream closed early.")));
				return a;
			},
			abort: function(a) {
				ld(c, a);
			}
		};
	};
	exports.version = "18.3.1";
}));
// node_modules/react-dom/server.node.js
var require_server_node = /* @__PURE__ */ __commonJSMin(((exports) => {
	var l = require_react_dom_server_legacy_node_production_min();
	var s = require_react_dom_server_node_production_min();
	exports.version = l.version;
	exports.renderToString = l.renderToString;
	exports.renderToStaticMarkup = l.renderToStaticMarkup;
	exports.renderToNodeStream = l.renderToNodeStream;
	exports.renderToStaticNodeStream = l.renderToStaticNodeStream;
	exports.renderToPipeableStream = s.renderToPipeableStream;
}));
// node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* react-router v7.18.5
*
* Copyright (c) Remix Software Inc.
*
* This source code is licensed under the MIT license found in the
* LICENSE.md file in the root directory of this source tree.
*
* @license MIT
*/
var ABSOLUTE_URL_REGEX = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;
var PROTOCOL_RELATIVE_URL_REGEX = /^[\\/]{2}/;
function normalizeProtocolRelativeUrl(url, protocol) {
	return protocol + url.replace(/\\/g, "/");
}
function invariant(value, message) {
	if (value === false || value === null || typeof value === "undefined") throw new Error(message);
}
function warning(cond, message) {
	if (!cond) {
		if (typeof console !== "undefined") console.warn(message);
		try {
			throw new Error(message);
		} catch (e) {}
	}
}
function createPath({ pathname = "/", search = "", hash = "" }) {
	if (search && search !== "?") pathname += search.charAt(0) === "?" ? search : "?" + search;
	if (hash && hash !== "#") pathname += hash.charAt(0) === "#" ? hash : "#" + hash;
	return pathname;
}
function parsePath(path) {
	let parsedPath = {};
	if (path) {
		let hashIndex = path.indexOf("#");
		if (hashIndex >= 0) {
			parsedPath.hash = path.substring(hashIndex);
			path = path.substring(0, hashIndex);
		}
		let searchIndex = path.indexOf("?");
		if (searchIndex >= 0) {
			parsedPath.search = path.substring(searchIndex);
			path = path.substring(0, searchIndex);
		}
		if (path) parsedPath.pathname = path;
	}
	return parsedPath;
}
function matchRoutes(routes, locationArg, basename = "/") {
	return matchRoutesImpl(routes, locationArg, basename, false);
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
	let pathname = stripBasename((typeof locationArg === "string" ? parsePath(locationArg) : locationArg).pathname || "/", basename);
	if (pathname == null) return null;
	let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
	let matches = null;
	let decoded = decodePath(pathname);
	for (let i = 0; matches == null && i < branches.length; ++i) matches = matchRouteBranch(branches[i], decoded, allowPartial);
	return matches;
}
function convertRouteMatchToUiMatch(match, loaderData) {
	let { route, pathname, params } = match;
	return {
		id: route.id,
		pathname,
		params,
		data: loaderData[route.id],
		loaderData: loaderData[route.id],
		handle: route.handle
	};
}
function flattenAndRankRoutes(routes) {
	let branches = flattenRoutes(routes);
	rankRouteBranches(branches);
	return branches;
}
function flattenRoutes(routes, branches = [], parentsMeta = [], parentPath = "", _hasParentOptionalSegments = false) {
	let flattenRoute = (route, index, hasParentOptionalSegments = _hasParentOptionalSegments, relativePath) => {
		let meta = {
			relativePath: relativePath === void 0 ? route.path || "" : relativePath,
			caseSensitive: route.caseSensitive === true,
			childrenIndex: index,
			route
		};
		if (meta.relativePath.startsWith("/")) {
			if (!meta.relativePath.startsWith(parentPath) && hasParentOptionalSegments) return;
			invariant(meta.relativePath.startsWith(parentPath), `Absolute route path "${meta.relativePath}" nested under path "${parentPath}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`);
			meta.relativePath = meta.relativePath.slice(parentPath.length);
		}
		let path = joinPaths([parentPath, meta.relativePath]);
		let routesMeta = parentsMeta.concat(meta);
		if (route.children && route.children.length > 0) {
			invariant(route.index !== true, `Index routes must not have child routes. Please remove all child routes from route path "${path}".`);
			flattenRoutes(route.children, branches, routesMeta, path, hasParentOptionalSegments);
		}
		if (route.path == null && !route.index) return;
		branches.push({
			path,
			score: computeScore(path, route.index),
			routesMeta: routesMeta.map((meta2, i) => {
				let [matcher, params] = compilePath(meta2.relativePath, meta2.caseSensitive, i === routesMeta.length - 1);
				return {
					...meta2,
					matcher,
					compiledParams: params
				};
			})
		});
	};
	routes.forEach((route, index) => {
		if (route.path === "" || !route.path?.includes("?")) flattenRoute(route, index);
		else for (let exploded of explodeOptionalSegments(route.path)) flattenRoute(route, index, true, exploded);
	});
	return branches;
}
function explodeOptionalSegments(path) {
	let segments = path.split("/");
	if (segments.length === 0) return [];
	let [first, ...rest] = segments;
	let isOptional = first.endsWith("?");
	let required = first.replace(/\?$/, "");
	if (rest.length === 0) return isOptional ? [required, ""] : [required];
	let restExploded = explodeOptionalSegments(rest.join("/"));
	let result = [];
	result.push(...restExploded.map((subpath) => subpath === "" ? required : [required, subpath].join("/")));
	if (isOptional) result.push(...restExploded);
	return result.map((exploded) => path.startsWith("/") && exploded === "" ? "/" : exploded);
}
function rankRouteBranches(branches) {
	branches.sort((a, b) => a.score !== b.score ? b.score - a.score : compareIndexes(a.routesMeta.map((meta) => meta.childrenIndex), b.routesMeta.map((meta) => meta.childrenIndex)));
}
var paramRe = /^:[\w-]+$/;
var dynamicSegmentValue = 3;
var indexRouteValue = 2;
var emptySegmentValue = 1;
var staticSegmentValue = 10;
var splatPenalty = -2;
var isSplat = (s) => s === "*";
function computeScore(path, index) {
	let segments = path.split("/");
	let initialScore = segments.length;
	if (segments.some(isSplat)) initialScore += splatPenalty;
	if (index) initialScore += indexRouteValue;
	return segments.filter((s) => !isSplat(s)).reduce((score, segment) => score + (paramRe.test(segment) ? dynamicSegmentValue : segment === "" ? emptySegmentValue : staticSegmentValue), initialScore);
}
function compareIndexes(a, b) {
	return a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]) ? a[a.length - 1] - b[b.length - 1] : 0;
}
function matchRouteBranch(branch, pathname, allowPartial = false) {
	let { routesMeta } = branch;
	let matchedParams = {};
	let matchedPathname = "/";
	let matches = [];
	for (let i = 0; i < routesMeta.length; ++i) {
		let meta = routesMeta[i];
		let end = i === routesMeta.length - 1;
		let remainingPathname = matchedPathname === "/" ? pathname : pathname.slice(matchedPathname.length) || "/";
		let pattern = {
			path: meta.relativePath,
			caseSensitive: meta.caseSensitive,
			end
		};
		let match = meta.matcher && meta.compiledParams ? matchPathImpl(pattern, remainingPathname, meta.matcher, meta.compiledParams) : matchPath(pattern, remainingPathname);
		let route = meta.route;
		if (!match && end && allowPartial && !routesMeta[routesMeta.length - 1].route.index) match = matchPath({
			path: meta.relativePath,
			caseSensitive: meta.caseSensitive,
			end: false
		}, remainingPathname);
		if (!match) return null;
		Object.assign(matchedParams, match.params);
		matches.push({
			params: matchedParams,
			pathname: joinPaths([matchedPathname, match.pathname]),
			pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
			route
		});
		if (match.pathnameBase !== "/") matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
	}
	return matches;
}
function matchPath(pattern, pathname) {
	if (typeof pattern === "string") pattern = {
		path: pattern,
		caseSensitive: false,
		end: true
	};
	let [matcher, compiledParams] = compilePath(pattern.path, pattern.caseSensitive, pattern.end);
	return matchPathImpl(pattern, pathname, matcher, compiledParams);
}
function matchPathImpl(pattern, pathname, matcher, compiledParams) {
	let match = pathname.match(matcher);
	if (!match) return null;
	let matchedPathname = match[0];
	let pathnameBase = removeTrailingSlash(matchedPathname, 1);
	let captureGroups = match.slice(1);
	return {
		params: compiledParams.reduce((memo2, { paramName, isOptional }, index) => {
			if (paramName === "*") {
				let splatValue = captureGroups[index] || "";
				pathnameBase = removeTrailingSlash(matchedPathname.slice(0, matchedPathname.length - splatValue.length), 1);
			}
			const value = captureGroups[index];
			if (isOptional && !value) memo2[paramName] = void 0;
			else memo2[paramName] = (value || "").replace(/%2F/g, "/");
			return memo2;
		}, {}),
		pathname: matchedPathname,
		pathnameBase,
		pattern
	};
}
function compilePath(path, caseSensitive = false, end = true) {
	warning(path === "*" || !path.endsWith("*") || path.endsWith("/*"), `Route path "${path}" will be treated as if it were "${path.replace(/\*$/, "/*")}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${path.replace(/\*$/, "/*")}".`);
	let params = [];
	let regexpSource = "^" + path.replace(/\/*\*?$/, "").replace(/^\/*/, "/").replace(/[\\.*+^${}|()[\]]/g, "\\$&").replace(/\/:([\w-]+)(\?)?/g, (match, paramName, isOptional, index, str) => {
		params.push({
			paramName,
			isOptional: isOptional != null
		});
		if (isOptional) {
			let nextChar = str.charAt(index + match.length);
			if (nextChar && nextChar !== "/") return "/([^\\/]*)";
			return "(?:/([^\\/]*))?";
		}
		return "/([^\\/]+)";
	}).replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2");
	if (path.endsWith("*")) {
		params.push({ paramName: "*" });
		regexpSource += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
	} else if (end) regexpSource += "\\/*$";
	else if (path !== "" && path !== "/") regexpSource += "(?:(?=\\/|$))";
	return [new RegExp(regexpSource, caseSensitive ? void 0 : "i"), params];
}
function decodePath(value) {
	try {
		return value.split("/").map((v) => decodeURIComponent(v).replace(/\//g, "%2F")).join("/");
	} catch (error) {
		warning(false, `The URL path "${value}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${error}).`);
		return value;
	}
}
function stripBasename(pathname, basename) {
	if (basename === "/") return pathname;
	if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
	let startIndex = basename.endsWith("/") ? basename.length - 1 : basename.length;
	let nextChar = pathname.charAt(startIndex);
	if (nextChar && nextChar !== "/") return null;
	return pathname.slice(startIndex) || "/";
}
function resolvePath(to, fromPathname = "/") {
	let { pathname: toPathname, search = "", hash = "" } = typeof to === "string" ? parsePath(to) : to;
	let pathname;
	if (toPathname) {
		toPathname = removeDoubleSlashes(toPathname);
		if (toPathname.startsWith("/") || toPathname.startsWith("\\")) pathname = resolvePathname(toPathname.substring(1), "/");
		else pathname = resolvePathname(toPathname, fromPathname);
	} else pathname = fromPathname;
	return {
		pathname,
		search: normalizeSearch(search),
		hash: normalizeHash(hash)
	};
}
function resolvePathname(relativePath, fromPathname) {
	let segments = removeTrailingSlash(fromPathname).split("/");
	relativePath.split("/").forEach((segment) => {
		if (segment === "..") {
			if (segments.length > 1) segments.pop();
		} else if (segment !== ".") segments.push(segment);
	});
	return segments.length > 1 ? segments.join("/") : "/";
}
function getInvalidPathError(char, field, dest, path) {
	return `Cannot include a '${char}' character in a manually specified \`to.${field}\` field [${JSON.stringify(path)}].  Please separate it out to the \`to.${dest}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`;
}
function getPathContributingMatches(matches) {
	return matches.filter((match, index) => index === 0 || match.route.path && match.route.path.length > 0);
}
function getResolveToMatches(matches) {
	let pathMatches = getPathContributingMatches(matches);
	return pathMatches.map((match, idx) => idx === pathMatches.length - 1 ? match.pathname : match.pathnameBase);
}
function resolveTo(toArg, routePathnames, locationPathname, isPathRelative = false) {
	let to;
	if (typeof toArg === "string") to = parsePath(toArg);
	else {
		to = { ...toArg };
		invariant(!to.pathname || !to.pathname.includes("?"), getInvalidPathError("?", "pathname", "search", to));
		invariant(!to.pathname || !to.pathname.includes("#"), getInvalidPathError("#", "pathname", "hash", to));
		invariant(!to.search || !to.search.includes("#"), getInvalidPathError("#", "search", "hash", to));
	}
	let isEmptyPath = toArg === "" || to.pathname === "";
	let toPathname = isEmptyPath ? "/" : to.pathname;
	let from;
	if (toPathname == null) from = locationPathname;
	else {
		let routePathnameIndex = routePathnames.length - 1;
		if (!isPathRelative && toPathname.startsWith("..")) {
			let toSegments = toPathname.split("/");
			while (toSegments[0] === "..") {
				toSegments.shift();
				routePathnameIndex -= 1;
			}
			to.pathname = toSegments.join("/");
		}
		from = routePathnameIndex >= 0 ? routePathnames[routePathnameIndex] : "/";
	}
	let path = resolvePath(to, from);
	let hasExplicitTrailingSlash = toPathname && toPathname !== "/" && toPathname.endsWith("/");
	let hasCurrentTrailingSlash = (isEmptyPath || toPathname === ".") && locationPathname.endsWith("/");
	if (!path.pathname.endsWith("/") && (hasExplicitTrailingSlash || hasCurrentTrailingSlash)) path.pathname += "/";
	return path;
}
var removeDoubleSlashes = (path) => path.replace(/[\\/]{2,}/g, "/");
var joinPaths = (paths) => removeDoubleSlashes(paths.join("/"));
function removeTrailingSlash(path, minLength = 0) {
	let end = path.length;
	while (end > minLength && path.charCodeAt(end - 1) === 47) end--;
	return end === path.length ? path : path.slice(0, end);
}
var normalizePathname = (pathname) => removeTrailingSlash(pathname).replace(/^\/*/, "/");
var normalizeSearch = (search) => !search || search === "?" ? "" : search.startsWith("?") ? search : "?" + search;
var normalizeHash = (hash) => !hash || hash === "#" ? "" : hash.startsWith("#") ? hash : "#" + hash;
var ErrorResponseImpl = class {
	constructor(status, statusText, data2, internal = false) {
		this.status = status;
		this.statusText = statusText || "";
		this.internal = internal;
		if (data2 instanceof Error) {
			this.data = data2.toString();
			this.error = data2;
		} else this.data = data2;
	}
};
function isRouteErrorResponse(error) {
	return error != null && typeof error.status === "number" && typeof error.statusText === "string" && typeof error.internal === "boolean" && "data" in error;
}
function getRoutePattern(matches) {
	return joinPaths(matches.map((m) => m.route.path).filter(Boolean)) || "/";
}
var isBrowser = typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined";
function parseToInfo(_to, basename) {
	let to = _to;
	if (typeof to !== "string" || !ABSOLUTE_URL_REGEX.test(to)) return {
		absoluteURL: void 0,
		isExternal: false,
		to
	};
	let absoluteURL = to;
	let isExternal = false;
	if (isBrowser) try {
		let currentUrl = new URL(window.location.href);
		let targetUrl = PROTOCOL_RELATIVE_URL_REGEX.test(to) ? new URL(normalizeProtocolRelativeUrl(to, currentUrl.protocol)) : new URL(to);
		let path = stripBasename(targetUrl.pathname, basename);
		if (targetUrl.origin === currentUrl.origin && path != null) to = path + targetUrl.search + targetUrl.hash;
		else isExternal = true;
	} catch (e) {
		warning(false, `<Link to="${to}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`);
	}
	return {
		absoluteURL,
		isExternal,
		to
	};
}
Object.getOwnPropertyNames(Object.prototype).sort().join("\0");
var DEFAULT_NAVIGATION_URL = new URL("http://localhost");
function getNavigatorCurrentUrl(navigator) {
	if (navigator.createURL) return navigator.createURL("/");
	try {
		return new URL(navigator.createHref("/"), DEFAULT_NAVIGATION_URL);
	} catch {
		return DEFAULT_NAVIGATION_URL;
	}
}
function isSameOrigin(a, b) {
	return a.origin === b.origin && (a.origin !== "null" || a.protocol === b.protocol && a.host === b.host);
}
function isExplicitUrl(destination, target) {
	if (destination.startsWith("//")) return true;
	let protocol = target.protocol.toLowerCase();
	if (!destination.toLowerCase().startsWith(protocol)) return false;
	return target.host === "" || destination.slice(protocol.length).startsWith("//");
}
function validateNavigationTarget(original, resolved, currentUrl, externalPolicy) {
	let originalUrl = null;
	try {
		originalUrl = original == null ? null : new URL(original, currentUrl);
	} catch {}
	let resolvedUrl = new URL(resolved, currentUrl);
	let originalIsExternal = originalUrl != null && !isSameOrigin(originalUrl, currentUrl);
	let resolvedIsExternal = !isSameOrigin(resolvedUrl, currentUrl);
	if (externalPolicy === "reject") {
		if (originalIsExternal || resolvedIsExternal) throw new Error("External navigation is not allowed");
	} else if (resolvedIsExternal) {
		if (originalUrl == null || !isExplicitUrl(original, originalUrl) || !isSameOrigin(originalUrl, resolvedUrl)) throw new Error("External navigation is not allowed");
	}
}
var validMutationMethodsArr = [
	"POST",
	"PUT",
	"PATCH",
	"DELETE"
];
new Set(validMutationMethodsArr);
var validRequestMethodsArr = ["GET", ...validMutationMethodsArr];
new Set(validRequestMethodsArr);
var invalidProtocols = [
	"about:",
	"blob:",
	"chrome:",
	"chrome-untrusted:",
	"content:",
	"data:",
	"devtools:",
	"file:",
	"filesystem:",
	"javascript:"
];
function hasInvalidProtocol(location) {
	try {
		return invalidProtocols.includes(new URL(location).protocol);
	} catch {
		return false;
	}
}
var DataRouterContext = import_react.createContext(null);
DataRouterContext.displayName = "DataRouter";
var DataRouterStateContext = import_react.createContext(null);
DataRouterStateContext.displayName = "DataRouterState";
var RSCRouterContext = import_react.createContext(false);
function useIsRSCRouterContext() {
	return import_react.useContext(RSCRouterContext);
}
var ViewTransitionContext = import_react.createContext({ isTransitioning: false });
ViewTransitionContext.displayName = "ViewTransition";
var FetchersContext = import_react.createContext(/* @__PURE__ */ new Map());
FetchersContext.displayName = "Fetchers";
var AwaitContext = import_react.createContext(null);
AwaitContext.displayName = "Await";
var NavigationContext = import_react.createContext(null);
NavigationContext.displayName = "Navigation";
var LocationContext = import_react.createContext(null);
LocationContext.displayName = "Location";
var RouteContext = import_react.createContext({
	outlet: null,
	matches: [],
	isDataRoute: false
});
RouteContext.displayName = "Route";
var RouteErrorContext = import_react.createContext(null);
RouteErrorContext.displayName = "RouteError";
var ERROR_DIGEST_BASE = "REACT_ROUTER_ERROR";
var ERROR_DIGEST_REDIRECT = "REDIRECT";
var ERROR_DIGEST_ROUTE_ERROR_RESPONSE = "ROUTE_ERROR_RESPONSE";
function decodeRedirectErrorDigest(digest) {
	if (digest.startsWith(`${ERROR_DIGEST_BASE}:${ERROR_DIGEST_REDIRECT}:{`)) try {
		let parsed = JSON.parse(digest.slice(28));
		if (typeof parsed === "object" && parsed && typeof parsed.status === "number" && typeof parsed.statusText === "string" && typeof parsed.location === "string" && typeof parsed.reloadDocument === "boolean" && typeof parsed.replace === "boolean") return parsed;
	} catch {}
}
function decodeRouteErrorResponseDigest(digest) {
	if (digest.startsWith(`${ERROR_DIGEST_BASE}:${ERROR_DIGEST_ROUTE_ERROR_RESPONSE}:{`)) try {
		let parsed = JSON.parse(digest.slice(40));
		if (typeof parsed === "object" && parsed && typeof parsed.status === "number" && typeof parsed.statusText === "string") return new ErrorResponseImpl(parsed.status, parsed.statusText, parsed.data);
	} catch {}
}
function useHref(to, { relative } = {}) {
	invariant(useInRouterContext(), `useHref() may be used only in the context of a <Router> component.`);
	let { basename, navigator } = import_react.useContext(NavigationContext);
	let { hash, pathname, search } = useResolvedPath(to, { relative });
	let joinedPathname = pathname;
	if (basename !== "/") joinedPathname = pathname === "/" ? basename : joinPaths([basename, pathname]);
	return navigator.createHref({
		pathname: joinedPathname,
		search,
		hash
	});
}
function useInRouterContext() {
	return import_react.useContext(LocationContext) != null;
}
function useLocation() {
	invariant(useInRouterContext(), `useLocation() may be used only in the context of a <Router> component.`);
	return import_react.useContext(LocationContext).location;
}
var navigateEffectWarning = `You should call navigate() in a React.useEffect(), not when your component is first rendered.`;
function useIsomorphicLayoutEffect(cb) {
	if (!import_react.useContext(NavigationContext).static) import_react.useLayoutEffect(cb);
}
function useNavigate() {
	let { isDataRoute } = import_react.useContext(RouteContext);
	return isDataRoute ? useNavigateStable() : useNavigateUnstable();
}
function useNavigateUnstable() {
	invariant(useInRouterContext(), `useNavigate() may be used only in the context of a <Router> component.`);
	let dataRouterContext = import_react.useContext(DataRouterContext);
	let { basename, navigator } = import_react.useContext(NavigationContext);
	let { matches } = import_react.useContext(RouteContext);
	let { pathname: locationPathname } = useLocation();
	let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
	let activeRef = import_react.useRef(false);
	useIsomorphicLayoutEffect(() => {
		activeRef.current = true;
	});
	return import_react.useCallback((to, options = {}) => {
		warning(activeRef.current, navigateEffectWarning);
		if (!activeRef.current) return;
		if (typeof to === "number") {
			navigator.go(to);
			return;
		}
		let path = resolveTo(to, JSON.parse(routePathnamesJson), locationPathname, options.relative === "path");
		if (dataRouterContext == null && basename !== "/") path.pathname = path.pathname === "/" ? basename : joinPaths([basename, path.pathname]);
		validateNavigationTarget(typeof to === "string" ? to : createPath(to), navigator.createHref(path), getNavigatorCurrentUrl(navigator), "reject");
		(!!options.replace ? navigator.replace : navigator.push)(path, options.state, options);
	}, [
		basename,
		navigator,
		routePathnamesJson,
		locationPathname,
		dataRouterContext
	]);
}
var OutletContext = import_react.createContext(null);
function useOutlet(context) {
	let outlet = import_react.useContext(RouteContext).outlet;
	return import_react.useMemo(() => outlet && /* @__PURE__ */ import_react.createElement(OutletContext.Provider, { value: context }, outlet), [outlet, context]);
}
function useParams() {
	let { matches } = import_react.useContext(RouteContext);
	return matches[matches.length - 1]?.params ?? {};
}
function useResolvedPath(to, { relative } = {}) {
	let { matches } = import_react.useContext(RouteContext);
	let { pathname: locationPathname } = useLocation();
	let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
	return import_react.useMemo(() => resolveTo(to, JSON.parse(routePathnamesJson), locationPathname, relative === "path"), [
		to,
		routePathnamesJson,
		locationPathname,
		relative
	]);
}
function useRoutes(routes, locationArg) {
	return useRoutesImpl(routes, locationArg);
}
function useRoutesImpl(routes, locationArg, dataRouterOpts) {
	invariant(useInRouterContext(), `useRoutes() may be used only in the context of a <Router> component.`);
	let { navigator } = import_react.useContext(NavigationContext);
	let { matches: parentMatches } = import_react.useContext(RouteContext);
	let routeMatch = parentMatches[parentMatches.length - 1];
	let parentParams = routeMatch ? routeMatch.params : {};
	let parentPathname = routeMatch ? routeMatch.pathname : "/";
	let parentPathnameBase = routeMatch ? routeMatch.pathnameBase : "/";
	let parentRoute = routeMatch && routeMatch.route;
	{
		let parentPath = parentRoute && parentRoute.path || "";
		warningOnce(parentPathname, !parentRoute || parentPath.endsWith("*") || parentPath.endsWith("*?"), `You rendered descendant <Routes> (or called \`useRoutes()\`) at "${parentPathname}" (under <Route path="${parentPath}">) but the parent route path has no trailing "*". This means if you navigate deeper, the parent won't match anymore and therefore the child routes will never render.

Please change the parent <Route path="${parentPath}"> to <Route path="${parentPath === "/" ? "*" : `${parentPath}/*`}">.`);
	}
	let locationFromContext = useLocation();
	let location;
	if (locationArg) {
		let parsedLocationArg = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
		invariant(parentPathnameBase === "/" || parsedLocationArg.pathname?.startsWith(parentPathnameBase), `When overriding the location using \`<Routes location>\` or \`useRoutes(routes, location)\`, the location pathname must begin with the portion of the URL pathname that was matched by all parent routes. The current pathname base is "${parentPathnameBase}" but pathname "${parsedLocationArg.pathname}" was given in the \`location\` prop.`);
		location = parsedLocationArg;
	} else location = locationFromContext;
	let pathname = location.pathname || "/";
	let remainingPathname = pathname;
	if (parentPathnameBase !== "/") {
		let parentSegments = parentPathnameBase.replace(/^\//, "").split("/");
		remainingPathname = "/" + pathname.replace(/^\//, "").split("/").slice(parentSegments.length).join("/");
	}
	let matches = dataRouterOpts && dataRouterOpts.state.matches.length ? dataRouterOpts.state.matches.map((m) => Object.assign(m, { route: dataRouterOpts.manifest[m.route.id] || m.route })) : matchRoutes(routes, { pathname: remainingPathname });
	warning(parentRoute || matches != null, `No routes matched location "${location.pathname}${location.search}${location.hash}" `);
	warning(matches == null || matches[matches.length - 1].route.element !== void 0 || matches[matches.length - 1].route.Component !== void 0 || matches[matches.length - 1].route.lazy !== void 0, `Matched leaf route at location "${location.pathname}${location.search}${location.hash}" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`);
	let renderedMatches = _renderMatches(matches && matches.map((match) => Object.assign({}, match, {
		params: Object.assign({}, parentParams, match.params),
		pathname: joinPaths([parentPathnameBase, navigator.encodeLocation ? navigator.encodeLocation(match.pathname.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23")).pathname : match.pathname]),
		pathnameBase: match.pathnameBase === "/" ? parentPathnameBase : joinPaths([parentPathnameBase, navigator.encodeLocation ? navigator.encodeLocation(match.pathnameBase.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23")).pathname : match.pathnameBase])
	})), parentMatches, dataRouterOpts);
	if (locationArg && renderedMatches) return /* @__PURE__ */ import_react.createElement(LocationContext.Provider, { value: {
		location: {
			pathname: "/",
			search: "",
			hash: "",
			state: null,
			key: "default",
			mask: void 0,
			...location
		},
		navigationType: "POP"
	} }, renderedMatches);
	return renderedMatches;
}
function DefaultErrorComponent() {
	let error = useRouteError();
	let message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : JSON.stringify(error);
	let stack = error instanceof Error ? error.stack : null;
	let lightgrey = "rgba(200,200,200, 0.5)";
	let preStyles = {
		padding: "0.5rem",
		backgroundColor: lightgrey
	};
	let codeStyles = {
		padding: "2px 4px",
		backgroundColor: lightgrey
	};
	let devInfo = null;
	console.error("Error handled by React Router default ErrorBoundary:", error);
	devInfo = /* @__PURE__ */ import_react.createElement(import_react.Fragment, null, /* @__PURE__ */ import_react.createElement("p", null, "💿 Hey developer 👋"), /* @__PURE__ */ import_react.createElement("p", null, "You can provide a way better UX than this when your app throws errors by providing your own ", /* @__PURE__ */ import_react.createElement("code", { style: codeStyles }, "ErrorBoundary"), " or", " ", /* @__PURE__ */ import_react.createElement("code", { style: codeStyles }, "errorElement"), " prop on your route."));
	return /* @__PURE__ */ import_react.createElement(import_react.Fragment, null, /* @__PURE__ */ import_react.createElement("h2", null, "Unexpected Application Error!"), /* @__PURE__ */ import_react.createElement("h3", { style: { fontStyle: "italic" } }, message), stack ? /* @__PURE__ */ import_react.createElement("pre", { style: preStyles }, stack) : null, devInfo);
}
var defaultErrorElement = /* @__PURE__ */ import_react.createElement(DefaultErrorComponent, null);
var RenderErrorBoundary = class extends import_react.Component {
	constructor(props) {
		super(props);
		this.state = {
			location: props.location,
			revalidation: props.revalidation,
			error: props.error
		};
	}
	static getDerivedStateFromError(error) {
		return { error };
	}
	static getDerivedStateFromProps(props, state) {
		if (state.location !== props.location || state.revalidation !== "idle" && props.revalidation === "idle") return {
			error: props.error,
			location: props.location,
			revalidation: props.revalidation
		};
		return {
			error: props.error !== void 0 ? props.error : state.error,
			location: state.location,
			revalidation: props.revalidation || state.revalidation
		};
	}
	componentDidCatch(error, errorInfo) {
		if (this.props.onError) this.props.onError(error, errorInfo);
		else console.error("React Router caught the following error during render", error);
	}
	render() {
		let error = this.state.error;
		if (this.context && typeof error === "object" && error && "digest" in error && typeof error.digest === "string") {
			const decoded = decodeRouteErrorResponseDigest(error.digest);
			if (decoded) error = decoded;
		}
		let result = error !== void 0 ? /* @__PURE__ */ import_react.createElement(RouteContext.Provider, { value: this.props.routeContext }, /* @__PURE__ */ import_react.createElement(RouteErrorContext.Provider, {
			value: error,
			children: this.props.component
		})) : this.props.children;
		if (this.context) return /* @__PURE__ */ import_react.createElement(RSCErrorHandler, { error }, result);
		return result;
	}
};
RenderErrorBoundary.contextType = RSCRouterContext;
var errorRedirectHandledMap = /* @__PURE__ */ new WeakMap();
function RSCErrorHandler({ children, error }) {
	let { basename, navigator } = import_react.useContext(NavigationContext);
	if (typeof error === "object" && error && "digest" in error && typeof error.digest === "string") {
		let redirect2 = decodeRedirectErrorDigest(error.digest);
		if (redirect2) {
			let existingRedirect = errorRedirectHandledMap.get(error);
			if (existingRedirect) throw existingRedirect;
			let parsed = parseToInfo(redirect2.location, basename);
			let target = parsed.absoluteURL || parsed.to;
			validateNavigationTarget(redirect2.location, target, getNavigatorCurrentUrl(navigator), "allow-explicit");
			if (hasInvalidProtocol(target)) throw new Error("Invalid redirect location");
			if (isBrowser && !errorRedirectHandledMap.get(error)) {
				if (parsed.isExternal || redirect2.reloadDocument) window.location.href = target;
				else {
					const redirectPromise = Promise.resolve().then(() => window.__reactRouterDataRouter.navigate(parsed.to, { replace: redirect2.replace }));
					errorRedirectHandledMap.set(error, redirectPromise);
					throw redirectPromise;
				}
			}
			return /* @__PURE__ */ import_react.createElement("meta", {
				httpEquiv: "refresh",
				content: `0;url=${target}`
			});
		}
	}
	return children;
}
function RenderedRoute({ routeContext, match, children }) {
	let dataRouterContext = import_react.useContext(DataRouterContext);
	if (dataRouterContext && dataRouterContext.static && dataRouterContext.staticContext && (match.route.errorElement || match.route.ErrorBoundary)) dataRouterContext.staticContext._deepestRenderedBoundaryId = match.route.id;
	return /* @__PURE__ */ import_react.createElement(RouteContext.Provider, { value: routeContext }, children);
}
function _renderMatches(matches, parentMatches = [], dataRouterOpts) {
	let dataRouterState = dataRouterOpts?.state;
	if (matches == null) {
		if (!dataRouterState) return null;
		if (dataRouterState.errors) matches = dataRouterState.matches;
		else if (parentMatches.length === 0 && !dataRouterState.initialized && dataRouterState.matches.length > 0) matches = dataRouterState.matches;
		else return null;
	}
	let renderedMatches = matches;
	let errors = dataRouterState?.errors;
	if (errors != null) {
		let errorIndex = renderedMatches.findIndex((m) => m.route.id && errors?.[m.route.id] !== void 0);
		invariant(errorIndex >= 0, `Could not find a matching route for errors on route IDs: ${Object.keys(errors).join(",")}`);
		renderedMatches = renderedMatches.slice(0, Math.min(renderedMatches.length, errorIndex + 1));
	}
	let renderFallback = false;
	let fallbackIndex = -1;
	if (dataRouterOpts && dataRouterState) {
		renderFallback = dataRouterState.renderFallback;
		for (let i = 0; i < renderedMatches.length; i++) {
			let match = renderedMatches[i];
			if (match.route.HydrateFallback || match.route.hydrateFallbackElement) fallbackIndex = i;
			if (match.route.id) {
				let { loaderData, errors: errors2 } = dataRouterState;
				let needsToRunLoader = match.route.loader && !loaderData.hasOwnProperty(match.route.id) && (!errors2 || errors2[match.route.id] === void 0);
				if (match.route.lazy || needsToRunLoader) {
					if (dataRouterOpts.isStatic) renderFallback = true;
					if (fallbackIndex >= 0) renderedMatches = renderedMatches.slice(0, fallbackIndex + 1);
					else renderedMatches = [renderedMatches[0]];
					break;
				}
			}
		}
	}
	let onErrorHandler = dataRouterOpts?.onError;
	let onError = dataRouterState && onErrorHandler ? (error, errorInfo) => {
		onErrorHandler(error, {
			location: dataRouterState.location,
			params: dataRouterState.matches?.[0]?.params ?? {},
			pattern: getRoutePattern(dataRouterState.matches),
			errorInfo
		});
	} : void 0;
	return renderedMatches.reduceRight((outlet, match, index) => {
		let error;
		let shouldRenderHydrateFallback = false;
		let errorElement = null;
		let hydrateFallbackElement = null;
		if (dataRouterState) {
			error = errors && match.route.id ? errors[match.route.id] : void 0;
			errorElement = match.route.errorElement || defaultErrorElement;
			if (renderFallback) {
				if (fallbackIndex < 0 && index === 0) {
					warningOnce("route-fallback", false, "No `HydrateFallback` element provided to render during initial hydration");
					shouldRenderHydrateFallback = true;
					hydrateFallbackElement = null;
				} else if (fallbackIndex === index) {
					shouldRenderHydrateFallback = true;
					hydrateFallbackElement = match.route.hydrateFallbackElement || null;
				}
			}
		}
		let matches2 = parentMatches.concat(renderedMatches.slice(0, index + 1));
		let getChildren = () => {
			let children;
			if (error) children = errorElement;
			else if (shouldRenderHydrateFallback) children = hydrateFallbackElement;
			else if (match.route.Component) children = /* @__PURE__ */ import_react.createElement(match.route.Component, null);
			else if (match.route.element) children = match.route.element;
			else children = outlet;
			return /* @__PURE__ */ import_react.createElement(RenderedRoute, {
				match,
				routeContext: {
					outlet,
					matches: matches2,
					isDataRoute: dataRouterState != null
				},
				children
			});
		};
		return dataRouterState && (match.route.ErrorBoundary || match.route.errorElement || index === 0) ? /* @__PURE__ */ import_react.createElement(RenderErrorBoundary, {
			location: dataRouterState.location,
			revalidation: dataRouterState.revalidation,
			component: errorElement,
			error,
			children: getChildren(),
			routeContext: {
				outlet: null,
				matches: matches2,
				isDataRoute: true
			},
			onError
		}) : getChildren();
	}, null);
}
function getDataRouterConsoleError(hookName) {
	return `${hookName} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function useDataRouterContext(hookName) {
	let ctx = import_react.useContext(DataRouterContext);
	invariant(ctx, getDataRouterConsoleError(hookName));
	return ctx;
}
function useDataRouterState(hookName) {
	let state = import_react.useContext(DataRouterStateContext);
	invariant(state, getDataRouterConsoleError(hookName));
	return state;
}
function useRouteContext(hookName) {
	let route = import_react.useContext(RouteContext);
	invariant(route, getDataRouterConsoleError(hookName));
	return route;
}
function useCurrentRouteId(hookName) {
	let route = useRouteContext(hookName);
	let thisRoute = route.matches[route.matches.length - 1];
	invariant(thisRoute.route.id, `${hookName} can only be used on routes that contain a unique "id"`);
	return thisRoute.route.id;
}
function useRouteId() {
	return useCurrentRouteId("useRouteId");
}
function useNavigation() {
	let state = useDataRouterState("useNavigation");
	return import_react.useMemo(() => {
		let { matches, historyAction, ...rest } = state.navigation;
		return rest;
	}, [state.navigation]);
}
function useMatches() {
	let { matches, loaderData } = useDataRouterState("useMatches");
	return import_react.useMemo(() => matches.map((m) => convertRouteMatchToUiMatch(m, loaderData)), [matches, loaderData]);
}
function useRouteError() {
	let error = import_react.useContext(RouteErrorContext);
	let state = useDataRouterState("useRouteError");
	let routeId = useCurrentRouteId("useRouteError");
	if (error !== void 0) return error;
	return state.errors?.[routeId];
}
function useNavigateStable() {
	let { router } = useDataRouterContext("useNavigate");
	let id = useCurrentRouteId("useNavigate");
	let activeRef = import_react.useRef(false);
	useIsomorphicLayoutEffect(() => {
		activeRef.current = true;
	});
	return import_react.useCallback(async (to, options = {}) => {
		warning(activeRef.current, navigateEffectWarning);
		if (!activeRef.current) return;
		if (typeof to === "number") await router.navigate(to);
		else await router.navigate(to, {
			fromRouteId: id,
			...options
		});
	}, [router, id]);
}
var alreadyWarned = {};
function warningOnce(key, cond, message) {
	if (!cond && !alreadyWarned[key]) {
		alreadyWarned[key] = true;
		warning(false, message);
	}
}
import_react.memo(DataRoutes2);
function DataRoutes2({ routes, manifest, future, state, isStatic, onError }) {
	return useRoutesImpl(routes, void 0, {
		manifest,
		state,
		isStatic,
		onError,
		future
	});
}
function Navigate({ to, replace: replace2, state, relative }) {
	invariant(useInRouterContext(), `<Navigate> may be used only in the context of a <Router> component.`);
	let { static: isStatic, navigator } = import_react.useContext(NavigationContext);
	warning(!isStatic, `<Navigate> must not be used on the initial render in a <StaticRouter>. This is a no-op, but you should modify your code so the <Navigate> is only ever rendered in response to some user interaction or state change.`);
	let { matches } = import_react.useContext(RouteContext);
	let { pathname: locationPathname } = useLocation();
	let navigate = useNavigate();
	let path = resolveTo(to, getResolveToMatches(matches), locationPathname, relative === "path");
	validateNavigationTarget(typeof to === "string" ? to : createPath(to), navigator.createHref(path), getNavigatorCurrentUrl(navigator), "reject");
	let jsonPath = JSON.stringify(path);
	import_react.useEffect(() => {
		navigate(JSON.parse(jsonPath), {
			replace: replace2,
			state,
			relative
		});
	}, [
		navigate,
		jsonPath,
		relative,
		replace2,
		state
	]);
	return null;
}
function Outlet(props) {
	return useOutlet(props.context);
}
function Route(props) {
	invariant(false, `A <Route> is only ever to be used as the child of <Routes> element, never rendered directly. Please wrap your <Route> in a <Routes>.`);
}
function Router({ basename: basenameProp = "/", children = null, location: locationProp, navigationType = "POP", navigator, static: staticProp = false, useTransitions }) {
	invariant(!useInRouterContext(), `You cannot render a <Router> inside another <Router>. You should never have more than one in your app.`);
	let basename = basenameProp.replace(/^\/*/, "/");
	let navigationContext = import_react.useMemo(() => ({
		basename,
		navigator,
		static: staticProp,
		useTransitions,
		future: {}
	}), [
		basename,
		navigator,
		staticProp,
		useTransitions
	]);
	if (typeof locationProp === "string") locationProp = parsePath(locationProp);
	let { pathname = "/", search = "", hash = "", state = null, key = "default", mask } = locationProp;
	let locationContext = import_react.useMemo(() => {
		let trailingPathname = stripBasename(pathname, basename);
		if (trailingPathname == null) return null;
		return {
			location: {
				pathname: trailingPathname,
				search,
				hash,
				state,
				key,
				mask
			},
			navigationType
		};
	}, [
		basename,
		pathname,
		search,
		hash,
		state,
		key,
		navigationType,
		mask
	]);
	warning(locationContext != null, `<Router basename="${basename}"> is not able to match the URL "${pathname}${search}${hash}" because it does not start with the basename, so the <Router> won't render anything.`);
	if (locationContext == null) return null;
	return /* @__PURE__ */ import_react.createElement(NavigationContext.Provider, { value: navigationContext }, /* @__PURE__ */ import_react.createElement(LocationContext.Provider, {
		children,
		value: locationContext
	}));
}
function Routes({ children, location }) {
	return useRoutes(createRoutesFromChildren(children), location);
}
import_react.Component;
function createRoutesFromChildren(children, parentPath = []) {
	let routes = [];
	import_react.Children.forEach(children, (element, index) => {
		if (!import_react.isValidElement(element)) return;
		let treePath = [...parentPath, index];
		if (element.type === import_react.Fragment) {
			routes.push.apply(routes, createRoutesFromChildren(element.props.children, treePath));
			return;
		}
		invariant(element.type === Route, `[${typeof element.type === "string" ? element.type : element.type.name}] is not a <Route> component. All component children of <Routes> must be a <Route> or <React.Fragment>`);
		invariant(!element.props.index || !element.props.children, "An index route cannot have child routes.");
		let route = {
			id: element.props.id || treePath.join("-"),
			caseSensitive: element.props.caseSensitive,
			element: element.props.element,
			Component: element.props.Component,
			index: element.props.index,
			path: element.props.path,
			middleware: element.props.middleware,
			loader: element.props.loader,
			action: element.props.action,
			hydrateFallbackElement: element.props.hydrateFallbackElement,
			HydrateFallback: element.props.HydrateFallback,
			errorElement: element.props.errorElement,
			ErrorBoundary: element.props.ErrorBoundary,
			hasErrorBoundary: element.props.hasErrorBoundary === true || element.props.ErrorBoundary != null || element.props.errorElement != null,
			shouldRevalidate: element.props.shouldRevalidate,
			handle: element.props.handle,
			lazy: element.props.lazy
		};
		if (element.props.children) route.children = createRoutesFromChildren(element.props.children, treePath);
		routes.push(route);
	});
	return routes;
}
var defaultMethod = "get";
var defaultEncType = "application/x-www-form-urlencoded";
function isHtmlElement(object) {
	return typeof HTMLElement !== "undefined" && object instanceof HTMLElement;
}
function isButtonElement(object) {
	return isHtmlElement(object) && object.tagName.toLowerCase() === "button";
}
function isFormElement(object) {
	return isHtmlElement(object) && object.tagName.toLowerCase() === "form";
}
function isInputElement(object) {
	return isHtmlElement(object) && object.tagName.toLowerCase() === "input";
}
function isModifiedEvent(event) {
	return !!(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
function shouldProcessLinkClick(event, target) {
	return event.button === 0 && (!target || target === "_self") && !isModifiedEvent(event);
}
function createSearchParams(init = "") {
	return new URLSearchParams(typeof init === "string" || Array.isArray(init) || init instanceof URLSearchParams ? init : Object.keys(init).reduce((memo2, key) => {
		let value = init[key];
		return memo2.concat(Array.isArray(value) ? value.map((v) => [key, v]) : [[key, value]]);
	}, []));
}
function getSearchParamsForLocation(locationSearch, defaultSearchParams) {
	let searchParams = createSearchParams(locationSearch);
	if (defaultSearchParams) defaultSearchParams.forEach((_, key) => {
		if (!searchParams.has(key)) defaultSearchParams.getAll(key).forEach((value) => {
			searchParams.append(key, value);
		});
	});
	return searchParams;
}
var _formDataSupportsSubmitter = null;
function isFormDataSubmitterSupported() {
	if (_formDataSupportsSubmitter === null) try {
		new FormData(document.createElement("form"), 0);
		_formDataSupportsSubmitter = false;
	} catch (e) {
		_formDataSupportsSubmitter = true;
	}
	return _formDataSupportsSubmitter;
}
var supportedFormEncTypes = /* @__PURE__ */ new Set([
	"application/x-www-form-urlencoded",
	"multipart/form-data",
	"text/plain"
]);
function getFormEncType(encType) {
	if (encType != null && !supportedFormEncTypes.has(encType)) {
		warning(false, `"${encType}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${defaultEncType}"`);
		return null;
	}
	return encType;
}
function getFormSubmissionInfo(target, basename) {
	let method;
	let action;
	let encType;
	let formData;
	let body;
	if (isFormElement(target)) {
		let attr = target.getAttribute("action");
		action = attr ? stripBasename(attr, basename) : null;
		method = target.getAttribute("method") || defaultMethod;
		encType = getFormEncType(target.getAttribute("enctype")) || defaultEncType;
		formData = new FormData(target);
	} else if (isButtonElement(target) || isInputElement(target) && (target.type === "submit" || target.type === "image")) {
		let form = target.form;
		if (form == null) throw new Error(`Cannot submit a <button> or <input type="submit"> without a <form>`);
		let attr = target.getAttribute("formaction") || form.getAttribute("action");
		action = attr ? stripBasename(attr, basename) : null;
		method = target.getAttribute("formmethod") || form.getAttribute("method") || defaultMethod;
		encType = getFormEncType(target.getAttribute("formenctype")) || getFormEncType(form.getAttribute("enctype")) || defaultEncType;
		formData = new FormData(form, target);
		if (!isFormDataSubmitterSupported()) {
			let { name, type, value } = target;
			if (type === "image") {
				let prefix = name ? `${name}.` : "";
				formData.append(`${prefix}x`, "0");
				formData.append(`${prefix}y`, "0");
			} else if (name) formData.append(name, value);
		}
	} else if (isHtmlElement(target)) throw new Error(`Cannot submit element that is not <form>, <button>, or <input type="submit|image">`);
	else {
		method = defaultMethod;
		action = null;
		encType = defaultEncType;
		body = target;
	}
	if (formData && encType === "text/plain") {
		body = formData;
		formData = void 0;
	}
	return {
		action,
		method: method.toLowerCase(),
		encType,
		formData,
		body
	};
}
Object.getOwnPropertyNames(Object.prototype).sort().join("\0");
var ESCAPE_LOOKUP = {
	"&": "\\u0026",
	">": "\\u003e",
	"<": "\\u003c",
	"\u2028": "\\u2028",
	"\u2029": "\\u2029"
};
var ESCAPE_REGEX = /[&><\u2028\u2029]/g;
function escapeHtml(html) {
	return html.replace(ESCAPE_REGEX, (match) => ESCAPE_LOOKUP[match]);
}
function invariant2(value, message) {
	if (value === false || value === null || typeof value === "undefined") throw new Error(message);
}
function singleFetchUrl(reqUrl, basename, trailingSlashAware, extension) {
	let url = typeof reqUrl === "string" ? new URL(reqUrl, typeof window === "undefined" ? "server://singlefetch/" : window.location.origin) : reqUrl;
	if (trailingSlashAware) {
		if (url.pathname.endsWith("/")) url.pathname = `${url.pathname}_.${extension}`;
		else url.pathname = `${url.pathname}.${extension}`;
	} else if (url.pathname === "/") url.pathname = `_root.${extension}`;
	else if (basename && stripBasename(url.pathname, basename) === "/") url.pathname = `${removeTrailingSlash(basename)}/_root.${extension}`;
	else url.pathname = `${removeTrailingSlash(url.pathname)}.${extension}`;
	return url;
}
async function loadRouteModule(route, routeModulesCache) {
	if (route.id in routeModulesCache) return routeModulesCache[route.id];
	try {
		let routeModule = await import(
			/* @vite-ignore */
			/* webpackIgnore: true */
			route.module
);
		routeModulesCache[route.id] = routeModule;
		return routeModule;
	} catch (error) {
		console.error(`Error loading route module \`${route.module}\`, reloading page...`);
		console.error(error);
		if (window.__reactRouterContext && window.__reactRouterContext.isSpaMode && void 0);
		window.location.reload();
		return new Promise(() => {});
	}
}
function isPageLinkDescriptor(object) {
	return object != null && typeof object.page === "string";
}
function isHtmlLinkDescriptor(object) {
	if (object == null) return false;
	if (object.href == null) return object.rel === "preload" && typeof object.imageSrcSet === "string" && typeof object.imageSizes === "string";
	return typeof object.rel === "string" && typeof object.href === "string";
}
async function getKeyedPrefetchLinks(matches, manifest, routeModules) {
	return dedupeLinkDescriptors((await Promise.all(matches.map(async (match) => {
		let route = manifest.routes[match.route.id];
		if (route) {
			let mod = await loadRouteModule(route, routeModules);
			return mod.links ? mod.links() : [];
		}
		return [];
	}))).flat(1).filter(isHtmlLinkDescriptor).filter((link) => link.rel === "stylesheet" || link.rel === "preload").map((link) => link.rel === "stylesheet" ? {
		...link,
		rel: "prefetch",
		as: "style"
	} : {
		...link,
		rel: "prefetch"
	}));
}
function getNewMatchesForLinks(page, nextMatches, currentMatches, manifest, location, mode) {
	let isNew = (match, index) => {
		if (!currentMatches[index]) return true;
		return match.route.id !== currentMatches[index].route.id;
	};
	let matchPathChanged = (match, index) => {
		return currentMatches[index].pathname !== match.pathname || currentMatches[index].route.path?.endsWith("*") && currentMatches[index].params["*"] !== match.params["*"];
	};
	if (mode === "assets") return nextMatches.filter((match, index) => isNew(match, index) || matchPathChanged(match, index));
	if (mode === "data") return nextMatches.filter((match, index) => {
		let manifestRoute = manifest.routes[match.route.id];
		if (!manifestRoute || !manifestRoute.hasLoader) return false;
		if (isNew(match, index) || matchPathChanged(match, index)) return true;
		if (match.route.shouldRevalidate) {
			let routeChoice = match.route.shouldRevalidate({
				currentUrl: new URL(location.pathname + location.search + location.hash, window.origin),
				currentParams: currentMatches[0]?.params || {},
				nextUrl: new URL(page, window.origin),
				nextParams: match.params,
				defaultShouldRevalidate: true
			});
			if (typeof routeChoice === "boolean") return routeChoice;
		}
		return true;
	});
	return [];
}
function getModuleLinkHrefs(matches, manifest, { includeHydrateFallback } = {}) {
	return dedupeHrefs(matches.map((match) => {
		let route = manifest.routes[match.route.id];
		if (!route) return [];
		let hrefs = [route.module];
		if (route.clientActionModule) hrefs = hrefs.concat(route.clientActionModule);
		if (route.clientLoaderModule) hrefs = hrefs.concat(route.clientLoaderModule);
		if (includeHydrateFallback && route.hydrateFallbackModule) hrefs = hrefs.concat(route.hydrateFallbackModule);
		if (route.imports) hrefs = hrefs.concat(route.imports);
		return hrefs;
	}).flat(1));
}
function dedupeHrefs(hrefs) {
	return [...new Set(hrefs)];
}
function sortKeys(obj) {
	let sorted = {};
	let keys = Object.keys(obj).sort();
	for (let key of keys) sorted[key] = obj[key];
	return sorted;
}
function dedupeLinkDescriptors(descriptors, preloads) {
	let set = /* @__PURE__ */ new Set();
	let preloadsSet = new Set(preloads);
	return descriptors.reduce((deduped, descriptor) => {
		if (preloads && !isPageLinkDescriptor(descriptor) && descriptor.as === "script" && descriptor.href && preloadsSet.has(descriptor.href)) return deduped;
		let key = JSON.stringify(sortKeys(descriptor));
		if (!set.has(key)) {
			set.add(key);
			deduped.push({
				key,
				link: descriptor
			});
		}
		return deduped;
	}, []);
}
function useDataRouterContext2() {
	let context = import_react.useContext(DataRouterContext);
	invariant2(context, "You must render this element inside a <DataRouterContext.Provider> element");
	return context;
}
function useDataRouterStateContext() {
	let context = import_react.useContext(DataRouterStateContext);
	invariant2(context, "You must render this element inside a <DataRouterStateContext.Provider> element");
	return context;
}
var FrameworkContext = import_react.createContext(void 0);
FrameworkContext.displayName = "FrameworkContext";
function useFrameworkContext() {
	let context = import_react.useContext(FrameworkContext);
	invariant2(context, "You must render this element inside a <HydratedRouter> element");
	return context;
}
function usePrefetchBehavior(prefetch, theirElementProps) {
	let frameworkContext = import_react.useContext(FrameworkContext);
	let [maybePrefetch, setMaybePrefetch] = import_react.useState(false);
	let [shouldPrefetch, setShouldPrefetch] = import_react.useState(false);
	let { onFocus, onBlur, onMouseEnter, onMouseLeave, onTouchStart } = theirElementProps;
	let ref = import_react.useRef(null);
	import_react.useEffect(() => {
		if (prefetch === "render") setShouldPrefetch(true);
		if (prefetch === "viewport") {
			let callback = (entries) => {
				entries.forEach((entry) => {
					setShouldPrefetch(entry.isIntersecting);
				});
			};
			let observer = new IntersectionObserver(callback, { threshold: .5 });
			if (ref.current) observer.observe(ref.current);
			return () => {
				observer.disconnect();
			};
		}
	}, [prefetch]);
	import_react.useEffect(() => {
		if (maybePrefetch) {
			let id = setTimeout(() => {
				setShouldPrefetch(true);
			}, 100);
			return () => {
				clearTimeout(id);
			};
		}
	}, [maybePrefetch]);
	let setIntent = () => {
		setMaybePrefetch(true);
	};
	let cancelIntent = () => {
		setMaybePrefetch(false);
		setShouldPrefetch(false);
	};
	if (!frameworkContext) return [
		false,
		ref,
		{}
	];
	if (prefetch !== "intent") return [
		shouldPrefetch,
		ref,
		{}
	];
	return [
		shouldPrefetch,
		ref,
		{
			onFocus: composeEventHandlers(onFocus, setIntent),
			onBlur: composeEventHandlers(onBlur, cancelIntent),
			onMouseEnter: composeEventHandlers(onMouseEnter, setIntent),
			onMouseLeave: composeEventHandlers(onMouseLeave, cancelIntent),
			onTouchStart: composeEventHandlers(onTouchStart, setIntent)
		}
	];
}
function composeEventHandlers(theirHandler, ourHandler) {
	return (event) => {
		theirHandler && theirHandler(event);
		if (!event.defaultPrevented) ourHandler(event);
	};
}
function PrefetchPageLinks({ page, ...linkProps }) {
	let rsc = useIsRSCRouterContext();
	let { nonce: contextNonce } = useFrameworkContext();
	let { router } = useDataRouterContext2();
	let matches = import_react.useMemo(() => matchRoutes(router.routes, page, router.basename), [
		router.routes,
		page,
		router.basename
	]);
	if (!matches) return null;
	if (linkProps.nonce == null && contextNonce) linkProps = {
		...linkProps,
		nonce: contextNonce
	};
	if (rsc) return /* @__PURE__ */ import_react.createElement(RSCPrefetchPageLinksImpl, {
		page,
		matches,
		...linkProps
	});
	return /* @__PURE__ */ import_react.createElement(PrefetchPageLinksImpl, {
		page,
		matches,
		...linkProps
	});
}
function useKeyedPrefetchLinks(matches) {
	let { manifest, routeModules } = useFrameworkContext();
	let [keyedPrefetchLinks, setKeyedPrefetchLinks] = import_react.useState([]);
	import_react.useEffect(() => {
		let interrupted = false;
		getKeyedPrefetchLinks(matches, manifest, routeModules).then((links) => {
			if (!interrupted) setKeyedPrefetchLinks(links);
		});
		return () => {
			interrupted = true;
		};
	}, [
		matches,
		manifest,
		routeModules
	]);
	return keyedPrefetchLinks;
}
function RSCPrefetchPageLinksImpl({ page, matches: nextMatches, ...linkProps }) {
	let location = useLocation();
	let { future } = useFrameworkContext();
	let { basename } = useDataRouterContext2();
	let dataHrefs = import_react.useMemo(() => {
		if (page === location.pathname + location.search + location.hash) return [];
		let url = singleFetchUrl(page, basename, future.v8_trailingSlashAwareDataRequests, "rsc");
		let hasSomeRoutesWithShouldRevalidate = false;
		let targetRoutes = [];
		for (let match of nextMatches) if (typeof match.route.shouldRevalidate === "function") hasSomeRoutesWithShouldRevalidate = true;
		else targetRoutes.push(match.route.id);
		if (hasSomeRoutesWithShouldRevalidate && targetRoutes.length > 0) url.searchParams.set("_routes", targetRoutes.join(","));
		return [url.pathname + url.search];
	}, [
		basename,
		future.v8_trailingSlashAwareDataRequests,
		page,
		location,
		nextMatches
	]);
	return /* @__PURE__ */ import_react.createElement(import_react.Fragment, null, dataHrefs.map((href) => /* @__PURE__ */ import_react.createElement("link", {
		key: href,
		rel: "prefetch",
		as: "fetch",
		href,
		...linkProps
	})));
}
function PrefetchPageLinksImpl({ page, matches: nextMatches, ...linkProps }) {
	let location = useLocation();
	let { future, manifest, routeModules } = useFrameworkContext();
	let { basename } = useDataRouterContext2();
	let { loaderData, matches } = useDataRouterStateContext();
	let newMatchesForData = import_react.useMemo(() => getNewMatchesForLinks(page, nextMatches, matches, manifest, location, "data"), [
		page,
		nextMatches,
		matches,
		manifest,
		location
	]);
	let newMatchesForAssets = import_react.useMemo(() => getNewMatchesForLinks(page, nextMatches, matches, manifest, location, "assets"), [
		page,
		nextMatches,
		matches,
		manifest,
		location
	]);
	let dataHrefs = import_react.useMemo(() => {
		if (page === location.pathname + location.search + location.hash) return [];
		let routesParams = /* @__PURE__ */ new Set();
		let foundOptOutRoute = false;
		nextMatches.forEach((m) => {
			let manifestRoute = manifest.routes[m.route.id];
			if (!manifestRoute || !manifestRoute.hasLoader) return;
			if (!newMatchesForData.some((m2) => m2.route.id === m.route.id) && m.route.id in loaderData && routeModules[m.route.id]?.shouldRevalidate) foundOptOutRoute = true;
			else if (manifestRoute.hasClientLoader) foundOptOutRoute = true;
			else routesParams.add(m.route.id);
		});
		if (routesParams.size === 0) return [];
		let url = singleFetchUrl(page, basename, future.v8_trailingSlashAwareDataRequests, "data");
		if (foundOptOutRoute && routesParams.size > 0) url.searchParams.set("_routes", nextMatches.filter((m) => routesParams.has(m.route.id)).map((m) => m.route.id).join(","));
		return [url.pathname + url.search];
	}, [
		basename,
		future.v8_trailingSlashAwareDataRequests,
		loaderData,
		location,
		manifest,
		newMatchesForData,
		nextMatches,
		page,
		routeModules
	]);
	let moduleHrefs = import_react.useMemo(() => getModuleLinkHrefs(newMatchesForAssets, manifest), [newMatchesForAssets, manifest]);
	let keyedPrefetchLinks = useKeyedPrefetchLinks(newMatchesForAssets);
	return /* @__PURE__ */ import_react.createElement(import_react.Fragment, null, dataHrefs.map((href) => /* @__PURE__ */ import_react.createElement("link", {
		key: href,
		rel: "prefetch",
		as: "fetch",
		href,
		...linkProps
	})), moduleHrefs.map((href) => /* @__PURE__ */ import_react.createElement("link", {
		key: href,
		rel: "modulepreload",
		href,
		...linkProps
	})), keyedPrefetchLinks.map(({ key, link }) => /* @__PURE__ */ import_react.createElement("link", {
		key,
		nonce: linkProps.nonce,
		...link,
		crossOrigin: link.crossOrigin ?? linkProps.crossOrigin
	})));
}
function mergeRefs(...refs) {
	return (value) => {
		refs.forEach((ref) => {
			if (typeof ref === "function") ref(value);
			else if (ref != null) ref.current = value;
		});
	};
}
import_react.Component;
var isBrowser2 = typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined";
try {
	if (isBrowser2) window.__reactRouterVersion = "7.18.5";
} catch (e) {}
function HistoryRouter({ basename, children, history, useTransitions }) {
	let [state, setStateImpl] = import_react.useState({
		action: history.action,
		location: history.location
	});
	let setState = import_react.useCallback((newState) => {
		if (useTransitions === false) setStateImpl(newState);
		else import_react.startTransition(() => setStateImpl(newState));
	}, [useTransitions]);
	import_react.useLayoutEffect(() => history.listen(setState), [history, setState]);
	return /* @__PURE__ */ import_react.createElement(Router, {
		basename,
		children,
		location: state.location,
		navigationType: state.action,
		navigator: history,
		useTransitions
	});
}
HistoryRouter.displayName = "unstable_HistoryRouter";
var Link = import_react.forwardRef(function LinkWithRef({ onClick, discover = "render", prefetch = "none", relative, reloadDocument, replace: replace2, mask, state, target, to, preventScrollReset, viewTransition, defaultShouldRevalidate, ...rest }, forwardedRef) {
	let { basename, navigator, useTransitions } = import_react.useContext(NavigationContext);
	let isAbsolute = typeof to === "string" && ABSOLUTE_URL_REGEX.test(to);
	let parsed = parseToInfo(to, basename);
	to = parsed.to;
	let href = useHref(to, { relative });
	let location = useLocation();
	let maskedHref = null;
	if (mask) {
		let resolved = resolveTo(mask, [], location.mask ? location.mask.pathname : "/", true);
		if (basename !== "/") resolved.pathname = resolved.pathname === "/" ? basename : joinPaths([basename, resolved.pathname]);
		maskedHref = navigator.createHref(resolved);
	}
	let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(prefetch, rest);
	let internalOnClick = useLinkClickHandler(to, {
		replace: replace2,
		mask,
		state,
		target,
		preventScrollReset,
		relative,
		viewTransition,
		defaultShouldRevalidate,
		useTransitions
	});
	function handleClick(event) {
		if (onClick) onClick(event);
		if (!event.defaultPrevented) internalOnClick(event);
	}
	let isSpaLink = !(parsed.isExternal || reloadDocument);
	let link = /* @__PURE__ */ import_react.createElement("a", {
		...rest,
		...prefetchHandlers,
		href: (isSpaLink ? maskedHref : void 0) || parsed.absoluteURL || href,
		onClick: isSpaLink ? handleClick : onClick,
		ref: mergeRefs(forwardedRef, prefetchRef),
		target,
		"data-discover": !isAbsolute && discover === "render" ? "true" : void 0
	});
	return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ import_react.createElement(import_react.Fragment, null, link, /* @__PURE__ */ import_react.createElement(PrefetchPageLinks, { page: href })) : link;
});
Link.displayName = "Link";
var NavLink = import_react.forwardRef(function NavLinkWithRef({ "aria-current": ariaCurrentProp = "page", caseSensitive = false, className: classNameProp = "", end = false, style: styleProp, to, viewTransition, children, ...rest }, ref) {
	let path = useResolvedPath(to, { relative: rest.relative });
	let location = useLocation();
	let routerState = import_react.useContext(DataRouterStateContext);
	let { navigator, basename } = import_react.useContext(NavigationContext);
	let isTransitioning = routerState != null && useViewTransitionState(path) && viewTransition === true;
	let toPathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
	let locationPathname = location.pathname;
	let nextLocationPathname = routerState && routerState.navigation && routerState.navigation.location ? routerState.navigation.location.pathname : null;
	if (!caseSensitive) {
		locationPathname = locationPathname.toLowerCase();
		nextLocationPathname = nextLocationPathname ? nextLocationPathname.toLowerCase() : null;
		toPathname = toPathname.toLowerCase();
	}
	if (nextLocationPathname && basename) nextLocationPathname = stripBasename(nextLocationPathname, basename) || nextLocationPathname;
	const endSlashPosition = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
	let isActive = locationPathname === toPathname || !end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === "/";
	let isPending = nextLocationPathname != null && (nextLocationPathname === toPathname || !end && nextLocationPathname.startsWith(toPathname) && nextLocationPathname.charAt(toPathname.length) === "/");
	let renderProps = {
		isActive,
		isPending,
		isTransitioning
	};
	let ariaCurrent = isActive ? ariaCurrentProp : void 0;
	let className;
	if (typeof classNameProp === "function") className = classNameProp(renderProps);
	else className = [
		classNameProp,
		isActive ? "active" : null,
		isPending ? "pending" : null,
		isTransitioning ? "transitioning" : null
	].filter(Boolean).join(" ");
	let style = typeof styleProp === "function" ? styleProp(renderProps) : styleProp;
	return /* @__PURE__ */ import_react.createElement(Link, {
		...rest,
		"aria-current": ariaCurrent,
		className,
		ref,
		style,
		to,
		viewTransition
	}, typeof children === "function" ? children(renderProps) : children);
});
NavLink.displayName = "NavLink";
var Form = import_react.forwardRef(({ discover = "render", fetcherKey, navigate, reloadDocument, replace: replace2, state, method = defaultMethod, action, onSubmit, relative, preventScrollReset, viewTransition, defaultShouldRevalidate, ...props }, forwardedRef) => {
	let { useTransitions } = import_react.useContext(NavigationContext);
	let submit = useSubmit();
	let formAction = useFormAction(action, { relative });
	let formMethod = method.toLowerCase() === "get" ? "get" : "post";
	let isAbsolute = typeof action === "string" && ABSOLUTE_URL_REGEX.test(action);
	let submitHandler = (event) => {
		onSubmit && onSubmit(event);
		if (event.defaultPrevented) return;
		event.preventDefault();
		let submitter = event.nativeEvent.submitter;
		let submitMethod = submitter?.getAttribute("formmethod") || method;
		let doSubmit = () => submit(submitter || event.currentTarget, {
			fetcherKey,
			method: submitMethod,
			navigate,
			replace: replace2,
			state,
			relative,
			preventScrollReset,
			viewTransition,
			defaultShouldRevalidate
		});
		if (useTransitions && navigate !== false) import_react.startTransition(() => doSubmit());
		else doSubmit();
	};
	return /* @__PURE__ */ import_react.createElement("form", {
		ref: forwardedRef,
		method: formMethod,
		action: formAction,
		onSubmit: reloadDocument ? onSubmit : submitHandler,
		...props,
		"data-discover": !isAbsolute && discover === "render" ? "true" : void 0
	});
});
Form.displayName = "Form";
function ScrollRestoration({ getKey, storageKey, ...props }) {
	let remixContext = import_react.useContext(FrameworkContext);
	let { basename } = import_react.useContext(NavigationContext);
	let location = useLocation();
	let matches = useMatches();
	useScrollRestoration({
		getKey,
		storageKey
	});
	let ssrKey = import_react.useMemo(() => {
		if (!remixContext || !getKey) return null;
		let userKey = getScrollRestorationKey(location, matches, basename, getKey);
		return userKey !== location.key ? userKey : null;
	}, []);
	if (!remixContext || remixContext.isSpaMode) return null;
	let restoreScroll = ((storageKey2, restoreKey) => {
		if (!window.history.state || !window.history.state.key) {
			let key = Math.random().toString(32).slice(2);
			window.history.replaceState({ key }, "");
		}
		try {
			let storedY = JSON.parse(sessionStorage.getItem(storageKey2) || "{}")[restoreKey || window.history.state.key];
			if (typeof storedY === "number") window.scrollTo(0, storedY);
		} catch (error) {
			console.error(error);
			sessionStorage.removeItem(storageKey2);
		}
	}).toString();
	if (props.nonce == null && remixContext?.nonce) props.nonce = remixContext.nonce;
	return /* @__PURE__ */ import_react.createElement("script", {
		...props,
		suppressHydrationWarning: true,
		dangerouslySetInnerHTML: { __html: `(${restoreScroll})(${escapeHtml(JSON.stringify(storageKey || SCROLL_RESTORATION_STORAGE_KEY))}, ${escapeHtml(JSON.stringify(ssrKey))})` }
	});
}
ScrollRestoration.displayName = "ScrollRestoration";
function getDataRouterConsoleError2(hookName) {
	return `${hookName} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function useDataRouterContext3(hookName) {
	let ctx = import_react.useContext(DataRouterContext);
	invariant(ctx, getDataRouterConsoleError2(hookName));
	return ctx;
}
function useDataRouterState2(hookName) {
	let state = import_react.useContext(DataRouterStateContext);
	invariant(state, getDataRouterConsoleError2(hookName));
	return state;
}
function useLinkClickHandler(to, { target, replace: replaceProp, mask, state, preventScrollReset, relative, viewTransition, defaultShouldRevalidate, useTransitions } = {}) {
	let navigate = useNavigate();
	let location = useLocation();
	let path = useResolvedPath(to, { relative });
	return import_react.useCallback((event) => {
		if (shouldProcessLinkClick(event, target)) {
			event.preventDefault();
			let replace2 = replaceProp !== void 0 ? replaceProp : createPath(location) === createPath(path);
			let doNavigate = () => navigate(to, {
				replace: replace2,
				mask,
				state,
				preventScrollReset,
				relative,
				viewTransition,
				defaultShouldRevalidate
			});
			if (useTransitions) import_react.startTransition(() => doNavigate());
			else doNavigate();
		}
	}, [
		location,
		navigate,
		path,
		replaceProp,
		mask,
		state,
		target,
		to,
		preventScrollReset,
		relative,
		viewTransition,
		defaultShouldRevalidate,
		useTransitions
	]);
}
function useSearchParams(defaultInit) {
	warning(typeof URLSearchParams !== "undefined", `You cannot use the \`useSearchParams\` hook in a browser that does not support the URLSearchParams API. If you need to support Internet Explorer 11, we recommend you load a polyfill such as https://github.com/ungap/url-search-params.`);
	let defaultSearchParamsRef = import_react.useRef(createSearchParams(defaultInit));
	let hasSetSearchParamsRef = import_react.useRef(false);
	let location = useLocation();
	let searchParams = import_react.useMemo(() => getSearchParamsForLocation(location.search, hasSetSearchParamsRef.current ? null : defaultSearchParamsRef.current), [location.search]);
	let navigate = useNavigate();
	return [searchParams, import_react.useCallback((nextInit, navigateOptions) => {
		const newSearchParams = createSearchParams(typeof nextInit === "function" ? nextInit(new URLSearchParams(searchParams)) : nextInit);
		hasSetSearchParamsRef.current = true;
		navigate("?" + newSearchParams, navigateOptions);
	}, [navigate, searchParams])];
}
var fetcherId = 0;
var getUniqueFetcherId = () => `__${String(++fetcherId)}__`;
function useSubmit() {
	let { router } = useDataRouterContext3("useSubmit");
	let { basename } = import_react.useContext(NavigationContext);
	let currentRouteId = useRouteId();
	let routerFetch = router.fetch;
	let routerNavigate = router.navigate;
	return import_react.useCallback(async (target, options = {}) => {
		let { action, method, encType, formData, body } = getFormSubmissionInfo(target, basename);
		if (options.navigate === false) {
			let key = options.fetcherKey || getUniqueFetcherId();
			await routerFetch(key, currentRouteId, options.action || action, {
				defaultShouldRevalidate: options.defaultShouldRevalidate,
				preventScrollReset: options.preventScrollReset,
				formData,
				body,
				formMethod: options.method || method,
				formEncType: options.encType || encType,
				flushSync: options.flushSync
			});
		} else await routerNavigate(options.action || action, {
			defaultShouldRevalidate: options.defaultShouldRevalidate,
			preventScrollReset: options.preventScrollReset,
			formData,
			body,
			formMethod: options.method || method,
			formEncType: options.encType || encType,
			replace: options.replace,
			state: options.state,
			fromRouteId: currentRouteId,
			flushSync: options.flushSync,
			viewTransition: options.viewTransition
		});
	}, [
		routerFetch,
		routerNavigate,
		basename,
		currentRouteId
	]);
}
function useFormAction(action, { relative } = {}) {
	let { basename } = import_react.useContext(NavigationContext);
	let routeContext = import_react.useContext(RouteContext);
	invariant(routeContext, "useFormAction must be used inside a RouteContext");
	let [match] = routeContext.matches.slice(-1);
	let path = { ...useResolvedPath(action ? action : ".", { relative }) };
	let location = useLocation();
	if (action == null) {
		path.search = location.search;
		let params = new URLSearchParams(path.search);
		let indexValues = params.getAll("index");
		if (indexValues.some((v) => v === "")) {
			params.delete("index");
			indexValues.filter((v) => v).forEach((v) => params.append("index", v));
			let qs = params.toString();
			path.search = qs ? `?${qs}` : "";
		}
	}
	if ((!action || action === ".") && match.route.index) path.search = path.search ? path.search.replace(/^\?/, "?index&") : "?index";
	if (basename !== "/") path.pathname = path.pathname === "/" ? basename : joinPaths([basename, path.pathname]);
	return createPath(path);
}
var SCROLL_RESTORATION_STORAGE_KEY = "react-router-scroll-positions";
var savedScrollPositions = {};
function getScrollRestorationKey(location, matches, basename, getKey) {
	let key = null;
	if (getKey) {
		if (basename !== "/") key = getKey({
			...location,
			pathname: stripBasename(location.pathname, basename) || location.pathname
		}, matches);
		else key = getKey(location, matches);
	}
	if (key == null) key = location.key;
	return key;
}
function useScrollRestoration({ getKey, storageKey } = {}) {
	let { router } = useDataRouterContext3("useScrollRestoration");
	let { restoreScrollPosition, preventScrollReset } = useDataRouterState2("useScrollRestoration");
	let { basename } = import_react.useContext(NavigationContext);
	let location = useLocation();
	let matches = useMatches();
	let navigation = useNavigation();
	import_react.useEffect(() => {
		window.history.scrollRestoration = "manual";
		return () => {
			window.history.scrollRestoration = "auto";
		};
	}, []);
	usePageHide(import_react.useCallback(() => {
		if (navigation.state === "idle") {
			let key = getScrollRestorationKey(location, matches, basename, getKey);
			savedScrollPositions[key] = window.scrollY;
		}
		try {
			sessionStorage.setItem(storageKey || SCROLL_RESTORATION_STORAGE_KEY, JSON.stringify(savedScrollPositions));
		} catch (error) {
			warning(false, `Failed to save scroll positions in sessionStorage, <ScrollRestoration /> will not work properly (${error}).`);
		}
		window.history.scrollRestoration = "auto";
	}, [
		navigation.state,
		getKey,
		basename,
		location,
		matches,
		storageKey
	]));
	if (typeof document !== "undefined") {
		import_react.useLayoutEffect(() => {
			try {
				let sessionPositions = sessionStorage.getItem(storageKey || SCROLL_RESTORATION_STORAGE_KEY);
				if (sessionPositions) savedScrollPositions = JSON.parse(sessionPositions);
			} catch (e) {}
		}, [storageKey]);
		import_react.useLayoutEffect(() => {
			let disableScrollRestoration = router?.enableScrollRestoration(savedScrollPositions, () => window.scrollY, getKey ? (location2, matches2) => getScrollRestorationKey(location2, matches2, basename, getKey) : void 0);
			return () => disableScrollRestoration && disableScrollRestoration();
		}, [
			router,
			basename,
			getKey
		]);
		import_react.useLayoutEffect(() => {
			if (restoreScrollPosition === false) return;
			if (typeof restoreScrollPosition === "number") {
				window.scrollTo(0, restoreScrollPosition);
				return;
			}
			try {
				if (location.hash) {
					let el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
					if (el) {
						el.scrollIntoView();
						return;
					}
				}
			} catch {
				warning(false, `"${location.hash.slice(1)}" is not a decodable element ID. The view will not scroll to it.`);
			}
			if (preventScrollReset === true) return;
			window.scrollTo(0, 0);
		}, [
			location,
			restoreScrollPosition,
			preventScrollReset
		]);
	}
}
function usePageHide(callback, options) {
	let { capture } = options || {};
	import_react.useEffect(() => {
		let opts = capture != null ? { capture } : void 0;
		window.addEventListener("pagehide", callback, opts);
		return () => {
			window.removeEventListener("pagehide", callback, opts);
		};
	}, [callback, capture]);
}
function useViewTransitionState(to, { relative } = {}) {
	let vtContext = import_react.useContext(ViewTransitionContext);
	invariant(vtContext != null, "`useViewTransitionState` must be used within `react-router-dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?");
	let { basename } = useDataRouterContext3("useViewTransitionState");
	let path = useResolvedPath(to, { relative });
	if (!vtContext.isTransitioning) return false;
	let currentPath = stripBasename(vtContext.currentLocation.pathname, basename) || vtContext.currentLocation.pathname;
	let nextPath = stripBasename(vtContext.nextLocation.pathname, basename) || vtContext.nextLocation.pathname;
	return matchPath(path.pathname, nextPath) != null || matchPath(path.pathname, currentPath) != null;
}
function StaticRouter({ basename, children, location: locationProp = "/" }) {
	if (typeof locationProp === "string") locationProp = parsePath(locationProp);
	let action = "POP";
	let location = {
		pathname: locationProp.pathname || "/",
		search: locationProp.search || "",
		hash: locationProp.hash || "",
		state: locationProp.state != null ? locationProp.state : null,
		key: locationProp.key || "default",
		mask: void 0
	};
	let staticNavigator = getStatelessNavigator();
	return /* @__PURE__ */ import_react.createElement(Router, {
		basename,
		children,
		location,
		navigationType: action,
		navigator: staticNavigator,
		static: true,
		useTransitions: false
	});
}
function getStatelessNavigator() {
	return {
		createHref,
		encodeLocation,
		push(to) {
			throw new Error(`You cannot use navigator.push() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${JSON.stringify(to)})\` somewhere in your app.`);
		},
		replace(to) {
			throw new Error(`You cannot use navigator.replace() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${JSON.stringify(to)}, { replace: true })\` somewhere in your app.`);
		},
		go(delta) {
			throw new Error(`You cannot use navigator.go() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${delta})\` somewhere in your app.`);
		},
		back() {
			throw new Error(`You cannot use navigator.back() on the server because it is a stateless environment.`);
		},
		forward() {
			throw new Error(`You cannot use navigator.forward() on the server because it is a stateless environment.`);
		}
	};
}
function createHref(to) {
	return typeof to === "string" ? to : createPath(to);
}
function encodeLocation(to) {
	let href = typeof to === "string" ? to : createPath(to);
	href = href.replace(/ $/, "%20");
	let encoded = ABSOLUTE_URL_REGEX.test(href) ? new URL(href) : new URL(href, "http://localhost");
	return {
		pathname: encoded.pathname,
		search: encoded.search,
		hash: encoded.hash
	};
}
// libs/domain/src/accounts/appearance.ts
var themeChoices = [
	"system",
	"light",
	"dark"
];
var themeChoiceLabels = {
	system: "Как в системе",
	light: "Светлая",
	dark: "Тёмная"
};
/** A new reader: the system's theme, marked images blurred. */
var defaultAppearance = {
	theme: "system",
	showSensitiveImages: false
};
function isThemeChoice(value) {
	return typeof value === "string" && themeChoices.includes(value);
}
/** The theme to draw: the choice, or the system's (`prefers-color-scheme`) for "system". */
function resolveTheme(choice, systemPrefersDark) {
	if (choice === "system") return systemPrefersDark ? "dark" : "light";
	return choice;
}
/** An appearance read back from storage: anything unknown falls back to the default. */
function appearanceFrom(stored) {
	if (typeof stored !== "object" || stored === null) return defaultAppearance;
	const { theme, showSensitiveImages } = stored;
	return {
		theme: isThemeChoice(theme) ? theme : defaultAppearance.theme,
		showSensitiveImages: typeof showSensitiveImages === "boolean" ? showSensitiveImages : defaultAppearance.showSensitiveImages
	};
}
var imageSafetyMarks = [
	"sexualContent",
	"violence",
	"erotic"
];
/** How the forms name each mark (SPEC.md §3 image meta; the words are ours). */
var imageSafetyMarkLabels = {
	sexualContent: "Сексуальный контент",
	violence: "Насилие",
	erotic: "Эротика"
};
/** Whether an image is blurred until clicked: marked sexual content or violence, and the reader
* has not chosen to see such images. */
function isImageBlurred(image, appearance) {
	if (!image || appearance.showSensitiveImages) return false;
	return image.sexualContent === true || image.violence === true;
}
/** The marks an image carries, as a list (a form's choice of marks). */
function safetyMarkList(image) {
	return imageSafetyMarks.filter((mark) => image?.[mark] === true);
}
/** The image with exactly the `marks` given, the others taken off. */
function withSafetyMarks(image, marks) {
	const unmarked = { ...image };
	for (const mark of imageSafetyMarks) delete unmarked[mark];
	for (const mark of marks) unmarked[mark] = true;
	return unmarked;
}
// libs/domain/src/api/catalogue.ts
/** Upper bounds of catalogue requests (ours; SPEC.md gives the page sizes of §9). */
var CATALOGUE_LIMITS = {
	searchMax: 200,
	/** Values in one vocabulary filter: more would be a probe, not a reader. */
	filterValuesMax: 50,
	vocabularyValueMax: 100,
	pageMax: 1e5,
	mainPageBlock: 15,
	translatorNameMax: 200,
	translatorLinksMax: 20,
	linkMax: 2e3
};
var vocabularyValue = string().trim().min(1).max(CATALOGUE_LIMITS.vocabularyValueMax);
/** `a,b` or `?x=a&x=b`: a list of values, blanks dropped. */
var listParam = (item) => union([string(), array(string())]).transform((value) => (Array.isArray(value) ? value : value.split(",")).map((entry) => entry.trim()).filter((entry) => entry !== "")).pipe(array(item).max(CATALOGUE_LIMITS.filterValuesMax)).default([]);
var page$1 = number$1().int().min(0).max(CATALOGUE_LIMITS.pageMax).default(0);
/** `GET /api/novels`: the filter of SPEC.md §3 (page 0-based). */
var novelsQuerySchema = strictObject({
	search: string().trim().max(CATALOGUE_LIMITS.searchMax).default(""),
	section: filterSectionSchema.default("all"),
	page: page$1,
	limit: number$1().int().min(1).max(LIMITS.novelsPageSizeMax).default(LIMITS.novelsPageSize),
	sortBy: _enum(sortKeys$1).default("mostRecentDate"),
	direction: _enum(sortDirections).default("desc"),
	ratingField: ratingFieldSchema.default("mixRating"),
	releasedYear: number$1().int().min(1970).max(2100).optional(),
	tags: listParam(vocabularyValue),
	genres: listParam(vocabularyValue),
	platforms: listParam(vocabularyValue),
	excludeTags: listParam(vocabularyValue),
	excludeGenres: listParam(vocabularyValue),
	lengths: listParam(string().pipe(lengthSchema))
});
defineEndpoint({
	method: "GET",
	path: "/api/novels",
	summary: "A page of catalogue cards for a filter (search, section, sort, vocabularies, year, length)",
	query: novelsQuerySchema,
	response: object({
		novels: array(novelCardSchema),
		count: number().int().min(0)
	}),
	public: true
});
/** Who removed a project and when: shown to moderators, who alone still see it (soft delete). */
var removalSchema = object({
	at: isoDateSchema,
	by: userRefSchema.nullable()
});
/**
* A project page: the project with the viewer's own marks and the list statistics (§2.3), and the
* translator groups that list the project, so a translation card can link to its group's page
* (issue 20; matched by name with `translatorGroupOf`).
*/
var novelPageSchema = novelSchema.omit({ removed: true }).extend({
	listStatistics: listStatisticsSchema,
	removed: removalSchema.nullable(),
	translatorGroups: array(translatorRefSchema)
});
defineEndpoint({
	method: "GET",
	path: "/api/novels/{id}",
	summary: "A project page with the viewer's list and rating; counts the view once a day",
	response: novelPageSchema,
	public: true
});
defineEndpoint({
	method: "GET",
	path: "/api/novelByUrl/{url}",
	summary: "A project page by its url (slug)",
	response: novelPageSchema,
	public: true
});
defineEndpoint({
	method: "GET",
	path: "/api/novels/{id}/info",
	summary: "Who owns the project, who added it and when (\"О странице\")",
	response: novelInfoSchema,
	public: true
});
defineEndpoint({
	method: "POST",
	path: "/api/novels/{id}/owner/{userId}",
	summary: "Give a user editing rights on the project (moderators)",
	response: novelInfoSchema
});
defineEndpoint({
	method: "DELETE",
	path: "/api/novels/{id}/owner/{userId}",
	summary: "Take editing rights on the project away from a user (moderators)",
	response: novelInfoSchema
});
defineEndpoint({
	method: "DELETE",
	path: "/api/novels/{id}",
	summary: "Remove a project (moderators): hidden everywhere, kept with who removed it and when",
	response: object({ removed: removalSchema })
});
defineEndpoint({
	method: "GET",
	path: "/api/filters",
	summary: "The tags, genres and platforms vocabularies (platforms in display order)",
	response: filtersSchema,
	public: true
});
var vocabularyRenameBodySchema = strictObject({
	_id: idSchema.max(64).optional(),
	value: vocabularyValue
});
var vocabularyEndpoints = (kind, label) => [defineEndpoint({
	method: "PUT",
	path: `/api/${kind}/{id}`,
	summary: `Rename a ${label} on every project at once (staff); a taken value is refused`,
	body: vocabularyRenameBodySchema,
	response: vocabularyEntrySchema
}), defineEndpoint({
	method: "DELETE",
	path: `/api/${kind}/{id}`,
	summary: `Delete a ${label} and take it off every project (staff)`,
	response: object({ removed: literal(true) })
})];
var [renameTagEndpoint, removeTagEndpoint] = vocabularyEndpoints("tags", "tag");
var [renameGenreEndpoint, removeGenreEndpoint] = vocabularyEndpoints("genres", "genre");
var [renamePlatformEndpoint, removePlatformEndpoint] = vocabularyEndpoints("platforms", "platform");
var ratingBodySchema = strictObject({
	novel: idSchema.max(64),
	/** 1..10; null withdraws the reader's rating. */
	rating: ratingValueSchema.nullable()
});
/** The project's ratings after a vote, and the reader's own. */
var ratingResultSchema = object({
	rating: number().nullable(),
	bRating: number().nullable(),
	mixRating: number().nullable(),
	ratedUsers: number().int().min(0),
	userRating: ratingValueSchema.nullable()
});
defineEndpoint({
	method: "POST",
	path: "/api/ratings",
	summary: "Rate a project 1..10, or withdraw the rating with null",
	body: ratingBodySchema,
	response: ratingResultSchema
});
var addToListBodySchema = strictObject({
	novel: idSchema.max(64),
	/** A reading list; null takes the project off the reader's lists. */
	list: readingListSchema.nullable()
});
defineEndpoint({
	method: "POST",
	path: "/api/addtolist",
	summary: "Put a project on one of the reader's lists, or (null) take it off",
	body: addToListBodySchema,
	response: object({
		list: readingListSchema.nullable(),
		listStatistics: listStatisticsSchema
	})
});
/**
* A reader's list as a path segment: `{userId}-{list}`, e.g. `6650…a1-reading`; `rated` is the list
* of the projects they rated (shown by their rating setting).
*/
var userListKinds = [...readingLists, "rated"];
var userListKindSchema = _enum(userListKinds);
defineEndpoint({
	method: "GET",
	path: "/api/users/{username}/lists",
	summary: "A reader's lists that their settings let the viewer see, with counts and list ids",
	response: array(object({
		listId: string(),
		list: userListKindSchema,
		count: number().int().min(0)
	})),
	public: true
});
defineEndpoint({
	method: "GET",
	path: "/api/lists/{listId}/{page}",
	summary: "A page (0-based, 30 cards) of a reader's list; `listId` is `{userId}-{list}` from the lists call",
	response: object({
		novels: array(novelCardSchema.extend({ ownerRating: ratingValueSchema.nullable() })),
		count: number().int().min(0)
	}),
	public: true
});
var userNovelsQuerySchema = strictObject({
	kind: _enum(["added", "owned"]),
	page: page$1
});
defineEndpoint({
	method: "GET",
	path: "/api/users/{username}/novels",
	summary: "A page (0-based, 30 cards) of the projects a user added or has editing rights on, newest first",
	query: userNovelsQuerySchema,
	response: object({
		novels: array(novelCardSchema),
		count: number().int().min(0)
	}),
	public: true
});
defineEndpoint({
	method: "GET",
	path: "/api/mainPage",
	summary: "The main page blocks: 15 cards each (the reader shows 5, 10 or 15)",
	response: mainPageSchema,
	public: true
});
var translatorsQuerySchema = strictObject({
	page: page$1,
	search: string().trim().max(CATALOGUE_LIMITS.searchMax).default("")
});
var translatorListItemSchema = translatorSchema.omit({ novels: true }).extend({
	_id: idSchema,
	novelsCount: number().int().min(0)
});
defineEndpoint({
	method: "GET",
	path: "/api/translators",
	summary: "Translator groups, 20 a page, searchable by name",
	query: translatorsQuerySchema,
	response: object({
		translators: array(translatorListItemSchema),
		count: number().int().min(0)
	}),
	public: true
});
var translatorPageSchema = object({
	translator: translatorSchema.extend({ _id: idSchema }),
	novels: array(novelCardSchema)
});
defineEndpoint({
	method: "GET",
	path: "/api/translators/{id}",
	summary: "A translator group by id or url: name, links with descriptions, and their projects",
	response: translatorPageSchema,
	public: true
});
var translatorLink = strictObject({
	link: safeLinkSchema(CATALOGUE_LIMITS.linkMax),
	description: string().trim().max(CATALOGUE_LIMITS.translatorNameMax).default("")
});
var translatorName = string().trim().min(1).max(CATALOGUE_LIMITS.translatorNameMax);
var translatorLinks = array(translatorLink).max(CATALOGUE_LIMITS.translatorLinksMax);
/** The group's projects (ids). */
var translatorNovels = array(idSchema.max(64)).max(1e4);
var translatorBodySchema = strictObject({
	name: translatorName,
	links: translatorLinks.default([]),
	novels: translatorNovels.default([])
});
/**
* A change of a group: only the fields sent. Not `partial()` of the body: it keeps the defaults, so
* a rename would have emptied the group's links and projects (found in issue 20).
*/
var translatorUpdateBodySchema = strictObject({
	name: translatorName.optional(),
	links: translatorLinks.optional(),
	novels: translatorNovels.optional()
});
/**
* The staff's form of a group (/translators, issue 20): the body's checks, with each chosen project
* kept with its name for the form to show; the site sends the ids.
*/
var translatorFormSchema = object({
	name: translatorName,
	links: translatorLinks,
	novels: array(object({
		_id: idSchema,
		name: string()
	})).max(1e4)
});
defineEndpoint({
	method: "POST",
	path: "/api/translators",
	summary: "Create a translator group (staff)",
	body: translatorBodySchema,
	response: translatorPageSchema
});
defineEndpoint({
	method: "PUT",
	path: "/api/translators/{id}",
	summary: "Rename a translator group, change its links or its projects (staff)",
	body: translatorUpdateBodySchema,
	response: translatorPageSchema
});
defineEndpoint({
	method: "DELETE",
	path: "/api/translators/{id}",
	summary: "Remove a translator group (staff); the projects keep their translations",
	response: object({ removed: literal(true) })
});
var DOT_OR_LOOK_ALIKE = /[.\u2024]/g;
function swapDots(text) {
	return text.replace(DOT_OR_LOOK_ALIKE, (dot) => dot === "." ? "․" : ".");
}
/**
* The path segment for a username: dots swapped for the look-alike, then percent-encoded as UTF-8
* (`encodeURIComponent`). Usernames are well-formed Unicode; a lone surrogate has no UTF-8 form and
* makes this throw a URIError, as `encodeURIComponent` does.
*/
function usernameToPathSegment(username) {
	return encodeURIComponent(swapDots(username));
}
/**
* A username as a path parameter before encoding (the dots swapped, nothing percent-encoded): what
* the contract's path placeholders take (`{username}`), since the call's address encodes them itself.
*/
function usernameToPathParam(username) {
	return swapDots(username);
}
/**
* The username from a route parameter that the router has already percent-decoded (react-router's
* `useParams`): only the dot swap is undone.
*/
function usernameFromRouteParam(param) {
	return swapDots(param);
}
// libs/domain/src/catalogue/filter.ts
/** The filter of a catalogue route before the reader touches anything (§9: 30 a page, newest first). */
function defaultFilter(route) {
	return {
		search: "",
		section: defaultSectionOf[route],
		page: 0,
		limit: LIMITS.novelsPageSize,
		sort: defaultSort,
		ratingField: defaultRatingField,
		releasedYear: null,
		tags: [],
		genres: [],
		platforms: [],
		excludeTags: [],
		excludeGenres: [],
		lengths: []
	};
}
var LIST_KEYS = [
	"tags",
	"genres",
	"platforms",
	"excludeTags",
	"excludeGenres"
];
function sortToQuery(filter, query) {
	const { sort, ratingField } = filter;
	const word = sort.sortBy === "rating" ? ratingField : sort.sortBy;
	if (word !== defaultSort.sortBy) query["sort"] = word;
	if (sort.direction === "asc") query["order"] = "asc";
	if (sort.sortBy !== "rating" && ratingField !== "mixRating") query["rating"] = ratingField;
}
function sortFromQuery(query) {
	const word = query["sort"];
	const direction = query["order"] === "asc" ? "asc" : "desc";
	const isRatingField = (value) => ratingFields.includes(value ?? "");
	if (isRatingField(word)) return {
		sort: {
			sortBy: "rating",
			direction
		},
		ratingField: word
	};
	const sortBy = sortKeys$1.includes(word ?? "") && word !== "rating" ? word : defaultSort.sortBy;
	const rating = query["rating"];
	return {
		sort: {
			sortBy,
			direction
		},
		ratingField: isRatingField(rating) ? rating : defaultRatingField
	};
}
var splitList = (value) => value ? value.split(",").filter((item) => item !== "") : [];
/**
* The filter as URL query parameters: only what differs from the route's defaults, so shared links
* stay short; the page is 1-based (§9). `filterFromQuery` reads it back exactly.
*/
function filterToQuery(filter, route) {
	const query = {};
	if (filter.search) query["search"] = filter.search;
	if (filter.section !== defaultSectionOf[route]) query["section"] = filter.section;
	if (filter.page > 0) query["page"] = String(filter.page + 1);
	if (filter.limit !== LIMITS.novelsPageSize) query["limit"] = String(filter.limit);
	sortToQuery(filter, query);
	if (filter.releasedYear !== null) query["year"] = String(filter.releasedYear);
	for (const key of LIST_KEYS) if (filter[key].length > 0) query[key] = filter[key].join(",");
	if (filter.lengths.length > 0) query["length"] = filter.lengths.join(",");
	return query;
}
function integerIn(value, range) {
	if (value === void 0 || !/^\d+$/.test(value)) return void 0;
	const number = Number(value);
	return number >= range.min && number <= range.max ? number : void 0;
}
/**
* The filter a URL describes. Anything unknown or out of range falls back to the route's default, so
* a hand-edited or stale link still opens a sensible view instead of an error.
*/
function filterFromQuery(query, route) {
	const defaults = defaultFilter(route);
	const section = query["section"];
	const page = integerIn(query["page"], {
		min: 1,
		max: Number.MAX_SAFE_INTEGER
	});
	const year = integerIn(query["year"], {
		min: 1970,
		max: 2100
	});
	return {
		...defaults,
		search: query["search"] ?? "",
		section: filterSections.includes(section ?? "") ? section : defaults.section,
		page: page === void 0 ? 0 : page - 1,
		limit: integerIn(query["limit"], {
			min: 1,
			max: LIMITS.novelsPageSizeMax
		}) ?? defaults.limit,
		...sortFromQuery(query),
		releasedYear: year ?? null,
		tags: splitList(query["tags"]),
		genres: splitList(query["genres"]),
		platforms: splitList(query["platforms"]),
		excludeTags: splitList(query["excludeTags"]),
		excludeGenres: splitList(query["excludeGenres"]),
		lengths: splitList(query["length"]).filter((value) => lengths.includes(value))
	};
}
/**
* Whether a filter narrows the list beyond its route's section and sort: a year, vocabulary values
* or lengths (the catalogue's filter panel opens itself then).
*/
function hasActiveFilters(filter) {
	return filter.releasedYear !== null || [
		filter.tags,
		filter.genres,
		filter.platforms,
		filter.excludeTags,
		filter.excludeGenres,
		filter.lengths
	].some((values) => values.length > 0);
}
/**
* The query of `GET /api/novels` (§7): 0-based page, the sort as `sortBy`/`direction` and the rating
* field (which rating a `rating` sort orders by and the cards show), every list comma-separated.
* Empty values are left out. The contract's `novelsQuerySchema` parses exactly this.
*/
function filterToApiParams(filter) {
	const params = {
		section: filter.section,
		page: String(filter.page),
		limit: String(filter.limit),
		sortBy: filter.sort.sortBy,
		direction: filter.sort.direction,
		ratingField: filter.ratingField
	};
	if (filter.search.trim()) params["search"] = filter.search.trim();
	if (filter.releasedYear !== null) params["releasedYear"] = String(filter.releasedYear);
	for (const key of LIST_KEYS) if (filter[key].length > 0) params[key] = filter[key].join(",");
	if (filter.lengths.length > 0) params["lengths"] = filter.lengths.join(",");
	return params;
}
// libs/domain/src/format/dates.ts
var MINUTE = 6e4;
var HOUR = 60 * MINUTE;
var DAY = 24 * HOUR;
/**
* A date as the site shows it (SPEC.md §9): relative while under 3 days old ("5 минут назад",
* "2 часа назад", "1 день назад"), then DD.MM.YYYY in the reader's time zone (or `timeZone`).
*/
function formatRelativeDate(value, options) {
	const date = new Date(value);
	const elapsed = options.now.getTime() - date.getTime();
	if (elapsed >= 0 && elapsed < TIMINGS.relativeDateWithinMs) {
		if (elapsed < MINUTE) return "только что";
		if (elapsed < HOUR) return `${countRu(Math.floor(elapsed / MINUTE), {
			one: "минуту",
			few: "минуты",
			many: "минут"
		})} назад`;
		if (elapsed < DAY) return `${countRu(Math.floor(elapsed / HOUR), {
			one: "час",
			few: "часа",
			many: "часов"
		})} назад`;
		return `${countRu(Math.floor(elapsed / DAY), {
			one: "день",
			few: "дня",
			many: "дней"
		})} назад`;
	}
	return formatDate(date, options.timeZone);
}
/**
* One formatter per time zone ('' for the runtime's own), made once: making one costs far more than
* formatting with it, and a page of cards formats dozens of dates.
*/
var dateFormats = /* @__PURE__ */ new Map();
function dateFormat(timeZone = "") {
	let format = dateFormats.get(timeZone);
	if (!format) {
		format = new Intl.DateTimeFormat("ru-RU", {
			day: "2-digit",
			month: "2-digit",
			year: "numeric",
			...timeZone ? { timeZone } : {}
		});
		dateFormats.set(timeZone, format);
	}
	return format;
}
/** DD.MM.YYYY. */
function formatDate(value, timeZone) {
	return dateFormat(timeZone).format(new Date(value));
}
// libs/domain/src/community/messages.ts
function timeOf(value) {
	return value instanceof Date ? value.getTime() : Date.parse(value);
}
/**
* Whether a message shows the "edited" mark (SPEC.md §2.5): updated more than 2 minutes after it was
* created; exactly 2 minutes is not edited. Unparseable dates give no mark.
*/
function isMessageEdited({ createdAt, updatedAt }) {
	return timeOf(updatedAt) - timeOf(createdAt) > LIMITS.messageEditedAfterMs;
}
/**
* Unread messages over all contacts (the badge beside "Сообщения"); never below zero. Here, beside
* the display rules, not in `message-input.ts`: the shell shows the badge on every page, and that
* module would bring the markup parser into the first download.
*/
function unreadMessagesTotal(contacts) {
	return contacts.reduce((total, contact) => total + Math.max(0, contact.unreadMessages), 0);
}
/** The most messages one conversation request may ask for (the API's `MESSAGE_LIMITS.pageSizeMax`). */
var CONVERSATION_PAGE_MAX = 100;
/**
* How many messages the first page of a conversation asks for (SPEC.md §7: "page size is the unread
* count; step 20"): all the unread ones, so none is hidden above the fold, but never fewer than a step
* and never more than one request may ask for.
*/
function firstConversationPageSize(unreadCount) {
	return Math.min(CONVERSATION_PAGE_MAX, Math.max(LIMITS.messagePageStep, Math.floor(unreadCount) || 0));
}
/**
* The next older page of a conversation (SPEC.md §9 step 20): it starts after the `loadedCount`
* newest messages already shown, since the API counts `skip` from the newest.
*/
function olderConversationPage(loadedCount) {
	return {
		limit: LIMITS.messagePageStep,
		skip: loadedCount
	};
}
/**
* Whether a page that brought `receivedCount` of the `requestedCount` asked for was the last one:
* a short page means nothing older is left (SPEC.md §4: "fully loaded when fewer than 20 arrive",
* for a first page larger than 20 the same rule against its own size).
*/
function isLastConversationPage({ receivedCount, requestedCount }) {
	return receivedCount < requestedCount;
}
/**
* Whether to load older messages: the conversation is scrolled within 100 px of its top (SPEC.md
* §2.5, `LIMITS.olderMessagesThresholdPx`); exactly 100 px counts as within.
*/
function shouldLoadOlderMessages(scrollTop) {
	return scrollTop <= LIMITS.olderMessagesThresholdPx;
}
/**
* Message toasts (SPEC.md §8 Messages: "Не удалось загрузить сообщения/отправить/отредактировать/
* добавить контакт/удалить контакт"), spelled out one by one; "сообщение" completes the bare verbs.
*/
var messageMessages = {
	loadFailed: "Не удалось загрузить сообщения",
	sendFailed: "Не удалось отправить сообщение",
	editFailed: "Не удалось отредактировать сообщение",
	addContactFailed: "Не удалось добавить контакт",
	deleteContactFailed: "Не удалось удалить контакт"
};
// libs/domain/src/format/page-title.ts
/** The default title and description of every page (SPEC.md §0). */
var DEFAULT_PAGE_TITLE = "Визуальные новеллы на русском языке.";
var DEFAULT_PAGE_DESCRIPTION = DEFAULT_PAGE_TITLE;
/**
* A page's document title: its own title before the site's, or the site's alone. One rule for the
* site, which sets it as pages change, and the server, which writes it into the first HTML.
*/
function pageTitle(own) {
	return own ? `${own} — ${DEFAULT_PAGE_TITLE}` : DEFAULT_PAGE_TITLE;
}
/**
* The title and description of each list page a reader lands on from outside (SPEC.md §2.2): the
* site sets them as the page shows, the server writes them into the page's first HTML, so a search
* engine and a reader see the same words. The main page has the site's own title; the article and
* translator lists have no description of their own yet, so they keep the default.
*/
var landingPageMeta = {
	home: {
		title: "",
		description: DEFAULT_PAGE_DESCRIPTION
	},
	novels: {
		title: "Визуальные новеллы",
		description: "Визуальные новеллы с переводом на русский язык: рейтинг, релизы, фильтры по жанрам и тегам."
	},
	games: {
		title: "Аниме игры",
		description: "Аниме игры с переводом на русский язык: RPG Maker, пошаговые стратегии, метроидвании."
	},
	posts: {
		title: "Статьи",
		description: DEFAULT_PAGE_DESCRIPTION
	},
	translators: {
		title: "Переводчики и группы переводчиков",
		description: DEFAULT_PAGE_DESCRIPTION
	}
};
// apps/site/src/app/display-clock.tsx
var import_server_node = require_server_node();
var import_jsx_runtime = require_jsx_runtime();
/** The zone of a page rendered on the server: most of the site's readers are in it. */
var SERVER_TIME_ZONE = "Europe/Moscow";
var readersClock = () => ({
	now: Date.now(),
	timeZone: void 0
});
var DisplayClockContext = (0, import_react.createContext)(null);
function useDisplayClock() {
	const [own] = (0, import_react.useState)(readersClock);
	return (0, import_react.useContext)(DisplayClockContext) ?? own;
}
/**
* Provides the clock: `served` while the browser hydrates a server-rendered page, then the reader's
* own (in a transition, so React finishes hydrating before it shows the new dates); the reader's
* own from the start otherwise.
*/
function DisplayClockProvider({ served, children }) {
	const [clock, setClock] = (0, import_react.useState)(() => served ?? readersClock());
	(0, import_react.useEffect)(() => {
		if (served && typeof window !== "undefined") (0, import_react.startTransition)(() => setClock(readersClock()));
	}, [served]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DisplayClockContext.Provider, {
		value: clock,
		children
	});
}
/**
* A date as DD.MM.YYYY by the display clock's zone. A leaf of its own: when the clock turns to the
* reader's after hydrating, only the dates render again, not the page around them.
*/
function DateText({ value }) {
	const { timeZone } = useDisplayClock();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: formatDate(value, timeZone) });
}
// apps/site/src/app/lazy-route.ts
/**
* On the server, the names of the lazy components a page rendered (ADR 0011): the browser loads
* their code before it hydrates, so the page hydrates in one pass instead of leaving parts of it
* waiting for code (which React abandons, rendering them again, as soon as anything above changes).
*/
var RenderedCodeContext = (0, import_react.createContext)(null);
var loaders = /* @__PURE__ */ new Map();
/**
* A component whose code loads when it is first shown (React.lazy), under a name unique in the site
* by which a server-rendered page asks for its code ahead of hydrating (`preloadRenderedCode`).
*/
function lazyComponent(name, load) {
	if (loaders.has(name)) throw new Error(`Two lazy components are named ${name}`);
	let loaded;
	let loading;
	const preload = () => loading ??= load().then((component) => {
		loaded = component;
		return component;
	});
	loaders.set(name, preload);
	const Lazy = (0, import_react.lazy)(() => loaded ? synchronousThenable({ default: loaded }) : preload().then((component) => ({ default: component })));
	function LazyComponent(props) {
		(0, import_react.useContext)(RenderedCodeContext)?.add(name);
		return (0, import_react.createElement)(Lazy, props);
	}
	LazyComponent.displayName = `Lazy(${name})`;
	return LazyComponent;
}
function synchronousThenable(value) {
	return { then: (resolve) => synchronousThenable(resolve ? resolve(value) : value) };
}
/**
* A page whose code loads when it is first shown, so a first visit downloads only the shell and the
* page it opens (the JavaScript budget of issue 9).
*/
function lazyPage(name, load) {
	return lazyComponent(`page:${name}`, async () => (await load()).Component);
}
// apps/site/src/app/page-title.ts
function descriptionElement() {
	let element = document.head.querySelector("meta[name=\"description\"]");
	if (!element) {
		element = document.createElement("meta");
		element.name = "description";
		document.head.append(element);
	}
	return element;
}
/** Sets the document's title and description while the page is shown. */
function usePageMeta({ title, description } = {}) {
	(0, import_react.useEffect)(() => {
		document.title = pageTitle(title);
		descriptionElement().content = description ?? "Визуальные новеллы на русском языке.";
	}, [title, description]);
}
/** The title only (pages without a description of their own). */
function usePageTitle(title) {
	usePageMeta({ title });
}
// apps/site/src/routes/not-found/NotFoundPage.tsx
/** Any unknown path (SPEC.md §2.2). */
function NotFoundPage() {
	usePageTitle("Страница не найдена");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Страница не найдена" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		to: "/",
		children: "На главную"
	}) })] });
}
// apps/site/src/routes/route-error/RouteErrorPage.tsx
function messageOf(error) {
	if (error instanceof Error) return error.message;
	return String(error);
}
/** The error page (SPEC.md §2.2, §8: "Ошибка дес ё" with the message and a link home). */
function ErrorContent({ error }) {
	usePageTitle("Ошибка дес ё");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Ошибка дес ё" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: messageOf(error) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: "/",
			children: "На главную"
		}) })
	] });
}
/**
* Catches a page that fails while loading its code or rendering (a route error, §2.2) and shows the
* error page in its place; the shell around it keeps working, so the reader can go elsewhere.
*/
var RouteErrorBoundary = class extends import_react.Component {
	state = {
		error: null,
		failed: false
	};
	static getDerivedStateFromError(error) {
		return {
			error,
			failed: true
		};
	}
	componentDidCatch(error, info) {
		console.error("A page failed", error, info.componentStack);
	}
	render() {
		return this.state.failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error: this.state.error }) : this.props.children;
	}
};
// libs/ui/src/theme/dark.css.ts
var darkTheme = "_1nenjug0";
// libs/ui/src/theme/light.css.ts
var lightTheme = "z9exo30";
// libs/ui/src/theme/utilities.css.ts
var visuallyHidden = "_13oqsg0";
// node_modules/lucide-react/dist/esm/icons/bell.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$23 = {
	name: "bell",
	size: 24,
	node: [["path", {
		d: "M10.268 21a2 2 0 0 0 3.464 0",
		key: "vwvbt9"
	}], ["path", {
		d: "M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326",
		key: "11g9vi"
	}]]
};
__iconData$23.node;
var Bell = createLucideIcon(__iconData$23);
// node_modules/lucide-react/dist/esm/icons/book-open.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$22 = {
	name: "book-open",
	size: 24,
	node: [["path", {
		d: "M12 5v16",
		key: "1f6ucr"
	}], ["path", {
		d: "M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z",
		key: "1fyvmf"
	}]]
};
__iconData$22.node;
var BookOpen = createLucideIcon(__iconData$22);
// node_modules/lucide-react/dist/esm/icons/chevron-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$21 = {
	name: "chevron-down",
	size: 24,
	node: [["path", {
		d: "m6 9 6 6 6-6",
		key: "qrunsl"
	}]]
};
__iconData$21.node;
var ChevronDown = createLucideIcon(__iconData$21);
// node_modules/lucide-react/dist/esm/icons/circle-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$20 = {
	name: "circle-check",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}], ["path", {
		d: "m16 9-5.5 5.5L8 12",
		key: "xofnsj"
	}]],
	aliases: ["check-circle-2"]
};
__iconData$20.node;
var CircleCheck = createLucideIcon(__iconData$20);
// node_modules/lucide-react/dist/esm/icons/circle-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$19 = {
	name: "circle-exclamation-point",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["line", {
			x1: "12",
			x2: "12",
			y1: "8",
			y2: "12",
			key: "1pkeuh"
		}],
		["line", {
			x1: "12",
			x2: "12.01",
			y1: "16",
			y2: "16",
			key: "4dfq90"
		}]
	],
	aliases: ["alert-circle", "circle-alert"]
};
__iconData$19.node;
var CircleExclamationPoint = createLucideIcon(__iconData$19);
// node_modules/lucide-react/dist/esm/icons/circle-plus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$18 = {
	name: "circle-plus",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "M8 12h8",
			key: "1wcyev"
		}],
		["path", {
			d: "M12 8v8",
			key: "napkw2"
		}]
	],
	aliases: ["plus-circle"]
};
__iconData$18.node;
var CirclePlus = createLucideIcon(__iconData$18);
// node_modules/lucide-react/dist/esm/icons/file-text.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$17 = {
	name: "file-text",
	size: 24,
	node: [
		["path", {
			d: "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z",
			key: "1oefj6"
		}],
		["path", {
			d: "M14 2v5a1 1 0 0 0 1 1h5",
			key: "wfsgrz"
		}],
		["path", {
			d: "M10 9H8",
			key: "b1mrlr"
		}],
		["path", {
			d: "M16 13H8",
			key: "t4e002"
		}],
		["path", {
			d: "M16 17H8",
			key: "z1uh3a"
		}]
	]
};
__iconData$17.node;
var FileText = createLucideIcon(__iconData$17);
// node_modules/lucide-react/dist/esm/icons/folder-open.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$16 = {
	name: "folder-open",
	size: 24,
	node: [["path", {
		d: "m6 14 1.5-2.9A2 2 0 0 1 9.24 10H20a2 2 0 0 1 1.94 2.5l-1.54 6a2 2 0 0 1-1.95 1.5H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3.9a2 2 0 0 1 1.69.9l.81 1.2a2 2 0 0 0 1.67.9H18a2 2 0 0 1 2 2v2",
		key: "usdka0"
	}]]
};
__iconData$16.node;
var FolderOpen = createLucideIcon(__iconData$16);
// node_modules/lucide-react/dist/esm/icons/gamepad-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$15 = {
	name: "gamepad-2",
	size: 24,
	node: [
		["line", {
			x1: "6",
			x2: "10",
			y1: "11",
			y2: "11",
			key: "1gktln"
		}],
		["line", {
			x1: "8",
			x2: "8",
			y1: "9",
			y2: "13",
			key: "qnk9ow"
		}],
		["line", {
			x1: "15",
			x2: "15.01",
			y1: "12",
			y2: "12",
			key: "krot7o"
		}],
		["line", {
			x1: "18",
			x2: "18.01",
			y1: "10",
			y2: "10",
			key: "1lcuu1"
		}],
		["path", {
			d: "M17.32 5H6.68a4 4 0 0 0-3.978 3.59c-.006.052-.01.101-.017.152C2.604 9.416 2 14.456 2 16a3 3 0 0 0 3 3c1 0 1.5-.5 2-1l1.414-1.414A2 2 0 0 1 9.828 16h4.344a2 2 0 0 1 1.414.586L17 18c.5.5 1 1 2 1a3 3 0 0 0 3-3c0-1.545-.604-6.584-.685-7.258-.007-.05-.011-.1-.017-.151A4 4 0 0 0 17.32 5z",
			key: "mfqc10"
		}]
	]
};
__iconData$15.node;
var Gamepad2 = createLucideIcon(__iconData$15);
// node_modules/lucide-react/dist/esm/icons/heart.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$14 = {
	name: "heart",
	size: 24,
	node: [["path", {
		d: "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5",
		key: "mvr1a0"
	}]]
};
__iconData$14.node;
var Heart = createLucideIcon(__iconData$14);
// node_modules/lucide-react/dist/esm/icons/house.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$13 = {
	name: "house",
	size: 24,
	node: [["path", {
		d: "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8",
		key: "5wwlr5"
	}], ["path", {
		d: "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
		key: "r6nss1"
	}]],
	aliases: ["home"]
};
__iconData$13.node;
var House = createLucideIcon(__iconData$13);
// node_modules/lucide-react/dist/esm/icons/info.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$12 = {
	name: "info",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "M12 16v-4",
			key: "1dtifu"
		}],
		["path", {
			d: "M12 8h.01",
			key: "e9boi3"
		}]
	]
};
__iconData$12.node;
var Info = createLucideIcon(__iconData$12);
// node_modules/lucide-react/dist/esm/icons/log-in.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$11 = {
	name: "log-in",
	size: 24,
	node: [
		["path", {
			d: "m10 17 5-5-5-5",
			key: "1bsop3"
		}],
		["path", {
			d: "M15 12H3",
			key: "6jk70r"
		}],
		["path", {
			d: "M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4",
			key: "u53s6r"
		}]
	]
};
__iconData$11.node;
var LogIn = createLucideIcon(__iconData$11);
// node_modules/lucide-react/dist/esm/icons/menu.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$10 = {
	name: "menu",
	size: 24,
	node: [
		["path", {
			d: "M4 5h16",
			key: "1tepv9"
		}],
		["path", {
			d: "M4 12h16",
			key: "1lakjw"
		}],
		["path", {
			d: "M4 19h16",
			key: "1djgab"
		}]
	]
};
__iconData$10.node;
var Menu$1 = createLucideIcon(__iconData$10);
// node_modules/lucide-react/dist/esm/icons/message-circle.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$9 = {
	name: "message-circle",
	size: 24,
	node: [["path", {
		d: "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719",
		key: "1sd12s"
	}]]
};
__iconData$9.node;
var MessageCircle = createLucideIcon(__iconData$9);
// node_modules/lucide-react/dist/esm/icons/messages-square.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "messages-square",
	size: 24,
	node: [["path", {
		d: "M16 10a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 14.286V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z",
		key: "1n2ejm"
	}], ["path", {
		d: "M20 9a2 2 0 0 1 2 2v10.286a.71.71 0 0 1-1.212.502l-2.202-2.202A2 2 0 0 0 17.172 19H10a2 2 0 0 1-2-2v-1",
		key: "1qfcsi"
	}]]
};
__iconData$8.node;
var MessagesSquare = createLucideIcon(__iconData$8);
// node_modules/lucide-react/dist/esm/icons/newspaper.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "newspaper",
	size: 24,
	node: [
		["path", {
			d: "M15 18h-5",
			key: "95g1m2"
		}],
		["path", {
			d: "M18 14h-8",
			key: "sponae"
		}],
		["path", {
			d: "M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2",
			key: "39pd36"
		}],
		["rect", {
			width: "8",
			height: "4",
			x: "10",
			y: "6",
			rx: "1",
			key: "aywv1n"
		}]
	]
};
__iconData$7.node;
var Newspaper = createLucideIcon(__iconData$7);
// node_modules/lucide-react/dist/esm/icons/scroll-text.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "scroll-text",
	size: 24,
	node: [
		["path", {
			d: "M15 12h-5",
			key: "r7krc0"
		}],
		["path", {
			d: "M15 8h-5",
			key: "1khuty"
		}],
		["path", {
			d: "M19 17V5a2 2 0 0 0-2-2H4",
			key: "zz82l3"
		}],
		["path", {
			d: "M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3",
			key: "1ph1d7"
		}]
	]
};
__iconData$6.node;
var ScrollText = createLucideIcon(__iconData$6);
// node_modules/lucide-react/dist/esm/icons/search.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "search",
	size: 24,
	node: [["path", {
		d: "m21 21-4.34-4.34",
		key: "14j7rj"
	}], ["circle", {
		cx: "11",
		cy: "11",
		r: "8",
		key: "4ej97u"
	}]]
};
__iconData$5.node;
var Search = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/sliders-horizontal.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "sliders-horizontal",
	size: 24,
	node: [
		["path", {
			d: "M10 5H3",
			key: "1qgfaw"
		}],
		["path", {
			d: "M12 19H3",
			key: "yhmn1j"
		}],
		["path", {
			d: "M14 3v4",
			key: "1sua03"
		}],
		["path", {
			d: "M16 17v4",
			key: "1q0r14"
		}],
		["path", {
			d: "M21 12h-9",
			key: "1o4lsq"
		}],
		["path", {
			d: "M21 19h-5",
			key: "1rlt1p"
		}],
		["path", {
			d: "M21 5h-7",
			key: "1oszz2"
		}],
		["path", {
			d: "M8 10v4",
			key: "tgpxqk"
		}],
		["path", {
			d: "M8 12H3",
			key: "a7s4jb"
		}]
	]
};
__iconData$4.node;
var SlidersHorizontal = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/sun-moon.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "sun-moon",
	size: 24,
	node: [
		["path", {
			d: "M12 2v2",
			key: "tus03m"
		}],
		["path", {
			d: "M14.837 16.385a6 6 0 1 1-7.223-7.222c.624-.147.97.66.715 1.248a4 4 0 0 0 5.26 5.259c.589-.255 1.396.09 1.248.715",
			key: "xlf6rm"
		}],
		["path", {
			d: "M16 12a4 4 0 0 0-4-4",
			key: "6vsxu"
		}],
		["path", {
			d: "m19 5-1.256 1.256",
			key: "1yg6a6"
		}],
		["path", {
			d: "M20 12h2",
			key: "1q8mjw"
		}]
	]
};
__iconData$3.node;
var SunMoon = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/user.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "user",
	size: 24,
	node: [["path", {
		d: "M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2",
		key: "975kel"
	}], ["circle", {
		cx: "12",
		cy: "7",
		r: "4",
		key: "17ys0d"
	}]]
};
__iconData$2.node;
var User = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/users-round.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "users-round",
	size: 24,
	node: [
		["path", {
			d: "M18 21a8 8 0 0 0-16 0",
			key: "3ypg7q"
		}],
		["circle", {
			cx: "10",
			cy: "8",
			r: "5",
			key: "o932ke"
		}],
		["path", {
			d: "M22 20c0-3.37-2-6.5-4-8a5 5 0 0 0-.45-8.3",
			key: "10s06x"
		}]
	],
	aliases: ["users-2"]
};
__iconData$1.node;
var UsersRound = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/users.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "users",
	size: 24,
	node: [
		["path", {
			d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
			key: "1yyitq"
		}],
		["path", {
			d: "M16 3.128a4 4 0 0 1 0 7.744",
			key: "16gr8j"
		}],
		["path", {
			d: "M22 21v-2a4 4 0 0 0-3-3.87",
			key: "kshegd"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}]
	]
};
__iconData.node;
var Users = createLucideIcon(__iconData);
// node_modules/react-aria/dist/private/link/useLink.mjs
function $40d752843fab8930$export$dcf14c9974fe2767(props, ref) {
	let { elementType = "a", onPress, onPressStart, onPressEnd, onPressChange, onClick, isDisabled, ...otherProps } = props;
	let linkProps = {};
	if (elementType !== "a") linkProps = {
		role: "link",
		tabIndex: !isDisabled ? 0 : void 0
	};
	let { focusableProps } = $d1116acdf220c2da$export$4c014de7c8940b4c(props, ref);
	let { pressProps, isPressed } = $d27d541f9569d26d$export$45712eceda6fad21({
		onPress,
		onPressStart,
		onPressEnd,
		onPressChange,
		onClick,
		isDisabled,
		ref
	});
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(otherProps, { labelable: true });
	let interactionHandlers = $bbaa08b3cd72f041$export$9d1611c77c2fe928(focusableProps, pressProps);
	let router = $caaf0dd3060ed57c$export$9a302a45f65d0572();
	let routerLinkProps = $caaf0dd3060ed57c$export$7e924b3091a3bd18(props);
	return {
		isPressed,
		linkProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, routerLinkProps, {
			...interactionHandlers,
			...linkProps,
			"aria-disabled": isDisabled || void 0,
			"aria-current": props["aria-current"],
			onClick: (e) => {
				pressProps.onClick?.(e);
				$caaf0dd3060ed57c$export$13aea1a3cb5e3f1f(e, router, props.href, props.routerOptions);
			}
		})
	};
}
// node_modules/react-aria-components/dist/private/Link.mjs
var $984a1fc08f87e4f3$export$e2509388b49734e7 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $984a1fc08f87e4f3$export$a6c7ac8248d6e38a = /*#__PURE__*/ (0, import_react.forwardRef)(function Link(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $984a1fc08f87e4f3$export$e2509388b49734e7);
	let elementType = props.href && !props.isDisabled ? "a" : "span";
	let { linkProps, isPressed } = $40d752843fab8930$export$dcf14c9974fe2767({
		...props,
		elementType
	}, ref);
	let ElementType = $7230ffa83bc0c2cf$export$df3a06d6289f983e[elementType];
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456(props);
	let { focusProps, isFocused, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f();
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName: "react-aria-Link",
		values: {
			isCurrent: !!props["aria-current"],
			isDisabled: props.isDisabled || false,
			isPressed,
			isHovered,
			isFocused,
			isFocusVisible
		}
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.onClick;
	return /*#__PURE__*/ import_react.createElement(ElementType, {
		ref,
		slot: props.slot || void 0,
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, linkProps, hoverProps, focusProps),
		"data-focused": isFocused || void 0,
		"data-hovered": isHovered || void 0,
		"data-pressed": isPressed || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		"data-current": !!props["aria-current"] || void 0,
		"data-disabled": props.isDisabled || void 0
	}, renderProps.children);
});
// node_modules/react-stately/dist/private/toggle/useToggleState.mjs
function $fd3c5e01e837dc20$export$8042c6c013fd5226(props = {}) {
	let { isReadOnly } = props;
	let [isSelected, setSelected] = $3e6197669829fe11$export$40bfa8c7b0832715(props.isSelected, props.defaultSelected || false, props.onChange);
	let [initialValue] = (0, import_react.useState)(isSelected);
	function updateSelected(value) {
		if (!isReadOnly) setSelected(value);
	}
	function toggleState() {
		if (!isReadOnly) setSelected(!isSelected);
	}
	return {
		isSelected,
		defaultSelected: props.defaultSelected ?? initialValue,
		setSelected: updateSelected,
		toggle: toggleState
	};
}
// node_modules/react-aria-components/dist/private/Input.mjs
var $41fb335299a4a39e$export$37fb8590cf2c088c = /*#__PURE__*/ (0, import_react.createContext)({});
var $41fb335299a4a39e$var$filterHoverProps = (props) => {
	let { onHoverStart, onHoverChange, onHoverEnd, ...otherProps } = props;
	return otherProps;
};
var $41fb335299a4a39e$export$f5b8910cec6cf069 = /*#__PURE__*/ $d7f64c32b702fe2c$export$86427a43e3e48ebb(function Input(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $41fb335299a4a39e$export$37fb8590cf2c088c);
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		...props,
		isDisabled: props.disabled
	});
	let { isFocused, isFocusVisible, focusProps } = $0c4a58759813079a$export$4e328f61c538687f({
		isTextInput: true,
		autoFocus: props.autoFocus
	});
	let isInvalid = !!props["aria-invalid"] && props["aria-invalid"] !== "false";
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: {
			isHovered,
			isFocused,
			isFocusVisible,
			isDisabled: props.disabled || false,
			isInvalid
		},
		defaultClassName: "react-aria-Input"
	});
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.input, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928($41fb335299a4a39e$var$filterHoverProps(props), focusProps, hoverProps),
		...renderProps,
		ref,
		"data-focused": isFocused || void 0,
		"data-disabled": props.disabled || void 0,
		"data-hovered": isHovered || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		"data-invalid": isInvalid || void 0
	});
});
// node_modules/react-aria/dist/private/disclosure/useDisclosure.mjs
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
function $89a3495b7d82e671$export$6e3e27031a30522f(props, state, ref) {
	let { isDisabled } = props;
	let triggerId = $390e54f620492c70$export$f680877a34711e37();
	let panelId = $390e54f620492c70$export$f680877a34711e37();
	let isSSR = $c7eafbbe1ea5834e$export$535bd6ca7f90a273();
	let raf = (0, import_react.useRef)(null);
	let handleBeforeMatch = (0, import_react.useCallback)(() => {
		raf.current = requestAnimationFrame(() => {
			if (ref.current) ref.current.setAttribute("hidden", "until-found");
		});
		(0, import_react_dom.flushSync)(() => {
			state.toggle();
		});
	}, [ref, state]);
	$600b3cf69ae46262$export$90fc3a17d93f704c(ref, "beforematch", handleBeforeMatch);
	let isExpandedRef = (0, import_react.useRef)(null);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (raf.current) cancelAnimationFrame(raf.current);
		if (ref.current && !isSSR) {
			let panel = ref.current;
			if (isExpandedRef.current == null || typeof panel.getAnimations !== "function") {
				if (state.isExpanded) {
					panel.removeAttribute("hidden");
					panel.style.setProperty("--disclosure-panel-width", "auto");
					panel.style.setProperty("--disclosure-panel-height", "auto");
				} else {
					panel.setAttribute("hidden", "until-found");
					panel.style.setProperty("--disclosure-panel-width", "0px");
					panel.style.setProperty("--disclosure-panel-height", "0px");
				}
			} else if (state.isExpanded !== isExpandedRef.current) {
				if (state.isExpanded) {
					panel.removeAttribute("hidden");
					panel.style.setProperty("--disclosure-panel-width", panel.scrollWidth + "px");
					panel.style.setProperty("--disclosure-panel-height", panel.scrollHeight + "px");
					Promise.all(panel.getAnimations().map((a) => a.finished)).then(() => {
						panel.style.setProperty("--disclosure-panel-width", "auto");
						panel.style.setProperty("--disclosure-panel-height", "auto");
					}).catch(() => {});
				} else {
					panel.style.setProperty("--disclosure-panel-width", panel.scrollWidth + "px");
					panel.style.setProperty("--disclosure-panel-height", panel.scrollHeight + "px");
					window.getComputedStyle(panel).height;
					panel.style.setProperty("--disclosure-panel-width", "0px");
					panel.style.setProperty("--disclosure-panel-height", "0px");
					Promise.all(panel.getAnimations().map((a) => a.finished)).then(() => panel.setAttribute("hidden", "until-found")).catch(() => {});
				}
			}
			isExpandedRef.current = state.isExpanded;
		}
	}, [
		isDisabled,
		ref,
		state.isExpanded,
		isSSR
	]);
	(0, import_react.useEffect)(() => {
		return () => {
			if (raf.current) cancelAnimationFrame(raf.current);
		};
	}, []);
	return {
		buttonProps: {
			id: triggerId,
			"aria-expanded": state.isExpanded,
			"aria-controls": panelId,
			onPress: (e) => {
				if (!isDisabled && e.pointerType !== "keyboard") state.toggle();
			},
			isDisabled,
			onPressStart(e) {
				if (e.pointerType === "keyboard" && !isDisabled) state.toggle();
			}
		},
		panelProps: {
			id: panelId,
			role: "group",
			"aria-labelledby": triggerId,
			"aria-hidden": !state.isExpanded,
			hidden: isSSR ? !state.isExpanded : void 0
		}
	};
}
// node_modules/react-stately/dist/private/disclosure/useDisclosureState.mjs
function $086b1fd51041276f$export$3fcbf6e4407997e0(props) {
	let [isExpanded, setExpanded] = $3e6197669829fe11$export$40bfa8c7b0832715(props.isExpanded, props.defaultExpanded || false, props.onExpandedChange);
	return {
		isExpanded,
		setExpanded,
		expand: (0, import_react.useCallback)(() => {
			setExpanded(true);
		}, [setExpanded]),
		collapse: (0, import_react.useCallback)(() => {
			setExpanded(false);
		}, [setExpanded]),
		toggle: (0, import_react.useCallback)(() => {
			setExpanded(!isExpanded);
		}, [setExpanded, isExpanded])
	};
}
// node_modules/react-aria-components/dist/private/Disclosure.mjs
var $a3e16eab0ea4036c$export$1d40e3e0cc4d5de = /*#__PURE__*/ (0, import_react.createContext)(null);
var $a3e16eab0ea4036c$export$d665dd135a51b28a = /*#__PURE__*/ (0, import_react.createContext)(null);
var $a3e16eab0ea4036c$export$dab3ea4a6ef094da = /*#__PURE__*/ (0, import_react.createContext)(null);
var $a3e16eab0ea4036c$var$InternalDisclosureContext = /*#__PURE__*/ (0, import_react.createContext)(null);
var $a3e16eab0ea4036c$export$74a362b31437ec83 = /*#__PURE__*/ (0, import_react.forwardRef)(function Disclosure(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $a3e16eab0ea4036c$export$d665dd135a51b28a);
	let groupState = (0, import_react.useContext)($a3e16eab0ea4036c$export$1d40e3e0cc4d5de);
	let { id, ...otherProps } = props;
	let defaultId = $390e54f620492c70$export$f680877a34711e37();
	id ||= defaultId;
	let isExpanded = groupState ? groupState.expandedKeys.has(id) : props.isExpanded;
	let state = $086b1fd51041276f$export$3fcbf6e4407997e0({
		...props,
		isExpanded,
		onExpandedChange(isExpanded) {
			if (groupState) groupState.toggleKey(id);
			props.onExpandedChange?.(isExpanded);
		}
	});
	let panelRef = import_react.useRef(null);
	let isDisabled = props.isDisabled || groupState?.isDisabled || false;
	let { buttonProps, panelProps } = $89a3495b7d82e671$export$6e3e27031a30522f({
		...props,
		isExpanded,
		isDisabled
	}, state, panelRef);
	let { isFocusVisible: isFocusVisibleWithin, focusProps: focusWithinProps } = $0c4a58759813079a$export$4e328f61c538687f({ within: true });
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		id: void 0,
		defaultClassName: "react-aria-Disclosure",
		values: {
			isExpanded: state.isExpanded,
			isDisabled,
			isFocusVisibleWithin,
			state
		}
	});
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(otherProps, { global: true });
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$7705c033048f6da7$export$24d547caef80ccd1, { slots: {
			[$7230ffa83bc0c2cf$export$c62b8e45d58ddad9]: {},
			trigger: buttonProps
		} }],
		[$a3e16eab0ea4036c$var$InternalDisclosureContext, {
			panelProps,
			panelRef
		}],
		[$a3e16eab0ea4036c$export$dab3ea4a6ef094da, state]
	] }, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, renderProps, focusWithinProps),
		ref,
		"data-expanded": state.isExpanded || void 0,
		"data-disabled": isDisabled || void 0,
		"data-focus-visible-within": isFocusVisibleWithin || void 0
	}, renderProps.children));
});
var $a3e16eab0ea4036c$export$feabaa331e1d464c = /*#__PURE__*/ (0, import_react.forwardRef)(function DisclosurePanel(props, ref) {
	let { role = "group" } = props;
	let { panelProps, panelRef } = (0, import_react.useContext)($a3e16eab0ea4036c$var$InternalDisclosureContext);
	let { isFocusVisible: isFocusVisibleWithin, focusProps: focusWithinProps } = $0c4a58759813079a$export$4e328f61c538687f({ within: true });
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName: "react-aria-DisclosurePanel",
		values: { isFocusVisibleWithin }
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, {
		global: true,
		labelable: true
	});
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, panelProps, focusWithinProps),
		ref: $4064df0d6f9620e1$export$c9058316764c140e(ref, panelRef),
		role,
		"data-focus-visible-within": isFocusVisibleWithin || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [[$7705c033048f6da7$export$24d547caef80ccd1, null]] }, props.children));
});
// node_modules/react-aria/dist/private/intl/toast/ar-AE.mjs
var $309fd0c1bad03077$exports = {};
$309fd0c1bad03077$exports = {
	"close": `\u{625}\u{63A}\u{644}\u{627}\u{642}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} \u{625}\u{634}\u{639}\u{627}\u{631}`,
		other: () => `${formatter.number(args.count)} \u{625}\u{634}\u{639}\u{627}\u{631}\u{627}\u{62A}`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/bg-BG.mjs
var $3f3688cb824d41f0$exports = {};
$3f3688cb824d41f0$exports = {
	"close": `\u{417}\u{430}\u{442}\u{432}\u{43E}\u{440}\u{438}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} \u{438}\u{437}\u{432}\u{435}\u{441}\u{442}\u{438}\u{435}`,
		other: () => `${formatter.number(args.count)} \u{438}\u{437}\u{432}\u{435}\u{441}\u{442}\u{438}\u{44F}`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/cs-CZ.mjs
var $710968c2c3e0117a$exports = {};
$710968c2c3e0117a$exports = {
	"close": `Zav\u{159}\xedt`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} ozn\xe1men\xed`,
		other: () => `${formatter.number(args.count)} ozn\xe1men\xed`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/da-DK.mjs
var $5bef37433078ced1$exports = {};
$5bef37433078ced1$exports = {
	"close": `Luk`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} besked`,
		other: () => `${formatter.number(args.count)} beskeder`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/de-DE.mjs
var $066f8d2af3654af5$exports = {};
$066f8d2af3654af5$exports = {
	"close": `Schlie\xdfen`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} Benachrichtigung`,
		other: () => `${formatter.number(args.count)} Benachrichtigungen`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/el-GR.mjs
var $1a89dde8179860ab$exports = {};
$1a89dde8179860ab$exports = {
	"close": `\u{39A}\u{3BB}\u{3B5}\u{3AF}\u{3C3}\u{3B9}\u{3BC}\u{3BF}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} \u{3B5}\u{3B9}\u{3B4}\u{3BF}\u{3C0}\u{3BF}\u{3AF}\u{3B7}\u{3C3}\u{3B7}`,
		other: () => `${formatter.number(args.count)} \u{3B5}\u{3B9}\u{3B4}\u{3BF}\u{3C0}\u{3BF}\u{3B9}\u{3AE}\u{3C3}\u{3B5}\u{3B9}\u{3C2}`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/en-US.mjs
var $7380b0fb0752f400$exports = {};
$7380b0fb0752f400$exports = {
	"close": `Close`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} notification`,
		other: () => `${formatter.number(args.count)} notifications`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/es-ES.mjs
var $94a7d66dc3893f24$exports = {};
$94a7d66dc3893f24$exports = {
	"close": `Cerrar`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} notificaci\xf3n`,
		other: () => `${formatter.number(args.count)} notificaciones`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/et-EE.mjs
var $347a4a6b5e1d25ae$exports = {};
$347a4a6b5e1d25ae$exports = {
	"close": `Sule`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} teatis`,
		other: () => `${formatter.number(args.count)} teatist`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/fi-FI.mjs
var $32e8bbc2ee9e0249$exports = {};
$32e8bbc2ee9e0249$exports = {
	"close": `Sulje`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} ilmoitus`,
		other: () => `${formatter.number(args.count)} ilmoitusta`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/fr-FR.mjs
var $d5d67247e4ef589b$exports = {};
$d5d67247e4ef589b$exports = {
	"close": `Fermer`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} notification`,
		other: () => `${formatter.number(args.count)} notifications`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/he-IL.mjs
var $3708737a8c6025ba$exports = {};
$3708737a8c6025ba$exports = {
	"close": `\u{5E1}\u{5D2}\u{5D5}\u{5E8}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} \u{5D4}\u{5EA}\u{5E8}\u{5D0}\u{5D4}`,
		other: () => `${formatter.number(args.count)} \u{5D4}\u{5EA}\u{5E8}\u{5D0}\u{5D5}\u{5EA}`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/hr-HR.mjs
var $6696aa30d131c66b$exports = {};
$6696aa30d131c66b$exports = {
	"close": `Zatvori`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} obavijest`,
		other: () => `${formatter.number(args.count)} obavijesti`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/hu-HU.mjs
var $8d0d4739a5ca5496$exports = {};
$8d0d4739a5ca5496$exports = {
	"close": `Bez\xe1r\xe1s`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} \xe9rtes\xedt\xe9s`,
		other: () => `${formatter.number(args.count)} \xe9rtes\xedt\xe9s`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/it-IT.mjs
var $a43e0625847b3238$exports = {};
$a43e0625847b3238$exports = {
	"close": `Chiudi`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} notifica`,
		other: () => `${formatter.number(args.count)} notifiche`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/ja-JP.mjs
var $eafdd9095a82d231$exports = {};
$eafdd9095a82d231$exports = {
	"close": `\u{9589}\u{3058}\u{308B}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} \u{500B}\u{306E}\u{901A}\u{77E5}`,
		other: () => `${formatter.number(args.count)} \u{500B}\u{306E}\u{901A}\u{77E5}`
	})}\u{3002}`
};
// node_modules/react-aria/dist/private/intl/toast/ko-KR.mjs
var $db05ee9d485703ed$exports = {};
$db05ee9d485703ed$exports = {
	"close": `\u{B2EB}\u{AE30}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)}\u{AC1C} \u{C54C}\u{B9BC}`,
		other: () => `${formatter.number(args.count)}\u{AC1C} \u{C54C}\u{B9BC}`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/lt-LT.mjs
var $59200d24148e983c$exports = {};
$59200d24148e983c$exports = {
	"close": `U\u{17E}daryti`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} prane\u{161}imas`,
		other: () => `${formatter.number(args.count)} prane\u{161}imai`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/lv-LV.mjs
var $ec93d97ef3e4f3e7$exports = {};
$ec93d97ef3e4f3e7$exports = {
	"close": `Aizv\u{113}rt`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} pazi\u{146}ojums`,
		other: () => `${formatter.number(args.count)} pazi\u{146}ojumi`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/nb-NO.mjs
var $9f456ba1a43de04c$exports = {};
$9f456ba1a43de04c$exports = {
	"close": `Lukk`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} varsling`,
		other: () => `${formatter.number(args.count)} varsler`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/nl-NL.mjs
var $d84e3ed61b9b8a27$exports = {};
$d84e3ed61b9b8a27$exports = {
	"close": `Sluiten`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} melding`,
		other: () => `${formatter.number(args.count)} meldingen`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/pl-PL.mjs
var $d8f3766a47e6ab9b$exports = {};
$d8f3766a47e6ab9b$exports = {
	"close": `Zamknij`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} powiadomienie`,
		few: () => `${formatter.number(args.count)} powiadomienia`,
		many: () => `${formatter.number(args.count)} powiadomie\u{144}`,
		other: () => `${formatter.number(args.count)} powiadomienia`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/pt-BR.mjs
var $183cacea4b9be557$exports = {};
$183cacea4b9be557$exports = {
	"close": `Fechar`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} notifica\xe7\xe3o`,
		other: () => `${formatter.number(args.count)} notifica\xe7\xf5es`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/pt-PT.mjs
var $07d656fdc0f49208$exports = {};
$07d656fdc0f49208$exports = {
	"close": `Fechar`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} notifica\xe7\xe3o`,
		other: () => `${formatter.number(args.count)} notifica\xe7\xf5es`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/ro-RO.mjs
var $5383fbac59264ffa$exports = {};
$5383fbac59264ffa$exports = {
	"close": `\xcenchide\u{163}i`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} notificare`,
		other: () => `${formatter.number(args.count)} notific\u{103}ri`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/ru-RU.mjs
var $403703b7176cf786$exports = {};
$403703b7176cf786$exports = {
	"close": `\u{417}\u{430}\u{43A}\u{440}\u{44B}\u{442}\u{44C}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} \u{443}\u{432}\u{435}\u{434}\u{43E}\u{43C}\u{43B}\u{435}\u{43D}\u{438}\u{435}`,
		other: () => `${formatter.number(args.count)} \u{443}\u{432}\u{435}\u{434}\u{43E}\u{43C}\u{43B}\u{435}\u{43D}\u{438}\u{44F}`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/sk-SK.mjs
var $4e49c7d7e3a86269$exports = {};
$4e49c7d7e3a86269$exports = {
	"close": `Zatvori\u{165}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} ozn\xe1menie`,
		few: () => `${formatter.number(args.count)} ozn\xe1menia`,
		other: () => `${formatter.number(args.count)} ozn\xe1men\xed`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/sl-SI.mjs
var $d5720ca22d188058$exports = {};
$d5720ca22d188058$exports = {
	"close": `Zapri`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} obvestilo`,
		two: () => `${formatter.number(args.count)} obvestili`,
		few: () => `${formatter.number(args.count)} obvestila`,
		other: () => `${formatter.number(args.count)} obvestil`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/sr-SP.mjs
var $096ecba971fbf4b7$exports = {};
$096ecba971fbf4b7$exports = {
	"close": `Zatvori`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} obave\u{161}tenje`,
		other: () => `${formatter.number(args.count)} obave\u{161}tenja`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/sv-SE.mjs
var $c95907e6aed76e0f$exports = {};
$c95907e6aed76e0f$exports = {
	"close": `St\xe4ng`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} meddelande`,
		other: () => `${formatter.number(args.count)} meddelanden`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/tr-TR.mjs
var $04d09c082f380fd0$exports = {};
$04d09c082f380fd0$exports = {
	"close": `Kapat`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} bildirim`,
		other: () => `${formatter.number(args.count)} bildirim`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/uk-UA.mjs
var $e12d694c6770027d$exports = {};
$e12d694c6770027d$exports = {
	"close": `\u{417}\u{430}\u{43A}\u{440}\u{438}\u{442}\u{438}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} \u{441}\u{43F}\u{43E}\u{432}\u{456}\u{449}\u{435}\u{43D}\u{43D}\u{44F}`,
		other: () => `${formatter.number(args.count)} \u{441}\u{43F}\u{43E}\u{432}\u{456}\u{449}\u{435}\u{43D}\u{43D}\u{44F}`
	})}.`
};
// node_modules/react-aria/dist/private/intl/toast/zh-CN.mjs
var $e52ebae3753139c8$exports = {};
$e52ebae3753139c8$exports = {
	"close": `\u{5173}\u{95ED}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} \u{4E2A}\u{901A}\u{77E5}`,
		other: () => `${formatter.number(args.count)} \u{4E2A}\u{901A}\u{77E5}`
	})}\u{3002}`
};
// node_modules/react-aria/dist/private/intl/toast/zh-TW.mjs
var $9b0863f15a26a58c$exports = {};
$9b0863f15a26a58c$exports = {
	"close": `\u{95DC}\u{9589}`,
	"notifications": (args, formatter) => `${formatter.plural(args.count, {
		one: () => `${formatter.number(args.count)} \u{500B}\u{901A}\u{77E5}`,
		other: () => `${formatter.number(args.count)} \u{500B}\u{901A}\u{77E5}`
	})}\u{3002}`
};
// node_modules/react-aria/dist/private/toast/intlStrings.mjs
var $f3e1a27213f96b5b$exports = {};
$f3e1a27213f96b5b$exports = {
	"ar-AE": $309fd0c1bad03077$exports,
	"bg-BG": $3f3688cb824d41f0$exports,
	"cs-CZ": $710968c2c3e0117a$exports,
	"da-DK": $5bef37433078ced1$exports,
	"de-DE": $066f8d2af3654af5$exports,
	"el-GR": $1a89dde8179860ab$exports,
	"en-US": $7380b0fb0752f400$exports,
	"es-ES": $94a7d66dc3893f24$exports,
	"et-EE": $347a4a6b5e1d25ae$exports,
	"fi-FI": $32e8bbc2ee9e0249$exports,
	"fr-FR": $d5d67247e4ef589b$exports,
	"he-IL": $3708737a8c6025ba$exports,
	"hr-HR": $6696aa30d131c66b$exports,
	"hu-HU": $8d0d4739a5ca5496$exports,
	"it-IT": $a43e0625847b3238$exports,
	"ja-JP": $eafdd9095a82d231$exports,
	"ko-KR": $db05ee9d485703ed$exports,
	"lt-LT": $59200d24148e983c$exports,
	"lv-LV": $ec93d97ef3e4f3e7$exports,
	"nb-NO": $9f456ba1a43de04c$exports,
	"nl-NL": $d84e3ed61b9b8a27$exports,
	"pl-PL": $d8f3766a47e6ab9b$exports,
	"pt-BR": $183cacea4b9be557$exports,
	"pt-PT": $07d656fdc0f49208$exports,
	"ro-RO": $5383fbac59264ffa$exports,
	"ru-RU": $403703b7176cf786$exports,
	"sk-SK": $4e49c7d7e3a86269$exports,
	"sl-SI": $d5720ca22d188058$exports,
	"sr-SP": $096ecba971fbf4b7$exports,
	"sv-SE": $c95907e6aed76e0f$exports,
	"tr-TR": $04d09c082f380fd0$exports,
	"uk-UA": $e12d694c6770027d$exports,
	"zh-CN": $e52ebae3753139c8$exports,
	"zh-TW": $9b0863f15a26a58c$exports
};
// node_modules/react-aria/dist/private/toast/useToast.mjs
function $parcel$interopDefault$1(a) {
	return a && a.__esModule ? a.default : a;
}
function $e9b287e97f25ea01$export$a407b657d3044108(props, state, ref) {
	let { key, timer, timeout } = props.toast;
	(0, import_react.useEffect)(() => {
		if (timer == null || timeout == null) return;
		timer.reset(timeout);
		return () => {
			timer.pause();
		};
	}, [timer, timeout]);
	let titleId = $390e54f620492c70$export$f680877a34711e37();
	let descriptionId = $390e54f620492c70$export$b4cc09c592e8fdb8();
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault$1($f3e1a27213f96b5b$exports), "@react-aria/toast");
	let [isVisible, setIsVisible] = (0, import_react.useState)(false);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		setIsVisible(true);
	}, []);
	return {
		toastProps: {
			...$8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true }),
			role: "alertdialog",
			"aria-modal": "false",
			"aria-labelledby": props["aria-labelledby"] || titleId,
			"aria-describedby": props["aria-describedby"] || descriptionId,
			tabIndex: 0
		},
		contentProps: {
			role: "alert",
			"aria-atomic": "true",
			"aria-hidden": isVisible ? void 0 : "true"
		},
		titleProps: { id: titleId },
		descriptionProps: { id: descriptionId },
		closeButtonProps: {
			"aria-label": stringFormatter.format("close"),
			onPress: () => state.close(key)
		}
	};
}
// node_modules/react-aria/dist/private/landmark/useLandmark.mjs
var import_shim = require_shim();
var $6b88d4883d4c7fe3$var$LANDMARK_API_VERSION = 1;
var $6b88d4883d4c7fe3$var$landmarkSymbol = Symbol.for("react-aria-landmark-manager");
function $6b88d4883d4c7fe3$var$subscribe(fn) {
	document.addEventListener("react-aria-landmark-manager-change", fn);
	return () => document.removeEventListener("react-aria-landmark-manager-change", fn);
}
function $6b88d4883d4c7fe3$var$getLandmarkManager() {
	if (typeof document === "undefined") return null;
	let instance = document[$6b88d4883d4c7fe3$var$landmarkSymbol];
	if (instance && instance.version >= $6b88d4883d4c7fe3$var$LANDMARK_API_VERSION) return instance;
	document[$6b88d4883d4c7fe3$var$landmarkSymbol] = new $6b88d4883d4c7fe3$var$LandmarkManager();
	document.dispatchEvent(new CustomEvent("react-aria-landmark-manager-change"));
	return document[$6b88d4883d4c7fe3$var$landmarkSymbol];
}
function $6b88d4883d4c7fe3$var$useLandmarkManager() {
	return (0, import_shim.useSyncExternalStore)($6b88d4883d4c7fe3$var$subscribe, $6b88d4883d4c7fe3$var$getLandmarkManager, $6b88d4883d4c7fe3$var$getLandmarkManager);
}
var $6b88d4883d4c7fe3$var$LandmarkManager = class {
	constructor() {
		this.landmarks = [];
		this.isListening = false;
		this.refCount = 0;
		this.version = $6b88d4883d4c7fe3$var$LANDMARK_API_VERSION;
		this.f6Handler = this.f6Handler.bind(this);
		this.focusinHandler = this.focusinHandler.bind(this);
		this.focusoutHandler = this.focusoutHandler.bind(this);
	}
	setupIfNeeded() {
		if (this.isListening) return;
		document.addEventListener("keydown", this.f6Handler, { capture: true });
		document.addEventListener("focusin", this.focusinHandler, { capture: true });
		document.addEventListener("focusout", this.focusoutHandler, { capture: true });
		this.isListening = true;
	}
	teardownIfNeeded() {
		if (!this.isListening || this.landmarks.length > 0 || this.refCount > 0) return;
		document.removeEventListener("keydown", this.f6Handler, { capture: true });
		document.removeEventListener("focusin", this.focusinHandler, { capture: true });
		document.removeEventListener("focusout", this.focusoutHandler, { capture: true });
		this.isListening = false;
	}
	focusLandmark(landmark, direction) {
		this.landmarks.find((l) => l.ref.current === landmark)?.focus?.(direction);
	}
	/**
	* Return set of landmarks with a specific role.
	*/ getLandmarksByRole(role) {
		return new Set(this.landmarks.filter((l) => l.role === role));
	}
	/**
	* Return first landmark with a specific role.
	*/ getLandmarkByRole(role) {
		return this.landmarks.find((l) => l.role === role);
	}
	addLandmark(newLandmark) {
		this.setupIfNeeded();
		if (this.landmarks.find((landmark) => landmark.ref === newLandmark.ref) || !newLandmark.ref.current) return;
		if (this.landmarks.filter((landmark) => landmark.role === "main").length > 1 && false);
		if (this.landmarks.length === 0) {
			this.landmarks = [newLandmark];
			this.checkLabels(newLandmark.role);
			return;
		}
		let start = 0;
		let end = this.landmarks.length - 1;
		while (start <= end) {
			let mid = Math.floor((start + end) / 2);
			let comparedPosition = newLandmark.ref.current.compareDocumentPosition(this.landmarks[mid].ref.current);
			if (Boolean(comparedPosition & Node.DOCUMENT_POSITION_PRECEDING || comparedPosition & Node.DOCUMENT_POSITION_CONTAINS)) start = mid + 1;
			else end = mid - 1;
		}
		this.landmarks.splice(start, 0, newLandmark);
		this.checkLabels(newLandmark.role);
	}
	updateLandmark(landmark) {
		let index = this.landmarks.findIndex((l) => l.ref === landmark.ref);
		if (index >= 0) {
			this.landmarks[index] = {
				...this.landmarks[index],
				...landmark
			};
			this.checkLabels(this.landmarks[index].role);
		}
	}
	removeLandmark(ref) {
		this.landmarks = this.landmarks.filter((landmark) => landmark.ref !== ref);
		this.teardownIfNeeded();
	}
	/**
	* Warn if there are 2+ landmarks with the same role but no label.
	* Labels for landmarks with the same role must also be unique.
	*
	* See https://www.w3.org/WAI/ARIA/apg/practices/landmark-regions/.
	*/ checkLabels(role) {
		let landmarksWithRole = this.getLandmarksByRole(role);
		if (landmarksWithRole.size > 1) {
			if ([...landmarksWithRole].filter((landmark) => !landmark.label).length > 0 && false);
		}
	}
	/**
	* Get the landmark that is the closest parent in the DOM.
	* Returns undefined if no parent is a landmark.
	*/ closestLandmark(element) {
		let landmarkMap = new Map(this.landmarks.map((l) => [l.ref.current, l]));
		let currentElement = element;
		while (currentElement && !landmarkMap.has(currentElement) && currentElement !== document.body && currentElement.parentElement) currentElement = currentElement.parentElement;
		return landmarkMap.get(currentElement);
	}
	/**
	* Gets the next landmark, in DOM focus order, or previous if backwards is specified.
	* If last landmark, next should be the first landmark.
	* If not inside a landmark, will return first landmark.
	* Returns undefined if there are no landmarks.
	*/ getNextLandmark(element, { backward }) {
		let currentLandmark = this.closestLandmark(element);
		let nextLandmarkIndex = backward ? this.landmarks.length - 1 : 0;
		if (currentLandmark) nextLandmarkIndex = this.landmarks.indexOf(currentLandmark) + (backward ? -1 : 1);
		let wrapIfNeeded = () => {
			if (nextLandmarkIndex < 0) {
				if (!element.dispatchEvent(new CustomEvent("react-aria-landmark-navigation", {
					detail: { direction: "backward" },
					bubbles: true,
					cancelable: true
				}))) return true;
				nextLandmarkIndex = this.landmarks.length - 1;
			} else if (nextLandmarkIndex >= this.landmarks.length) {
				if (!element.dispatchEvent(new CustomEvent("react-aria-landmark-navigation", {
					detail: { direction: "forward" },
					bubbles: true,
					cancelable: true
				}))) return true;
				nextLandmarkIndex = 0;
			}
			if (nextLandmarkIndex < 0 || nextLandmarkIndex >= this.landmarks.length) return true;
			return false;
		};
		if (wrapIfNeeded()) return void 0;
		let i = nextLandmarkIndex;
		while (this.landmarks[nextLandmarkIndex].ref.current?.closest("[aria-hidden=true]")) {
			nextLandmarkIndex += backward ? -1 : 1;
			if (wrapIfNeeded()) return void 0;
			if (nextLandmarkIndex === i) break;
		}
		return this.landmarks[nextLandmarkIndex];
	}
	/**
	* Look at next landmark. If an element was previously focused inside, restore focus there.
	* If not, focus the landmark itself.
	* If no landmarks at all, or none with focusable elements, don't move focus.
	*/ f6Handler(e) {
		if (e.key === "F6") {
			if (e.altKey ? this.focusMain() : this.navigate($23f2114a1b82827e$export$e58f029f0fbfdb29(e), e.shiftKey)) {
				e.preventDefault();
				e.stopPropagation();
			}
		}
	}
	focusMain() {
		let main = this.getLandmarkByRole("main");
		if (main && main.ref.current && main.ref.current.isConnected) {
			this.focusLandmark(main.ref.current, "forward");
			return true;
		}
		return false;
	}
	navigate(from, backward) {
		let nextLandmark = this.getNextLandmark(from, { backward });
		if (!nextLandmark) return false;
		if (nextLandmark.lastFocused) {
			let lastFocused = nextLandmark.lastFocused;
			if ($23f2114a1b82827e$export$4282f70798064fe0(document.body, lastFocused)) {
				lastFocused.focus();
				return true;
			}
		}
		if (nextLandmark.ref.current && nextLandmark.ref.current.isConnected) {
			this.focusLandmark(nextLandmark.ref.current, backward ? "backward" : "forward");
			return true;
		}
		return false;
	}
	/**
	* Sets lastFocused for a landmark, if focus is moved within that landmark.
	* Lets the last focused landmark know it was blurred if something else is focused.
	*/ focusinHandler(e) {
		let currentLandmark = this.closestLandmark($23f2114a1b82827e$export$e58f029f0fbfdb29(e));
		if (currentLandmark && currentLandmark.ref.current !== $23f2114a1b82827e$export$e58f029f0fbfdb29(e)) this.updateLandmark({
			ref: currentLandmark.ref,
			lastFocused: $23f2114a1b82827e$export$e58f029f0fbfdb29(e)
		});
		let previousFocusedElement = e.relatedTarget;
		if (previousFocusedElement) {
			let closestPreviousLandmark = this.closestLandmark(previousFocusedElement);
			if (closestPreviousLandmark && closestPreviousLandmark.ref.current === previousFocusedElement) closestPreviousLandmark.blur();
		}
	}
	/**
	* Track if the focus is lost to the body. If it is, do cleanup on the landmark that last had
	* focus.
	*/ focusoutHandler(e) {
		let previousFocusedElement = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
		let nextFocusedElement = e.relatedTarget;
		if (!nextFocusedElement || nextFocusedElement === document) {
			let closestPreviousLandmark = this.closestLandmark(previousFocusedElement);
			if (closestPreviousLandmark && closestPreviousLandmark.ref.current === previousFocusedElement) closestPreviousLandmark.blur();
		}
	}
	createLandmarkController() {
		let instance = this;
		instance.refCount++;
		instance.setupIfNeeded();
		return {
			navigate(direction, opts) {
				let element = opts?.from || document.activeElement;
				return instance.navigate(element, direction === "backward");
			},
			focusNext(opts) {
				let element = opts?.from || document.activeElement;
				return instance.navigate(element, false);
			},
			focusPrevious(opts) {
				let element = opts?.from || document.activeElement;
				return instance.navigate(element, true);
			},
			focusMain() {
				return instance.focusMain();
			},
			dispose() {
				if (instance) {
					instance.refCount--;
					instance.teardownIfNeeded();
					instance = null;
				}
			}
		};
	}
	registerLandmark(landmark) {
		if (this.landmarks.find((l) => l.ref === landmark.ref)) this.updateLandmark(landmark);
		else this.addLandmark(landmark);
		return () => this.removeLandmark(landmark.ref);
	}
};
function $6b88d4883d4c7fe3$export$4cc632584fd87fae(props, ref) {
	const { role, "aria-label": ariaLabel, "aria-labelledby": ariaLabelledby, focus } = props;
	let manager = $6b88d4883d4c7fe3$var$useLandmarkManager();
	let label = ariaLabel || ariaLabelledby;
	let [isLandmarkFocused, setIsLandmarkFocused] = (0, import_react.useState)(false);
	let defaultFocus = (0, import_react.useCallback)(() => {
		setIsLandmarkFocused(true);
	}, [setIsLandmarkFocused]);
	let blur = (0, import_react.useCallback)(() => {
		setIsLandmarkFocused(false);
	}, [setIsLandmarkFocused]);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (manager) return manager.registerLandmark({
			ref,
			label,
			role,
			focus: focus || defaultFocus,
			blur
		});
	}, [
		manager,
		label,
		ref,
		role,
		focus,
		defaultFocus,
		blur
	]);
	(0, import_react.useEffect)(() => {
		if (isLandmarkFocused) ref.current?.focus();
	}, [isLandmarkFocused, ref]);
	return { landmarkProps: {
		role,
		tabIndex: isLandmarkFocused ? -1 : void 0,
		"aria-label": ariaLabel,
		"aria-labelledby": ariaLabelledby
	} };
}
// node_modules/react-aria/dist/private/toast/useToastRegion.mjs
function $parcel$interopDefault(a) {
	return a && a.__esModule ? a.default : a;
}
function $17a75c27599f3197$export$b8cbbb20a51697de(props, state, ref) {
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault($f3e1a27213f96b5b$exports), "@react-aria/toast");
	let { landmarkProps } = $6b88d4883d4c7fe3$export$4cc632584fd87fae({
		role: "region",
		"aria-label": props["aria-label"] || stringFormatter.format("notifications", { count: state.visibleToasts.length })
	}, ref);
	let isHovered = (0, import_react.useRef)(false);
	let isFocused = (0, import_react.useRef)(false);
	let updateTimers = (0, import_react.useCallback)(() => {
		if (isHovered.current || isFocused.current) state.pauseAll();
		else state.resumeAll();
	}, [state]);
	let { hoverProps } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		onHoverStart: () => {
			isHovered.current = true;
			updateTimers();
		},
		onHoverEnd: () => {
			isHovered.current = false;
			updateTimers();
		}
	});
	let toasts = (0, import_react.useRef)([]);
	let prevVisibleToasts = (0, import_react.useRef)(state.visibleToasts);
	let focusedToast = (0, import_react.useRef)(null);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (focusedToast.current === -1 || state.visibleToasts.length === 0 || !ref.current) {
			toasts.current = [];
			prevVisibleToasts.current = state.visibleToasts;
			return;
		}
		toasts.current = [...ref.current.querySelectorAll("[role=\"alertdialog\"]")];
		if (prevVisibleToasts.current.length === state.visibleToasts.length && state.visibleToasts.every((t, i) => t.key === prevVisibleToasts.current[i].key)) {
			prevVisibleToasts.current = state.visibleToasts;
			return;
		}
		let allToasts = prevVisibleToasts.current.map((t, i) => ({
			...t,
			i,
			isRemoved: !state.visibleToasts.some((t2) => t.key === t2.key)
		}));
		let removedFocusedToastIndex = allToasts.findIndex((t) => t.i === focusedToast.current && t.isRemoved);
		if (removedFocusedToastIndex > -1) {
			if ($8f5a2122b0992be3$export$630ff653c5ada6a9() === "pointer" && lastFocused.current?.isConnected) $1969ac565cfec8d0$export$de79e2c695e052f3(lastFocused.current);
			else {
				let i = 0;
				let nextToast;
				let prevToast;
				while (i <= removedFocusedToastIndex) {
					if (!allToasts[i].isRemoved) prevToast = Math.max(0, i - 1);
					i++;
				}
				while (i < allToasts.length) {
					if (!allToasts[i].isRemoved) {
						nextToast = i - 1;
						break;
					}
					i++;
				}
				if (prevToast === void 0 && nextToast === void 0) prevToast = 0;
				if (prevToast >= 0 && prevToast < toasts.current.length) $1969ac565cfec8d0$export$de79e2c695e052f3(toasts.current[prevToast]);
				else if (nextToast >= 0 && nextToast < toasts.current.length) $1969ac565cfec8d0$export$de79e2c695e052f3(toasts.current[nextToast]);
			}
		}
		prevVisibleToasts.current = state.visibleToasts;
	}, [state.visibleToasts, ref]);
	let lastFocused = (0, import_react.useRef)(null);
	let { focusWithinProps } = $2c9edc598a03d523$export$420e68273165f4ec({
		onFocusWithin: (e) => {
			isFocused.current = true;
			lastFocused.current = e.relatedTarget;
			updateTimers();
		},
		onBlurWithin: () => {
			isFocused.current = false;
			lastFocused.current = null;
			updateTimers();
		}
	});
	(0, import_react.useEffect)(() => {
		if (state.visibleToasts.length === 0 && lastFocused.current?.isConnected) {
			if ($8f5a2122b0992be3$export$630ff653c5ada6a9() === "pointer") $1969ac565cfec8d0$export$de79e2c695e052f3(lastFocused.current);
			else lastFocused.current.focus();
			lastFocused.current = null;
		}
	}, [ref, state.visibleToasts.length]);
	(0, import_react.useEffect)(() => {
		return () => {
			if (lastFocused.current?.isConnected) {
				if ($8f5a2122b0992be3$export$630ff653c5ada6a9() === "pointer") $1969ac565cfec8d0$export$de79e2c695e052f3(lastFocused.current);
				else lastFocused.current.focus();
				lastFocused.current = null;
			}
		};
	}, [ref]);
	return { regionProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(landmarkProps, hoverProps, focusWithinProps, {
		tabIndex: -1,
		"data-react-aria-top-layer": true,
		onFocus: (e) => {
			let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e).closest("[role=\"alertdialog\"]");
			focusedToast.current = toasts.current.findIndex((t) => t === target);
		},
		onBlur: () => {
			focusedToast.current = -1;
		}
	}) };
}
// node_modules/react-stately/dist/private/toast/useToastState.mjs
function $ac6ee1e83ff78022$export$84726ef35ca2129a(queue) {
	let subscribe = (0, import_react.useCallback)((fn) => queue.subscribe(fn), [queue]);
	let getSnapshot = (0, import_react.useCallback)(() => queue.visibleToasts, [queue]);
	return {
		visibleToasts: (0, import_shim.useSyncExternalStore)(subscribe, getSnapshot, getSnapshot),
		add: (content, options) => queue.add(content, options),
		close: (key) => queue.close(key),
		pauseAll: () => queue.pauseAll(),
		resumeAll: () => queue.resumeAll()
	};
}
var $ac6ee1e83ff78022$export$f1f8569633bbbec4 = class {
	constructor(options) {
		this.queue = [];
		this.subscriptions = /* @__PURE__ */ new Set();
		/** The currently visible toasts. */ this.visibleToasts = [];
		this.maxVisibleToasts = options?.maxVisibleToasts ?? Infinity;
		this.wrapUpdate = options?.wrapUpdate;
	}
	runWithWrapUpdate(fn, action) {
		if (this.wrapUpdate) this.wrapUpdate(fn, action);
		else fn();
	}
	/** Subscribes to updates to the visible toasts. */ subscribe(fn) {
		this.subscriptions.add(fn);
		return () => this.subscriptions.delete(fn);
	}
	/** Adds a new toast to the queue. */ add(content, options = {}) {
		let toastKey = "_" + Math.random().toString(36).slice(2);
		let toast = {
			...options,
			content,
			key: toastKey,
			timer: options.timeout ? new $ac6ee1e83ff78022$var$Timer(() => this.close(toastKey), options.timeout) : void 0
		};
		this.queue.unshift(toast);
		this.updateVisibleToasts("add");
		return toastKey;
	}
	/**
	* Closes a toast.
	*/ close(key) {
		let index = this.queue.findIndex((t) => t.key === key);
		if (index >= 0) {
			this.queue[index].onClose?.();
			this.queue.splice(index, 1);
		}
		this.updateVisibleToasts("remove");
	}
	updateVisibleToasts(action) {
		this.visibleToasts = this.queue.slice(0, this.maxVisibleToasts);
		this.runWithWrapUpdate(() => {
			for (let fn of this.subscriptions) fn();
		}, action);
	}
	/** Pauses the timers for all visible toasts. */ pauseAll() {
		for (let toast of this.visibleToasts) if (toast.timer) toast.timer.pause();
	}
	/** Resumes the timers for all visible toasts. */ resumeAll() {
		for (let toast of this.visibleToasts) if (toast.timer) toast.timer.resume();
	}
	clear() {
		this.queue = [];
		this.updateVisibleToasts("clear");
	}
};
var $ac6ee1e83ff78022$var$Timer = class {
	constructor(callback, delay) {
		this.startTime = null;
		this.remaining = delay;
		this.callback = callback;
	}
	reset(delay) {
		this.remaining = delay;
		this.resume();
	}
	pause() {
		if (this.timerId == null) return;
		clearTimeout(this.timerId);
		this.timerId = null;
		this.remaining -= Date.now() - this.startTime;
	}
	resume() {
		if (this.remaining <= 0) return;
		this.startTime = Date.now();
		this.timerId = setTimeout(() => {
			this.timerId = null;
			this.remaining = 0;
			this.callback();
		}, this.remaining);
	}
};
// node_modules/react-aria-components/dist/private/Toast.mjs
var $c92dc34ff52981e1$export$17d647cb5858af3d = /*#__PURE__*/ (0, import_react.createContext)(null);
/**
* A ToastRegion displays one or more toast notifications.
*/ var $c92dc34ff52981e1$export$133f5cbcf6f82aa1 = /*#__PURE__*/ (0, import_react.forwardRef)(function ToastRegion(props, ref) {
	let isSSR = $c7eafbbe1ea5834e$export$535bd6ca7f90a273();
	let state = $ac6ee1e83ff78022$export$84726ef35ca2129a(props.queue);
	let objectRef = $03e8ab2d84d7657a$export$4338b53315abf666(ref);
	let { regionProps } = $17a75c27599f3197$export$b8cbbb20a51697de(props, state, objectRef);
	let { focusProps, isFocused, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f();
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({});
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		children: void 0,
		defaultClassName: "react-aria-ToastRegion",
		values: {
			visibleToasts: state.visibleToasts,
			isHovered,
			isFocused,
			isFocusVisible
		}
	});
	let { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let portalContainer;
	let { getContainer } = $72abaeab4d80592f$export$9fc1347d4195ccb3();
	if (!isSSR) {
		portalContainer = document.body;
		if (getContainer) portalContainer = getContainer();
	}
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	let region = /*#__PURE__*/ import_react.createElement($c92dc34ff52981e1$export$17d647cb5858af3d.Provider, { value: state }, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, regionProps, focusProps, hoverProps),
		dir: direction,
		ref: objectRef,
		"data-hovered": isHovered || void 0,
		"data-focused": isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0
	}, typeof props.children === "function" ? /*#__PURE__*/ import_react.createElement($c92dc34ff52981e1$export$a40376c2ff45c041, {
		...props,
		render: void 0,
		className: void 0,
		style: { display: "contents" }
	}, props.children) : props.children));
	return state.visibleToasts.length > 0 && portalContainer ? /*#__PURE__*/ (0, import_react_dom.createPortal)(region, portalContainer) : null;
});
var $c92dc34ff52981e1$export$a40376c2ff45c041 = /*#__PURE__*/ (0, import_react.forwardRef)(function ToastList(props, ref) {
	let state = (0, import_react.useContext)($c92dc34ff52981e1$export$17d647cb5858af3d);
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({});
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		children: void 0,
		defaultClassName: "react-aria-ToastList",
		values: {
			visibleToasts: state.visibleToasts,
			isFocused: false,
			isFocusVisible: false,
			isHovered
		}
	});
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.ol, {
		...hoverProps,
		...renderProps,
		ref
	}, state.visibleToasts.map((toast) => /*#__PURE__*/ import_react.createElement("li", {
		key: toast.key,
		style: { display: "contents" }
	}, props.children({ toast }))));
});
/**
* A Toast displays a brief, temporary notification of actions, errors, or other events in an
* application.
*/ var $c92dc34ff52981e1$export$200206268470a71 = /*#__PURE__*/ (0, import_react.forwardRef)(function Toast(props, ref) {
	let state = (0, import_react.useContext)($c92dc34ff52981e1$export$17d647cb5858af3d);
	let objectRef = $03e8ab2d84d7657a$export$4338b53315abf666(ref);
	let { toastProps, contentProps, titleProps, descriptionProps, closeButtonProps } = $e9b287e97f25ea01$export$a407b657d3044108(props, state, objectRef);
	let { focusProps, isFocused, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f();
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName: "react-aria-Toast",
		values: {
			toast: props.toast,
			isFocused,
			isFocusVisible
		}
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, toastProps, focusProps),
		ref: objectRef,
		"data-focused": isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$c92dc34ff52981e1$export$3a0d85872d9f73f2, contentProps],
		[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
			[$7230ffa83bc0c2cf$export$c62b8e45d58ddad9]: {},
			title: titleProps,
			description: descriptionProps
		} }],
		[$7705c033048f6da7$export$24d547caef80ccd1, { slots: {
			[$7230ffa83bc0c2cf$export$c62b8e45d58ddad9]: {},
			close: closeButtonProps
		} }]
	] }, renderProps.children));
});
var $c92dc34ff52981e1$export$3a0d85872d9f73f2 = /*#__PURE__*/ (0, import_react.createContext)({});
var $c92dc34ff52981e1$export$b134a6cc89b08851 = /*#__PURE__*/ (0, import_react.forwardRef)(function ToastContent(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $c92dc34ff52981e1$export$3a0d85872d9f73f2);
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		render: props.render,
		className: "react-aria-ToastContent",
		...props,
		ref
	}, props.children);
});
// node_modules/react-aria/dist/private/button/useToggleButton.mjs
function $b54a524c670b905d$export$51e84d46ca0bc451(props, state, ref) {
	const { isSelected } = state;
	const { isPressed, buttonProps } = $ac4318a9c075bb9f$export$ea18c227d4417cc3({
		...props,
		onPress: $a4e76a5424781910$export$e08e3b67e392101e(state.toggle, props.onPress)
	}, ref);
	return {
		isPressed,
		isSelected,
		isDisabled: props.isDisabled || false,
		buttonProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(buttonProps, { "aria-pressed": isSelected })
	};
}
// node_modules/react-aria/dist/private/toolbar/useToolbar.mjs
function $afa781ff67c1cd08$export$fa142eb1681c520(props, ref) {
	const { "aria-label": ariaLabel, "aria-labelledby": ariaLabelledBy, orientation = "horizontal" } = props;
	let [isInToolbar, setInToolbar] = (0, import_react.useState)(false);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		setInToolbar(!!(ref.current && ref.current.parentElement?.closest("[role=\"toolbar\"]")));
	});
	const { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	const shouldReverse = direction === "rtl" && orientation === "horizontal";
	let focusManager = $535772f9d2c1f38d$export$c5251b9e124bf29(ref);
	const onKeyDown = (e) => {
		if (!$23f2114a1b82827e$export$4282f70798064fe0(e.currentTarget, $23f2114a1b82827e$export$e58f029f0fbfdb29(e))) return;
		if (orientation === "horizontal" && e.key === "ArrowRight" || orientation === "vertical" && e.key === "ArrowDown") {
			if (shouldReverse) focusManager.focusPrevious();
			else focusManager.focusNext();
		} else if (orientation === "horizontal" && e.key === "ArrowLeft" || orientation === "vertical" && e.key === "ArrowUp") {
			if (shouldReverse) focusManager.focusNext();
			else focusManager.focusPrevious();
		} else if (e.key === "Tab") {
			lastFocused.current = $23f2114a1b82827e$export$cd4e5573fbe2b576();
			if (e.shiftKey) focusManager.focusFirst();
			else focusManager.focusLast();
			return;
		} else return;
		e.stopPropagation();
		e.preventDefault();
	};
	const lastFocused = (0, import_react.useRef)(null);
	const onBlur = (e) => {
		if (!$23f2114a1b82827e$export$4282f70798064fe0(e.currentTarget, e.relatedTarget) && !lastFocused.current) lastFocused.current = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
	};
	const onFocus = (e) => {
		if (lastFocused.current && !$23f2114a1b82827e$export$4282f70798064fe0(e.currentTarget, e.relatedTarget) && $23f2114a1b82827e$export$4282f70798064fe0(ref.current, $23f2114a1b82827e$export$e58f029f0fbfdb29(e))) {
			lastFocused.current?.focus();
			lastFocused.current = null;
		}
	};
	return { toolbarProps: {
		...$8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true }),
		role: !isInToolbar ? "toolbar" : "group",
		"aria-orientation": orientation,
		"aria-label": ariaLabel,
		"aria-labelledby": ariaLabel == null ? ariaLabelledBy : void 0,
		onKeyDownCapture: !isInToolbar ? onKeyDown : void 0,
		onFocusCapture: !isInToolbar ? onFocus : void 0,
		onBlurCapture: !isInToolbar ? onBlur : void 0
	} };
}
// node_modules/react-aria/dist/private/button/useToggleButtonGroup.mjs
function $162557ba4d6f08dd$export$dd5580ae642f110f(props, state, ref) {
	let { isDisabled } = props;
	let { toolbarProps } = $afa781ff67c1cd08$export$fa142eb1681c520(props, ref);
	return { groupProps: {
		...toolbarProps,
		role: state.selectionMode === "single" ? "radiogroup" : toolbarProps.role,
		"aria-disabled": isDisabled
	} };
}
function $162557ba4d6f08dd$export$bc53712daae3d6e6(props, state, ref) {
	let toggleState = {
		isSelected: state.selectedKeys.has(props.id),
		defaultSelected: false,
		setSelected(isSelected) {
			state.setSelected(props.id, isSelected);
		},
		toggle() {
			state.toggleKey(props.id);
		}
	};
	let { isPressed, isSelected, isDisabled, buttonProps } = $b54a524c670b905d$export$51e84d46ca0bc451({
		...props,
		id: void 0,
		isDisabled: props.isDisabled || state.isDisabled
	}, toggleState, ref);
	if (state.selectionMode === "single") {
		buttonProps.role = "radio";
		buttonProps["aria-checked"] = toggleState.isSelected;
		delete buttonProps["aria-pressed"];
	}
	return {
		isPressed,
		isSelected,
		isDisabled,
		buttonProps
	};
}
// node_modules/react-stately/dist/private/toggle/useToggleGroupState.mjs
function $3d8ad31c4c1725e9$export$8deac67f4addf270(props) {
	let { selectionMode = "single", disallowEmptySelection, isDisabled = false } = props;
	let [selectedKeys, setSelectedKeys] = $3e6197669829fe11$export$40bfa8c7b0832715((0, import_react.useMemo)(() => props.selectedKeys ? new Set(props.selectedKeys) : void 0, [props.selectedKeys]), (0, import_react.useMemo)(() => props.defaultSelectedKeys ? new Set(props.defaultSelectedKeys) : /* @__PURE__ */ new Set(), [props.defaultSelectedKeys]), props.onSelectionChange);
	return {
		selectionMode,
		isDisabled,
		selectedKeys,
		setSelectedKeys,
		toggleKey(key) {
			let keys;
			if (selectionMode === "multiple") {
				keys = new Set(selectedKeys);
				if (keys.has(key) && (!disallowEmptySelection || keys.size > 1)) keys.delete(key);
				else keys.add(key);
			} else keys = new Set(selectedKeys.has(key) && !disallowEmptySelection ? [] : [key]);
			setSelectedKeys(keys);
		},
		setSelected(key, isSelected) {
			if (isSelected !== selectedKeys.has(key)) this.toggleKey(key);
		}
	};
}
// node_modules/react-aria-components/dist/private/ToggleButtonGroup.mjs
var $bc25b811ec97a172$export$298258635ae0dd97 = /*#__PURE__*/ (0, import_react.createContext)({});
var $bc25b811ec97a172$export$a8a71863db173133 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $bc25b811ec97a172$export$40258cc1d95ff477 = /*#__PURE__*/ (0, import_react.forwardRef)(function ToggleButtonGroup(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $bc25b811ec97a172$export$298258635ae0dd97);
	let state = $3d8ad31c4c1725e9$export$8deac67f4addf270(props);
	let { groupProps } = $162557ba4d6f08dd$export$dd5580ae642f110f(props, state, ref);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: {
			orientation: props.orientation || "horizontal",
			isDisabled: state.isDisabled,
			state
		},
		defaultClassName: "react-aria-ToggleButtonGroup"
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, groupProps),
		ref,
		slot: props.slot || void 0,
		"data-orientation": props.orientation || "horizontal",
		"data-disabled": props.isDisabled || void 0
	}, /*#__PURE__*/ import_react.createElement($bc25b811ec97a172$export$a8a71863db173133.Provider, { value: state }, /*#__PURE__*/ import_react.createElement($792f28e438b9ad5f$export$758399f318e6385a, null, renderProps.children)));
});
// node_modules/react-aria-components/dist/private/ToggleButton.mjs
var $75afe627ae0cc0fa$export$43506d75ebd2e218 = /*#__PURE__*/ (0, import_react.createContext)({});
var $75afe627ae0cc0fa$export$d2b052e7b4be1756 = /*#__PURE__*/ (0, import_react.forwardRef)(function ToggleButton(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $75afe627ae0cc0fa$export$43506d75ebd2e218);
	let groupState = (0, import_react.useContext)($bc25b811ec97a172$export$a8a71863db173133);
	let state = $fd3c5e01e837dc20$export$8042c6c013fd5226(groupState && props.id != null ? {
		isSelected: groupState.selectedKeys.has(props.id),
		onChange(isSelected) {
			groupState.setSelected(props.id, isSelected);
		}
	} : props);
	let { buttonProps, isPressed, isSelected, isDisabled } = groupState && props.id != null ? $162557ba4d6f08dd$export$bc53712daae3d6e6({
		...props,
		id: props.id
	}, groupState, ref) : $b54a524c670b905d$export$51e84d46ca0bc451({
		...props,
		id: props.id != null ? String(props.id) : void 0
	}, state, ref);
	let { focusProps, isFocused, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f(props);
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		...props,
		isDisabled
	});
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		id: void 0,
		values: {
			isHovered,
			isPressed,
			isFocused,
			isSelected: state.isSelected,
			isFocusVisible,
			isDisabled,
			state
		},
		defaultClassName: "react-aria-ToggleButton"
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	delete DOMProps.onClick;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.button, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, buttonProps, focusProps, hoverProps),
		ref,
		slot: props.slot || void 0,
		"data-focused": isFocused || void 0,
		"data-disabled": isDisabled || void 0,
		"data-pressed": isPressed || void 0,
		"data-selected": isSelected || void 0,
		"data-hovered": isHovered || void 0,
		"data-focus-visible": isFocusVisible || void 0
	}, /*#__PURE__*/ import_react.createElement($91fe5e721c7f36c1$export$c9549807523555e0.Provider, { value: { isSelected } }, renderProps.children));
});
// libs/ui/src/components/TextField/TextField.css.ts
var fieldRoot = "_1elsa6x0";
var fieldLabel = "_1elsa6x1";
var fieldDescription = "_1elsa6x2";
var fieldError = "_1elsa6x3";
var fieldInput = createRuntimeFn({
	defaultClassName: "_1elsa6x4",
	variantClassNames: { size: {
		sm: "_1elsa6x5",
		md: "_1elsa6x6"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
// libs/ui/src/components/SearchSuggest/SearchSuggest.css.ts
var searchSuggestRoot = "_1a4npjm1";
var searchSuggestGroup = "_1a4npjm2";
var searchSuggestIcon = "_1a4npjm3";
var searchSuggestSpinner = "_1a4npjm4 _1a4npjm3";
var searchSuggestInput = "_1a4npjm5";
var searchSuggestClear = "_55p9e93";
var searchSuggestPopover = "_1a4npjm6";
var searchSuggestList = "_1a4npjm7";
var searchSuggestOption = "_1a4npjm8";
var searchSuggestPoster = "_1a4npjm9";
var searchSuggestNoPoster = "_1a4npjma";
var searchSuggestTexts = "_1a4npjmb";
var searchSuggestName = "_1a4npjmc";
var searchSuggestSection = "_1a4npjmd";
var searchSuggestEmpty = "_1a4npjme";
// libs/ui/src/components/SearchSuggest/SearchSuggestFallback.tsx
/**
* `SearchSuggest` before its list can open: the same box, which already takes the text, submits it
* with Enter and clears it with Escape. The site shows it on every first page and loads the combo
* box's code only when the reader reaches for the box (issue 9's JavaScript budget), then swaps the
* real one in with the same text and focus.
*
* Deliberately, its input carries the combo box's roles by hand (a collapsed combobox with a list
* of suggestions): the element under a screen reader keeps one role across the swap, rather than
* turning from a search box into a combo box while the reader is on it.
*/
function SearchSuggestFallback({ value, onChange, onSubmit, placeholder = "Поиск", "aria-label": ariaLabel = "Поиск", size, autoFocus = false, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: className ? `${searchSuggestRoot} ${className}` : searchSuggestRoot,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: searchSuggestGroup,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
					className: searchSuggestIcon,
					size: "1.1em",
					"aria-hidden": true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)($41fb335299a4a39e$export$f5b8910cec6cf069, {
					role: "combobox",
					"aria-expanded": false,
					"aria-autocomplete": "list",
					"aria-label": ariaLabel,
					autoComplete: "off",
					autoCorrect: "off",
					spellCheck: false,
					enterKeyHint: "search",
					autoFocus,
					placeholder,
					value,
					onChange: (event) => onChange(event.target.value),
					onKeyDown: (event) => {
						if (event.nativeEvent.isComposing) return;
						if (event.key === "Enter") onSubmit(value);
						if (event.key === "Escape") onChange("");
					},
					className: `${fieldInput({ size })} ${searchSuggestInput}`
				}),
				value !== "" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
					"aria-label": "Очистить поиск",
					excludeFromTabOrder: true,
					preventFocusOnPress: true,
					onPress: () => onChange(""),
					className: "_55p9e93",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						size: "1em",
						"aria-hidden": true
					})
				})
			]
		})
	});
}
// libs/ui/src/components/Badge/Badge.css.ts
var badge = createRuntimeFn({
	defaultClassName: "_15dyj3m0",
	variantClassNames: {
		variant: {
			accent: "_15dyj3m1",
			danger: "_15dyj3m2"
		},
		size: {
			sm: "_15dyj3m3",
			md: "_15dyj3m4"
		}
	},
	defaultVariants: {
		variant: "danger",
		size: "sm"
	},
	compoundVariants: []
});
/** The text a badge shows: nothing at 0, the number up to 99, then "99+". */
function formatBadgeCount(count) {
	if (count <= 0) return null;
	return count > 99 ? `99+` : String(count);
}
/** "1 непрочитанное", "3 непрочитанных". */
function unreadLabel(count) {
	return countRu(count, {
		one: "непрочитанное",
		few: "непрочитанных",
		many: "непрочитанных"
	});
}
/** An unread counter: hidden at 0, "99+" above 99, with the full count as its accessible text. */
var Badge = (0, import_react.forwardRef)(function Badge({ count, label = unreadLabel, variant, size, className, ...props }, ref) {
	const shown = formatBadgeCount(count);
	if (shown === null) return null;
	const rootClass = badge({
		variant,
		size
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		...props,
		ref,
		className: className ? `${rootClass} ${className}` : rootClass,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			children: shown
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)($ea3928288112382f$export$439d29a4e110a164, { children: label(count) })]
	});
});
// libs/ui/src/components/Popover/Popover.css.ts
var popover$1 = "dndnkd0";
var popoverDialog = "dndnkd1";
// libs/ui/src/components/Popover/Popover.tsx
/**
* A small non-modal dialog beside its trigger (a picker, a short form), on react-aria's `Popover`
* and `Dialog`: focus moves in and returns to the trigger, Escape and a press outside close it. Put
* it in a `DialogTrigger` after the trigger button.
*/
function Popover({ "aria-label": label, children, className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($542a13ca2fa5b484$export$5b6b19405a83ff9d, {
		...props,
		className: className ? `${popover$1} ${className}` : popover$1,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($f2ff30fde7b014be$export$3ddf2d174ce01153, {
			"aria-label": label,
			className: popoverDialog,
			children
		})
	});
}
// libs/ui/src/components/Toast/Toast.css.ts
var toastRegion = "s0tudm0";
var toast = createRuntimeFn({
	defaultClassName: "s0tudm1",
	variantClassNames: { kind: {
		error: "s0tudm2",
		success: "s0tudm3",
		info: "s0tudm4"
	} },
	defaultVariants: { kind: "info" },
	compoundVariants: []
});
var toastIcon = "s0tudm5";
var toastContent = "s0tudm6";
var toastClose = "s0tudm7";
// libs/ui/src/components/Toast/Toast.tsx
/**
* The queue behind the toast region: at most `TIMINGS.toastsMax` (3) toasts show at once, the rest
* wait; every toast hides after `TIMINGS.errorToastMs` (3000 ms) unless told otherwise (SPEC.md §8,
* §9). Timers pause while the region is hovered or focused (react-aria).
*/
var ToastQueue = class extends $ac6ee1e83ff78022$export$f1f8569633bbbec4 {
	constructor() {
		super({ maxVisibleToasts: TIMINGS.toastsMax });
	}
	add(content, options = {}) {
		const { timeout = TIMINGS.errorToastMs, ...rest } = options;
		return super.add(content, timeout === null ? rest : {
			...rest,
			timeout
		});
	}
};
/** A new, empty queue (tests, stories, a second region). */
function createToastQueue() {
	return new ToastQueue();
}
/** The application's queue: `toastQueue.add({ kind: 'error', text })` from anywhere. */
var toastQueue = createToastQueue();
/** The queue `ToastRegion` and `useToasts` use; the application's queue unless provided. */
var ToastQueueContext = (0, import_react.createContext)(toastQueue);
/** Shows toasts from components: `const toasts = useToasts(); toasts.error('Не удалось...')`. */
function useToasts() {
	const queue = (0, import_react.useContext)(ToastQueueContext);
	return (0, import_react.useMemo)(() => ({
		add: (message, options) => queue.add(message, options),
		error: (text, options) => queue.add({
			kind: "error",
			text
		}, options),
		success: (text, options) => queue.add({
			kind: "success",
			text
		}, options),
		info: (text, options) => queue.add({
			kind: "info",
			text
		}, options),
		close: (key) => queue.close(key)
	}), [queue]);
}
var icons = {
	error: CircleExclamationPoint,
	success: CircleCheck,
	info: Info
};
/**
* Where toasts appear: mount once at the root of the app. On react-aria's `ToastRegion` and `Toast`
* (landmark, F6, focus restore, pausing timers on hover and focus come from there).
*/
function ToastRegion({ queue, className, "aria-label": ariaLabel = "Уведомления", ...props }) {
	const contextQueue = (0, import_react.useContext)(ToastQueueContext);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($c92dc34ff52981e1$export$133f5cbcf6f82aa1, {
		...props,
		queue: queue ?? contextQueue,
		"aria-label": ariaLabel,
		className: className ? `${toastRegion} ${className}` : toastRegion,
		children: ({ toast: queued }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToastItem, { toast: queued })
	});
}
/** One toast of the region: icon, text and the close button "Закрыть уведомление". */
function ToastItem({ toast: queued }) {
	const Icon = icons[queued.content.kind];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($c92dc34ff52981e1$export$200206268470a71, {
		toast: queued,
		className: toast({ kind: queued.content.kind }),
		"data-kind": queued.content.kind,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				className: toastIcon,
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($c92dc34ff52981e1$export$b134a6cc89b08851, {
				className: toastContent,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($efe09c6d1c304b50$export$5f1af8db9871e1d6, {
					slot: "title",
					children: queued.content.text
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
				slot: "close",
				"aria-label": "Закрыть уведомление",
				className: toastClose,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, { "aria-hidden": "true" })
			})
		]
	});
}
// libs/ui/src/components/AppShell/AppShell.css.ts
var shell = "api1vu0";
var skipLink = "api1vu1";
var top = "api1vu2";
var main = "api1vu4";
// libs/ui/src/components/AppShell/AppShell.tsx
/** The id of the page's `<main>`, the skip link's target. */
var mainContentId = "main-content";
/**
* The frame of every screen (SPEC.md §2.1): a skip link, the sticky top bar, the page in `<main>`,
* the footer, and on mobile the bottom navigation. It only lays out what the app composes into it.
*/
function AppShell({ topBar, drawer, mobileSearch: mobileSearch$1, bottomNav, footer, overlays, children, skipLinkText = "Перейти к содержимому" }) {
	const mainRef = (0, import_react.useRef)(null);
	const skipToMain = (event) => {
		event.preventDefault();
		mainRef.current?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: shell,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				className: skipLink,
				href: `#${mainContentId}`,
				onClick: skipToMain,
				children: skipLinkText
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: top,
				children: [topBar, mobileSearch$1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "api1vu3",
					children: mobileSearch$1
				})]
			}),
			drawer,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
				ref: mainRef,
				id: mainContentId,
				tabIndex: -1,
				className: main,
				children
			}),
			footer,
			bottomNav,
			overlays
		]
	});
}
// libs/ui/src/components/BottomNav/BottomNav.css.ts
var nav = "zit16n0";
var list = "zit16n1";
var item$2 = "zit16n2";
// libs/ui/src/components/BottomNav/BottomNav.tsx
var entries = [
	{
		section: "novels",
		label: "Новеллы",
		icon: BookOpen
	},
	{
		section: "games",
		label: "Игры",
		icon: Gamepad2
	},
	{
		section: "posts",
		label: "Статьи",
		icon: Newspaper
	},
	{
		section: "myList",
		label: "Мой список",
		icon: Heart
	}
];
/**
* The mobile bottom navigation (SPEC.md §2.1): novels, games, articles, my list and the search toggle.
* Shown only below 600 px.
*/
function BottomNav({ hrefs, current, isSearchOpen, onSearchOpenChange, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": "Основная навигация",
		className: className ? `${nav} ${className}` : nav,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
			className: list,
			children: [entries.map(({ section, label, icon: Glyph }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
				className: item$2,
				href: hrefs[section],
				"aria-current": current === section ? "page" : void 0,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Glyph, {
					"aria-hidden": true,
					size: "1.5em"
				}), label]
			}) }, section)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($75afe627ae0cc0fa$export$d2b052e7b4be1756, {
				className: item$2,
				isSelected: isSearchOpen,
				onChange: onSearchOpenChange,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
					"aria-hidden": true,
					size: "1.5em"
				}), "Поиск"]
			}) })]
		})
	});
}
// libs/ui/src/components/Menu/Menu.css.ts
var popover = "_19hf0qm0";
var menu$1 = "_19hf0qm1";
var item$1 = "_19hf0qm2";
// libs/ui/src/components/Menu/Menu.tsx
/**
* A menu that opens from a button (the avatar menu, the block-size menu of the main page): arrow keys
* move, Enter chooses, Escape closes and returns focus — all from react-aria. The menu is named by
* its button's text.
*/
function Menu({ trigger, children, className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($49319ee1285aa241$export$27d2ad3c5815583e, { children: [trigger, /* @__PURE__ */ (0, import_jsx_runtime.jsx)($542a13ca2fa5b484$export$5b6b19405a83ff9d, {
		className: popover,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($49319ee1285aa241$export$d9b273488cd8ce6f, {
			...props,
			className: className ? `${menu$1} ${className}` : menu$1,
			children
		})
	})] });
}
/** An entry of a `Menu`: an action (`onAction`) or a link (`href`). */
function MenuItem({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($49319ee1285aa241$export$2ce376c2cc3355c8, {
		...props,
		className: className ? `${item$1} ${className}` : item$1
	});
}
// libs/ui/src/components/Footer/Footer.css.ts
var footer = "_190pzd80";
var links = "_190pzd81";
var link = "_190pzd82";
// libs/ui/src/components/Footer/Footer.tsx
/** The site's footer (SPEC.md §2.1): outside links and the tagline. The app hides it on /messages. */
function Footer({ links: links$1, tagline = "Визуальные новеллы на русском языке.", className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("footer", {
		className: className ? `${footer} ${className}` : footer,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: tagline }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: links,
			children: links$1.map((link$1) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				className: link,
				href: link$1.href,
				rel: "noreferrer noopener",
				target: link$1.href.startsWith("mailto:") ? void 0 : "_blank",
				children: link$1.text
			}) }, link$1.href))
		})]
	});
}
// libs/ui/src/components/Avatar/Avatar.css.ts
var avatar = createRuntimeFn({
	defaultClassName: "e9gryg0",
	variantClassNames: {
		size: {
			sm: "e9gryg1",
			md: "e9gryg2",
			lg: "e9gryg3"
		},
		tone: {
			accent: "e9gryg4",
			success: "e9gryg5",
			danger: "e9gryg6",
			muted: "e9gryg7"
		}
	},
	defaultVariants: {
		size: "md",
		tone: "accent"
	},
	compoundVariants: []
});
var avatarImage = "e9gryg8";
// libs/ui/src/components/Avatar/Avatar.tsx
var tones = [
	"accent",
	"success",
	"danger",
	"muted"
];
/** Up to two initials: the first letters of the first two words ("Иван Петров" → "ИП"). */
function avatarInitials(name) {
	return name.trim().split(/\s+/).filter(Boolean).slice(0, 2).map((word) => Array.from(word)[0] ?? "").join("").toUpperCase();
}
/** The same name always gets the same theme colour. */
function avatarTone(name) {
	let hash = 0;
	for (const char of name) hash = hash * 31 + (char.codePointAt(0) ?? 0) >>> 0;
	return tones[hash % tones.length] ?? "accent";
}
/** A user's picture, or their initials on a theme colour when there is no picture or it fails. */
var Avatar = (0, import_react.forwardRef)(function Avatar({ name, src, alt, size, className, ...props }, ref) {
	const [failedSrc, setFailedSrc] = (0, import_react.useState)(null);
	const showImage = Boolean(src) && failedSrc !== src;
	const rootClass = avatar({
		size,
		tone: avatarTone(name)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		...props,
		ref,
		role: "img",
		"aria-label": alt ?? name,
		"data-fallback": showImage ? void 0 : "true",
		className: className ? `${rootClass} ${className}` : rootClass,
		children: showImage && src ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			className: avatarImage,
			src,
			alt: "",
			onError: () => setFailedSrc(src)
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			children: avatarInitials(name)
		})
	});
});
// libs/ui/src/components/TopBar/TopBar.css.ts
var bar = "pgsghy0";
var brand = "pgsghy1";
var desktopNav = "pgsghy2";
var navList = "pgsghy3";
var navEntry = "pgsghy4";
var submenu = "pgsghy5";
var chevron = "pgsghy6";
var submenuPanel = "pgsghy7";
var submenuList = "pgsghy8";
var submenuLink = "pgsghy9";
var search = "pgsghya";
var spacer = "pgsghyb";
var actions = "pgsghyc";
var login = "pgsghyd";
var withBadge = "pgsghye";
var cornerBadge = "pgsghyf";
var avatarButton = "pgsghyg";
var notificationsPopover = "pgsghyh";
var notificationsDialog = "pgsghyi";
var notificationsTitle = "pgsghyj";
var menuBadge = "pgsghyk";
// libs/ui/src/components/TopBar/TopBarSubmenu.tsx
/**
* A desktop menu entry with a sub-menu. Site navigation, so it follows the disclosure pattern rather
* than `role="menu"`: a button that expands a list of real links (ctrl/middle click open new tabs).
* The pointer opens it on hover; the keyboard opens it with Enter/Space, Tab walks the links, and
* Escape or leaving the entry closes it.
*/
function TopBarSubmenu({ label, items }) {
	const [isExpanded, setExpanded] = (0, import_react.useState)(false);
	const triggerRef = (0, import_react.useRef)(null);
	const { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({ onHoverChange: setExpanded });
	const toggle = (next) => {
		if (!next && isHovered) return;
		setExpanded(next);
	};
	const { focusWithinProps } = $2c9edc598a03d523$export$420e68273165f4ec({ onBlurWithin: () => setExpanded(false) });
	const closeOnEscape = (event) => {
		if (event.key !== "Escape" || !isExpanded) return;
		event.stopPropagation();
		setExpanded(false);
		triggerRef.current?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
		className: submenu,
		...hoverProps,
		...focusWithinProps,
		onKeyDown: closeOnEscape,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($a3e16eab0ea4036c$export$74a362b31437ec83, {
			isExpanded,
			onExpandedChange: toggle,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)($7705c033048f6da7$export$353f5b6fc5456de1, {
				ref: triggerRef,
				slot: "trigger",
				className: navEntry,
				children: [label, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
					"aria-hidden": true,
					size: "1em",
					className: chevron
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)($a3e16eab0ea4036c$export$feabaa331e1d464c, {
				className: submenuPanel,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: submenuList,
					children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
						href: item.href,
						className: submenuLink,
						"aria-current": item.current ? "page" : void 0,
						children: item.label
					}) }, item.href))
				})
			})]
		})
	});
}
// libs/ui/src/components/TopBar/TopBar.tsx
/**
* The top bar of every screen (SPEC.md §2.1): hamburger, site name, desktop menu with hover sub-menus,
* the global search box, and either the notification bell with the avatar menu (Messages with the
* unread count, Profile, Log out) or, for guests, the Login button.
*/
function TopBar({ homeHref, brand: brand$1 = "VN", onMenuOpen, isMenuOpen, menu, search: search$1, viewer, loginHref, unreadNotifications = 0, notifications, onNotificationsOpenChange, unreadMessages = 0, messagesHref, profileHref, onLogout, extraActions, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: className ? `${bar} ${className}` : bar,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				iconOnly: true,
				"aria-label": "Открыть меню",
				"aria-expanded": isMenuOpen,
				onPress: onMenuOpen,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu$1, {
					"aria-hidden": true,
					size: "1.25em"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
				href: homeHref,
				className: brand,
				children: brand$1
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": "Меню сайта",
				className: desktopNav,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: navList,
					children: menu.map((entry) => entry.items ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TopBarSubmenu, {
						label: entry.label,
						items: entry.items
					}, entry.label) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
						href: entry.href,
						className: navEntry,
						"aria-current": entry.current ? "page" : void 0,
						children: entry.label
					}) }, entry.href))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: spacer }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				role: "search",
				className: search,
				children: search$1
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: actions,
				children: [extraActions, viewer ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)($f2ff30fde7b014be$export$2e1e1122cf0cba88, {
					onOpenChange: onNotificationsOpenChange,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "ghost",
						iconOnly: true,
						className: withBadge,
						"aria-label": unreadNotifications > 0 ? `Уведомления, ${unreadLabel(unreadNotifications)}` : "Уведомления",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bell, {
							"aria-hidden": true,
							size: "1.25em"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							count: unreadNotifications,
							"aria-hidden": true,
							className: cornerBadge
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)($542a13ca2fa5b484$export$5b6b19405a83ff9d, {
						placement: "bottom end",
						className: notificationsPopover,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($f2ff30fde7b014be$export$3ddf2d174ce01153, {
							className: notificationsDialog,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)($2ec61d1d4f780267$export$a8a3e93435678ff9, {
								slot: "title",
								className: notificationsTitle,
								children: "Уведомления"
							}), notifications]
						})
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
					onAction: (key) => {
						if (key === "logout") onLogout();
					},
					trigger: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($7705c033048f6da7$export$353f5b6fc5456de1, {
						className: avatarButton,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
							name: viewer.name,
							src: viewer.avatarSrc,
							size: "sm",
							alt: unreadMessages > 0 ? `Меню пользователя ${viewer.name}, ${unreadLabel(unreadMessages)}` : `Меню пользователя ${viewer.name}`
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							count: unreadMessages,
							"aria-hidden": true,
							className: cornerBadge
						})]
					}),
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
							id: "messages",
							href: messagesHref,
							textValue: "Сообщения",
							children: ["Сообщения", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
								count: unreadMessages,
								className: menuBadge
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
							id: "profile",
							href: profileHref,
							children: "Профиль"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
							id: "logout",
							children: "Выйти"
						})
					]
				})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
					href: loginHref,
					className: `${button({
						variant: "primary",
						size: "sm"
					})} ${login}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogIn, {
						"aria-hidden": true,
						size: "1em"
					}), "Войти"]
				})]
			})
		]
	});
}
// libs/ui/src/components/NotificationItem/NotificationItem.css.ts
var item = "_12386ut0";
var text = "_12386ut1";
var date = "_12386ut2";
// libs/ui/src/components/NotificationItem/NotificationItem.tsx
/**
* One notification of the bell's list (SPEC.md §2.5): text clamped to 3 lines in a 300 px column,
* the relative date, and a link to what it is about.
*/
function NotificationItem({ text: text$1, createdAt, href, unread = false, now, timeZone, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
		href,
		"data-unread": unread,
		className: className ? `${item} ${className}` : item,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: text,
			children: [unread && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "_13oqsg0",
				children: "Новое. "
			}), text$1]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
			className: date,
			dateTime: new Date(createdAt).toISOString(),
			children: formatRelativeDate(createdAt, {
				now,
				...timeZone ? { timeZone } : {}
			})
		})]
	});
}
// apps/site/src/appearance/AppearanceMenu.css.ts
var menu = "_188xgr40";
// apps/site/src/appearance/AppearanceMenu.tsx
var AppearanceControls = (0, import_react.lazy)(() => import("./assets/AppearanceControls-gV3CNSDH.js").then((n) => n.n).then((module) => ({ default: module.AppearanceControls })));
/** The top bar's appearance menu, for guests and signed-in readers alike. */
function AppearanceMenu() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($f2ff30fde7b014be$export$2e1e1122cf0cba88, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "ghost",
		iconOnly: true,
		"aria-label": "Оформление",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SunMoon, {
			"aria-hidden": true,
			size: "1.25em"
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover, {
		"aria-label": "Оформление",
		placement: "bottom end",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: menu,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "status",
					children: "Загрузка..."
				}),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppearanceControls, {})
			})
		})
	})] });
}
// apps/site/src/appearance/appearance-store.ts
/** The localStorage key; public/appearance-boot.js reads the same one. */
var APPEARANCE_KEY = "vn.appearance";
var themeClasses = {
	light: lightTheme,
	dark: darkTheme
};
var darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");
function readStored() {
	try {
		return appearanceFrom(JSON.parse(window.localStorage.getItem("vn.appearance") ?? "null"));
	} catch {
		return defaultAppearance;
	}
}
var current = typeof window === "undefined" ? defaultAppearance : readStored();
var listeners$1 = /* @__PURE__ */ new Set();
/** Puts the theme's class on <html> (the design system's variables live there) and tells the
* browser the colour scheme (scrollbars, form controls). */
function applyTheme() {
	const theme = resolveTheme(current.theme, darkQuery().matches);
	const root = document.documentElement;
	root.classList.remove(themeClasses.light, themeClasses.dark);
	root.classList.add(themeClasses[theme]);
	root.dataset["theme"] = theme;
	root.style.colorScheme = theme;
}
function getAppearance() {
	return current;
}
/** Changes the appearance here (stored for the next visit); the server's copy is the caller's. */
function setAppearance(next) {
	current = next;
	try {
		window.localStorage.setItem(APPEARANCE_KEY, JSON.stringify(next));
	} catch {}
	applyTheme();
	listeners$1.forEach((listener) => listener());
}
function subscribe$1(listener) {
	listeners$1.add(listener);
	return () => listeners$1.delete(listener);
}
/** The appearance, re-rendering on every change. */
function useAppearance() {
	return (0, import_react.useSyncExternalStore)(subscribe$1, getAppearance, () => defaultAppearance);
}
// apps/site/src/appearance/AppearanceSync.tsx
var sameAppearance = (a, b) => a.theme === b.theme && a.showSensitiveImages === b.showSensitiveImages;
/**
* Keeps this browser's appearance and a signed-in reader's settings together: the settings win
* (the reader chose them, maybe elsewhere), except that a choice made here as a guest is not lost
* at sign-in when the settings still hold the defaults: it is saved to them instead.
*/
function AppearanceSync() {
	const { user } = useSession();
	const saved = user?.settings.appearance;
	const userId = user?._id;
	(0, import_react.useEffect)(() => {
		if (!saved || !userId) return;
		const local = getAppearance();
		if (sameAppearance(saved, local)) return;
		if (sameAppearance(saved, defaultAppearance)) {
			callEndpoint(userSettingsRoute, { body: { appearance: local } }).catch(() => void 0);
			return;
		}
		setAppearance(saved);
	}, [userId, saved]);
	return null;
}
// apps/site/src/catalogue/chosen-rating-field.ts
/** The localStorage key of the choice. */
var RATING_FIELD_KEY = "ratingField";
function storedChoice() {
	try {
		const stored = window.localStorage.getItem(RATING_FIELD_KEY);
		return ratingFields.find((field) => field === stored) ?? "mixRating";
	} catch {
		return defaultRatingField;
	}
}
var chosen = typeof window === "undefined" ? defaultRatingField : storedChoice();
var listeners = /* @__PURE__ */ new Set();
function getChosenRatingField() {
	return chosen;
}
/** The reader chose a rating field for the catalogue. */
function chooseRatingField(field) {
	if (field === chosen) return;
	chosen = field;
	try {
		window.localStorage.setItem(RATING_FIELD_KEY, field);
	} catch {}
	listeners.forEach((listener) => listener());
}
function subscribe(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
/** The chosen rating field, following later choices. */
function useChosenRatingField() {
	return (0, import_react.useSyncExternalStore)(subscribe, getChosenRatingField, () => defaultRatingField);
}
// apps/site/src/live-events/use-live-events.ts
/**
* The live events of a signed-in reader (SPEC.md §4 Live events; docs/adr/0008), mounted once by the
* shell. The stream's code loads only once someone is signed in: a guest's first visit (the
* JavaScript budget of issue 9) does not carry it.
*/
function useLiveEvents(userId) {
	const { mutate } = useSWRConfig();
	(0, import_react.useEffect)(() => {
		if (userId === null || typeof EventSource === "undefined") return;
		let stop = null;
		let isCurrent = true;
		import("./assets/follow-live-events-D3-uMQep.js").then(({ followLiveEvents }) => {
			if (isCurrent) stop = followLiveEvents(mutate);
		});
		return () => {
			isCurrent = false;
			stop?.();
		};
	}, [userId, mutate]);
}
// apps/site/src/search/suggesting-search-chunk.ts
/** Loaded once per page, whichever box (top bar, mobile) asked first. */
var loaded = null;
var loading = null;
/** The box if its chunk has loaded already (a box that appears later starts with it). */
function loadedSuggestingSearch() {
	return loaded;
}
/** Loads the box's chunk, once; a failed download may be asked for again. */
function loadSuggestingSearch() {
	loading ??= import("./assets/SuggestingSearch-PAvYQd8f.js").then((module) => loaded = module.default, (error) => {
		loading = null;
		throw error;
	});
	return loading;
}
// apps/site/src/search/SiteSearch.tsx
/**
* The global search box (SPEC.md §2.1) of the top bar and the mobile search. The suggestions (issue
* 22) need react-aria's combo box, list box and text field, some 16 KB gzipped that the first page of
* a visit does not need (issue 9's budget), so the box starts as `SearchSuggestFallback`, which
* already searches with Enter, and its code loads when the reader reaches for it: the pointer over
* it, a touch, the focus, or the mobile search opened. The real box then takes its place with the
* same text; if the focus was in the stand-in it moves into the new box at once (caret after the
* text), so typing goes on, and if the reader has typed there since the last search, the suggestions
* open (not after Enter: the list would cover the results).
*/
function SiteSearch(props) {
	const [Suggesting, setSuggesting] = (0, import_react.useState)(() => loadedSuggestingSearch());
	const [hadFocus, setHadFocus] = (0, import_react.useState)(false);
	const [isTyping, setTyping] = (0, import_react.useState)(false);
	const root = (0, import_react.useRef)(null);
	const reachFor = (0, import_react.useCallback)(() => {
		if (Suggesting) return;
		loadSuggestingSearch().then((component) => {
			setHadFocus(root.current?.contains(document.activeElement) ?? false);
			setSuggesting(() => component);
		}, () => {});
	}, [Suggesting]);
	const { autoFocus } = props;
	(0, import_react.useEffect)(() => {
		if (autoFocus) reachFor();
	}, [autoFocus, reachFor]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: root,
		onPointerEnter: reachFor,
		onTouchStart: reachFor,
		onFocus: reachFor,
		children: Suggesting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Suggesting, {
			...props,
			autoFocus: autoFocus || hadFocus,
			defaultOpen: hadFocus && isTyping
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchSuggestFallback, {
			...props,
			onChange: (text) => {
				setTyping(true);
				props.onChange(text);
			},
			onSubmit: (text) => {
				setTyping(false);
				props.onSubmit(text);
			}
		})
	});
}
// apps/site/src/session/kept-ban.ts
var BAN_KEY = "vn.ban";
/** Remembers the signed-in reader's ban while it lasts; forgets it when there is none. */
function keepBan(ban, now = /* @__PURE__ */ new Date()) {
	try {
		if (ban && isBanActive(ban, now)) {
			const expiredAt = new Date(ban.expiredAt).toISOString();
			const kept = ban.reason ? {
				expiredAt,
				reason: ban.reason
			} : { expiredAt };
			window.localStorage.setItem(BAN_KEY, JSON.stringify(kept));
		} else window.localStorage.removeItem(BAN_KEY);
	} catch {}
}
/** The ban kept from the last signed-in visit, if it is still running. */
function keptBan(now = /* @__PURE__ */ new Date()) {
	try {
		const stored = JSON.parse(window.localStorage.getItem(BAN_KEY) ?? "null");
		if (typeof stored !== "object" || stored === null) return null;
		const { expiredAt, reason } = stored;
		if (typeof expiredAt !== "string" || !isBanActive({ expiredAt }, now)) return null;
		return typeof reason === "string" && reason !== "" ? {
			expiredAt,
			reason
		} : { expiredAt };
	} catch {
		return null;
	}
}
// apps/site/src/session/return-address.ts
/**
* The return address of the sign-in pages (SPEC.md §2.1: the Login button remembers the current path;
* §2.2: after login the reader goes back there, or to /). It travels in the query as `return`, so it
* survives a reload and works in a new tab; only a path on this site is accepted, never another origin.
*/
var RETURN_PARAM = "return";
/** Where sign-in pages never send the reader back to (they would just redirect again). */
var SIGN_IN_PATHS = [
	"/login",
	"/registration",
	"/restore",
	"/registrationConfirm"
];
/** A path on this site (not `//evil.example`, not `https://…`, not a sign-in page), else null. */
function safeReturnPath(value) {
	if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
	const pathname = value.split(/[?#]/)[0] ?? "";
	return SIGN_IN_PATHS.includes(pathname) ? null : value;
}
/** The login page remembering `currentPath` (path, query and hash of the page the reader is on). */
function loginHref(currentPath, page = "/login") {
	const path = safeReturnPath(currentPath);
	return path && path !== "/" ? `${page}?${RETURN_PARAM}=${encodeURIComponent(path)}` : page;
}
/** Where to go after signing in: the remembered path, or the main page. */
function returnAddressOf(search) {
	return safeReturnPath(search.get("return")) ?? "/";
}
// apps/site/src/app/confirm.tsx
var ConfirmContext = (0, import_react.createContext)(null);
/**
* The one confirmation dialog of the site. Pages ask through `useConfirm()` and await the answer:
* `if (await confirm({ title: 'Удалить новеллу?' })) …`.
*/
function ConfirmProvider({ children }) {
	const [pending, setPending] = (0, import_react.useState)(null);
	const confirm = (0, import_react.useCallback)((request) => new Promise((resolve) => {
		setPending({
			...request,
			answer: resolve
		});
	}), []);
	const close = (confirmed) => {
		pending?.answer(confirmed);
		setPending(null);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ConfirmContext.Provider, {
		value: confirm,
		children: [children, pending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
			isOpen: true,
			title: pending.title,
			message: pending.message,
			confirmLabel: pending.confirmLabel,
			variant: pending.variant,
			onConfirm: () => close(true),
			onCancel: () => close(false)
		})]
	});
}
function useConfirm() {
	const confirm = (0, import_react.useContext)(ConfirmContext);
	if (!confirm) throw new Error("useConfirm() needs a <ConfirmProvider> above it");
	return confirm;
}
// apps/site/src/app/site-href.ts
/** Another site's address (a scheme, or protocol-relative): react-aria links must keep it as it is. */
var otherSite = /^([a-z][a-z\d+.-]*:|\/\/)/i;
/**
* The href react-aria components render: addresses on this site through the router (relative ones
* resolved against the page), other sites' addresses untouched — the router would turn
* `https://x.example` into a path under the current page.
*/
function useSiteHref(href) {
	const resolved = useHref(href);
	return otherSite.test(href) ? href : resolved;
}
// apps/site/src/app/leave-guard.tsx
var unsentWork = /* @__PURE__ */ new Set();
/** Whether some part of the page holds unsent work now. */
function hasUnsentWork() {
	return unsentWork.size > 0;
}
/** The question asked before unsent work is left behind. */
var leaveQuestion = {
	title: "Уйти со страницы?",
	message: "Введённый текст не отправлен и пропадёт.",
	confirmLabel: "Уйти"
};
function askBeforeUnload(event) {
	if (!hasUnsentWork()) return;
	event.preventDefault();
	event.returnValue = "";
}
var listening = false;
/**
* Marks the calling component as holding unsent work while `isUnsent` is true, so that leaving the
* page asks first. Every writing surface calls it (a comment box, an article form).
*/
function useLeaveGuard(isUnsent) {
	(0, import_react.useEffect)(() => {
		if (!isUnsent) return;
		if (!listening) {
			window.addEventListener("beforeunload", askBeforeUnload);
			listening = true;
		}
		const mark = Symbol("unsent");
		unsentWork.add(mark);
		return () => {
			unsentWork.delete(mark);
		};
	}, [isUnsent]);
}
/**
* react-aria's router provider for the whole site: its links navigate without a reload, and ask the
* shared confirmation dialog first when unsent work would be lost.
*/
function GuardedRouterProvider({ children }) {
	const navigate = useNavigate();
	const confirm = useConfirm();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($caaf0dd3060ed57c$export$323e4fc2fa4753fb, {
		navigate: (href, options) => {
			if (!hasUnsentWork()) {
				navigate(href, options);
				return;
			}
			confirm({
				...leaveQuestion,
				variant: "destructive"
			}).then((leave) => {
				if (leave) navigate(href, options);
			});
		},
		useHref: useSiteHref,
		children
	});
}
// apps/site/src/app/navigation.ts
/** "Рейтинг" (§2.1): the novels by the reader's chosen rating field, best first (`/novels?sort=bRating`). */
function ratingViewHref(ratingField) {
	const query = filterToQuery({
		...defaultFilter("novels"),
		sort: {
			sortBy: "rating",
			direction: "desc"
		},
		ratingField
	}, "novels");
	return `/novels?${new URLSearchParams(query).toString()}`;
}
/** The catalogue views of the menus (§2.1), each a filtered view of /novels or /games. */
function novelViews(ratingField) {
	return [
		{
			href: ratingViewHref(ratingField),
			label: "Рейтинг",
			icon: BookOpen
		},
		{
			href: "/novels",
			label: "Последние релизы",
			icon: BookOpen
		},
		{
			href: "/novels?sort=createdAt",
			label: "Последние добавленные",
			icon: BookOpen
		},
		{
			href: "/games?section=unsorted",
			label: "Без категории",
			icon: BookOpen
		},
		{
			href: "/games?section=ai",
			label: "Машинный перевод",
			icon: BookOpen
		}
	];
}
var gameViews = [
	{
		href: "/games?section=rpgmaker",
		label: "RPG Maker",
		icon: Gamepad2
	},
	{
		href: "/games?section=tbs",
		label: "Пошаговые стратегии",
		icon: Gamepad2
	},
	{
		href: "/games?section=metroidvania",
		label: "Метроидвании",
		icon: Gamepad2
	}
];
/** The reader’s own list (my list, favourites): /lists/{username}, dots as look-alikes, URL-encoded (§2.2). */
function myListHref(username) {
	return `/lists/${usernameToPathSegment(username)}`;
}
function otherPlaces(viewer) {
	return [
		{
			href: "/posts",
			label: "Статьи",
			icon: FileText
		},
		...viewer ? [{
			href: myListHref(viewer.username),
			label: "Избранное",
			icon: Heart,
			needs: "viewFavourites"
		}] : [],
		{
			href: "/add",
			label: "Добавить проект",
			icon: CirclePlus
		},
		{
			href: "/drafts",
			label: "Черновики",
			icon: FolderOpen,
			needs: "viewDraftList"
		},
		{
			href: "/filters",
			label: "Фильтры",
			icon: SlidersHorizontal,
			needs: "manageVocabulary"
		},
		{
			href: "/users",
			label: "Пользователи",
			icon: Users,
			needs: "viewUserList"
		},
		{
			href: "/translators",
			label: "Переводчики",
			icon: UsersRound,
			needs: "seeStaffMenus"
		},
		{
			href: "/log",
			label: "Журнал модерации",
			icon: ScrollText,
			needs: "viewLog"
		},
		{
			href: "/comments",
			label: "Все комментарии",
			icon: MessagesSquare
		},
		{
			href: "/messages",
			label: "Сообщения",
			icon: MessageCircle,
			needs: "viewMessages"
		},
		{
			href: "/profile",
			label: "Профиль",
			icon: User,
			needs: "viewOwnProfile"
		}
	];
}
var visibleTo = (viewer) => (place) => !place.needs || (viewer?.can(place.needs) ?? false);
/** Whether `href` is the page at `location` (path and query), for the "current" mark. */
function isCurrent(href, location) {
	return href === `${location.pathname}${location.search}`;
}
/**
* The side menu's sections for the viewer (null: a guest), marking the current page; "Рейтинг" sorts
* by the reader's chosen rating field (`chosen-rating-field.ts`).
*/
function drawerSections(viewer, location, ratingField = defaultRatingField) {
	const item = (place) => ({
		href: place.href,
		label: place.label,
		icon: place.icon,
		current: isCurrent(place.href, location)
	});
	return [
		{ items: [item({
			href: "/",
			label: "Главная",
			icon: House
		})] },
		{
			title: "Визуальные новеллы",
			items: novelViews(ratingField).map(item)
		},
		{
			title: "Игры",
			items: gameViews.map(item)
		},
		{ items: otherPlaces(viewer).filter(visibleTo(viewer)).map(item) }
	];
}
/** The desktop menu: the two catalogue groups as hover sub-menus, then articles (and for staff, translators). */
function topMenu(viewer, location, ratingField = defaultRatingField) {
	const link = (place) => ({
		href: place.href,
		label: place.label,
		current: isCurrent(place.href, location)
	});
	const entries = [
		{
			label: "Визуальные новеллы",
			items: novelViews(ratingField).map(link)
		},
		{
			label: "Игры",
			items: gameViews.map(link)
		},
		link({
			href: "/posts",
			label: "Статьи",
			icon: FileText
		})
	];
	if (viewer?.can("seeStaffMenus")) entries.push(link({
		href: "/translators",
		label: "Переводчики",
		icon: UsersRound
	}));
	return entries;
}
/** The bottom navigation's places; my list needs a signed-in reader, else it asks to sign in. */
function bottomNavHrefs(viewer) {
	return {
		novels: "/novels",
		games: "/games",
		posts: "/posts",
		myList: viewer ? myListHref(viewer.username) : "/login"
	};
}
/** Which bottom navigation entry the page belongs to. */
function bottomNavCurrent(pathname) {
	if (pathname.startsWith("/novels")) return "novels";
	if (pathname.startsWith("/games")) return "games";
	if (pathname.startsWith("/posts")) return "posts";
	if (pathname.startsWith("/lists/")) return "myList";
}
// apps/site/src/app/notifications.ts
var who = (event) => event.createdBy?.username ?? "Кто-то";
var statusWords = {
	created: "возвращён на доработку",
	waitApprove: "ожидает ревью",
	approved: "принят",
	declined: "отклонён",
	applied: "опубликован"
};
var texts = {
	commentAnswer: (event) => `${who(event)} ответил(а) на ваш комментарий`,
	draftComment: (event) => `${who(event)} прокомментировал(а) ваш черновик`,
	postComment: (event) => `${who(event)} прокомментировал(а) вашу статью`,
	draftStatus: (event) => `Ваш черновик ${statusWords[event.status ?? ""] ?? "изменён"}`,
	draftAwaitsReview: (event) => `${who(event)} отправил(а) черновик на ревью`,
	novelUpdated: () => "Обновление на странице, которую вы отслеживаете",
	novelComment: (event) => `${who(event)} оставил(а) комментарий на странице, которую вы отслеживаете`
};
function notificationText(event) {
	const text = texts[event.type];
	return text ? text(event) : "Новое уведомление";
}
function notificationHref(event) {
	const hash = event.comment ? `#${event.comment}` : "";
	if (event.postDraft) return `/postDrafts/${event.postDraft}${hash}`;
	if (event.draft) return `/drafts/${event.draft}${hash}`;
	if (event.post) return `/go/post/${event.post}${hash}`;
	if (event.novel) return `/go/novel/${event.novel}${hash}`;
	return "/";
}
// apps/site/src/app/SiteShell.css.ts
var page = "_1iaqb390";
// apps/site/src/app/SiteShell.tsx
var Drawer = lazyComponent("drawer", async () => (await import("./assets/drawer-chunk-Du0riqIO.js")).default);
/** The footer's links (SPEC.md §2.1): the social network page, the messenger channel, the mail. */
var footerLinks = [
	{
		href: "https://vk.com/anivisual",
		text: "ВКонтакте"
	},
	{
		href: "https://t.me/anivisual",
		text: "Telegram"
	},
	{
		href: "mailto:info@anivisual.net",
		text: "Почта"
	}
];
/** Global search (§2.1): section all, the text, /novels. */
function searchHref(text) {
	const query = filterToQuery({
		...defaultFilter("novels"),
		section: "all",
		search: text.trim()
	}, "novels");
	return `/novels?${new URLSearchParams(query).toString()}`;
}
/**
* The frame of every page (SPEC.md §2.1), composing libs/ui: top bar, side menu, bottom navigation,
* footer (not on /messages), toasts and the shared confirmation dialog. Links of every libs/ui
* component go through the router (`GuardedRouterProvider`), so they are real links that also
* navigate without a reload, and ask first when unsent text would be lost.
*/
function SiteShell({ children }) {
	const navigate = useNavigate();
	const location = useLocation();
	const session = useSession();
	const toasts = useToasts();
	const [isMenuOpen, setMenuOpen] = (0, import_react.useState)(false);
	const [isSearchOpen, setSearchOpen] = (0, import_react.useState)(false);
	const [menuPage, setMenuPage] = (0, import_react.useState)(location.key);
	if (menuPage !== location.key) {
		setMenuPage(location.key);
		if (isMenuOpen) setMenuOpen(false);
		if (isSearchOpen) setSearchOpen(false);
	}
	const [search, setSearch] = (0, import_react.useState)("");
	const ratingField = useChosenRatingField();
	const user = session.user;
	const viewer = user ? {
		username: user.username,
		can: (action) => session.can(action)
	} : null;
	const currentPath = `${location.pathname}${location.search}${location.hash}`;
	const events = session.state?.userEvents;
	useLiveEvents(user?._id ?? null);
	const banExpiry = user?.banned?.expiredAt;
	(0, import_react.useEffect)(() => {
		if (user) keepBan(user.banned);
	}, [user?._id, banExpiry]);
	const submitSearch = (text) => {
		setSearchOpen(false);
		navigate(searchHref(text));
	};
	const logout = () => {
		signOut().then(() => navigate("/"), () => toasts.error("Ошибка сервера"));
	};
	const markViewed = (open) => {
		if (!open || !events || events.newEventsCount === 0 || !session.state) return;
		const state = session.state;
		callEndpoint(markEventsViewedRoute, { query: { timeStamp: events.timeStamp ?? Date.now() } }).then((userEvents) => setSessionState({
			...state,
			userEvents
		})).catch(() => toasts.error("Не удалось загрузить уведомления"));
	};
	const showMoreNotifications = () => {
		if (!events || !session.state) return;
		const state = session.state;
		callEndpoint(userEventsRoute, { query: { limit: events.events.length + LIMITS.notificationsStep } }).then((userEvents) => setSessionState({
			...state,
			userEvents
		})).catch(() => toasts.error("Не удалось загрузить уведомления"));
	};
	const now = /* @__PURE__ */ new Date();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($2eb8e6d23f3d0cb0$export$a54013f0d02a8f82, {
		locale: "ru-RU",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmProvider, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(GuardedRouterProvider, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppearanceSync, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppShell, {
			topBar: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TopBar, {
				homeHref: "/",
				brand: "AniVisual",
				onMenuOpen: () => setMenuOpen(true),
				isMenuOpen,
				menu: topMenu(viewer, location, ratingField),
				search: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteSearch, {
					size: "sm",
					value: search,
					onChange: setSearch,
					onSubmit: submitSearch
				}),
				viewer: user ? {
					name: user.username,
					avatarSrc: user.avatar?.preview,
					role: user.role
				} : null,
				loginHref: loginHref(currentPath),
				unreadNotifications: events?.newEventsCount ?? 0,
				notifications: events && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [events.events.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationItem, {
					text: notificationText(event),
					href: notificationHref(event),
					createdAt: event.createdAt,
					unread: !events.eventsViewedAt || event.createdAt > events.eventsViewedAt,
					now
				}, event._id)), events.events.length < events.eventsCount && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "ghost",
					onPress: showMoreNotifications,
					children: "Показать ещё"
				})] }),
				onNotificationsOpenChange: markViewed,
				unreadMessages: unreadMessagesTotal(session.state?.contacts ?? []),
				messagesHref: "/messages",
				profileHref: "/profile",
				onLogout: logout,
				extraActions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppearanceMenu, {})
			}),
			drawer: isMenuOpen && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Drawer, {
				isOpen: isMenuOpen,
				onOpenChange: setMenuOpen,
				sections: drawerSections(viewer, location, ratingField)
			}) }),
			mobileSearch: isSearchOpen && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteSearch, {
				autoFocus: true,
				value: search,
				onChange: setSearch,
				onSubmit: submitSearch
			}),
			bottomNav: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BottomNav, {
				hrefs: bottomNavHrefs(viewer),
				current: bottomNavCurrent(location.pathname),
				isSearchOpen,
				onSearchOpenChange: setSearchOpen
			}),
			footer: location.pathname.startsWith("/messages") ? void 0 : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Footer, { links: footerLinks }),
			overlays: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToastRegion, {}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: page,
				children
			})
		})] }) })
	});
}
// apps/site/src/app/router.tsx
var HomePage = lazyPage("home", () => import("./assets/route-D3VtNnZy.js").then((route) => route.homeRoute));
var NovelsPage = lazyPage("novels", () => import("./assets/route-CmteFSt5.js").then((route) => route.novelsRoute));
var GamesPage = lazyPage("games", () => import("./assets/route-CmteFSt5.js").then((route) => route.gamesRoute));
var ProjectPage = lazyPage("project", () => import("./assets/route-Bs8rcDhg.js").then((route) => route.projectRoute));
var LoginPage = lazyPage("login", () => import("./assets/route-CHByZsOK.js").then((route) => route.loginRoute));
var RegistrationPage = lazyPage("registration", () => import("./assets/route-CHByZsOK.js").then((route) => route.registrationRoute));
var RestorePage = lazyPage("restore", () => import("./assets/route-CHByZsOK.js").then((route) => route.restoreRoute));
var RegistrationConfirmPage = lazyPage("registrationConfirm", () => import("./assets/route-CHByZsOK.js").then((route) => route.registrationConfirmRoute));
var AllCommentsPage = lazyPage("allComments", () => import("./assets/route-jGv0N29W.js").then((route) => route.allCommentsRoute));
var AddProjectPage = lazyPage("addProject", () => import("./assets/route-CuJ82c2C.js").then((route) => route.addProjectRoute));
var EditProjectPage = lazyPage("editProject", () => import("./assets/route-CuJ82c2C.js").then((route) => route.editProjectRoute));
var EditDraftPage = lazyPage("editDraft", () => import("./assets/route-CuJ82c2C.js").then((route) => route.editDraftRoute));
var GoPage = lazyPage("go", () => import("./assets/route-DjB1xpRQ.js").then((route) => route.goRoute));
var PostsPage = lazyPage("posts", () => import("./assets/route-BlB3Zk83.js").then((route) => route.postsRoute));
var PostPage = lazyPage("post", () => import("./assets/post-route-DQOsebx0.js").then((route) => route.postRoute));
var AddPostPage = lazyPage("addPost", () => import("./assets/route-DRoqKn09.js").then((route) => route.addPostRoute));
var EditPostPage = lazyPage("editPost", () => import("./assets/route-DRoqKn09.js").then((route) => route.editPostRoute));
var PostDraftPage = lazyPage("postDraft", () => import("./assets/route-B0EwVpm1.js").then((route) => route.postDraftRoute));
var EditPostDraftPage = lazyPage("editPostDraft", () => import("./assets/route-DRoqKn09.js").then((route) => route.editPostDraftRoute));
var DraftsPage = lazyPage("drafts", () => import("./assets/route-CAgVG5S-.js").then((route) => route.draftsRoute));
var NovelDraftPage = lazyPage("novelDraft", () => import("./assets/route-BqPog4XM.js").then((route) => route.novelDraftRoute));
var MessagesPage = lazyPage("messages", () => import("./assets/route-Bi2yBCex.js").then((route) => route.messagesRoute));
var ProfilePage = lazyPage("profile", () => import("./assets/route-DpwJGqH_.js").then((route) => route.profilePageRoute));
var EditProfilePage = lazyPage("editProfile", () => import("./assets/route-CXzqY4kK.js").then((route) => route.editProfilePageRoute));
var UserListsPage = lazyPage("userLists", () => import("./assets/route-0iJmiiaI.js").then((route) => route.userListsPageRoute));
var SettingsPage = lazyPage("settings", () => import("./assets/route-CUemQwnG.js").then((route) => route.settingsPageRoute));
var FiltersPage = lazyPage("filters", () => import("./assets/route-DtfgjSRT.js").then((route) => route.filtersRoute));
var UsersPage = lazyPage("users", () => import("./assets/route-BQvOPpNy.js").then((route) => route.usersRoute));
var TranslatorsPage = lazyPage("translators", () => import("./assets/route-CrSVN1h0.js").then((route) => route.translatorsRoute));
var TranslatorPage = lazyPage("translator", () => import("./assets/route-CrSVN1h0.js").then((route) => route.translatorRoute));
var LogPage = lazyPage("log", () => import("./assets/route-1w3m9Q4O.js").then((route) => route.logRoute));
/**
* The project page: its data request starts here, beside the download of the page's code, instead
* of after it (the project's poster is the page's largest paint, and it waits for both).
*/
function ProjectRoute() {
	const { url = "" } = useParams();
	const served = useServedReads();
	const read = { params: { url } };
	if (!served.isFresh(endpointUrl(novelByUrlRoute, read))) preloadEndpoint(novelByUrlRoute, read);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectPage, {});
}
/**
* Marks the document once the first page is the site's own (hydrated, or rendered in the browser):
* `html[data-hydrated]`. Until then a server-rendered page shows but does not respond to presses of
* its buttons, so the end-to-end tests wait for the mark before they press anything.
*/
function HydrationMark() {
	(0, import_react.useEffect)(() => {
		document.documentElement.dataset["hydrated"] = "";
	}, []);
	return null;
}
/** The reads a server-rendered page came with are current only until the reader leaves it. */
function useForgetServedReadsOnLeaving(locationKey) {
	const served = useServedReads();
	const firstKey = (0, import_react.useRef)(locationKey);
	(0, import_react.useEffect)(() => {
		if (locationKey !== firstKey.current) served.forget();
	}, [locationKey, served]);
}
/** The frame of every page; a page that fails shows the error page inside it. */
function SiteLayout() {
	const location = useLocation();
	useForgetServedReadsOnLeaving(location.key);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteShell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteErrorBoundary, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Suspense, {
		fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			children: "Загрузка..."
		}),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HydrationMark, {})]
	}) }, location.pathname) });
}
function SiteRoutes() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Routes, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Route, {
		element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteLayout, {}),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				index: true,
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomePage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "novels",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NovelsPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "games",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GamesPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "novels/:url",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectRoute, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "games/:url",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectRoute, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "login",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "registration",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RegistrationPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "restore",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RestorePage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "registrationConfirm",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RegistrationConfirmPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "comments",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AllCommentsPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "add",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddProjectPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "edit/novel/:id",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditProjectPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "edit/draft/:id",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditDraftPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "go/:kind/:id",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "posts",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostsPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "posts/:countId",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "posts/:countId/edit",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditPostPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "addPost",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddPostPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "postDrafts/:id",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostDraftPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "postDrafts/:id/edit",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditPostDraftPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "drafts",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftsPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "drafts/:id",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NovelDraftPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "messages",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessagesPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "profile",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfilePage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "profile/:username",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfilePage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "edit/profile/:id",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditProfilePage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "lists/:username",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserListsPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "settings",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "filters",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FiltersPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "users",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UsersPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "translators",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranslatorsPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "translators/:id",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranslatorPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "log",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogPage, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route, {
				path: "*",
				element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {})
			})
		]
	}) });
}
// apps/site/src/app/SiteRoot.tsx
/**
* The whole site, as the browser hydrates it and the server renders it (ADR 0011): both build this
* same tree, so the server's HTML is what the first render in the browser produces.
*/
function SiteRoot({ router, served = {}, cache, renderedCode, clock }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.StrictMode, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SWRConfig, {
		value: cache ? {
			fallback: served,
			provider: cache
		} : { fallback: served },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ServedReadsContext.Provider, {
			value: servedReadsOf(served),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RenderedCodeContext.Provider, {
				value: renderedCode ?? null,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DisplayClockProvider, {
					served: clock,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
						fallback: null,
						children: router(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteRoutes, {}))
					})
				})
			})
		})
	}) });
}
var servedReadsByAnswers = /* @__PURE__ */ new WeakMap();
/** One `ServedReads` per set of answers, so re-rendering the root does not renew what was forgotten. */
function servedReadsOf(served) {
	let reads = servedReadsByAnswers.get(served);
	if (!reads) {
		reads = new ServedReads(Object.keys(served));
		servedReadsByAnswers.set(served, reads);
	}
	return reads;
}
// apps/site/src/routes/posts/posts-address.ts
/** The view an address asks for; an unknown section is "Все" (a stale link still opens). */
function postsViewOf(search) {
	const section = search.get("section");
	return {
		section: isPostSection(section) ? section : "all",
		my: search.get("my") === "true"
	};
}
/** The address of a view. */
function postsHref(view) {
	const query = new URLSearchParams();
	if (view.section !== "all") query.set("section", view.section);
	if (view.my) query.set("my", "true");
	const text = query.toString();
	return text ? `/posts?${text}` : "/posts";
}
/** The query of `GET /api/posts?section&my` for a view (SPEC.md §7). */
function postsQuery(view) {
	return view.my ? {
		section: view.section,
		my: "true"
	} : { section: view.section };
}
/** Whether a path segment is an article number (`/posts/{countId}`: a positive integer). */
function isCountId(value) {
	return /^[1-9]\d{0,14}$/.test(value);
}
// apps/site/src/routes/translators/translators-address.ts
/** The filter an address asks for; a malformed page is the first (a stale link still opens). */
function translatorsFilterOf(search) {
	const page = Number(search.get("page") ?? "1");
	return {
		search: (search.get("search") ?? "").trim().slice(0, CATALOGUE_LIMITS.searchMax),
		page: Number.isInteger(page) && page >= 1 && page <= CATALOGUE_LIMITS.pageMax ? page - 1 : 0
	};
}
/** The address of a filter. */
function translatorsHref(filter) {
	const query = new URLSearchParams();
	if (filter.search) query.set("search", filter.search);
	if (filter.page > 0) query.set("page", String(filter.page + 1));
	const text = query.toString();
	return text ? `/translators?${text}` : "/translators";
}
// apps/site/src/server/page-reads.ts
function catalogueReads(route) {
	return async (_params, search, read) => {
		const filter = filterFromQuery(Object.fromEntries(search), route);
		await Promise.all([read(novelsRoute, { query: filterToApiParams(filter) }), hasActiveFilters(filter) ? read(filtersRoute, {}) : void 0]);
	};
}
var serverPages = [
	{
		path: "/",
		reads: (_p, _s, read) => read(mainPageRoute)
	},
	{
		path: "/novels",
		reads: catalogueReads("novels")
	},
	{
		path: "/games",
		reads: catalogueReads("games")
	},
	...["/novels/:url", "/games/:url"].map((path) => ({
		path,
		reads: (params, _search, read) => read(novelByUrlRoute, { params: { url: params["url"] ?? "" } })
	})),
	{
		path: "/posts",
		reads: (_params, search, read) => read(postsRoute, { query: postsQuery(postsViewOf(search)) })
	},
	{
		path: "/posts/:countId",
		reads: async (params, _search, read) => {
			const countId = params["countId"] ?? "";
			if (isCountId(countId)) await read(postRoute, { params: { countId } });
		}
	},
	{
		path: "/translators",
		reads: (_params, search, read) => {
			const filter = translatorsFilterOf(search);
			return read(translatorsRoute, { query: {
				page: filter.page,
				search: filter.search
			} });
		}
	},
	{
		path: "/translators/:id",
		reads: (params, _search, read) => read(translatorRoute, { params: { id: params["id"] ?? "" } })
	},
	{
		path: "/profile/:username",
		reads: async (params, _search, read) => {
			const username = params["username"] ?? "";
			const profile = await read(profileByUsernameRoute, { params: { username } });
			if (!profile) return;
			const user = { username: usernameToPathParam(profile.username) };
			await Promise.all([
				read(userNovelsRoute, {
					params: user,
					query: {
						kind: "added",
						page: 0
					}
				}),
				read(userNovelsRoute, {
					params: user,
					query: {
						kind: "owned",
						page: 0
					}
				}),
				read(userListsRoute, { params: user })
			]);
		}
	}
];
/**
* A path as the browser's router matches it: each segment decoded (a `/` encoded in one stays
* encoded), so `useParams` on the server and in the browser give the same values.
*/
function decodedPath(pathname) {
	return pathname.split("/").map((segment) => {
		try {
			return decodeURIComponent(segment).replace(/\//g, "%2F");
		} catch {
			return segment;
		}
	}).join("/");
}
/** The server page an address opens, with the route's parameters; null for a client-only page. */
function serverPageOf(pathname) {
	for (const page of serverPages) {
		const match = matchPath(page.path, decodedPath(pathname));
		if (match) return {
			page,
			params: match.params
		};
	}
	return null;
}
/**
* Reads what a page needs: the session (the frame shows who is signed in), then the page's own.
* Returns null when the address is not a server-rendered page.
*/
async function readPage(pathname, search, read) {
	const found = serverPageOf(pathname);
	if (!found) return null;
	await Promise.all([read(settingsRoute), found.page.reads(found.params, search, read)]);
	return found.page;
}
// apps/site/src/server/served-page.ts
/** The id of that script element. */
var SERVED_PAGE_ID = "served-page";
// apps/site/src/entry-server.tsx
/** How long a render may wait for lazy code before the page is sent as it is (the browser finishes it). */
var RENDER_TIMEOUT_MS = 5e3;
/**
* Renders the page at `url` (path and query) from the answers the server read for it, keyed as the
* site's SWR keys. Resolves once everything is rendered: the site's policy allows no inline script,
* which React's streamed Suspense swaps would need, and the data is already read, so waiting costs
* only the first load of a page's code on the server. An error outside every boundary rejects (the
* API then serves the client-rendered shell); one inside a boundary is reported to `onError`, and
* the browser renders that part on its own.
*/
function renderPage(url, served, onError) {
	return new Promise((resolve, reject) => {
		const renderedCode = /* @__PURE__ */ new Set();
		const clock = {
			now: Date.now(),
			timeZone: SERVER_TIME_ZONE
		};
		const stream = (0, import_server_node.renderToPipeableStream)(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteRoot, {
			router: (routes) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaticRouter, {
				location: url,
				children: routes
			}),
			served,
			cache: () => /* @__PURE__ */ new Map(),
			renderedCode,
			clock
		}), {
			onAllReady: () => resolve({
				pipe: (destination) => stream.pipe(destination),
				code: [...renderedCode],
				clock
			}),
			onShellError: reject,
			onError
		});
		setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
	});
}
export { FileText as $, searchSuggestOption as A, defaultAppearance as At, fieldLabel as B, useLocation as Bt, searchSuggestEmpty as C, filterToQuery as Ct, searchSuggestList as D, usernameToPathSegment as Dt, searchSuggestInput as E, usernameToPathParam as Et, searchSuggestSpinner as F, safetyMarkList as Ft, $a3e16eab0ea4036c$export$74a362b31437ec83 as G, $75afe627ae0cc0fa$export$d2b052e7b4be1756 as H, useParams as Ht, searchSuggestTexts as I, themeChoiceLabels as It, $41fb335299a4a39e$export$f5b8910cec6cf069 as J, $a3e16eab0ea4036c$export$feabaa331e1d464c as K, fieldDescription as L, themeChoices as Lt, searchSuggestPoster as M, imageSafetyMarks as Mt, searchSuggestRoot as N, isImageBlurred as Nt, searchSuggestName as O, CATALOGUE_LIMITS as Ot, searchSuggestSection as P, isThemeChoice as Pt, Search as Q, fieldError as R, withSafetyMarks as Rt, searchSuggestClear as S, SERVED_PAGE_ID, filterToApiParams as St, searchSuggestIcon as T, usernameFromRouteParam as Tt, $bc25b811ec97a172$export$40258cc1d95ff477 as U, useSearchParams as Ut, fieldRoot as V, useNavigate as Vt, $afa781ff67c1cd08$export$fa142eb1681c520 as W, $984a1fc08f87e4f3$export$a6c7ac8248d6e38a as X, $fd3c5e01e837dc20$export$8042c6c013fd5226 as Y, SlidersHorizontal as Z, Menu as _, shouldLoadOlderMessages as _t, postsQuery as a, NotFoundPage as at, Popover as b, defaultFilter as bt, useConfirm as c, lazyComponent as ct, keptBan as d, landingPageMeta as dt, CircleCheck as et, chooseRatingField as f, firstConversationPageSize as ft, Avatar as g, olderConversationPage as gt, useAppearance as h, messageMessages as ht, postsHref as i, ErrorContent as it, searchSuggestPopover as j, imageSafetyMarkLabels as jt, searchSuggestNoPoster as k, translatorFormSchema as kt, loginHref as l, DateText as lt, setAppearance as m, isMessageEdited as mt, translatorsHref as n, BookOpen as nt, postsViewOf as o, usePageMeta as ot, getAppearance as p, isLastConversationPage as pt, $41fb335299a4a39e$export$37fb8590cf2c088c as q, isCountId as r, readPage, renderPage, visuallyHidden as rt, useLeaveGuard as s, serverPages, usePageTitle as st, translatorsFilterOf as t, ChevronDown as tt, returnAddressOf as u, useDisplayClock as ut, MenuItem as v, formatDate as vt, searchSuggestGroup as w, hasActiveFilters as wt, Badge as x, filterFromQuery as xt, useToasts as y, formatRelativeDate as yt, fieldInput as z, Navigate as zt };

//# sourceMappingURL=entry-server.js.map