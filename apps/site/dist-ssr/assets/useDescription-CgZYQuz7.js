import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { It as $c4867b2f328c2698$export$e5c5a5f917a5871c, V as $fe16bffc7a557bf0$export$7f54fc3180508a52, at as $2add3ce32c6007eb$export$fedb369cb70207f1, et as $2add3ce32c6007eb$export$78551043582a6a98, yt as $d447af545b77c9f1$export$f531f92e2a15358f } from "./PortalProvider-DUo4OMmA.js";
// node_modules/react-aria/dist/private/utils/useEvent.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $600b3cf69ae46262$export$90fc3a17d93f704c(ref, event, listener, options) {
	let handleEvent = $fe16bffc7a557bf0$export$7f54fc3180508a52(listener);
	let isDisabled = listener == null;
	(0, import_react.useEffect)(() => {
		if (isDisabled || ref.current == null) return;
		return $d447af545b77c9f1$export$f531f92e2a15358f(ref.current, event, handleEvent, options);
	}, [
		ref,
		event,
		options,
		isDisabled
	]);
}
// node_modules/react-aria/dist/private/utils/isScrollable.mjs
function $901761b40e390936$export$2bb74740c4e19def(node, checkForOverflow) {
	if (!node) return false;
	let style = window.getComputedStyle(node);
	let root = document.scrollingElement || document.documentElement;
	let isScrollable = /(auto|scroll)/.test(style.overflow + style.overflowX + style.overflowY);
	if (node === root && style.overflow !== "hidden") isScrollable = true;
	if (isScrollable && checkForOverflow) isScrollable = node.scrollHeight !== node.clientHeight || node.scrollWidth !== node.clientWidth;
	return isScrollable;
}
// node_modules/react-aria/dist/private/utils/getScrollParents.mjs
function $76d97191f0f90600$export$94ed1c92c7beeb22(node, checkForOverflow) {
	let parentElements = [];
	let root = document.scrollingElement || document.documentElement;
	while (node) {
		if ($901761b40e390936$export$2bb74740c4e19def(node, checkForOverflow)) parentElements.push(node);
		if (node === root) break;
		node = node.parentElement;
	}
	return parentElements;
}
// node_modules/react-aria/dist/private/utils/scrollIntoView.mjs
function $51a3e22a5186a962$export$53a0910f038337bd(scrollView, element, opts = {}) {
	if (scrollView === element) return;
	$51a3e22a5186a962$export$f064fd83a2c6e9ca(scrollView, element, element.getBoundingClientRect(), opts);
}
function $51a3e22a5186a962$export$f064fd83a2c6e9ca(scrollView, element, target, opts = {}) {
	let { block = "nearest", inline = "nearest" } = opts;
	let y = scrollView.scrollTop;
	let x = scrollView.scrollLeft;
	let view = scrollView.getBoundingClientRect();
	let itemStyle = window.getComputedStyle(element);
	let viewStyle = window.getComputedStyle(scrollView);
	let root = document.scrollingElement || document.documentElement;
	let isRoot = scrollView === root;
	let viewTop = scrollView === root ? 0 : view.top;
	let viewBottom = scrollView === root ? scrollView.clientHeight : view.bottom;
	let viewLeft = scrollView === root ? 0 : view.left;
	let viewRight = scrollView === root ? scrollView.clientWidth : view.right;
	let scrollMarginTop = parseFloat(itemStyle.scrollMarginTop) || 0;
	let scrollMarginBottom = parseFloat(itemStyle.scrollMarginBottom) || 0;
	let scrollMarginLeft = parseFloat(itemStyle.scrollMarginLeft) || 0;
	let scrollMarginRight = parseFloat(itemStyle.scrollMarginRight) || 0;
	let scrollPaddingTop = parseFloat(viewStyle.scrollPaddingTop) || 0;
	let scrollPaddingBottom = parseFloat(viewStyle.scrollPaddingBottom) || 0;
	let scrollPaddingLeft = parseFloat(viewStyle.scrollPaddingLeft) || 0;
	let scrollPaddingRight = parseFloat(viewStyle.scrollPaddingRight) || 0;
	let borderTopWidth = parseFloat(viewStyle.borderTopWidth) || 0;
	let borderBottomWidth = parseFloat(viewStyle.borderBottomWidth) || 0;
	let borderLeftWidth = parseFloat(viewStyle.borderLeftWidth) || 0;
	let borderRightWidth = parseFloat(viewStyle.borderRightWidth) || 0;
	let scrollAreaTop = target.top - scrollMarginTop;
	let scrollAreaBottom = target.bottom + scrollMarginBottom;
	let scrollAreaLeft = target.left - scrollMarginLeft;
	let scrollAreaRight = target.right + scrollMarginRight;
	let scrollBarOffsetX = scrollView === root ? 0 : borderLeftWidth + borderRightWidth;
	let scrollBarOffsetY = scrollView === root ? 0 : borderTopWidth + borderBottomWidth;
	let scrollBarWidth = scrollView === root ? 0 : scrollView.offsetWidth - scrollView.clientWidth - scrollBarOffsetX;
	let scrollBarHeight = scrollView === root ? 0 : scrollView.offsetHeight - scrollView.clientHeight - scrollBarOffsetY;
	let scrollPortTop = viewTop + (isRoot ? 0 : borderTopWidth) + scrollPaddingTop;
	let scrollPortBottom = viewBottom - (isRoot ? 0 : borderBottomWidth) - scrollPaddingBottom - scrollBarHeight;
	let scrollPortLeft = viewLeft + (isRoot ? 0 : borderLeftWidth) + scrollPaddingLeft;
	let scrollPortRight = viewRight - (isRoot ? 0 : borderRightWidth) - scrollPaddingRight;
	if ($2add3ce32c6007eb$export$fedb369cb70207f1() && $2add3ce32c6007eb$export$78551043582a6a98() || viewStyle.direction === "ltr") scrollPortRight -= scrollBarWidth;
	else if (viewStyle.direction === "rtl") scrollPortLeft += scrollBarWidth;
	let shouldScrollBlock = scrollAreaTop < scrollPortTop || scrollAreaBottom > scrollPortBottom;
	let shouldScrollInline = scrollAreaLeft < scrollPortLeft || scrollAreaRight > scrollPortRight;
	if (shouldScrollBlock && block === "start") y += scrollAreaTop - scrollPortTop;
	else if (shouldScrollBlock && block === "center") y += (scrollAreaTop + scrollAreaBottom) / 2 - (scrollPortTop + scrollPortBottom) / 2;
	else if (shouldScrollBlock && block === "end") y += scrollAreaBottom - scrollPortBottom;
	else if (shouldScrollBlock && block === "nearest") {
		let start = scrollAreaTop - scrollPortTop;
		let end = scrollAreaBottom - scrollPortBottom;
		y += Math.abs(start) <= Math.abs(end) ? start : end;
	}
	if (shouldScrollInline && inline === "start") x += scrollAreaLeft - scrollPortLeft;
	else if (shouldScrollInline && inline === "center") x += (scrollAreaLeft + scrollAreaRight) / 2 - (scrollPortLeft + scrollPortRight) / 2;
	else if (shouldScrollInline && inline === "end") x += scrollAreaRight - scrollPortRight;
	else if (shouldScrollInline && inline === "nearest") {
		let start = scrollAreaLeft - scrollPortLeft;
		let end = scrollAreaRight - scrollPortRight;
		x += Math.abs(start) <= Math.abs(end) ? start : end;
	}
	scrollView.scrollTo({
		left: x,
		top: y
	});
}
function $51a3e22a5186a962$export$c826860796309d1b(targetElement, opts = {}) {
	let { containingElement } = opts;
	if (targetElement && targetElement.isConnected) {
		let root = document.scrollingElement || document.documentElement;
		if (!(window.getComputedStyle(root).overflow === "hidden")) {
			let { left: originalLeft, top: originalTop } = targetElement.getBoundingClientRect();
			targetElement?.scrollIntoView?.({ block: "nearest" });
			let { left: newLeft, top: newTop } = targetElement.getBoundingClientRect();
			if (Math.abs(originalLeft - newLeft) > 1 || Math.abs(originalTop - newTop) > 1) {
				containingElement?.scrollIntoView?.({
					block: "center",
					inline: "center"
				});
				targetElement.scrollIntoView?.({ block: "nearest" });
			}
		} else {
			let { left: originalLeft, top: originalTop } = targetElement.getBoundingClientRect();
			let scrollParents = $76d97191f0f90600$export$94ed1c92c7beeb22(targetElement, true);
			for (let scrollParent of scrollParents) $51a3e22a5186a962$export$53a0910f038337bd(scrollParent, targetElement);
			let { left: newLeft, top: newTop } = targetElement.getBoundingClientRect();
			if (Math.abs(originalLeft - newLeft) > 1 || Math.abs(originalTop - newTop) > 1) {
				scrollParents = containingElement ? $76d97191f0f90600$export$94ed1c92c7beeb22(containingElement, true) : [];
				for (let scrollParent of scrollParents) $51a3e22a5186a962$export$53a0910f038337bd(scrollParent, containingElement, {
					block: "center",
					inline: "center"
				});
				for (let scrollParent of $76d97191f0f90600$export$94ed1c92c7beeb22(targetElement, true)) $51a3e22a5186a962$export$53a0910f038337bd(scrollParent, targetElement);
			}
		}
	}
}
// node_modules/react-aria/dist/private/utils/useDescription.mjs
var $121970af65029459$var$descriptionId = 0;
var $121970af65029459$var$descriptionNodes = /* @__PURE__ */ new Map();
function $121970af65029459$export$f8aeda7b10753fa1(description) {
	let [id, setId] = (0, import_react.useState)();
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (!description) return;
		let desc = $121970af65029459$var$descriptionNodes.get(description);
		if (!desc) {
			let id = `react-aria-description-${$121970af65029459$var$descriptionId++}`;
			setId(id);
			let node = document.createElement("div");
			node.id = id;
			node.style.display = "none";
			node.textContent = description;
			document.body.appendChild(node);
			desc = {
				refCount: 0,
				element: node
			};
			$121970af65029459$var$descriptionNodes.set(description, desc);
		} else setId(desc.element.id);
		desc.refCount++;
		return () => {
			if (desc && --desc.refCount === 0) {
				desc.element.remove();
				$121970af65029459$var$descriptionNodes.delete(description);
			}
		};
	}, [description]);
	return { "aria-describedby": description ? id : void 0 };
}
export { $600b3cf69ae46262$export$90fc3a17d93f704c as a, $901761b40e390936$export$2bb74740c4e19def as i, $51a3e22a5186a962$export$53a0910f038337bd as n, $51a3e22a5186a962$export$c826860796309d1b as r, $121970af65029459$export$f8aeda7b10753fa1 as t };

//# sourceMappingURL=useDescription-CgZYQuz7.js.map