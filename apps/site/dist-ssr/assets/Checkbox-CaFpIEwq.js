import { t as Check } from "./check-CrR9ylBG.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Bt as createRuntimeFn, Ct as $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8, Dt as $7230ffa83bc0c2cf$export$ef03459518577ad4, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, Mt as $4064df0d6f9620e1$export$c9058316764c140e, Ot as $7230ffa83bc0c2cf$export$fabf2dc03a41866e, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, _ as $2c9edc598a03d523$export$420e68273165f4ec, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, g as $0c4a58759813079a$export$4e328f61c538687f, h as $e969f22b6713ca4a$export$ae780daf29e6d456, kt as $03e8ab2d84d7657a$export$4338b53315abf666, p as $43a3b93638fe5db9$export$75b6ee27786ba447, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415, zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { i as $1f3c3b1a70cec653$export$ff05c3ac10437e03, n as $cdaed739b1139372$export$c24727297075ec6a, t as $191c9b6d48a0a4e2$export$294aa081a6c6f55d } from "./useField-2T9JIzKK.js";
import { t as $876b6f32ca5a04c3$export$cbe85ee05b554577 } from "./useToggle-aWAXdQ1t.js";
import { a as $fd2148440a13ec26$export$dad6ae84456c676a, i as $fd2148440a13ec26$export$a763b9476acd3eb, o as $fd2148440a13ec26$export$fc1a364ae1f3ff10, r as $fd2148440a13ec26$export$75ee7c75d68f5b0e } from "./useFormValidation-CInOjrns.js";
import { Y as $fd3c5e01e837dc20$export$8042c6c013fd5226 } from "../entry-server.js";
import { c as $3e6197669829fe11$export$40bfa8c7b0832715, o as $ea3928288112382f$export$439d29a4e110a164 } from "./FocusScope-C0vcqR63.js";
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// node_modules/lucide-react/dist/esm/icons/minus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "minus",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}]]
};
__iconData.node;
var Minus = createLucideIcon(__iconData);
// node_modules/react-aria/dist/private/checkbox/utils.mjs
var $0fffd24394d22962$export$ec98120685d4f57d = /* @__PURE__ */ new WeakMap();
// node_modules/react-aria/dist/private/checkbox/useCheckboxGroup.mjs
function $d11d85ad4808f162$export$49ff6f28c54f1cbe(props, state) {
	let { isDisabled, name, form, validationBehavior = "aria" } = props;
	let { isInvalid, validationErrors, validationDetails } = state.displayValidation;
	let { labelProps, fieldProps, descriptionProps, errorMessageProps } = $191c9b6d48a0a4e2$export$294aa081a6c6f55d({
		...props,
		labelElementType: "span",
		isInvalid,
		errorMessage: props.errorMessage || validationErrors
	});
	$0fffd24394d22962$export$ec98120685d4f57d.set(state, {
		name,
		form,
		descriptionId: descriptionProps.id,
		errorMessageId: errorMessageProps.id,
		validationBehavior
	});
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	let { focusWithinProps } = $2c9edc598a03d523$export$420e68273165f4ec({
		onBlurWithin: props.onBlur,
		onFocusWithin: props.onFocus,
		onFocusWithinChange: props.onFocusChange
	});
	return {
		groupProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, {
			role: "group",
			"aria-disabled": isDisabled || void 0,
			...fieldProps,
			...focusWithinProps
		}),
		labelProps,
		descriptionProps,
		errorMessageProps,
		isInvalid,
		validationErrors,
		validationDetails
	};
}
// node_modules/react-aria/dist/private/checkbox/useCheckbox.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $dde212bea465bd23$export$e375f10ce42261c5(props, state, inputRef) {
	let { labelProps, inputProps, descriptionProps, errorMessageProps, isSelected, isPressed, isDisabled, isReadOnly, isInvalid, validationErrors, validationDetails } = $876b6f32ca5a04c3$export$cbe85ee05b554577(props, state, inputRef);
	let { isIndeterminate } = props;
	(0, import_react.useEffect)(() => {
		if (inputRef.current) inputRef.current.indeterminate = !!isIndeterminate;
	});
	return {
		labelProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(labelProps, (0, import_react.useMemo)(() => ({ onMouseDown: (e) => e.preventDefault() }), [])),
		inputProps,
		descriptionProps,
		errorMessageProps,
		isSelected,
		isPressed,
		isDisabled,
		isReadOnly,
		isInvalid,
		validationErrors,
		validationDetails
	};
}
// node_modules/react-aria/dist/private/checkbox/useCheckboxGroupItem.mjs
function $55cfc34eef47e1ca$export$353b32fc6898d37d(props, state, inputRef) {
	const toggleState = $fd3c5e01e837dc20$export$8042c6c013fd5226({
		isReadOnly: props.isReadOnly || state.isReadOnly,
		isSelected: state.isSelected(props.value),
		defaultSelected: state.defaultValue.includes(props.value),
		onChange(isSelected) {
			if (isSelected) state.addValue(props.value);
			else state.removeValue(props.value);
			if (props.onChange) props.onChange(isSelected);
		}
	});
	let { name, form, descriptionId, errorMessageId, validationBehavior } = $0fffd24394d22962$export$ec98120685d4f57d.get(state);
	validationBehavior = props.validationBehavior ?? validationBehavior;
	let { realtimeValidation } = $fd2148440a13ec26$export$fc1a364ae1f3ff10({
		...props,
		value: toggleState.isSelected,
		name: void 0,
		validationBehavior: "aria"
	});
	let nativeValidation = (0, import_react.useRef)($fd2148440a13ec26$export$dad6ae84456c676a);
	let updateValidation = () => {
		state.setInvalid(props.value, realtimeValidation.isInvalid ? realtimeValidation : nativeValidation.current);
	};
	(0, import_react.useEffect)(updateValidation);
	let combinedRealtimeValidation = state.realtimeValidation.isInvalid ? state.realtimeValidation : realtimeValidation;
	let displayValidation = validationBehavior === "native" ? state.displayValidation : combinedRealtimeValidation;
	let res = $dde212bea465bd23$export$e375f10ce42261c5({
		...props,
		isReadOnly: props.isReadOnly || state.isReadOnly,
		isDisabled: props.isDisabled || state.isDisabled,
		name: props.name || name,
		form: props.form || form,
		isRequired: props.isRequired ?? state.isRequired,
		validationBehavior,
		[$fd2148440a13ec26$export$a763b9476acd3eb]: {
			realtimeValidation: combinedRealtimeValidation,
			displayValidation,
			resetValidation: state.resetValidation,
			commitValidation: state.commitValidation,
			updateValidation(v) {
				nativeValidation.current = v;
				updateValidation();
			}
		}
	}, toggleState, inputRef);
	return {
		...res,
		inputProps: {
			...res.inputProps,
			"aria-describedby": [
				res.inputProps["aria-describedby"],
				state.isInvalid ? errorMessageId : null,
				descriptionId
			].filter(Boolean).join(" ") || void 0
		}
	};
}
// node_modules/react-stately/dist/private/checkbox/useCheckboxGroupState.mjs
function $8cd68577ce0207f7$export$daff6da51032a415(props = {}) {
	let [selectedValues, setValue] = $3e6197669829fe11$export$40bfa8c7b0832715(props.value, props.defaultValue || [], props.onChange);
	let [initialValues] = (0, import_react.useState)(selectedValues);
	let isRequired = !!props.isRequired && selectedValues.length === 0;
	let invalidValues = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	let validation = $fd2148440a13ec26$export$fc1a364ae1f3ff10({
		...props,
		value: selectedValues
	});
	let isInvalid = validation.displayValidation.isInvalid;
	return {
		...validation,
		value: selectedValues,
		defaultValue: props.defaultValue ?? initialValues,
		setValue(value) {
			if (props.isReadOnly || props.isDisabled) return;
			setValue(value);
		},
		isDisabled: props.isDisabled || false,
		isReadOnly: props.isReadOnly || false,
		isSelected(value) {
			return selectedValues.includes(value);
		},
		addValue(value) {
			if (props.isReadOnly || props.isDisabled) return;
			setValue((selectedValues) => {
				if (!selectedValues.includes(value)) return selectedValues.concat(value);
				return selectedValues;
			});
		},
		removeValue(value) {
			if (props.isReadOnly || props.isDisabled) return;
			if (selectedValues.includes(value)) setValue(selectedValues.filter((existingValue) => existingValue !== value));
		},
		toggleValue(value) {
			if (props.isReadOnly || props.isDisabled) return;
			if (selectedValues.includes(value)) setValue(selectedValues.filter((existingValue) => existingValue !== value));
			else setValue(selectedValues.concat(value));
		},
		setInvalid(value, v) {
			let s = new Map(invalidValues.current);
			if (v.isInvalid) s.set(value, v);
			else s.delete(value);
			invalidValues.current = s;
			validation.updateValidation($fd2148440a13ec26$export$75ee7c75d68f5b0e(...s.values()));
		},
		validationState: props.validationState ?? (isInvalid ? "invalid" : null),
		isInvalid,
		isRequired
	};
}
// node_modules/react-aria-components/dist/private/Checkbox.mjs
var $ed8ccb2e23e76301$export$b085522c77523c51 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $ed8ccb2e23e76301$export$baf37c4be89255b8 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $ed8ccb2e23e76301$export$139c5b8563afc1fc = /*#__PURE__*/ (0, import_react.createContext)(null);
var $ed8ccb2e23e76301$export$4aa08d5625cb8ead = /*#__PURE__*/ (0, import_react.forwardRef)(function CheckboxGroup(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $ed8ccb2e23e76301$export$baf37c4be89255b8);
	let { validationBehavior: formValidationBehavior } = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($cdaed739b1139372$export$c24727297075ec6a) || {};
	let validationBehavior = props.validationBehavior ?? formValidationBehavior ?? "native";
	let state = $8cd68577ce0207f7$export$daff6da51032a415({
		...props,
		validationBehavior
	});
	let [labelRef, label] = $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8(!props["aria-label"] && !props["aria-labelledby"]);
	let { groupProps, labelProps, descriptionProps, errorMessageProps, ...validation } = $d11d85ad4808f162$export$49ff6f28c54f1cbe({
		...props,
		label,
		validationBehavior
	}, state);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: {
			isDisabled: state.isDisabled,
			isReadOnly: state.isReadOnly,
			isRequired: props.isRequired || false,
			isInvalid: state.isInvalid,
			state
		},
		defaultClassName: "react-aria-CheckboxGroup"
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, groupProps),
		ref,
		slot: props.slot || void 0,
		"data-readonly": state.isReadOnly || void 0,
		"data-required": props.isRequired || void 0,
		"data-invalid": state.isInvalid || void 0,
		"data-disabled": props.isDisabled || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$ed8ccb2e23e76301$export$139c5b8563afc1fc, state],
		[$43a3b93638fe5db9$export$75b6ee27786ba447, {
			...labelProps,
			ref: labelRef,
			elementType: "span"
		}],
		[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
			description: descriptionProps,
			errorMessage: errorMessageProps
		} }],
		[$1f3c3b1a70cec653$export$ff05c3ac10437e03, validation]
	] }, renderProps.children));
});
var $ed8ccb2e23e76301$var$InternalCheckboxContext = /*#__PURE__*/ (0, import_react.createContext)(null);
function $ed8ccb2e23e76301$var$useCheckboxAria(props, userProvidedInputRef) {
	let { validationBehavior: formValidationBehavior } = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($cdaed739b1139372$export$c24727297075ec6a) || {};
	let validationBehavior = props.validationBehavior ?? formValidationBehavior ?? "native";
	let groupState = (0, import_react.useContext)($ed8ccb2e23e76301$export$139c5b8563afc1fc);
	let inputRef = $03e8ab2d84d7657a$export$4338b53315abf666((0, import_react.useMemo)(() => $4064df0d6f9620e1$export$c9058316764c140e(userProvidedInputRef, props.inputRef !== void 0 ? props.inputRef : null), [userProvidedInputRef, props.inputRef]));
	let checkboxProps = {
		...$7230ffa83bc0c2cf$export$ef03459518577ad4(props),
		children: typeof props.children === "function" ? true : props.children,
		value: props.value,
		validationBehavior
	};
	return [groupState ? $55cfc34eef47e1ca$export$353b32fc6898d37d(checkboxProps, groupState, inputRef) : $dde212bea465bd23$export$e375f10ce42261c5(checkboxProps, $fd3c5e01e837dc20$export$8042c6c013fd5226(props), inputRef), inputRef];
}
var $ed8ccb2e23e76301$export$48513f6b9f8ce62d = /*#__PURE__*/ (0, import_react.forwardRef)(function Checkbox(props, ref) {
	let { inputRef: userProvidedInputRef = null, ...otherProps } = props;
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(otherProps, ref, $ed8ccb2e23e76301$export$b085522c77523c51);
	let [aria, inputRef] = $ed8ccb2e23e76301$var$useCheckboxAria(props, userProvidedInputRef);
	return /*#__PURE__*/ import_react.createElement($ed8ccb2e23e76301$var$InternalCheckboxContext.Provider, { value: {
		...aria,
		inputRef,
		defaultClassName: "react-aria-Checkbox",
		isIndeterminate: props.isIndeterminate,
		isRequired: props.isRequired
	} }, /*#__PURE__*/ import_react.createElement($ed8ccb2e23e76301$export$6e7a18c0548f3129, {
		...props,
		ref
	}));
});
var $ed8ccb2e23e76301$export$6e7a18c0548f3129 = /*#__PURE__*/ (0, import_react.forwardRef)(function CheckboxButton(props, ref) {
	let { labelProps, inputProps, isSelected, isDisabled, isReadOnly, isPressed, isInvalid, inputRef, defaultClassName, isIndeterminate, isRequired } = (0, import_react.useContext)($ed8ccb2e23e76301$var$InternalCheckboxContext);
	let { isFocused, isFocusVisible, focusProps } = $0c4a58759813079a$export$4e328f61c538687f();
	let isInteractionDisabled = isDisabled || isReadOnly;
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		...props,
		isDisabled: isInteractionDisabled
	});
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName,
		values: {
			isSelected,
			isIndeterminate: isIndeterminate || false,
			isPressed,
			isHovered,
			isFocused,
			isFocusVisible,
			isDisabled,
			isReadOnly,
			isInvalid,
			isRequired: isRequired || false
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
		"data-indeterminate": isIndeterminate || void 0,
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
// libs/ui/src/components/Checkbox/Checkbox.css.ts
var checkboxRoot = "mh1s880";
var checkbox = createRuntimeFn({
	defaultClassName: "mh1s881",
	variantClassNames: { size: {
		sm: "mh1s882",
		md: "mh1s883"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
var checkboxBox = "mh1s884";
// libs/ui/src/components/Checkbox/Checkbox.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A checkbox on react-aria's `Checkbox` (a real, visually hidden `<input type="checkbox">`). */
var Checkbox = (0, import_react.forwardRef)(function Checkbox({ label, description, errorMessage, size, className, ...props }, ref) {
	const descriptionId = (0, import_react.useId)();
	const errorId = (0, import_react.useId)();
	const showError = props.isInvalid && errorMessage != null;
	const describedBy = [
		props["aria-describedby"],
		description != null ? descriptionId : void 0,
		showError ? errorId : void 0
	].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: className ? `${checkboxRoot} ${className}` : checkboxRoot,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($ed8ccb2e23e76301$export$48513f6b9f8ce62d, {
				...props,
				ref,
				"aria-describedby": describedBy,
				className: checkbox({ size }),
				children: ({ isSelected, isIndeterminate }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: checkboxBox,
					"aria-hidden": true,
					children: isIndeterminate ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Minus, {
						size: "0.8em",
						strokeWidth: 3
					}) : isSelected ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
						size: "0.8em",
						strokeWidth: 3
					}) : null
				}), label] })
			}),
			description != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				id: descriptionId,
				className: "mh1s885",
				children: description
			}),
			showError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				id: errorId,
				className: "mh1s886 mh1s885",
				children: errorMessage
			})
		]
	});
});
export { $ed8ccb2e23e76301$export$4aa08d5625cb8ead as n, Checkbox as t };

//# sourceMappingURL=Checkbox-CaFpIEwq.js.map