import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, B as $e8ac3c3f5d4bae7f$export$d6875122194c7b44, Bt as createRuntimeFn, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, O as $d1116acdf220c2da$export$4c014de7c8940b4c, Ot as $7230ffa83bc0c2cf$export$fabf2dc03a41866e, Pt as $390e54f620492c70$export$f680877a34711e37, R as $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, Y as $caaf0dd3060ed57c$export$7e924b3091a3bd18, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, g as $0c4a58759813079a$export$4e328f61c538687f, h as $e969f22b6713ca4a$export$ae780daf29e6d456, kt as $03e8ab2d84d7657a$export$4338b53315abf666, w as $d7f64c32b702fe2c$export$86427a43e3e48ebb, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { S as $6f0c29017aeec335$export$d68d59712b04d9d1, b as $42ceafc619f9c3ba$export$fb8073518f34e6ec, c as $f6ba6936bfd098a0$export$ecf600387e221c37, g as $263ab7fc0f95ccdb$export$a164736487e3f0ae, h as $263ab7fc0f95ccdb$export$90e00781bc59d8f9, m as $263ab7fc0f95ccdb$export$4feb769f8ddf26c5, n as $fcc7165e876206c6$export$6d3443f2c48bfc20, o as $b24d1bc31a0f941d$export$a9d04c5684123369, p as $91fe5e721c7f36c1$export$c9549807523555e0, t as $fcc7165e876206c6$export$45fda7c47f93fd48, u as $d667c2af82d35a98$export$d6daf82dcd84e87c, v as $42ceafc619f9c3ba$export$18af5c7a9e9b3664, y as $42ceafc619f9c3ba$export$bf788dd355e3a401 } from "./animation-DbzJvMWS.js";
import { t as $792f28e438b9ad5f$export$758399f318e6385a } from "./SharedElementTransition-by_EWVJ9.js";
import { t as $bf14c9739fda2eb3$export$eac1895992b9f3d6 } from "./useHasTabbableChild-Blr7hzhb.js";
import { t as $b14b6f590b50af39$export$2f645645f7bca764 } from "./useListState-DfaxnZtm.js";
import { c as $3e6197669829fe11$export$40bfa8c7b0832715 } from "./FocusScope-C0vcqR63.js";
import "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// node_modules/react-aria/dist/private/tabs/utils.mjs
var $a251981b23baaa12$export$c5f62239608282b6 = /* @__PURE__ */ new WeakMap();
function $a251981b23baaa12$export$567fc7097e064344(state, key, role) {
	if (!state) return "";
	if (typeof key === "string") key = key.replace(/\s+/g, "");
	return `${$a251981b23baaa12$export$c5f62239608282b6.get(state)}-${role}-${key}`;
}
// node_modules/react-aria/dist/private/tabs/useTab.mjs
function $1b6fa05bad3d7740$export$fdf4756d5b8ef90a(props, state, ref) {
	let { key, isDisabled: propsDisabled, shouldSelectOnPressUp } = props;
	let { selectionManager: manager, selectedKey } = state;
	let isSelected = key === selectedKey;
	let isDisabled = propsDisabled || state.isDisabled || state.selectionManager.isDisabled(key);
	let item = state.collection.getItem(key);
	let { itemProps, isPressed } = $f6ba6936bfd098a0$export$ecf600387e221c37({
		selectionManager: manager,
		key,
		ref,
		isDisabled,
		shouldSelectOnPressUp: shouldSelectOnPressUp ?? item?.props.href != null,
		linkBehavior: "selection"
	});
	let tabId = $a251981b23baaa12$export$567fc7097e064344(state, key, "tab");
	let tabPanelId = $a251981b23baaa12$export$567fc7097e064344(state, key, "tabpanel");
	let { tabIndex } = itemProps;
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(item?.props, { labelable: true });
	delete domProps.id;
	let linkProps = $caaf0dd3060ed57c$export$7e924b3091a3bd18(item?.props);
	let { focusableProps } = $d1116acdf220c2da$export$4c014de7c8940b4c({
		...item?.props,
		isDisabled
	}, ref);
	return {
		tabProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, focusableProps, linkProps, itemProps, {
			id: tabId,
			"aria-selected": isSelected,
			"aria-disabled": isDisabled || void 0,
			"aria-controls": isSelected ? tabPanelId : void 0,
			tabIndex: isDisabled ? void 0 : tabIndex,
			role: "tab"
		}),
		isSelected,
		isDisabled,
		isPressed
	};
}
// node_modules/react-aria/dist/private/tabs/useTabPanel.mjs
function $7d951241dadd72e4$export$fae0121b5afe572d(props, state, ref) {
	let tabIndex = $bf14c9739fda2eb3$export$eac1895992b9f3d6(ref) ? void 0 : 0;
	const id = $a251981b23baaa12$export$567fc7097e064344(state, props.id ?? state?.selectedKey, "tabpanel");
	const tabPanelProps = $e8ac3c3f5d4bae7f$export$d6875122194c7b44({
		...props,
		id,
		"aria-labelledby": $a251981b23baaa12$export$567fc7097e064344(state, state?.selectedKey, "tab")
	});
	return { tabPanelProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(tabPanelProps, {
		tabIndex,
		role: "tabpanel",
		"aria-describedby": props["aria-describedby"],
		"aria-details": props["aria-details"]
	}) };
}
// node_modules/react-aria/dist/private/tabs/TabsKeyboardDelegate.mjs
var $a226bee26c88efd7$export$15010ca3c1abe90b = class {
	constructor(collection, direction, orientation, disabledKeys = /* @__PURE__ */ new Set()) {
		this.collection = collection;
		this.flipDirection = direction === "rtl";
		this.disabledKeys = disabledKeys;
		this.tabDirection = orientation === "horizontal";
	}
	getKeyLeftOf(key) {
		if (this.flipDirection) return this.getNextKey(key);
		return this.getPreviousKey(key);
	}
	getKeyRightOf(key) {
		if (this.flipDirection) return this.getPreviousKey(key);
		return this.getNextKey(key);
	}
	isDisabled(key) {
		return this.disabledKeys.has(key) || !!this.collection.getItem(key)?.props?.isDisabled;
	}
	getFirstKey() {
		let key = this.collection.getFirstKey();
		if (key != null && this.isDisabled(key)) key = this.getNextKey(key);
		return key;
	}
	getLastKey() {
		let key = this.collection.getLastKey();
		if (key != null && this.isDisabled(key)) key = this.getPreviousKey(key);
		return key;
	}
	getKeyAbove(key) {
		if (this.tabDirection) return null;
		return this.getPreviousKey(key);
	}
	getKeyBelow(key) {
		if (this.tabDirection) return null;
		return this.getNextKey(key);
	}
	getNextKey(startKey) {
		let key = startKey;
		do {
			key = this.collection.getKeyAfter(key);
			if (key == null) key = this.collection.getFirstKey();
		} while (key != null && this.isDisabled(key) && key !== startKey);
		return key;
	}
	getPreviousKey(startKey) {
		let key = startKey;
		do {
			key = this.collection.getKeyBefore(key);
			if (key == null) key = this.collection.getLastKey();
		} while (key != null && this.isDisabled(key) && key !== startKey);
		return key;
	}
};
// node_modules/react-aria/dist/private/tabs/useTabList.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $83428e53deb13caf$export$773e389e644c5874(props, state, ref) {
	let { orientation = "horizontal", keyboardActivation = "automatic" } = props;
	let { collection, selectionManager: manager, disabledKeys } = state;
	let { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let delegate = (0, import_react.useMemo)(() => new $a226bee26c88efd7$export$15010ca3c1abe90b(collection, direction, orientation, disabledKeys), [
		collection,
		disabledKeys,
		orientation,
		direction
	]);
	let { collectionProps } = $d667c2af82d35a98$export$d6daf82dcd84e87c({
		ref,
		selectionManager: manager,
		keyboardDelegate: delegate,
		selectOnFocus: keyboardActivation === "automatic",
		disallowEmptySelection: true,
		scrollRef: ref,
		linkBehavior: "selection"
	});
	let tabsId = $390e54f620492c70$export$f680877a34711e37();
	$a251981b23baaa12$export$c5f62239608282b6.set(state, tabsId);
	let tabListLabelProps = $e8ac3c3f5d4bae7f$export$d6875122194c7b44({
		...props,
		id: tabsId
	});
	return { tabListProps: {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(collectionProps, tabListLabelProps),
		role: "tablist",
		"aria-orientation": orientation,
		tabIndex: void 0
	} };
}
// node_modules/react-stately/dist/private/list/useSingleSelectListState.mjs
function $0fdb127d377ffd84$export$e7f05e985daf4b5f(props) {
	let [selectedKey, setSelectedKey] = $3e6197669829fe11$export$40bfa8c7b0832715(props.selectedKey, props.defaultSelectedKey ?? null, props.onSelectionChange);
	let selectedKeys = (0, import_react.useMemo)(() => selectedKey != null ? [selectedKey] : [], [selectedKey]);
	let { collection, disabledKeys, selectionManager } = $b14b6f590b50af39$export$2f645645f7bca764({
		...props,
		selectionMode: "single",
		disallowEmptySelection: true,
		allowDuplicateSelectionEvents: true,
		selectedKeys,
		onSelectionChange: (keys) => {
			if (keys === "all") return;
			let key = keys.values().next().value ?? null;
			if (key === selectedKey && props.onSelectionChange) props.onSelectionChange(key);
			setSelectedKey(key);
		}
	});
	return {
		collection,
		disabledKeys,
		selectionManager,
		selectedKey,
		setSelectedKey,
		selectedItem: selectedKey != null ? collection.getItem(selectedKey) : null
	};
}
// node_modules/react-stately/dist/private/tabs/useTabListState.mjs
function $caeb030f09a278a1$export$4ba071daf4e486(props) {
	let state = $0fdb127d377ffd84$export$e7f05e985daf4b5f({
		...props,
		onSelectionChange: props.onSelectionChange ? (key) => {
			if (key != null) props.onSelectionChange?.(key);
		} : void 0,
		suppressTextValueWarning: true,
		defaultSelectedKey: props.defaultSelectedKey ?? $caeb030f09a278a1$var$findDefaultSelectedKey(props.collection, props.disabledKeys ? new Set(props.disabledKeys) : /* @__PURE__ */ new Set()) ?? void 0
	});
	let { selectionManager, collection, selectedKey: currentSelectedKey } = state;
	let lastSelectedKey = (0, import_react.useRef)(currentSelectedKey);
	(0, import_react.useEffect)(() => {
		let selectedKey = currentSelectedKey;
		if (props.selectedKey == null && (selectionManager.isEmpty || selectedKey == null || !collection.getItem(selectedKey))) {
			selectedKey = $caeb030f09a278a1$var$findDefaultSelectedKey(collection, state.disabledKeys);
			if (selectedKey != null) selectionManager.setSelectedKeys([selectedKey]);
		}
		if (selectedKey != null && selectionManager.focusedKey == null || !selectionManager.isFocused && selectedKey !== lastSelectedKey.current) selectionManager.setFocusedKey(selectedKey);
		lastSelectedKey.current = selectedKey;
	});
	return {
		...state,
		isDisabled: props.isDisabled || false
	};
}
function $caeb030f09a278a1$var$findDefaultSelectedKey(collection, disabledKeys) {
	let selectedKey = null;
	if (collection) {
		selectedKey = collection.getFirstKey();
		while (selectedKey != null && (disabledKeys.has(selectedKey) || collection.getItem(selectedKey)?.props?.isDisabled) && selectedKey !== collection.getLastKey()) selectedKey = collection.getKeyAfter(selectedKey);
		if (selectedKey != null && (disabledKeys.has(selectedKey) || collection.getItem(selectedKey)?.props?.isDisabled) && selectedKey === collection.getLastKey()) selectedKey = collection.getFirstKey();
	}
	return selectedKey;
}
// node_modules/react-aria-components/dist/private/Tabs.mjs
var $b4f18e3395fe64d7$export$cfa7aa87c26e7d1f = /*#__PURE__*/ (0, import_react.createContext)(null);
var $b4f18e3395fe64d7$export$364712098d2aa57c = /*#__PURE__*/ (0, import_react.createContext)(null);
var $b4f18e3395fe64d7$export$b2539bed5023c21c = /*#__PURE__*/ (0, import_react.forwardRef)(function Tabs(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $b4f18e3395fe64d7$export$cfa7aa87c26e7d1f);
	let { children, orientation = "horizontal" } = props;
	children = (0, import_react.useMemo)(() => typeof children === "function" ? children({
		orientation,
		defaultChildren: null
	}) : children, [children, orientation]);
	return /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$export$bf788dd355e3a401, { content: children }, (collection) => /*#__PURE__*/ import_react.createElement($b4f18e3395fe64d7$var$TabsInner, {
		props,
		collection,
		tabsRef: ref
	}));
});
function $b4f18e3395fe64d7$var$TabsInner({ props, tabsRef: ref, collection }) {
	let { orientation = "horizontal" } = props;
	let state = $caeb030f09a278a1$export$4ba071daf4e486({
		...props,
		collection,
		children: void 0
	});
	let { focusProps, isFocused, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f({ within: true });
	let values = (0, import_react.useMemo)(() => ({
		orientation,
		isFocusWithin: isFocused,
		isFocusVisible
	}), [
		orientation,
		isFocused,
		isFocusVisible
	]);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName: "react-aria-Tabs",
		values
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, focusProps),
		ref,
		slot: props.slot || void 0,
		"data-focused": isFocused || void 0,
		"data-orientation": orientation,
		"data-focus-visible": isFocusVisible || void 0,
		"data-disabled": state.isDisabled || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [[$b4f18e3395fe64d7$export$cfa7aa87c26e7d1f, props], [$b4f18e3395fe64d7$export$364712098d2aa57c, state]] }, renderProps.children));
}
var $b4f18e3395fe64d7$export$e51a686c67fdaa2d = /*#__PURE__*/ (0, import_react.forwardRef)(function TabList(props, ref) {
	return (0, import_react.useContext)($b4f18e3395fe64d7$export$364712098d2aa57c) ? /*#__PURE__*/ import_react.createElement($b4f18e3395fe64d7$var$TabListInner, {
		props,
		forwardedRef: ref
	}) : /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$export$fb8073518f34e6ec, props);
});
function $b4f18e3395fe64d7$var$TabListInner({ props, forwardedRef: ref }) {
	let state = (0, import_react.useContext)($b4f18e3395fe64d7$export$364712098d2aa57c);
	let { CollectionRoot } = (0, import_react.useContext)($263ab7fc0f95ccdb$export$4feb769f8ddf26c5);
	let { orientation = "horizontal", keyboardActivation = "automatic" } = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($b4f18e3395fe64d7$export$cfa7aa87c26e7d1f);
	let objectRef = $03e8ab2d84d7657a$export$4338b53315abf666(ref);
	let { tabListProps } = $83428e53deb13caf$export$773e389e644c5874({
		...props,
		orientation,
		keyboardActivation
	}, state, objectRef);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		children: null,
		defaultClassName: "react-aria-TabList",
		values: {
			orientation,
			state
		}
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, tabListProps),
		ref: objectRef,
		"data-orientation": orientation || void 0
	}, /*#__PURE__*/ import_react.createElement($792f28e438b9ad5f$export$758399f318e6385a, null, /*#__PURE__*/ import_react.createElement(CollectionRoot, {
		collection: state.collection,
		persistedKeys: $263ab7fc0f95ccdb$export$90e00781bc59d8f9(state.selectionManager.focusedKey)
	})));
}
var $b4f18e3395fe64d7$var$TabItemNode = class extends $6f0c29017aeec335$export$d68d59712b04d9d1 {
	static {
		this.type = "item";
	}
};
var $b4f18e3395fe64d7$export$3e41faf802a29e71 = /*#__PURE__*/ $42ceafc619f9c3ba$export$18af5c7a9e9b3664($b4f18e3395fe64d7$var$TabItemNode, (props, forwardedRef, item) => {
	let state = (0, import_react.useContext)($b4f18e3395fe64d7$export$364712098d2aa57c);
	let ref = $03e8ab2d84d7657a$export$4338b53315abf666(forwardedRef);
	let { tabProps, isSelected, isDisabled, isPressed } = $1b6fa05bad3d7740$export$fdf4756d5b8ef90a({
		key: item.key,
		...props
	}, state, ref);
	let { focusProps, isFocused, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f();
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		isDisabled,
		onHoverStart: props.onHoverStart,
		onHoverEnd: props.onHoverEnd,
		onHoverChange: props.onHoverChange
	});
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		id: void 0,
		children: item.rendered,
		defaultClassName: "react-aria-Tab",
		values: {
			isSelected,
			isDisabled,
			isFocused,
			isFocusVisible,
			isPressed,
			isHovered
		}
	});
	let ElementType = item.props.href ? $7230ffa83bc0c2cf$export$df3a06d6289f983e.a : $7230ffa83bc0c2cf$export$df3a06d6289f983e.div;
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	delete DOMProps.onClick;
	return /*#__PURE__*/ import_react.createElement(ElementType, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, tabProps, focusProps, hoverProps),
		ref,
		"data-selected": isSelected || void 0,
		"data-disabled": isDisabled || void 0,
		"data-focused": isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		"data-pressed": isPressed || void 0,
		"data-hovered": isHovered || void 0
	}, /*#__PURE__*/ import_react.createElement($91fe5e721c7f36c1$export$c9549807523555e0.Provider, { value: { isSelected } }, renderProps.children));
});
var $b4f18e3395fe64d7$export$3d96ec278d3efce4 = /*#__PURE__*/ $d7f64c32b702fe2c$export$86427a43e3e48ebb(function TabPanel(props, forwardedRef) {
	const state = (0, import_react.useContext)($b4f18e3395fe64d7$export$364712098d2aa57c);
	let ref = $03e8ab2d84d7657a$export$4338b53315abf666(forwardedRef);
	let isSelected = state.selectedKey === props.id;
	let [isInitiallySelected, setInitiallySelected] = (0, import_react.useState)(state.selectedKey != null ? isSelected : null);
	if (isInitiallySelected == null && state.selectedKey != null) setInitiallySelected(isSelected);
	else if (!isSelected && isInitiallySelected) setInitiallySelected(false);
	let isExiting = $fcc7165e876206c6$export$45fda7c47f93fd48(ref, isSelected);
	if (!isSelected && !props.shouldForceMount && !isExiting) return null;
	return /*#__PURE__*/ import_react.createElement($b4f18e3395fe64d7$var$TabPanelInner, {
		...props,
		tabPanelRef: ref,
		isInitiallySelected: isInitiallySelected || false,
		isExiting
	});
});
function $b4f18e3395fe64d7$var$TabPanelInner(props) {
	let state = (0, import_react.useContext)($b4f18e3395fe64d7$export$364712098d2aa57c);
	let { id, tabPanelRef: ref, isInitiallySelected, isExiting, ...otherProps } = props;
	let { tabPanelProps } = $7d951241dadd72e4$export$fae0121b5afe572d(props, state, ref);
	let { focusProps, isFocused, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f();
	let isSelected = state.selectedKey === props.id;
	let isEntering = $fcc7165e876206c6$export$6d3443f2c48bfc20(ref) && !isInitiallySelected;
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName: "react-aria-TabPanel",
		values: {
			isFocused,
			isFocusVisible,
			isInert: $b24d1bc31a0f941d$export$a9d04c5684123369(!isSelected),
			isEntering,
			isExiting,
			state
		}
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(otherProps, { global: true });
	delete DOMProps.id;
	let domProps = isSelected ? $bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, tabPanelProps, focusProps, renderProps) : $bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps);
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...domProps,
		ref,
		"data-focused": isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		inert: $b24d1bc31a0f941d$export$a9d04c5684123369(!isSelected || props.inert),
		"data-inert": !isSelected ? "true" : void 0,
		"data-entering": isEntering || void 0,
		"data-exiting": isExiting || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [[$b4f18e3395fe64d7$export$cfa7aa87c26e7d1f, null], [$b4f18e3395fe64d7$export$364712098d2aa57c, null]] }, /*#__PURE__*/ import_react.createElement($263ab7fc0f95ccdb$export$4feb769f8ddf26c5.Provider, { value: $263ab7fc0f95ccdb$export$a164736487e3f0ae }, renderProps.children)));
}
// libs/ui/src/components/Tabs/Tabs.css.ts
var tabs = createRuntimeFn({
	defaultClassName: "mrh3d50",
	variantClassNames: { variant: {
		line: "mrh3d51",
		pill: "mrh3d52"
	} },
	defaultVariants: { variant: "line" },
	compoundVariants: []
});
var tabList = "mrh3d53";
var tab = "mrh3d54";
var tabPanel = "mrh3d55";
// libs/ui/src/components/Tabs/Tabs.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Tabs on react-aria's `Tabs`: arrows move between tabs, the panel follows the selection. */
var Tabs = (0, import_react.forwardRef)(function Tabs({ variant, className, ...props }, ref) {
	const variantClass = tabs({ variant });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($b4f18e3395fe64d7$export$b2539bed5023c21c, {
		...props,
		ref,
		className: className ? `${variantClass} ${className}` : variantClass
	});
});
/** The row of tabs; name it with `aria-label`. */
function TabList({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($b4f18e3395fe64d7$export$e51a686c67fdaa2d, {
		...props,
		className: className ? `${tabList} ${className}` : tabList
	});
}
var Tab = (0, import_react.forwardRef)(function Tab({ className, ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($b4f18e3395fe64d7$export$3e41faf802a29e71, {
		...props,
		ref,
		className: className ? `${tab} ${className}` : tab
	});
});
var TabPanel = (0, import_react.forwardRef)(function TabPanel({ className, ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($b4f18e3395fe64d7$export$3d96ec278d3efce4, {
		...props,
		ref,
		className: className ? `${tabPanel} ${className}` : tabPanel
	});
});
export { Tabs as i, TabList as n, TabPanel as r, Tab as t };

//# sourceMappingURL=Tabs-6DQB3NSh.js.map