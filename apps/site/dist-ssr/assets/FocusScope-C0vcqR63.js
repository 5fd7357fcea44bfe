import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { $ as $2add3ce32c6007eb$export$6446a186d09e379e, At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, It as $c4867b2f328c2698$export$e5c5a5f917a5871c, N as $f192c2f16961cbe0$export$80f3e147d781571c, U as $8f5a2122b0992be3$export$630ff653c5ada6a9, _ as $2c9edc598a03d523$export$420e68273165f4ec, _t as $d447af545b77c9f1$export$b204af158042fbac, dt as $23f2114a1b82827e$export$cd4e5573fbe2b576, lt as $23f2114a1b82827e$export$4282f70798064fe0, mt as $6a20a7989e6c817a$export$98658e8c59125e6a, ot as $3b8b240c1bf84ab9$export$4c063cf1350e6fed, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, rt as $2add3ce32c6007eb$export$a11b0059900ceec8, st as $3b8b240c1bf84ab9$export$bebd5a1431fec25d, vt as $d447af545b77c9f1$export$f21a1ffae260145a } from "./PortalProvider-DUo4OMmA.js";
// node_modules/react-stately/dist/private/utils/useControlledState.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $3e6197669829fe11$var$useEarlyEffect = typeof document !== "undefined" || parseInt("18.3.1", 10) >= 19 ? import_react.useInsertionEffect ?? import_react.useLayoutEffect : () => {};
function $3e6197669829fe11$export$40bfa8c7b0832715(value, defaultValue, onChange) {
	let [stateValue, setStateValue] = (0, import_react.useState)(value || defaultValue);
	let valueRef = (0, import_react.useRef)(stateValue);
	let isControlledRef = (0, import_react.useRef)(value !== void 0);
	let isControlled = value !== void 0;
	(0, import_react.useEffect)(() => {
		isControlledRef.current;
		isControlledRef.current = isControlled;
	}, [isControlled]);
	let currentValue = isControlled ? value : stateValue;
	$3e6197669829fe11$var$useEarlyEffect(() => {
		valueRef.current = currentValue;
	});
	let [, forceUpdate] = (0, import_react.useReducer)(() => ({}), {});
	return [currentValue, (0, import_react.useCallback)((value, ...args) => {
		let newValue = typeof value === "function" ? value(valueRef.current) : value;
		if (!Object.is(valueRef.current, newValue)) {
			valueRef.current = newValue;
			setStateValue(newValue);
			forceUpdate();
			onChange?.(newValue, ...args);
		}
	}, [onChange])];
}
// node_modules/react-aria/dist/private/visually-hidden/VisuallyHidden.mjs
var $ea3928288112382f$var$styles = {
	border: 0,
	clip: "rect(0 0 0 0)",
	clipPath: "inset(50%)",
	height: "1px",
	margin: "-1px",
	overflow: "hidden",
	padding: 0,
	position: "absolute",
	width: "1px",
	whiteSpace: "nowrap"
};
function $ea3928288112382f$export$a966af930f325cab(props = {}) {
	let { style, isFocusable } = props;
	let [isFocused, setFocused] = (0, import_react.useState)(false);
	let { focusWithinProps } = $2c9edc598a03d523$export$420e68273165f4ec({
		isDisabled: !isFocusable,
		onFocusWithinChange: (val) => setFocused(val)
	});
	let combinedStyles = (0, import_react.useMemo)(() => {
		if (isFocused) return style;
		else if (style) return {
			...$ea3928288112382f$var$styles,
			...style
		};
		else return $ea3928288112382f$var$styles;
	}, [isFocused]);
	return { visuallyHiddenProps: {
		...focusWithinProps,
		style: combinedStyles
	} };
}
function $ea3928288112382f$export$439d29a4e110a164(props) {
	let { children, elementType: Element = "div", isFocusable, style, ...otherProps } = props;
	let { visuallyHiddenProps } = $ea3928288112382f$export$a966af930f325cab(props);
	return /*#__PURE__*/ import_react.createElement(Element, $bbaa08b3cd72f041$export$9d1611c77c2fe928(otherProps, visuallyHiddenProps), children);
}
// node_modules/react-aria/dist/private/utils/shadowdom/ShadowTreeWalker.mjs
var $654b97e09f2a30c1$export$63eb3ababa9c55c4 = class {
	constructor(doc, root, whatToShow, filter) {
		this._walkerStack = [];
		this._currentSetFor = /* @__PURE__ */ new Set();
		this._acceptNode = (node) => {
			if (node.nodeType === Node.ELEMENT_NODE) {
				const shadowRoot = node.shadowRoot;
				if (shadowRoot) {
					const walker = this._doc.createTreeWalker(shadowRoot, this.whatToShow, { acceptNode: this._acceptNode });
					this._walkerStack.unshift(walker);
					return NodeFilter.FILTER_ACCEPT;
				} else if (typeof this.filter === "function") return this.filter(node);
				else if (this.filter?.acceptNode) return this.filter.acceptNode(node);
				else if (this.filter === null) return NodeFilter.FILTER_ACCEPT;
			}
			return NodeFilter.FILTER_SKIP;
		};
		this._doc = doc;
		this.root = root;
		this.filter = filter ?? null;
		this.whatToShow = whatToShow ?? NodeFilter.SHOW_ALL;
		this._currentNode = root;
		this._walkerStack.unshift(doc.createTreeWalker(root, whatToShow, this._acceptNode));
		const shadowRoot = root.shadowRoot;
		if (shadowRoot) {
			const walker = this._doc.createTreeWalker(shadowRoot, this.whatToShow, { acceptNode: this._acceptNode });
			this._walkerStack.unshift(walker);
		}
	}
	get currentNode() {
		return this._currentNode;
	}
	set currentNode(node) {
		if (!$23f2114a1b82827e$export$4282f70798064fe0(this.root, node)) throw new Error("Cannot set currentNode to a node that is not contained by the root node.");
		const walkers = [];
		let curNode = node;
		let currentWalkerCurrentNode = node;
		this._currentNode = node;
		while (curNode && curNode !== this.root) if (curNode.nodeType === Node.DOCUMENT_FRAGMENT_NODE) {
			const shadowRoot = curNode;
			const walker = this._doc.createTreeWalker(shadowRoot, this.whatToShow, { acceptNode: this._acceptNode });
			walkers.push(walker);
			walker.currentNode = currentWalkerCurrentNode;
			this._currentSetFor.add(walker);
			curNode = currentWalkerCurrentNode = shadowRoot.host;
		} else curNode = curNode.parentNode;
		const walker = this._doc.createTreeWalker(this.root, this.whatToShow, { acceptNode: this._acceptNode });
		walkers.push(walker);
		walker.currentNode = currentWalkerCurrentNode;
		this._currentSetFor.add(walker);
		this._walkerStack = walkers;
	}
	get doc() {
		return this._doc;
	}
	firstChild() {
		let currentNode = this.currentNode;
		let newNode = this.nextNode();
		if (!$23f2114a1b82827e$export$4282f70798064fe0(currentNode, newNode)) {
			this.currentNode = currentNode;
			return null;
		}
		if (newNode) this.currentNode = newNode;
		return newNode;
	}
	lastChild() {
		let newNode = this._walkerStack[0].lastChild();
		if (newNode) this.currentNode = newNode;
		return newNode;
	}
	nextNode() {
		const nextNode = this._walkerStack[0].nextNode();
		if (nextNode) {
			if (nextNode.shadowRoot) {
				let nodeResult;
				if (typeof this.filter === "function") nodeResult = this.filter(nextNode);
				else if (this.filter?.acceptNode) nodeResult = this.filter.acceptNode(nextNode);
				if (nodeResult === NodeFilter.FILTER_ACCEPT) {
					this.currentNode = nextNode;
					return nextNode;
				}
				let newNode = this.nextNode();
				if (newNode) this.currentNode = newNode;
				return newNode;
			}
			if (nextNode) this.currentNode = nextNode;
			return nextNode;
		} else if (this._walkerStack.length > 1) {
			this._walkerStack.shift();
			let newNode = this.nextNode();
			if (newNode) this.currentNode = newNode;
			return newNode;
		} else return null;
	}
	previousNode() {
		const currentWalker = this._walkerStack[0];
		if (currentWalker.currentNode === currentWalker.root) {
			if (this._currentSetFor.has(currentWalker)) {
				this._currentSetFor.delete(currentWalker);
				if (this._walkerStack.length > 1) {
					this._walkerStack.shift();
					let newNode = this.previousNode();
					if (newNode) this.currentNode = newNode;
					return newNode;
				} else return null;
			}
			return null;
		}
		const previousNode = currentWalker.previousNode();
		if (previousNode) {
			if (previousNode.shadowRoot) {
				let nodeResult;
				if (typeof this.filter === "function") nodeResult = this.filter(previousNode);
				else if (this.filter?.acceptNode) nodeResult = this.filter.acceptNode(previousNode);
				if (nodeResult === NodeFilter.FILTER_ACCEPT) {
					if (previousNode) this.currentNode = previousNode;
					return previousNode;
				}
				let newNode = this.lastChild();
				if (newNode) this.currentNode = newNode;
				return newNode;
			}
			if (previousNode) this.currentNode = previousNode;
			return previousNode;
		} else if (this._walkerStack.length > 1) {
			this._walkerStack.shift();
			let newNode = this.previousNode();
			if (newNode) this.currentNode = newNode;
			return newNode;
		} else return null;
	}
	/**
	* @deprecated
	*/ nextSibling() {
		return null;
	}
	/**
	* @deprecated
	*/ previousSibling() {
		return null;
	}
	/**
	* @deprecated
	*/ parentNode() {
		return null;
	}
};
function $654b97e09f2a30c1$export$4d0f8be8b12a7ef6(doc, root, whatToShow, filter) {
	if ($6a20a7989e6c817a$export$98658e8c59125e6a()) return new $654b97e09f2a30c1$export$63eb3ababa9c55c4(doc, root, whatToShow, filter);
	return doc.createTreeWalker(root, whatToShow, filter);
}
// node_modules/react-aria/dist/private/focus/FocusScope.mjs
var $535772f9d2c1f38d$var$FocusContext = /*#__PURE__*/ import_react.createContext(null);
var $535772f9d2c1f38d$var$RESTORE_FOCUS_EVENT = "react-aria-focus-scope-restore";
var $535772f9d2c1f38d$var$activeScope = null;
function $535772f9d2c1f38d$export$20e40289641fbbb6(props) {
	let { children, contain, restoreFocus, autoFocus } = props;
	let startRef = (0, import_react.useRef)(null);
	let endRef = (0, import_react.useRef)(null);
	let scopeRef = (0, import_react.useRef)([]);
	let { parentNode } = (0, import_react.useContext)($535772f9d2c1f38d$var$FocusContext) || {};
	let node = (0, import_react.useMemo)(() => new $535772f9d2c1f38d$var$TreeNode({ scopeRef }), [scopeRef]);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		let parent = parentNode || $535772f9d2c1f38d$export$d06fae2ee68b101e.root;
		if ($535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(parent.scopeRef) && $535772f9d2c1f38d$var$activeScope && !$535772f9d2c1f38d$var$isAncestorScope($535772f9d2c1f38d$var$activeScope, parent.scopeRef)) {
			let activeNode = $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode($535772f9d2c1f38d$var$activeScope);
			if (activeNode) parent = activeNode;
		}
		parent.addChild(node);
		$535772f9d2c1f38d$export$d06fae2ee68b101e.addNode(node);
	}, [node, parentNode]);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		let node = $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(scopeRef);
		if (node) node.contain = !!contain;
	}, [contain]);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		let node = startRef.current?.nextSibling;
		let nodes = [];
		let stopPropagation = (e) => e.stopPropagation();
		while (node && node !== endRef.current) {
			nodes.push(node);
			node.addEventListener($535772f9d2c1f38d$var$RESTORE_FOCUS_EVENT, stopPropagation);
			node = node.nextSibling;
		}
		scopeRef.current = nodes;
		return () => {
			for (let node of nodes) node.removeEventListener($535772f9d2c1f38d$var$RESTORE_FOCUS_EVENT, stopPropagation);
		};
	}, [children]);
	$535772f9d2c1f38d$var$useActiveScopeTracker(scopeRef, restoreFocus, contain);
	$535772f9d2c1f38d$var$useFocusContainment(scopeRef, contain);
	$535772f9d2c1f38d$var$useRestoreFocus(scopeRef, restoreFocus, contain);
	$535772f9d2c1f38d$var$useAutoFocus(scopeRef, autoFocus);
	(0, import_react.useEffect)(() => {
		const activeElement = $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(scopeRef.current ? scopeRef.current[0] : void 0));
		let scope = null;
		if ($535772f9d2c1f38d$var$isElementInScope(activeElement, scopeRef.current)) {
			for (let node of $535772f9d2c1f38d$export$d06fae2ee68b101e.traverse()) if (node.scopeRef && $535772f9d2c1f38d$var$isElementInScope(activeElement, node.scopeRef.current)) scope = node;
			if (scope === $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(scopeRef)) $535772f9d2c1f38d$var$activeScope = scope.scopeRef;
		}
	}, [scopeRef]);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		return () => {
			let parentScope = $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(scopeRef)?.parent?.scopeRef ?? null;
			if ((scopeRef === $535772f9d2c1f38d$var$activeScope || $535772f9d2c1f38d$var$isAncestorScope(scopeRef, $535772f9d2c1f38d$var$activeScope)) && (!parentScope || $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(parentScope))) $535772f9d2c1f38d$var$activeScope = parentScope;
			$535772f9d2c1f38d$export$d06fae2ee68b101e.removeTreeNode(scopeRef);
		};
	}, [scopeRef]);
	let focusManager = (0, import_react.useMemo)(() => $535772f9d2c1f38d$var$createFocusManagerForScope(scopeRef), []);
	let value = (0, import_react.useMemo)(() => ({
		focusManager,
		parentNode: node
	}), [node, focusManager]);
	return /*#__PURE__*/ import_react.createElement($535772f9d2c1f38d$var$FocusContext.Provider, { value }, /*#__PURE__*/ import_react.createElement("span", {
		"data-focus-scope-start": true,
		hidden: true,
		ref: startRef
	}), children, /*#__PURE__*/ import_react.createElement("span", {
		"data-focus-scope-end": true,
		hidden: true,
		ref: endRef
	}));
}
function $535772f9d2c1f38d$var$createFocusManagerForScope(scopeRef) {
	return {
		focusNext(opts = {}) {
			let scope = scopeRef.current;
			let { from, tabbable, wrap, accept } = opts;
			let node = from || $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(scope[0] ?? void 0));
			let sentinel = scope[0].previousElementSibling;
			let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa($535772f9d2c1f38d$var$getScopeRoot(scope), {
				tabbable,
				accept
			}, scope);
			walker.currentNode = $535772f9d2c1f38d$var$isElementInScope(node, scope) ? node : sentinel;
			let nextNode = walker.nextNode();
			if (!nextNode && wrap) {
				walker.currentNode = sentinel;
				nextNode = walker.nextNode();
			}
			if (nextNode) $535772f9d2c1f38d$var$focusElement(nextNode, true);
			return nextNode;
		},
		focusPrevious(opts = {}) {
			let scope = scopeRef.current;
			let { from, tabbable, wrap, accept } = opts;
			let node = from || $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(scope[0] ?? void 0));
			let sentinel = scope[scope.length - 1].nextElementSibling;
			let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa($535772f9d2c1f38d$var$getScopeRoot(scope), {
				tabbable,
				accept
			}, scope);
			walker.currentNode = $535772f9d2c1f38d$var$isElementInScope(node, scope) ? node : sentinel;
			let previousNode = walker.previousNode();
			if (!previousNode && wrap) {
				walker.currentNode = sentinel;
				previousNode = walker.previousNode();
			}
			if (previousNode) $535772f9d2c1f38d$var$focusElement(previousNode, true);
			return previousNode;
		},
		focusFirst(opts = {}) {
			let scope = scopeRef.current;
			let { tabbable, accept } = opts;
			let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa($535772f9d2c1f38d$var$getScopeRoot(scope), {
				tabbable,
				accept
			}, scope);
			walker.currentNode = scope[0].previousElementSibling;
			let nextNode = walker.nextNode();
			if (nextNode) $535772f9d2c1f38d$var$focusElement(nextNode, true);
			return nextNode;
		},
		focusLast(opts = {}) {
			let scope = scopeRef.current;
			let { tabbable, accept } = opts;
			let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa($535772f9d2c1f38d$var$getScopeRoot(scope), {
				tabbable,
				accept
			}, scope);
			walker.currentNode = scope[scope.length - 1].nextElementSibling;
			let previousNode = walker.previousNode();
			if (previousNode) $535772f9d2c1f38d$var$focusElement(previousNode, true);
			return previousNode;
		}
	};
}
function $535772f9d2c1f38d$var$getScopeRoot(scope) {
	return scope[0].parentElement;
}
function $535772f9d2c1f38d$var$shouldContainFocus(scopeRef) {
	let scope = $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode($535772f9d2c1f38d$var$activeScope);
	while (scope && scope.scopeRef !== scopeRef) {
		if (scope.contain) return false;
		scope = scope.parent;
	}
	return true;
}
function $535772f9d2c1f38d$var$getRadiosInGroup(element) {
	if (!element.form) return Array.from($d447af545b77c9f1$export$b204af158042fbac(element).querySelectorAll(`input[type="radio"][name="${CSS.escape(element.name)}"]`)).filter((radio) => !radio.form);
	const radioList = element.form.elements.namedItem(element.name);
	let ownerWindow = $d447af545b77c9f1$export$f21a1ffae260145a(element);
	if (radioList instanceof ownerWindow.RadioNodeList) return Array.from(radioList).filter((el) => el instanceof ownerWindow.HTMLInputElement);
	if (radioList instanceof ownerWindow.HTMLInputElement) return [radioList];
	return [];
}
function $535772f9d2c1f38d$var$isTabbableRadio(element) {
	if (element.checked) return true;
	const radios = $535772f9d2c1f38d$var$getRadiosInGroup(element);
	return radios.length > 0 && !radios.some((radio) => radio.checked);
}
function $535772f9d2c1f38d$var$useFocusContainment(scopeRef, contain) {
	let focusedNode = (0, import_react.useRef)(void 0);
	let raf = (0, import_react.useRef)(void 0);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		let scope = scopeRef.current;
		if (!contain) {
			if (raf.current) {
				cancelAnimationFrame(raf.current);
				raf.current = void 0;
			}
			return;
		}
		const ownerDocument = $d447af545b77c9f1$export$b204af158042fbac(scope ? scope[0] : void 0);
		let onKeyDown = (e) => {
			if (e.key !== "Tab" || e.altKey || e.ctrlKey || e.metaKey || !$535772f9d2c1f38d$var$shouldContainFocus(scopeRef) || e.isComposing) return;
			let focusedElement = $23f2114a1b82827e$export$cd4e5573fbe2b576(ownerDocument);
			let scope = scopeRef.current;
			if (!scope || !$535772f9d2c1f38d$var$isElementInScope(focusedElement, scope)) return;
			let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa($535772f9d2c1f38d$var$getScopeRoot(scope), { tabbable: true }, scope);
			if (!focusedElement) return;
			walker.currentNode = focusedElement;
			let nextElement = e.shiftKey ? walker.previousNode() : walker.nextNode();
			if (!nextElement) {
				walker.currentNode = e.shiftKey ? scope[scope.length - 1].nextElementSibling : scope[0].previousElementSibling;
				nextElement = e.shiftKey ? walker.previousNode() : walker.nextNode();
			}
			e.preventDefault();
			if (nextElement) {
				$535772f9d2c1f38d$var$focusElement(nextElement, true);
				if (nextElement instanceof $d447af545b77c9f1$export$f21a1ffae260145a(nextElement).HTMLInputElement) nextElement.select();
			}
		};
		let onFocus = (e) => {
			if ((!$535772f9d2c1f38d$var$activeScope || $535772f9d2c1f38d$var$isAncestorScope($535772f9d2c1f38d$var$activeScope, scopeRef)) && $535772f9d2c1f38d$var$isElementInScope($23f2114a1b82827e$export$e58f029f0fbfdb29(e), scopeRef.current)) {
				$535772f9d2c1f38d$var$activeScope = scopeRef;
				focusedNode.current = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
			} else if ($535772f9d2c1f38d$var$shouldContainFocus(scopeRef) && !$535772f9d2c1f38d$var$isElementInChildScope($23f2114a1b82827e$export$e58f029f0fbfdb29(e), scopeRef)) {
				if (focusedNode.current) $535772f9d2c1f38d$var$focusElement(focusedNode.current);
				else if ($535772f9d2c1f38d$var$activeScope && $535772f9d2c1f38d$var$activeScope.current) $535772f9d2c1f38d$var$focusFirstInScope($535772f9d2c1f38d$var$activeScope.current);
			} else if ($535772f9d2c1f38d$var$shouldContainFocus(scopeRef)) focusedNode.current = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
		};
		let onBlur = (e) => {
			if (raf.current) cancelAnimationFrame(raf.current);
			raf.current = requestAnimationFrame(() => {
				let modality = $8f5a2122b0992be3$export$630ff653c5ada6a9();
				let shouldSkipFocusRestore = (modality === "virtual" || modality === null) && $2add3ce32c6007eb$export$a11b0059900ceec8() && $2add3ce32c6007eb$export$6446a186d09e379e();
				let activeElement = $23f2114a1b82827e$export$cd4e5573fbe2b576(ownerDocument);
				if (!shouldSkipFocusRestore && activeElement && $535772f9d2c1f38d$var$shouldContainFocus(scopeRef) && !$535772f9d2c1f38d$var$isElementInChildScope(activeElement, scopeRef)) {
					$535772f9d2c1f38d$var$activeScope = scopeRef;
					let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
					if (target && target.isConnected) {
						focusedNode.current = target;
						$535772f9d2c1f38d$var$focusElement(focusedNode.current);
					} else if ($535772f9d2c1f38d$var$activeScope.current) $535772f9d2c1f38d$var$focusFirstInScope($535772f9d2c1f38d$var$activeScope.current);
				}
			});
		};
		ownerDocument.addEventListener("keydown", onKeyDown, false);
		ownerDocument.addEventListener("focusin", onFocus, false);
		scope?.forEach((element) => element.addEventListener("focusin", onFocus, false));
		scope?.forEach((element) => element.addEventListener("focusout", onBlur, false));
		return () => {
			ownerDocument.removeEventListener("keydown", onKeyDown, false);
			ownerDocument.removeEventListener("focusin", onFocus, false);
			scope?.forEach((element) => element.removeEventListener("focusin", onFocus, false));
			scope?.forEach((element) => element.removeEventListener("focusout", onBlur, false));
		};
	}, [scopeRef, contain]);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		return () => {
			if (raf.current) cancelAnimationFrame(raf.current);
		};
	}, [raf]);
}
function $535772f9d2c1f38d$var$isElementInAnyScope(element) {
	return $535772f9d2c1f38d$var$isElementInChildScope(element);
}
function $535772f9d2c1f38d$var$isElementInScope(element, scope) {
	if (!element) return false;
	if (!scope) return false;
	return scope.some((node) => $23f2114a1b82827e$export$4282f70798064fe0(node, element));
}
function $535772f9d2c1f38d$var$isElementInChildScope(element, scope = null) {
	if (element instanceof Element && element.closest("[data-react-aria-top-layer]")) return true;
	for (let { scopeRef: s } of $535772f9d2c1f38d$export$d06fae2ee68b101e.traverse($535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(scope))) if (s && $535772f9d2c1f38d$var$isElementInScope(element, s.current)) return true;
	return false;
}
function $535772f9d2c1f38d$export$1258395f99bf9cbf(element) {
	return $535772f9d2c1f38d$var$isElementInChildScope(element, $535772f9d2c1f38d$var$activeScope);
}
function $535772f9d2c1f38d$var$isAncestorScope(ancestor, scope) {
	let parent = $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(scope)?.parent;
	while (parent) {
		if (parent.scopeRef === ancestor) return true;
		parent = parent.parent;
	}
	return false;
}
function $535772f9d2c1f38d$var$focusElement(element, scroll = false) {
	if (element != null && !scroll) try {
		$f192c2f16961cbe0$export$80f3e147d781571c(element);
	} catch {}
	else if (element != null) try {
		element.focus();
	} catch {}
}
function $535772f9d2c1f38d$var$getFirstInScope(scope, tabbable = true) {
	let sentinel = scope[0].previousElementSibling;
	let scopeRoot = $535772f9d2c1f38d$var$getScopeRoot(scope);
	let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(scopeRoot, { tabbable }, scope);
	walker.currentNode = sentinel;
	let nextNode = walker.nextNode();
	if (tabbable && !nextNode) {
		scopeRoot = $535772f9d2c1f38d$var$getScopeRoot(scope);
		walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(scopeRoot, { tabbable: false }, scope);
		walker.currentNode = sentinel;
		nextNode = walker.nextNode();
	}
	return nextNode;
}
function $535772f9d2c1f38d$var$focusFirstInScope(scope, tabbable = true) {
	$535772f9d2c1f38d$var$focusElement($535772f9d2c1f38d$var$getFirstInScope(scope, tabbable));
}
function $535772f9d2c1f38d$var$useAutoFocus(scopeRef, autoFocus) {
	const autoFocusRef = import_react.useRef(autoFocus);
	(0, import_react.useEffect)(() => {
		if (autoFocusRef.current) {
			$535772f9d2c1f38d$var$activeScope = scopeRef;
			const ownerDocument = $d447af545b77c9f1$export$b204af158042fbac(scopeRef.current ? scopeRef.current[0] : void 0);
			if (!$535772f9d2c1f38d$var$isElementInScope($23f2114a1b82827e$export$cd4e5573fbe2b576(ownerDocument), $535772f9d2c1f38d$var$activeScope.current) && scopeRef.current) $535772f9d2c1f38d$var$focusFirstInScope(scopeRef.current);
		}
		autoFocusRef.current = false;
	}, [scopeRef]);
}
function $535772f9d2c1f38d$var$useActiveScopeTracker(scopeRef, restore, contain) {
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (restore || contain) return;
		let scope = scopeRef.current;
		const ownerDocument = $d447af545b77c9f1$export$b204af158042fbac(scope ? scope[0] : void 0);
		let onFocus = (e) => {
			let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
			if ($535772f9d2c1f38d$var$isElementInScope(target, scopeRef.current)) $535772f9d2c1f38d$var$activeScope = scopeRef;
			else if (!$535772f9d2c1f38d$var$isElementInAnyScope(target)) $535772f9d2c1f38d$var$activeScope = null;
		};
		ownerDocument.addEventListener("focusin", onFocus, false);
		scope?.forEach((element) => element.addEventListener("focusin", onFocus, false));
		return () => {
			ownerDocument.removeEventListener("focusin", onFocus, false);
			scope?.forEach((element) => element.removeEventListener("focusin", onFocus, false));
		};
	}, [
		scopeRef,
		restore,
		contain
	]);
}
function $535772f9d2c1f38d$var$shouldRestoreFocus(scopeRef) {
	let scope = $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode($535772f9d2c1f38d$var$activeScope);
	while (scope && scope.scopeRef !== scopeRef) {
		if (scope.nodeToRestore) return false;
		scope = scope.parent;
	}
	return scope?.scopeRef === scopeRef;
}
function $535772f9d2c1f38d$var$useRestoreFocus(scopeRef, restoreFocus, contain) {
	const nodeToRestoreRef = (0, import_react.useRef)(typeof document !== "undefined" ? $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(scopeRef.current ? scopeRef.current[0] : void 0)) : null);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		let scope = scopeRef.current;
		const ownerDocument = $d447af545b77c9f1$export$b204af158042fbac(scope ? scope[0] : void 0);
		if (!restoreFocus || contain) return;
		let onFocus = () => {
			if ((!$535772f9d2c1f38d$var$activeScope || $535772f9d2c1f38d$var$isAncestorScope($535772f9d2c1f38d$var$activeScope, scopeRef)) && $535772f9d2c1f38d$var$isElementInScope($23f2114a1b82827e$export$cd4e5573fbe2b576(ownerDocument), scopeRef.current)) $535772f9d2c1f38d$var$activeScope = scopeRef;
		};
		ownerDocument.addEventListener("focusin", onFocus, false);
		scope?.forEach((element) => element.addEventListener("focusin", onFocus, false));
		return () => {
			ownerDocument.removeEventListener("focusin", onFocus, false);
			scope?.forEach((element) => element.removeEventListener("focusin", onFocus, false));
		};
	}, [scopeRef, contain]);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		const ownerDocument = $d447af545b77c9f1$export$b204af158042fbac(scopeRef.current ? scopeRef.current[0] : void 0);
		if (!restoreFocus) return;
		let onKeyDown = (e) => {
			if (e.key !== "Tab" || e.altKey || e.ctrlKey || e.metaKey || !$535772f9d2c1f38d$var$shouldContainFocus(scopeRef) || e.isComposing) return;
			let focusedElement = ownerDocument.activeElement;
			if (!$535772f9d2c1f38d$var$isElementInChildScope(focusedElement, scopeRef) || !$535772f9d2c1f38d$var$shouldRestoreFocus(scopeRef)) return;
			let treeNode = $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(scopeRef);
			if (!treeNode) return;
			let nodeToRestore = treeNode.nodeToRestore;
			let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(ownerDocument.body, { tabbable: true });
			walker.currentNode = focusedElement;
			let nextElement = e.shiftKey ? walker.previousNode() : walker.nextNode();
			if (!nodeToRestore || !nodeToRestore.isConnected || nodeToRestore === ownerDocument.body) {
				nodeToRestore = void 0;
				treeNode.nodeToRestore = void 0;
			}
			if ((!nextElement || !$535772f9d2c1f38d$var$isElementInChildScope(nextElement, scopeRef)) && nodeToRestore) {
				walker.currentNode = nodeToRestore;
				do
					nextElement = e.shiftKey ? walker.previousNode() : walker.nextNode();
				while ($535772f9d2c1f38d$var$isElementInChildScope(nextElement, scopeRef));
				e.preventDefault();
				e.stopPropagation();
				if (nextElement) $535772f9d2c1f38d$var$focusElement(nextElement, true);
				else if (!$535772f9d2c1f38d$var$isElementInAnyScope(nodeToRestore)) focusedElement.blur();
				else $535772f9d2c1f38d$var$focusElement(nodeToRestore, true);
			}
		};
		if (!contain) ownerDocument.addEventListener("keydown", onKeyDown, true);
		return () => {
			if (!contain) ownerDocument.removeEventListener("keydown", onKeyDown, true);
		};
	}, [
		scopeRef,
		restoreFocus,
		contain
	]);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		const ownerDocument = $d447af545b77c9f1$export$b204af158042fbac(scopeRef.current ? scopeRef.current[0] : void 0);
		if (!restoreFocus) return;
		let treeNode = $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(scopeRef);
		if (!treeNode) return;
		treeNode.nodeToRestore = nodeToRestoreRef.current ?? void 0;
		return () => {
			let treeNode = $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(scopeRef);
			if (!treeNode) return;
			let nodeToRestore = treeNode.nodeToRestore;
			let activeElement = $23f2114a1b82827e$export$cd4e5573fbe2b576(ownerDocument);
			if (restoreFocus && nodeToRestore && (activeElement && $535772f9d2c1f38d$var$isElementInChildScope(activeElement, scopeRef) || activeElement === ownerDocument.body && $535772f9d2c1f38d$var$shouldRestoreFocus(scopeRef))) {
				let clonedTree = $535772f9d2c1f38d$export$d06fae2ee68b101e.clone();
				requestAnimationFrame(() => {
					if (ownerDocument.activeElement === ownerDocument.body) {
						let treeNode = clonedTree.getTreeNode(scopeRef);
						while (treeNode) {
							if (treeNode.nodeToRestore && treeNode.nodeToRestore.isConnected) {
								$535772f9d2c1f38d$var$restoreFocusToElement(treeNode.nodeToRestore);
								return;
							}
							treeNode = treeNode.parent;
						}
						treeNode = clonedTree.getTreeNode(scopeRef);
						while (treeNode) {
							if (treeNode.scopeRef && treeNode.scopeRef.current && $535772f9d2c1f38d$export$d06fae2ee68b101e.getTreeNode(treeNode.scopeRef)) {
								let node = $535772f9d2c1f38d$var$getFirstInScope(treeNode.scopeRef.current, true);
								if (node) {
									$535772f9d2c1f38d$var$restoreFocusToElement(node);
									return;
								}
							}
							treeNode = treeNode.parent;
						}
					}
				});
			}
		};
	}, [scopeRef, restoreFocus]);
}
function $535772f9d2c1f38d$var$restoreFocusToElement(node) {
	if (node.dispatchEvent(new CustomEvent($535772f9d2c1f38d$var$RESTORE_FOCUS_EVENT, {
		bubbles: true,
		cancelable: true
	}))) $535772f9d2c1f38d$var$focusElement(node);
}
function $535772f9d2c1f38d$export$2d6ec8fc375ceafa(root, opts, scope) {
	let filter = opts?.tabbable ? $3b8b240c1bf84ab9$export$bebd5a1431fec25d : $3b8b240c1bf84ab9$export$4c063cf1350e6fed;
	let rootElement = root?.nodeType === Node.ELEMENT_NODE ? root : null;
	let doc = $d447af545b77c9f1$export$b204af158042fbac(rootElement);
	let walker = $654b97e09f2a30c1$export$4d0f8be8b12a7ef6(doc, root || doc, NodeFilter.SHOW_ELEMENT, { acceptNode(node) {
		if ($23f2114a1b82827e$export$4282f70798064fe0(opts?.from, node)) return NodeFilter.FILTER_REJECT;
		if (opts?.tabbable && node.tagName === "INPUT" && node.getAttribute("type") === "radio") {
			if (!$535772f9d2c1f38d$var$isTabbableRadio(node)) return NodeFilter.FILTER_REJECT;
			if (walker.currentNode.tagName === "INPUT" && walker.currentNode.type === "radio" && walker.currentNode.name === node.name) return NodeFilter.FILTER_REJECT;
		}
		if (filter(node) && (!scope || $535772f9d2c1f38d$var$isElementInScope(node, scope)) && (!opts?.accept || opts.accept(node))) return NodeFilter.FILTER_ACCEPT;
		return NodeFilter.FILTER_SKIP;
	} });
	if (opts?.from) walker.currentNode = opts.from;
	return walker;
}
function $535772f9d2c1f38d$export$c5251b9e124bf29(ref, defaultOptions = {}) {
	return {
		focusNext(opts = {}) {
			let root = ref.current;
			if (!root) return null;
			let { from, tabbable = defaultOptions.tabbable, wrap = defaultOptions.wrap, accept = defaultOptions.accept } = opts;
			let node = from || $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(root));
			let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(root, {
				tabbable,
				accept
			});
			if ($23f2114a1b82827e$export$4282f70798064fe0(root, node)) walker.currentNode = node;
			let nextNode = walker.nextNode();
			if (!nextNode && wrap) {
				walker.currentNode = root;
				nextNode = walker.nextNode();
			}
			if (nextNode) $535772f9d2c1f38d$var$focusElement(nextNode, true);
			return nextNode;
		},
		focusPrevious(opts = defaultOptions) {
			let root = ref.current;
			if (!root) return null;
			let { from, tabbable = defaultOptions.tabbable, wrap = defaultOptions.wrap, accept = defaultOptions.accept } = opts;
			let node = from || $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(root));
			let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(root, {
				tabbable,
				accept
			});
			if ($23f2114a1b82827e$export$4282f70798064fe0(root, node)) walker.currentNode = node;
			else {
				let next = $535772f9d2c1f38d$var$last(walker);
				if (next) $535772f9d2c1f38d$var$focusElement(next, true);
				return next ?? null;
			}
			let previousNode = walker.previousNode();
			if (!previousNode && wrap) {
				walker.currentNode = root;
				let lastNode = $535772f9d2c1f38d$var$last(walker);
				if (!lastNode) return null;
				previousNode = lastNode;
			}
			if (previousNode) $535772f9d2c1f38d$var$focusElement(previousNode, true);
			return previousNode ?? null;
		},
		focusFirst(opts = defaultOptions) {
			let root = ref.current;
			if (!root) return null;
			let { tabbable = defaultOptions.tabbable, accept = defaultOptions.accept } = opts;
			let nextNode = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(root, {
				tabbable,
				accept
			}).nextNode();
			if (nextNode) $535772f9d2c1f38d$var$focusElement(nextNode, true);
			return nextNode;
		},
		focusLast(opts = defaultOptions) {
			let root = ref.current;
			if (!root) return null;
			let { tabbable = defaultOptions.tabbable, accept = defaultOptions.accept } = opts;
			let next = $535772f9d2c1f38d$var$last($535772f9d2c1f38d$export$2d6ec8fc375ceafa(root, {
				tabbable,
				accept
			}));
			if (next) $535772f9d2c1f38d$var$focusElement(next, true);
			return next ?? null;
		}
	};
}
function $535772f9d2c1f38d$var$last(walker) {
	let next = void 0;
	let last;
	do {
		last = walker.lastChild();
		if (last) next = last;
	} while (last);
	return next;
}
var $535772f9d2c1f38d$var$Tree = class $535772f9d2c1f38d$var$Tree {
	constructor() {
		this.fastMap = /* @__PURE__ */ new Map();
		this.root = new $535772f9d2c1f38d$var$TreeNode({ scopeRef: null });
		this.fastMap.set(null, this.root);
	}
	get size() {
		return this.fastMap.size;
	}
	getTreeNode(data) {
		return this.fastMap.get(data);
	}
	addTreeNode(scopeRef, parent, nodeToRestore) {
		let parentNode = this.fastMap.get(parent ?? null);
		if (!parentNode) return;
		let node = new $535772f9d2c1f38d$var$TreeNode({ scopeRef });
		parentNode.addChild(node);
		node.parent = parentNode;
		this.fastMap.set(scopeRef, node);
		if (nodeToRestore) node.nodeToRestore = nodeToRestore;
	}
	addNode(node) {
		this.fastMap.set(node.scopeRef, node);
	}
	removeTreeNode(scopeRef) {
		if (scopeRef === null) return;
		let node = this.fastMap.get(scopeRef);
		if (!node) return;
		let parentNode = node.parent;
		for (let current of this.traverse()) if (current !== node && node.nodeToRestore && current.nodeToRestore && node.scopeRef && node.scopeRef.current && $535772f9d2c1f38d$var$isElementInScope(current.nodeToRestore, node.scopeRef.current)) current.nodeToRestore = node.nodeToRestore;
		let children = node.children;
		if (parentNode) {
			parentNode.removeChild(node);
			if (children.size > 0) children.forEach((child) => parentNode && parentNode.addChild(child));
		}
		this.fastMap.delete(node.scopeRef);
	}
	*traverse(node = this.root) {
		if (node.scopeRef != null) yield node;
		if (node.children.size > 0) for (let child of node.children) yield* this.traverse(child);
	}
	clone() {
		let newTree = new $535772f9d2c1f38d$var$Tree();
		for (let node of this.traverse()) newTree.addTreeNode(node.scopeRef, node.parent?.scopeRef ?? null, node.nodeToRestore);
		return newTree;
	}
};
var $535772f9d2c1f38d$var$TreeNode = class {
	constructor(props) {
		this.children = /* @__PURE__ */ new Set();
		this.contain = false;
		this.scopeRef = props.scopeRef;
	}
	addChild(node) {
		this.children.add(node);
		node.parent = this;
	}
	removeChild(node) {
		this.children.delete(node);
		node.parent = void 0;
	}
};
var $535772f9d2c1f38d$export$d06fae2ee68b101e = new $535772f9d2c1f38d$var$Tree();
export { $654b97e09f2a30c1$export$4d0f8be8b12a7ef6 as a, $3e6197669829fe11$export$40bfa8c7b0832715 as c, $535772f9d2c1f38d$export$c5251b9e124bf29 as i, $535772f9d2c1f38d$export$20e40289641fbbb6 as n, $ea3928288112382f$export$439d29a4e110a164 as o, $535772f9d2c1f38d$export$2d6ec8fc375ceafa as r, $ea3928288112382f$export$a966af930f325cab as s, $535772f9d2c1f38d$export$1258395f99bf9cbf as t };

//# sourceMappingURL=FocusScope-C0vcqR63.js.map