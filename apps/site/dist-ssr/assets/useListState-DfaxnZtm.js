import { a as $60f19cefd567a3e4$export$253fe78d46329472, i as $4a07ac835f260f78$export$6c8a5aaad13c9852, r as $d03379b88399b8c5$export$6cd28814d92fa9c9 } from "./animation-DbzJvMWS.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
// node_modules/react-stately/dist/private/list/ListCollection.mjs
var $f664a81d022446b5$export$d085fb9e920b5ca7 = class {
	constructor(nodes) {
		this.keyMap = /* @__PURE__ */ new Map();
		this.firstKey = null;
		this.lastKey = null;
		this.iterable = nodes;
		let visit = (node) => {
			this.keyMap.set(node.key, node);
			if (node.childNodes && node.type === "section") for (let child of node.childNodes) visit(child);
		};
		for (let node of nodes) visit(node);
		let last = null;
		let index = 0;
		let size = 0;
		for (let [key, node] of this.keyMap) {
			if (last) {
				last.nextKey = key;
				node.prevKey = last.key;
			} else {
				this.firstKey = key;
				node.prevKey = void 0;
			}
			if (node.type === "item") node.index = index++;
			if (node.type === "section" || node.type === "item") size++;
			last = node;
			last.nextKey = void 0;
		}
		this._size = size;
		this.lastKey = last?.key ?? null;
	}
	*[Symbol.iterator]() {
		yield* this.iterable;
	}
	get size() {
		return this._size;
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
	getChildren(key) {
		return this.keyMap.get(key)?.childNodes || [];
	}
};
// node_modules/react-stately/dist/private/list/useListState.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $b14b6f590b50af39$export$2f645645f7bca764(props) {
	let { filter, layoutDelegate } = props;
	let selectionState = $60f19cefd567a3e4$export$253fe78d46329472(props);
	let disabledKeys = (0, import_react.useMemo)(() => props.disabledKeys ? new Set(props.disabledKeys) : /* @__PURE__ */ new Set(), [props.disabledKeys]);
	let factory = (0, import_react.useCallback)((nodes) => filter ? new $f664a81d022446b5$export$d085fb9e920b5ca7(filter(nodes)) : new $f664a81d022446b5$export$d085fb9e920b5ca7(nodes), [filter]);
	let context = (0, import_react.useMemo)(() => ({ suppressTextValueWarning: props.suppressTextValueWarning }), [props.suppressTextValueWarning]);
	let collection = $d03379b88399b8c5$export$6cd28814d92fa9c9(props, factory, context);
	let selectionManager = (0, import_react.useMemo)(() => new $4a07ac835f260f78$export$6c8a5aaad13c9852(collection, selectionState, { layoutDelegate }), [
		collection,
		selectionState,
		layoutDelegate
	]);
	$b14b6f590b50af39$var$useFocusedKeyReset(collection, selectionManager);
	return {
		collection,
		disabledKeys,
		selectionManager
	};
}
function $b14b6f590b50af39$export$ba9d38c0f1bf2b36(state, filterFn) {
	let collection = (0, import_react.useMemo)(() => filterFn ? state.collection.filter(filterFn) : state.collection, [state.collection, filterFn]);
	let selectionManager = state.selectionManager.withCollection(collection);
	$b14b6f590b50af39$var$useFocusedKeyReset(collection, selectionManager);
	return {
		collection,
		selectionManager,
		disabledKeys: state.disabledKeys
	};
}
function $b14b6f590b50af39$var$useFocusedKeyReset(collection, selectionManager) {
	const cachedCollection = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (selectionManager.focusedKey != null && !collection.getItem(selectionManager.focusedKey) && cachedCollection.current) {
			let key = cachedCollection.current.getKeyAfter(selectionManager.focusedKey);
			let nextFocusedKey = null;
			while (key != null) {
				let node = collection.getItem(key);
				if (node && node.type === "item" && !selectionManager.isDisabled(key)) {
					nextFocusedKey = key;
					break;
				}
				key = cachedCollection.current.getKeyAfter(key);
			}
			if (nextFocusedKey == null) {
				key = cachedCollection.current.getKeyBefore(selectionManager.focusedKey);
				while (key != null) {
					let node = collection.getItem(key);
					if (node && node.type === "item" && !selectionManager.isDisabled(key)) {
						nextFocusedKey = key;
						break;
					}
					key = cachedCollection.current.getKeyBefore(key);
				}
			}
			selectionManager.setFocusedKey(nextFocusedKey);
		}
		cachedCollection.current = collection;
	}, [collection, selectionManager]);
}
export { $b14b6f590b50af39$export$ba9d38c0f1bf2b36 as n, $f664a81d022446b5$export$d085fb9e920b5ca7 as r, $b14b6f590b50af39$export$2f645645f7bca764 as t };

//# sourceMappingURL=useListState-DfaxnZtm.js.map