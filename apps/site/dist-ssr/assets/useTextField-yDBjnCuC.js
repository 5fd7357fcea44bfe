import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, O as $d1116acdf220c2da$export$4c014de7c8940b4c, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, g as $0c4a58759813079a$export$4e328f61c538687f, h as $e969f22b6713ca4a$export$ae780daf29e6d456, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { c as $3e6197669829fe11$export$40bfa8c7b0832715 } from "./FocusScope-C0vcqR63.js";
import { t as $191c9b6d48a0a4e2$export$294aa081a6c6f55d } from "./useField-2T9JIzKK.js";
import { n as $3274bf1495747a7b$export$5add1d006293d136, o as $fd2148440a13ec26$export$fc1a364ae1f3ff10, t as $860f7da480e22816$export$b8473d3665f3a75a } from "./useFormValidation-CInOjrns.js";
// node_modules/react-aria-components/dist/private/Group.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $3a442827418ebe87$export$f9c6924e160136d1 = /*#__PURE__*/ (0, import_react.createContext)({});
var $3a442827418ebe87$export$eb2fcfdbd7ba97d4 = /*#__PURE__*/ (0, import_react.forwardRef)(function Group(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $3a442827418ebe87$export$f9c6924e160136d1);
	let { isDisabled, isInvalid, isReadOnly, onHoverStart, onHoverChange, onHoverEnd, ...otherProps } = props;
	isDisabled ??= !!props["aria-disabled"] && props["aria-disabled"] !== "false";
	isInvalid ??= !!props["aria-invalid"] && props["aria-invalid"] !== "false";
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		onHoverStart,
		onHoverChange,
		onHoverEnd,
		isDisabled
	});
	let { isFocused, isFocusVisible, focusProps } = $0c4a58759813079a$export$4e328f61c538687f({ within: true });
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: {
			isHovered,
			isFocusWithin: isFocused,
			isFocusVisible,
			isDisabled,
			isInvalid
		},
		defaultClassName: "react-aria-Group"
	});
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(otherProps, focusProps, hoverProps),
		...renderProps,
		ref,
		role: props.role ?? "group",
		slot: props.slot ?? void 0,
		"data-focus-within": isFocused || void 0,
		"data-hovered": isHovered || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		"data-disabled": isDisabled || void 0,
		"data-invalid": isInvalid || void 0,
		"data-readonly": isReadOnly || void 0
	}, renderProps.children);
});
// node_modules/react-aria/dist/private/textfield/useTextField.mjs
function $054f71d2330da2e3$export$712718f7aec83d5(props, ref) {
	let { inputElementType = "input", isDisabled = false, isRequired = false, isReadOnly = false, type = "text", validationBehavior = "aria" } = props;
	let [value, setValue] = $3e6197669829fe11$export$40bfa8c7b0832715(props.value, props.defaultValue || "", props.onChange);
	let { focusableProps } = $d1116acdf220c2da$export$4c014de7c8940b4c(props, ref);
	let validationState = $fd2148440a13ec26$export$fc1a364ae1f3ff10({
		...props,
		value
	});
	let { isInvalid, validationErrors, validationDetails } = validationState.displayValidation;
	let { labelProps, fieldProps, descriptionProps, errorMessageProps } = $191c9b6d48a0a4e2$export$294aa081a6c6f55d({
		...props,
		isInvalid,
		errorMessage: props.errorMessage || validationErrors
	});
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	const inputOnlyProps = {
		type,
		pattern: props.pattern
	};
	let [initialValue] = (0, import_react.useState)(value);
	$3274bf1495747a7b$export$5add1d006293d136(ref, props.defaultValue ?? initialValue, setValue);
	$860f7da480e22816$export$b8473d3665f3a75a(props, validationState, ref);
	return {
		labelProps,
		inputProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, inputElementType === "input" ? inputOnlyProps : void 0, {
			disabled: isDisabled,
			readOnly: isReadOnly,
			required: isRequired && validationBehavior === "native",
			"aria-required": isRequired && validationBehavior === "aria" || void 0,
			"aria-invalid": isInvalid || void 0,
			"aria-errormessage": props["aria-errormessage"],
			"aria-activedescendant": props["aria-activedescendant"],
			"aria-autocomplete": props["aria-autocomplete"],
			"aria-haspopup": props["aria-haspopup"],
			"aria-controls": props["aria-controls"],
			value,
			onChange: (e) => setValue($23f2114a1b82827e$export$e58f029f0fbfdb29(e).value),
			autoComplete: props.autoComplete,
			autoCapitalize: props.autoCapitalize,
			maxLength: props.maxLength,
			minLength: props.minLength,
			name: props.name,
			form: props.form,
			placeholder: props.placeholder,
			inputMode: props.inputMode,
			autoCorrect: props.autoCorrect,
			spellCheck: props.spellCheck,
			[parseInt("18.3.1", 10) >= 17 ? "enterKeyHint" : "enterkeyhint"]: props.enterKeyHint,
			onCopy: props.onCopy,
			onCut: props.onCut,
			onPaste: props.onPaste,
			onCompositionEnd: props.onCompositionEnd,
			onCompositionStart: props.onCompositionStart,
			onCompositionUpdate: props.onCompositionUpdate,
			onSelect: props.onSelect,
			onBeforeInput: props.onBeforeInput,
			onInput: props.onInput,
			...focusableProps,
			...fieldProps
		}),
		descriptionProps,
		errorMessageProps,
		isInvalid,
		validationErrors,
		validationDetails
	};
}
export { $3a442827418ebe87$export$eb2fcfdbd7ba97d4 as n, $3a442827418ebe87$export$f9c6924e160136d1 as r, $054f71d2330da2e3$export$712718f7aec83d5 as t };

//# sourceMappingURL=useTextField-yDBjnCuC.js.map