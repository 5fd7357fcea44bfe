import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Ct as $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8, Dt as $7230ffa83bc0c2cf$export$ef03459518577ad4, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, Ot as $7230ffa83bc0c2cf$export$fabf2dc03a41866e, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, g as $0c4a58759813079a$export$4e328f61c538687f, h as $e969f22b6713ca4a$export$ae780daf29e6d456, p as $43a3b93638fe5db9$export$75b6ee27786ba447, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, w as $d7f64c32b702fe2c$export$86427a43e3e48ebb, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { i as $1f3c3b1a70cec653$export$ff05c3ac10437e03, n as $cdaed739b1139372$export$c24727297075ec6a } from "./useField-2T9JIzKK.js";
import { r as $4b38b5b75ecc6208$export$698f465ec27e93df } from "./useCollator-DMa4zt-g.js";
import { r as $3a442827418ebe87$export$f9c6924e160136d1, t as $054f71d2330da2e3$export$712718f7aec83d5 } from "./useTextField-yDBjnCuC.js";
import { q as $41fb335299a4a39e$export$37fb8590cf2c088c } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
// node_modules/react-aria-components/dist/private/TextArea.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $bd263d78e9bf3c56$export$2dc6166a7e65358c = /*#__PURE__*/ (0, import_react.createContext)({});
var $bd263d78e9bf3c56$var$filterHoverProps = (props) => {
	let { onHoverStart, onHoverChange, onHoverEnd, ...otherProps } = props;
	return otherProps;
};
var $bd263d78e9bf3c56$export$f5c9f3c2c4054eec = /*#__PURE__*/ (0, import_react.forwardRef)(function TextArea(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $bd263d78e9bf3c56$export$2dc6166a7e65358c);
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456(props);
	let { isFocused, isFocusVisible, focusProps } = $0c4a58759813079a$export$4e328f61c538687f({
		isTextInput: true,
		autoFocus: props.autoFocus
	});
	let isInvalid = !!props["aria-invalid"] && props["aria-invalid"] !== "false";
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: {
			isHovered,
			isFocused,
			isFocusVisible,
			isDisabled: props.disabled || false,
			isInvalid
		},
		defaultClassName: "react-aria-TextArea"
	});
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.textarea, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928($bd263d78e9bf3c56$var$filterHoverProps(props), focusProps, hoverProps),
		...renderProps,
		ref,
		"data-focused": isFocused || void 0,
		"data-disabled": props.disabled || void 0,
		"data-hovered": isHovered || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		"data-invalid": isInvalid || void 0
	});
});
// node_modules/react-aria-components/dist/private/TextField.mjs
var $b8dcdc58eeae0d40$export$2129e27b3ef0d483 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $b8dcdc58eeae0d40$export$2c73285ae9390cec = /*#__PURE__*/ $d7f64c32b702fe2c$export$86427a43e3e48ebb(function TextField(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $b8dcdc58eeae0d40$export$2129e27b3ef0d483);
	let { validationBehavior: formValidationBehavior } = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($cdaed739b1139372$export$c24727297075ec6a) || {};
	let validationBehavior = props.validationBehavior ?? formValidationBehavior ?? "native";
	let inputRef = (0, import_react.useRef)(null);
	[props, inputRef] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, inputRef, $4b38b5b75ecc6208$export$698f465ec27e93df);
	let [labelRef, label] = $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8(!props["aria-label"] && !props["aria-labelledby"]);
	let [inputElementType, setInputElementType] = (0, import_react.useState)("input");
	let { labelProps, inputProps, descriptionProps, errorMessageProps, ...validation } = $054f71d2330da2e3$export$712718f7aec83d5({
		...$7230ffa83bc0c2cf$export$ef03459518577ad4(props),
		inputElementType,
		label,
		validationBehavior
	}, inputRef);
	let inputOrTextAreaRef = (0, import_react.useCallback)((el) => {
		inputRef.current = el;
		if (el) setInputElementType(el instanceof HTMLTextAreaElement ? "textarea" : "input");
	}, [inputRef]);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: {
			isDisabled: props.isDisabled || false,
			isInvalid: validation.isInvalid,
			isReadOnly: props.isReadOnly || false,
			isRequired: props.isRequired || false
		},
		defaultClassName: "react-aria-TextField"
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...DOMProps,
		...renderProps,
		ref,
		slot: props.slot || void 0,
		"data-disabled": props.isDisabled || void 0,
		"data-invalid": validation.isInvalid || void 0,
		"data-readonly": props.isReadOnly || void 0,
		"data-required": props.isRequired || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$43a3b93638fe5db9$export$75b6ee27786ba447, {
			...labelProps,
			ref: labelRef
		}],
		[$41fb335299a4a39e$export$37fb8590cf2c088c, {
			...inputProps,
			ref: inputOrTextAreaRef
		}],
		[$bd263d78e9bf3c56$export$2dc6166a7e65358c, {
			...inputProps,
			ref: inputOrTextAreaRef
		}],
		[$3a442827418ebe87$export$f9c6924e160136d1, {
			role: "presentation",
			isInvalid: validation.isInvalid,
			isDisabled: props.isDisabled || false
		}],
		[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
			description: descriptionProps,
			errorMessage: errorMessageProps
		} }],
		[$1f3c3b1a70cec653$export$ff05c3ac10437e03, validation]
	] }, renderProps.children));
});
export { $bd263d78e9bf3c56$export$f5c9f3c2c4054eec as n, $b8dcdc58eeae0d40$export$2c73285ae9390cec as t };

//# sourceMappingURL=TextField-y0GDdB75.js.map