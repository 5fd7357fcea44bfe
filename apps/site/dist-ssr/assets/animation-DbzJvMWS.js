import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as require_shim } from "./shim-UXUlrs5d.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, C as require_react_dom, Ft as $c7eafbbe1ea5834e$export$535bd6ca7f90a273, H as $7096878c21af5e66$export$a929f3f93e2cc67e, It as $c4867b2f328c2698$export$e5c5a5f917a5871c, Lt as $a4e76a5424781910$export$e08e3b67e392101e, N as $f192c2f16961cbe0$export$80f3e147d781571c, Pt as $390e54f620492c70$export$f680877a34711e37, R as $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7, T as $d7f64c32b702fe2c$export$8dc98ba7eadeaa56, U as $8f5a2122b0992be3$export$630ff653c5ada6a9, V as $fe16bffc7a557bf0$export$7f54fc3180508a52, X as $caaf0dd3060ed57c$export$95185d699e05d4d7, Z as $caaf0dd3060ed57c$export$9a302a45f65d0572, _t as $d447af545b77c9f1$export$b204af158042fbac, ct as $1969ac565cfec8d0$export$de79e2c695e052f3, dt as $23f2114a1b82827e$export$cd4e5573fbe2b576, et as $2add3ce32c6007eb$export$78551043582a6a98, ht as $d447af545b77c9f1$export$37a5fde709c1db82, it as $2add3ce32c6007eb$export$e1865c3bedcd822b, j as $8296dad1a4c5e0dc$export$8f71654801c2f7cd, k as $d1116acdf220c2da$export$f9762fab77588ecb, lt as $23f2114a1b82827e$export$4282f70798064fe0, nt as $2add3ce32c6007eb$export$9ac100e40613ea10, ot as $3b8b240c1bf84ab9$export$4c063cf1350e6fed, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, rt as $2add3ce32c6007eb$export$a11b0059900ceec8, st as $3b8b240c1bf84ab9$export$bebd5a1431fec25d, ut as $23f2114a1b82827e$export$b4f377a2b6254582, v as $d27d541f9569d26d$export$45712eceda6fad21, vt as $d447af545b77c9f1$export$f21a1ffae260145a, y as $48a7d519b337145d$export$4eaf04e54aa8eed6, yt as $d447af545b77c9f1$export$f531f92e2a15358f } from "./PortalProvider-DUo4OMmA.js";
import { a as $600b3cf69ae46262$export$90fc3a17d93f704c, n as $51a3e22a5186a962$export$53a0910f038337bd, r as $51a3e22a5186a962$export$c826860796309d1b, t as $121970af65029459$export$f8aeda7b10753fa1 } from "./useDescription-CgZYQuz7.js";
import { c as $3e6197669829fe11$export$40bfa8c7b0832715, r as $535772f9d2c1f38d$export$2d6ec8fc375ceafa } from "./FocusScope-C0vcqR63.js";
// node_modules/react-aria/dist/private/utils/constants.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_shim = require_shim();
var $8b2399d051d06d4c$export$447a38995de2c711 = "react-aria-clear-focus";
var $8b2399d051d06d4c$export$831c820ad60f9d12 = "react-aria-focus";
// node_modules/react-aria/dist/private/focus/virtualFocus.mjs
function $b72f3f7b3b5f42c6$export$76e4e37e5339496d(to) {
	let from = $b72f3f7b3b5f42c6$export$759df0d867455a91($d447af545b77c9f1$export$b204af158042fbac(to));
	if (from !== to) {
		if (from) $b72f3f7b3b5f42c6$export$6c5dc7e81d2cc29a(from, to);
		if (to) $b72f3f7b3b5f42c6$export$2b35b76d2e30e129(to, from);
	}
}
function $b72f3f7b3b5f42c6$export$6c5dc7e81d2cc29a(from, to) {
	from.dispatchEvent(new FocusEvent("blur", { relatedTarget: to }));
	from.dispatchEvent(new FocusEvent("focusout", {
		bubbles: true,
		relatedTarget: to
	}));
}
function $b72f3f7b3b5f42c6$export$2b35b76d2e30e129(to, from) {
	to.dispatchEvent(new FocusEvent("focus", { relatedTarget: from }));
	to.dispatchEvent(new FocusEvent("focusin", {
		bubbles: true,
		relatedTarget: from
	}));
}
function $b72f3f7b3b5f42c6$export$759df0d867455a91(document) {
	let activeElement = $23f2114a1b82827e$export$cd4e5573fbe2b576(document);
	let activeDescendant = activeElement?.getAttribute("aria-activedescendant");
	if (activeDescendant) return document.getElementById(activeDescendant) || activeElement;
	return activeElement;
}
// node_modules/react-aria/dist/private/utils/keyboard.mjs
var $bb39c0fc1c19b34c$var$KEYBOARD_HEIGHT = 100;
var $bb39c0fc1c19b34c$var$KEYBOARD_TIMEOUT = 600;
var $bb39c0fc1c19b34c$var$state = {
	isOpen: false,
	screenWidth: 0,
	screenHeight: 0,
	screenAngle: 0,
	screenTimeout: 0,
	startTimeStamp: 0,
	endTimeStamp: 0,
	resizeTimeStamp: 0,
	resizeTimeout: 0
};
var $bb39c0fc1c19b34c$var$nonTextInputTypes = /* @__PURE__ */ new Set([
	"checkbox",
	"radio",
	"range",
	"color",
	"file",
	"image",
	"button",
	"submit",
	"reset"
]);
function $bb39c0fc1c19b34c$var$getTouchScreen() {
	let screenWidth = Number(window.visualViewport?.width ?? window.innerWidth);
	let screenHeight = Number(window.visualViewport?.height ?? window.innerHeight);
	let visualScale = Number(window.visualViewport?.scale ?? 1);
	return {
		width: screenWidth * visualScale,
		height: screenHeight * visualScale,
		angle: window.screen.orientation?.angle ?? 0
	};
}
function $bb39c0fc1c19b34c$var$onResizeStart(e) {
	if ($bb39c0fc1c19b34c$var$state.resizeTimeStamp <= e.timeStamp + 50) {
		$bb39c0fc1c19b34c$var$state.resizeTimeStamp = e.timeStamp + 150;
		window.clearTimeout($bb39c0fc1c19b34c$var$state.resizeTimeout);
		$bb39c0fc1c19b34c$var$state.resizeTimeout = window.setTimeout($bb39c0fc1c19b34c$var$onResizeEnd, 150);
	}
}
function $bb39c0fc1c19b34c$var$onResizeEnd() {
	let viewportMeta = $7096878c21af5e66$export$a929f3f93e2cc67e("viewport");
	if ($2add3ce32c6007eb$export$a11b0059900ceec8() && viewportMeta?.includes("overlays-content")) return;
	let time = performance.now();
	let screen = $bb39c0fc1c19b34c$var$getTouchScreen();
	let elapsed = time - $bb39c0fc1c19b34c$var$state.startTimeStamp;
	let delta = $bb39c0fc1c19b34c$var$state.screenHeight - screen.height;
	let rotation = $bb39c0fc1c19b34c$var$state.screenAngle - screen.angle;
	if (Math.abs(rotation) % 180 && $bb39c0fc1c19b34c$var$state.screenWidth - screen.height < $bb39c0fc1c19b34c$var$KEYBOARD_HEIGHT) {
		$bb39c0fc1c19b34c$var$state.screenWidth = screen.width;
		$bb39c0fc1c19b34c$var$state.screenHeight = screen.height;
		$bb39c0fc1c19b34c$var$state.screenAngle = screen.angle;
		delta = 0;
	}
	if (elapsed > $bb39c0fc1c19b34c$var$KEYBOARD_TIMEOUT) {
		window.clearTimeout($bb39c0fc1c19b34c$var$state.screenTimeout);
		$bb39c0fc1c19b34c$var$state.screenTimeout = window.setTimeout(() => {
			let willKeyboardOpen = $bb39c0fc1c19b34c$export$c57958e35f31ed73(document.hasFocus() ? $23f2114a1b82827e$export$cd4e5573fbe2b576() : null);
			let screen = $bb39c0fc1c19b34c$var$getTouchScreen();
			if (Math.abs($bb39c0fc1c19b34c$var$state.screenAngle - screen.angle) % 180) return;
			if ($bb39c0fc1c19b34c$var$state.isOpen && willKeyboardOpen) return;
			$bb39c0fc1c19b34c$var$state.screenWidth = screen.width;
			$bb39c0fc1c19b34c$var$state.screenHeight = screen.height;
			$bb39c0fc1c19b34c$var$state.screenAngle = screen.angle;
			$bb39c0fc1c19b34c$var$state.isOpen = false;
		}, $bb39c0fc1c19b34c$var$KEYBOARD_TIMEOUT);
	}
	if (elapsed <= $bb39c0fc1c19b34c$var$KEYBOARD_TIMEOUT && delta >= $bb39c0fc1c19b34c$var$KEYBOARD_HEIGHT) $bb39c0fc1c19b34c$var$state.endTimeStamp = time;
	$bb39c0fc1c19b34c$var$state.isOpen = delta >= $bb39c0fc1c19b34c$var$KEYBOARD_HEIGHT;
}
function $bb39c0fc1c19b34c$var$onOrientationChange() {
	let screen = $bb39c0fc1c19b34c$var$getTouchScreen();
	let rotation = $bb39c0fc1c19b34c$var$state.screenAngle - screen.angle;
	if (Math.abs(rotation) % 180 && !$bb39c0fc1c19b34c$var$state.isOpen) {
		let width = $bb39c0fc1c19b34c$var$state.screenWidth;
		$bb39c0fc1c19b34c$var$state.screenWidth = $bb39c0fc1c19b34c$var$state.screenHeight;
		$bb39c0fc1c19b34c$var$state.screenHeight = width;
	}
	if (!$bb39c0fc1c19b34c$var$state.isOpen) $bb39c0fc1c19b34c$var$state.screenAngle = screen.angle;
}
function $bb39c0fc1c19b34c$var$onFocus(e) {
	let willKeyboardOpen = $bb39c0fc1c19b34c$export$c57958e35f31ed73($23f2114a1b82827e$export$e58f029f0fbfdb29(e));
	let time = performance.now();
	let screen = $bb39c0fc1c19b34c$var$getTouchScreen();
	let delta = $bb39c0fc1c19b34c$var$state.screenHeight - screen.height;
	if (delta < $bb39c0fc1c19b34c$var$KEYBOARD_HEIGHT && willKeyboardOpen) {
		$bb39c0fc1c19b34c$var$state.screenWidth = screen.width;
		$bb39c0fc1c19b34c$var$state.screenHeight = screen.height;
		$bb39c0fc1c19b34c$var$state.screenAngle = screen.angle;
		$bb39c0fc1c19b34c$var$state.startTimeStamp = time;
	}
	if (willKeyboardOpen) window.clearTimeout($bb39c0fc1c19b34c$var$state.screenTimeout);
	if (delta >= $bb39c0fc1c19b34c$var$KEYBOARD_HEIGHT && willKeyboardOpen) $bb39c0fc1c19b34c$var$state.endTimeStamp = time;
}
function $bb39c0fc1c19b34c$var$setupGlobalEvents() {
	let screen = $bb39c0fc1c19b34c$var$getTouchScreen();
	$d447af545b77c9f1$export$f531f92e2a15358f(window.visualViewport, "resize", $2add3ce32c6007eb$export$78551043582a6a98() ? $bb39c0fc1c19b34c$var$onResizeEnd : $bb39c0fc1c19b34c$var$onResizeStart);
	$d447af545b77c9f1$export$f531f92e2a15358f(window.screen.orientation, "change", $bb39c0fc1c19b34c$var$onOrientationChange);
	$d447af545b77c9f1$export$f531f92e2a15358f(window, "focus", $bb39c0fc1c19b34c$var$onFocus, {
		capture: true,
		passive: true
	});
	$bb39c0fc1c19b34c$var$state.screenWidth = screen.width;
	$bb39c0fc1c19b34c$var$state.screenHeight = screen.height;
	$bb39c0fc1c19b34c$var$state.screenAngle = screen.angle;
}
if (typeof document !== "undefined") {
	if (document.readyState !== "loading") $bb39c0fc1c19b34c$var$setupGlobalEvents();
	else $d447af545b77c9f1$export$f531f92e2a15358f(document, "DOMContentLoaded", $bb39c0fc1c19b34c$var$setupGlobalEvents);
}
function $bb39c0fc1c19b34c$export$a986ed8aea890397() {
	let viewportMeta = $7096878c21af5e66$export$a929f3f93e2cc67e("viewport");
	if ($2add3ce32c6007eb$export$a11b0059900ceec8() && viewportMeta?.includes("overlays-content")) return false;
	if ($bb39c0fc1c19b34c$var$state.isOpen) return true;
	if (!$bb39c0fc1c19b34c$var$state.startTimeStamp) return window.navigator.maxTouchPoints > 0;
	if ($bb39c0fc1c19b34c$var$state.endTimeStamp >= $bb39c0fc1c19b34c$var$state.startTimeStamp) return true;
	return performance.now() - $bb39c0fc1c19b34c$var$state.startTimeStamp <= $bb39c0fc1c19b34c$var$KEYBOARD_TIMEOUT ? $bb39c0fc1c19b34c$var$state.endTimeStamp > 0 || window.navigator.maxTouchPoints > 0 : false;
}
function $bb39c0fc1c19b34c$export$c57958e35f31ed73(target) {
	if (!(target instanceof Element) || !$3b8b240c1bf84ab9$export$4c063cf1350e6fed(target)) return false;
	let isTextArea = target instanceof HTMLTextAreaElement;
	let isEditable = target instanceof HTMLElement && target.isContentEditable;
	let isTextInput = target instanceof HTMLInputElement && !$bb39c0fc1c19b34c$var$nonTextInputTypes.has(target.type);
	return isTextArea || isEditable || isTextInput;
}
function $bb39c0fc1c19b34c$export$16792effe837dba3(event) {
	return $2add3ce32c6007eb$export$9ac100e40613ea10() ? event.metaKey : event.ctrlKey;
}
function $bb39c0fc1c19b34c$export$b1f1c83775b8b5f7() {
	return $bb39c0fc1c19b34c$var$state.isOpen;
}
// node_modules/react-aria/dist/private/collections/BaseCollection.mjs
var $6f0c29017aeec335$export$d68d59712b04d9d1 = class {
	constructor(key) {
		this.value = null;
		this.level = 0;
		this.hasChildNodes = false;
		this.rendered = null;
		this.textValue = "";
		this["aria-label"] = void 0;
		this.index = 0;
		this.parentKey = null;
		this.prevKey = null;
		this.nextKey = null;
		this.firstChildKey = null;
		this.lastChildKey = null;
		this.props = {};
		this.colSpan = null;
		this.colIndex = null;
		this.type = this.constructor.type;
		this.key = key;
	}
	get childNodes() {
		throw new Error("childNodes is not supported");
	}
	clone() {
		let node = new this.constructor(this.key);
		node.value = this.value;
		node.level = this.level;
		node.hasChildNodes = this.hasChildNodes;
		node.rendered = this.rendered;
		node.textValue = this.textValue;
		node["aria-label"] = this["aria-label"];
		node.index = this.index;
		node.parentKey = this.parentKey;
		node.prevKey = this.prevKey;
		node.nextKey = this.nextKey;
		node.firstChildKey = this.firstChildKey;
		node.lastChildKey = this.lastChildKey;
		node.props = this.props;
		node.render = this.render;
		node.colSpan = this.colSpan;
		node.colIndex = this.colIndex;
		return node;
	}
	filter(collection, newCollection, filterFn) {
		let clone = this.clone();
		newCollection.addDescendants(clone, collection);
		return clone;
	}
};
var $6f0c29017aeec335$export$b1918e978f1ee46f = class extends $6f0c29017aeec335$export$d68d59712b04d9d1 {
	filter(collection, newCollection, filterFn) {
		let [firstKey, lastKey] = $6f0c29017aeec335$var$filterChildren(collection, newCollection, this.firstChildKey, filterFn);
		let newNode = this.clone();
		newNode.firstChildKey = firstKey;
		newNode.lastChildKey = lastKey;
		return newNode;
	}
};
var $6f0c29017aeec335$export$5ae2504e948afce5 = class extends $6f0c29017aeec335$export$d68d59712b04d9d1 {
	static {
		this.type = "header";
	}
};
var $6f0c29017aeec335$export$8258a0665a675899 = class extends $6f0c29017aeec335$export$d68d59712b04d9d1 {
	static {
		this.type = "loader";
	}
};
var $6f0c29017aeec335$export$fd11f34e1d07f134 = class extends $6f0c29017aeec335$export$b1918e978f1ee46f {
	static {
		this.type = "item";
	}
	filter(collection, newCollection, filterFn) {
		if (filterFn(this.textValue, this)) {
			let clone = this.clone();
			newCollection.addDescendants(clone, collection);
			return clone;
		}
		return null;
	}
};
var $6f0c29017aeec335$export$437f11dc9b403b78 = class extends $6f0c29017aeec335$export$b1918e978f1ee46f {
	static {
		this.type = "section";
	}
	filter(collection, newCollection, filterFn) {
		let filteredSection = super.filter(collection, newCollection, filterFn);
		if (filteredSection) {
			if (filteredSection.lastChildKey !== null) {
				let lastChild = collection.getItem(filteredSection.lastChildKey);
				if (lastChild && lastChild.type !== "header") return filteredSection;
			}
		}
		return null;
	}
};
var $6f0c29017aeec335$export$408d25a4e12db025 = class {
	get size() {
		return this.itemCount;
	}
	getKeys() {
		return this.keyMap.keys();
	}
	*[Symbol.iterator]() {
		let node = this.firstKey != null ? this.keyMap.get(this.firstKey) : void 0;
		while (node) {
			yield node;
			node = node.nextKey != null ? this.keyMap.get(node.nextKey) : void 0;
		}
	}
	getChildren(key) {
		let keyMap = this.keyMap;
		return { *[Symbol.iterator]() {
			let parent = keyMap.get(key);
			let node = parent?.firstChildKey != null ? keyMap.get(parent.firstChildKey) : null;
			while (node) {
				yield node;
				node = node.nextKey != null ? keyMap.get(node.nextKey) : void 0;
			}
		} };
	}
	getKeyBefore(key) {
		let node = this.keyMap.get(key);
		if (!node) return null;
		if (node.prevKey != null) {
			node = this.keyMap.get(node.prevKey);
			while (node && node.type !== "item" && node.lastChildKey != null) node = this.keyMap.get(node.lastChildKey);
			return node?.key ?? null;
		}
		return node.parentKey;
	}
	getKeyAfter(key) {
		let node = this.keyMap.get(key);
		if (!node) return null;
		if (node.type !== "item" && node.firstChildKey != null) return node.firstChildKey;
		while (node) {
			if (node.nextKey != null) return node.nextKey;
			if (node.parentKey != null) node = this.keyMap.get(node.parentKey);
			else return null;
		}
		return null;
	}
	getFirstKey() {
		return this.firstKey;
	}
	getLastKey() {
		let node = this.lastKey != null ? this.keyMap.get(this.lastKey) : null;
		while (node?.lastChildKey != null) node = this.keyMap.get(node.lastChildKey);
		return node?.key ?? null;
	}
	getItem(key) {
		return this.keyMap.get(key) ?? null;
	}
	at() {
		throw new Error("Not implemented");
	}
	clone() {
		let Constructor = this.constructor;
		let collection = new Constructor();
		collection.keyMap = new Map(this.keyMap);
		collection.firstKey = this.firstKey;
		collection.lastKey = this.lastKey;
		collection.itemCount = this.itemCount;
		return collection;
	}
	addNode(node) {
		if (this.frozen) throw new Error("Cannot add a node to a frozen collection");
		if (node.type === "item" && this.keyMap.get(node.key) == null) this.itemCount++;
		this.keyMap.set(node.key, node);
	}
	addDescendants(node, oldCollection) {
		this.addNode(node);
		let children = oldCollection.getChildren(node.key);
		for (let child of children) this.addDescendants(child, oldCollection);
	}
	removeNode(key) {
		if (this.frozen) throw new Error("Cannot remove a node to a frozen collection");
		let node = this.keyMap.get(key);
		if (node != null && node.type === "item") this.itemCount--;
		this.keyMap.delete(key);
	}
	commit(firstKey, lastKey, isSSR = false) {
		if (this.frozen) throw new Error("Cannot commit a frozen collection");
		this.firstKey = firstKey;
		this.lastKey = lastKey;
		this.frozen = !isSSR;
	}
	filter(filterFn) {
		let newCollection = new this.constructor();
		let [firstKey, lastKey] = $6f0c29017aeec335$var$filterChildren(this, newCollection, this.firstKey, filterFn);
		newCollection?.commit(firstKey, lastKey);
		return newCollection;
	}
	constructor() {
		this.keyMap = /* @__PURE__ */ new Map();
		this.firstKey = null;
		this.lastKey = null;
		this.frozen = false;
		this.itemCount = 0;
	}
};
function $6f0c29017aeec335$var$filterChildren(collection, newCollection, firstChildKey, filterFn) {
	if (firstChildKey == null) return [null, null];
	let firstNode = null;
	let lastNode = null;
	let currentNode = collection.getItem(firstChildKey);
	while (currentNode != null) {
		let newNode = currentNode.filter(collection, newCollection, filterFn);
		if (newNode != null) {
			newNode.nextKey = null;
			if (lastNode) {
				newNode.prevKey = lastNode.key;
				lastNode.nextKey = newNode.key;
			}
			if (firstNode == null) firstNode = newNode;
			newCollection.addNode(newNode);
			lastNode = newNode;
		}
		currentNode = currentNode.nextKey != null ? collection.getItem(currentNode.nextKey) : null;
	}
	if (lastNode && lastNode.type === "separator") {
		let prevKey = lastNode.prevKey;
		newCollection.removeNode(lastNode.key);
		if (prevKey != null) {
			lastNode = newCollection.getItem(prevKey);
			lastNode.nextKey = null;
		} else lastNode = null;
	}
	return [firstNode?.key ?? null, lastNode?.key ?? null];
}
// node_modules/react-aria/dist/private/collections/Document.mjs
var $96ead35620b8fd36$export$410b0c854570d131 = class {
	constructor(ownerDocument) {
		this._firstChild = null;
		this._lastChild = null;
		this._previousSibling = null;
		this._nextSibling = null;
		this._parentNode = null;
		this._minInvalidChildIndex = null;
		this.ownerDocument = ownerDocument;
	}
	*[Symbol.iterator]() {
		let node = this.firstChild;
		while (node) {
			yield node;
			node = node.nextSibling;
		}
	}
	get firstChild() {
		return this._firstChild;
	}
	set firstChild(firstChild) {
		this._firstChild = firstChild;
		this.ownerDocument.markDirty(this);
	}
	get lastChild() {
		return this._lastChild;
	}
	set lastChild(lastChild) {
		this._lastChild = lastChild;
		this.ownerDocument.markDirty(this);
	}
	get previousSibling() {
		return this._previousSibling;
	}
	set previousSibling(previousSibling) {
		this._previousSibling = previousSibling;
		this.ownerDocument.markDirty(this);
	}
	get nextSibling() {
		return this._nextSibling;
	}
	set nextSibling(nextSibling) {
		this._nextSibling = nextSibling;
		this.ownerDocument.markDirty(this);
	}
	get parentNode() {
		return this._parentNode;
	}
	set parentNode(parentNode) {
		this._parentNode = parentNode;
		this.ownerDocument.markDirty(this);
	}
	get isConnected() {
		return this.parentNode?.isConnected || false;
	}
	invalidateChildIndices(child) {
		if (this._minInvalidChildIndex == null || !this._minInvalidChildIndex.isConnected || child.index < this._minInvalidChildIndex.index) {
			this._minInvalidChildIndex = child;
			this.ownerDocument.markDirty(this);
		}
	}
	updateChildIndices() {
		let node = this._minInvalidChildIndex;
		while (node) {
			node.index = node.previousSibling ? node.previousSibling.index + 1 : 0;
			node = node.nextSibling;
		}
		this._minInvalidChildIndex = null;
	}
	appendChild(child) {
		if (child.parentNode) child.parentNode.removeChild(child);
		if (this.firstChild == null) this.firstChild = child;
		if (this.lastChild) {
			this.lastChild.nextSibling = child;
			child.index = this.lastChild.index + 1;
			child.previousSibling = this.lastChild;
		} else {
			child.previousSibling = null;
			child.index = 0;
		}
		child.parentNode = this;
		child.nextSibling = null;
		this.lastChild = child;
		this.ownerDocument.markDirty(this);
		if (this.isConnected) this.ownerDocument.queueUpdate();
	}
	insertBefore(newNode, referenceNode) {
		if (referenceNode == null) return this.appendChild(newNode);
		if (newNode.parentNode) newNode.parentNode.removeChild(newNode);
		newNode.nextSibling = referenceNode;
		newNode.previousSibling = referenceNode.previousSibling;
		newNode.index = referenceNode.index - 1;
		if (this.firstChild === referenceNode) this.firstChild = newNode;
		else if (referenceNode.previousSibling) referenceNode.previousSibling.nextSibling = newNode;
		referenceNode.previousSibling = newNode;
		newNode.parentNode = referenceNode.parentNode;
		this.invalidateChildIndices(newNode);
		if (this.isConnected) this.ownerDocument.queueUpdate();
	}
	removeChild(child) {
		if (child.parentNode !== this) return;
		if (this._minInvalidChildIndex === child) this._minInvalidChildIndex = null;
		if (child.nextSibling) {
			this.invalidateChildIndices(child.nextSibling);
			child.nextSibling.previousSibling = child.previousSibling;
		}
		if (child.previousSibling) child.previousSibling.nextSibling = child.nextSibling;
		if (this.firstChild === child) this.firstChild = child.nextSibling;
		if (this.lastChild === child) this.lastChild = child.previousSibling;
		child.parentNode = null;
		child.nextSibling = null;
		child.previousSibling = null;
		child.index = 0;
		this.ownerDocument.markDirty(child);
		if (this.isConnected) this.ownerDocument.queueUpdate();
	}
	addEventListener() {}
	removeEventListener() {}
	get previousVisibleSibling() {
		let node = this.previousSibling;
		while (node && node.isHidden) node = node.previousSibling;
		return node;
	}
	get nextVisibleSibling() {
		let node = this.nextSibling;
		while (node && node.isHidden) node = node.nextSibling;
		return node;
	}
	get firstVisibleChild() {
		let node = this.firstChild;
		while (node && node.isHidden) node = node.nextSibling;
		return node;
	}
	get lastVisibleChild() {
		let node = this.lastChild;
		while (node && node.isHidden) node = node.previousSibling;
		return node;
	}
};
var $96ead35620b8fd36$export$dc064fe9e59310fd = class $96ead35620b8fd36$export$dc064fe9e59310fd extends $96ead35620b8fd36$export$410b0c854570d131 {
	constructor(type, ownerDocument) {
		super(ownerDocument), this.nodeType = 8, this.isMutated = true, this._index = 0, this.isHidden = false;
		this.node = null;
	}
	get index() {
		return this._index;
	}
	set index(index) {
		this._index = index;
		this.ownerDocument.markDirty(this);
	}
	get level() {
		if (this.parentNode instanceof $96ead35620b8fd36$export$dc064fe9e59310fd) return this.parentNode.level + (this.parentNode.node?.type === "item" ? 1 : 0);
		return 0;
	}
	/**
	* Lazily gets a mutable instance of a Node. If the node has already
	* been cloned during this update cycle, it just returns the existing one.
	*/ getMutableNode() {
		if (this.node == null) return null;
		if (!this.isMutated) {
			this.node = this.node.clone();
			this.isMutated = true;
		}
		this.ownerDocument.markDirty(this);
		return this.node;
	}
	updateNode() {
		let nextSibling = this.nextVisibleSibling;
		let node = this.getMutableNode();
		if (node == null) return;
		node.index = this.index;
		node.level = this.level;
		node.parentKey = this.parentNode instanceof $96ead35620b8fd36$export$dc064fe9e59310fd ? this.parentNode.node?.key ?? null : null;
		node.prevKey = this.previousVisibleSibling?.node?.key ?? null;
		node.nextKey = nextSibling?.node?.key ?? null;
		node.hasChildNodes = !!this.firstChild;
		node.firstChildKey = this.firstVisibleChild?.node?.key ?? null;
		node.lastChildKey = this.lastVisibleChild?.node?.key ?? null;
		if ((node.colSpan != null || node.colIndex != null) && nextSibling) {
			let nextColIndex = (node.colIndex ?? node.index) + (node.colSpan ?? 1);
			if (nextSibling.node != null && nextColIndex !== nextSibling.node.colIndex) {
				let siblingNode = nextSibling.getMutableNode();
				siblingNode.colIndex = nextColIndex;
			}
		}
	}
	setProps(obj, ref, CollectionNodeClass, rendered, render) {
		let node;
		let { value: value1, textValue, id, ...props } = obj;
		if (this.node == null) {
			node = new CollectionNodeClass(id ?? `react-aria-${++this.ownerDocument.nodeId}`);
			this.node = node;
		} else node = this.getMutableNode();
		props.ref = ref;
		node.props = props;
		node.rendered = rendered;
		node.render = render;
		node.value = value1;
		if (obj["aria-label"]) node["aria-label"] = obj["aria-label"];
		node.textValue = textValue || (typeof props.children === "string" ? props.children : "") || obj["aria-label"] || "";
		if (id != null && id !== node.key) throw new Error("Cannot change the id of an item");
		if (props.colSpan != null) node.colSpan = props.colSpan;
		if (this.isConnected) this.ownerDocument.queueUpdate();
	}
	get style() {
		let element = this;
		return {
			get display() {
				return element.isHidden ? "none" : "";
			},
			set display(value) {
				let isHidden = value === "none";
				if (element.isHidden !== isHidden) {
					if (element.parentNode?.firstVisibleChild === element || element.parentNode?.lastVisibleChild === element) element.ownerDocument.markDirty(element.parentNode);
					let prev = element.previousVisibleSibling;
					let next = element.nextVisibleSibling;
					if (prev) element.ownerDocument.markDirty(prev);
					if (next) element.ownerDocument.markDirty(next);
					element.isHidden = isHidden;
					element.ownerDocument.markDirty(element);
				}
			}
		};
	}
	hasAttribute() {}
	setAttribute() {}
	setAttributeNS() {}
	removeAttribute() {}
};
var $96ead35620b8fd36$export$b34a105447964f9f = class extends $96ead35620b8fd36$export$410b0c854570d131 {
	constructor(collection) {
		super(null), this.nodeType = 11, this.ownerDocument = this, this.dirtyNodes = /* @__PURE__ */ new Set(), this.isSSR = false, this.nodeId = 0, this.nodesByProps = /* @__PURE__ */ new WeakMap(), this.keyOwners = /* @__PURE__ */ new Map(), this.nextCollection = null, this.subscriptions = /* @__PURE__ */ new Set(), this.queuedRender = false, this.inSubscription = false;
		this.collection = collection;
		this.nextCollection = collection;
	}
	get isConnected() {
		return true;
	}
	createElement(type) {
		return new $96ead35620b8fd36$export$dc064fe9e59310fd(type, this);
	}
	getMutableCollection() {
		if (!this.nextCollection) this.nextCollection = this.collection.clone();
		return this.nextCollection;
	}
	markDirty(node) {
		this.dirtyNodes.add(node);
	}
	addNode(element) {
		if (element.isHidden || element.node == null) return;
		let collection = this.getMutableCollection();
		if (!collection.getItem(element.node.key)) for (let child of element) this.addNode(child);
		collection.addNode(element.node);
	}
	removeNode(node) {
		for (let child of node) this.removeNode(child);
		if (node.node) this.getMutableCollection().removeNode(node.node.key);
	}
	/** Finalizes the collection update, updating all nodes and freezing the collection. */ getCollection() {
		if (this.inSubscription) return this.collection;
		this.queuedRender = false;
		this.updateCollection();
		return this.collection;
	}
	updateCollection() {
		for (let element of this.dirtyNodes) if (element instanceof $96ead35620b8fd36$export$dc064fe9e59310fd && (!element.isConnected || element.isHidden)) this.removeNode(element);
		else element.updateChildIndices();
		for (let element of this.dirtyNodes) if (element instanceof $96ead35620b8fd36$export$dc064fe9e59310fd) {
			if (element.isConnected && !element.isHidden) {
				element.updateNode();
				this.addNode(element);
			}
			if (element.node) this.dirtyNodes.delete(element);
			element.isMutated = false;
		} else this.dirtyNodes.delete(element);
		if (this.nextCollection) {
			this.nextCollection.commit(this.firstVisibleChild?.node?.key ?? null, this.lastVisibleChild?.node?.key ?? null, this.isSSR);
			if (!this.isSSR) {
				this.collection = this.nextCollection;
				this.nextCollection = null;
			}
		}
	}
	queueUpdate() {
		if (this.dirtyNodes.size === 0 || this.queuedRender) return;
		this.queuedRender = true;
		this.inSubscription = true;
		if (!this.isSSR) this.collection = this.collection.clone();
		for (let fn of this.subscriptions) fn();
		this.inSubscription = false;
	}
	subscribe(fn) {
		this.subscriptions.add(fn);
		if (this.queuedRender) fn();
		return () => this.subscriptions.delete(fn);
	}
	resetAfterSSR() {
		if (this.isSSR) {
			this.isSSR = false;
			this.firstChild = null;
			this.lastChild = null;
			this.nodeId = 0;
			this.keyOwners.clear();
		}
	}
};
// node_modules/react-aria/dist/private/collections/useCachedChildren.mjs
function $a80bd3e9349588e7$export$727c8fc270210f13(props) {
	let { children, items, idScope, addIdAndValue, dependencies = [] } = props;
	let childrenString = (0, import_react.useMemo)(() => void 0, [children]);
	let cache = (0, import_react.useMemo)(() => /* @__PURE__ */ new WeakMap(), [...dependencies, childrenString]);
	return (0, import_react.useMemo)(() => {
		if (items && typeof children === "function") {
			let res = [];
			for (let item of items) {
				let cacheKey = $a80bd3e9349588e7$var$isWeakKey(item) ? item : null;
				let rendered = cacheKey ? cache.get(cacheKey) : null;
				if (!rendered) {
					rendered = children(item);
					let id = rendered.props.id ?? item?.key ?? item?.id;
					if (idScope != null && rendered.props.id == null && id != null) id = idScope + ":" + id;
					let key = id ?? res.length;
					rendered = (0, import_react.cloneElement)(rendered, addIdAndValue ? {
						key,
						id,
						value: item
					} : { key });
					if (cacheKey) cache.set(cacheKey, rendered);
				}
				res.push(rendered);
			}
			return res;
		} else if (typeof children !== "function") return children;
	}, [
		children,
		items,
		cache,
		idScope,
		addIdAndValue
	]);
}
function $a80bd3e9349588e7$var$isWeakKey(value) {
	switch (typeof value) {
		case "object": return value != null;
		case "function":
		case "symbol": return true;
		default: return false;
	}
}
// node_modules/react-aria/dist/private/collections/CollectionBuilder.mjs
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var $42ceafc619f9c3ba$var$ShallowRenderContext = /*#__PURE__*/ (0, import_react.createContext)(false);
var $42ceafc619f9c3ba$var$CollectionDocumentContext = /*#__PURE__*/ (0, import_react.createContext)(null);
function $42ceafc619f9c3ba$export$bf788dd355e3a401(props) {
	if ((0, import_react.useContext)($42ceafc619f9c3ba$var$CollectionDocumentContext)) return props.content;
	let { collection, document } = $42ceafc619f9c3ba$var$useCollectionDocument(props.createCollection);
	return /*#__PURE__*/ import_react.createElement(import_react.Fragment, null, /*#__PURE__*/ import_react.createElement($d7f64c32b702fe2c$export$8dc98ba7eadeaa56, null, /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$var$CollectionDocumentContext.Provider, { value: document }, props.content)), /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$var$CollectionInner, {
		render: props.children,
		collection
	}));
}
function $42ceafc619f9c3ba$var$CollectionInner({ collection, render }) {
	return render(collection);
}
function $42ceafc619f9c3ba$var$useSyncExternalStoreFallback(subscribe, getSnapshot, getServerSnapshot) {
	let isSSR = $c7eafbbe1ea5834e$export$535bd6ca7f90a273();
	let isSSRRef = (0, import_react.useRef)(isSSR);
	isSSRRef.current = isSSR;
	let getSnapshotWrapper = (0, import_react.useCallback)(() => {
		return isSSRRef.current ? getServerSnapshot() : getSnapshot();
	}, [getSnapshot, getServerSnapshot]);
	return (0, import_shim.useSyncExternalStore)(subscribe, getSnapshotWrapper);
}
var $42ceafc619f9c3ba$var$useSyncExternalStore = typeof import_react.useSyncExternalStore === "function" ? import_react.useSyncExternalStore : $42ceafc619f9c3ba$var$useSyncExternalStoreFallback;
function $42ceafc619f9c3ba$var$useCollectionDocument(createCollection) {
	let [document] = (0, import_react.useState)(() => new $96ead35620b8fd36$export$b34a105447964f9f(createCollection?.() || new $6f0c29017aeec335$export$408d25a4e12db025()));
	return {
		collection: $42ceafc619f9c3ba$var$useSyncExternalStore((0, import_react.useCallback)((fn) => document.subscribe(fn), [document]), (0, import_react.useCallback)(() => {
			let collection = document.getCollection();
			if (document.isSSR) document.resetAfterSSR();
			return collection;
		}, [document]), (0, import_react.useCallback)(() => {
			document.isSSR = true;
			return document.getCollection();
		}, [document])),
		document
	};
}
var $42ceafc619f9c3ba$var$SSRContext = /*#__PURE__*/ (0, import_react.createContext)(null);
function $42ceafc619f9c3ba$var$createCollectionNodeClass(type) {
	let NodeClass = class extends $6f0c29017aeec335$export$d68d59712b04d9d1 {
		static {
			this.type = type;
		}
	};
	return NodeClass;
}
function $42ceafc619f9c3ba$var$useSSRCollectionNode(CollectionNodeClass, props, ref, rendered, children, render) {
	if (typeof CollectionNodeClass === "string") CollectionNodeClass = $42ceafc619f9c3ba$var$createCollectionNodeClass(CollectionNodeClass);
	let itemRef = (0, import_react.useCallback)((element) => {
		element?.setProps(props, ref, CollectionNodeClass, rendered, render);
	}, [
		props,
		ref,
		rendered,
		render,
		CollectionNodeClass
	]);
	let parentNode = (0, import_react.useContext)($42ceafc619f9c3ba$var$SSRContext);
	if (parentNode) {
		let element = parentNode.ownerDocument.nodesByProps.get(props);
		if (!element) {
			element = parentNode.ownerDocument.createElement(CollectionNodeClass.type);
			element.setProps(props, ref, CollectionNodeClass, rendered, render);
			parentNode.appendChild(element);
			parentNode.ownerDocument.updateCollection();
			parentNode.ownerDocument.nodesByProps.set(props, element);
		}
		return children ? /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$var$SSRContext.Provider, { value: element }, children) : null;
	}
	return /*#__PURE__*/ import_react.createElement(CollectionNodeClass.type, { ref: itemRef }, children);
}
function $42ceafc619f9c3ba$export$18af5c7a9e9b3664(CollectionNodeClass, render) {
	let Component = ({ node }) => render(node.props, node.props.ref, node);
	let Result = (0, import_react.forwardRef)((props, ref) => {
		let focusableProps = (0, import_react.useContext)($d1116acdf220c2da$export$f9762fab77588ecb);
		if (!(0, import_react.useContext)($42ceafc619f9c3ba$var$ShallowRenderContext)) {
			if (render.length >= 3) throw new Error(render.name + " cannot be rendered outside a collection.");
			return render(props, ref);
		}
		return $42ceafc619f9c3ba$var$useSSRCollectionNode(CollectionNodeClass, props, ref, "children" in props ? props.children : null, null, (node) => /*#__PURE__*/ import_react.createElement($d1116acdf220c2da$export$f9762fab77588ecb.Provider, { value: focusableProps }, /*#__PURE__*/ import_react.createElement(Component, { node })));
	});
	Result.displayName = render.name;
	return Result;
}
function $42ceafc619f9c3ba$var$useCollectionChildren(options) {
	return $a80bd3e9349588e7$export$727c8fc270210f13({
		...options,
		addIdAndValue: true
	});
}
var $42ceafc619f9c3ba$var$CollectionContext = /*#__PURE__*/ (0, import_react.createContext)(null);
function $42ceafc619f9c3ba$export$fb8073518f34e6ec(props) {
	let ctx = (0, import_react.useContext)($42ceafc619f9c3ba$var$CollectionContext);
	let dependencies = (ctx?.dependencies || []).concat(props.dependencies);
	let idScope = props.idScope ?? ctx?.idScope;
	let children = $42ceafc619f9c3ba$var$useCollectionChildren({
		...props,
		idScope,
		dependencies
	});
	if ((0, import_react.useContext)($42ceafc619f9c3ba$var$CollectionDocumentContext)) children = /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$var$CollectionRoot, null, children);
	ctx = (0, import_react.useMemo)(() => ({
		dependencies,
		idScope
	}), [idScope, ...dependencies]);
	return /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$var$CollectionContext.Provider, { value: ctx }, children);
}
function $42ceafc619f9c3ba$var$CollectionRoot({ children }) {
	let doc = (0, import_react.useContext)($42ceafc619f9c3ba$var$CollectionDocumentContext);
	let wrappedChildren = (0, import_react.useMemo)(() => /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$var$CollectionDocumentContext.Provider, { value: null }, /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$var$ShallowRenderContext.Provider, { value: true }, children)), [children]);
	return $c7eafbbe1ea5834e$export$535bd6ca7f90a273() ? /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$var$SSRContext.Provider, { value: doc }, wrappedChildren) : /*#__PURE__*/ (0, import_react_dom.createPortal)(wrappedChildren, doc);
}
// node_modules/react-aria-components/dist/private/Collection.mjs
var $263ab7fc0f95ccdb$export$d40e14dec8b060a8 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $263ab7fc0f95ccdb$export$a164736487e3f0ae = {
	CollectionRoot({ collection, renderDropIndicator }) {
		return $263ab7fc0f95ccdb$var$useCollectionRender(collection, null, renderDropIndicator);
	},
	CollectionBranch({ collection, parent, renderDropIndicator }) {
		return $263ab7fc0f95ccdb$var$useCollectionRender(collection, parent, renderDropIndicator);
	}
};
function $263ab7fc0f95ccdb$var$useCollectionRender(collection, parent, renderDropIndicator) {
	return $a80bd3e9349588e7$export$727c8fc270210f13({
		items: parent ? collection.getChildren(parent.key) : collection,
		dependencies: [renderDropIndicator],
		children(node) {
			if (node.type === "content") return /*#__PURE__*/ import_react.createElement(import_react.Fragment, null);
			let rendered = node.render(node);
			if (!renderDropIndicator || node.type !== "item") return rendered;
			return /*#__PURE__*/ import_react.createElement(import_react.Fragment, null, renderDropIndicator({
				type: "item",
				key: node.key,
				dropPosition: "before"
			}), rendered, $263ab7fc0f95ccdb$export$2dbbd341daed716d(collection, node, renderDropIndicator));
		}
	});
}
function $263ab7fc0f95ccdb$export$2dbbd341daed716d(collection, node, renderDropIndicator) {
	let key = node.key;
	let keyAfter = collection.getKeyAfter(key);
	let nextItemInFlattenedCollection = keyAfter != null ? collection.getItem(keyAfter) : null;
	while (nextItemInFlattenedCollection != null && nextItemInFlattenedCollection.type !== "item") {
		keyAfter = collection.getKeyAfter(nextItemInFlattenedCollection.key);
		nextItemInFlattenedCollection = keyAfter != null ? collection.getItem(keyAfter) : null;
	}
	let nextItemInSameLevel = node.nextKey != null ? collection.getItem(node.nextKey) : null;
	while (nextItemInSameLevel != null && nextItemInSameLevel.type !== "item") nextItemInSameLevel = nextItemInSameLevel.nextKey != null ? collection.getItem(nextItemInSameLevel.nextKey) : null;
	let afterIndicators = [];
	if (nextItemInSameLevel == null) {
		let current = node;
		while (current?.type === "item" && (!nextItemInFlattenedCollection || current.parentKey !== nextItemInFlattenedCollection.parentKey && nextItemInFlattenedCollection.level < current.level)) {
			let indicator = renderDropIndicator({
				type: "item",
				key: current.key,
				dropPosition: "after"
			});
			if (/*#__PURE__*/ (0, import_react.isValidElement)(indicator)) afterIndicators.push(/*#__PURE__*/ (0, import_react.cloneElement)(indicator, { key: `${current.key}-after` }));
			current = current.parentKey != null ? collection.getItem(current.parentKey) : null;
		}
	}
	return afterIndicators;
}
var $263ab7fc0f95ccdb$export$4feb769f8ddf26c5 = /*#__PURE__*/ (0, import_react.createContext)($263ab7fc0f95ccdb$export$a164736487e3f0ae);
function $263ab7fc0f95ccdb$export$90e00781bc59d8f9(focusedKey) {
	return (0, import_react.useMemo)(() => focusedKey != null ? /* @__PURE__ */ new Set([focusedKey]) : null, [focusedKey]);
}
// node_modules/react-aria-components/dist/private/SelectionIndicator.mjs
var $91fe5e721c7f36c1$export$c9549807523555e0 = /*#__PURE__*/ (0, import_react.createContext)({ isSelected: false });
// node_modules/react-aria/dist/private/selection/utils.mjs
function $22bbea12c2567021$export$d3e3bd3e26688c04(e) {
	return $2add3ce32c6007eb$export$e1865c3bedcd822b() ? e.altKey : e.ctrlKey;
}
function $22bbea12c2567021$export$c3d8340acf92597f(collectionRef, key) {
	let selector = `[data-key="${CSS.escape(String(key))}"]`;
	let collection = collectionRef.current?.dataset.collection;
	if (collection) selector = `[data-collection="${CSS.escape(collection)}"]${selector}`;
	return collectionRef.current?.querySelector(selector);
}
var $22bbea12c2567021$var$collectionMap = /* @__PURE__ */ new WeakMap();
function $22bbea12c2567021$export$881eb0d9f3605d9d(collection) {
	let id = $390e54f620492c70$export$f680877a34711e37();
	$22bbea12c2567021$var$collectionMap.set(collection, id);
	return id;
}
function $22bbea12c2567021$export$6aeb1680a0ae8741(collection) {
	return $22bbea12c2567021$var$collectionMap.get(collection);
}
// node_modules/react-aria/dist/private/selection/useTypeSelect.mjs
/**
* Controls how long to wait before clearing the typeahead buffer.
*/ var $f5a4a9a3486154da$var$TYPEAHEAD_DEBOUNCE_WAIT_MS = 1e3;
function $f5a4a9a3486154da$export$e32c88dfddc6e1d8(options) {
	let { keyboardDelegate, selectionManager, onTypeSelect } = options;
	let state = (0, import_react.useRef)({
		search: "",
		timeout: void 0
	});
	let onKeyDownCapture = (e) => {
		if (state.current.search.length > 0 && e.key === " ") {
			e.preventDefault();
			if (!("continuePropagation" in e) || "continuePropagation" in e && !e.isPropagationStopped()) e.stopPropagation();
			state.current.search += " ";
			if (keyboardDelegate.getKeyForSearch != null) {
				let key = keyboardDelegate.getKeyForSearch(state.current.search, selectionManager.focusedKey);
				if (key == null) key = keyboardDelegate.getKeyForSearch(state.current.search);
				if (key != null) {
					selectionManager.setFocusedKey(key);
					if (onTypeSelect) onTypeSelect(key);
				}
			}
			clearTimeout(state.current.timeout);
			state.current.timeout = setTimeout(() => {
				state.current.search = "";
			}, $f5a4a9a3486154da$var$TYPEAHEAD_DEBOUNCE_WAIT_MS);
		}
	};
	let onKeyDown = (e) => {
		let character = $f5a4a9a3486154da$var$getStringForKey(e.key);
		if (!character || e.ctrlKey || e.metaKey || e.altKey || !$23f2114a1b82827e$export$4282f70798064fe0(e.currentTarget, $23f2114a1b82827e$export$e58f029f0fbfdb29(e)) || state.current.search.length === 0 && character === " ") return;
		state.current.search += character;
		if (keyboardDelegate.getKeyForSearch != null) {
			let key = keyboardDelegate.getKeyForSearch(state.current.search, selectionManager.focusedKey);
			if (key == null) key = keyboardDelegate.getKeyForSearch(state.current.search);
			if (key != null) {
				selectionManager.setFocusedKey(key);
				if (onTypeSelect) onTypeSelect(key);
				e.preventDefault();
				if (!("continuePropagation" in e)) e.stopPropagation();
			} else {
				state.current.search = "";
				clearTimeout(state.current.timeout);
				state.current.timeout = void 0;
				return;
			}
		}
		clearTimeout(state.current.timeout);
		state.current.timeout = setTimeout(() => {
			state.current.search = "";
		}, $f5a4a9a3486154da$var$TYPEAHEAD_DEBOUNCE_WAIT_MS);
	};
	(0, import_react.useEffect)(() => {
		let timeout = state.current.timeout;
		return () => {
			clearTimeout(timeout);
		};
	}, [state]);
	return { typeSelectProps: {
		onKeyDownCapture: keyboardDelegate.getKeyForSearch ? onKeyDownCapture : void 0,
		onKeyDown: keyboardDelegate.getKeyForSearch ? onKeyDown : void 0
	} };
}
function $f5a4a9a3486154da$var$getStringForKey(key) {
	if (key.length === 1 || !/^[A-Z]/i.test(key)) return key;
	return "";
}
// node_modules/react-aria/dist/private/utils/useUpdateLayoutEffect.mjs
function $a475cdc2445827b5$export$72ef708ab07251f1(effect, dependencies) {
	const isInitialMount = (0, import_react.useRef)(true);
	const lastDeps = (0, import_react.useRef)(null);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		isInitialMount.current = true;
		return () => {
			isInitialMount.current = false;
		};
	}, []);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (isInitialMount.current) isInitialMount.current = false;
		else if (!lastDeps.current || dependencies.some((dep, i) => !Object.is(dep, lastDeps[i]))) effect();
		lastDeps.current = dependencies;
	}, dependencies);
}
// node_modules/react-aria/dist/private/selection/useSelectableCollection.mjs
function $d667c2af82d35a98$export$d6daf82dcd84e87c(options) {
	let { selectionManager: manager, keyboardDelegate: delegate, ref, autoFocus = false, shouldFocusWrap = false, disallowEmptySelection = false, disallowSelectAll = false, escapeKeyBehavior = "clearSelection", selectOnFocus = manager.selectionBehavior === "replace", disallowTypeAhead = false, shouldUseVirtualFocus, allowsTabNavigation = false, scrollRef = ref, linkBehavior = "action", UNSTABLE_focusOnEntry } = options;
	let { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let router = $caaf0dd3060ed57c$export$9a302a45f65d0572();
	const navigateToKey = (e, key, childFocus) => {
		if (key != null) {
			if (manager.isLink(key) && linkBehavior === "selection" && selectOnFocus && !$22bbea12c2567021$export$d3e3bd3e26688c04(e)) {
				(0, import_react_dom.flushSync)(() => {
					manager.setFocusedKey(key, childFocus);
				});
				let item = $22bbea12c2567021$export$c3d8340acf92597f(ref, key);
				let itemProps = manager.getItemProps(key);
				if (item) {
					router.open(item, e, itemProps.href, itemProps.routerOptions);
					return;
				}
				return false;
			}
			manager.setFocusedKey(key, childFocus);
			if (manager.isLink(key) && linkBehavior === "override") return false;
			if (e.shiftKey && manager.selectionMode === "multiple") {
				manager.extendSelection(key);
				return;
			} else if (selectOnFocus && !$22bbea12c2567021$export$d3e3bd3e26688c04(e)) {
				manager.replaceSelection(key);
				return;
			}
		}
		return false;
	};
	let arrowDown = (e) => {
		if (delegate.getKeyBelow) {
			let nextKey = manager.focusedKey != null ? delegate.getKeyBelow?.(manager.focusedKey) : delegate.getFirstKey?.();
			if (nextKey == null && shouldFocusWrap) nextKey = delegate.getFirstKey?.(manager.focusedKey);
			if (nextKey != null) {
				navigateToKey(e, nextKey);
				return;
			}
		}
		return false;
	};
	let arrowUp = (e) => {
		if (delegate.getKeyAbove) {
			let nextKey = manager.focusedKey != null ? delegate.getKeyAbove?.(manager.focusedKey) : delegate.getLastKey?.();
			if (nextKey == null && shouldFocusWrap) nextKey = delegate.getLastKey?.(manager.focusedKey);
			if (nextKey != null) {
				navigateToKey(e, nextKey);
				return;
			}
		}
		return false;
	};
	let home = (e) => {
		if (delegate.getFirstKey) {
			if (manager.focusedKey === null && e.shiftKey) return false;
			let firstKey = delegate.getFirstKey(manager.focusedKey, $bb39c0fc1c19b34c$export$16792effe837dba3(e));
			manager.setFocusedKey(firstKey);
			if (firstKey != null) {
				if ($bb39c0fc1c19b34c$export$16792effe837dba3(e) && e.shiftKey && manager.selectionMode === "multiple") {
					manager.extendSelection(firstKey);
					return;
				} else if (selectOnFocus) {
					manager.replaceSelection(firstKey);
					return;
				}
			}
		}
		return false;
	};
	let arrowLeft = (e) => {
		if (delegate.getKeyLeftOf) {
			let nextKey = manager.focusedKey != null ? delegate.getKeyLeftOf?.(manager.focusedKey) : delegate.getFirstKey?.();
			if (nextKey == null && shouldFocusWrap) nextKey = direction === "rtl" ? delegate.getFirstKey?.(manager.focusedKey) : delegate.getLastKey?.(manager.focusedKey);
			if (nextKey != null) {
				navigateToKey(e, nextKey, direction === "rtl" ? "first" : "last");
				return;
			}
		}
		return false;
	};
	let arrowRight = (e) => {
		if (delegate.getKeyRightOf) {
			let nextKey = manager.focusedKey != null ? delegate.getKeyRightOf?.(manager.focusedKey) : delegate.getFirstKey?.();
			if (nextKey == null && shouldFocusWrap) nextKey = direction === "rtl" ? delegate.getLastKey?.(manager.focusedKey) : delegate.getFirstKey?.(manager.focusedKey);
			if (nextKey != null) {
				navigateToKey(e, nextKey, direction === "rtl" ? "last" : "first");
				return;
			}
		}
		return false;
	};
	let end = (e) => {
		if (delegate.getLastKey) {
			if (manager.focusedKey === null && e.shiftKey) return false;
			let lastKey = delegate.getLastKey(manager.focusedKey, $bb39c0fc1c19b34c$export$16792effe837dba3(e));
			manager.setFocusedKey(lastKey);
			if (lastKey != null) {
				if ($bb39c0fc1c19b34c$export$16792effe837dba3(e) && e.shiftKey && manager.selectionMode === "multiple") {
					manager.extendSelection(lastKey);
					return;
				} else if (selectOnFocus) {
					manager.replaceSelection(lastKey);
					return;
				}
			}
		}
		return false;
	};
	let pageDown = (e) => {
		if (delegate.getKeyPageBelow && manager.focusedKey != null) {
			let nextKey = delegate.getKeyPageBelow(manager.focusedKey);
			if (nextKey != null) return navigateToKey(e, nextKey);
		}
		return false;
	};
	let pageUp = (e) => {
		if (delegate.getKeyPageAbove && manager.focusedKey != null) {
			let nextKey = delegate.getKeyPageAbove(manager.focusedKey);
			if (nextKey != null) return navigateToKey(e, nextKey);
		}
		return false;
	};
	let aHandler = () => {
		if (manager.selectionMode === "multiple" && disallowSelectAll !== true) {
			manager.selectAll();
			return;
		}
		return false;
	};
	let escape = () => {
		if (escapeKeyBehavior === "clearSelection" && !disallowEmptySelection && manager.selectedKeys.size !== 0) {
			manager.clearSelection();
			return;
		}
		return false;
	};
	let tab = () => {
		if (!allowsTabNavigation && ref.current) {
			let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(ref.current, { tabbable: true });
			let next = void 0;
			let last;
			do {
				last = walker.lastChild();
				if (last) next = last;
			} while (last);
			let activeElement = $23f2114a1b82827e$export$cd4e5573fbe2b576();
			if (next && (!$23f2114a1b82827e$export$b4f377a2b6254582(next) || activeElement && !$3b8b240c1bf84ab9$export$bebd5a1431fec25d(activeElement))) $1969ac565cfec8d0$export$de79e2c695e052f3(next);
		}
		return {
			shouldContinuePropagation: true,
			shouldPreventDefault: false
		};
	};
	let shiftTab = () => {
		if (!allowsTabNavigation && ref.current) ref.current.focus();
		return {
			shouldContinuePropagation: true,
			shouldPreventDefault: false
		};
	};
	let withShiftSel = (key, callback) => {
		return {
			[$2add3ce32c6007eb$export$9ac100e40613ea10() ? key + "+Shift+Alt" : key + "+Shift+Control"]: callback,
			[key + "+Shift"]: callback,
			[$2add3ce32c6007eb$export$9ac100e40613ea10() ? key + "+Alt" : key + "+Control"]: callback,
			[key]: callback
		};
	};
	let { keyboardProps: repeatKeyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		shortcuts: {
			...withShiftSel("ArrowDown", arrowDown),
			...withShiftSel("ArrowUp", arrowUp),
			...withShiftSel("ArrowLeft", arrowLeft),
			...withShiftSel("ArrowRight", arrowRight),
			...withShiftSel("PageDown", pageDown),
			...withShiftSel("PageUp", pageUp)
		},
		allowRepeats: true
	});
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({ shortcuts: {
		...withShiftSel("Home", home),
		...withShiftSel("End", end),
		"Mod+A": aHandler,
		Escape: escape,
		Tab: tab,
		"Tab+Shift": shiftTab
	} });
	let scrollPos = (0, import_react.useRef)({
		top: 0,
		left: 0
	});
	$600b3cf69ae46262$export$90fc3a17d93f704c(scrollRef, "scroll", () => {
		scrollPos.current = {
			top: scrollRef.current?.scrollTop ?? 0,
			left: scrollRef.current?.scrollLeft ?? 0
		};
	});
	let onFocus = (e) => {
		if (manager.isFocused) {
			if (!$23f2114a1b82827e$export$4282f70798064fe0(e.currentTarget, $23f2114a1b82827e$export$e58f029f0fbfdb29(e))) manager.setFocused(false);
			return;
		}
		if (!$23f2114a1b82827e$export$4282f70798064fe0(e.currentTarget, $23f2114a1b82827e$export$e58f029f0fbfdb29(e))) return;
		let modality = $8f5a2122b0992be3$export$630ff653c5ada6a9();
		manager.setFocused(true);
		let navigateToKey = (key) => {
			if (key != null) {
				manager.setFocusedKey(key);
				if (selectOnFocus && !manager.isSelected(key)) manager.replaceSelection(key);
			}
		};
		if (UNSTABLE_focusOnEntry && (modality === "keyboard" || modality === "virtual")) navigateToKey(UNSTABLE_focusOnEntry === "first" ? delegate.getFirstKey?.() : delegate.getLastKey?.());
		else if (manager.focusedKey == null) {
			let relatedTarget = e.relatedTarget;
			if (relatedTarget && e.currentTarget.compareDocumentPosition(relatedTarget) & Node.DOCUMENT_POSITION_FOLLOWING) navigateToKey(manager.lastSelectedKey ?? delegate.getLastKey?.());
			else navigateToKey(manager.firstSelectedKey ?? delegate.getFirstKey?.());
		} else if (scrollRef.current) {
			scrollRef.current.scrollTop = scrollPos.current.top;
			scrollRef.current.scrollLeft = scrollPos.current.left;
		}
		if (manager.focusedKey != null && scrollRef.current) {
			let element = $22bbea12c2567021$export$c3d8340acf92597f(ref, manager.focusedKey);
			if (element instanceof HTMLElement) {
				if (!$23f2114a1b82827e$export$b4f377a2b6254582(element) && !shouldUseVirtualFocus) $1969ac565cfec8d0$export$de79e2c695e052f3(element);
				if (modality === "keyboard" || UNSTABLE_focusOnEntry && modality === "virtual") $51a3e22a5186a962$export$c826860796309d1b(element, { containingElement: ref.current });
			}
		}
	};
	let onBlur = (e) => {
		if (!$23f2114a1b82827e$export$4282f70798064fe0(e.currentTarget, e.relatedTarget)) manager.setFocused(false);
	};
	let shouldVirtualFocusFirst = (0, import_react.useRef)(false);
	$600b3cf69ae46262$export$90fc3a17d93f704c(ref, $8b2399d051d06d4c$export$831c820ad60f9d12, !shouldUseVirtualFocus ? void 0 : (e) => {
		let { detail } = e;
		e.stopPropagation();
		manager.setFocused(true);
		if (detail?.focusStrategy === "first") shouldVirtualFocusFirst.current = true;
	});
	let firstKey = delegate.getFirstKey?.() ?? null;
	$a475cdc2445827b5$export$72ef708ab07251f1(() => {
		if (shouldVirtualFocusFirst.current) {
			if (firstKey == null) {
				let previousActiveElement = $23f2114a1b82827e$export$cd4e5573fbe2b576();
				$b72f3f7b3b5f42c6$export$76e4e37e5339496d(ref.current);
				$b72f3f7b3b5f42c6$export$2b35b76d2e30e129(previousActiveElement, null);
				if (manager.collection.size > 0) shouldVirtualFocusFirst.current = false;
			} else {
				manager.setFocusedKey(firstKey);
				shouldVirtualFocusFirst.current = false;
			}
		}
	}, [firstKey, manager.collection.size]);
	$a475cdc2445827b5$export$72ef708ab07251f1(() => {
		if (manager.collection.size > 0) shouldVirtualFocusFirst.current = false;
	}, [manager.focusedKey]);
	$600b3cf69ae46262$export$90fc3a17d93f704c(ref, $8b2399d051d06d4c$export$447a38995de2c711, !shouldUseVirtualFocus ? void 0 : (e) => {
		e.stopPropagation();
		manager.setFocused(false);
		if (e.detail?.clearFocusKey) manager.setFocusedKey(null);
	});
	const autoFocusRef = (0, import_react.useRef)(autoFocus);
	const didAutoFocusRef = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (autoFocusRef.current) {
			let focusedKey = null;
			if (autoFocus === "first") focusedKey = delegate.getFirstKey?.() ?? null;
			if (autoFocus === "last") focusedKey = delegate.getLastKey?.() ?? null;
			let selectedKeys = manager.selectedKeys;
			if (selectedKeys.size) {
				for (let key of selectedKeys) if (manager.canSelectItem(key)) {
					focusedKey = key;
					break;
				}
			}
			manager.setFocused(true);
			manager.setFocusedKey(focusedKey);
			if (focusedKey != null && selectOnFocus && !selectedKeys.size && manager.canSelectItem(focusedKey)) manager.replaceSelection(focusedKey);
			if (focusedKey == null && !shouldUseVirtualFocus && ref.current) $f192c2f16961cbe0$export$80f3e147d781571c(ref.current);
			if (manager.collection.size > 0) {
				autoFocusRef.current = false;
				didAutoFocusRef.current = true;
			}
		}
	});
	let lastFocusedKey = (0, import_react.useRef)(manager.focusedKey);
	let raf = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (manager.isFocused && manager.focusedKey != null && (manager.focusedKey !== lastFocusedKey.current || didAutoFocusRef.current) && scrollRef.current && ref.current) {
			let modality = $8f5a2122b0992be3$export$630ff653c5ada6a9();
			let element = $22bbea12c2567021$export$c3d8340acf92597f(ref, manager.focusedKey);
			if (!(element instanceof HTMLElement)) return;
			if (modality === "keyboard" || didAutoFocusRef.current) {
				if (raf.current) cancelAnimationFrame(raf.current);
				raf.current = requestAnimationFrame(() => {
					if (scrollRef.current) {
						$51a3e22a5186a962$export$53a0910f038337bd(scrollRef.current, element);
						if (modality !== "virtual") $51a3e22a5186a962$export$c826860796309d1b(element, { containingElement: ref.current });
					}
				});
			}
		}
		if (!shouldUseVirtualFocus && manager.isFocused && manager.focusedKey == null && lastFocusedKey.current != null && ref.current) $f192c2f16961cbe0$export$80f3e147d781571c(ref.current);
		lastFocusedKey.current = manager.focusedKey;
		didAutoFocusRef.current = false;
	});
	(0, import_react.useEffect)(() => {
		return () => {
			if (raf.current) cancelAnimationFrame(raf.current);
		};
	}, []);
	$600b3cf69ae46262$export$90fc3a17d93f704c(ref, "react-aria-focus-scope-restore", (e) => {
		e.preventDefault();
		manager.setFocused(true);
	});
	let handlers = {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(keyboardProps, repeatKeyboardProps),
		onFocus,
		onBlur,
		onMouseDown(e) {
			if (scrollRef.current === $23f2114a1b82827e$export$e58f029f0fbfdb29(e)) e.preventDefault();
		}
	};
	let { typeSelectProps } = $f5a4a9a3486154da$export$e32c88dfddc6e1d8({
		keyboardDelegate: delegate,
		selectionManager: manager
	});
	if (!disallowTypeAhead) handlers = $bbaa08b3cd72f041$export$9d1611c77c2fe928(typeSelectProps, handlers);
	let tabIndex = void 0;
	if (!shouldUseVirtualFocus) tabIndex = manager.focusedKey == null ? 0 : -1;
	let collectionId = $22bbea12c2567021$export$881eb0d9f3605d9d(manager.collection);
	return { collectionProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(handlers, {
		tabIndex,
		"data-collection": collectionId
	}) };
}
// node_modules/react-aria/dist/private/interactions/useLongPress.mjs
var $7b01448eaad0fe7c$var$DEFAULT_THRESHOLD = 500;
function $7b01448eaad0fe7c$export$c24ed0104d07eab9(props) {
	let { isDisabled, pointerType, onLongPressStart, onLongPressEnd, onLongPress, threshold = $7b01448eaad0fe7c$var$DEFAULT_THRESHOLD, accessibilityDescription } = props;
	const timeRef = (0, import_react.useRef)(void 0);
	let { addGlobalListener, removeAllGlobalListeners } = $48a7d519b337145d$export$4eaf04e54aa8eed6();
	let isAcceptedPointerType = (e) => pointerType ? e.pointerType === pointerType : e.pointerType === "mouse" || e.pointerType === "touch";
	let { pressProps } = $d27d541f9569d26d$export$45712eceda6fad21({
		isDisabled,
		onPressStart(e) {
			e.continuePropagation();
			if (isAcceptedPointerType(e)) {
				if (onLongPressStart) onLongPressStart({
					...e,
					type: "longpressstart"
				});
				timeRef.current = setTimeout(() => {
					e.target.dispatchEvent(new PointerEvent("pointercancel", { bubbles: true }));
					addGlobalListener(e.target, "click", (e) => e.preventDefault(), { once: true });
					if ($d447af545b77c9f1$export$b204af158042fbac(e.target).activeElement !== e.target) $1969ac565cfec8d0$export$de79e2c695e052f3(e.target);
					if (onLongPress) onLongPress({
						...e,
						type: "longpress"
					});
					timeRef.current = void 0;
				}, threshold);
				if (e.pointerType === "touch") addGlobalListener(e.target, "contextmenu", (e) => e.preventDefault(), { once: true });
				let ownerWindow = $d447af545b77c9f1$export$f21a1ffae260145a(e.target);
				addGlobalListener(ownerWindow, "pointerup", () => {
					setTimeout(() => {
						removeAllGlobalListeners();
					}, 100);
				}, { once: true });
			}
		},
		onPressEnd(e) {
			if (timeRef.current) clearTimeout(timeRef.current);
			if (onLongPressEnd && isAcceptedPointerType(e)) onLongPressEnd({
				...e,
				type: "longpressend"
			});
		}
	});
	let descriptionProps = $121970af65029459$export$f8aeda7b10753fa1(onLongPress && !isDisabled ? accessibilityDescription : void 0);
	return { longPressProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(pressProps, descriptionProps) };
}
// node_modules/react-aria/dist/private/selection/useSelectableItem.mjs
function $f6ba6936bfd098a0$export$ecf600387e221c37(options) {
	let { id, selectionManager: manager, key, ref, shouldSelectOnPressUp, shouldUseVirtualFocus, focus, isDisabled, onAction, allowsDifferentPressOrigin, linkBehavior = "action" } = options;
	let router = $caaf0dd3060ed57c$export$9a302a45f65d0572();
	id = $390e54f620492c70$export$f680877a34711e37(id);
	let onSelect = (e) => {
		if (e.pointerType === "keyboard" && $22bbea12c2567021$export$d3e3bd3e26688c04(e)) manager.toggleSelection(key);
		else {
			if (manager.selectionMode === "none") return;
			if (manager.isLink(key)) {
				if (linkBehavior === "selection" && ref.current) {
					let itemProps = manager.getItemProps(key);
					router.open(ref.current, e, itemProps.href, itemProps.routerOptions);
					manager.setSelectedKeys(manager.selectedKeys);
					return;
				} else if (linkBehavior === "override" || linkBehavior === "none") return;
			}
			if (manager.selectionMode === "single") {
				if (manager.isSelected(key) && !manager.disallowEmptySelection) manager.toggleSelection(key);
				else manager.replaceSelection(key);
			} else if (e && e.shiftKey) manager.extendSelection(key);
			else if (manager.selectionBehavior === "toggle" || e && ($bb39c0fc1c19b34c$export$16792effe837dba3(e) || e.pointerType === "touch" || e.pointerType === "virtual")) manager.toggleSelection(key);
			else manager.replaceSelection(key);
		}
	};
	(0, import_react.useEffect)(() => {
		if (key === manager.focusedKey && manager.isFocused) {
			if (!shouldUseVirtualFocus) {
				if (focus) focus();
				else if ($23f2114a1b82827e$export$cd4e5573fbe2b576() !== ref.current && ref.current) $f192c2f16961cbe0$export$80f3e147d781571c(ref.current);
			} else $b72f3f7b3b5f42c6$export$76e4e37e5339496d(ref.current);
		}
	}, [
		ref,
		key,
		manager.focusedKey,
		manager.childFocusStrategy,
		manager.isFocused,
		shouldUseVirtualFocus
	]);
	isDisabled = isDisabled || manager.isDisabled(key);
	let itemProps = {};
	if (!shouldUseVirtualFocus && !isDisabled) itemProps = {
		tabIndex: key === manager.focusedKey ? 0 : -1,
		onFocus(e) {
			if ($23f2114a1b82827e$export$e58f029f0fbfdb29(e) === ref.current) manager.setFocusedKey(key);
		}
	};
	else if (isDisabled) itemProps.onMouseDown = (e) => {
		e.preventDefault();
	};
	(0, import_react.useEffect)(() => {
		if (isDisabled && manager.focusedKey === key) manager.setFocusedKey(null);
	}, [
		manager,
		isDisabled,
		key
	]);
	let isLinkOverride = manager.isLink(key) && linkBehavior === "override";
	let isActionOverride = onAction && options["UNSTABLE_itemBehavior"] === "action";
	let hasLinkAction = manager.isLink(key) && linkBehavior !== "selection" && linkBehavior !== "none";
	let allowsSelection = !isDisabled && manager.canSelectItem(key) && !isLinkOverride && !isActionOverride;
	let allowsActions = (onAction || hasLinkAction) && !isDisabled;
	let hasPrimaryAction = allowsActions && (manager.selectionBehavior === "replace" ? !allowsSelection : !allowsSelection || manager.isEmpty);
	let hasSecondaryAction = allowsActions && allowsSelection && manager.selectionBehavior === "replace";
	let hasAction = hasPrimaryAction || hasSecondaryAction;
	let modality = (0, import_react.useRef)(null);
	let longPressEnabled = hasAction && allowsSelection;
	let longPressEnabledOnPressStart = (0, import_react.useRef)(false);
	let hadPrimaryActionOnPressStart = (0, import_react.useRef)(false);
	let collectionItemProps = manager.getItemProps(key);
	let performAction = (e) => {
		if (onAction) {
			onAction();
			ref.current?.dispatchEvent(new CustomEvent("react-aria-item-action", { bubbles: true }));
		}
		if (hasLinkAction && ref.current) router.open(ref.current, e, collectionItemProps.href, collectionItemProps.routerOptions);
	};
	let itemPressProps = { ref };
	if (shouldSelectOnPressUp) {
		itemPressProps.onPressStart = (e) => {
			modality.current = e.pointerType;
			longPressEnabledOnPressStart.current = longPressEnabled;
			if (e.pointerType === "keyboard" && (!hasAction || $f6ba6936bfd098a0$var$isSelectionKey(e.key))) onSelect(e);
		};
		if (!allowsDifferentPressOrigin) itemPressProps.onPress = (e) => {
			if (hasPrimaryAction || hasSecondaryAction && e.pointerType !== "mouse") {
				if (e.pointerType === "keyboard" && !$f6ba6936bfd098a0$var$isActionKey(e.key)) return;
				performAction(e);
			} else if (e.pointerType !== "keyboard" && allowsSelection) onSelect(e);
		};
		else {
			itemPressProps.onPressUp = hasPrimaryAction ? void 0 : (e) => {
				if (e.pointerType === "mouse" && allowsSelection) onSelect(e);
			};
			itemPressProps.onPress = hasPrimaryAction ? performAction : (e) => {
				if (e.pointerType !== "keyboard" && e.pointerType !== "mouse" && allowsSelection) onSelect(e);
			};
		}
	} else {
		itemPressProps.onPressStart = (e) => {
			modality.current = e.pointerType;
			longPressEnabledOnPressStart.current = longPressEnabled;
			hadPrimaryActionOnPressStart.current = hasPrimaryAction;
			if (allowsSelection && (e.pointerType === "mouse" && !hasPrimaryAction || e.pointerType === "keyboard" && (!allowsActions || $f6ba6936bfd098a0$var$isSelectionKey(e.key)))) onSelect(e);
		};
		itemPressProps.onPress = (e) => {
			if (e.pointerType === "touch" || e.pointerType === "pen" || e.pointerType === "virtual" || e.pointerType === "keyboard" && hasAction && $f6ba6936bfd098a0$var$isActionKey(e.key) || e.pointerType === "mouse" && hadPrimaryActionOnPressStart.current) {
				if (hasAction) performAction(e);
				else if (allowsSelection) onSelect(e);
			}
		};
	}
	let collectionId = $22bbea12c2567021$export$6aeb1680a0ae8741(manager.collection);
	itemProps["data-collection"] = collectionId;
	itemProps["data-key"] = key;
	itemPressProps.preventFocusOnPress = shouldUseVirtualFocus;
	if (shouldUseVirtualFocus) itemPressProps = $bbaa08b3cd72f041$export$9d1611c77c2fe928(itemPressProps, {
		onPressStart(e) {
			if (e.pointerType !== "touch") {
				manager.setFocused(true);
				manager.setFocusedKey(key);
			}
		},
		onPress(e) {
			if (e.pointerType === "touch") {
				manager.setFocused(true);
				manager.setFocusedKey(key);
			}
		}
	});
	if (collectionItemProps) {
		for (let key of [
			"onPressStart",
			"onPressEnd",
			"onPressChange",
			"onPress",
			"onPressUp",
			"onClick"
		]) if (collectionItemProps[key]) itemPressProps[key] = $a4e76a5424781910$export$e08e3b67e392101e(itemPressProps[key], collectionItemProps[key]);
	}
	let { pressProps, isPressed } = $d27d541f9569d26d$export$45712eceda6fad21(itemPressProps);
	let onDoubleClick = hasSecondaryAction ? (e) => {
		if (modality.current === "mouse") {
			e.stopPropagation();
			e.preventDefault();
			performAction(e);
		}
	} : void 0;
	let { longPressProps } = $7b01448eaad0fe7c$export$c24ed0104d07eab9({
		isDisabled: !longPressEnabled,
		onLongPress(e) {
			if (e.pointerType === "touch") {
				onSelect(e);
				manager.setSelectionBehavior("toggle");
			}
		}
	});
	let onDragStartCapture = (e) => {
		if (modality.current === "touch" && longPressEnabledOnPressStart.current) e.preventDefault();
	};
	let onClick = linkBehavior !== "none" && manager.isLink(key) ? (e) => {
		if (!$caaf0dd3060ed57c$export$95185d699e05d4d7.isOpening) e.preventDefault();
	} : void 0;
	let mergedItemProps = $bbaa08b3cd72f041$export$9d1611c77c2fe928(itemProps, allowsSelection || hasPrimaryAction || shouldUseVirtualFocus && !isDisabled ? pressProps : {}, longPressEnabled ? longPressProps : {}, {
		onDoubleClick,
		onDragStartCapture,
		onClick,
		id
	}, shouldUseVirtualFocus ? { onMouseDown: (e) => e.preventDefault() } : void 0);
	let isChildInteraction = (target) => {
		let el = target;
		while (el && el !== ref.current) {
			let elCollection = el.getAttribute("data-collection");
			if (elCollection != null) return elCollection !== collectionId;
			el = el.parentElement;
		}
		return $3b8b240c1bf84ab9$export$bebd5a1431fec25d(target);
	};
	let baseOnPointerDown = mergedItemProps.onPointerDown;
	mergedItemProps.onPointerDown = (e) => {
		let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
		if (target && target !== ref.current && isChildInteraction(target)) {
			e.stopPropagation();
			return;
		}
		baseOnPointerDown?.(e);
	};
	let baseOnMouseDown = mergedItemProps.onMouseDown;
	mergedItemProps.onMouseDown = (e) => {
		let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
		if (target && target !== ref.current && isChildInteraction(target)) {
			e.stopPropagation();
			return;
		}
		baseOnMouseDown?.(e);
	};
	return {
		itemProps: mergedItemProps,
		isPressed,
		isSelected: manager.isSelected(key),
		isFocused: manager.isFocused && manager.focusedKey === key,
		isDisabled,
		allowsSelection,
		hasAction
	};
}
function $f6ba6936bfd098a0$var$isActionKey(key) {
	return key === "Enter";
}
function $f6ba6936bfd098a0$var$isSelectionKey(key) {
	return key === " ";
}
// node_modules/react-stately/dist/private/collections/getChildNodes.mjs
function $cd5ea4b915021f1d$export$1005530eda016c13(node, collection) {
	if (typeof collection.getChildren === "function") return collection.getChildren(node.key);
	return node.childNodes;
}
function $cd5ea4b915021f1d$export$fbdeaa6a76694f71(iterable) {
	return $cd5ea4b915021f1d$export$5f3398f8733f90e2(iterable, 0);
}
function $cd5ea4b915021f1d$export$5f3398f8733f90e2(iterable, index) {
	if (index < 0) return void 0;
	let i = 0;
	for (let item of iterable) {
		if (i === index) return item;
		i++;
	}
}
function $cd5ea4b915021f1d$export$8c434b3a7a4dad6(collection, a, b) {
	if (a.parentKey === b.parentKey) return a.index - b.index;
	let aAncestors = [...$cd5ea4b915021f1d$var$getAncestors(collection, a), a];
	let bAncestors = [...$cd5ea4b915021f1d$var$getAncestors(collection, b), b];
	let firstNonMatchingAncestor = aAncestors.slice(0, bAncestors.length).findIndex((a, i) => a !== bAncestors[i]);
	if (firstNonMatchingAncestor !== -1) {
		a = aAncestors[firstNonMatchingAncestor];
		b = bAncestors[firstNonMatchingAncestor];
		return a.index - b.index;
	}
	if (aAncestors.findIndex((node) => node === b) >= 0) return 1;
	else if (bAncestors.findIndex((node) => node === a) >= 0) return -1;
	return -1;
}
function $cd5ea4b915021f1d$var$getAncestors(collection, node) {
	let parents = [];
	let currNode = node;
	while (currNode?.parentKey != null) {
		currNode = collection.getItem(currNode.parentKey);
		if (currNode) parents.unshift(currNode);
	}
	return parents;
}
// node_modules/react-aria/dist/private/utils/inertValue.mjs
function $b24d1bc31a0f941d$export$a9d04c5684123369(value) {
	const pieces = import_react.version.split(".");
	if (parseInt(pieces[0], 10) >= 19) return value;
	return value ? "true" : void 0;
}
// node_modules/react-stately/dist/private/selection/Selection.mjs
var $8b2540e09867b15e$export$52baac22726c72bf = class $8b2540e09867b15e$export$52baac22726c72bf extends Set {
	constructor(keys, anchorKey, currentKey) {
		super(keys);
		if (keys instanceof $8b2540e09867b15e$export$52baac22726c72bf) {
			this.anchorKey = anchorKey ?? keys.anchorKey;
			this.currentKey = currentKey ?? keys.currentKey;
		} else {
			this.anchorKey = anchorKey ?? null;
			this.currentKey = currentKey ?? null;
		}
	}
};
// node_modules/react-stately/dist/private/selection/useMultipleSelectionState.mjs
function $60f19cefd567a3e4$var$equalSets(setA, setB) {
	if (setA.size !== setB.size) return false;
	for (let item of setA) if (!setB.has(item)) return false;
	return true;
}
function $60f19cefd567a3e4$export$253fe78d46329472(props) {
	let { selectionMode = "none", disallowEmptySelection = false, allowDuplicateSelectionEvents, selectionBehavior: selectionBehaviorProp = "toggle", disabledBehavior = "all" } = props;
	let isFocusedRef = (0, import_react.useRef)(false);
	let [, setFocused] = (0, import_react.useState)(false);
	let focusedKeyRef = (0, import_react.useRef)(null);
	let childFocusStrategyRef = (0, import_react.useRef)(null);
	let [, setFocusedKey] = (0, import_react.useState)(null);
	let selectedKeysProp = (0, import_react.useMemo)(() => $60f19cefd567a3e4$var$convertSelection(props.selectedKeys), [props.selectedKeys]);
	let defaultSelectedKeys = (0, import_react.useMemo)(() => $60f19cefd567a3e4$var$convertSelection(props.defaultSelectedKeys, new $8b2540e09867b15e$export$52baac22726c72bf()), [props.defaultSelectedKeys]);
	let [selectedKeys, setSelectedKeys] = $3e6197669829fe11$export$40bfa8c7b0832715(selectedKeysProp, defaultSelectedKeys, props.onSelectionChange);
	let disabledKeysProp = (0, import_react.useMemo)(() => props.disabledKeys ? new Set(props.disabledKeys) : /* @__PURE__ */ new Set(), [props.disabledKeys]);
	let [selectionBehavior, setSelectionBehavior] = (0, import_react.useState)(selectionBehaviorProp);
	if (selectionBehaviorProp === "replace" && selectionBehavior === "toggle" && typeof selectedKeys === "object" && selectedKeys.size === 0) setSelectionBehavior("replace");
	let lastSelectionBehavior = (0, import_react.useRef)(selectionBehaviorProp);
	(0, import_react.useEffect)(() => {
		if (selectionBehaviorProp !== lastSelectionBehavior.current) {
			setSelectionBehavior(selectionBehaviorProp);
			lastSelectionBehavior.current = selectionBehaviorProp;
		}
	}, [selectionBehaviorProp]);
	return {
		selectionMode,
		disallowEmptySelection,
		selectionBehavior,
		setSelectionBehavior,
		get isFocused() {
			return isFocusedRef.current;
		},
		setFocused(f) {
			isFocusedRef.current = f;
			setFocused(f);
		},
		get focusedKey() {
			return focusedKeyRef.current;
		},
		get childFocusStrategy() {
			return childFocusStrategyRef.current;
		},
		setFocusedKey(k, childFocusStrategy = "first") {
			focusedKeyRef.current = k;
			childFocusStrategyRef.current = childFocusStrategy;
			setFocusedKey(k);
		},
		selectedKeys,
		setSelectedKeys(keys) {
			if (allowDuplicateSelectionEvents || !$60f19cefd567a3e4$var$equalSets(keys, selectedKeys)) setSelectedKeys(keys);
		},
		disabledKeys: disabledKeysProp,
		disabledBehavior
	};
}
function $60f19cefd567a3e4$var$convertSelection(selection, defaultValue) {
	if (!selection) return defaultValue;
	return selection === "all" ? "all" : new $8b2540e09867b15e$export$52baac22726c72bf(selection);
}
// node_modules/react-stately/dist/private/selection/SelectionManager.mjs
var $4a07ac835f260f78$export$6c8a5aaad13c9852 = class $4a07ac835f260f78$export$6c8a5aaad13c9852 {
	constructor(collection, state, options) {
		this.collection = collection;
		this.state = state;
		this.allowsCellSelection = options?.allowsCellSelection ?? false;
		this._isSelectAll = null;
		this.layoutDelegate = options?.layoutDelegate || null;
		this.fullCollection = options?.fullCollection || null;
	}
	/**
	* The type of selection that is allowed in the collection.
	*/ get selectionMode() {
		return this.state.selectionMode;
	}
	/**
	* Whether the collection allows empty selection.
	*/ get disallowEmptySelection() {
		return this.state.disallowEmptySelection;
	}
	/**
	* The selection behavior for the collection.
	*/ get selectionBehavior() {
		return this.state.selectionBehavior;
	}
	/**
	* Sets the selection behavior for the collection.
	*/ setSelectionBehavior(selectionBehavior) {
		this.state.setSelectionBehavior(selectionBehavior);
	}
	/**
	* Whether the collection is currently focused.
	*/ get isFocused() {
		return this.state.isFocused;
	}
	/**
	* Sets whether the collection is focused.
	*/ setFocused(isFocused) {
		this.state.setFocused(isFocused);
	}
	/**
	* The current focused key in the collection.
	*/ get focusedKey() {
		return this.state.focusedKey;
	}
	/** Whether the first or last child of the focused key should receive focus. */ get childFocusStrategy() {
		return this.state.childFocusStrategy;
	}
	/**
	* Sets the focused key.
	*/ setFocusedKey(key, childFocusStrategy) {
		if (key == null || this.collection.getItem(key)) this.state.setFocusedKey(key, childFocusStrategy);
	}
	/**
	* The currently selected keys in the collection.
	*/ get selectedKeys() {
		return this.state.selectedKeys === "all" ? new Set(this.getSelectAllKeys()) : this.state.selectedKeys;
	}
	/**
	* The raw selection value for the collection.
	* Either 'all' for select all, or a set of keys.
	*/ get rawSelection() {
		return this.state.selectedKeys;
	}
	/**
	* Returns whether a key is selected.
	*/ isSelected(key) {
		if (this.state.selectionMode === "none") return false;
		let mappedKey = this.getKey(key);
		if (mappedKey == null) return false;
		return this.state.selectedKeys === "all" ? this.canSelectItem(mappedKey) : this.state.selectedKeys.has(mappedKey);
	}
	/**
	* Whether the selection is empty.
	*/ get isEmpty() {
		return this.state.selectedKeys !== "all" && this.state.selectedKeys.size === 0;
	}
	/**
	* Whether all items in the collection are selected.
	*/ get isSelectAll() {
		if (this.isEmpty) return false;
		if (this.state.selectedKeys === "all") return true;
		if (this._isSelectAll != null) return this._isSelectAll;
		let allKeys = this.getSelectAllKeys();
		let selectedKeys = this.state.selectedKeys;
		this._isSelectAll = allKeys.every((k) => selectedKeys.has(k));
		return this._isSelectAll;
	}
	get firstSelectedKey() {
		let first = null;
		for (let key of this.state.selectedKeys) {
			let item = this.collection.getItem(key);
			if (!first || item && $cd5ea4b915021f1d$export$8c434b3a7a4dad6(this.collection, item, first) < 0) first = item;
		}
		return first?.key ?? null;
	}
	get lastSelectedKey() {
		let last = null;
		for (let key of this.state.selectedKeys) {
			let item = this.collection.getItem(key);
			if (!last || item && $cd5ea4b915021f1d$export$8c434b3a7a4dad6(this.collection, item, last) > 0) last = item;
		}
		return last?.key ?? null;
	}
	get disabledKeys() {
		return this.state.disabledKeys;
	}
	get disabledBehavior() {
		return this.state.disabledBehavior;
	}
	/**
	* Extends the selection to the given key.
	*/ extendSelection(toKey) {
		if (this.selectionMode === "none") return;
		if (this.selectionMode === "single") {
			this.replaceSelection(toKey);
			return;
		}
		let mappedToKey = this.getKey(toKey);
		if (mappedToKey == null) return;
		let selection;
		if (this.state.selectedKeys === "all") selection = new $8b2540e09867b15e$export$52baac22726c72bf([mappedToKey], mappedToKey, mappedToKey);
		else {
			let selectedKeys = this.state.selectedKeys;
			let anchorKey = selectedKeys.anchorKey ?? mappedToKey;
			selection = new $8b2540e09867b15e$export$52baac22726c72bf(selectedKeys, anchorKey, mappedToKey);
			for (let key of this.getKeyRange(anchorKey, selectedKeys.currentKey ?? mappedToKey)) selection.delete(key);
			for (let key of this.getKeyRange(mappedToKey, anchorKey)) if (this.canSelectItem(key)) selection.add(key);
		}
		this.state.setSelectedKeys(selection);
	}
	getKeyRange(from, to) {
		let fromItem = this.collection.getItem(from);
		let toItem = this.collection.getItem(to);
		if (fromItem && toItem) {
			if ($cd5ea4b915021f1d$export$8c434b3a7a4dad6(this.collection, fromItem, toItem) <= 0) return this.getKeyRangeInternal(from, to);
			return this.getKeyRangeInternal(to, from);
		}
		return [];
	}
	getKeyRangeInternal(from, to) {
		if (this.layoutDelegate?.getKeyRange) return this.layoutDelegate.getKeyRange(from, to);
		let keys = [];
		let key = from;
		while (key != null) {
			let item = this.collection.getItem(key);
			if (item && (item.type === "item" || item.type === "cell" && this.allowsCellSelection)) keys.push(key);
			if (key === to) return keys;
			key = this.collection.getKeyAfter(key);
		}
		return [];
	}
	getKey(key) {
		let item = this.collection.getItem(key);
		if (!item) return key;
		if (item.type === "cell" && this.allowsCellSelection) return key;
		while (item && item.type !== "item" && item.parentKey != null) item = this.collection.getItem(item.parentKey);
		if (!item || item.type !== "item") return null;
		return item.key;
	}
	/**
	* Toggles whether the given key is selected.
	*/ toggleSelection(key) {
		if (this.selectionMode === "none") return;
		if (this.selectionMode === "single" && !this.isSelected(key)) {
			this.replaceSelection(key);
			return;
		}
		let mappedKey = this.getKey(key);
		if (mappedKey == null) return;
		let keys = new $8b2540e09867b15e$export$52baac22726c72bf(this.state.selectedKeys === "all" ? this.getSelectAllKeys() : this.state.selectedKeys);
		if (keys.has(mappedKey)) keys.delete(mappedKey);
		else if (this.canSelectItem(mappedKey)) {
			keys.add(mappedKey);
			keys.anchorKey = mappedKey;
			keys.currentKey = mappedKey;
		}
		if (this.disallowEmptySelection && keys.size === 0) return;
		this.state.setSelectedKeys(keys);
	}
	/**
	* Replaces the selection with only the given key.
	*/ replaceSelection(key) {
		if (this.selectionMode === "none") return;
		let mappedKey = this.getKey(key);
		if (mappedKey == null) return;
		let selection = this.canSelectItem(mappedKey) ? new $8b2540e09867b15e$export$52baac22726c72bf([mappedKey], mappedKey, mappedKey) : new $8b2540e09867b15e$export$52baac22726c72bf();
		this.state.setSelectedKeys(selection);
	}
	/**
	* Replaces the selection with the given keys.
	*/ setSelectedKeys(keys) {
		if (this.selectionMode === "none") return;
		let selection = new $8b2540e09867b15e$export$52baac22726c72bf();
		for (let key of keys) {
			let mappedKey = this.getKey(key);
			if (mappedKey != null) {
				selection.add(mappedKey);
				if (this.selectionMode === "single") break;
			}
		}
		this.state.setSelectedKeys(selection);
	}
	getSelectAllKeys() {
		let collection = this.fullCollection ?? this.collection;
		let keys = [];
		let addKeys = (key) => {
			while (key != null) {
				if (this.canSelectItemIn(key, collection)) {
					let item = collection.getItem(key);
					if (item?.type === "item") keys.push(key);
					if (item?.hasChildNodes && (this.allowsCellSelection || item.type !== "item")) addKeys($cd5ea4b915021f1d$export$fbdeaa6a76694f71($cd5ea4b915021f1d$export$1005530eda016c13(item, collection))?.key ?? null);
				}
				key = collection.getKeyAfter(key);
			}
		};
		addKeys(collection.getFirstKey());
		return keys;
	}
	/**
	* Selects all items in the collection.
	*/ selectAll() {
		if (!this.isSelectAll && this.selectionMode === "multiple") this.state.setSelectedKeys("all");
	}
	/**
	* Removes all keys from the selection.
	*/ clearSelection() {
		if (!this.disallowEmptySelection && (this.state.selectedKeys === "all" || this.state.selectedKeys.size > 0)) this.state.setSelectedKeys(new $8b2540e09867b15e$export$52baac22726c72bf());
	}
	/**
	* Toggles between select all and an empty selection.
	*/ toggleSelectAll() {
		if (this.isSelectAll) this.clearSelection();
		else this.selectAll();
	}
	select(key, e) {
		if (this.selectionMode === "none") return;
		if (this.selectionMode === "single") {
			if (this.isSelected(key) && !this.disallowEmptySelection) this.toggleSelection(key);
			else this.replaceSelection(key);
		} else if (this.selectionBehavior === "toggle" || e && (e.pointerType === "touch" || e.pointerType === "virtual")) this.toggleSelection(key);
		else this.replaceSelection(key);
	}
	/**
	* Returns whether the current selection is equal to the given selection.
	*/ isSelectionEqual(selection) {
		if (selection === this.state.selectedKeys) return true;
		let selectedKeys = this.selectedKeys;
		if (selection.size !== selectedKeys.size) return false;
		for (let key of selection) if (!selectedKeys.has(key)) return false;
		for (let key of selectedKeys) if (!selection.has(key)) return false;
		return true;
	}
	canSelectItem(key) {
		return this.canSelectItemIn(key, this.collection);
	}
	canSelectItemIn(key, collection) {
		if (this.state.selectionMode === "none" || this.state.disabledKeys.has(key)) return false;
		let item = collection.getItem(key);
		if (!item || item?.props?.isDisabled || item.type === "cell" && !this.allowsCellSelection) return false;
		return true;
	}
	isDisabled(key) {
		let item = this.collection.getItem(key);
		return this.state.disabledBehavior === "all" && (this.state.disabledKeys.has(key) || !!item?.props?.isDisabled) && item?.props?.disabledBehavior !== "selection";
	}
	isLink(key) {
		return !!this.collection.getItem(key)?.props?.href;
	}
	getItemProps(key) {
		return this.collection.getItem(key)?.props;
	}
	withCollection(collection) {
		return new $4a07ac835f260f78$export$6c8a5aaad13c9852(collection, this.state, {
			allowsCellSelection: this.allowsCellSelection,
			layoutDelegate: this.layoutDelegate || void 0,
			fullCollection: this.fullCollection ?? this.collection
		});
	}
};
// node_modules/react-stately/dist/private/collections/CollectionBuilder.mjs
var $bda7a7e55e1ff206$export$bf788dd355e3a401 = class {
	build(props, context) {
		this.context = context;
		return $bda7a7e55e1ff206$var$iterable(() => this.iterateCollection(props));
	}
	*iterateCollection(props) {
		let { children, items } = props;
		if (import_react.isValidElement(children) && children.type === import_react.Fragment) yield* this.iterateCollection({
			children: children.props.children,
			items
		});
		else if (typeof children === "function") {
			if (!items) throw new Error("props.children was a function but props.items is missing");
			let index = 0;
			for (let item of items) {
				yield* this.getFullNode({
					value: item,
					index
				}, { renderer: children });
				index++;
			}
		} else {
			let items = [];
			import_react.Children.forEach(children, (child) => {
				if (child) items.push(child);
			});
			let index = 0;
			for (let item of items) {
				let nodes = this.getFullNode({
					element: item,
					index
				}, {});
				for (let node of nodes) {
					index++;
					yield node;
				}
			}
		}
	}
	getKey(item, partialNode, state, parentKey) {
		if (item.key != null) return item.key;
		if (partialNode.type === "cell" && partialNode.key != null) return `${parentKey}${partialNode.key}`;
		let v = partialNode.value;
		if (v != null) {
			let key = v.key ?? v.id;
			if (key == null) throw new Error("No key found for item");
			return key;
		}
		return parentKey ? `${parentKey}.${partialNode.index}` : `$.${partialNode.index}`;
	}
	getChildState(state, partialNode) {
		return { renderer: partialNode.renderer || state.renderer };
	}
	*getFullNode(partialNode, state, parentKey, parentNode) {
		if (import_react.isValidElement(partialNode.element) && partialNode.element.type === import_react.Fragment) {
			let children = [];
			import_react.Children.forEach(partialNode.element.props.children, (child) => {
				children.push(child);
			});
			let index = partialNode.index ?? 0;
			for (const child of children) yield* this.getFullNode({
				element: child,
				index: index++
			}, state, parentKey, parentNode);
			return;
		}
		let element = partialNode.element;
		if (!element && partialNode.value && state && state.renderer) {
			let cached = this.cache.get(partialNode.value);
			if (cached && (!cached.shouldInvalidate || !cached.shouldInvalidate(this.context))) {
				cached.index = partialNode.index;
				cached.parentKey = parentNode ? parentNode.key : null;
				yield cached;
				return;
			}
			element = state.renderer(partialNode.value);
		}
		if (import_react.isValidElement(element)) {
			let type = element.type;
			if (typeof type !== "function" && typeof type.getCollectionNode !== "function") {
				let name = element.type;
				throw new Error(`Unknown element <${name}> in collection.`);
			}
			let childNodes = type.getCollectionNode(element.props, this.context);
			let index = partialNode.index ?? 0;
			let result = childNodes.next();
			while (!result.done && result.value) {
				let childNode = result.value;
				partialNode.index = index;
				let nodeKey = childNode.key ?? null;
				if (nodeKey == null) nodeKey = childNode.element ? null : this.getKey(element, partialNode, state, parentKey);
				let children = [...this.getFullNode({
					...childNode,
					key: nodeKey,
					index,
					wrapper: $bda7a7e55e1ff206$var$compose(partialNode.wrapper, childNode.wrapper)
				}, this.getChildState(state, childNode), parentKey ? `${parentKey}${element.key}` : element.key, parentNode)];
				for (let node of children) {
					node.value = childNode.value ?? partialNode.value ?? null;
					if (node.value) this.cache.set(node.value, node);
					if (partialNode.type && node.type !== partialNode.type) throw new Error(`Unsupported type <${$bda7a7e55e1ff206$var$capitalize(node.type)}> in <${$bda7a7e55e1ff206$var$capitalize(parentNode?.type ?? "unknown parent type")}>. Only <${$bda7a7e55e1ff206$var$capitalize(partialNode.type)}> is supported.`);
					index++;
					yield node;
				}
				result = childNodes.next(children);
			}
			return;
		}
		if (partialNode.key == null || partialNode.type == null) return;
		let builder = this;
		let node = {
			type: partialNode.type,
			props: partialNode.props,
			key: partialNode.key,
			parentKey: parentNode ? parentNode.key : null,
			value: partialNode.value ?? null,
			level: (parentNode?.level ?? 0) + (parentNode?.type === "item" ? 1 : 0),
			index: partialNode.index,
			rendered: partialNode.rendered,
			textValue: partialNode.textValue ?? "",
			"aria-label": partialNode["aria-label"],
			wrapper: partialNode.wrapper,
			shouldInvalidate: partialNode.shouldInvalidate,
			hasChildNodes: partialNode.hasChildNodes || false,
			childNodes: $bda7a7e55e1ff206$var$iterable(function* () {
				if (!partialNode.hasChildNodes || !partialNode.childNodes) return;
				let index = 0;
				for (let child of partialNode.childNodes()) {
					if (child.key != null) child.key = `${node.key}${child.key}`;
					let nodes = builder.getFullNode({
						...child,
						index
					}, builder.getChildState(state, child), node.key, node);
					for (let node of nodes) {
						index++;
						yield node;
					}
				}
			})
		};
		yield node;
	}
	constructor() {
		this.cache = /* @__PURE__ */ new WeakMap();
	}
};
function $bda7a7e55e1ff206$var$iterable(iterator) {
	let cache = [];
	let iterable = null;
	return { *[Symbol.iterator]() {
		for (let item of cache) yield item;
		if (!iterable) iterable = iterator();
		for (let item of iterable) {
			cache.push(item);
			yield item;
		}
	} };
}
function $bda7a7e55e1ff206$var$compose(outer, inner) {
	if (outer && inner) return (element) => outer(inner(element));
	if (outer) return outer;
	if (inner) return inner;
}
function $bda7a7e55e1ff206$var$capitalize(str) {
	return str[0].toUpperCase() + str.slice(1);
}
// node_modules/react-stately/dist/private/collections/useCollection.mjs
function $d03379b88399b8c5$export$6cd28814d92fa9c9(props, factory, context) {
	let builder = (0, import_react.useMemo)(() => new $bda7a7e55e1ff206$export$bf788dd355e3a401(), []);
	let { children, items, collection } = props;
	return (0, import_react.useMemo)(() => {
		if (collection) return collection;
		return factory(builder.build({
			children,
			items
		}, context));
	}, [
		builder,
		children,
		items,
		collection,
		context,
		factory
	]);
}
// node_modules/react-aria/dist/private/utils/animation.mjs
function $fcc7165e876206c6$export$6d3443f2c48bfc20(ref, isReady = true, onEnter) {
	let [isEntering, setEntering] = (0, import_react.useState)(true);
	let isAnimationReady = isEntering && isReady;
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (!isReady && ref.current) return $a4e76a5424781910$export$e08e3b67e392101e($d447af545b77c9f1$export$37a5fde709c1db82(ref.current, "opacity", "0"), $d447af545b77c9f1$export$37a5fde709c1db82(ref.current, "clip", "rect(0 0 0 0)"), $d447af545b77c9f1$export$37a5fde709c1db82(ref.current, "clip-path", "inset(50%)"), $d447af545b77c9f1$export$37a5fde709c1db82(ref.current, "mask-image", "linear-gradient(#0000, #0000)"));
	}, [ref, isReady]);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (isAnimationReady && ref.current && "getAnimations" in ref.current) {
			for (let animation of ref.current.getAnimations()) if (animation instanceof CSSTransition) animation.cancel();
		}
	}, [ref, isAnimationReady]);
	$fcc7165e876206c6$var$useAnimation(ref, isAnimationReady, onEnter, (0, import_react.useCallback)(() => setEntering(false), []));
	return isAnimationReady;
}
function $fcc7165e876206c6$export$45fda7c47f93fd48(ref, isOpen, onExit) {
	let [exitState, setExitState] = (0, import_react.useState)(isOpen ? "open" : "closed");
	switch (exitState) {
		case "open":
			if (!isOpen) setExitState("exiting");
			break;
		case "closed":
		case "exiting": if (isOpen) setExitState("open");
	}
	let isExiting = exitState === "exiting";
	$fcc7165e876206c6$var$useAnimation(ref, isExiting, onExit, (0, import_react.useCallback)(() => {
		setExitState((state) => state === "exiting" ? "closed" : state);
	}, []));
	return isExiting;
}
function $fcc7165e876206c6$var$useAnimation(ref, isActive, onStart, onEnd) {
	let isActiveRef = (0, import_react.useRef)(null);
	let start = $fe16bffc7a557bf0$export$7f54fc3180508a52(onStart);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (isActive && ref.current && isActiveRef.current !== isActive) {
			isActiveRef.current = isActive;
			if (!("getAnimations" in ref.current)) {
				onEnd();
				return;
			}
			let startPromise = start?.(ref.current);
			let animations = ref.current.getAnimations().filter((a) => (typeof DocumentTimeline === "undefined" || a.timeline instanceof DocumentTimeline) && a.playState === "running");
			if (animations.length === 0 && !startPromise) {
				onEnd();
				return;
			}
			Promise.all([startPromise, ...animations.map((a) => a.finished)]).then(() => {
				(0, import_react_dom.flushSync)(() => {
					onEnd();
				});
			}).catch(() => {});
		}
		isActiveRef.current = isActive;
	}, [
		ref,
		isActive,
		onEnd
	]);
}
export { $6f0c29017aeec335$export$fd11f34e1d07f134 as C, $b72f3f7b3b5f42c6$export$2b35b76d2e30e129 as D, $bb39c0fc1c19b34c$export$c57958e35f31ed73 as E, $6f0c29017aeec335$export$d68d59712b04d9d1 as S, $bb39c0fc1c19b34c$export$b1f1c83775b8b5f7 as T, $263ab7fc0f95ccdb$export$d40e14dec8b060a8 as _, $60f19cefd567a3e4$export$253fe78d46329472 as a, $42ceafc619f9c3ba$export$fb8073518f34e6ec as b, $f6ba6936bfd098a0$export$ecf600387e221c37 as c, $f5a4a9a3486154da$export$e32c88dfddc6e1d8 as d, $22bbea12c2567021$export$c3d8340acf92597f as f, $263ab7fc0f95ccdb$export$a164736487e3f0ae as g, $263ab7fc0f95ccdb$export$90e00781bc59d8f9 as h, $4a07ac835f260f78$export$6c8a5aaad13c9852 as i, $7b01448eaad0fe7c$export$c24ed0104d07eab9 as l, $263ab7fc0f95ccdb$export$4feb769f8ddf26c5 as m, $fcc7165e876206c6$export$6d3443f2c48bfc20 as n, $b24d1bc31a0f941d$export$a9d04c5684123369 as o, $91fe5e721c7f36c1$export$c9549807523555e0 as p, $d03379b88399b8c5$export$6cd28814d92fa9c9 as r, $cd5ea4b915021f1d$export$1005530eda016c13 as s, $fcc7165e876206c6$export$45fda7c47f93fd48 as t, $d667c2af82d35a98$export$d6daf82dcd84e87c as u, $42ceafc619f9c3ba$export$18af5c7a9e9b3664 as v, $bb39c0fc1c19b34c$export$a986ed8aea890397 as w, $6f0c29017aeec335$export$8258a0665a675899 as x, $42ceafc619f9c3ba$export$bf788dd355e3a401 as y };

//# sourceMappingURL=animation-DbzJvMWS.js.map