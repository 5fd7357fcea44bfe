import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { It as $c4867b2f328c2698$export$e5c5a5f917a5871c, V as $fe16bffc7a557bf0$export$7f54fc3180508a52, W as $8f5a2122b0992be3$export$8397ddfc504fdb9a, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29 } from "./PortalProvider-DUo4OMmA.js";
// node_modules/react-stately/dist/private/form/useFormValidationState.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $fd2148440a13ec26$export$aca958c65c314e6c = {
	badInput: false,
	customError: false,
	patternMismatch: false,
	rangeOverflow: false,
	rangeUnderflow: false,
	stepMismatch: false,
	tooLong: false,
	tooShort: false,
	typeMismatch: false,
	valueMissing: false,
	valid: true
};
var $fd2148440a13ec26$var$CUSTOM_VALIDITY_STATE = {
	...$fd2148440a13ec26$export$aca958c65c314e6c,
	customError: true,
	valid: false
};
var $fd2148440a13ec26$export$dad6ae84456c676a = {
	isInvalid: false,
	validationDetails: $fd2148440a13ec26$export$aca958c65c314e6c,
	validationErrors: []
};
var $fd2148440a13ec26$export$571b5131b7e65c11 = (0, import_react.createContext)({});
var $fd2148440a13ec26$export$a763b9476acd3eb = "__reactAriaFormValidationState";
function $fd2148440a13ec26$export$fc1a364ae1f3ff10(props) {
	if (props["__reactAriaFormValidationState"]) {
		let { realtimeValidation, displayValidation, updateValidation, resetValidation, commitValidation } = props[$fd2148440a13ec26$export$a763b9476acd3eb];
		return {
			realtimeValidation,
			displayValidation,
			updateValidation,
			resetValidation,
			commitValidation
		};
	}
	return $fd2148440a13ec26$var$useFormValidationStateImpl(props);
}
function $fd2148440a13ec26$var$useFormValidationStateImpl(props) {
	let { isInvalid, validationState, name, value, builtinValidation, validate, validationBehavior = "aria" } = props;
	if (validationState) isInvalid ||= validationState === "invalid";
	let controlledError = isInvalid !== void 0 ? {
		isInvalid,
		validationErrors: [],
		validationDetails: $fd2148440a13ec26$var$CUSTOM_VALIDITY_STATE
	} : null;
	let clientError = (0, import_react.useMemo)(() => {
		if (!validate || value == null) return null;
		return $fd2148440a13ec26$var$getValidationResult($fd2148440a13ec26$var$runValidate(validate, value));
	}, [validate, value]);
	if (builtinValidation?.validationDetails.valid) builtinValidation = void 0;
	let serverErrors = (0, import_react.useContext)($fd2148440a13ec26$export$571b5131b7e65c11);
	let serverErrorMessages = (0, import_react.useMemo)(() => {
		if (name) return Array.isArray(name) ? name.flatMap((name) => $fd2148440a13ec26$var$asArray(serverErrors[name])) : $fd2148440a13ec26$var$asArray(serverErrors[name]);
		return [];
	}, [serverErrors, name]);
	let [lastServerErrors, setLastServerErrors] = (0, import_react.useState)(serverErrors);
	let [isServerErrorCleared, setServerErrorCleared] = (0, import_react.useState)(false);
	if (serverErrors !== lastServerErrors) {
		setLastServerErrors(serverErrors);
		setServerErrorCleared(false);
	}
	let serverError = (0, import_react.useMemo)(() => $fd2148440a13ec26$var$getValidationResult(isServerErrorCleared ? [] : serverErrorMessages), [isServerErrorCleared, serverErrorMessages]);
	let nextValidation = (0, import_react.useRef)($fd2148440a13ec26$export$dad6ae84456c676a);
	let [currentValidity, setCurrentValidity] = (0, import_react.useState)($fd2148440a13ec26$export$dad6ae84456c676a);
	let lastError = (0, import_react.useRef)($fd2148440a13ec26$export$dad6ae84456c676a);
	let commitValidation = () => {
		if (!commitQueued) return;
		setCommitQueued(false);
		let error = clientError || builtinValidation || nextValidation.current;
		if (!$fd2148440a13ec26$var$isEqualValidation(error, lastError.current)) {
			lastError.current = error;
			setCurrentValidity(error);
		}
	};
	let [commitQueued, setCommitQueued] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(commitValidation);
	return {
		realtimeValidation: controlledError || serverError || clientError || builtinValidation || $fd2148440a13ec26$export$dad6ae84456c676a,
		displayValidation: validationBehavior === "native" ? controlledError || serverError || currentValidity : controlledError || serverError || clientError || builtinValidation || currentValidity,
		updateValidation(value) {
			if (validationBehavior === "aria" && !$fd2148440a13ec26$var$isEqualValidation(currentValidity, value)) setCurrentValidity(value);
			else nextValidation.current = value;
		},
		resetValidation() {
			let error = $fd2148440a13ec26$export$dad6ae84456c676a;
			if (!$fd2148440a13ec26$var$isEqualValidation(error, lastError.current)) {
				lastError.current = error;
				setCurrentValidity(error);
			}
			if (validationBehavior === "native") setCommitQueued(false);
			setServerErrorCleared(true);
		},
		commitValidation() {
			if (validationBehavior === "native") setCommitQueued(true);
			setServerErrorCleared(true);
		}
	};
}
function $fd2148440a13ec26$var$asArray(v) {
	if (!v) return [];
	return Array.isArray(v) ? v : [v];
}
function $fd2148440a13ec26$var$runValidate(validate, value) {
	if (typeof validate === "function") {
		let e = validate(value);
		if (e && typeof e !== "boolean") return $fd2148440a13ec26$var$asArray(e);
	}
	return [];
}
function $fd2148440a13ec26$var$getValidationResult(errors) {
	return errors.length ? {
		isInvalid: true,
		validationErrors: errors,
		validationDetails: $fd2148440a13ec26$var$CUSTOM_VALIDITY_STATE
	} : null;
}
function $fd2148440a13ec26$var$isEqualValidation(a, b) {
	if (a === b) return true;
	return !!a && !!b && a.isInvalid === b.isInvalid && a.validationErrors.length === b.validationErrors.length && a.validationErrors.every((a, i) => a === b.validationErrors[i]) && Object.entries(a.validationDetails).every(([k, v]) => b.validationDetails[k] === v);
}
function $fd2148440a13ec26$export$75ee7c75d68f5b0e(...results) {
	let errors = /* @__PURE__ */ new Set();
	let isInvalid = false;
	let validationDetails = { ...$fd2148440a13ec26$export$aca958c65c314e6c };
	for (let v of results) {
		for (let e of v.validationErrors) errors.add(e);
		isInvalid ||= v.isInvalid;
		for (let key in validationDetails) validationDetails[key] ||= v.validationDetails[key];
	}
	validationDetails.valid = !isInvalid;
	return {
		isInvalid,
		validationErrors: [...errors],
		validationDetails
	};
}
// node_modules/react-aria/dist/private/utils/useFormReset.mjs
function $3274bf1495747a7b$export$5add1d006293d136(ref, initialValue, onReset) {
	let handleReset = $fe16bffc7a557bf0$export$7f54fc3180508a52((e) => {
		if (onReset && !e.defaultPrevented) onReset(initialValue);
	});
	(0, import_react.useEffect)(() => {
		let form = ref?.current?.form;
		form?.addEventListener("reset", handleReset);
		return () => {
			form?.removeEventListener("reset", handleReset);
		};
	}, [ref]);
}
// node_modules/react-aria/dist/private/form/useFormValidation.mjs
function $860f7da480e22816$export$b8473d3665f3a75a(props, state, ref) {
	let { validationBehavior, focus } = props;
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (validationBehavior === "native" && ref?.current && "setCustomValidity" in ref.current && !ref.current.disabled) {
			let errorMessage = state.realtimeValidation.isInvalid ? state.realtimeValidation.validationErrors.join(" ") || "Invalid value." : "";
			ref.current.setCustomValidity(errorMessage);
			if (!ref.current.hasAttribute("title")) ref.current.title = "";
			if (!state.realtimeValidation.isInvalid) state.updateValidation($860f7da480e22816$var$getNativeValidity(ref.current));
		}
	});
	let isIgnoredReset = (0, import_react.useRef)(false);
	let onReset = $fe16bffc7a557bf0$export$7f54fc3180508a52(() => {
		if (!isIgnoredReset.current) state.resetValidation();
	});
	let onInvalid = $fe16bffc7a557bf0$export$7f54fc3180508a52((e) => {
		if (!state.displayValidation.isInvalid) state.commitValidation();
		let form = ref?.current?.form;
		if (!e.defaultPrevented && ref && form && $860f7da480e22816$var$getFirstInvalidInput(form) === ref.current) {
			if (focus) focus();
			else ref.current?.focus();
			$8f5a2122b0992be3$export$8397ddfc504fdb9a("keyboard");
		}
		e.preventDefault();
	});
	let onChange = $fe16bffc7a557bf0$export$7f54fc3180508a52(() => {
		state.commitValidation();
	});
	(0, import_react.useEffect)(() => {
		let input = ref?.current;
		if (!input) return;
		let form = input.form;
		let reset = form?.reset;
		if (form) form.reset = () => {
			isIgnoredReset.current = !window.event || window.event.type === "message" && $23f2114a1b82827e$export$e58f029f0fbfdb29(window.event) instanceof MessagePort;
			reset?.call(form);
			isIgnoredReset.current = false;
		};
		input.addEventListener("invalid", onInvalid);
		input.addEventListener("change", onChange);
		form?.addEventListener("reset", onReset);
		return () => {
			input.removeEventListener("invalid", onInvalid);
			input.removeEventListener("change", onChange);
			form?.removeEventListener("reset", onReset);
			if (form) form.reset = reset;
		};
	}, [ref, validationBehavior]);
}
function $860f7da480e22816$var$getValidity(input) {
	let validity = input.validity;
	return {
		badInput: validity.badInput,
		customError: validity.customError,
		patternMismatch: validity.patternMismatch,
		rangeOverflow: validity.rangeOverflow,
		rangeUnderflow: validity.rangeUnderflow,
		stepMismatch: validity.stepMismatch,
		tooLong: validity.tooLong,
		tooShort: validity.tooShort,
		typeMismatch: validity.typeMismatch,
		valueMissing: validity.valueMissing,
		valid: validity.valid
	};
}
function $860f7da480e22816$var$getNativeValidity(input) {
	return {
		isInvalid: !input.validity.valid,
		validationDetails: $860f7da480e22816$var$getValidity(input),
		validationErrors: input.validationMessage ? [input.validationMessage] : []
	};
}
function $860f7da480e22816$var$getFirstInvalidInput(form) {
	for (let i = 0; i < form.elements.length; i++) {
		let element = form.elements[i];
		if (element.validity?.valid === false) return element;
	}
	return null;
}
export { $fd2148440a13ec26$export$dad6ae84456c676a as a, $fd2148440a13ec26$export$a763b9476acd3eb as i, $3274bf1495747a7b$export$5add1d006293d136 as n, $fd2148440a13ec26$export$fc1a364ae1f3ff10 as o, $fd2148440a13ec26$export$75ee7c75d68f5b0e as r, $860f7da480e22816$export$b8473d3665f3a75a as t };

//# sourceMappingURL=useFormValidation-CInOjrns.js.map