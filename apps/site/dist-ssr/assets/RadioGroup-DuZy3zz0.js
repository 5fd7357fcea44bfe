import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { i as $1f3c3b1a70cec653$export$ff05c3ac10437e03, n as $cdaed739b1139372$export$c24727297075ec6a, r as $1f3c3b1a70cec653$export$f551688fc98f2e09, t as $191c9b6d48a0a4e2$export$294aa081a6c6f55d } from "./useField-2T9JIzKK.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Bt as createRuntimeFn, Ct as $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8, Dt as $7230ffa83bc0c2cf$export$ef03459518577ad4, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, Mt as $4064df0d6f9620e1$export$c9058316764c140e, O as $d1116acdf220c2da$export$4c014de7c8940b4c, Ot as $7230ffa83bc0c2cf$export$fabf2dc03a41866e, Pt as $390e54f620492c70$export$f680877a34711e37, R as $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, _ as $2c9edc598a03d523$export$420e68273165f4ec, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, g as $0c4a58759813079a$export$4e328f61c538687f, h as $e969f22b6713ca4a$export$ae780daf29e6d456, j as $8296dad1a4c5e0dc$export$8f71654801c2f7cd, kt as $03e8ab2d84d7657a$export$4338b53315abf666, m as $43a3b93638fe5db9$export$b04be29aa201d4f5, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6, p as $43a3b93638fe5db9$export$75b6ee27786ba447, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, v as $d27d541f9569d26d$export$45712eceda6fad21, vt as $d447af545b77c9f1$export$f21a1ffae260145a, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { t as $792f28e438b9ad5f$export$758399f318e6385a } from "./SharedElementTransition-by_EWVJ9.js";
import { c as $3e6197669829fe11$export$40bfa8c7b0832715, o as $ea3928288112382f$export$439d29a4e110a164, r as $535772f9d2c1f38d$export$2d6ec8fc375ceafa } from "./FocusScope-C0vcqR63.js";
import { n as $3274bf1495747a7b$export$5add1d006293d136, o as $fd2148440a13ec26$export$fc1a364ae1f3ff10, t as $860f7da480e22816$export$b8473d3665f3a75a } from "./useFormValidation-CInOjrns.js";
import { n as $4c14b02d5228be26$export$ed2feabec4a533f4 } from "./useToggle-aWAXdQ1t.js";
import { R as fieldError } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// node_modules/react-aria/dist/private/radio/utils.mjs
var $640b6b92b30fd41a$export$37b65e5b5444d35c = /* @__PURE__ */ new WeakMap();
// node_modules/react-aria/dist/private/radio/useRadio.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $405627c100c5b965$export$37b0961d2f4751e2(props, state, ref) {
	let { value, children, "aria-label": ariaLabel, "aria-labelledby": ariaLabelledby, onPressStart, onPressEnd, onPressChange, onPress, onPressUp, onClick } = props;
	const isDisabled = props.isDisabled || state.isDisabled;
	let checked = state.selectedValue === value;
	let onChange = (e) => {
		e.stopPropagation();
		state.setSelectedValue(value);
	};
	let { pressProps, isPressed } = $d27d541f9569d26d$export$45712eceda6fad21({
		onPressStart,
		onPressEnd,
		onPressChange,
		onPress,
		onPressUp,
		onClick,
		isDisabled
	});
	let { pressProps: labelProps, isPressed: isLabelPressed } = $d27d541f9569d26d$export$45712eceda6fad21({
		onPressStart,
		onPressEnd,
		onPressChange,
		onPressUp,
		onClick,
		isDisabled,
		onPress(e) {
			onPress?.(e);
			state.setSelectedValue(value);
			ref.current?.focus();
		}
	});
	let { focusableProps } = $d1116acdf220c2da$export$4c014de7c8940b4c($bbaa08b3cd72f041$export$9d1611c77c2fe928(props, { onFocus: () => state.setLastFocusedValue(value) }), ref);
	let interactions = $bbaa08b3cd72f041$export$9d1611c77c2fe928(pressProps, focusableProps);
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	let tabIndex = -1;
	if (state.selectedValue != null) {
		if (state.selectedValue === value) tabIndex = 0;
	} else if (state.lastFocusedValue === value || state.lastFocusedValue == null) tabIndex = 0;
	if (isDisabled) tabIndex = void 0;
	let { name, form, descriptionId, errorMessageId, validationBehavior } = $640b6b92b30fd41a$export$37b65e5b5444d35c.get(state);
	$3274bf1495747a7b$export$5add1d006293d136(ref, state.defaultSelectedValue, state.setSelectedValue);
	$860f7da480e22816$export$b8473d3665f3a75a({ validationBehavior }, state, ref);
	let descriptionProps = $4c14b02d5228be26$export$ed2feabec4a533f4();
	return {
		labelProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(labelProps, (0, import_react.useMemo)(() => ({
			onClick: (e) => e.preventDefault(),
			onMouseDown: (e) => e.preventDefault()
		}), [])),
		inputProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, {
			...interactions,
			type: "radio",
			name,
			form,
			tabIndex,
			disabled: isDisabled,
			required: state.isRequired && validationBehavior === "native",
			checked,
			value,
			onChange,
			"aria-describedby": [
				props["aria-describedby"],
				descriptionProps.id,
				state.isInvalid ? errorMessageId : null,
				descriptionId
			].filter(Boolean).join(" ") || void 0
		}),
		descriptionProps,
		isDisabled,
		isSelected: checked,
		isPressed: isPressed || isLabelPressed
	};
}
// node_modules/react-aria/dist/private/radio/useRadioGroup.mjs
function $eecdee08e0d8a75f$export$62b9571f283ff5c2(props, state) {
	let { name, form, isReadOnly, isRequired, isDisabled, orientation = "vertical", validationBehavior = "aria" } = props;
	let { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let { isInvalid, validationErrors, validationDetails } = state.displayValidation;
	let { labelProps, fieldProps, descriptionProps, errorMessageProps } = $191c9b6d48a0a4e2$export$294aa081a6c6f55d({
		...props,
		labelElementType: "span",
		isInvalid: state.isInvalid,
		errorMessage: props.errorMessage || validationErrors
	});
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	let { focusWithinProps } = $2c9edc598a03d523$export$420e68273165f4ec({
		onBlurWithin(e) {
			props.onBlur?.(e);
			if (!state.selectedValue) state.setLastFocusedValue(null);
		},
		onFocusWithin: props.onFocus,
		onFocusWithinChange: props.onFocusChange
	});
	function getNextElement(nextDir, e) {
		let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(e.currentTarget, {
			from: $23f2114a1b82827e$export$e58f029f0fbfdb29(e),
			accept: (node) => node instanceof $d447af545b77c9f1$export$f21a1ffae260145a(node).HTMLInputElement && node.type === "radio"
		});
		let nextElem;
		if (nextDir === "next") {
			nextElem = walker.nextNode();
			if (!nextElem) {
				walker.currentNode = e.currentTarget;
				nextElem = walker.firstChild();
			}
		} else {
			nextElem = walker.previousNode();
			if (!nextElem) {
				walker.currentNode = e.currentTarget;
				nextElem = walker.lastChild();
			}
		}
		if (nextElem) {
			nextElem.focus();
			state.setSelectedValue(nextElem.value);
			return true;
		}
		return false;
	}
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		shortcuts: {
			ArrowRight: (e) => {
				return getNextElement(direction === "rtl" && orientation !== "vertical" ? "prev" : "next", e);
			},
			ArrowLeft: (e) => {
				return getNextElement(direction === "rtl" && orientation !== "vertical" ? "next" : "prev", e);
			},
			ArrowDown: (e) => {
				return getNextElement("next", e);
			},
			ArrowUp: (e) => {
				return getNextElement("prev", e);
			}
		},
		allowRepeats: true
	});
	let groupName = $390e54f620492c70$export$f680877a34711e37(name);
	$640b6b92b30fd41a$export$37b65e5b5444d35c.set(state, {
		name: groupName,
		form,
		descriptionId: descriptionProps.id,
		errorMessageId: errorMessageProps.id,
		validationBehavior
	});
	return {
		radioGroupProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, {
			role: "radiogroup",
			...keyboardProps,
			"aria-invalid": state.isInvalid || void 0,
			"aria-errormessage": props["aria-errormessage"],
			"aria-readonly": isReadOnly || void 0,
			"aria-required": isRequired || void 0,
			"aria-disabled": isDisabled || void 0,
			"aria-orientation": orientation,
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
// node_modules/react-stately/dist/private/radio/useRadioGroupState.mjs
var $384704861d32dbed$var$instance = Math.round(Math.random() * 1e10);
var $384704861d32dbed$var$i = 0;
function $384704861d32dbed$export$bca9d026f8e704eb(props) {
	let name = (0, import_react.useMemo)(() => props.name || `radio-group-${$384704861d32dbed$var$instance}-${++$384704861d32dbed$var$i}`, [props.name]);
	let [selectedValue, setSelected] = $3e6197669829fe11$export$40bfa8c7b0832715(props.value, props.defaultValue ?? null, props.onChange);
	let [initialValue] = (0, import_react.useState)(selectedValue);
	let [lastFocusedValue, setLastFocusedValue] = (0, import_react.useState)(null);
	let validation = $fd2148440a13ec26$export$fc1a364ae1f3ff10({
		...props,
		value: selectedValue
	});
	let setSelectedValue = (value) => {
		if (!props.isReadOnly && !props.isDisabled) {
			setSelected(value);
			validation.commitValidation();
		}
	};
	let isInvalid = validation.displayValidation.isInvalid;
	return {
		...validation,
		name,
		selectedValue,
		defaultSelectedValue: props.value !== void 0 ? initialValue : props.defaultValue ?? null,
		setSelectedValue,
		lastFocusedValue,
		setLastFocusedValue,
		isDisabled: props.isDisabled || false,
		isReadOnly: props.isReadOnly || false,
		isRequired: props.isRequired || false,
		validationState: props.validationState || (isInvalid ? "invalid" : null),
		isInvalid
	};
}
// node_modules/react-aria-components/dist/private/RadioGroup.mjs
var $fe21c36db05242bb$export$a79eda4ff50e30b6 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $fe21c36db05242bb$export$b118023277d4a5c3 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $fe21c36db05242bb$export$29d84393af70866c = /*#__PURE__*/ (0, import_react.createContext)(null);
var $fe21c36db05242bb$export$a98f0dcb43a68a25 = /*#__PURE__*/ (0, import_react.forwardRef)(function RadioGroup(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $fe21c36db05242bb$export$a79eda4ff50e30b6);
	let { validationBehavior: formValidationBehavior } = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($cdaed739b1139372$export$c24727297075ec6a) || {};
	let validationBehavior = props.validationBehavior ?? formValidationBehavior ?? "native";
	let state = $384704861d32dbed$export$bca9d026f8e704eb({
		...props,
		validationBehavior
	});
	let [labelRef, label] = $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8(!props["aria-label"] && !props["aria-labelledby"]);
	let { radioGroupProps, labelProps, descriptionProps, errorMessageProps, ...validation } = $eecdee08e0d8a75f$export$62b9571f283ff5c2({
		...props,
		label,
		validationBehavior
	}, state);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: {
			orientation: props.orientation || "vertical",
			isDisabled: state.isDisabled,
			isReadOnly: state.isReadOnly,
			isRequired: state.isRequired,
			isInvalid: state.isInvalid,
			state
		},
		defaultClassName: "react-aria-RadioGroup"
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, radioGroupProps),
		ref,
		slot: props.slot || void 0,
		"data-orientation": props.orientation || "vertical",
		"data-invalid": state.isInvalid || void 0,
		"data-disabled": state.isDisabled || void 0,
		"data-readonly": state.isReadOnly || void 0,
		"data-required": state.isRequired || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$fe21c36db05242bb$export$29d84393af70866c, state],
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
	] }, /*#__PURE__*/ import_react.createElement($792f28e438b9ad5f$export$758399f318e6385a, null, renderProps.children)));
});
var $fe21c36db05242bb$export$d7b12c4107be0d61 = /*#__PURE__*/ (0, import_react.forwardRef)(function Radio(props, ref) {
	let { inputRef: userProvidedInputRef = null, ...otherProps } = props;
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(otherProps, ref, $fe21c36db05242bb$export$b118023277d4a5c3);
	let state = import_react.useContext($fe21c36db05242bb$export$29d84393af70866c);
	let inputRef = $03e8ab2d84d7657a$export$4338b53315abf666((0, import_react.useMemo)(() => $4064df0d6f9620e1$export$c9058316764c140e(userProvidedInputRef, props.inputRef !== void 0 ? props.inputRef : null), [userProvidedInputRef, props.inputRef]));
	let aria = $405627c100c5b965$export$37b0961d2f4751e2({
		...$7230ffa83bc0c2cf$export$ef03459518577ad4(props),
		children: typeof props.children === "function" ? true : props.children
	}, state, inputRef);
	return /*#__PURE__*/ import_react.createElement($fe21c36db05242bb$var$InternalRadioContext.Provider, { value: {
		...aria,
		inputRef,
		defaultClassName: "react-aria-Radio"
	} }, /*#__PURE__*/ import_react.createElement($fe21c36db05242bb$export$f4422ae58352e179, {
		...props,
		ref
	}));
});
var $fe21c36db05242bb$var$InternalRadioContext = /*#__PURE__*/ (0, import_react.createContext)(null);
var $fe21c36db05242bb$export$f4422ae58352e179 = /*#__PURE__*/ (0, import_react.forwardRef)(function RadioButton(props, ref) {
	let { labelProps, inputProps, isSelected, isDisabled, isPressed, defaultClassName, inputRef } = (0, import_react.useContext)($fe21c36db05242bb$var$InternalRadioContext);
	let state = import_react.useContext($fe21c36db05242bb$export$29d84393af70866c);
	let { isFocused, isFocusVisible, focusProps } = $0c4a58759813079a$export$4e328f61c538687f();
	let interactionDisabled = isDisabled || state.isReadOnly;
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		...props,
		isDisabled: interactionDisabled
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
			isReadOnly: state.isReadOnly,
			isInvalid: state.isInvalid,
			isRequired: state.isRequired
		}
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	delete DOMProps.onClick;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.label, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, labelProps, hoverProps, renderProps),
		ref,
		"data-selected": isSelected || void 0,
		"data-pressed": isPressed || void 0,
		"data-hovered": isHovered || void 0,
		"data-focused": isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		"data-disabled": isDisabled || void 0,
		"data-readonly": state.isReadOnly || void 0,
		"data-invalid": state.isInvalid || void 0,
		"data-required": state.isRequired || void 0
	}, /*#__PURE__*/ import_react.createElement($ea3928288112382f$export$439d29a4e110a164, { elementType: "span" }, /*#__PURE__*/ import_react.createElement("input", {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(inputProps, focusProps),
		ref: inputRef
	})), renderProps.children);
});
// libs/ui/src/components/RadioGroup/RadioGroup.css.ts
var radioGroup = "_1heghg20";
var radioGroupItems = "_1heghg21";
var radio = createRuntimeFn({
	defaultClassName: "_1heghg22",
	variantClassNames: { size: {
		sm: "_1heghg23",
		md: "_1heghg24"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
var radioCircle = "_1heghg25";
// libs/ui/src/components/RadioGroup/RadioGroup.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A group of radios on react-aria's `RadioGroup`: arrows move between options. */
var RadioGroup = (0, import_react.forwardRef)(function RadioGroup({ label, description, errorMessage, children, className, ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($fe21c36db05242bb$export$a98f0dcb43a68a25, {
		...props,
		ref,
		className: className ? `${radioGroup} ${className}` : radioGroup,
		children: [
			label != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
				className: "_1elsa6x1",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: radioGroupItems,
				children
			}),
			description != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($efe09c6d1c304b50$export$5f1af8db9871e1d6, {
				slot: "description",
				className: "_1elsa6x2",
				children: description
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($1f3c3b1a70cec653$export$f551688fc98f2e09, {
				className: fieldError,
				children: errorMessage
			})
		]
	});
});
/** One option of a `RadioGroup`. */
var RadioGroupItem = (0, import_react.forwardRef)(function RadioGroupItem({ children, size, className, ...props }, ref) {
	const variantClass = radio({ size });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($fe21c36db05242bb$export$d7b12c4107be0d61, {
		...props,
		ref,
		className: className ? `${variantClass} ${className}` : variantClass,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: radioCircle,
			"aria-hidden": true
		}), children]
	});
});
export { $fe21c36db05242bb$export$d7b12c4107be0d61 as i, RadioGroupItem as n, $fe21c36db05242bb$export$a98f0dcb43a68a25 as r, RadioGroup as t };

//# sourceMappingURL=RadioGroup-DuZy3zz0.js.map