import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Bt as createRuntimeFn, Dt as $7230ffa83bc0c2cf$export$ef03459518577ad4, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, Mt as $4064df0d6f9620e1$export$c9058316764c140e, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, g as $0c4a58759813079a$export$4e328f61c538687f, h as $e969f22b6713ca4a$export$ae780daf29e6d456, kt as $03e8ab2d84d7657a$export$4338b53315abf666, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { t as $876b6f32ca5a04c3$export$cbe85ee05b554577 } from "./useToggle-aWAXdQ1t.js";
import { Y as $fd3c5e01e837dc20$export$8042c6c013fd5226 } from "../entry-server.js";
import { o as $ea3928288112382f$export$439d29a4e110a164 } from "./FocusScope-C0vcqR63.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// node_modules/react-aria/dist/private/switch/useSwitch.mjs
function $08312b2089c5b722$export$d853f7095ae95f88(props, state, ref) {
	let { labelProps, inputProps, isSelected, ...states } = $876b6f32ca5a04c3$export$cbe85ee05b554577(props, state, ref);
	return {
		labelProps,
		inputProps: {
			...inputProps,
			role: "switch",
			checked: isSelected
		},
		isSelected,
		...states
	};
}
// node_modules/react-aria-components/dist/private/Switch.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $24585aa46d6ffdff$export$8699e3b644d5a28a = /*#__PURE__*/ (0, import_react.createContext)(null);
var $24585aa46d6ffdff$export$5cc1518e1ec171c = /*#__PURE__*/ (0, import_react.createContext)(null);
var $24585aa46d6ffdff$export$b5d5cf8927ab7262 = /*#__PURE__*/ (0, import_react.forwardRef)(function Switch(props, ref) {
	let { inputRef: userProvidedInputRef = null, ...otherProps } = props;
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(otherProps, ref, $24585aa46d6ffdff$export$8699e3b644d5a28a);
	let inputRef = $03e8ab2d84d7657a$export$4338b53315abf666((0, import_react.useMemo)(() => $4064df0d6f9620e1$export$c9058316764c140e(userProvidedInputRef, props.inputRef !== void 0 ? props.inputRef : null), [userProvidedInputRef, props.inputRef]));
	let state = $fd3c5e01e837dc20$export$8042c6c013fd5226(props);
	let aria = $08312b2089c5b722$export$d853f7095ae95f88({
		...$7230ffa83bc0c2cf$export$ef03459518577ad4(props),
		children: typeof props.children === "function" ? true : props.children
	}, state, inputRef);
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [[$24585aa46d6ffdff$export$5cc1518e1ec171c, state], [$24585aa46d6ffdff$var$InternalSwitchContext, {
		...aria,
		inputRef,
		defaultClassName: "react-aria-Switch"
	}]] }, /*#__PURE__*/ import_react.createElement($24585aa46d6ffdff$export$72111f742dee7cb8, {
		...props,
		ref
	}));
});
var $24585aa46d6ffdff$var$InternalSwitchContext = /*#__PURE__*/ (0, import_react.createContext)(null);
var $24585aa46d6ffdff$export$72111f742dee7cb8 = /*#__PURE__*/ (0, import_react.forwardRef)(function SwitchButton(props, ref) {
	let { labelProps, inputProps, isSelected, isDisabled, isReadOnly, isPressed, isInvalid, inputRef, defaultClassName, isRequired } = (0, import_react.useContext)($24585aa46d6ffdff$var$InternalSwitchContext);
	let { isFocused, isFocusVisible, focusProps } = $0c4a58759813079a$export$4e328f61c538687f();
	let isInteractionDisabled = isDisabled || isReadOnly;
	let state = (0, import_react.useContext)($24585aa46d6ffdff$export$5cc1518e1ec171c);
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		...props,
		isDisabled: isInteractionDisabled
	});
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName,
		values: {
			isSelected,
			isPressed,
			isHovered,
			isFocused,
			isFocusVisible,
			isDisabled,
			isReadOnly,
			isInvalid,
			isRequired: isRequired || false,
			state
		}
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	delete DOMProps.onClick;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.label, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, labelProps, hoverProps, renderProps),
		ref,
		slot: props.slot || void 0,
		"data-selected": isSelected || void 0,
		"data-pressed": isPressed || void 0,
		"data-hovered": isHovered || void 0,
		"data-focused": isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		"data-disabled": isDisabled || void 0,
		"data-readonly": isReadOnly || void 0,
		"data-invalid": isInvalid || void 0,
		"data-required": isRequired || void 0
	}, /*#__PURE__*/ import_react.createElement($ea3928288112382f$export$439d29a4e110a164, { elementType: "span" }, /*#__PURE__*/ import_react.createElement("input", {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(inputProps, focusProps),
		ref: inputRef
	})), renderProps.children);
});
// libs/ui/src/components/Switch/Switch.css.ts
var switchRoot = "_116z0q20";
var switchControl = createRuntimeFn({
	defaultClassName: "_116z0q21",
	variantClassNames: { size: {
		sm: "_116z0q22",
		md: "_116z0q23"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
var switchTrack = "_116z0q24";
var switchThumb = "_116z0q25";
// libs/ui/src/components/Switch/Switch.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An on/off switch on react-aria's `Switch` (`role="switch"`), for settings applied at once. */
var Switch = (0, import_react.forwardRef)(function Switch({ label, description, size, className, ...props }, ref) {
	const descriptionId = (0, import_react.useId)();
	const describedBy = [props["aria-describedby"], description != null ? descriptionId : void 0].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: className ? `${switchRoot} ${className}` : switchRoot,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)($24585aa46d6ffdff$export$b5d5cf8927ab7262, {
			...props,
			ref,
			"aria-describedby": describedBy,
			className: switchControl({ size }),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: switchTrack,
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: switchThumb })
			}), label]
		}), description != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			id: descriptionId,
			className: "_116z0q26",
			children: description
		})]
	});
});
export { Switch as t };

//# sourceMappingURL=Switch-idDkI60k.js.map