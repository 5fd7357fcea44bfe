import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Nt as $390e54f620492c70$export$b4cc09c592e8fdb8, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, f as $0beb20c9744a2065$export$8467354a121f1b9f, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6 } from "./PortalProvider-DUo4OMmA.js";
// node_modules/react-aria-components/dist/private/FieldError.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $1f3c3b1a70cec653$export$ff05c3ac10437e03 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $1f3c3b1a70cec653$export$f551688fc98f2e09 = /*#__PURE__*/ (0, import_react.forwardRef)(function FieldError(props, ref) {
	if (!(0, import_react.useContext)($1f3c3b1a70cec653$export$ff05c3ac10437e03)?.isInvalid) return null;
	return /*#__PURE__*/ import_react.createElement($1f3c3b1a70cec653$var$FieldErrorInner, {
		...props,
		ref
	});
});
var $1f3c3b1a70cec653$var$FieldErrorInner = /*#__PURE__*/ (0, import_react.forwardRef)((props, ref) => {
	let validation = (0, import_react.useContext)($1f3c3b1a70cec653$export$ff05c3ac10437e03);
	let { elementType, ...restProps } = props;
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(restProps, { global: true });
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...restProps,
		defaultClassName: "react-aria-FieldError",
		defaultChildren: validation.validationErrors.length === 0 ? void 0 : validation.validationErrors.join(" "),
		values: validation
	});
	if (renderProps.children == null) return null;
	return /*#__PURE__*/ import_react.createElement($efe09c6d1c304b50$export$5f1af8db9871e1d6, {
		slot: "errorMessage",
		elementType,
		...domProps,
		...renderProps,
		ref
	});
});
// node_modules/react-aria-components/dist/private/Form.mjs
var $cdaed739b1139372$export$c24727297075ec6a = /*#__PURE__*/ (0, import_react.createContext)(null);
// node_modules/react-aria/dist/private/label/useField.mjs
function $191c9b6d48a0a4e2$export$294aa081a6c6f55d(props) {
	let { description, errorMessage, isInvalid, validationState } = props;
	let { labelProps, fieldProps } = $0beb20c9744a2065$export$8467354a121f1b9f(props);
	let descriptionId = $390e54f620492c70$export$b4cc09c592e8fdb8([
		Boolean(description),
		Boolean(errorMessage),
		isInvalid,
		validationState
	]);
	let errorMessageId = $390e54f620492c70$export$b4cc09c592e8fdb8([
		Boolean(description),
		Boolean(errorMessage),
		isInvalid,
		validationState
	]);
	fieldProps = $bbaa08b3cd72f041$export$9d1611c77c2fe928(fieldProps, { "aria-describedby": [
		descriptionId,
		errorMessageId,
		props["aria-describedby"]
	].filter(Boolean).join(" ") || void 0 });
	return {
		labelProps,
		fieldProps,
		descriptionProps: { id: descriptionId },
		errorMessageProps: { id: errorMessageId }
	};
}
export { $1f3c3b1a70cec653$export$ff05c3ac10437e03 as i, $cdaed739b1139372$export$c24727297075ec6a as n, $1f3c3b1a70cec653$export$f551688fc98f2e09 as r, $191c9b6d48a0a4e2$export$294aa081a6c6f55d as t };

//# sourceMappingURL=useField-2T9JIzKK.js.map