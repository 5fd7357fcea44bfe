import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, Ft as $c7eafbbe1ea5834e$export$535bd6ca7f90a273, It as $c4867b2f328c2698$export$e5c5a5f917a5871c, Mt as $4064df0d6f9620e1$export$c9058316764c140e, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, at as $2add3ce32c6007eb$export$fedb369cb70207f1, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, et as $2add3ce32c6007eb$export$78551043582a6a98, kt as $03e8ab2d84d7657a$export$4338b53315abf666, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { S as $58196c8d6a1f38fc$export$1c3ebcada18427bf, _ as $e0a0e4399f316b76$export$b80f73f72d03c10f, d as $f11fb0bcf1b2687a$export$61c6a8c84e605fb6, f as $d7a937236970dc7f$export$14c98a7594375490, g as $0644e3663365bfe5$export$ee0f7cc6afcd1c18, h as $081058010ef8962e$export$2317d149ed6f78c4, i as $f2ff30fde7b014be$export$d2f961adcb0afbe, p as $d7a937236970dc7f$export$c6fdb837b070b4ff, r as $f2ff30fde7b014be$export$8b93a07348a7730c, v as $77844860df94ba23$export$ea8f71083e90600f, x as $58196c8d6a1f38fc$export$1020fa7f77e17884 } from "./Dialog-BVV4XIn9.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { i as $901761b40e390936$export$2bb74740c4e19def } from "./useDescription-CgZYQuz7.js";
import { E as $bb39c0fc1c19b34c$export$c57958e35f31ed73, n as $fcc7165e876206c6$export$6d3443f2c48bfc20, t as $fcc7165e876206c6$export$45fda7c47f93fd48 } from "./animation-DbzJvMWS.js";
// node_modules/react-aria/dist/private/overlays/useModalOverlay.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $5698867baeb53f4e$export$dbc0f175b25fb0fb(props, state, ref) {
	let { overlayProps, underlayProps } = $77844860df94ba23$export$ea8f71083e90600f({
		...props,
		isOpen: state.isOpen,
		onClose: state.close
	}, ref);
	$0644e3663365bfe5$export$ee0f7cc6afcd1c18({
		isDisabled: !state.isOpen,
		UNSTABLE_overrideFocus: props.UNSTABLE_overrideFocus
	});
	$d7a937236970dc7f$export$14c98a7594375490();
	let { isEntering } = props;
	(0, import_react.useEffect)(() => {
		if (state.isOpen && ref.current) {
			if (isEntering) return $58196c8d6a1f38fc$export$1020fa7f77e17884(ref.current);
			return $58196c8d6a1f38fc$export$1c3ebcada18427bf([ref.current], { shouldUseInert: true });
		}
	}, [
		state.isOpen,
		isEntering,
		ref
	]);
	return {
		modalProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(overlayProps),
		underlayProps
	};
}
// node_modules/react-aria/dist/private/utils/useViewportSize.mjs
var $6066a2c586ade9e1$var$visualViewport = typeof document !== "undefined" && window.visualViewport;
function $6066a2c586ade9e1$export$d699905dd57c73ca() {
	let isSSR = $c7eafbbe1ea5834e$export$535bd6ca7f90a273();
	let unmountRef = (0, import_react.useRef)(null);
	let [size, setSize] = (0, import_react.useState)(() => isSSR ? {
		width: 0,
		height: 0
	} : $6066a2c586ade9e1$var$getViewportSize());
	(0, import_react.useEffect)(() => {
		let updateSize = (newSize) => {
			setSize((size) => {
				if (newSize.width === size.width && newSize.height === size.height) return size;
				return newSize;
			});
		};
		let onResize = () => {
			if ($6066a2c586ade9e1$var$visualViewport && $6066a2c586ade9e1$var$visualViewport.scale > 1) return;
			updateSize($6066a2c586ade9e1$var$getViewportSize());
		};
		let onBlur = (e) => {
			if ($6066a2c586ade9e1$var$visualViewport && $6066a2c586ade9e1$var$visualViewport.scale > 1) return;
			if (!$bb39c0fc1c19b34c$export$c57958e35f31ed73($23f2114a1b82827e$export$e58f029f0fbfdb29(e))) return;
			unmountRef.current = $e0a0e4399f316b76$export$b80f73f72d03c10f((isOpen) => {
				if (isOpen) return;
				updateSize({
					width: document.documentElement.clientWidth,
					height: document.documentElement.clientHeight
				});
			});
		};
		updateSize($6066a2c586ade9e1$var$getViewportSize());
		if ($2add3ce32c6007eb$export$fedb369cb70207f1() && $2add3ce32c6007eb$export$78551043582a6a98()) window.addEventListener("blur", onBlur, true);
		if (!$6066a2c586ade9e1$var$visualViewport) window.addEventListener("resize", onResize);
		else $6066a2c586ade9e1$var$visualViewport.addEventListener("resize", onResize);
		return () => {
			unmountRef.current?.();
			if ($2add3ce32c6007eb$export$fedb369cb70207f1() && $2add3ce32c6007eb$export$78551043582a6a98()) window.removeEventListener("blur", onBlur, true);
			if (!$6066a2c586ade9e1$var$visualViewport) window.removeEventListener("resize", onResize);
			else $6066a2c586ade9e1$var$visualViewport.removeEventListener("resize", onResize);
		};
	}, []);
	return size;
}
/**
* Get the viewport size without the scrollbar.
*/ function $6066a2c586ade9e1$var$getViewportSize() {
	return {
		width: $6066a2c586ade9e1$var$visualViewport ? Math.min($6066a2c586ade9e1$var$visualViewport.width * $6066a2c586ade9e1$var$visualViewport.scale, document.documentElement.clientWidth) : document.documentElement.clientWidth,
		height: $6066a2c586ade9e1$var$visualViewport ? $6066a2c586ade9e1$var$visualViewport.height * $6066a2c586ade9e1$var$visualViewport.scale : document.documentElement.clientHeight
	};
}
// node_modules/react-aria-components/dist/private/Modal.mjs
var $8b8d26808cb8cb53$export$ab57792b9b6974a6 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $8b8d26808cb8cb53$export$6bc057cefccad9c8 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $8b8d26808cb8cb53$export$2b77a92f1a5ad772 = /*#__PURE__*/ (0, import_react.forwardRef)(function Modal(props, ref) {
	if ((0, import_react.useContext)($8b8d26808cb8cb53$export$6bc057cefccad9c8)) return /*#__PURE__*/ import_react.createElement($8b8d26808cb8cb53$var$ModalContent, {
		...props,
		modalRef: ref
	}, props.children);
	let { isDismissable, isKeyboardDismissDisabled, isOpen, defaultOpen, onOpenChange, children, isEntering, isExiting, UNSTABLE_portalContainer, shouldCloseOnInteractOutside, ...otherProps } = props;
	return /*#__PURE__*/ import_react.createElement($8b8d26808cb8cb53$export$8948f78d83984c69, {
		isDismissable,
		isKeyboardDismissDisabled,
		isOpen,
		defaultOpen,
		onOpenChange,
		isEntering,
		isExiting,
		UNSTABLE_portalContainer,
		shouldCloseOnInteractOutside
	}, /*#__PURE__*/ import_react.createElement($8b8d26808cb8cb53$var$ModalContent, {
		...otherProps,
		modalRef: ref
	}, children));
});
function $8b8d26808cb8cb53$var$ModalOverlayWithForwardRef(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $8b8d26808cb8cb53$export$ab57792b9b6974a6);
	let contextState = (0, import_react.useContext)($f2ff30fde7b014be$export$d2f961adcb0afbe);
	let localState = $f11fb0bcf1b2687a$export$61c6a8c84e605fb6(props);
	let state = props.isOpen != null || props.defaultOpen != null || !contextState ? localState : contextState;
	if (state === contextState) {}
	let objectRef = $03e8ab2d84d7657a$export$4338b53315abf666(ref);
	let modalRef = (0, import_react.useRef)(null);
	let isOverlayExiting = $fcc7165e876206c6$export$45fda7c47f93fd48(objectRef, state.isOpen, props.onExit);
	let onExitRef = (0, import_react.useRef)(null);
	let isModalExiting = $fcc7165e876206c6$export$45fda7c47f93fd48(modalRef, state.isOpen, (element) => onExitRef.current?.(element));
	let isExiting = isOverlayExiting || isModalExiting || props.isExiting || false;
	let isSSR = $c7eafbbe1ea5834e$export$535bd6ca7f90a273();
	if (!state.isOpen && !isExiting || isSSR) return null;
	return /*#__PURE__*/ import_react.createElement($8b8d26808cb8cb53$var$ModalOverlayInner, {
		...props,
		state,
		isExiting,
		overlayRef: objectRef,
		modalRef,
		onExitRef
	});
}
var $8b8d26808cb8cb53$export$8948f78d83984c69 = /*#__PURE__*/ (0, import_react.forwardRef)($8b8d26808cb8cb53$var$ModalOverlayWithForwardRef);
function $8b8d26808cb8cb53$var$ModalOverlayInner({ UNSTABLE_portalContainer, UNSTABLE_deferUntilEntered, ...props }) {
	let modalRef = props.modalRef;
	let { state } = props;
	let [isOpen, setIsOpen] = (0, import_react.useState)(false);
	let entering = $fcc7165e876206c6$export$6d3443f2c48bfc20(props.overlayRef, isOpen, props.onEnter) || props.isEntering || false;
	let isDeferred = !!UNSTABLE_deferUntilEntered && (!isOpen || entering);
	let { modalProps, underlayProps } = $5698867baeb53f4e$export$dbc0f175b25fb0fb({
		...props,
		isEntering: isDeferred
	}, state, modalRef);
	let dialogContext = (0, import_react.useContext)($f2ff30fde7b014be$export$8b93a07348a7730c);
	let mergedDialogContext = UNSTABLE_deferUntilEntered ? $8b8d26808cb8cb53$var$mergeDialogContext(dialogContext, { isEntering: isDeferred }) : dialogContext;
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName: "react-aria-ModalOverlay",
		values: {
			isEntering: entering,
			isExiting: props.isExiting,
			state
		}
	});
	let viewport = $6066a2c586ade9e1$export$d699905dd57c73ca();
	let pageWidth = void 0;
	let pageHeight = void 0;
	if (typeof document !== "undefined") {
		let scrollingElement = $901761b40e390936$export$2bb74740c4e19def(document.body) ? document.body : document.scrollingElement || document.documentElement;
		let fractionalWidthDifference = scrollingElement.getBoundingClientRect().width % 1;
		let fractionalHeightDifference = scrollingElement.getBoundingClientRect().height % 1;
		pageWidth = scrollingElement.scrollWidth - fractionalWidthDifference;
		pageHeight = scrollingElement.scrollHeight - fractionalHeightDifference;
	}
	let style = {
		...renderProps.style,
		"--visual-viewport-width": viewport.width + "px",
		"--visual-viewport-height": viewport.height + "px",
		"--page-width": pageWidth !== void 0 ? pageWidth + "px" : void 0,
		"--page-height": pageHeight !== void 0 ? pageHeight + "px" : void 0
	};
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => $e0a0e4399f316b76$export$b80f73f72d03c10f(() => setIsOpen(true)), []);
	return /*#__PURE__*/ import_react.createElement($d7a937236970dc7f$export$c6fdb837b070b4ff, {
		isExiting: props.isExiting,
		portalContainer: UNSTABLE_portalContainer
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928($8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true }), underlayProps),
		...renderProps,
		style,
		ref: props.overlayRef,
		"data-entering": entering || void 0,
		"data-exiting": props.isExiting || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$8b8d26808cb8cb53$export$6bc057cefccad9c8, {
			modalProps,
			modalRef,
			isExiting: props.isExiting,
			onExitRef: props.onExitRef,
			isOpen,
			isDismissable: props.isDismissable
		}],
		[$f2ff30fde7b014be$export$d2f961adcb0afbe, state],
		[$f2ff30fde7b014be$export$8b93a07348a7730c, mergedDialogContext]
	] }, renderProps.children)));
}
function $8b8d26808cb8cb53$var$mergeDialogContext(context, props) {
	if (context && "slots" in context && context.slots) {
		let slots = {};
		for (let key in context.slots) slots[key] = {
			...context.slots[key],
			...props
		};
		return {
			...context,
			slots
		};
	}
	return {
		...context,
		...props
	};
}
function $8b8d26808cb8cb53$var$ModalContent(props) {
	let { modalProps, modalRef, isExiting, onExitRef, isDismissable, isOpen } = (0, import_react.useContext)($8b8d26808cb8cb53$export$6bc057cefccad9c8);
	let state = (0, import_react.useContext)($f2ff30fde7b014be$export$d2f961adcb0afbe);
	let mergedRefs = (0, import_react.useMemo)(() => $4064df0d6f9620e1$export$c9058316764c140e(props.modalRef, modalRef), [props.modalRef, modalRef]);
	let ref = $03e8ab2d84d7657a$export$4338b53315abf666(mergedRefs);
	let entering = $fcc7165e876206c6$export$6d3443f2c48bfc20(ref, isOpen, props.onEnter);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultClassName: "react-aria-Modal",
		values: {
			isEntering: entering,
			isExiting,
			state
		}
	});
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (onExitRef) onExitRef.current = props.onExit;
	});
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928($8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true }), modalProps),
		...renderProps,
		ref,
		"data-entering": entering || void 0,
		"data-exiting": isExiting || void 0
	}, isDismissable && /*#__PURE__*/ import_react.createElement($081058010ef8962e$export$2317d149ed6f78c4, { onDismiss: state.close }), renderProps.children);
}
export { $8b8d26808cb8cb53$export$8948f78d83984c69 as n, $8b8d26808cb8cb53$export$2b77a92f1a5ad772 as t };

//# sourceMappingURL=Modal-CK0YMA-A.js.map