import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { i as $f2ff30fde7b014be$export$d2f961adcb0afbe } from "./Dialog-BVV4XIn9.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Dialog } from "./Dialog-C9kL01F8.js";
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/ConfirmDialog/ConfirmDialog.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var confirmDialogMessage = "rgbdif0";
var confirmDialogActions = "rgbdif1";
// libs/ui/src/components/ConfirmDialog/ConfirmDialog.tsx
var import_jsx_runtime = require_jsx_runtime();
function ConfirmDialogContent({ message, confirmLabel, cancelLabel, variant, settledRef, onConfirm, onCancel, close }) {
	(0, import_react.useLayoutEffect)(() => {
		settledRef.current = false;
	}, [settledRef]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [message ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: confirmDialogMessage,
		children: message
	}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: confirmDialogActions,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			onPress: () => {
				settledRef.current = true;
				onCancel?.();
				close();
			},
			children: cancelLabel
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: variant === "destructive" ? "danger" : "primary",
			onPress: () => {
				settledRef.current = true;
				onConfirm();
				close();
			},
			children: confirmLabel
		})]
	})] });
}
/**
* The shared confirmation dialog (SPEC.md §2.1): a question, "Отмена" and a confirm button ("Да" by
* default). An `alertdialog` on `Dialog`; use `isOpen`/`onOpenChange` or a `DialogTrigger`.
*/
var ConfirmDialog = (0, import_react.forwardRef)(function ConfirmDialog({ title, message, confirmLabel = "Да", cancelLabel = "Отмена", variant = "default", onConfirm, onCancel, onOpenChange, isDismissable = false, ...props }, ref) {
	const settledRef = (0, import_react.useRef)(false);
	const triggerState = (0, import_react.useContext)($f2ff30fde7b014be$export$d2f961adcb0afbe);
	const ownsState = props.isOpen != null || props.defaultOpen != null || !triggerState;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		...props,
		ref,
		title,
		role: "alertdialog",
		size: "sm",
		isDismissable,
		showCloseButton: false,
		onOpenChange: ownsState ? (isOpen) => {
			if (!isOpen && !settledRef.current) {
				settledRef.current = true;
				onCancel?.();
			}
			onOpenChange?.(isOpen);
		} : void 0,
		children: ({ close }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialogContent, {
			message,
			confirmLabel,
			cancelLabel,
			variant,
			settledRef,
			onConfirm,
			onCancel,
			close
		})
	});
});
export { ConfirmDialog as t };

//# sourceMappingURL=ConfirmDialog-Ck5cEont.js.map