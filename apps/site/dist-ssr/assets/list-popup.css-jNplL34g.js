import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Ct as $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, K as $8f5a2122b0992be3$export$b9b3dfddab17db27, Lt as $a4e76a5424781910$export$e08e3b67e392101e, M as $1e74c67db218ce67$export$f8168d8dd8fd66e6, Nt as $390e54f620492c70$export$b4cc09c592e8fdb8, Pt as $390e54f620492c70$export$f680877a34711e37, R as $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, Tt as $7230ffa83bc0c2cf$export$c62b8e45d58ddad9, Y as $caaf0dd3060ed57c$export$7e924b3091a3bd18, _ as $2c9edc598a03d523$export$420e68273165f4ec, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, f as $0beb20c9744a2065$export$8467354a121f1b9f, g as $0c4a58759813079a$export$4e328f61c538687f, h as $e969f22b6713ca4a$export$ae780daf29e6d456, j as $8296dad1a4c5e0dc$export$8f71654801c2f7cd, kt as $03e8ab2d84d7657a$export$4338b53315abf666, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { C as $6f0c29017aeec335$export$fd11f34e1d07f134, _ as $263ab7fc0f95ccdb$export$d40e14dec8b060a8, b as $42ceafc619f9c3ba$export$fb8073518f34e6ec, c as $f6ba6936bfd098a0$export$ecf600387e221c37, m as $263ab7fc0f95ccdb$export$4feb769f8ddf26c5, o as $b24d1bc31a0f941d$export$a9d04c5684123369, p as $91fe5e721c7f36c1$export$c9549807523555e0, v as $42ceafc619f9c3ba$export$18af5c7a9e9b3664, x as $6f0c29017aeec335$export$8258a0665a675899, y as $42ceafc619f9c3ba$export$bf788dd355e3a401 } from "./animation-DbzJvMWS.js";
import { n as $535772f9d2c1f38d$export$20e40289641fbbb6 } from "./FocusScope-C0vcqR63.js";
import { i as $4b38b5b75ecc6208$export$b0d3ecf7112093a7, t as $673d46fce3e5717d$export$a16aca283550c30d } from "./useCollator-DMa4zt-g.js";
import { A as $e28ab3efe3e87743$export$6615d83f6de245ce, D as $64903b4b31b6bb2a$export$b95089534ab7c1fd, E as $2efe10d3f1f9e31e$export$77d5aafae4e095b2, O as $ae8f8d98b2b18f2f$export$a05409b8bb224a5a, T as $0407362eaf54473e$export$ccaea96c28e8b9e7, j as $53e61d82d8b8611d$export$e0e4026c12a8bdbb } from "./Dialog-BVV4XIn9.js";
import { t as $792f28e438b9ad5f$export$758399f318e6385a } from "./SharedElementTransition-by_EWVJ9.js";
import { n as $b14b6f590b50af39$export$ba9d38c0f1bf2b36, t as $b14b6f590b50af39$export$2f645645f7bca764 } from "./useListState-DfaxnZtm.js";
import "../entry-server.js";
// node_modules/react-aria-components/dist/private/DragAndDrop.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $f9554a667e4f0374$export$d188a835a7bc5783 = /*#__PURE__*/ (0, import_react.createContext)({});
var $f9554a667e4f0374$export$f55761759794cf55 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $f9554a667e4f0374$export$62ed72bc21f6b8a6 = /*#__PURE__*/ (0, import_react.forwardRef)(function DropIndicator(props, ref) {
	let { render } = (0, import_react.useContext)($f9554a667e4f0374$export$f55761759794cf55);
	return /*#__PURE__*/ import_react.createElement(import_react.Fragment, null, render(props, ref));
});
function $f9554a667e4f0374$export$971707d8a129a1f7(dragAndDropHooks, dropState) {
	let renderDropIndicator = dragAndDropHooks?.renderDropIndicator;
	let isVirtualDragging = dragAndDropHooks?.isVirtualDragging?.();
	let fn = (0, import_react.useCallback)((target) => {
		if (isVirtualDragging || dropState?.isDropTarget(target)) return renderDropIndicator ? renderDropIndicator(target) : /*#__PURE__*/ import_react.createElement($f9554a667e4f0374$export$62ed72bc21f6b8a6, { target });
	}, [
		dropState?.target,
		isVirtualDragging,
		renderDropIndicator
	]);
	return dragAndDropHooks?.useDropIndicator ? fn : void 0;
}
function $f9554a667e4f0374$export$d1e8e3fbb7461f6(selectionManager, dragAndDropHooks, dropState) {
	let focusedKey = selectionManager.focusedKey;
	let dropTargetKey = null;
	if (dragAndDropHooks?.isVirtualDragging?.() && dropState?.target?.type === "item") {
		dropTargetKey = dropState.target.key;
		if (dropState.target.dropPosition === "after") {
			let nextKey = dropState.collection.getKeyAfter(dropTargetKey);
			let lastDescendantKey = null;
			if (nextKey != null) {
				let targetLevel = dropState.collection.getItem(dropTargetKey)?.level ?? 0;
				while (nextKey != null) {
					let node = dropState.collection.getItem(nextKey);
					if (!node) break;
					if (node.type !== "item") {
						nextKey = dropState.collection.getKeyAfter(nextKey);
						continue;
					}
					if ((node.level ?? 0) <= targetLevel) break;
					lastDescendantKey = nextKey;
					nextKey = dropState.collection.getKeyAfter(nextKey);
				}
			}
			dropTargetKey = nextKey ?? lastDescendantKey ?? dropTargetKey;
		}
	}
	return (0, import_react.useMemo)(() => {
		return new Set([focusedKey, dropTargetKey].filter((k) => k != null));
	}, [focusedKey, dropTargetKey]);
}
// node_modules/react-aria/dist/private/listbox/utils.mjs
var $cd088b5c0d7b27b4$export$3585ede4d035bf14 = /* @__PURE__ */ new WeakMap();
function $cd088b5c0d7b27b4$var$normalizeKey(key) {
	if (typeof key === "string") return key.replace(/\s*/g, "");
	return "" + key;
}
function $cd088b5c0d7b27b4$export$9145995848b05025(state, itemKey) {
	let data = $cd088b5c0d7b27b4$export$3585ede4d035bf14.get(state);
	if (!data) throw new Error("Unknown list");
	return `${data.id}-option-${$cd088b5c0d7b27b4$var$normalizeKey(itemKey)}`;
}
// node_modules/react-aria/dist/private/listbox/useListBox.mjs
function $686593f99a1df089$export$50eacbbf140a3141(props, state, ref) {
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	let selectionBehavior = props.selectionBehavior || "toggle";
	let orientation = props.orientation || "vertical";
	let linkBehavior = props.linkBehavior || (selectionBehavior === "replace" ? "action" : "override");
	if (selectionBehavior === "toggle" && linkBehavior === "action") linkBehavior = "override";
	let { listProps } = $64903b4b31b6bb2a$export$b95089534ab7c1fd({
		...props,
		ref,
		selectionManager: state.selectionManager,
		collection: state.collection,
		disabledKeys: state.disabledKeys,
		linkBehavior
	});
	let { focusWithinProps } = $2c9edc598a03d523$export$420e68273165f4ec({
		onFocusWithin: props.onFocus,
		onBlurWithin: props.onBlur,
		onFocusWithinChange: props.onFocusChange
	});
	let id = $390e54f620492c70$export$f680877a34711e37(props.id);
	$cd088b5c0d7b27b4$export$3585ede4d035bf14.set(state, {
		id,
		shouldUseVirtualFocus: props.shouldUseVirtualFocus,
		shouldSelectOnPressUp: props.shouldSelectOnPressUp,
		shouldFocusOnHover: props.shouldFocusOnHover,
		isVirtualized: props.isVirtualized,
		onAction: props.onAction,
		linkBehavior,
		UNSTABLE_itemBehavior: props["UNSTABLE_itemBehavior"]
	});
	let { labelProps, fieldProps } = $0beb20c9744a2065$export$8467354a121f1b9f({
		...props,
		id,
		labelElementType: "span"
	});
	return {
		labelProps,
		listBoxProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, focusWithinProps, state.selectionManager.selectionMode === "multiple" ? { "aria-multiselectable": "true" } : {}, {
			role: "listbox",
			"aria-orientation": orientation,
			...$bbaa08b3cd72f041$export$9d1611c77c2fe928(fieldProps, listProps)
		})
	};
}
// node_modules/react-aria/dist/private/listbox/useOption.mjs
function $dae966e193913d1b$export$497855f14858aa34(props, state, ref) {
	let { key } = props;
	let data = $cd088b5c0d7b27b4$export$3585ede4d035bf14.get(state);
	let isDisabled = props.isDisabled ?? state.selectionManager.isDisabled(key);
	let isSelected = props.isSelected ?? state.selectionManager.isSelected(key);
	let shouldSelectOnPressUp = props.shouldSelectOnPressUp ?? data?.shouldSelectOnPressUp;
	let shouldFocusOnHover = props.shouldFocusOnHover ?? data?.shouldFocusOnHover;
	let shouldUseVirtualFocus = props.shouldUseVirtualFocus ?? data?.shouldUseVirtualFocus;
	let isVirtualized = props.isVirtualized ?? data?.isVirtualized;
	let labelId = $390e54f620492c70$export$b4cc09c592e8fdb8();
	let descriptionId = $390e54f620492c70$export$b4cc09c592e8fdb8();
	let optionProps = {
		role: "option",
		"aria-disabled": isDisabled || void 0,
		"aria-selected": state.selectionManager.selectionMode !== "none" ? isSelected : void 0,
		"aria-label": props["aria-label"],
		"aria-labelledby": labelId,
		"aria-describedby": descriptionId
	};
	let item = state.collection.getItem(key);
	if (isVirtualized) {
		let index = Number(item?.index);
		optionProps["aria-posinset"] = Number.isNaN(index) ? void 0 : index + 1;
		optionProps["aria-setsize"] = $2efe10d3f1f9e31e$export$77d5aafae4e095b2(state.collection);
	}
	let onAction = data?.onAction ? () => data?.onAction?.(key) : void 0;
	let id = $cd088b5c0d7b27b4$export$9145995848b05025(state, key);
	let { itemProps, isPressed, isFocused, hasAction, allowsSelection } = $f6ba6936bfd098a0$export$ecf600387e221c37({
		selectionManager: state.selectionManager,
		key,
		ref,
		shouldSelectOnPressUp,
		allowsDifferentPressOrigin: shouldSelectOnPressUp && shouldFocusOnHover,
		isVirtualized,
		shouldUseVirtualFocus,
		isDisabled,
		onAction: onAction || item?.props?.onAction ? $a4e76a5424781910$export$e08e3b67e392101e(item?.props?.onAction, onAction) : void 0,
		linkBehavior: data?.linkBehavior,
		UNSTABLE_itemBehavior: data?.["UNSTABLE_itemBehavior"],
		id
	});
	let { hoverProps } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		isDisabled: isDisabled || !shouldFocusOnHover,
		onHoverStart() {
			if (!$8f5a2122b0992be3$export$b9b3dfddab17db27()) {
				state.selectionManager.setFocused(true);
				state.selectionManager.setFocusedKey(key);
			}
		}
	});
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(item?.props);
	delete domProps.id;
	let linkProps = $caaf0dd3060ed57c$export$7e924b3091a3bd18(item?.props);
	return {
		optionProps: {
			...optionProps,
			...$bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, itemProps, hoverProps, linkProps),
			id
		},
		labelProps: { id: labelId },
		descriptionProps: { id: descriptionId },
		isFocused,
		isFocusVisible: isFocused && state.selectionManager.isFocused && $8f5a2122b0992be3$export$b9b3dfddab17db27(),
		isSelected,
		isDisabled,
		isPressed,
		allowsSelection,
		hasAction
	};
}
// node_modules/react-aria/dist/private/listbox/useListBoxSection.mjs
function $3d6c959d2ef57b72$export$c3f9f39876e4bc7(props) {
	let { heading, "aria-label": ariaLabel } = props;
	let headingId = $390e54f620492c70$export$f680877a34711e37();
	return {
		itemProps: { role: "presentation" },
		headingProps: heading ? {
			id: headingId,
			role: "presentation",
			onMouseDown: (e) => {
				e.preventDefault();
			}
		} : {},
		groupProps: {
			role: "group",
			"aria-label": ariaLabel,
			"aria-labelledby": heading ? headingId : void 0
		}
	};
}
// node_modules/react-aria-components/dist/private/ListBox.mjs
var $928221da08ecbc62$export$7ff8f37d2d81a48d = /*#__PURE__*/ (0, import_react.createContext)(null);
var $928221da08ecbc62$export$7c5906fe4f1f2af2 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $928221da08ecbc62$export$41f133550aa26f48 = /*#__PURE__*/ (0, import_react.forwardRef)(function ListBox(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $928221da08ecbc62$export$7ff8f37d2d81a48d);
	let state = (0, import_react.useContext)($928221da08ecbc62$export$7c5906fe4f1f2af2);
	if (state) return /*#__PURE__*/ import_react.createElement($928221da08ecbc62$var$ListBoxInner, {
		state,
		props,
		listBoxRef: ref
	});
	return /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$export$bf788dd355e3a401, { content: /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$export$fb8073518f34e6ec, props) }, (collection) => /*#__PURE__*/ import_react.createElement($928221da08ecbc62$var$StandaloneListBox, {
		props,
		listBoxRef: ref,
		collection
	}));
});
function $928221da08ecbc62$var$StandaloneListBox({ props, listBoxRef, collection }) {
	props = {
		...props,
		collection,
		children: null,
		items: null
	};
	let { layoutDelegate } = (0, import_react.useContext)($263ab7fc0f95ccdb$export$4feb769f8ddf26c5);
	let state = $b14b6f590b50af39$export$2f645645f7bca764({
		...props,
		layoutDelegate
	});
	return /*#__PURE__*/ import_react.createElement($928221da08ecbc62$var$ListBoxInner, {
		state,
		props,
		listBoxRef
	});
}
function $928221da08ecbc62$var$ListBoxInner({ state: inputState, props, listBoxRef }) {
	[props, listBoxRef] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, listBoxRef, $4b38b5b75ecc6208$export$b0d3ecf7112093a7);
	let { dragAndDropHooks, layout = "stack", orientation = "vertical", filter } = props;
	let state = $b14b6f590b50af39$export$ba9d38c0f1bf2b36(inputState, filter);
	let { collection, selectionManager } = state;
	let isListDraggable = !!dragAndDropHooks?.useDraggableCollectionState;
	let isListDroppable = !!dragAndDropHooks?.useDroppableCollectionState;
	let { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let { disabledBehavior, disabledKeys } = selectionManager;
	let collator = $673d46fce3e5717d$export$a16aca283550c30d({
		usage: "search",
		sensitivity: "base"
	});
	let { isVirtualized, layoutDelegate, dropTargetDelegate: ctxDropTargetDelegate, CollectionRoot } = (0, import_react.useContext)($263ab7fc0f95ccdb$export$4feb769f8ddf26c5);
	let keyboardDelegate = (0, import_react.useMemo)(() => props.keyboardDelegate || new $ae8f8d98b2b18f2f$export$a05409b8bb224a5a({
		collection,
		collator,
		ref: listBoxRef,
		disabledKeys,
		disabledBehavior,
		layout,
		orientation,
		direction,
		layoutDelegate
	}), [
		collection,
		collator,
		listBoxRef,
		disabledBehavior,
		disabledKeys,
		orientation,
		direction,
		props.keyboardDelegate,
		layout,
		layoutDelegate
	]);
	let { listBoxProps } = $686593f99a1df089$export$50eacbbf140a3141({
		...props,
		shouldSelectOnPressUp: isListDraggable || props.shouldSelectOnPressUp,
		keyboardDelegate,
		isVirtualized
	}, state, listBoxRef);
	(0, import_react.useRef)(isListDraggable);
	(0, import_react.useRef)(isListDroppable);
	(0, import_react.useEffect)(() => {}, [isListDraggable, isListDroppable]);
	let dragState = void 0;
	let dropState = void 0;
	let droppableCollection = void 0;
	let isRootDropTarget = false;
	let dragPreview = null;
	let preview = (0, import_react.useRef)(null);
	if (isListDraggable && dragAndDropHooks) {
		dragState = dragAndDropHooks.useDraggableCollectionState({
			collection,
			selectionManager,
			preview: dragAndDropHooks.renderDragPreview ? preview : void 0
		});
		dragAndDropHooks.useDraggableCollection({}, dragState, listBoxRef);
		let DragPreview = dragAndDropHooks.DragPreview;
		dragPreview = dragAndDropHooks.renderDragPreview ? /*#__PURE__*/ import_react.createElement(DragPreview, { ref: preview }, dragAndDropHooks.renderDragPreview) : null;
	}
	if (isListDroppable && dragAndDropHooks) {
		dropState = dragAndDropHooks.useDroppableCollectionState({
			collection,
			selectionManager
		});
		let dropTargetDelegate = dragAndDropHooks.dropTargetDelegate || ctxDropTargetDelegate || new dragAndDropHooks.ListDropTargetDelegate(collection, listBoxRef, {
			orientation,
			layout,
			direction
		});
		droppableCollection = dragAndDropHooks.useDroppableCollection({
			keyboardDelegate,
			dropTargetDelegate
		}, dropState, listBoxRef);
		isRootDropTarget = dropState.isDropTarget({ type: "root" });
	}
	let { focusProps, isFocused, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f();
	let isEmpty = state.collection.size === 0;
	let renderValues = {
		isDropTarget: isRootDropTarget,
		isEmpty,
		isFocused,
		isFocusVisible,
		layout: props.layout || "stack",
		orientation,
		state
	};
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		children: void 0,
		defaultClassName: "react-aria-ListBox",
		values: renderValues
	});
	let emptyState = null;
	if (isEmpty && props.renderEmptyState) emptyState = /*#__PURE__*/ import_react.createElement("div", {
		role: "option",
		style: { display: "contents" }
	}, props.renderEmptyState(renderValues));
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($535772f9d2c1f38d$export$20e40289641fbbb6, null, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, listBoxProps, focusProps, droppableCollection?.collectionProps),
		ref: listBoxRef,
		slot: props.slot || void 0,
		onScroll: props.onScroll,
		"data-drop-target": isRootDropTarget || void 0,
		"data-empty": isEmpty || void 0,
		"data-focused": isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		"data-layout": props.layout || "stack",
		"data-orientation": orientation
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$928221da08ecbc62$export$7ff8f37d2d81a48d, props],
		[$928221da08ecbc62$export$7c5906fe4f1f2af2, state],
		[$f9554a667e4f0374$export$d188a835a7bc5783, {
			dragAndDropHooks,
			dragState,
			dropState
		}],
		[$e28ab3efe3e87743$export$6615d83f6de245ce, { elementType: "div" }],
		[$f9554a667e4f0374$export$f55761759794cf55, { render: $928221da08ecbc62$var$ListBoxDropIndicatorWrapper }],
		[$263ab7fc0f95ccdb$export$d40e14dec8b060a8, {
			name: "ListBoxSection",
			render: $928221da08ecbc62$var$ListBoxSectionInner
		}]
	] }, /*#__PURE__*/ import_react.createElement($792f28e438b9ad5f$export$758399f318e6385a, null, /*#__PURE__*/ import_react.createElement(CollectionRoot, {
		collection,
		scrollRef: listBoxRef,
		persistedKeys: $f9554a667e4f0374$export$d1e8e3fbb7461f6(selectionManager, dragAndDropHooks, dropState),
		renderDropIndicator: $f9554a667e4f0374$export$971707d8a129a1f7(dragAndDropHooks, dropState)
	}))), emptyState, dragPreview));
}
function $928221da08ecbc62$var$ListBoxSectionInner(props, ref, section, className = "react-aria-ListBoxSection") {
	let state = (0, import_react.useContext)($928221da08ecbc62$export$7c5906fe4f1f2af2);
	let { dragAndDropHooks, dropState } = (0, import_react.useContext)($f9554a667e4f0374$export$d188a835a7bc5783);
	let { CollectionBranch } = (0, import_react.useContext)($263ab7fc0f95ccdb$export$4feb769f8ddf26c5);
	let [headingRef, heading] = $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8();
	let { headingProps, groupProps } = $3d6c959d2ef57b72$export$c3f9f39876e4bc7({
		heading,
		"aria-label": props["aria-label"] ?? void 0
	});
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		id: void 0,
		children: void 0,
		defaultClassName: className,
		values: void 0
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.section, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, groupProps),
		ref
	}, /*#__PURE__*/ import_react.createElement($53e61d82d8b8611d$export$e0e4026c12a8bdbb.Provider, { value: {
		...headingProps,
		ref: headingRef
	} }, /*#__PURE__*/ import_react.createElement(CollectionBranch, {
		collection: state.collection,
		parent: section,
		renderDropIndicator: $f9554a667e4f0374$export$971707d8a129a1f7(dragAndDropHooks, dropState)
	})));
}
var $928221da08ecbc62$export$a11e76429ed99b4 = /*#__PURE__*/ $42ceafc619f9c3ba$export$18af5c7a9e9b3664($6f0c29017aeec335$export$fd11f34e1d07f134, function ListBoxItem(props, forwardedRef, item) {
	let ref = $03e8ab2d84d7657a$export$4338b53315abf666(forwardedRef);
	let state = (0, import_react.useContext)($928221da08ecbc62$export$7c5906fe4f1f2af2);
	let { dragAndDropHooks, dragState, dropState } = (0, import_react.useContext)($f9554a667e4f0374$export$d188a835a7bc5783);
	let isDraggable = dragState && !(dragState.isDisabled || dragState.selectionManager.isDisabled(item.key));
	let { optionProps, labelProps, descriptionProps, ...states } = $dae966e193913d1b$export$497855f14858aa34({
		key: item.key,
		"aria-label": props?.["aria-label"]
	}, state, ref);
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		isDisabled: !states.allowsSelection && !states.hasAction && !isDraggable,
		onHoverStart: item.props.onHoverStart,
		onHoverChange: item.props.onHoverChange,
		onHoverEnd: item.props.onHoverEnd
	});
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd(props);
	let { focusProps } = $1e74c67db218ce67$export$f8168d8dd8fd66e6(props);
	let draggableItem = null;
	if (dragState && dragAndDropHooks) draggableItem = dragAndDropHooks.useDraggableItem({
		key: item.key,
		hasAction: states.hasAction
	}, dragState);
	let droppableItem = null;
	if (dropState && dragAndDropHooks) droppableItem = dragAndDropHooks.useDroppableItem({ target: {
		type: "item",
		key: item.key,
		dropPosition: "on"
	} }, dropState, ref);
	let isDragging = dragState && dragState.isDragging(item.key);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		id: void 0,
		children: props.children,
		defaultClassName: "react-aria-ListBoxItem",
		values: {
			...states,
			isHovered,
			selectionMode: state.selectionManager.selectionMode,
			selectionBehavior: state.selectionManager.selectionBehavior,
			allowsDragging: !!dragState,
			isDragging,
			isDropTarget: droppableItem?.isDropTarget
		}
	});
	(0, import_react.useEffect)(() => {
		if (!item.textValue && false);
	}, [item.textValue]);
	let ElementType = props.href ? $7230ffa83bc0c2cf$export$df3a06d6289f983e.a : $7230ffa83bc0c2cf$export$df3a06d6289f983e.div;
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	delete DOMProps.onClick;
	if (props.href && optionProps.tabIndex == null) optionProps.tabIndex = -1;
	return /*#__PURE__*/ import_react.createElement(ElementType, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, optionProps, hoverProps, keyboardProps, focusProps, draggableItem?.dragProps, droppableItem?.dropProps),
		ref,
		"data-allows-dragging": !!dragState || void 0,
		"data-selected": states.isSelected || void 0,
		"data-disabled": states.isDisabled || void 0,
		"data-hovered": isHovered || void 0,
		"data-focused": states.isFocused || void 0,
		"data-focus-visible": states.isFocusVisible || void 0,
		"data-pressed": states.isPressed || void 0,
		"data-dragging": isDragging || void 0,
		"data-drop-target": droppableItem?.isDropTarget || void 0,
		"data-selection-mode": state.selectionManager.selectionMode === "none" ? void 0 : state.selectionManager.selectionMode
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
		[$7230ffa83bc0c2cf$export$c62b8e45d58ddad9]: labelProps,
		label: labelProps,
		description: descriptionProps
	} }], [$91fe5e721c7f36c1$export$c9549807523555e0, { isSelected: states.isSelected }]] }, renderProps.children));
});
function $928221da08ecbc62$var$ListBoxDropIndicatorWrapper(props, ref) {
	ref = $03e8ab2d84d7657a$export$4338b53315abf666(ref);
	let { dragAndDropHooks, dropState } = (0, import_react.useContext)($f9554a667e4f0374$export$d188a835a7bc5783);
	let { dropIndicatorProps, isHidden, isDropTarget } = dragAndDropHooks.useDropIndicator(props, dropState, ref);
	if (isHidden) return null;
	return /*#__PURE__*/ import_react.createElement($928221da08ecbc62$var$ListBoxDropIndicatorForwardRef, {
		...props,
		dropIndicatorProps,
		isDropTarget,
		ref
	});
}
function $928221da08ecbc62$var$ListBoxDropIndicator(props, ref) {
	let { dropIndicatorProps, isDropTarget, ...otherProps } = props;
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...otherProps,
		defaultClassName: "react-aria-DropIndicator",
		values: { isDropTarget }
	});
	return /*#__PURE__*/ import_react.createElement(import_react.Fragment, null, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...dropIndicatorProps,
		...renderProps,
		role: "option",
		ref,
		"data-drop-target": isDropTarget || void 0
	}));
}
var $928221da08ecbc62$var$ListBoxDropIndicatorForwardRef = /*#__PURE__*/ (0, import_react.forwardRef)($928221da08ecbc62$var$ListBoxDropIndicator);
$42ceafc619f9c3ba$export$18af5c7a9e9b3664($6f0c29017aeec335$export$8258a0665a675899, function ListBoxLoadingIndicator(props, ref, item) {
	let state = (0, import_react.useContext)($928221da08ecbc62$export$7c5906fe4f1f2af2);
	let { isLoading, onLoadMore, scrollOffset, ...otherProps } = props;
	let sentinelRef = (0, import_react.useRef)(null);
	let memoedLoadMoreProps = (0, import_react.useMemo)(() => ({
		onLoadMore,
		collection: state?.collection,
		sentinelRef,
		scrollOffset
	}), [
		onLoadMore,
		scrollOffset,
		state?.collection
	]);
	$0407362eaf54473e$export$ccaea96c28e8b9e7(memoedLoadMoreProps, sentinelRef);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...otherProps,
		id: void 0,
		children: item.rendered,
		defaultClassName: "react-aria-ListBoxLoadingIndicator",
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
		role: "option",
		ref
	}, renderProps.children)));
});
// libs/ui/src/theme/list-popup.css.ts
var listPopover = "_1ubnbvx0";
var listBox = "_1ubnbvx1";
var listOption = "_1ubnbvx2";
export { $928221da08ecbc62$export$7c5906fe4f1f2af2 as a, $cd088b5c0d7b27b4$export$3585ede4d035bf14 as c, $928221da08ecbc62$export$41f133550aa26f48 as i, $cd088b5c0d7b27b4$export$9145995848b05025 as l, listOption as n, $928221da08ecbc62$export$7ff8f37d2d81a48d as o, listPopover as r, $928221da08ecbc62$export$a11e76429ed99b4 as s, listBox as t };

//# sourceMappingURL=list-popup.css-jNplL34g.js.map