import { A as $b7115c395c64f7b5$export$4debdb1a3f0fa79e, At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, B as $e8ac3c3f5d4bae7f$export$d6875122194c7b44, C as require_react_dom, Ct as $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8, E as $d7f64c32b702fe2c$export$b5d7cc18bb8d2b59, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, F as $cf2482eff2eeeec2$export$f12b703ca79dfbb1, Ft as $c7eafbbe1ea5834e$export$535bd6ca7f90a273, It as $c4867b2f328c2698$export$e5c5a5f917a5871c, K as $8f5a2122b0992be3$export$b9b3dfddab17db27, Lt as $a4e76a5424781910$export$e08e3b67e392101e, N as $f192c2f16961cbe0$export$80f3e147d781571c, Nt as $390e54f620492c70$export$b4cc09c592e8fdb8, O as $d1116acdf220c2da$export$4c014de7c8940b4c, Ot as $7230ffa83bc0c2cf$export$fabf2dc03a41866e, Pt as $390e54f620492c70$export$f680877a34711e37, R as $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, Tt as $7230ffa83bc0c2cf$export$c62b8e45d58ddad9, U as $8f5a2122b0992be3$export$630ff653c5ada6a9, V as $fe16bffc7a557bf0$export$7f54fc3180508a52, W as $8f5a2122b0992be3$export$8397ddfc504fdb9a, Y as $caaf0dd3060ed57c$export$7e924b3091a3bd18, Z as $caaf0dd3060ed57c$export$9a302a45f65d0572, _ as $2c9edc598a03d523$export$420e68273165f4ec, _t as $d447af545b77c9f1$export$b204af158042fbac, at as $2add3ce32c6007eb$export$fedb369cb70207f1, b as $24f9a20f226ad820$export$5165eccb35aaadb5, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, ct as $1969ac565cfec8d0$export$de79e2c695e052f3, dt as $23f2114a1b82827e$export$cd4e5573fbe2b576, et as $2add3ce32c6007eb$export$78551043582a6a98, ft as $23f2114a1b82827e$export$da7af4355d792141, gt as $d447af545b77c9f1$export$af51f0f06c0f328a, h as $e969f22b6713ca4a$export$ae780daf29e6d456, ht as $d447af545b77c9f1$export$37a5fde709c1db82, i as $7705c033048f6da7$export$24d547caef80ccd1, j as $8296dad1a4c5e0dc$export$8f71654801c2f7cd, k as $d1116acdf220c2da$export$f9762fab77588ecb, kt as $03e8ab2d84d7657a$export$4338b53315abf666, lt as $23f2114a1b82827e$export$4282f70798064fe0, mt as $6a20a7989e6c817a$export$98658e8c59125e6a, nt as $2add3ce32c6007eb$export$9ac100e40613ea10, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, q as $caaf0dd3060ed57c$export$13aea1a3cb5e3f1f, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, t as $72abaeab4d80592f$export$9fc1347d4195ccb3, u as $240e9101ba2842f5$export$7d15b64cf5a3a4c4, ut as $23f2114a1b82827e$export$b4f377a2b6254582, v as $d27d541f9569d26d$export$45712eceda6fad21, vt as $d447af545b77c9f1$export$f21a1ffae260145a, x as $2b2d34ff061957fb$export$2b85b721e524d74b, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415, yt as $d447af545b77c9f1$export$f531f92e2a15358f } from "./PortalProvider-DUo4OMmA.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { a as $654b97e09f2a30c1$export$4d0f8be8b12a7ef6, c as $3e6197669829fe11$export$40bfa8c7b0832715, n as $535772f9d2c1f38d$export$20e40289641fbbb6, o as $ea3928288112382f$export$439d29a4e110a164, t as $535772f9d2c1f38d$export$1258395f99bf9cbf } from "./FocusScope-C0vcqR63.js";
import { i as $4b38b5b75ecc6208$export$b0d3ecf7112093a7, n as $3578607fe3d4b096$export$cfa2225e87938781, r as $4b38b5b75ecc6208$export$698f465ec27e93df, t as $673d46fce3e5717d$export$a16aca283550c30d } from "./useCollator-DMa4zt-g.js";
import { i as $901761b40e390936$export$2bb74740c4e19def } from "./useDescription-CgZYQuz7.js";
import { C as $6f0c29017aeec335$export$fd11f34e1d07f134, E as $bb39c0fc1c19b34c$export$c57958e35f31ed73, S as $6f0c29017aeec335$export$d68d59712b04d9d1, T as $bb39c0fc1c19b34c$export$b1f1c83775b8b5f7, _ as $263ab7fc0f95ccdb$export$d40e14dec8b060a8, a as $60f19cefd567a3e4$export$253fe78d46329472, b as $42ceafc619f9c3ba$export$fb8073518f34e6ec, c as $f6ba6936bfd098a0$export$ecf600387e221c37, f as $22bbea12c2567021$export$c3d8340acf92597f, h as $263ab7fc0f95ccdb$export$90e00781bc59d8f9, i as $4a07ac835f260f78$export$6c8a5aaad13c9852, l as $7b01448eaad0fe7c$export$c24ed0104d07eab9, m as $263ab7fc0f95ccdb$export$4feb769f8ddf26c5, n as $fcc7165e876206c6$export$6d3443f2c48bfc20, o as $b24d1bc31a0f941d$export$a9d04c5684123369, p as $91fe5e721c7f36c1$export$c9549807523555e0, r as $d03379b88399b8c5$export$6cd28814d92fa9c9, s as $cd5ea4b915021f1d$export$1005530eda016c13, t as $fcc7165e876206c6$export$45fda7c47f93fd48, u as $d667c2af82d35a98$export$d6daf82dcd84e87c, v as $42ceafc619f9c3ba$export$18af5c7a9e9b3664, w as $bb39c0fc1c19b34c$export$a986ed8aea890397, x as $6f0c29017aeec335$export$8258a0665a675899, y as $42ceafc619f9c3ba$export$bf788dd355e3a401 } from "./animation-DbzJvMWS.js";
import { t as $792f28e438b9ad5f$export$758399f318e6385a } from "./SharedElementTransition-by_EWVJ9.js";
// node_modules/react-aria-components/dist/private/Heading.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $2ec61d1d4f780267$export$d688439359537581 = /*#__PURE__*/ (0, import_react.createContext)({});
var $2ec61d1d4f780267$export$a8a3e93435678ff9 = /*#__PURE__*/ (0, import_react.forwardRef)(function Heading(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $2ec61d1d4f780267$export$d688439359537581);
	let { children, level = 3, className, ...domProps } = props;
	let Element = $7230ffa83bc0c2cf$export$df3a06d6289f983e[`h${level}`];
	return /*#__PURE__*/ import_react.createElement(Element, {
		...domProps,
		ref,
		className: className ?? "react-aria-Heading"
	}, children);
});
// node_modules/react-aria-components/dist/private/Header.mjs
var $53e61d82d8b8611d$export$e0e4026c12a8bdbb = /*#__PURE__*/ (0, import_react.createContext)({});
// node_modules/react-aria/dist/private/separator/useSeparator.mjs
function $dc321dbb6473ef33$export$52210f68a14655d0(props) {
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	let ariaOrientation;
	if (props.orientation === "vertical") ariaOrientation = "vertical";
	if (props.elementType !== "hr") return { separatorProps: {
		...domProps,
		role: "separator",
		"aria-orientation": ariaOrientation
	} };
	return { separatorProps: domProps };
}
// node_modules/react-aria-components/dist/private/Separator.mjs
var $e28ab3efe3e87743$export$6615d83f6de245ce = /*#__PURE__*/ (0, import_react.createContext)({});
var $e28ab3efe3e87743$export$7750289ca694c0b5 = class extends $6f0c29017aeec335$export$d68d59712b04d9d1 {
	static {
		this.type = "separator";
	}
	filter(collection, newCollection) {
		let prevItem = newCollection.getItem(this.prevKey);
		if (prevItem && prevItem.type !== "separator") {
			let clone = this.clone();
			newCollection.addDescendants(clone, collection);
			return clone;
		}
		return null;
	}
};
var $e28ab3efe3e87743$export$1ff3c3f08ae963c0 = /*#__PURE__*/ $42ceafc619f9c3ba$export$18af5c7a9e9b3664($e28ab3efe3e87743$export$7750289ca694c0b5, function Separator(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $e28ab3efe3e87743$export$6615d83f6de245ce);
	let { elementType, orientation, style, className, slot, ...otherProps } = props;
	let Element = elementType || "hr";
	if (Element === "hr" && orientation === "vertical") Element = "div";
	let ElementType = $7230ffa83bc0c2cf$export$df3a06d6289f983e[Element];
	let { separatorProps } = $dc321dbb6473ef33$export$52210f68a14655d0({
		...otherProps,
		elementType,
		orientation
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement(ElementType, {
		render: props.render,
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, separatorProps),
		style,
		className: className ?? "react-aria-Separator",
		ref,
		slot: slot || void 0
	});
});
// node_modules/react-aria/dist/private/selection/DOMLayoutDelegate.mjs
var $a83747cc3f035330$export$8f5ed9ff9f511381 = class {
	constructor(ref) {
		this.ref = ref;
	}
	getItemRect(key) {
		let container = this.ref.current;
		if (!container) return null;
		let item = key != null ? $22bbea12c2567021$export$c3d8340acf92597f(this.ref, key) : null;
		if (!item) return null;
		let containerRect = container.getBoundingClientRect();
		let itemRect = item.getBoundingClientRect();
		return {
			x: itemRect.left - containerRect.left - container.clientLeft + container.scrollLeft,
			y: itemRect.top - containerRect.top - container.clientTop + container.scrollTop,
			width: itemRect.width,
			height: itemRect.height
		};
	}
	getContentSize() {
		let container = this.ref.current;
		return {
			width: container?.scrollWidth ?? 0,
			height: container?.scrollHeight ?? 0
		};
	}
	getVisibleRect() {
		let container = this.ref.current;
		return {
			x: container?.scrollLeft ?? 0,
			y: container?.scrollTop ?? 0,
			width: container?.clientWidth ?? 0,
			height: container?.clientHeight ?? 0
		};
	}
};
// node_modules/react-aria/dist/private/selection/ListKeyboardDelegate.mjs
var $ae8f8d98b2b18f2f$export$a05409b8bb224a5a = class {
	constructor(...args) {
		if (args.length === 1) {
			let opts = args[0];
			this.collection = opts.collection;
			this.ref = opts.ref;
			this.collator = opts.collator;
			this.disabledKeys = opts.disabledKeys || /* @__PURE__ */ new Set();
			this.disabledBehavior = opts.disabledBehavior || "all";
			this.orientation = opts.orientation || "vertical";
			this.direction = opts.direction;
			this.layout = opts.layout || "stack";
			this.layoutDelegate = opts.layoutDelegate || new $a83747cc3f035330$export$8f5ed9ff9f511381(opts.ref);
		} else {
			this.collection = args[0];
			this.disabledKeys = args[1];
			this.ref = args[2];
			this.collator = args[3];
			this.layout = "stack";
			this.orientation = "vertical";
			this.disabledBehavior = "all";
			this.layoutDelegate = new $a83747cc3f035330$export$8f5ed9ff9f511381(this.ref);
		}
		if (this.layout === "stack" && this.orientation === "vertical") {
			this.getKeyLeftOf = void 0;
			this.getKeyRightOf = void 0;
		}
	}
	isDisabled(item) {
		return this.disabledBehavior === "all" && (item.props?.isDisabled || this.disabledKeys.has(item.key)) && item.props?.disabledBehavior !== "selection";
	}
	findNextNonDisabled(key, getNext, includeDisabled = false) {
		let nextKey = key;
		while (nextKey != null) {
			let item = this.collection.getItem(nextKey);
			if (item?.type === "item" && (includeDisabled || !this.isDisabled(item))) return nextKey;
			nextKey = getNext(nextKey);
		}
		return null;
	}
	getNextKey(key, options) {
		let nextKey = key;
		nextKey = this.collection.getKeyAfter(nextKey);
		return this.findNextNonDisabled(nextKey, (key) => this.collection.getKeyAfter(key), options?.includeDisabled);
	}
	getPreviousKey(key, options) {
		let nextKey = key;
		nextKey = this.collection.getKeyBefore(nextKey);
		return this.findNextNonDisabled(nextKey, (key) => this.collection.getKeyBefore(key), options?.includeDisabled);
	}
	findKey(key, nextKey, shouldSkip) {
		let tempKey = key;
		let itemRect = this.layoutDelegate.getItemRect(tempKey);
		if (!itemRect || tempKey == null) return null;
		let prevRect = itemRect;
		do {
			tempKey = nextKey(tempKey);
			if (tempKey == null) break;
			itemRect = this.layoutDelegate.getItemRect(tempKey);
		} while (itemRect && shouldSkip(prevRect, itemRect) && tempKey != null);
		return tempKey;
	}
	isSameRow(prevRect, itemRect) {
		return prevRect.y === itemRect.y || prevRect.x !== itemRect.x;
	}
	isSameColumn(prevRect, itemRect) {
		return prevRect.x === itemRect.x || prevRect.y !== itemRect.y;
	}
	isReversed(key) {
		let nextKey = this.getNextKey(key);
		let currentEl = $22bbea12c2567021$export$c3d8340acf92597f(this.ref, key);
		if (nextKey != null) {
			let nextEl = $22bbea12c2567021$export$c3d8340acf92597f(this.ref, nextKey);
			if (!currentEl || !nextEl) return false;
			return currentEl.getBoundingClientRect().top > nextEl.getBoundingClientRect().top;
		}
		let prevKey = this.getPreviousKey(key);
		if (prevKey != null) {
			let prevEl = $22bbea12c2567021$export$c3d8340acf92597f(this.ref, prevKey);
			if (!currentEl || !prevEl) return false;
			return prevEl.getBoundingClientRect().top > currentEl.getBoundingClientRect().top;
		}
		return false;
	}
	getKeyBelow(key, options) {
		if (this.layout === "grid" && this.orientation === "vertical") return this.findKey(key, (key) => this.getNextKey(key, options), this.isSameRow);
		else if (this.orientation === "vertical") return this.isReversed(key) ? this.getPreviousKey(key, options) : this.getNextKey(key, options);
		else return this.getNextKey(key, options);
	}
	getKeyAbove(key, options) {
		if (this.layout === "grid" && this.orientation === "vertical") return this.findKey(key, (key) => this.getPreviousKey(key, options), this.isSameRow);
		else if (this.orientation === "vertical") return this.isReversed(key) ? this.getNextKey(key, options) : this.getPreviousKey(key, options);
		else return this.getPreviousKey(key, options);
	}
	getNextColumn(key, right, options) {
		return right ? this.getPreviousKey(key, options) : this.getNextKey(key, options);
	}
	getKeyRightOf(key, options) {
		let layoutDelegateMethod = this.direction === "ltr" ? "getKeyRightOf" : "getKeyLeftOf";
		if (this.layoutDelegate[layoutDelegateMethod]) {
			key = this.layoutDelegate[layoutDelegateMethod](key);
			return this.findNextNonDisabled(key, (key) => this.layoutDelegate[layoutDelegateMethod](key), options?.includeDisabled);
		}
		if (this.layout === "grid") {
			if (this.orientation === "vertical") return this.getNextColumn(key, this.direction === "rtl", options);
			else return this.findKey(key, (key) => this.getNextColumn(key, this.direction === "rtl", options), this.isSameColumn);
		} else if (this.orientation === "horizontal") return this.getNextColumn(key, this.direction === "rtl", options);
		return null;
	}
	getKeyLeftOf(key, options) {
		let layoutDelegateMethod = this.direction === "ltr" ? "getKeyLeftOf" : "getKeyRightOf";
		if (this.layoutDelegate[layoutDelegateMethod]) {
			key = this.layoutDelegate[layoutDelegateMethod](key);
			return this.findNextNonDisabled(key, (key) => this.layoutDelegate[layoutDelegateMethod](key), options?.includeDisabled);
		}
		if (this.layout === "grid") {
			if (this.orientation === "vertical") return this.getNextColumn(key, this.direction === "ltr", options);
			else return this.findKey(key, (key) => this.getNextColumn(key, this.direction === "ltr", options), this.isSameColumn);
		} else if (this.orientation === "horizontal") return this.getNextColumn(key, this.direction === "ltr", options);
		return null;
	}
	getFirstKey() {
		let key = this.collection.getFirstKey();
		return this.findNextNonDisabled(key, (key) => this.collection.getKeyAfter(key));
	}
	getLastKey() {
		let key = this.collection.getLastKey();
		return this.findNextNonDisabled(key, (key) => this.collection.getKeyBefore(key));
	}
	getKeyPageAbove(key) {
		let menu = this.ref.current;
		let itemRect = this.layoutDelegate.getItemRect(key);
		if (!itemRect) return null;
		let reversed = this.isReversed(key);
		if (menu && !$901761b40e390936$export$2bb74740c4e19def(menu)) return this.getFirstKey();
		let nextKey = key;
		if (this.orientation === "horizontal") {
			let pageX = Math.max(0, itemRect.x + itemRect.width - this.layoutDelegate.getVisibleRect().width);
			while (itemRect && itemRect.x > pageX && nextKey != null) {
				nextKey = this.getKeyAbove(nextKey);
				itemRect = nextKey == null ? null : this.layoutDelegate.getItemRect(nextKey);
			}
		} else {
			let visibleRect = this.layoutDelegate.getVisibleRect();
			let pageY = reversed ? itemRect.y - visibleRect.height : Math.max(0, itemRect.y + itemRect.height - visibleRect.height);
			while (itemRect && itemRect.y > pageY && nextKey != null) {
				nextKey = this.getKeyAbove(nextKey);
				itemRect = nextKey == null ? null : this.layoutDelegate.getItemRect(nextKey);
			}
		}
		return nextKey ?? (reversed ? this.getLastKey() : this.getFirstKey());
	}
	getKeyPageBelow(key) {
		let menu = this.ref.current;
		let itemRect = this.layoutDelegate.getItemRect(key);
		if (!itemRect) return null;
		let reversed = this.isReversed(key);
		if (menu && !$901761b40e390936$export$2bb74740c4e19def(menu)) return this.getLastKey();
		let nextKey = key;
		if (this.orientation === "horizontal") {
			let pageX = Math.min(this.layoutDelegate.getContentSize().width, itemRect.x - itemRect.width + this.layoutDelegate.getVisibleRect().width);
			while (itemRect && itemRect.x < pageX && nextKey != null) {
				nextKey = this.getKeyBelow(nextKey);
				itemRect = nextKey == null ? null : this.layoutDelegate.getItemRect(nextKey);
			}
		} else {
			let pageY = Math.min(this.layoutDelegate.getContentSize().height, itemRect.y - itemRect.height + this.layoutDelegate.getVisibleRect().height);
			while (itemRect && itemRect.y < pageY && nextKey != null) {
				nextKey = this.getKeyBelow(nextKey);
				itemRect = nextKey == null ? null : this.layoutDelegate.getItemRect(nextKey);
			}
		}
		return nextKey ?? (reversed ? this.getFirstKey() : this.getLastKey());
	}
	getKeyForSearch(search, fromKey) {
		if (!this.collator) return null;
		let collection = this.collection;
		let key = fromKey || this.getFirstKey();
		while (key != null) {
			let item = collection.getItem(key);
			if (!item) return null;
			let substring = item.textValue.slice(0, search.length);
			if (item.textValue && this.collator.compare(substring, search) === 0) return key;
			key = this.getNextKey(key);
		}
		return null;
	}
};
// node_modules/react-aria/dist/private/selection/useSelectableList.mjs
function $64903b4b31b6bb2a$export$b95089534ab7c1fd(props) {
	let { selectionManager, collection, disabledKeys, ref, keyboardDelegate, layoutDelegate, orientation } = props;
	let collator = $673d46fce3e5717d$export$a16aca283550c30d({
		usage: "search",
		sensitivity: "base"
	});
	let disabledBehavior = selectionManager.disabledBehavior;
	let delegate = (0, import_react.useMemo)(() => keyboardDelegate || new $ae8f8d98b2b18f2f$export$a05409b8bb224a5a({
		collection,
		disabledKeys,
		disabledBehavior,
		ref,
		collator,
		layoutDelegate,
		orientation
	}), [
		keyboardDelegate,
		layoutDelegate,
		collection,
		disabledKeys,
		ref,
		collator,
		disabledBehavior,
		orientation
	]);
	let { collectionProps } = $d667c2af82d35a98$export$d6daf82dcd84e87c({
		...props,
		ref,
		selectionManager,
		keyboardDelegate: delegate
	});
	return { listProps: collectionProps };
}
// node_modules/react-stately/dist/private/collections/getItemCount.mjs
var $2efe10d3f1f9e31e$var$cache = /* @__PURE__ */ new WeakMap();
function $2efe10d3f1f9e31e$export$77d5aafae4e095b2(collection) {
	let count = $2efe10d3f1f9e31e$var$cache.get(collection);
	if (count != null) return count;
	let counter = 0;
	let countItems = (items) => {
		for (let item of items) if (item.type === "section") countItems($cd5ea4b915021f1d$export$1005530eda016c13(item, collection));
		else if (item.type === "item") counter++;
	};
	countItems(collection);
	$2efe10d3f1f9e31e$var$cache.set(collection, counter);
	return counter;
}
// node_modules/react-aria/dist/private/utils/useLoadMoreSentinel.mjs
function $0407362eaf54473e$export$ccaea96c28e8b9e7(props, ref) {
	let { collection, onLoadMore, scrollOffset = 1, direction = "end" } = props;
	let sentinelObserver = (0, import_react.useRef)(null);
	let triggerLoadMore = $fe16bffc7a557bf0$export$7f54fc3180508a52((entries) => {
		for (let entry of entries) if (entry.isIntersecting && onLoadMore) onLoadMore();
	});
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (ref.current) {
			const margin = 100 * scrollOffset;
			const rootMargin = direction === "start" ? `${margin}% 0px 0px 0px` : `0px ${margin}% ${margin}% ${margin}%`;
			sentinelObserver.current = new IntersectionObserver(triggerLoadMore, {
				root: $3578607fe3d4b096$export$cfa2225e87938781(ref?.current),
				rootMargin
			});
			sentinelObserver.current.observe(ref.current);
		}
		return () => {
			if (sentinelObserver.current) sentinelObserver.current.disconnect();
		};
	}, [
		collection,
		ref,
		scrollOffset,
		direction
	]);
}
// node_modules/react-aria-components/dist/private/OverlayArrow.mjs
var $4fcfe18fac72dabd$export$2de4954e8ae13b9f = /*#__PURE__*/ (0, import_react.createContext)({ placement: "bottom" });
var $4fcfe18fac72dabd$export$746d02f47f4d381 = /*#__PURE__*/ (0, import_react.forwardRef)(function OverlayArrow(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $4fcfe18fac72dabd$export$2de4954e8ae13b9f);
	let placement = props.placement;
	let style = {
		position: "absolute",
		transform: placement === "top" || placement === "bottom" ? "translateX(-50%)" : "translateY(-50%)"
	};
	if (placement != null) style[placement] = "100%";
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName: "react-aria-OverlayArrow",
		values: { placement }
	});
	if (renderProps.style) Object.keys(renderProps.style).forEach((key) => renderProps.style[key] === void 0 && delete renderProps.style[key]);
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props);
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...DOMProps,
		...renderProps,
		style: {
			...style,
			...renderProps.style
		},
		ref,
		"data-placement": placement
	});
});
// node_modules/react-aria/dist/private/overlays/ariaHideOutside.mjs
var $58196c8d6a1f38fc$var$supportsInert = typeof HTMLElement !== "undefined" && "inert" in HTMLElement.prototype;
function $58196c8d6a1f38fc$var$isAlwaysVisibleNode(node) {
	return node.dataset.liveAnnouncer === "true" || node.dataset.reactAriaTopLayer !== void 0;
}
var $58196c8d6a1f38fc$var$refCountMap = /* @__PURE__ */ new WeakMap();
var $58196c8d6a1f38fc$var$observerStack = [];
function $58196c8d6a1f38fc$export$1c3ebcada18427bf(targets, options) {
	let windowObj = $d447af545b77c9f1$export$f21a1ffae260145a(targets?.[0]);
	let opts = options instanceof windowObj.Element ? { root: options } : options;
	let root = opts?.root ?? document.body;
	let shouldUseInert = opts?.shouldUseInert && $58196c8d6a1f38fc$var$supportsInert;
	let visibleNodes = new Set(targets);
	let hiddenNodes = /* @__PURE__ */ new Set();
	let getHidden = (element) => {
		return shouldUseInert && element instanceof windowObj.HTMLElement ? element.inert : element.getAttribute("aria-hidden") === "true";
	};
	let setHidden = (element, hidden) => {
		if (shouldUseInert && element instanceof windowObj.HTMLElement) element.inert = hidden;
		else if (hidden) element.setAttribute("aria-hidden", "true");
		else {
			element.removeAttribute("aria-hidden");
			if (element instanceof windowObj.HTMLElement) element.inert = false;
		}
	};
	let shadowRootsToWatch = /* @__PURE__ */ new Set();
	if ($6a20a7989e6c817a$export$98658e8c59125e6a()) {
		let boundary = root.getRootNode();
		for (let target of targets) {
			let current = target.getRootNode();
			while ($d447af545b77c9f1$export$af51f0f06c0f328a(current) && current !== boundary) {
				shadowRootsToWatch.add(current);
				current = current.host.getRootNode();
			}
		}
	}
	let walk = (root) => {
		for (let element of root.querySelectorAll("[data-live-announcer], [data-react-aria-top-layer]")) visibleNodes.add(element);
		let acceptNode = (node) => {
			if (hiddenNodes.has(node) || visibleNodes.has(node) || node.parentElement && hiddenNodes.has(node.parentElement) && node.parentElement.getAttribute("role") !== "row") return NodeFilter.FILTER_REJECT;
			for (let target of visibleNodes) if ($23f2114a1b82827e$export$4282f70798064fe0(node, target)) return NodeFilter.FILTER_SKIP;
			return NodeFilter.FILTER_ACCEPT;
		};
		let walker = $654b97e09f2a30c1$export$4d0f8be8b12a7ef6($d447af545b77c9f1$export$b204af158042fbac(root), root, NodeFilter.SHOW_ELEMENT, { acceptNode });
		let acceptRoot = acceptNode(root);
		if (acceptRoot === NodeFilter.FILTER_ACCEPT) hide(root);
		if (acceptRoot !== NodeFilter.FILTER_REJECT) {
			let node = walker.nextNode();
			while (node != null) {
				hide(node);
				node = walker.nextNode();
			}
		}
	};
	let hide = (node) => {
		let refCount = $58196c8d6a1f38fc$var$refCountMap.get(node) ?? 0;
		if (getHidden(node) && refCount === 0) return;
		if (refCount === 0) setHidden(node, true);
		hiddenNodes.add(node);
		$58196c8d6a1f38fc$var$refCountMap.set(node, refCount + 1);
	};
	if ($58196c8d6a1f38fc$var$observerStack.length) $58196c8d6a1f38fc$var$observerStack[$58196c8d6a1f38fc$var$observerStack.length - 1].disconnect();
	walk(root);
	let observer = new MutationObserver((changes) => {
		for (let change of changes) {
			if (change.type !== "childList") continue;
			if (change.target.isConnected && ![...visibleNodes, ...hiddenNodes].some((node) => $23f2114a1b82827e$export$4282f70798064fe0(node, change.target))) {
				for (let node of change.addedNodes) if ((node instanceof HTMLElement || node instanceof SVGElement) && $58196c8d6a1f38fc$var$isAlwaysVisibleNode(node)) visibleNodes.add(node);
				else if (node instanceof Element) walk(node);
			}
			if ($6a20a7989e6c817a$export$98658e8c59125e6a()) {
				for (let shadowRoot of shadowRootsToWatch) if (!shadowRoot.isConnected) {
					observer.disconnect();
					break;
				}
			}
		}
	});
	observer.observe(root, {
		childList: true,
		subtree: true
	});
	let shadowObservers = /* @__PURE__ */ new Set();
	if ($6a20a7989e6c817a$export$98658e8c59125e6a()) for (let shadowRoot of shadowRootsToWatch) {
		let shadowObserver = new MutationObserver((changes) => {
			for (let change of changes) {
				if (change.type !== "childList") continue;
				if (change.target.isConnected && ![...visibleNodes, ...hiddenNodes].some((node) => $23f2114a1b82827e$export$4282f70798064fe0(node, change.target))) {
					for (let node of change.addedNodes) if ((node instanceof HTMLElement || node instanceof SVGElement) && $58196c8d6a1f38fc$var$isAlwaysVisibleNode(node)) visibleNodes.add(node);
					else if (node instanceof Element) walk(node);
				}
				if ($6a20a7989e6c817a$export$98658e8c59125e6a()) {
					for (let shadowRoot of shadowRootsToWatch) if (!shadowRoot.isConnected) {
						observer.disconnect();
						break;
					}
				}
			}
		});
		shadowObserver.observe(shadowRoot, {
			childList: true,
			subtree: true
		});
		shadowObservers.add(shadowObserver);
	}
	let observerWrapper = {
		visibleNodes,
		hiddenNodes,
		observe() {
			observer.observe(root, {
				childList: true,
				subtree: true
			});
		},
		disconnect() {
			observer.disconnect();
		}
	};
	$58196c8d6a1f38fc$var$observerStack.push(observerWrapper);
	return () => {
		observer.disconnect();
		if ($6a20a7989e6c817a$export$98658e8c59125e6a()) for (let shadowObserver of shadowObservers) shadowObserver.disconnect();
		for (let node of hiddenNodes) {
			let count = $58196c8d6a1f38fc$var$refCountMap.get(node);
			if (count == null) continue;
			if (count === 1) {
				setHidden(node, false);
				$58196c8d6a1f38fc$var$refCountMap.delete(node);
			} else $58196c8d6a1f38fc$var$refCountMap.set(node, count - 1);
		}
		if (observerWrapper === $58196c8d6a1f38fc$var$observerStack[$58196c8d6a1f38fc$var$observerStack.length - 1]) {
			$58196c8d6a1f38fc$var$observerStack.pop();
			if ($58196c8d6a1f38fc$var$observerStack.length) $58196c8d6a1f38fc$var$observerStack[$58196c8d6a1f38fc$var$observerStack.length - 1].observe();
		} else $58196c8d6a1f38fc$var$observerStack.splice($58196c8d6a1f38fc$var$observerStack.indexOf(observerWrapper), 1);
	};
}
function $58196c8d6a1f38fc$export$1020fa7f77e17884(element) {
	let observer = $58196c8d6a1f38fc$var$observerStack[$58196c8d6a1f38fc$var$observerStack.length - 1];
	if (observer && !observer.visibleNodes.has(element)) {
		observer.visibleNodes.add(element);
		return () => {
			observer.visibleNodes.delete(element);
		};
	}
}
// node_modules/react-aria/dist/private/overlays/calculatePosition.mjs
var $954926fb6168ae2a$var$AXIS = {
	top: "top",
	bottom: "top",
	left: "left",
	right: "left"
};
var $954926fb6168ae2a$var$FLIPPED_DIRECTION = {
	top: "bottom",
	bottom: "top",
	left: "right",
	right: "left"
};
var $954926fb6168ae2a$var$CROSS_AXIS = {
	top: "left",
	left: "top"
};
var $954926fb6168ae2a$var$AXIS_SIZE = {
	top: "height",
	left: "width"
};
var $954926fb6168ae2a$var$TOTAL_SIZE = {
	width: "totalWidth",
	height: "totalHeight"
};
var $954926fb6168ae2a$var$PARSED_PLACEMENT_CACHE = {};
var $954926fb6168ae2a$var$getVisualViewport = () => typeof document !== "undefined" ? window.visualViewport : null;
function $954926fb6168ae2a$var$getContainerDimensions(containerNode, visualViewport) {
	let width = 0, height = 0, totalWidth = 0, totalHeight = 0, top = 0, left = 0;
	let scroll = {};
	let isPinchZoomedIn = (visualViewport?.scale ?? 1) > 1;
	if (containerNode.tagName === "BODY" || containerNode.tagName === "HTML") {
		let documentElement = document.documentElement;
		totalWidth = documentElement.clientWidth;
		totalHeight = documentElement.clientHeight;
		width = visualViewport?.width ?? totalWidth;
		height = visualViewport?.height ?? totalHeight;
		scroll.top = documentElement.scrollTop || containerNode.scrollTop;
		scroll.left = documentElement.scrollLeft || containerNode.scrollLeft;
		if (visualViewport) {
			top = Math.max(0, visualViewport.pageTop - (scroll.top ?? 0));
			left = Math.max(0, visualViewport.pageLeft - (scroll.left ?? 0));
		}
	} else {
		({width: width, height: height, top: top, left: left} = $954926fb6168ae2a$var$getOffset(containerNode, false));
		scroll.top = containerNode.scrollTop;
		scroll.left = containerNode.scrollLeft;
		totalWidth = width;
		totalHeight = height;
	}
	if ($2add3ce32c6007eb$export$78551043582a6a98() && (containerNode.tagName === "BODY" || containerNode.tagName === "HTML") && isPinchZoomedIn) {
		scroll.top = 0;
		scroll.left = 0;
		top = visualViewport?.pageTop ?? 0;
		left = visualViewport?.pageLeft ?? 0;
	}
	return {
		width,
		height,
		totalWidth,
		totalHeight,
		scroll,
		top,
		left
	};
}
function $954926fb6168ae2a$var$getScroll(node) {
	return {
		top: node.scrollTop,
		left: node.scrollLeft,
		width: node.scrollWidth,
		height: node.scrollHeight
	};
}
function $954926fb6168ae2a$var$getDelta(axis, offset, size, boundaryDimensions, containerDimensions, padding, containerOffsetWithBoundary) {
	let containerScroll = containerDimensions.scroll[axis] ?? 0;
	let boundarySize = boundaryDimensions[$954926fb6168ae2a$var$AXIS_SIZE[axis]];
	let boundaryStartEdge = containerOffsetWithBoundary[axis] + boundaryDimensions.scroll[$954926fb6168ae2a$var$AXIS[axis]] + padding;
	let boundaryEndEdge = containerOffsetWithBoundary[axis] + boundaryDimensions.scroll[$954926fb6168ae2a$var$AXIS[axis]] + boundarySize - padding;
	let startEdgeOffset = offset - containerScroll + boundaryDimensions.scroll[$954926fb6168ae2a$var$AXIS[axis]] + containerOffsetWithBoundary[axis] - boundaryDimensions[$954926fb6168ae2a$var$AXIS[axis]];
	let endEdgeOffset = offset - containerScroll + size + boundaryDimensions.scroll[$954926fb6168ae2a$var$AXIS[axis]] + containerOffsetWithBoundary[axis] - boundaryDimensions[$954926fb6168ae2a$var$AXIS[axis]];
	if (startEdgeOffset < boundaryStartEdge) return boundaryStartEdge - startEdgeOffset;
	else if (endEdgeOffset > boundaryEndEdge) return Math.max(boundaryEndEdge - endEdgeOffset, boundaryStartEdge - startEdgeOffset);
	else return 0;
}
function $954926fb6168ae2a$var$getMargins(node) {
	let style = window.getComputedStyle(node);
	return {
		top: parseInt(style.marginTop, 10) || 0,
		bottom: parseInt(style.marginBottom, 10) || 0,
		left: parseInt(style.marginLeft, 10) || 0,
		right: parseInt(style.marginRight, 10) || 0
	};
}
function $954926fb6168ae2a$var$parsePlacement(input) {
	if ($954926fb6168ae2a$var$PARSED_PLACEMENT_CACHE[input]) return $954926fb6168ae2a$var$PARSED_PLACEMENT_CACHE[input];
	let [placement, crossPlacement] = input.split(" ");
	let axis = $954926fb6168ae2a$var$AXIS[placement] || "right";
	let crossAxis = $954926fb6168ae2a$var$CROSS_AXIS[axis];
	if (!$954926fb6168ae2a$var$AXIS[crossPlacement]) crossPlacement = "center";
	let size = $954926fb6168ae2a$var$AXIS_SIZE[axis];
	let crossSize = $954926fb6168ae2a$var$AXIS_SIZE[crossAxis];
	$954926fb6168ae2a$var$PARSED_PLACEMENT_CACHE[input] = {
		placement,
		crossPlacement,
		axis,
		crossAxis,
		size,
		crossSize
	};
	return $954926fb6168ae2a$var$PARSED_PLACEMENT_CACHE[input];
}
function $954926fb6168ae2a$var$computePosition(childOffset, boundaryDimensions, overlaySize, placementInfo, offset, crossOffset, containerOffsetWithBoundary, isContainerPositioned, arrowSize, arrowBoundaryOffset, containerDimensions) {
	let { placement, crossPlacement, axis, crossAxis, size, crossSize } = placementInfo;
	let position = {};
	position[crossAxis] = childOffset[crossAxis] ?? 0;
	if (crossPlacement === "center") position[crossAxis] += ((childOffset[crossSize] ?? 0) - (overlaySize[crossSize] ?? 0)) / 2;
	else if (crossPlacement !== crossAxis) position[crossAxis] += (childOffset[crossSize] ?? 0) - (overlaySize[crossSize] ?? 0);
	position[crossAxis] += crossOffset;
	const minPosition = childOffset[crossAxis] - overlaySize[crossSize] + arrowSize + arrowBoundaryOffset;
	const maxPosition = childOffset[crossAxis] + childOffset[crossSize] - arrowSize - arrowBoundaryOffset;
	position[crossAxis] = $240e9101ba2842f5$export$7d15b64cf5a3a4c4(position[crossAxis], minPosition, maxPosition);
	if (placement === axis) {
		let containerHeight = isContainerPositioned ? containerDimensions[size] : containerDimensions[$954926fb6168ae2a$var$TOTAL_SIZE[size]];
		position[$954926fb6168ae2a$var$FLIPPED_DIRECTION[axis]] = Math.floor(containerHeight - childOffset[axis] + offset);
	} else position[axis] = Math.floor(childOffset[axis] + childOffset[size] + offset);
	return position;
}
function $954926fb6168ae2a$var$getMaxHeight(position, boundaryDimensions, containerOffsetWithBoundary, isContainerPositioned, margins, padding, overlayHeight, heightGrowthDirection, containerDimensions, isContainerDescendentOfBoundary, visualViewport) {
	let overlayTop = (position.top != null ? position.top : containerDimensions[$954926fb6168ae2a$var$TOTAL_SIZE.height] - (position.bottom ?? 0) - overlayHeight) - (containerDimensions.scroll.top ?? 0);
	let boundaryToContainerTransformOffset = isContainerDescendentOfBoundary ? containerOffsetWithBoundary.top : 0;
	let boundingRect = {
		top: Math.max(boundaryDimensions.top + boundaryToContainerTransformOffset, (visualViewport?.offsetTop ?? boundaryDimensions.top) + boundaryToContainerTransformOffset),
		bottom: Math.min(boundaryDimensions.top + boundaryDimensions.height + boundaryToContainerTransformOffset, (visualViewport?.offsetTop ?? 0) + (visualViewport?.height ?? 0))
	};
	return heightGrowthDirection !== "top" ? Math.max(0, boundingRect.bottom - overlayTop - ((margins.top ?? 0) + (margins.bottom ?? 0) + padding)) : Math.max(0, overlayTop + overlayHeight - boundingRect.top - ((margins.top ?? 0) + (margins.bottom ?? 0) + padding));
}
function $954926fb6168ae2a$var$getAvailableSpace(boundaryDimensions, containerOffsetWithBoundary, childOffset, margins, padding, placementInfo, containerDimensions, isContainerDescendentOfBoundary) {
	let { placement, axis, size } = placementInfo;
	if (placement === axis) return Math.max(0, childOffset[axis] - (containerDimensions.scroll[axis] ?? 0) - (boundaryDimensions[axis] + (isContainerDescendentOfBoundary ? containerOffsetWithBoundary[axis] : 0)) - (margins[axis] ?? 0) - margins[$954926fb6168ae2a$var$FLIPPED_DIRECTION[axis]] - padding);
	return Math.max(0, boundaryDimensions[size] + boundaryDimensions[axis] + (isContainerDescendentOfBoundary ? containerOffsetWithBoundary[axis] : 0) - childOffset[axis] - childOffset[size] + (containerDimensions.scroll[axis] ?? 0) - (margins[axis] ?? 0) - margins[$954926fb6168ae2a$var$FLIPPED_DIRECTION[axis]] - padding);
}
function $954926fb6168ae2a$export$6839422d1f33cee9(placementInput, childOffset, overlaySize, scrollSize, margins, padding, flip, boundaryDimensions, containerDimensions, containerOffsetWithBoundary, offset, crossOffset, isContainerPositioned, userSetMaxHeight, arrowSize, arrowBoundaryOffset, isContainerDescendentOfBoundary, visualViewport) {
	let placementInfo = $954926fb6168ae2a$var$parsePlacement(placementInput);
	let { size, crossAxis, crossSize, placement, crossPlacement } = placementInfo;
	let position = $954926fb6168ae2a$var$computePosition(childOffset, boundaryDimensions, overlaySize, placementInfo, offset, crossOffset, containerOffsetWithBoundary, isContainerPositioned, arrowSize, arrowBoundaryOffset, containerDimensions);
	let normalizedOffset = offset;
	let space = $954926fb6168ae2a$var$getAvailableSpace(boundaryDimensions, containerOffsetWithBoundary, childOffset, margins, padding + offset, placementInfo, containerDimensions, isContainerDescendentOfBoundary);
	if (flip && overlaySize[size] > space) {
		let flippedPlacementInfo = $954926fb6168ae2a$var$parsePlacement(`${$954926fb6168ae2a$var$FLIPPED_DIRECTION[placement]} ${crossPlacement}`);
		let flippedPosition = $954926fb6168ae2a$var$computePosition(childOffset, boundaryDimensions, overlaySize, flippedPlacementInfo, offset, crossOffset, containerOffsetWithBoundary, isContainerPositioned, arrowSize, arrowBoundaryOffset, containerDimensions);
		if ($954926fb6168ae2a$var$getAvailableSpace(boundaryDimensions, containerOffsetWithBoundary, childOffset, margins, padding + offset, flippedPlacementInfo, containerDimensions, isContainerDescendentOfBoundary) > space) {
			placementInfo = flippedPlacementInfo;
			position = flippedPosition;
			normalizedOffset = offset;
		}
	}
	let heightGrowthDirection = "bottom";
	if (placementInfo.axis === "top") {
		if (placementInfo.placement === "top") heightGrowthDirection = "top";
		else if (placementInfo.placement === "bottom") heightGrowthDirection = "bottom";
	} else if (placementInfo.crossAxis === "top") {
		if (placementInfo.crossPlacement === "top") heightGrowthDirection = "bottom";
		else if (placementInfo.crossPlacement === "bottom") heightGrowthDirection = "top";
	}
	let delta = $954926fb6168ae2a$var$getDelta(crossAxis, position[crossAxis], overlaySize[crossSize], boundaryDimensions, containerDimensions, padding, containerOffsetWithBoundary);
	position[crossAxis] += delta;
	let maxHeight = $954926fb6168ae2a$var$getMaxHeight(position, boundaryDimensions, containerOffsetWithBoundary, isContainerPositioned, margins, padding, overlaySize.height, heightGrowthDirection, containerDimensions, isContainerDescendentOfBoundary, visualViewport);
	if (userSetMaxHeight && userSetMaxHeight < maxHeight) maxHeight = userSetMaxHeight;
	overlaySize.height = Math.min(overlaySize.height, maxHeight);
	position = $954926fb6168ae2a$var$computePosition(childOffset, boundaryDimensions, overlaySize, placementInfo, normalizedOffset, crossOffset, containerOffsetWithBoundary, isContainerPositioned, arrowSize, arrowBoundaryOffset, containerDimensions);
	delta = $954926fb6168ae2a$var$getDelta(crossAxis, position[crossAxis], overlaySize[crossSize], boundaryDimensions, containerDimensions, padding, containerOffsetWithBoundary);
	position[crossAxis] += delta;
	let arrowPosition = {};
	let origin = childOffset[crossAxis] - position[crossAxis] - margins[$954926fb6168ae2a$var$AXIS[crossAxis]];
	let preferredArrowPosition = origin + .5 * childOffset[crossSize];
	const arrowMinPosition = arrowSize / 2 + arrowBoundaryOffset;
	const overlayMargin = $954926fb6168ae2a$var$AXIS[crossAxis] === "left" ? (margins.left ?? 0) + (margins.right ?? 0) : (margins.top ?? 0) + (margins.bottom ?? 0);
	const arrowMaxPosition = overlaySize[crossSize] - overlayMargin - arrowSize / 2 - arrowBoundaryOffset;
	const arrowOverlappingChildMinEdge = childOffset[crossAxis] + arrowSize / 2 - (position[crossAxis] + margins[$954926fb6168ae2a$var$AXIS[crossAxis]]);
	const arrowOverlappingChildMaxEdge = childOffset[crossAxis] + childOffset[crossSize] - arrowSize / 2 - (position[crossAxis] + margins[$954926fb6168ae2a$var$AXIS[crossAxis]]);
	const arrowPositionOverlappingChild = $240e9101ba2842f5$export$7d15b64cf5a3a4c4(preferredArrowPosition, arrowOverlappingChildMinEdge, arrowOverlappingChildMaxEdge);
	arrowPosition[crossAxis] = $240e9101ba2842f5$export$7d15b64cf5a3a4c4(arrowPositionOverlappingChild, arrowMinPosition, arrowMaxPosition);
	({placement: placement, crossPlacement: crossPlacement} = placementInfo);
	if (arrowSize) origin = arrowPosition[crossAxis];
	else if (crossPlacement === "right") origin += childOffset[crossSize];
	else if (crossPlacement === "center") origin += childOffset[crossSize] / 2;
	let crossOrigin = placement === "left" || placement === "top" ? overlaySize[size] : 0;
	let triggerAnchorPoint = {
		x: placement === "top" || placement === "bottom" ? origin : crossOrigin,
		y: placement === "left" || placement === "right" ? origin : crossOrigin
	};
	return {
		position,
		maxHeight,
		arrowOffsetLeft: arrowPosition.left,
		arrowOffsetTop: arrowPosition.top,
		placement,
		triggerAnchorPoint
	};
}
function $954926fb6168ae2a$export$b3ceb0cbf1056d98(opts) {
	let { placement, targetNode, overlayNode, scrollNode, padding, shouldFlip, boundaryElement, offset, crossOffset, maxHeight, arrowSize = 0, arrowBoundaryOffset = 0, targetRect } = opts;
	let visualViewport = $954926fb6168ae2a$var$getVisualViewport();
	let container = overlayNode instanceof HTMLElement ? $954926fb6168ae2a$var$getContainingBlock(overlayNode) : document.documentElement;
	let isViewportContainer = container === document.documentElement;
	const containerPositionStyle = window.getComputedStyle(container).position;
	let isContainerPositioned = !!containerPositionStyle && containerPositionStyle !== "static";
	let childOffset = isViewportContainer ? $954926fb6168ae2a$var$getOffset(targetNode, false, targetRect) : $954926fb6168ae2a$var$getPosition(targetNode, container, false, targetRect);
	if (!isViewportContainer) {
		let { marginTop, marginLeft } = window.getComputedStyle(targetNode);
		childOffset.top += parseInt(marginTop, 10) || 0;
		childOffset.left += parseInt(marginLeft, 10) || 0;
	}
	let overlaySize = $954926fb6168ae2a$var$getOffset(overlayNode, true);
	let margins = $954926fb6168ae2a$var$getMargins(overlayNode);
	overlaySize.width += (margins.left ?? 0) + (margins.right ?? 0);
	overlaySize.height += (margins.top ?? 0) + (margins.bottom ?? 0);
	let scrollSize = $954926fb6168ae2a$var$getScroll(scrollNode);
	let boundaryDimensions = $954926fb6168ae2a$var$getContainerDimensions(boundaryElement, visualViewport);
	let containerDimensions = $954926fb6168ae2a$var$getContainerDimensions(container, visualViewport);
	let containerOffsetWithBoundary;
	if ((boundaryElement.tagName === "BODY" || boundaryElement.tagName === "HTML") && !isViewportContainer) {
		let containerRect = $954926fb6168ae2a$export$4b834cebd9e5cebe(container, false);
		containerOffsetWithBoundary = {
			top: -(containerRect.top - boundaryDimensions.top),
			left: -(containerRect.left - boundaryDimensions.left),
			width: 0,
			height: 0
		};
	} else if ((boundaryElement.tagName === "BODY" || boundaryElement.tagName === "HTML") && isViewportContainer) containerOffsetWithBoundary = {
		top: 0,
		left: 0,
		width: 0,
		height: 0
	};
	else containerOffsetWithBoundary = $954926fb6168ae2a$var$getPosition(boundaryElement, container, false);
	let isContainerDescendentOfBoundary = $23f2114a1b82827e$export$4282f70798064fe0(boundaryElement, container);
	return $954926fb6168ae2a$export$6839422d1f33cee9(placement, childOffset, overlaySize, scrollSize, margins, padding, shouldFlip, boundaryDimensions, containerDimensions, containerOffsetWithBoundary, offset, crossOffset, isContainerPositioned, maxHeight, arrowSize, arrowBoundaryOffset, isContainerDescendentOfBoundary, visualViewport);
}
function $954926fb6168ae2a$export$4b834cebd9e5cebe(node, ignoreScale) {
	let { top, left, width, height } = node.getBoundingClientRect();
	if (ignoreScale && node instanceof node.ownerDocument.defaultView.HTMLElement) {
		width = node.offsetWidth;
		height = node.offsetHeight;
	}
	return {
		top,
		left,
		width,
		height
	};
}
function $954926fb6168ae2a$var$getOffset(node, ignoreScale, overrideRect) {
	let { top, left, width, height } = overrideRect || $954926fb6168ae2a$export$4b834cebd9e5cebe(node, ignoreScale);
	let { scrollTop, scrollLeft, clientTop, clientLeft } = document.documentElement;
	return {
		top: top + scrollTop - clientTop,
		left: left + scrollLeft - clientLeft,
		width,
		height
	};
}
function $954926fb6168ae2a$var$getPosition(node, parent, ignoreScale, overrideRect) {
	let style = window.getComputedStyle(node);
	let offset;
	if (style.position === "fixed") offset = overrideRect || $954926fb6168ae2a$export$4b834cebd9e5cebe(node, ignoreScale);
	else {
		offset = $954926fb6168ae2a$var$getOffset(node, ignoreScale, overrideRect);
		let parentOffset = $954926fb6168ae2a$var$getOffset(parent, ignoreScale);
		let parentStyle = window.getComputedStyle(parent);
		parentOffset.top += (parseInt(parentStyle.borderTopWidth, 10) || 0) - parent.scrollTop;
		parentOffset.left += (parseInt(parentStyle.borderLeftWidth, 10) || 0) - parent.scrollLeft;
		offset.top -= parentOffset.top;
		offset.left -= parentOffset.left;
	}
	offset.top -= parseInt(style.marginTop, 10) || 0;
	offset.left -= parseInt(style.marginLeft, 10) || 0;
	return offset;
}
function $954926fb6168ae2a$var$getContainingBlock(node) {
	let offsetParent = node.offsetParent;
	if (offsetParent && offsetParent === document.body && window.getComputedStyle(offsetParent).position === "static" && !$954926fb6168ae2a$var$isContainingBlock(offsetParent)) offsetParent = document.documentElement;
	if (offsetParent == null) {
		offsetParent = node.parentElement;
		while (offsetParent && !$954926fb6168ae2a$var$isContainingBlock(offsetParent)) offsetParent = offsetParent.parentElement;
	}
	return offsetParent || document.documentElement;
}
function $954926fb6168ae2a$var$isContainingBlock(node) {
	let style = window.getComputedStyle(node);
	return style.transform !== "none" || /transform|perspective/.test(style.willChange) || style.filter !== "none" || style.contain === "paint" || "backdropFilter" in style && style.backdropFilter !== "none" || "WebkitBackdropFilter" in style && style.WebkitBackdropFilter !== "none";
}
// node_modules/react-aria/dist/private/overlays/useCloseOnScroll.mjs
var $22e2f5f6490788e8$export$f6211563215e3b37 = /* @__PURE__ */ new WeakMap();
function $22e2f5f6490788e8$export$18fc8428861184da(opts) {
	let { triggerRef, isOpen, onClose } = opts;
	(0, import_react.useEffect)(() => {
		if (!isOpen || onClose === null) return;
		let onScroll = (e) => {
			let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
			if (!triggerRef.current || target instanceof Node && !$23f2114a1b82827e$export$4282f70798064fe0(target, triggerRef.current)) return;
			if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
			let onCloseHandler = onClose || $22e2f5f6490788e8$export$f6211563215e3b37.get(triggerRef.current);
			if (onCloseHandler) onCloseHandler();
		};
		return $d447af545b77c9f1$export$f531f92e2a15358f($23f2114a1b82827e$export$da7af4355d792141(triggerRef.current), "scroll", onScroll, true);
	}, [
		isOpen,
		onClose,
		triggerRef
	]);
}
// node_modules/react-aria/dist/private/utils/useResizeObserver.mjs
function $970072cf4b13fde3$var$hasResizeObserver() {
	return typeof window.ResizeObserver !== "undefined";
}
function $970072cf4b13fde3$export$683480f191c0e3ea(options) {
	const { ref, box, onResize } = options;
	let onResizeEvent = $fe16bffc7a557bf0$export$7f54fc3180508a52(onResize);
	(0, import_react.useEffect)(() => {
		let element = ref?.current;
		if (!element) return;
		if (!$970072cf4b13fde3$var$hasResizeObserver()) {
			window.addEventListener("resize", onResizeEvent, false);
			return () => {
				window.removeEventListener("resize", onResizeEvent, false);
			};
		} else {
			const resizeObserverInstance = new window.ResizeObserver((entries) => {
				if (!entries.length) return;
				onResizeEvent();
			});
			resizeObserverInstance.observe(element, { box });
			return () => {
				if (element) resizeObserverInstance.unobserve(element);
			};
		}
	}, [ref, box]);
}
// node_modules/react-aria/dist/private/overlays/useOverlayPosition.mjs
var $b3526bc71400be8d$var$visualViewport = typeof document !== "undefined" ? window.visualViewport : null;
function $b3526bc71400be8d$export$d39e1813b3bdd0e1(props) {
	let { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let { arrowSize, targetRef, overlayRef, arrowRef, scrollRef = overlayRef, placement = "bottom", containerPadding = 12, shouldFlip = true, boundaryElement = typeof document !== "undefined" ? document.body : null, offset = 0, crossOffset = 0, shouldUpdatePosition = true, isOpen = true, onClose, maxHeight, arrowBoundaryOffset = 0, getTargetRect } = props;
	let [position, setPosition] = (0, import_react.useState)(null);
	let deps = [
		shouldUpdatePosition,
		placement,
		overlayRef.current,
		targetRef.current,
		arrowRef?.current,
		scrollRef.current,
		containerPadding,
		shouldFlip,
		boundaryElement,
		offset,
		crossOffset,
		isOpen,
		direction,
		maxHeight,
		arrowBoundaryOffset,
		arrowSize
	];
	let lastScale = (0, import_react.useRef)($b3526bc71400be8d$var$visualViewport?.scale);
	(0, import_react.useEffect)(() => {
		if (isOpen) lastScale.current = $b3526bc71400be8d$var$visualViewport?.scale;
	}, [isOpen]);
	let updatePosition = (0, import_react.useCallback)(() => {
		if (shouldUpdatePosition === false || !isOpen || !overlayRef.current || !targetRef.current || !boundaryElement) return;
		if ($b3526bc71400be8d$var$visualViewport?.scale !== lastScale.current) return;
		let anchor = null;
		if (scrollRef.current && $23f2114a1b82827e$export$b4f377a2b6254582(scrollRef.current)) {
			let anchorRect = $23f2114a1b82827e$export$cd4e5573fbe2b576()?.getBoundingClientRect();
			let scrollRect = scrollRef.current.getBoundingClientRect();
			anchor = {
				type: "top",
				offset: (anchorRect?.top ?? 0) - scrollRect.top
			};
			if (anchor.offset > scrollRect.height / 2) {
				anchor.type = "bottom";
				anchor.offset = (anchorRect?.bottom ?? 0) - scrollRect.bottom;
			}
		}
		let overlay = overlayRef.current;
		if (!maxHeight && overlayRef.current) {
			overlay.style.top = "0px";
			overlay.style.bottom = "";
			overlay.style.maxHeight = (window.visualViewport?.height ?? window.innerHeight) + "px";
		}
		let position = $954926fb6168ae2a$export$b3ceb0cbf1056d98({
			placement: $b3526bc71400be8d$var$translateRTL(placement, direction),
			overlayNode: overlayRef.current,
			targetNode: targetRef.current,
			scrollNode: scrollRef.current || overlayRef.current,
			padding: containerPadding,
			shouldFlip,
			boundaryElement,
			offset,
			crossOffset,
			maxHeight,
			arrowSize: arrowSize ?? (arrowRef?.current ? $954926fb6168ae2a$export$4b834cebd9e5cebe(arrowRef.current, true).width : 0),
			arrowBoundaryOffset,
			targetRect: getTargetRect?.(targetRef.current)
		});
		if (!position.position) return;
		overlay.style.top = "";
		overlay.style.bottom = "";
		overlay.style.left = "";
		overlay.style.right = "";
		Object.keys(position.position).forEach((key) => overlay.style[key] = position.position[key] + "px");
		overlay.style.maxHeight = position.maxHeight != null ? position.maxHeight + "px" : "";
		let activeElement = $23f2114a1b82827e$export$cd4e5573fbe2b576();
		if (anchor && activeElement && scrollRef.current) {
			let anchorRect = activeElement.getBoundingClientRect();
			let scrollRect = scrollRef.current.getBoundingClientRect();
			let newOffset = anchorRect[anchor.type] - scrollRect[anchor.type];
			scrollRef.current.scrollTop += newOffset - anchor.offset;
		}
		setPosition(position);
	}, deps);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(updatePosition, deps);
	$b3526bc71400be8d$var$useResize(updatePosition);
	$970072cf4b13fde3$export$683480f191c0e3ea({
		ref: overlayRef,
		onResize: updatePosition
	});
	$970072cf4b13fde3$export$683480f191c0e3ea({
		ref: targetRef,
		onResize: updatePosition
	});
	let isResizing = (0, import_react.useRef)(false);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		let timeout;
		let onResize = () => {
			isResizing.current = true;
			clearTimeout(timeout);
			timeout = setTimeout(() => {
				isResizing.current = false;
			}, 500);
			updatePosition();
		};
		let onScroll = () => {
			if (isResizing.current) onResize();
		};
		$b3526bc71400be8d$var$visualViewport?.addEventListener("resize", onResize);
		$b3526bc71400be8d$var$visualViewport?.addEventListener("scroll", onScroll);
		let cleanup = $d447af545b77c9f1$export$f531f92e2a15358f($23f2114a1b82827e$export$da7af4355d792141(window), "scroll", onScroll);
		return () => {
			$b3526bc71400be8d$var$visualViewport?.removeEventListener("resize", onResize);
			$b3526bc71400be8d$var$visualViewport?.removeEventListener("scroll", onScroll);
			cleanup();
		};
	}, [updatePosition]);
	let close = (0, import_react.useCallback)(() => {
		if (!isResizing.current) onClose?.();
	}, [onClose, isResizing]);
	$22e2f5f6490788e8$export$18fc8428861184da({
		triggerRef: targetRef,
		isOpen,
		onClose: onClose && close
	});
	return {
		overlayProps: { style: {
			position: position ? "absolute" : "fixed",
			top: !position ? 0 : void 0,
			left: !position ? 0 : void 0,
			zIndex: 1e5,
			...position?.position,
			maxHeight: position?.maxHeight ?? "100vh"
		} },
		placement: position?.placement ?? null,
		triggerAnchorPoint: position?.triggerAnchorPoint ?? null,
		arrowProps: {
			"aria-hidden": "true",
			role: "presentation",
			style: {
				left: position?.arrowOffsetLeft,
				top: position?.arrowOffsetTop
			}
		},
		updatePosition
	};
}
function $b3526bc71400be8d$var$useResize(onResize) {
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		window.addEventListener("resize", onResize, false);
		return () => {
			window.removeEventListener("resize", onResize, false);
		};
	}, [onResize]);
}
function $b3526bc71400be8d$var$translateRTL(position, direction) {
	if (direction === "rtl") return position.replace("start", "right").replace("end", "left");
	return position.replace("start", "left").replace("end", "right");
}
// node_modules/react-aria/dist/private/interactions/useInteractOutside.mjs
function $e260d131964da0f9$export$872b660ac5a1ff98(props) {
	let { ref, onInteractOutside, isDisabled, onInteractOutsideStart } = props;
	let stateRef = (0, import_react.useRef)({
		isPointerDown: false,
		ignoreEmulatedMouseEvents: false
	});
	let onPointerDown = $fe16bffc7a557bf0$export$7f54fc3180508a52((e) => {
		if (onInteractOutside && $e260d131964da0f9$var$isValidEvent(e, ref)) {
			if (onInteractOutsideStart) onInteractOutsideStart(e);
			stateRef.current.isPointerDown = true;
		}
	});
	let triggerInteractOutside = $fe16bffc7a557bf0$export$7f54fc3180508a52((e) => {
		if (onInteractOutside) onInteractOutside(e);
	});
	(0, import_react.useEffect)(() => {
		let state = stateRef.current;
		if (isDisabled) return;
		const element = ref.current;
		const documentObject = $d447af545b77c9f1$export$b204af158042fbac(element);
		if (typeof PointerEvent !== "undefined") {
			let onClick = (e) => {
				if (state.isPointerDown && $e260d131964da0f9$var$isValidEvent(e, ref)) triggerInteractOutside(e);
				state.isPointerDown = false;
			};
			documentObject.addEventListener("pointerdown", onPointerDown, true);
			documentObject.addEventListener("click", onClick, true);
			return () => {
				documentObject.removeEventListener("pointerdown", onPointerDown, true);
				documentObject.removeEventListener("click", onClick, true);
			};
		}
	}, [ref, isDisabled]);
}
function $e260d131964da0f9$var$isValidEvent(event, ref) {
	if (event.button > 0) return false;
	let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(event);
	if (target) {
		const ownerDocument = target.ownerDocument;
		if (!ownerDocument || !$23f2114a1b82827e$export$4282f70798064fe0(ownerDocument.documentElement, target)) return false;
		if (target.closest("[data-react-aria-top-layer]")) return false;
	}
	if (!ref.current) return false;
	return !event.composedPath().includes(ref.current);
}
// node_modules/react-aria/dist/private/overlays/useOverlay.mjs
var $77844860df94ba23$var$visibleOverlays = [];
function $77844860df94ba23$export$ea8f71083e90600f(props, ref) {
	let { onClose, shouldCloseOnBlur, isOpen, isDismissable = false, isKeyboardDismissDisabled = false, shouldCloseOnInteractOutside } = props;
	let lastVisibleOverlay = (0, import_react.useRef)(void 0);
	(0, import_react.useEffect)(() => {
		if (isOpen && !$77844860df94ba23$var$visibleOverlays.includes(ref)) {
			$77844860df94ba23$var$visibleOverlays.push(ref);
			return () => {
				let index = $77844860df94ba23$var$visibleOverlays.indexOf(ref);
				if (index >= 0) $77844860df94ba23$var$visibleOverlays.splice(index, 1);
			};
		}
	}, [isOpen, ref]);
	let onHide = () => {
		if ($77844860df94ba23$var$visibleOverlays[$77844860df94ba23$var$visibleOverlays.length - 1] === ref && onClose) onClose();
	};
	let onInteractOutsideStart = (e) => {
		const topMostOverlay = $77844860df94ba23$var$visibleOverlays[$77844860df94ba23$var$visibleOverlays.length - 1];
		lastVisibleOverlay.current = topMostOverlay;
		if (!shouldCloseOnInteractOutside || shouldCloseOnInteractOutside($23f2114a1b82827e$export$e58f029f0fbfdb29(e))) {
			if (topMostOverlay === ref) e.stopPropagation();
		}
	};
	let onInteractOutside = (e) => {
		if (!shouldCloseOnInteractOutside || shouldCloseOnInteractOutside($23f2114a1b82827e$export$e58f029f0fbfdb29(e))) {
			if ($77844860df94ba23$var$visibleOverlays[$77844860df94ba23$var$visibleOverlays.length - 1] === ref) e.stopPropagation();
			if (lastVisibleOverlay.current === ref) onHide();
		}
		lastVisibleOverlay.current = void 0;
	};
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({ shortcuts: { Escape: () => {
		if (!isKeyboardDismissDisabled) {
			onHide();
			return;
		}
		return false;
	} } });
	$e260d131964da0f9$export$872b660ac5a1ff98({
		ref,
		onInteractOutside: isDismissable && isOpen ? onInteractOutside : void 0,
		onInteractOutsideStart
	});
	let { focusWithinProps } = $2c9edc598a03d523$export$420e68273165f4ec({
		isDisabled: !shouldCloseOnBlur,
		onBlurWithin: (e) => {
			if (!e.relatedTarget || $535772f9d2c1f38d$export$1258395f99bf9cbf(e.relatedTarget)) return;
			if (!shouldCloseOnInteractOutside || shouldCloseOnInteractOutside(e.relatedTarget)) onClose?.();
		}
	});
	return {
		overlayProps: {
			...keyboardProps,
			...focusWithinProps
		},
		underlayProps: {}
	};
}
// node_modules/react-aria/dist/private/utils/runAfterKeyboard.mjs
var $e0a0e4399f316b76$var$WEBKIT_OPEN_DELAY = 200;
var $e0a0e4399f316b76$var$TRANSITION_FRAMETIME = 50;
var $e0a0e4399f316b76$var$TRANSITION_TIMEOUT = 600;
var $e0a0e4399f316b76$var$listenersByWindow = /* @__PURE__ */ new WeakMap();
var $e0a0e4399f316b76$var$transitionCallbacks = /* @__PURE__ */ new Set();
var $e0a0e4399f316b76$var$resizeCallbacks = /* @__PURE__ */ new Set();
function $e0a0e4399f316b76$var$onTransitionFrame(wasOpenKeyboard, signal) {
	let isOpenKeyboard = $bb39c0fc1c19b34c$export$b1f1c83775b8b5f7();
	if (wasOpenKeyboard !== isOpenKeyboard || signal.aborted) for (let callback of $e0a0e4399f316b76$var$resizeCallbacks) {
		callback(isOpenKeyboard);
		$e0a0e4399f316b76$var$resizeCallbacks.delete(callback);
	}
	if (!wasOpenKeyboard && isOpenKeyboard && $2add3ce32c6007eb$export$78551043582a6a98() && !signal.aborted) {
		window.clearInterval($e0a0e4399f316b76$var$listenersByWindow.get(window));
		$e0a0e4399f316b76$var$listenersByWindow.set(window, $e0a0e4399f316b76$var$setupGlobalListeners($e0a0e4399f316b76$var$WEBKIT_OPEN_DELAY));
		return;
	}
	if (wasOpenKeyboard !== isOpenKeyboard || signal.aborted) for (let callback of $e0a0e4399f316b76$var$transitionCallbacks) {
		callback(isOpenKeyboard);
		$e0a0e4399f316b76$var$transitionCallbacks.delete(callback);
	}
	if ($e0a0e4399f316b76$var$resizeCallbacks.size + $e0a0e4399f316b76$var$transitionCallbacks.size <= 0 || signal.aborted) {
		window.clearInterval($e0a0e4399f316b76$var$listenersByWindow.get(window));
		$e0a0e4399f316b76$var$listenersByWindow.delete(window);
	}
}
function $e0a0e4399f316b76$var$setupGlobalListeners(timeout = $e0a0e4399f316b76$var$TRANSITION_TIMEOUT) {
	return window.setInterval($e0a0e4399f316b76$var$onTransitionFrame, $e0a0e4399f316b76$var$TRANSITION_FRAMETIME, $bb39c0fc1c19b34c$export$b1f1c83775b8b5f7(), AbortSignal.timeout(timeout));
}
function $e0a0e4399f316b76$export$b80f73f72d03c10f(fn) {
	if (!$bb39c0fc1c19b34c$export$a986ed8aea890397()) return fn(false), () => {};
	let frame = window.requestAnimationFrame(() => {
		frame = window.requestAnimationFrame(() => {
			let activeElement = document.hasFocus() ? $23f2114a1b82827e$export$cd4e5573fbe2b576() : null;
			let willKeyboardOpen = $bb39c0fc1c19b34c$export$c57958e35f31ed73(activeElement);
			if ($bb39c0fc1c19b34c$export$b1f1c83775b8b5f7() === willKeyboardOpen) return fn(willKeyboardOpen);
			if ($bb39c0fc1c19b34c$export$b1f1c83775b8b5f7() && !willKeyboardOpen) return fn(willKeyboardOpen);
			$e0a0e4399f316b76$var$resizeCallbacks.add(fn);
			if (!$e0a0e4399f316b76$var$listenersByWindow.has(window)) $e0a0e4399f316b76$var$listenersByWindow.set(window, $e0a0e4399f316b76$var$setupGlobalListeners());
		});
	});
	return () => {
		window.cancelAnimationFrame(frame);
		$e0a0e4399f316b76$var$resizeCallbacks.delete(fn);
	};
}
function $e0a0e4399f316b76$export$c82b8fe1ad51fcd9(fn) {
	if (!$bb39c0fc1c19b34c$export$a986ed8aea890397()) return fn(false), () => {};
	let frame = window.requestAnimationFrame(() => {
		frame = window.requestAnimationFrame(() => {
			let activeElement = document.hasFocus() ? $23f2114a1b82827e$export$cd4e5573fbe2b576() : null;
			let willKeyboardOpen = $bb39c0fc1c19b34c$export$c57958e35f31ed73(activeElement);
			if ($bb39c0fc1c19b34c$export$b1f1c83775b8b5f7() === willKeyboardOpen) return fn(willKeyboardOpen);
			$e0a0e4399f316b76$var$transitionCallbacks.add(fn);
			if (!$e0a0e4399f316b76$var$listenersByWindow.has(window)) $e0a0e4399f316b76$var$listenersByWindow.set(window, $e0a0e4399f316b76$var$setupGlobalListeners());
		});
	});
	return () => {
		window.cancelAnimationFrame(frame);
		$e0a0e4399f316b76$var$transitionCallbacks.delete(fn);
	};
}
// node_modules/react-aria/dist/private/overlays/usePreventScroll.mjs
var $0644e3663365bfe5$var$visualViewport = typeof document !== "undefined" && window.visualViewport;
var $0644e3663365bfe5$var$preventScrollCount = 0;
var $0644e3663365bfe5$var$restore;
function $0644e3663365bfe5$export$ee0f7cc6afcd1c18(options = {}) {
	let { isDisabled, UNSTABLE_overrideFocus } = options;
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (isDisabled) return;
		$0644e3663365bfe5$var$preventScrollCount++;
		if ($0644e3663365bfe5$var$preventScrollCount === 1) {
			if ($2add3ce32c6007eb$export$fedb369cb70207f1() && $2add3ce32c6007eb$export$78551043582a6a98()) $0644e3663365bfe5$var$restore = $0644e3663365bfe5$var$preventScrollMobileWebKit();
			else $0644e3663365bfe5$var$restore = $0644e3663365bfe5$var$preventScrollStandard(UNSTABLE_overrideFocus);
		}
		return () => {
			$0644e3663365bfe5$var$preventScrollCount--;
			if ($0644e3663365bfe5$var$preventScrollCount === 0) $0644e3663365bfe5$var$restore();
		};
	}, [isDisabled, UNSTABLE_overrideFocus]);
}
function $0644e3663365bfe5$var$preventScrollStandard(UNSTABLE_overrideFocus) {
	let scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
	return $a4e76a5424781910$export$e08e3b67e392101e(scrollbarWidth > 0 && ("scrollbarGutter" in document.documentElement.style ? $d447af545b77c9f1$export$37a5fde709c1db82(document.documentElement, "scrollbar-gutter", "stable") : $d447af545b77c9f1$export$37a5fde709c1db82(document.documentElement, "padding-right", `${scrollbarWidth}px`)), $d447af545b77c9f1$export$37a5fde709c1db82(document.documentElement, "overflow", "hidden"), UNSTABLE_overrideFocus && $0644e3663365bfe5$var$overrideFocus(), UNSTABLE_overrideFocus && $bb39c0fc1c19b34c$export$a986ed8aea890397() && $0644e3663365bfe5$var$handleBlur());
}
function $0644e3663365bfe5$var$preventScrollMobileWebKit() {
	let restoreOverflow = $d447af545b77c9f1$export$37a5fde709c1db82(document.documentElement, "overflow", "hidden");
	let scrollable;
	let allowTouchMove = false;
	let onTouchStart = (e) => {
		let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
		scrollable = $901761b40e390936$export$2bb74740c4e19def(target, true) ? target : $3578607fe3d4b096$export$cfa2225e87938781(target, true);
		allowTouchMove = false;
		let selection = target.ownerDocument.defaultView.getSelection();
		if (selection && !selection.isCollapsed && selection.containsNode(target, true)) allowTouchMove = true;
		if (e.composedPath().some((el) => el instanceof HTMLInputElement && el.type === "range")) allowTouchMove = true;
		if ("selectionStart" in target && "selectionEnd" in target && target.selectionStart < target.selectionEnd && target.ownerDocument.activeElement === target) allowTouchMove = true;
	};
	let style = document.createElement("style");
	let nonce = $2b2d34ff061957fb$export$2b85b721e524d74b();
	if (nonce) style.nonce = nonce;
	style.textContent = `
@layer {
  * {
    overscroll-behavior: contain;
  }
}`.trim();
	document.head.prepend(style);
	let onTouchMove = (e) => {
		if (e.touches.length === 2 || allowTouchMove) return;
		if (!scrollable || scrollable === document.documentElement || scrollable === document.body) {
			e.preventDefault();
			return;
		}
		if (scrollable.scrollHeight === scrollable.clientHeight && scrollable.scrollWidth === scrollable.clientWidth) e.preventDefault();
	};
	let restoreFocus = $0644e3663365bfe5$var$overrideFocus();
	let removeEvents = $a4e76a5424781910$export$e08e3b67e392101e($d447af545b77c9f1$export$f531f92e2a15358f(document, "touchstart", onTouchStart, {
		passive: false,
		capture: true
	}), $d447af545b77c9f1$export$f531f92e2a15358f(document, "touchmove", onTouchMove, {
		passive: false,
		capture: true
	}), $0644e3663365bfe5$var$handleBlur());
	return () => {
		restoreOverflow();
		removeEvents();
		style.remove();
		restoreFocus();
	};
}
function $0644e3663365bfe5$var$handleBlur() {
	let onBlur = (e) => {
		let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
		let relatedTarget = e.relatedTarget;
		if (relatedTarget && $bb39c0fc1c19b34c$export$c57958e35f31ed73(relatedTarget)) relatedTarget.focus();
		else if (!relatedTarget) (target.parentElement?.closest("[tabindex]"))?.focus({ preventScroll: true });
	};
	return $d447af545b77c9f1$export$f531f92e2a15358f(document, "blur", onBlur, true);
}
function $0644e3663365bfe5$var$overrideFocus() {
	let focus = HTMLElement.prototype.focus;
	Reflect.defineProperty(HTMLElement.prototype, "focus", {
		configurable: true,
		writable: true,
		value: function(opts) {
			focus.call(this, {
				...opts,
				preventScroll: true
			});
			if (!opts || !opts.preventScroll) {
				let scroll = () => {
					if ($23f2114a1b82827e$export$cd4e5573fbe2b576() === this) $0644e3663365bfe5$var$scrollIntoView(this);
				};
				$e0a0e4399f316b76$export$b80f73f72d03c10f((isOpen) => isOpen ? scroll() : $e0a0e4399f316b76$export$c82b8fe1ad51fcd9(() => scroll()));
			}
		}
	});
	return () => {
		Reflect.defineProperty(HTMLElement.prototype, "focus", {
			configurable: true,
			writable: true,
			value: focus
		});
	};
}
function $0644e3663365bfe5$var$scrollIntoView(target) {
	let root = document.scrollingElement || document.documentElement;
	let nextTarget = target;
	while (nextTarget && nextTarget !== root && nextTarget.isConnected) {
		let scrollable = $3578607fe3d4b096$export$cfa2225e87938781(nextTarget);
		if (scrollable !== document.documentElement && scrollable !== document.body && scrollable !== nextTarget) {
			let scrollableRect = scrollable.getBoundingClientRect();
			let targetRect = nextTarget.getBoundingClientRect();
			if (targetRect.top < scrollableRect.top || targetRect.bottom > scrollableRect.top + nextTarget.clientHeight) {
				let bottom = scrollableRect.bottom;
				if ($0644e3663365bfe5$var$visualViewport) bottom = Math.min(bottom, $0644e3663365bfe5$var$visualViewport.offsetTop + $0644e3663365bfe5$var$visualViewport.height);
				let adjustment = targetRect.top - scrollableRect.top - ((bottom - scrollableRect.top) / 2 - targetRect.height / 2);
				scrollable.scrollTo({
					top: Math.max(0, Math.min(scrollable.scrollHeight - scrollable.clientHeight, scrollable.scrollTop + adjustment)),
					behavior: "smooth"
				});
			}
		}
		nextTarget = scrollable.parentElement;
	}
}
// node_modules/react-aria/dist/private/overlays/usePopover.mjs
function $f8a024fbad3a5a2e$export$542a6fd13ac93354(props, state) {
	let { triggerRef, popoverRef, groupRef, isNonModal, isKeyboardDismissDisabled, shouldCloseOnInteractOutside, ...otherProps } = props;
	let isSubmenu = otherProps["trigger"] === "SubmenuTrigger";
	let { overlayProps, underlayProps } = $77844860df94ba23$export$ea8f71083e90600f({
		isOpen: state.isOpen,
		onClose: state.close,
		shouldCloseOnBlur: true,
		isDismissable: !isNonModal || isSubmenu,
		isKeyboardDismissDisabled,
		shouldCloseOnInteractOutside
	}, groupRef ?? popoverRef);
	let { overlayProps: positionProps, arrowProps, placement, triggerAnchorPoint: origin } = $b3526bc71400be8d$export$d39e1813b3bdd0e1({
		...otherProps,
		targetRef: triggerRef,
		overlayRef: popoverRef,
		isOpen: state.isOpen,
		onClose: isNonModal && !isSubmenu ? state.close : null,
		getTargetRect: otherProps.getTargetRect ?? (state.point ? () => new DOMRect(state.point.x, state.point.y, 0, 0) : void 0)
	});
	$0644e3663365bfe5$export$ee0f7cc6afcd1c18({ isDisabled: isNonModal || !state.isOpen });
	(0, import_react.useEffect)(() => {
		if (state.isOpen && popoverRef.current) {
			if (isNonModal) return $58196c8d6a1f38fc$export$1020fa7f77e17884(groupRef?.current ?? popoverRef.current);
			else return $58196c8d6a1f38fc$export$1c3ebcada18427bf([groupRef?.current ?? popoverRef.current], { shouldUseInert: true });
		}
	}, [
		isNonModal,
		state.isOpen,
		popoverRef,
		groupRef
	]);
	let { focusWithinProps } = $2c9edc598a03d523$export$420e68273165f4ec(props);
	return {
		popoverProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(overlayProps, positionProps, focusWithinProps),
		arrowProps,
		underlayProps,
		placement,
		triggerAnchorPoint: origin
	};
}
// node_modules/react-aria/dist/private/intl/overlays/ar-AE.mjs
var $e5024b484f7c3e21$exports = {};
$e5024b484f7c3e21$exports = { "dismiss": `\u{62A}\u{62C}\u{627}\u{647}\u{644}` };
// node_modules/react-aria/dist/private/intl/overlays/bg-BG.mjs
var $0c4209a7da92851c$exports = {};
$0c4209a7da92851c$exports = { "dismiss": `\u{41E}\u{442}\u{445}\u{432}\u{44A}\u{440}\u{43B}\u{44F}\u{43D}\u{435}` };
// node_modules/react-aria/dist/private/intl/overlays/cs-CZ.mjs
var $75fa0397632d287b$exports = {};
$75fa0397632d287b$exports = { "dismiss": `Odstranit` };
// node_modules/react-aria/dist/private/intl/overlays/da-DK.mjs
var $3fc6e6880cad247e$exports = {};
$3fc6e6880cad247e$exports = { "dismiss": `Luk` };
// node_modules/react-aria/dist/private/intl/overlays/de-DE.mjs
var $5f637eb0c91d0f64$exports = {};
$5f637eb0c91d0f64$exports = { "dismiss": `Schlie\xdfen` };
// node_modules/react-aria/dist/private/intl/overlays/el-GR.mjs
var $5a0b3a154dcf111b$exports = {};
$5a0b3a154dcf111b$exports = { "dismiss": `\u{391}\u{3C0}\u{3CC}\u{3C1}\u{3C1}\u{3B9}\u{3C8}\u{3B7}` };
// node_modules/react-aria/dist/private/intl/overlays/en-US.mjs
var $ea518f18e6f13288$exports = {};
$ea518f18e6f13288$exports = { "dismiss": `Dismiss` };
// node_modules/react-aria/dist/private/intl/overlays/es-ES.mjs
var $3bf3cb0ce48a8078$exports = {};
$3bf3cb0ce48a8078$exports = { "dismiss": `Descartar` };
// node_modules/react-aria/dist/private/intl/overlays/et-EE.mjs
var $a416146243e75233$exports = {};
$a416146243e75233$exports = { "dismiss": `L\xf5peta` };
// node_modules/react-aria/dist/private/intl/overlays/fi-FI.mjs
var $2872659e6c428111$exports = {};
$2872659e6c428111$exports = { "dismiss": `Hylk\xe4\xe4` };
// node_modules/react-aria/dist/private/intl/overlays/fr-FR.mjs
var $657a7a1f03941145$exports = {};
$657a7a1f03941145$exports = { "dismiss": `Rejeter` };
// node_modules/react-aria/dist/private/intl/overlays/he-IL.mjs
var $9f18aee5ddbe5e0f$exports = {};
$9f18aee5ddbe5e0f$exports = { "dismiss": `\u{5D4}\u{5EA}\u{5E2}\u{5DC}\u{5DD}` };
// node_modules/react-aria/dist/private/intl/overlays/hr-HR.mjs
var $e2e63adb0c1f3db6$exports = {};
$e2e63adb0c1f3db6$exports = { "dismiss": `Odbaci` };
// node_modules/react-aria/dist/private/intl/overlays/hu-HU.mjs
var $46fbd53e8bc70315$exports = {};
$46fbd53e8bc70315$exports = { "dismiss": `Elutas\xedt\xe1s` };
// node_modules/react-aria/dist/private/intl/overlays/it-IT.mjs
var $47234f3018c55486$exports = {};
$47234f3018c55486$exports = { "dismiss": `Ignora` };
// node_modules/react-aria/dist/private/intl/overlays/ja-JP.mjs
var $0dfacfad01736641$exports = {};
$0dfacfad01736641$exports = { "dismiss": `\u{9589}\u{3058}\u{308B}` };
// node_modules/react-aria/dist/private/intl/overlays/ko-KR.mjs
var $a9056b50f6fbb1ef$exports = {};
$a9056b50f6fbb1ef$exports = { "dismiss": `\u{BB34}\u{C2DC}` };
// node_modules/react-aria/dist/private/intl/overlays/lt-LT.mjs
var $217b78056fce917f$exports = {};
$217b78056fce917f$exports = { "dismiss": `Atmesti` };
// node_modules/react-aria/dist/private/intl/overlays/lv-LV.mjs
var $c32f8c2b8956f20a$exports = {};
$c32f8c2b8956f20a$exports = { "dismiss": `Ner\u{101}d\u{12B}t` };
// node_modules/react-aria/dist/private/intl/overlays/nb-NO.mjs
var $f65392426e2dae6a$exports = {};
$f65392426e2dae6a$exports = { "dismiss": `Lukk` };
// node_modules/react-aria/dist/private/intl/overlays/nl-NL.mjs
var $1d0fa5f3cc68e5b0$exports = {};
$1d0fa5f3cc68e5b0$exports = { "dismiss": `Negeren` };
// node_modules/react-aria/dist/private/intl/overlays/pl-PL.mjs
var $ff8aa6518e51f809$exports = {};
$ff8aa6518e51f809$exports = { "dismiss": `Zignoruj` };
// node_modules/react-aria/dist/private/intl/overlays/pt-BR.mjs
var $fe3a4eb3eebfb0a2$exports = {};
$fe3a4eb3eebfb0a2$exports = { "dismiss": `Descartar` };
// node_modules/react-aria/dist/private/intl/overlays/pt-PT.mjs
var $f692c6bcabd26695$exports = {};
$f692c6bcabd26695$exports = { "dismiss": `Dispensar` };
// node_modules/react-aria/dist/private/intl/overlays/ro-RO.mjs
var $627fbb16c92fb654$exports = {};
$627fbb16c92fb654$exports = { "dismiss": `Revocare` };
// node_modules/react-aria/dist/private/intl/overlays/ru-RU.mjs
var $2c9c1dfc72c7bac2$exports = {};
$2c9c1dfc72c7bac2$exports = { "dismiss": `\u{41F}\u{440}\u{43E}\u{43F}\u{443}\u{441}\u{442}\u{438}\u{442}\u{44C}` };
// node_modules/react-aria/dist/private/intl/overlays/sk-SK.mjs
var $7e7ece760f897013$exports = {};
$7e7ece760f897013$exports = { "dismiss": `Zru\u{161}i\u{165}` };
// node_modules/react-aria/dist/private/intl/overlays/sl-SI.mjs
var $1e894e47be1bf217$exports = {};
$1e894e47be1bf217$exports = { "dismiss": `Opusti` };
// node_modules/react-aria/dist/private/intl/overlays/sr-SP.mjs
var $f4ce49adf6ef095f$exports = {};
$f4ce49adf6ef095f$exports = { "dismiss": `Odbaci` };
// node_modules/react-aria/dist/private/intl/overlays/sv-SE.mjs
var $7c9dc206185355b5$exports = {};
$7c9dc206185355b5$exports = { "dismiss": `Avvisa` };
// node_modules/react-aria/dist/private/intl/overlays/tr-TR.mjs
var $c288097c5ef4ae98$exports = {};
$c288097c5ef4ae98$exports = { "dismiss": `Kapat` };
// node_modules/react-aria/dist/private/intl/overlays/uk-UA.mjs
var $d5863f94ad4c3f07$exports = {};
$d5863f94ad4c3f07$exports = { "dismiss": `\u{421}\u{43A}\u{430}\u{441}\u{443}\u{432}\u{430}\u{442}\u{438}` };
// node_modules/react-aria/dist/private/intl/overlays/zh-CN.mjs
var $34a6eb7890264192$exports = {};
$34a6eb7890264192$exports = { "dismiss": `\u{53D6}\u{6D88}` };
// node_modules/react-aria/dist/private/intl/overlays/zh-TW.mjs
var $79ae244e9d286cb7$exports = {};
$79ae244e9d286cb7$exports = { "dismiss": `\u{95DC}\u{9589}` };
// node_modules/react-aria/dist/private/overlays/intlStrings.mjs
var $8ad4f9eb0c0f6434$exports = {};
$8ad4f9eb0c0f6434$exports = {
	"ar-AE": $e5024b484f7c3e21$exports,
	"bg-BG": $0c4209a7da92851c$exports,
	"cs-CZ": $75fa0397632d287b$exports,
	"da-DK": $3fc6e6880cad247e$exports,
	"de-DE": $5f637eb0c91d0f64$exports,
	"el-GR": $5a0b3a154dcf111b$exports,
	"en-US": $ea518f18e6f13288$exports,
	"es-ES": $3bf3cb0ce48a8078$exports,
	"et-EE": $a416146243e75233$exports,
	"fi-FI": $2872659e6c428111$exports,
	"fr-FR": $657a7a1f03941145$exports,
	"he-IL": $9f18aee5ddbe5e0f$exports,
	"hr-HR": $e2e63adb0c1f3db6$exports,
	"hu-HU": $46fbd53e8bc70315$exports,
	"it-IT": $47234f3018c55486$exports,
	"ja-JP": $0dfacfad01736641$exports,
	"ko-KR": $a9056b50f6fbb1ef$exports,
	"lt-LT": $217b78056fce917f$exports,
	"lv-LV": $c32f8c2b8956f20a$exports,
	"nb-NO": $f65392426e2dae6a$exports,
	"nl-NL": $1d0fa5f3cc68e5b0$exports,
	"pl-PL": $ff8aa6518e51f809$exports,
	"pt-BR": $fe3a4eb3eebfb0a2$exports,
	"pt-PT": $f692c6bcabd26695$exports,
	"ro-RO": $627fbb16c92fb654$exports,
	"ru-RU": $2c9c1dfc72c7bac2$exports,
	"sk-SK": $7e7ece760f897013$exports,
	"sl-SI": $1e894e47be1bf217$exports,
	"sr-SP": $f4ce49adf6ef095f$exports,
	"sv-SE": $7c9dc206185355b5$exports,
	"tr-TR": $c288097c5ef4ae98$exports,
	"uk-UA": $d5863f94ad4c3f07$exports,
	"zh-CN": $34a6eb7890264192$exports,
	"zh-TW": $79ae244e9d286cb7$exports
};
// node_modules/react-aria/dist/private/overlays/DismissButton.mjs
function $parcel$interopDefault$1(a) {
	return a && a.__esModule ? a.default : a;
}
function $081058010ef8962e$export$2317d149ed6f78c4(props) {
	let { onDismiss, ...otherProps } = props;
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault$1($8ad4f9eb0c0f6434$exports), "@react-aria/overlays");
	let labels = $e8ac3c3f5d4bae7f$export$d6875122194c7b44(otherProps, stringFormatter.format("dismiss"));
	let onClick = () => {
		if (onDismiss) onDismiss();
	};
	return /*#__PURE__*/ import_react.createElement($ea3928288112382f$export$439d29a4e110a164, null, /*#__PURE__*/ import_react.createElement("button", {
		...labels,
		tabIndex: -1,
		onClick,
		style: {
			width: 1,
			height: 1
		}
	}));
}
// node_modules/react-aria/dist/private/interactions/PressResponder.mjs
var $0d47b37c475c5231$export$3351871ee4b288b8 = /*#__PURE__*/ import_react.forwardRef(({ children, ...props }, ref) => {
	let isRegistered = (0, import_react.useRef)(false);
	let prevContext = (0, import_react.useContext)($24f9a20f226ad820$export$5165eccb35aaadb5);
	let context = $bbaa08b3cd72f041$export$9d1611c77c2fe928(prevContext || {}, {
		...props,
		register() {
			isRegistered.current = true;
			if (prevContext) prevContext.register();
		}
	});
	context.ref = $03e8ab2d84d7657a$export$4338b53315abf666(ref || prevContext?.ref);
	$b7115c395c64f7b5$export$4debdb1a3f0fa79e(prevContext, context.ref);
	(0, import_react.useEffect)(() => {
		if (!isRegistered.current) isRegistered.current = true;
	}, []);
	return /*#__PURE__*/ import_react.createElement($24f9a20f226ad820$export$5165eccb35aaadb5.Provider, { value: context }, children);
});
function $0d47b37c475c5231$export$cf75428e0b9ed1ea({ children }) {
	let context = (0, import_react.useMemo)(() => ({ register: () => {} }), []);
	return /*#__PURE__*/ import_react.createElement($24f9a20f226ad820$export$5165eccb35aaadb5.Provider, { value: context }, children);
}
// node_modules/react-aria/dist/private/overlays/Overlay.mjs
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var $d7a937236970dc7f$export$a2200b96afd16271 = /*#__PURE__*/ import_react.createContext(null);
function $d7a937236970dc7f$export$c6fdb837b070b4ff(props) {
	let isSSR = $c7eafbbe1ea5834e$export$535bd6ca7f90a273();
	let { portalContainer = isSSR ? null : document.body, isExiting } = props;
	let [contain, setContain] = (0, import_react.useState)(false);
	let contextValue = (0, import_react.useMemo)(() => ({
		contain,
		setContain
	}), [contain, setContain]);
	let { getContainer } = $72abaeab4d80592f$export$9fc1347d4195ccb3();
	if (!props.portalContainer && getContainer) portalContainer = getContainer();
	if (!portalContainer) return null;
	let contents = props.children;
	if (!props.disableFocusManagement) contents = /*#__PURE__*/ import_react.createElement($535772f9d2c1f38d$export$20e40289641fbbb6, {
		restoreFocus: true,
		contain: (props.shouldContainFocus || contain) && !isExiting
	}, contents);
	contents = /*#__PURE__*/ import_react.createElement($d7a937236970dc7f$export$a2200b96afd16271.Provider, { value: contextValue }, /*#__PURE__*/ import_react.createElement($0d47b37c475c5231$export$cf75428e0b9ed1ea, null, /*#__PURE__*/ import_react.createElement($d1116acdf220c2da$export$f9762fab77588ecb.Provider, { value: null }, contents)));
	return /*#__PURE__*/ import_react_dom.createPortal(contents, portalContainer);
}
function $d7a937236970dc7f$export$14c98a7594375490() {
	let setContain = (0, import_react.useContext)($d7a937236970dc7f$export$a2200b96afd16271)?.setContain;
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		setContain?.(true);
	}, [setContain]);
}
// node_modules/react-stately/dist/private/overlays/useOverlayTriggerState.mjs
function $f11fb0bcf1b2687a$export$61c6a8c84e605fb6(props) {
	let [isOpen, setOpen] = $3e6197669829fe11$export$40bfa8c7b0832715(props.isOpen, props.defaultOpen || false, props.onOpenChange);
	let [point, setPoint] = (0, import_react.useState)(null);
	return {
		isOpen,
		setOpen,
		open: (0, import_react.useCallback)(() => {
			setOpen(true);
		}, [setOpen]),
		close: (0, import_react.useCallback)(() => {
			setOpen(false);
		}, [setOpen]),
		toggle: (0, import_react.useCallback)(() => {
			setOpen(!isOpen);
		}, [setOpen, isOpen]),
		point,
		setPoint
	};
}
// node_modules/react-aria-components/dist/private/Popover.mjs
var $542a13ca2fa5b484$export$9b9a0cd73afb7ca4 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $542a13ca2fa5b484$var$PopoverGroupContext = /*#__PURE__*/ (0, import_react.createContext)(null);
var $542a13ca2fa5b484$export$5b6b19405a83ff9d = /*#__PURE__*/ (0, import_react.forwardRef)(function Popover(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $542a13ca2fa5b484$export$9b9a0cd73afb7ca4);
	let contextState = (0, import_react.useContext)($f2ff30fde7b014be$export$d2f961adcb0afbe);
	let localState = $f11fb0bcf1b2687a$export$61c6a8c84e605fb6(props);
	let state = props.isOpen != null || props.defaultOpen != null || !contextState ? localState : contextState;
	let exitAnimation = $fcc7165e876206c6$export$45fda7c47f93fd48(ref, state.isOpen);
	let isExiting = props.isExiting || !props.shouldSkipAnimation && exitAnimation || false;
	let isHidden = $d7f64c32b702fe2c$export$b5d7cc18bb8d2b59();
	let { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	if (isHidden) {
		let children = props.children;
		if (typeof children === "function") children = children({
			trigger: props.trigger || null,
			placement: "bottom",
			isEntering: false,
			isExiting: false,
			defaultChildren: null
		});
		return /*#__PURE__*/ import_react.createElement(import_react.Fragment, null, children);
	}
	if (state && !state.isOpen && !isExiting) return null;
	return /*#__PURE__*/ import_react.createElement($542a13ca2fa5b484$var$PopoverInner, {
		...props,
		triggerRef: props.triggerRef,
		state,
		popoverRef: ref,
		isExiting,
		dir: direction
	});
});
function $542a13ca2fa5b484$var$PopoverInner({ state, isExiting, UNSTABLE_portalContainer, clearContexts, ...props }) {
	let arrowRef = (0, import_react.useRef)(null);
	let containerRef = (0, import_react.useRef)(null);
	let groupCtx = (0, import_react.useContext)($542a13ca2fa5b484$var$PopoverGroupContext);
	let isSubPopover = groupCtx && props.trigger === "SubmenuTrigger";
	let [isOpen, setIsOpen] = (0, import_react.useState)(false);
	let { popoverProps, underlayProps, arrowProps, placement, triggerAnchorPoint } = $f8a024fbad3a5a2e$export$542a6fd13ac93354({
		...props,
		offset: props.offset ?? 8,
		arrowRef,
		groupRef: isSubPopover ? groupCtx : containerRef
	}, state);
	let ref = props.popoverRef;
	let enterAnimation = $fcc7165e876206c6$export$6d3443f2c48bfc20(ref, !!placement && isOpen);
	let isEntering = props.isEntering || !props.shouldSkipAnimation && enterAnimation || false;
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName: "react-aria-Popover",
		values: {
			trigger: props.trigger || null,
			placement,
			isEntering,
			isExiting
		}
	});
	let shouldBeDialog = !props.isNonModal || props.trigger === "SubmenuTrigger" || props.trigger === "PreviewTrigger";
	let [isDialog, setDialog] = (0, import_react.useState)(props.trigger === "PreviewTrigger");
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (ref.current) setDialog(shouldBeDialog && !ref.current.querySelector("[role=dialog]"));
	}, [ref, shouldBeDialog]);
	(0, import_react.useEffect)(() => {
		if (isDialog && props.trigger !== "PreviewTrigger" && (props.trigger !== "SubmenuTrigger" || $8f5a2122b0992be3$export$630ff653c5ada6a9() !== "pointer") && ref.current && !$23f2114a1b82827e$export$b4f377a2b6254582(ref.current)) $f192c2f16961cbe0$export$80f3e147d781571c(ref.current);
	}, [
		isDialog,
		ref,
		props.trigger
	]);
	let children = (0, import_react.useMemo)(() => {
		let children = renderProps.children;
		for (let Context of [$542a13ca2fa5b484$export$9b9a0cd73afb7ca4, ...clearContexts ?? []]) children = /*#__PURE__*/ import_react.createElement(Context.Provider, { value: null }, children);
		return children;
	}, [renderProps.children, clearContexts]);
	let [triggerWidth, setTriggerWidth] = (0, import_react.useState)(null);
	let onResize = (0, import_react.useCallback)(() => {
		if (props.triggerRef.current) setTriggerWidth(props.triggerRef.current.getBoundingClientRect().width + "px");
	}, [props.triggerRef]);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(onResize, [onResize]);
	$970072cf4b13fde3$export$683480f191c0e3ea({
		ref: renderProps.style?.["--trigger-width"] ? void 0 : props.triggerRef,
		onResize
	});
	let style = {
		...popoverProps.style,
		"--trigger-anchor-point": triggerAnchorPoint ? `${triggerAnchorPoint.x}px ${triggerAnchorPoint.y}px` : void 0,
		...renderProps.style,
		"--trigger-width": renderProps.style?.["--trigger-width"] || triggerWidth
	};
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => $e0a0e4399f316b76$export$b80f73f72d03c10f(() => setIsOpen(true)), []);
	let overlay = /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928($8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true }), popoverProps),
		...renderProps,
		id: isDialog ? props.id : void 0,
		role: isDialog ? "dialog" : void 0,
		tabIndex: isDialog ? -1 : void 0,
		"aria-label": props["aria-label"],
		"aria-labelledby": props["aria-labelledby"],
		ref,
		slot: props.slot || void 0,
		style,
		dir: props.dir,
		"data-trigger": props.trigger,
		"data-placement": placement,
		"data-entering": isEntering || void 0,
		"data-exiting": isExiting || void 0
	}, !props.isNonModal && /*#__PURE__*/ import_react.createElement($081058010ef8962e$export$2317d149ed6f78c4, { onDismiss: state.close }), /*#__PURE__*/ import_react.createElement($4fcfe18fac72dabd$export$2de4954e8ae13b9f.Provider, { value: {
		...arrowProps,
		placement,
		ref: arrowRef
	} }, children), /*#__PURE__*/ import_react.createElement($081058010ef8962e$export$2317d149ed6f78c4, { onDismiss: state.close }));
	if (!isSubPopover) return /*#__PURE__*/ import_react.createElement($d7a937236970dc7f$export$c6fdb837b070b4ff, {
		...props,
		shouldContainFocus: isDialog && props.trigger !== "PreviewTrigger",
		isExiting,
		portalContainer: UNSTABLE_portalContainer
	}, !props.isNonModal && state.isOpen && /*#__PURE__*/ import_react.createElement("div", {
		"data-testid": "underlay",
		...underlayProps,
		style: {
			position: "fixed",
			inset: 0
		}
	}), /*#__PURE__*/ import_react.createElement("div", {
		ref: containerRef,
		style: { display: "contents" }
	}, /*#__PURE__*/ import_react.createElement($542a13ca2fa5b484$var$PopoverGroupContext.Provider, { value: containerRef }, overlay)));
	return /*#__PURE__*/ import_react.createElement($d7a937236970dc7f$export$c6fdb837b070b4ff, {
		...props,
		shouldContainFocus: isDialog && props.trigger !== "PreviewTrigger",
		isExiting,
		portalContainer: UNSTABLE_portalContainer ?? groupCtx?.current ?? void 0
	}, overlay);
}
// node_modules/react-aria-components/dist/private/Keyboard.mjs
var $650bea62ab5f5f0f$export$744d98a3b8a94e1c = /*#__PURE__*/ (0, import_react.createContext)({});
// node_modules/react-aria/dist/private/intl/menu/ar-AE.mjs
var $50608029e06fcc45$exports = {};
$50608029e06fcc45$exports = { "longPressMessage": `\u{627}\u{636}\u{63A}\u{637} \u{645}\u{637}\u{648}\u{644}\u{627}\u{64B} \u{623}\u{648} \u{627}\u{636}\u{63A}\u{637} \u{639}\u{644}\u{649} Alt + \u{627}\u{644}\u{633}\u{647}\u{645} \u{644}\u{623}\u{633}\u{641}\u{644} \u{644}\u{641}\u{62A}\u{62D} \u{627}\u{644}\u{642}\u{627}\u{626}\u{645}\u{629}` };
// node_modules/react-aria/dist/private/intl/menu/bg-BG.mjs
var $0ce6c09c3e669100$exports = {};
$0ce6c09c3e669100$exports = { "longPressMessage": `\u{41D}\u{430}\u{442}\u{438}\u{441}\u{43D}\u{435}\u{442}\u{435} \u{43F}\u{440}\u{43E}\u{434}\u{44A}\u{43B}\u{436}\u{438}\u{442}\u{435}\u{43B}\u{43D}\u{43E} \u{438}\u{43B}\u{438} \u{43D}\u{430}\u{442}\u{438}\u{441}\u{43D}\u{435}\u{442}\u{435} Alt+ \u{441}\u{442}\u{440}\u{435}\u{43B}\u{43A}\u{430} \u{43D}\u{430}\u{434}\u{43E}\u{43B}\u{443}, \u{437}\u{430} \u{434}\u{430} \u{43E}\u{442}\u{432}\u{43E}\u{440}\u{438}\u{442}\u{435} \u{43C}\u{435}\u{43D}\u{44E}\u{442}\u{43E}` };
// node_modules/react-aria/dist/private/intl/menu/cs-CZ.mjs
var $a9daab48d18bec17$exports = {};
$a9daab48d18bec17$exports = { "longPressMessage": `Dlouh\xfdm stiskem nebo stisknut\xedm kl\xe1ves Alt + \u{161}ipka dol\u{16F} otev\u{159}ete nab\xeddku` };
// node_modules/react-aria/dist/private/intl/menu/da-DK.mjs
var $a7897057abd4dedc$exports = {};
$a7897057abd4dedc$exports = { "longPressMessage": `Langt tryk eller tryk p\xe5 Alt + pil ned for at \xe5bne menuen` };
// node_modules/react-aria/dist/private/intl/menu/de-DE.mjs
var $a48782afe17e416a$exports = {};
$a48782afe17e416a$exports = { "longPressMessage": `Dr\xfccken Sie lange oder dr\xfccken Sie Alt + Nach-unten, um das Men\xfc zu \xf6ffnen` };
// node_modules/react-aria/dist/private/intl/menu/el-GR.mjs
var $b4a078a1f4803013$exports = {};
$b4a078a1f4803013$exports = { "longPressMessage": `\u{3A0}\u{3B9}\u{3AD}\u{3C3}\u{3C4}\u{3B5} \u{3C0}\u{3B1}\u{3C1}\u{3B1}\u{3C4}\u{3B5}\u{3C4}\u{3B1}\u{3BC}\u{3AD}\u{3BD}\u{3B1} \u{3AE} \u{3C0}\u{3B1}\u{3C4}\u{3AE}\u{3C3}\u{3C4}\u{3B5} Alt + \u{3BA}\u{3AC}\u{3C4}\u{3C9} \u{3B2}\u{3AD}\u{3BB}\u{3BF}\u{3C2} \u{3B3}\u{3B9}\u{3B1} \u{3BD}\u{3B1} \u{3B1}\u{3BD}\u{3BF}\u{3AF}\u{3BE}\u{3B5}\u{3C4}\u{3B5} \u{3C4}\u{3BF} \u{3BC}\u{3B5}\u{3BD}\u{3BF}\u{3CD}` };
// node_modules/react-aria/dist/private/intl/menu/en-US.mjs
var $788d77bcaab07d29$exports = {};
$788d77bcaab07d29$exports = { "longPressMessage": `Long press or press Alt + ArrowDown to open menu` };
// node_modules/react-aria/dist/private/intl/menu/es-ES.mjs
var $8fc1e38f2f738334$exports = {};
$8fc1e38f2f738334$exports = { "longPressMessage": `Mantenga pulsado o pulse Alt + flecha abajo para abrir el men\xfa` };
// node_modules/react-aria/dist/private/intl/menu/et-EE.mjs
var $0c79cbd512713d63$exports = {};
$0c79cbd512713d63$exports = { "longPressMessage": `Men\xfc\xfc avamiseks vajutage pikalt v\xf5i vajutage klahve Alt + allanool` };
// node_modules/react-aria/dist/private/intl/menu/fi-FI.mjs
var $6e578cb07f661d0f$exports = {};
$6e578cb07f661d0f$exports = { "longPressMessage": `Avaa valikko painamalla pohjassa tai n\xe4pp\xe4inyhdistelm\xe4ll\xe4 Alt + Alanuoli` };
// node_modules/react-aria/dist/private/intl/menu/fr-FR.mjs
var $44177fdbbad1a686$exports = {};
$44177fdbbad1a686$exports = { "longPressMessage": `Appuyez de mani\xe8re prolong\xe9e ou appuyez sur Alt\xa0+\xa0Fl\xe8che vers le bas pour ouvrir le menu.` };
// node_modules/react-aria/dist/private/intl/menu/he-IL.mjs
var $990dfee85fc94a6a$exports = {};
$990dfee85fc94a6a$exports = { "longPressMessage": `\u{5DC}\u{5D7}\u{5E5} \u{5DC}\u{5D7}\u{5D9}\u{5E6}\u{5D4} \u{5D0}\u{5E8}\u{5D5}\u{5DB}\u{5D4} \u{5D0}\u{5D5} \u{5D4}\u{5E7}\u{5E9} Alt + ArrowDown \u{5DB}\u{5D3}\u{5D9} \u{5DC}\u{5E4}\u{5EA}\u{5D5}\u{5D7} \u{5D0}\u{5EA} \u{5D4}\u{5EA}\u{5E4}\u{5E8}\u{5D9}\u{5D8}` };
// node_modules/react-aria/dist/private/intl/menu/hr-HR.mjs
var $10d7c2a1d55e74cf$exports = {};
$10d7c2a1d55e74cf$exports = { "longPressMessage": `Dugo pritisnite ili pritisnite Alt + strelicu prema dolje za otvaranje izbornika` };
// node_modules/react-aria/dist/private/intl/menu/hu-HU.mjs
var $d3182189bfd1bf3b$exports = {};
$d3182189bfd1bf3b$exports = { "longPressMessage": `Nyomja meg hosszan, vagy nyomja meg az Alt + lefele ny\xedl gombot a men\xfc megnyit\xe1s\xe1hoz` };
// node_modules/react-aria/dist/private/intl/menu/it-IT.mjs
var $fbfac0c9f82929a4$exports = {};
$fbfac0c9f82929a4$exports = { "longPressMessage": `Premi a lungo o premi Alt + Freccia gi\xf9 per aprire il menu` };
// node_modules/react-aria/dist/private/intl/menu/ja-JP.mjs
var $18b8fa80cdc50d05$exports = {};
$18b8fa80cdc50d05$exports = { "longPressMessage": `\u{9577}\u{62BC}\u{3057}\u{307E}\u{305F}\u{306F} Alt+\u{4E0B}\u{77E2}\u{5370}\u{30AD}\u{30FC}\u{3067}\u{30E1}\u{30CB}\u{30E5}\u{30FC}\u{3092}\u{958B}\u{304F}` };
// node_modules/react-aria/dist/private/intl/menu/ko-KR.mjs
var $a8f49035a51fdb32$exports = {};
$a8f49035a51fdb32$exports = { "longPressMessage": `\u{AE38}\u{AC8C} \u{B204}\u{B974}\u{AC70}\u{B098} Alt + \u{C544}\u{B798}\u{CABD} \u{D654}\u{C0B4}\u{D45C}\u{B97C} \u{B20C}\u{B7EC} \u{BA54}\u{B274} \u{C5F4}\u{AE30}` };
// node_modules/react-aria/dist/private/intl/menu/lt-LT.mjs
var $06546dd9bbf0f542$exports = {};
$06546dd9bbf0f542$exports = { "longPressMessage": `Nor\u{117}dami atidaryti meniu, nuspaud\u{119} palaikykite arba paspauskite \u{201E}Alt + ArrowDown\u{201C}.` };
// node_modules/react-aria/dist/private/intl/menu/lv-LV.mjs
var $9a7348e0caa19677$exports = {};
$9a7348e0caa19677$exports = { "longPressMessage": `Lai atv\u{113}rtu izv\u{113}lni, turiet nospiestu vai nospiediet tausti\u{146}u kombin\u{101}ciju Alt + lejupv\u{113}rst\u{101} bulti\u{146}a` };
// node_modules/react-aria/dist/private/intl/menu/nb-NO.mjs
var $e16c55913ae3971e$exports = {};
$e16c55913ae3971e$exports = { "longPressMessage": `Langt trykk eller trykk Alt + PilNed for \xe5 \xe5pne menyen` };
// node_modules/react-aria/dist/private/intl/menu/nl-NL.mjs
var $d92f6e92c51016e2$exports = {};
$d92f6e92c51016e2$exports = { "longPressMessage": `Druk lang op Alt + pijl-omlaag of druk op Alt om het menu te openen` };
// node_modules/react-aria/dist/private/intl/menu/pl-PL.mjs
var $5475104f6d631fa8$exports = {};
$5475104f6d631fa8$exports = { "longPressMessage": `Naci\u{15B}nij i przytrzymaj lub naci\u{15B}nij klawisze Alt + Strza\u{142}ka w d\xf3\u{142}, aby otworzy\u{107} menu` };
// node_modules/react-aria/dist/private/intl/menu/pt-BR.mjs
var $e97402d4778a500f$exports = {};
$e97402d4778a500f$exports = { "longPressMessage": `Pressione e segure ou pressione Alt + Seta para baixo para abrir o menu` };
// node_modules/react-aria/dist/private/intl/menu/pt-PT.mjs
var $8ffff1f90e4445ad$exports = {};
$8ffff1f90e4445ad$exports = { "longPressMessage": `Prima continuamente ou prima Alt + Seta Para Baixo para abrir o menu` };
// node_modules/react-aria/dist/private/intl/menu/ro-RO.mjs
var $3b65c017e2338742$exports = {};
$3b65c017e2338742$exports = { "longPressMessage": `Ap\u{103}sa\u{21B}i lung sau ap\u{103}sa\u{21B}i pe Alt + s\u{103}geat\u{103} \xeen jos pentru a deschide meniul` };
// node_modules/react-aria/dist/private/intl/menu/ru-RU.mjs
var $5dc65e8d5bb20c3e$exports = {};
$5dc65e8d5bb20c3e$exports = { "longPressMessage": `\u{41D}\u{430}\u{436}\u{43C}\u{438}\u{442}\u{435} \u{438} \u{443}\u{434}\u{435}\u{440}\u{436}\u{438}\u{432}\u{430}\u{439}\u{442}\u{435} \u{438}\u{43B}\u{438} \u{43D}\u{430}\u{436}\u{43C}\u{438}\u{442}\u{435} Alt + \u{421}\u{442}\u{440}\u{435}\u{43B}\u{43A}\u{430} \u{432}\u{43D}\u{438}\u{437}, \u{447}\u{442}\u{43E}\u{431}\u{44B} \u{43E}\u{442}\u{43A}\u{440}\u{44B}\u{442}\u{44C} \u{43C}\u{435}\u{43D}\u{44E}` };
// node_modules/react-aria/dist/private/intl/menu/sk-SK.mjs
var $754ea877f466b46b$exports = {};
$754ea877f466b46b$exports = { "longPressMessage": `Ponuku otvor\xedte dlh\xfdm stla\u{10D}en\xedm alebo stla\u{10D}en\xedm kl\xe1vesu Alt + kl\xe1vesu so \u{161}\xedpkou nadol` };
// node_modules/react-aria/dist/private/intl/menu/sl-SI.mjs
var $371167f8ab40ff4e$exports = {};
$371167f8ab40ff4e$exports = { "longPressMessage": `Za odprtje menija pritisnite in dr\u{17E}ite gumb ali pritisnite Alt+pu\u{161}\u{10D}ica navzdol` };
// node_modules/react-aria/dist/private/intl/menu/sr-SP.mjs
var $000e668e4e84b579$exports = {};
$000e668e4e84b579$exports = { "longPressMessage": `Dugo pritisnite ili pritisnite Alt + strelicu prema dole da otvorite meni` };
// node_modules/react-aria/dist/private/intl/menu/sv-SE.mjs
var $fc088db6dd370743$exports = {};
$fc088db6dd370743$exports = { "longPressMessage": `H\xe5ll nedtryckt eller tryck p\xe5 Alt + pil ned\xe5t f\xf6r att \xf6ppna menyn` };
// node_modules/react-aria/dist/private/intl/menu/tr-TR.mjs
var $eef33ec9131405b8$exports = {};
$eef33ec9131405b8$exports = { "longPressMessage": `Men\xfcy\xfc a\xe7mak i\xe7in uzun bas\u{131}n veya Alt + A\u{15F}a\u{11F}\u{131} Ok tu\u{15F}una bas\u{131}n` };
// node_modules/react-aria/dist/private/intl/menu/uk-UA.mjs
var $17ca43fe2ce333c0$exports = {};
$17ca43fe2ce333c0$exports = { "longPressMessage": `\u{414}\u{43E}\u{432}\u{433}\u{43E} \u{430}\u{431}\u{43E} \u{437}\u{432}\u{438}\u{447}\u{430}\u{439}\u{43D}\u{43E} \u{43D}\u{430}\u{442}\u{438}\u{441}\u{43D}\u{456}\u{442}\u{44C} \u{43A}\u{43E}\u{43C}\u{431}\u{456}\u{43D}\u{430}\u{446}\u{456}\u{44E} \u{43A}\u{43B}\u{430}\u{432}\u{456}\u{448} Alt \u{456} \u{441}\u{442}\u{440}\u{456}\u{43B}\u{43A}\u{430} \u{432}\u{43D}\u{438}\u{437}, \u{449}\u{43E}\u{431} \u{432}\u{456}\u{434}\u{43A}\u{440}\u{438}\u{442}\u{438} \u{43C}\u{435}\u{43D}\u{44E}` };
// node_modules/react-aria/dist/private/intl/menu/zh-CN.mjs
var $ce0bee578e53860c$exports = {};
$ce0bee578e53860c$exports = { "longPressMessage": `\u{957F}\u{6309}\u{6216}\u{6309} Alt + \u{5411}\u{4E0B}\u{65B9}\u{5411}\u{952E}\u{4EE5}\u{6253}\u{5F00}\u{83DC}\u{5355}` };
// node_modules/react-aria/dist/private/intl/menu/zh-TW.mjs
var $a146d231f9c4bbf9$exports = {};
$a146d231f9c4bbf9$exports = { "longPressMessage": `\u{9577}\u{6309}\u{6216}\u{6309} Alt+\u{5411}\u{4E0B}\u{9375}\u{4EE5}\u{958B}\u{555F}\u{529F}\u{80FD}\u{8868}` };
// node_modules/react-aria/dist/private/menu/intlStrings.mjs
var $bdff4dd8fb5956de$exports = {};
$bdff4dd8fb5956de$exports = {
	"ar-AE": $50608029e06fcc45$exports,
	"bg-BG": $0ce6c09c3e669100$exports,
	"cs-CZ": $a9daab48d18bec17$exports,
	"da-DK": $a7897057abd4dedc$exports,
	"de-DE": $a48782afe17e416a$exports,
	"el-GR": $b4a078a1f4803013$exports,
	"en-US": $788d77bcaab07d29$exports,
	"es-ES": $8fc1e38f2f738334$exports,
	"et-EE": $0c79cbd512713d63$exports,
	"fi-FI": $6e578cb07f661d0f$exports,
	"fr-FR": $44177fdbbad1a686$exports,
	"he-IL": $990dfee85fc94a6a$exports,
	"hr-HR": $10d7c2a1d55e74cf$exports,
	"hu-HU": $d3182189bfd1bf3b$exports,
	"it-IT": $fbfac0c9f82929a4$exports,
	"ja-JP": $18b8fa80cdc50d05$exports,
	"ko-KR": $a8f49035a51fdb32$exports,
	"lt-LT": $06546dd9bbf0f542$exports,
	"lv-LV": $9a7348e0caa19677$exports,
	"nb-NO": $e16c55913ae3971e$exports,
	"nl-NL": $d92f6e92c51016e2$exports,
	"pl-PL": $5475104f6d631fa8$exports,
	"pt-BR": $e97402d4778a500f$exports,
	"pt-PT": $8ffff1f90e4445ad$exports,
	"ro-RO": $3b65c017e2338742$exports,
	"ru-RU": $5dc65e8d5bb20c3e$exports,
	"sk-SK": $754ea877f466b46b$exports,
	"sl-SI": $371167f8ab40ff4e$exports,
	"sr-SP": $000e668e4e84b579$exports,
	"sv-SE": $fc088db6dd370743$exports,
	"tr-TR": $eef33ec9131405b8$exports,
	"uk-UA": $17ca43fe2ce333c0$exports,
	"zh-CN": $ce0bee578e53860c$exports,
	"zh-TW": $a146d231f9c4bbf9$exports
};
// node_modules/react-aria/dist/private/interactions/useContextMenu.mjs
function $00dce70c89c7306c$export$2464060fb1e12fa6(props) {
	let { onContextMenu } = props;
	let firedContextMenuEvent = (0, import_react.useRef)(false);
	let { longPressProps } = $7b01448eaad0fe7c$export$c24ed0104d07eab9({
		onLongPressStart() {
			firedContextMenuEvent.current = false;
		},
		onLongPress(e) {
			if (!firedContextMenuEvent.current) onContextMenu?.({
				target: e.target,
				x: e.x,
				y: e.y
			});
			else firedContextMenuEvent.current = false;
		}
	});
	if (!onContextMenu) return { contextMenuProps: {} };
	return { contextMenuProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928($2add3ce32c6007eb$export$fedb369cb70207f1() ? longPressProps : {}, {
		onContextMenu(e) {
			e.stopPropagation();
			e.preventDefault();
			firedContextMenuEvent.current = true;
			let rect = e.currentTarget.getBoundingClientRect();
			onContextMenu({
				target: e.currentTarget,
				x: e.clientX - rect.x,
				y: e.clientY - rect.y
			});
		},
		onKeyDown(e) {
			if ($2add3ce32c6007eb$export$9ac100e40613ea10()) {
				if (e.ctrlKey && e.key === "Enter") {
					firedContextMenuEvent.current = false;
					let target = e.currentTarget;
					e.stopPropagation();
					setTimeout(() => {
						if (!firedContextMenuEvent.current) {
							let rect = target.getBoundingClientRect();
							onContextMenu({
								target,
								x: rect.width / 2,
								y: rect.height / 2
							});
						} else firedContextMenuEvent.current = false;
					}, 10);
				}
			}
		}
	}) };
}
// node_modules/react-aria/dist/private/overlays/useOverlayTrigger.mjs
function $f282e36c29c025e8$export$f9d5c8beee7d008d(props, state, ref) {
	let { type } = props;
	let { isOpen } = state;
	(0, import_react.useEffect)(() => {
		if (ref && ref.current) $22e2f5f6490788e8$export$f6211563215e3b37.set(ref.current, state.close);
	});
	let ariaHasPopup = void 0;
	if (type === "menu") ariaHasPopup = true;
	else if (type === "listbox") ariaHasPopup = "listbox";
	let overlayId = $390e54f620492c70$export$f680877a34711e37();
	return {
		triggerProps: {
			"aria-haspopup": ariaHasPopup,
			"aria-expanded": isOpen,
			"aria-controls": isOpen ? overlayId : void 0,
			onPress: state.toggle
		},
		overlayProps: { id: overlayId }
	};
}
// node_modules/react-aria/dist/private/menu/useMenuTrigger.mjs
function $parcel$interopDefault(a) {
	return a && a.__esModule ? a.default : a;
}
function $f19b83c1486f45cc$export$dc9c12ed27dd1b49(props, state, ref) {
	let { type = "menu", isDisabled, trigger = "press" } = props;
	let menuTriggerId = $390e54f620492c70$export$f680877a34711e37();
	let { triggerProps, overlayProps } = $f282e36c29c025e8$export$f9d5c8beee7d008d({ type }, state, ref);
	let open = (shouldOpen, e, focusStrategy = "first") => {
		if (!shouldOpen || e.isDefaultPrevented()) return false;
		state.toggle(focusStrategy);
	};
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		isDisabled,
		shortcuts: {
			Enter: (e) => {
				return open(trigger !== "longPress", e, "first");
			},
			" ": (e) => {
				return open(trigger !== "longPress", e, "first");
			},
			ArrowDown: (e) => {
				return open(trigger !== "longPress", e, "first");
			},
			ArrowUp: (e) => {
				return open(trigger !== "longPress", e, "last");
			},
			"Alt+Enter": (e) => {
				return open(trigger === "longPress", e, "first");
			},
			"Alt+ ": (e) => {
				return open(trigger === "longPress", e, "first");
			},
			"Alt+ArrowDown": (e) => {
				return open(true, e, "first");
			},
			"Alt+ArrowUp": (e) => {
				return open(true, e, "last");
			}
		}
	});
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault($bdff4dd8fb5956de$exports), "@react-aria/menu");
	let { longPressProps } = $7b01448eaad0fe7c$export$c24ed0104d07eab9({
		isDisabled: isDisabled || trigger !== "longPress",
		accessibilityDescription: stringFormatter.format("longPressMessage"),
		onLongPressStart() {
			state.close();
		},
		onLongPress() {
			state.open("first");
		}
	});
	let pressProps = {
		preventFocusOnPress: true,
		onPressStart(e) {
			if (e.pointerType !== "touch" && e.pointerType !== "keyboard" && !isDisabled) {
				$1969ac565cfec8d0$export$de79e2c695e052f3(e.target);
				state.open(e.pointerType === "virtual" ? "first" : null);
			}
		},
		onPress(e) {
			if (e.pointerType === "touch" && !isDisabled) {
				$1969ac565cfec8d0$export$de79e2c695e052f3(e.target);
				state.toggle();
			}
		}
	};
	delete triggerProps.onPress;
	let { contextMenuProps } = $00dce70c89c7306c$export$2464060fb1e12fa6({ onContextMenu(e) {
		let rect = e.target.getBoundingClientRect();
		state.setPoint({
			x: rect.x + e.x,
			y: rect.y + e.y
		});
		state.open();
	} });
	(0, import_react.useEffect)(() => {
		if (state.isOpen && trigger === "contextMenu") {
			let onContextMenu = (e) => {
				if ((e.button === 2 || e.button === 0 && e.ctrlKey === true) && $23f2114a1b82827e$export$e58f029f0fbfdb29(e) === document.body) state.close();
			};
			document.addEventListener("mousedown", onContextMenu);
			return () => document.removeEventListener("mousedown", onContextMenu);
		}
	}, [state, trigger]);
	let interactionProps;
	if (trigger === "press") interactionProps = {
		...pressProps,
		...keyboardProps
	};
	else if (trigger === "longPress") interactionProps = {
		...longPressProps,
		...keyboardProps
	};
	else if (trigger === "contextMenu") {
		interactionProps = contextMenuProps;
		let { "aria-haspopup": _a, "aria-expanded": _b, "aria-controls": _c, ...rest } = triggerProps;
		triggerProps = rest;
	}
	return {
		menuTriggerProps: {
			...triggerProps,
			...interactionProps,
			id: menuTriggerId
		},
		menuProps: {
			...overlayProps,
			"aria-labelledby": menuTriggerId,
			autoFocus: state.focusStrategy || true,
			onClose: state.close
		}
	};
}
// node_modules/react-aria/dist/private/menu/utils.mjs
var $d5765cd7be93edd1$export$6f49b4016bfc8d56 = /* @__PURE__ */ new WeakMap();
// node_modules/react-aria/dist/private/menu/useMenu.mjs
function $a2d69d6ee8486855$export$38eaa17faae8f579(props, state, ref) {
	let { shouldFocusWrap = true, onKeyDown, onKeyUp, ...otherProps } = props;
	if (!props["aria-label"] && !props["aria-labelledby"] && false);
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	let { listProps } = $64903b4b31b6bb2a$export$b95089534ab7c1fd({
		...otherProps,
		ref,
		selectionManager: state.selectionManager,
		collection: state.collection,
		disabledKeys: state.disabledKeys,
		shouldFocusWrap,
		linkBehavior: "override"
	});
	$d5765cd7be93edd1$export$6f49b4016bfc8d56.set(state, {
		onClose: props.onClose,
		onAction: props.onAction,
		shouldUseVirtualFocus: props.shouldUseVirtualFocus
	});
	return { menuProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, {
		onKeyDown,
		onKeyUp
	}, {
		role: "menu",
		...listProps,
		onKeyDown: (e) => {
			if (e.key !== "Escape" || props.shouldUseVirtualFocus) listProps.onKeyDown?.(e);
		}
	}) };
}
// node_modules/react-aria/dist/private/menu/useMenuItem.mjs
function $1a9c2c840fd36413$export$9d32628fc2aea7da(props, state, ref) {
	let { id, key, closeOnSelect, shouldCloseOnSelect, isVirtualized, "aria-haspopup": hasPopup, onPressStart, onPressUp: pressUpProp, onPress, onPressChange: pressChangeProp, onPressEnd, onClick: onClickProp, onHoverStart: hoverStartProp, onHoverChange, onHoverEnd, onKeyDown, onKeyUp, onFocus, onFocusChange, onBlur, selectionManager = state.selectionManager } = props;
	let isTrigger = !!hasPopup;
	let isTriggerExpanded = isTrigger && props["aria-expanded"] === "true";
	let isDisabled = props.isDisabled ?? selectionManager.isDisabled(key);
	let isSelected = props.isSelected ?? selectionManager.isSelected(key);
	let data = $d5765cd7be93edd1$export$6f49b4016bfc8d56.get(state);
	let item = state.collection.getItem(key);
	let onClose = props.onClose || data.onClose;
	let router = $caaf0dd3060ed57c$export$9a302a45f65d0572();
	let performAction = () => {
		if (isTrigger) return;
		if (item?.props?.onAction) item.props.onAction();
		else if (props.onAction) props.onAction(key);
		if (data.onAction) {
			let onAction = data.onAction;
			onAction(key, item?.value);
		}
	};
	let role = "menuitem";
	if (!isTrigger) {
		if (selectionManager.selectionMode === "single") role = "menuitemradio";
		else if (selectionManager.selectionMode === "multiple") role = "menuitemcheckbox";
	}
	let labelId = $390e54f620492c70$export$b4cc09c592e8fdb8();
	let descriptionId = $390e54f620492c70$export$b4cc09c592e8fdb8();
	let keyboardId = $390e54f620492c70$export$b4cc09c592e8fdb8();
	let ariaProps = {
		id,
		"aria-disabled": isDisabled || void 0,
		role,
		"aria-label": props["aria-label"],
		"aria-labelledby": labelId,
		"aria-describedby": [
			props["aria-describedby"],
			descriptionId,
			keyboardId
		].filter(Boolean).join(" ") || void 0,
		"aria-controls": props["aria-controls"],
		"aria-haspopup": hasPopup,
		"aria-expanded": props["aria-expanded"]
	};
	if (selectionManager.selectionMode !== "none" && !isTrigger) ariaProps["aria-checked"] = isSelected;
	if (isVirtualized) {
		let index = Number(item?.index);
		ariaProps["aria-posinset"] = Number.isNaN(index) ? void 0 : index + 1;
		ariaProps["aria-setsize"] = $2efe10d3f1f9e31e$export$77d5aafae4e095b2(state.collection);
	}
	let isPressedRef = (0, import_react.useRef)(false);
	let onPressChange = (isPressed) => {
		pressChangeProp?.(isPressed);
		isPressedRef.current = isPressed;
	};
	let interaction = (0, import_react.useRef)(null);
	let onPressUp = (e) => {
		if (e.pointerType !== "keyboard") interaction.current = { pointerType: e.pointerType };
		if (e.pointerType === "mouse") {
			if (!isPressedRef.current) e.target.click();
		}
		pressUpProp?.(e);
	};
	let onClick = (e) => {
		onClickProp?.(e);
		performAction();
		$caaf0dd3060ed57c$export$13aea1a3cb5e3f1f(e, router, item.props.href, item?.props.routerOptions);
		let shouldClose = interaction.current?.pointerType === "keyboard" ? interaction.current?.key === "Enter" || selectionManager.selectionMode === "none" || selectionManager.isLink(key) : selectionManager.selectionMode !== "multiple" || selectionManager.isLink(key);
		shouldClose = shouldCloseOnSelect ?? closeOnSelect ?? shouldClose;
		if (onClose && !isTrigger && shouldClose) onClose();
		interaction.current = null;
	};
	let { itemProps, isFocused } = $f6ba6936bfd098a0$export$ecf600387e221c37({
		id,
		selectionManager,
		key,
		ref,
		shouldSelectOnPressUp: true,
		allowsDifferentPressOrigin: true,
		linkBehavior: "none",
		shouldUseVirtualFocus: data.shouldUseVirtualFocus
	});
	let { pressProps, isPressed } = $d27d541f9569d26d$export$45712eceda6fad21({
		onPressStart,
		onPress,
		onPressUp,
		onPressChange,
		onPressEnd,
		isDisabled
	});
	let { hoverProps } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		isDisabled,
		onHoverStart(e) {
			if (!$8f5a2122b0992be3$export$b9b3dfddab17db27() && !(isTriggerExpanded && hasPopup)) {
				selectionManager.setFocused(true);
				selectionManager.setFocusedKey(key);
			}
			hoverStartProp?.(e);
		},
		onHoverChange,
		onHoverEnd
	});
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		shortcuts: {
			" ": (e) => {
				interaction.current = {
					pointerType: "keyboard",
					key: " "
				};
				$23f2114a1b82827e$export$e58f029f0fbfdb29(e).click();
				$8f5a2122b0992be3$export$8397ddfc504fdb9a("keyboard");
			},
			Enter: (e) => {
				interaction.current = {
					pointerType: "keyboard",
					key: "Enter"
				};
				let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
				if (target.tagName !== "A") {
					target.click();
					$8f5a2122b0992be3$export$8397ddfc504fdb9a("keyboard");
					return;
				}
				$8f5a2122b0992be3$export$8397ddfc504fdb9a("keyboard");
				return {
					shouldPreventDefault: false,
					shouldContinuePropagation: false
				};
			}
		},
		onKeyDown,
		onKeyUp
	});
	let { focusableProps } = $d1116acdf220c2da$export$4c014de7c8940b4c({
		onBlur,
		onFocus,
		onFocusChange
	}, ref);
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(item?.props);
	delete domProps.id;
	let linkProps = $caaf0dd3060ed57c$export$7e924b3091a3bd18(item?.props);
	return {
		menuItemProps: {
			...ariaProps,
			...$bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, linkProps, isTrigger ? {
				onFocus: itemProps.onFocus,
				"data-collection": itemProps["data-collection"],
				"data-key": itemProps["data-key"]
			} : itemProps, pressProps, hoverProps, keyboardProps, focusableProps, data.shouldUseVirtualFocus || isTrigger ? { onMouseDown: (e) => e.preventDefault() } : void 0, isDisabled ? void 0 : { onClick }),
			tabIndex: itemProps.tabIndex != null && isTriggerExpanded && !data.shouldUseVirtualFocus ? -1 : itemProps.tabIndex
		},
		labelProps: { id: labelId },
		descriptionProps: { id: descriptionId },
		keyboardShortcutProps: { id: keyboardId },
		isFocused,
		isFocusVisible: isFocused && selectionManager.isFocused && $8f5a2122b0992be3$export$b9b3dfddab17db27() && !isTriggerExpanded,
		isSelected,
		isPressed,
		isDisabled
	};
}
// node_modules/react-aria/dist/private/menu/useMenuSection.mjs
function $7355d4e5c49461b6$export$73f7a44322579622(props) {
	let { heading, "aria-label": ariaLabel } = props;
	let headingId = $390e54f620492c70$export$f680877a34711e37();
	return {
		itemProps: { role: "presentation" },
		headingProps: heading ? {
			id: headingId,
			role: "presentation"
		} : {},
		groupProps: {
			role: "group",
			"aria-label": ariaLabel,
			"aria-labelledby": heading ? headingId : void 0
		}
	};
}
// node_modules/react-stately/dist/private/menu/useMenuTriggerState.mjs
function $e3403870bfb691da$export$79fefeb1c2091ac3(props) {
	let overlayTriggerState = $f11fb0bcf1b2687a$export$61c6a8c84e605fb6(props);
	let [focusStrategy, setFocusStrategy] = (0, import_react.useState)(null);
	let [expandedKeysStack, setExpandedKeysStack] = (0, import_react.useState)([]);
	let closeAll = () => {
		setExpandedKeysStack([]);
		overlayTriggerState.close();
	};
	let openSubmenu = (triggerKey, level) => {
		setExpandedKeysStack((oldStack) => {
			if (level > oldStack.length) return oldStack;
			return [...oldStack.slice(0, level), triggerKey];
		});
	};
	let closeSubmenu = (triggerKey, level) => {
		setExpandedKeysStack((oldStack) => {
			if (oldStack[level] === triggerKey) return oldStack.slice(0, level);
			else return oldStack;
		});
	};
	return {
		focusStrategy,
		...overlayTriggerState,
		open(focusStrategy = null) {
			setFocusStrategy(focusStrategy);
			overlayTriggerState.open();
		},
		toggle(focusStrategy = null) {
			setFocusStrategy(focusStrategy);
			overlayTriggerState.toggle();
		},
		close() {
			closeAll();
		},
		expandedKeysStack,
		openSubmenu,
		closeSubmenu
	};
}
// node_modules/react-stately/dist/private/tree/TreeCollection.mjs
var $df1fcc684d3b021a$export$863faf230ee2118a = class {
	constructor(nodes, { expandedKeys } = {}) {
		this.keyMap = /* @__PURE__ */ new Map();
		this.firstKey = null;
		this.lastKey = null;
		this.iterable = nodes;
		expandedKeys = expandedKeys || /* @__PURE__ */ new Set();
		let visit = (node) => {
			this.keyMap.set(node.key, node);
			if (node.childNodes && (node.type === "section" || expandedKeys.has(node.key))) for (let child of node.childNodes) visit(child);
		};
		for (let node of nodes) visit(node);
		let last = null;
		let index = 0;
		for (let [key, node] of this.keyMap) {
			if (last) {
				last.nextKey = key;
				node.prevKey = last.key;
			} else {
				this.firstKey = key;
				node.prevKey = void 0;
			}
			if (node.type === "item") node.index = index++;
			last = node;
			last.nextKey = void 0;
		}
		this.lastKey = last?.key ?? null;
	}
	*[Symbol.iterator]() {
		yield* this.iterable;
	}
	get size() {
		return this.keyMap.size;
	}
	getKeys() {
		return this.keyMap.keys();
	}
	getKeyBefore(key) {
		let node = this.keyMap.get(key);
		return node ? node.prevKey ?? null : null;
	}
	getKeyAfter(key) {
		let node = this.keyMap.get(key);
		return node ? node.nextKey ?? null : null;
	}
	getFirstKey() {
		return this.firstKey;
	}
	getLastKey() {
		return this.lastKey;
	}
	getItem(key) {
		return this.keyMap.get(key) ?? null;
	}
	at(idx) {
		const keys = [...this.getKeys()];
		return this.getItem(keys[idx]);
	}
};
// node_modules/react-stately/dist/private/tree/useTreeState.mjs
function $6b915bde6cd300dd$export$728d6ba534403756(props) {
	let { onExpandedChange } = props;
	let [expandedKeys, setExpandedKeys] = $3e6197669829fe11$export$40bfa8c7b0832715(props.expandedKeys ? new Set(props.expandedKeys) : void 0, props.defaultExpandedKeys ? new Set(props.defaultExpandedKeys) : /* @__PURE__ */ new Set(), onExpandedChange);
	let selectionState = $60f19cefd567a3e4$export$253fe78d46329472(props);
	let disabledKeys = (0, import_react.useMemo)(() => props.disabledKeys ? new Set(props.disabledKeys) : /* @__PURE__ */ new Set(), [props.disabledKeys]);
	let tree = $d03379b88399b8c5$export$6cd28814d92fa9c9(props, (0, import_react.useCallback)((nodes) => new $df1fcc684d3b021a$export$863faf230ee2118a(nodes, { expandedKeys }), [expandedKeys]), null);
	(0, import_react.useEffect)(() => {
		if (selectionState.focusedKey != null && !tree.getItem(selectionState.focusedKey)) selectionState.setFocusedKey(null);
	}, [tree, selectionState.focusedKey]);
	let onToggle = (key) => {
		setExpandedKeys($6b915bde6cd300dd$var$toggleKey(expandedKeys, key));
	};
	return {
		collection: tree,
		expandedKeys,
		disabledKeys,
		toggleKey: onToggle,
		setExpandedKeys,
		selectionManager: new $4a07ac835f260f78$export$6c8a5aaad13c9852(tree, selectionState)
	};
}
function $6b915bde6cd300dd$var$toggleKey(set, key) {
	let res = new Set(set);
	if (res.has(key)) res.delete(key);
	else res.add(key);
	return res;
}
// node_modules/react-aria-components/dist/private/Menu.mjs
var $49319ee1285aa241$export$c7e742effb1c51e2 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $49319ee1285aa241$export$24aad8519b95b41b = /*#__PURE__*/ (0, import_react.createContext)(null);
var $49319ee1285aa241$export$795aec4671cbae19 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $49319ee1285aa241$var$SelectionManagerContext = /*#__PURE__*/ (0, import_react.createContext)(null);
function $49319ee1285aa241$export$27d2ad3c5815583e(props) {
	let state = $e3403870bfb691da$export$79fefeb1c2091ac3(props);
	let ref = (0, import_react.useRef)(null);
	let { menuTriggerProps, menuProps } = $f19b83c1486f45cc$export$dc9c12ed27dd1b49({
		...props,
		type: "menu"
	}, state, ref);
	let scrollRef = (0, import_react.useRef)(null);
	if ($d7f64c32b702fe2c$export$b5d7cc18bb8d2b59()) return null;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$49319ee1285aa241$export$c7e742effb1c51e2, {
			...menuProps,
			ref: scrollRef
		}],
		[$f2ff30fde7b014be$export$d2f961adcb0afbe, state],
		[$49319ee1285aa241$export$795aec4671cbae19, state],
		[$542a13ca2fa5b484$export$9b9a0cd73afb7ca4, {
			trigger: "MenuTrigger",
			triggerRef: ref,
			scrollRef,
			placement: "bottom start",
			"aria-labelledby": menuProps["aria-labelledby"],
			offset: props.trigger === "contextMenu" ? 0 : void 0
		}]
	] }, /*#__PURE__*/ import_react.createElement($0d47b37c475c5231$export$3351871ee4b288b8, {
		...menuTriggerProps,
		ref,
		isPressed: state.isOpen
	}, props.children));
}
var $49319ee1285aa241$var$SubmenuTriggerContext = /*#__PURE__*/ (0, import_react.createContext)(null);
var $49319ee1285aa241$var$SubmenuTriggerNode = class extends $6f0c29017aeec335$export$d68d59712b04d9d1 {
	static {
		this.type = "submenutrigger";
	}
	filter(collection, newCollection, filterFn) {
		let triggerNode = collection.getItem(this.firstChildKey);
		if (triggerNode && filterFn(triggerNode.textValue, this)) {
			let clone = this.clone();
			newCollection.addDescendants(clone, collection);
			return clone;
		}
		return null;
	}
};
var $49319ee1285aa241$export$d9b273488cd8ce6f = /*#__PURE__*/ (0, import_react.forwardRef)(function Menu(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $49319ee1285aa241$export$c7e742effb1c51e2);
	return /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$export$bf788dd355e3a401, { content: /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$export$fb8073518f34e6ec, props) }, (collection) => /*#__PURE__*/ import_react.createElement($49319ee1285aa241$var$MenuInner, {
		props,
		collection,
		menuRef: ref
	}));
});
function $49319ee1285aa241$var$MenuInner({ props, collection, menuRef: ref }) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $4b38b5b75ecc6208$export$b0d3ecf7112093a7);
	let { filter, ...autocompleteMenuProps } = props;
	let filteredCollection = (0, import_react.useMemo)(() => filter ? collection.filter(filter) : collection, [collection, filter]);
	let state = $6b915bde6cd300dd$export$728d6ba534403756({
		...props,
		collection: filteredCollection,
		children: void 0
	});
	let triggerState = (0, import_react.useContext)($49319ee1285aa241$export$795aec4671cbae19);
	let { isVirtualized, CollectionRoot } = (0, import_react.useContext)($263ab7fc0f95ccdb$export$4feb769f8ddf26c5);
	let { menuProps } = $a2d69d6ee8486855$export$38eaa17faae8f579({
		...props,
		isVirtualized,
		onClose: props.onClose || triggerState?.close
	}, state, ref);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		children: void 0,
		defaultClassName: "react-aria-Menu",
		values: { isEmpty: state.collection.size === 0 }
	});
	let emptyState = null;
	if (state.collection.size === 0 && props.renderEmptyState) emptyState = /*#__PURE__*/ import_react.createElement("div", {
		role: "menuitem",
		style: { display: "contents" }
	}, props.renderEmptyState());
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($535772f9d2c1f38d$export$20e40289641fbbb6, null, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, menuProps),
		ref,
		slot: props.slot || void 0,
		"data-empty": state.collection.size === 0 || void 0,
		onScroll: props.onScroll
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$49319ee1285aa241$export$24aad8519b95b41b, state],
		[$e28ab3efe3e87743$export$6615d83f6de245ce, { elementType: "div" }],
		[$263ab7fc0f95ccdb$export$d40e14dec8b060a8, {
			name: "MenuSection",
			render: $49319ee1285aa241$var$MenuSectionInner
		}],
		[$49319ee1285aa241$var$SubmenuTriggerContext, {
			parentMenuRef: ref,
			shouldUseVirtualFocus: autocompleteMenuProps?.shouldUseVirtualFocus
		}],
		[$49319ee1285aa241$var$MenuItemContext, { shouldCloseOnSelect: props.shouldCloseOnSelect }],
		[$4b38b5b75ecc6208$export$b0d3ecf7112093a7, null],
		[$4b38b5b75ecc6208$export$698f465ec27e93df, null],
		[$49319ee1285aa241$var$SelectionManagerContext, state.selectionManager],
		[$49319ee1285aa241$export$795aec4671cbae19, triggerState ?? $e3403870bfb691da$export$79fefeb1c2091ac3({})]
	] }, /*#__PURE__*/ import_react.createElement($792f28e438b9ad5f$export$758399f318e6385a, null, /*#__PURE__*/ import_react.createElement(CollectionRoot, {
		collection: state.collection,
		persistedKeys: $263ab7fc0f95ccdb$export$90e00781bc59d8f9(state.selectionManager.focusedKey),
		scrollRef: ref
	}))), emptyState));
}
var $49319ee1285aa241$var$GroupSelectionManager = class extends $4a07ac835f260f78$export$6c8a5aaad13c9852 {
	constructor(parent, state) {
		super(parent.collection, state);
		this.parent = parent;
	}
	get focusedKey() {
		return this.parent.focusedKey;
	}
	get isFocused() {
		return this.parent.isFocused;
	}
	setFocusedKey(key, childFocusStrategy) {
		return this.parent.setFocusedKey(key, childFocusStrategy);
	}
	setFocused(isFocused) {
		this.parent.setFocused(isFocused);
	}
	get childFocusStrategy() {
		return this.parent.childFocusStrategy;
	}
};
function $49319ee1285aa241$var$MenuSectionInner(props, ref, section, className = "react-aria-MenuSection") {
	let state = (0, import_react.useContext)($49319ee1285aa241$export$24aad8519b95b41b);
	let { CollectionBranch } = (0, import_react.useContext)($263ab7fc0f95ccdb$export$4feb769f8ddf26c5);
	let [headingRef, heading] = $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8();
	let { headingProps, groupProps } = $7355d4e5c49461b6$export$73f7a44322579622({
		heading,
		"aria-label": section.props["aria-label"] ?? void 0
	});
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		id: void 0,
		children: void 0,
		defaultClassName: className,
		className: section.props?.className,
		style: section.props?.style,
		values: void 0
	});
	let parent = (0, import_react.useContext)($49319ee1285aa241$var$SelectionManagerContext);
	let selectionState = $60f19cefd567a3e4$export$253fe78d46329472(props);
	let manager = props.selectionMode != null ? new $49319ee1285aa241$var$GroupSelectionManager(parent, selectionState) : parent;
	let closeOnSelect = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($49319ee1285aa241$var$MenuItemContext)?.shouldCloseOnSelect;
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.section, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, groupProps),
		ref
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$53e61d82d8b8611d$export$e0e4026c12a8bdbb, {
			...headingProps,
			ref: headingRef
		}],
		[$49319ee1285aa241$var$SelectionManagerContext, manager],
		[$49319ee1285aa241$var$MenuItemContext, { shouldCloseOnSelect: props.shouldCloseOnSelect ?? closeOnSelect }]
	] }, /*#__PURE__*/ import_react.createElement(CollectionBranch, {
		collection: state.collection,
		parent: section
	})));
}
var $49319ee1285aa241$var$MenuItemContext = /*#__PURE__*/ (0, import_react.createContext)(null);
var $49319ee1285aa241$export$2ce376c2cc3355c8 = /*#__PURE__*/ $42ceafc619f9c3ba$export$18af5c7a9e9b3664($6f0c29017aeec335$export$fd11f34e1d07f134, function MenuItem(props, forwardedRef, item) {
	[props, forwardedRef] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, forwardedRef, $49319ee1285aa241$var$MenuItemContext);
	let id = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($49319ee1285aa241$var$MenuItemContext)?.id;
	let state = (0, import_react.useContext)($49319ee1285aa241$export$24aad8519b95b41b);
	let ref = $03e8ab2d84d7657a$export$4338b53315abf666(forwardedRef);
	let selectionManager = (0, import_react.useContext)($49319ee1285aa241$var$SelectionManagerContext);
	let { isVirtualized } = (0, import_react.useContext)($263ab7fc0f95ccdb$export$4feb769f8ddf26c5);
	let { menuItemProps, labelProps, descriptionProps, keyboardShortcutProps, ...states } = $1a9c2c840fd36413$export$9d32628fc2aea7da({
		...props,
		id,
		key: item.key,
		selectionManager,
		isVirtualized
	}, state, ref);
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({ isDisabled: states.isDisabled });
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		id: void 0,
		children: item.rendered,
		defaultClassName: "react-aria-MenuItem",
		values: {
			...states,
			isHovered,
			isFocusVisible: states.isFocusVisible,
			selectionMode: selectionManager.selectionMode,
			selectionBehavior: selectionManager.selectionBehavior,
			hasSubmenu: !!props["aria-haspopup"],
			isOpen: props["aria-expanded"] === "true"
		}
	});
	let ElementType = props.href ? $7230ffa83bc0c2cf$export$df3a06d6289f983e.a : $7230ffa83bc0c2cf$export$df3a06d6289f983e.div;
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	delete DOMProps.onClick;
	return /*#__PURE__*/ import_react.createElement(ElementType, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, menuItemProps, hoverProps),
		ref,
		"data-disabled": states.isDisabled || void 0,
		"data-hovered": isHovered || void 0,
		"data-focused": states.isFocused || void 0,
		"data-focus-visible": states.isFocusVisible || void 0,
		"data-pressed": states.isPressed || void 0,
		"data-selected": states.isSelected || void 0,
		"data-selection-mode": selectionManager.selectionMode === "none" ? void 0 : selectionManager.selectionMode,
		"data-has-submenu": !!props["aria-haspopup"] || void 0,
		"data-open": props["aria-expanded"] === "true" || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
			[$7230ffa83bc0c2cf$export$c62b8e45d58ddad9]: labelProps,
			label: labelProps,
			description: descriptionProps
		} }],
		[$650bea62ab5f5f0f$export$744d98a3b8a94e1c, keyboardShortcutProps],
		[$91fe5e721c7f36c1$export$c9549807523555e0, { isSelected: states.isSelected }]
	] }, renderProps.children));
});
$42ceafc619f9c3ba$export$18af5c7a9e9b3664($6f0c29017aeec335$export$8258a0665a675899, function MenuLoadingIndicator(props, ref, item) {
	let state = (0, import_react.useContext)($49319ee1285aa241$export$24aad8519b95b41b);
	let { isLoading, onLoadMore, scrollOffset, ...otherProps } = props;
	let sentinelRef = (0, import_react.useRef)(null);
	$0407362eaf54473e$export$ccaea96c28e8b9e7((0, import_react.useMemo)(() => ({
		onLoadMore,
		collection: state?.collection,
		sentinelRef,
		scrollOffset
	}), [
		onLoadMore,
		scrollOffset,
		state?.collection
	]), sentinelRef);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...otherProps,
		id: void 0,
		children: item.rendered,
		defaultClassName: "react-aria-MenuLoadingIndicator",
		values: void 0
	});
	return /*#__PURE__*/ import_react.createElement(import_react.Fragment, null, /*#__PURE__*/ import_react.createElement("div", {
		style: {
			position: "relative",
			width: 0,
			height: 0
		},
		inert: $b24d1bc31a0f941d$export$a9d04c5684123369(true)
	}, /*#__PURE__*/ import_react.createElement("div", {
		"data-testid": "loadMoreSentinel",
		ref: sentinelRef,
		style: {
			position: "absolute",
			height: 1,
			width: 1
		}
	})), isLoading && renderProps.children && /*#__PURE__*/ import_react.createElement(import_react.Fragment, null, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928($8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true }), { tabIndex: -1 }),
		...renderProps,
		role: "menuitem",
		ref
	}, renderProps.children)));
});
// node_modules/react-aria/dist/private/dialog/useDialog.mjs
function $13150e6629d46e45$export$d55e7ee900f34e93(props, ref) {
	let { role = "dialog", isEntering } = props;
	let titleId = $390e54f620492c70$export$b4cc09c592e8fdb8();
	titleId = props["aria-label"] ? void 0 : titleId;
	let contentId = $390e54f620492c70$export$b4cc09c592e8fdb8();
	contentId = role === "alertdialog" && !props["aria-describedby"] ? contentId : void 0;
	let isRefocusing = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (!isEntering && ref.current && !$23f2114a1b82827e$export$b4f377a2b6254582(ref.current)) {
			$f192c2f16961cbe0$export$80f3e147d781571c(ref.current);
			let timeout = setTimeout(() => {
				if ($23f2114a1b82827e$export$cd4e5573fbe2b576() === ref.current || $23f2114a1b82827e$export$cd4e5573fbe2b576() === document.body) {
					isRefocusing.current = true;
					if (ref.current) {
						ref.current.blur();
						$f192c2f16961cbe0$export$80f3e147d781571c(ref.current);
					}
					isRefocusing.current = false;
				}
			}, 500);
			return () => {
				clearTimeout(timeout);
			};
		}
	}, [ref, isEntering]);
	$d7a937236970dc7f$export$14c98a7594375490();
	(0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {});
	let ariaDescribedby = props["aria-describedby"] ?? contentId;
	return {
		dialogProps: {
			...$8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true }),
			role,
			tabIndex: -1,
			"aria-labelledby": props["aria-labelledby"] ?? titleId,
			"aria-describedby": ariaDescribedby,
			onBlur: (e) => {
				if (isRefocusing.current) e.stopPropagation();
			}
		},
		titleProps: { id: titleId },
		contentProps: { id: contentId }
	};
}
// node_modules/react-aria-components/dist/private/Dialog.mjs
var $f2ff30fde7b014be$export$8b93a07348a7730c = /*#__PURE__*/ (0, import_react.createContext)(null);
var $f2ff30fde7b014be$export$d2f961adcb0afbe = /*#__PURE__*/ (0, import_react.createContext)(null);
function $f2ff30fde7b014be$export$2e1e1122cf0cba88(props) {
	let state = $e3403870bfb691da$export$79fefeb1c2091ac3(props);
	let buttonRef = (0, import_react.useRef)(null);
	let { triggerProps, overlayProps } = $f282e36c29c025e8$export$f9d5c8beee7d008d({ type: "dialog" }, state, buttonRef);
	triggerProps.id = $390e54f620492c70$export$f680877a34711e37();
	overlayProps["aria-labelledby"] = triggerProps.id;
	if ($d7f64c32b702fe2c$export$b5d7cc18bb8d2b59()) return null;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$f2ff30fde7b014be$export$d2f961adcb0afbe, state],
		[$49319ee1285aa241$export$795aec4671cbae19, state],
		[$f2ff30fde7b014be$export$8b93a07348a7730c, overlayProps],
		[$542a13ca2fa5b484$export$9b9a0cd73afb7ca4, {
			trigger: "DialogTrigger",
			triggerRef: buttonRef,
			id: overlayProps.id,
			"aria-labelledby": overlayProps["aria-labelledby"]
		}]
	] }, /*#__PURE__*/ import_react.createElement($0d47b37c475c5231$export$3351871ee4b288b8, {
		...triggerProps,
		ref: buttonRef,
		isPressed: state.isOpen
	}, props.children));
}
var $f2ff30fde7b014be$export$3ddf2d174ce01153 = /*#__PURE__*/ (0, import_react.forwardRef)(function Dialog(props, ref) {
	let originalAriaLabelledby = props["aria-labelledby"];
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $f2ff30fde7b014be$export$8b93a07348a7730c);
	let { dialogProps, titleProps, contentProps } = $13150e6629d46e45$export$d55e7ee900f34e93({
		...props,
		"aria-labelledby": originalAriaLabelledby
	}, ref);
	let state = (0, import_react.useContext)($f2ff30fde7b014be$export$d2f961adcb0afbe);
	if (!dialogProps["aria-label"] && !dialogProps["aria-labelledby"]) {
		if (props["aria-labelledby"]) dialogProps["aria-labelledby"] = props["aria-labelledby"];
	}
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		defaultClassName: "react-aria-Dialog",
		className: props.className,
		style: props.style,
		children: props.children,
		values: { close: state?.close || (() => {}) }
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.section, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, dialogProps),
		render: props.render,
		ref,
		slot: props.slot || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$2ec61d1d4f780267$export$d688439359537581, { slots: {
			[$7230ffa83bc0c2cf$export$c62b8e45d58ddad9]: {},
			title: {
				...titleProps,
				level: 2
			}
		} }],
		[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
			[$7230ffa83bc0c2cf$export$c62b8e45d58ddad9]: {},
			description: contentProps
		} }],
		[$7705c033048f6da7$export$24d547caef80ccd1, { slots: {
			[$7230ffa83bc0c2cf$export$c62b8e45d58ddad9]: {},
			close: { onPress: () => state?.close() }
		} }]
	] }, renderProps.children));
});
export { $e28ab3efe3e87743$export$6615d83f6de245ce as A, $4fcfe18fac72dabd$export$2de4954e8ae13b9f as C, $64903b4b31b6bb2a$export$b95089534ab7c1fd as D, $2efe10d3f1f9e31e$export$77d5aafae4e095b2 as E, $2ec61d1d4f780267$export$a8a3e93435678ff9 as M, $ae8f8d98b2b18f2f$export$a05409b8bb224a5a as O, $58196c8d6a1f38fc$export$1c3ebcada18427bf as S, $0407362eaf54473e$export$ccaea96c28e8b9e7 as T, $e0a0e4399f316b76$export$b80f73f72d03c10f as _, $49319ee1285aa241$export$27d2ad3c5815583e as a, $970072cf4b13fde3$export$683480f191c0e3ea as b, $f19b83c1486f45cc$export$dc9c12ed27dd1b49 as c, $f11fb0bcf1b2687a$export$61c6a8c84e605fb6 as d, $d7a937236970dc7f$export$14c98a7594375490 as f, $0644e3663365bfe5$export$ee0f7cc6afcd1c18 as g, $081058010ef8962e$export$2317d149ed6f78c4 as h, $f2ff30fde7b014be$export$d2f961adcb0afbe as i, $53e61d82d8b8611d$export$e0e4026c12a8bdbb as j, $e28ab3efe3e87743$export$1ff3c3f08ae963c0 as k, $542a13ca2fa5b484$export$5b6b19405a83ff9d as l, $0d47b37c475c5231$export$3351871ee4b288b8 as m, $f2ff30fde7b014be$export$3ddf2d174ce01153 as n, $49319ee1285aa241$export$2ce376c2cc3355c8 as o, $d7a937236970dc7f$export$c6fdb837b070b4ff as p, $f2ff30fde7b014be$export$8b93a07348a7730c as r, $49319ee1285aa241$export$d9b273488cd8ce6f as s, $f2ff30fde7b014be$export$2e1e1122cf0cba88 as t, $542a13ca2fa5b484$export$9b9a0cd73afb7ca4 as u, $77844860df94ba23$export$ea8f71083e90600f as v, $4fcfe18fac72dabd$export$746d02f47f4d381 as w, $58196c8d6a1f38fc$export$1020fa7f77e17884 as x, $b3526bc71400be8d$export$d39e1813b3bdd0e1 as y };

//# sourceMappingURL=Dialog-BVV4XIn9.js.map