import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, It as $c4867b2f328c2698$export$e5c5a5f917a5871c, O as $d1116acdf220c2da$export$4c014de7c8940b4c, Pt as $390e54f620492c70$export$f680877a34711e37, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, v as $d27d541f9569d26d$export$45712eceda6fad21 } from "./PortalProvider-DUo4OMmA.js";
import { i as $fd2148440a13ec26$export$a763b9476acd3eb, n as $3274bf1495747a7b$export$5add1d006293d136, o as $fd2148440a13ec26$export$fc1a364ae1f3ff10, t as $860f7da480e22816$export$b8473d3665f3a75a } from "./useFormValidation-CInOjrns.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
// node_modules/react-aria/dist/private/utils/useSlot.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $4c14b02d5228be26$export$9d4c57ee4c6ffdd8(initialState = true) {
	let [hasSlot, setHasSlot] = (0, import_react.useState)(initialState);
	let hasRun = (0, import_react.useRef)(false);
	let ref = (0, import_react.useCallback)((el) => {
		hasRun.current = true;
		setHasSlot(!!el);
	}, []);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (!hasRun.current) setHasSlot(false);
	}, []);
	return [ref, hasSlot];
}
function $4c14b02d5228be26$export$ed2feabec4a533f4(initialState = true) {
	let id = $390e54f620492c70$export$f680877a34711e37();
	let [ref, hasSlot] = $4c14b02d5228be26$export$9d4c57ee4c6ffdd8(initialState);
	return {
		id: hasSlot ? id : void 0,
		ref
	};
}
// node_modules/react-aria/dist/private/toggle/useToggle.mjs
function $876b6f32ca5a04c3$export$cbe85ee05b554577(props, state, ref) {
	let { isDisabled = false, isReadOnly = false, value, name, form, children, isRequired, validationBehavior = "aria", "aria-label": ariaLabel, "aria-labelledby": ariaLabelledby, "aria-describedby": ariaDescribedby, onPressStart, onPressEnd, onPressChange, onPress, onPressUp, onClick } = props;
	let validationState = $fd2148440a13ec26$export$fc1a364ae1f3ff10({
		...props,
		value: state.isSelected
	});
	let { isInvalid, validationErrors, validationDetails } = validationState.displayValidation;
	$860f7da480e22816$export$b8473d3665f3a75a(props, validationState, ref);
	let onChange = (e) => {
		e.stopPropagation();
		state.setSelected($23f2114a1b82827e$export$e58f029f0fbfdb29(e).checked);
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
	let [isLabelPressed, setLabelPressed] = (0, import_react.useState)(false);
	let { pressProps: labelProps } = $d27d541f9569d26d$export$45712eceda6fad21({
		onPressStart(e) {
			if (e.pointerType === "keyboard" || e.pointerType === "virtual") {
				e.continuePropagation();
				return;
			}
			onPressStart?.(e);
			onPressChange?.(true);
			setLabelPressed(true);
		},
		onPressEnd(e) {
			if (e.pointerType === "keyboard" || e.pointerType === "virtual") {
				e.continuePropagation();
				return;
			}
			onPressEnd?.(e);
			onPressChange?.(false);
			setLabelPressed(false);
		},
		onPressUp(e) {
			if (e.pointerType === "keyboard" || e.pointerType === "virtual") {
				e.continuePropagation();
				return;
			}
			onPressUp?.(e);
		},
		onClick,
		onPress(e) {
			if (e.pointerType === "keyboard" || e.pointerType === "virtual") {
				e.continuePropagation();
				return;
			}
			onPress?.(e);
			state.toggle();
			ref.current?.focus();
			let { [$fd2148440a13ec26$export$a763b9476acd3eb]: groupValidationState } = props;
			let { commitValidation } = groupValidationState ? groupValidationState : validationState;
			commitValidation();
		},
		isDisabled: isDisabled || isReadOnly
	});
	let { focusableProps } = $d1116acdf220c2da$export$4c014de7c8940b4c(props, ref);
	let interactions = $bbaa08b3cd72f041$export$9d1611c77c2fe928(pressProps, focusableProps);
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	$3274bf1495747a7b$export$5add1d006293d136(ref, state.defaultSelected, state.setSelected);
	let descriptionProps = $4c14b02d5228be26$export$ed2feabec4a533f4();
	let errorMessageProps = $4c14b02d5228be26$export$ed2feabec4a533f4();
	return {
		labelProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(labelProps, { onClick: (e) => e.preventDefault() }),
		inputProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, {
			checked: state.isSelected,
			"aria-required": isRequired && validationBehavior === "aria" || void 0,
			required: isRequired && validationBehavior === "native",
			"aria-invalid": isInvalid || props.validationState === "invalid" || void 0,
			"aria-errormessage": props["aria-errormessage"],
			"aria-controls": props["aria-controls"],
			"aria-readonly": isReadOnly || void 0,
			"aria-describedby": [
				descriptionProps.id,
				errorMessageProps.id,
				ariaDescribedby
			].filter(Boolean).join(" ") || void 0,
			onChange,
			disabled: isDisabled,
			...value == null ? {} : { value },
			name,
			form,
			type: "checkbox",
			...interactions
		}),
		descriptionProps,
		errorMessageProps,
		isSelected: state.isSelected,
		isPressed: isPressed || isLabelPressed,
		isDisabled,
		isReadOnly,
		isInvalid: isInvalid || props.validationState === "invalid",
		validationErrors,
		validationDetails
	};
}
export { $4c14b02d5228be26$export$ed2feabec4a533f4 as n, $876b6f32ca5a04c3$export$cbe85ee05b554577 as t };

//# sourceMappingURL=useToggle-aWAXdQ1t.js.map