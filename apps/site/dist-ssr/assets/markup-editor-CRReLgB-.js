import { $ as ToolbarToggleButton, C as documentToMarkup, D as useKeymap, E as markupToInline, G as Fragment, O as EditorComponent, Q as ToolbarSeparator, S as editorContent, T as markupToDocument, X as Toolbar, Z as ToolbarButton, _ as useImageUpload, a as MentionTool, b as PasteExtension, c as WritingField, d as previewToggle, f as placeCaretAt, g as useWritingFieldIds, h as useTextAttributes, i as ProjectLinkTool, k as Remirror, l as editorToolbar, m as usePastedImages, n as SpoilerTool, o as LinkTool, p as useEditorValue, q as Slice, r as SmileTool, s as FormattingTools, t as StickerTool, u as preview, v as MentionSuggestions, x as markupExtensions, y as useEditorManager } from "./StickerTool-L0Pa8evV.js";
import { a as lengthLimitNote, o as limitState, r as imagesLimitNote, t as $b325d7bd7e74496a$export$6fb4a10d2c950550 } from "./FileTrigger-GKmwR1-q.js";
import { t as parseMarkup } from "./parse-DA2Frsp_.js";
import { i as serializeMarkup } from "./blocks-markup-DtjsqWUb.js";
import { t as Eye } from "./eye-BfPpWNSF.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as htmlToMarkup } from "./legacy-html-bRYvWfB1.js";
import { t as MarkupView } from "./MarkupView-B6y90bdG.js";
import { t as ImagePlus } from "./image-plus-BcYJrrsq.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/domain/src/markup/linked-images.ts
function addressesOf(image) {
	return typeof image === "string" ? [image] : [image.full, image.preview ?? ""];
}
/** The address as it reads inside HTML text, where `&` is written `&amp;`. */
function asHtml(address) {
	return address.replaceAll("&", "&amp;");
}
/**
* The attached images still worth sending: those whose address (full or preview) still appears in the
* text, as typed or HTML-escaped (SPEC.md §5: "Images attached to a message, review, comment or
* description are sent only if their link still appears in the text"). Order is kept.
*/
function imagesStillLinked(text, images) {
	return images.filter((image) => addressesOf(image).some((address) => address !== "" && (text.includes(address) || text.includes(asHtml(address)))));
}
// libs/editor/src/extensions/markup-paste-extension.ts
/**
* Paste into the markup editor (one run of lines): another site's HTML becomes the domain's markup
* (`htmlToMarkup`: paragraphs and line breaks become lines, b/i/u/s/a/img their tags, everything else
* its text), plain text goes in with line breaks, taking the formatting at the cursor.
*/
var MarkupPasteExtension = class extends PasteExtension {
	get name() {
		return "markupPaste";
	}
	insertHtml(tr, html) {
		const inline = markupToInline(this.store.schema, htmlToMarkup(html));
		tr.replaceSelection(new Slice(Fragment.fromArray(inline), 0, 0));
	}
	insertText(tr, text) {
		const lineBreak = this.store.schema.nodes["lineBreak"];
		text.split(/\r\n|\r|\n/).forEach((line, index) => {
			if (index > 0) tr.replaceSelectionWith(lineBreak.create(), true);
			if (line !== "") tr.insertText(line);
		});
	}
};
// libs/editor/src/writing-tools/ImageTool.tsx
var import_jsx_runtime = require_jsx_runtime();
/** `[img]`: the file chooser, images only, several at once (SPEC.md §5). */
function ImageTool({ isDisabled, isFull, onFiles }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($b325d7bd7e74496a$export$6fb4a10d2c950550, {
		acceptedFileTypes: ["image/*"],
		allowsMultiple: true,
		onSelect: (list) => onFiles(list ? Array.from(list) : []),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarButton, {
			label: isFull ? "Изображение (больше нельзя)" : "Изображение",
			icon: ImagePlus,
			isDisabled: isDisabled || isFull
		})
	});
}
// libs/editor/src/writing-tools/SubmitShortcut.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Ctrl+Enter (⌘+Enter) sends what is written, as comment and message boxes everywhere do: Enter
* itself breaks the line. Renders nothing.
*/
function SubmitShortcut({ onSubmit }) {
	const submit = (0, import_react.useCallback)(() => {
		onSubmit();
		return true;
	}, [onSubmit]);
	useKeymap("Mod-Enter", submit);
	return null;
}
// libs/editor/src/MarkupEditor/MarkupEditor.tsx
function countImages(doc) {
	let count = 0;
	doc.descendants((node) => {
		if (node.type.name === "img") count++;
	});
	return count;
}
function sameList(a, b) {
	return a.length === b.length && a.every((item, index) => item === b[index]);
}
/**
* The writing surface for comments, reviews, messages, descriptions and translations (SPEC.md §3
* tags, §5 rules): every markup tag from a toolbar, shortcuts and `@` mentions, pictures chosen,
* pasted or dropped, paste from other sites reduced to the markup, and a preview as readers will see
* it. Its value is the markup string, in and out; it works as a react-hook-form field.
*/
var MarkupEditor = (0, import_react.forwardRef)(function MarkupEditor({ label, value, onChange, onBlur, name, description, errorMessage, placeholder, maxLength, maxImages, isDisabled = false, autoFocus = false, searchUsers, searchProjects, uploadImage, attachedImages, onAttachedImagesChange, onSubmit, className }, ref) {
	const ids = useWritingFieldIds();
	const { manager, getContext } = useEditorManager(() => [...markupExtensions({ enterBreaksLine: true }), new MarkupPasteExtension()], { content: "paragraph" });
	const documentOf = (0, import_react.useCallback)((markup) => markupToDocument(manager.schema, parseMarkup(markup)), [manager]);
	const [initialContent] = (0, import_react.useState)(() => manager.createState({ content: documentOf(value) }));
	/** The markup the text holds now, for the preview and the limits. */
	const [markup, setMarkup] = (0, import_react.useState)(value);
	const [imageCount, setImageCount] = (0, import_react.useState)(() => countImages(initialContent.doc));
	const [isFocused, setFocused] = (0, import_react.useState)(false);
	const [isPreview, setPreview] = (0, import_react.useState)(false);
	const boxRef = (0, import_react.useRef)(null);
	/** Every picture uploaded here or attached before, and the ones last reported as linked. */
	const uploaded = (0, import_react.useRef)([...attachedImages ?? []]);
	const linked = (0, import_react.useRef)(imagesStillLinked(value, uploaded.current));
	const reportLinked = (0, import_react.useCallback)((next) => {
		const now = imagesStillLinked(next, uploaded.current);
		if (sameList(now, linked.current)) return;
		linked.current = now;
		onAttachedImagesChange?.(now);
	}, [onAttachedImagesChange]);
	const report = useEditorValue({
		value,
		keyOf: (given) => given,
		apply: (given) => {
			const doc = documentOf(given);
			getContext()?.setContent(doc);
			setMarkup(given);
			setImageCount(countImages(doc));
		}
	});
	const handleChange = (0, import_react.useCallback)(({ tr, state, firstRender }) => {
		if (firstRender || !tr?.docChanged) return;
		const next = serializeMarkup(documentToMarkup(state.doc));
		setImageCount(countImages(state.doc));
		setMarkup(next);
		if (!report(next)) return;
		reportLinked(next);
		onChange?.(next);
	}, [
		onChange,
		report,
		reportLinked
	]);
	const insertImages = (0, import_react.useCallback)((sources, position) => {
		const context = getContext();
		if (!context) return;
		uploaded.current.push(...sources);
		placeCaretAt(context.view, position);
		context.commands.insertImages(sources);
	}, [getContext]);
	const images = useImageUpload({
		upload: uploadImage,
		maxImages,
		countImages: () => imageCount,
		insert: insertImages
	});
	usePastedImages(manager.getExtension(MarkupPasteExtension), images.uploadFiles);
	(0, import_react.useImperativeHandle)(ref, () => ({ focus: () => getContext()?.focus() }), [getContext]);
	const lengthNote = maxLength === void 0 ? void 0 : lengthLimitNote(markup.length, maxLength);
	const limitNotes = [maxImages === void 0 ? void 0 : imagesLimitNote(imageCount, maxImages), lengthNote].filter((note) => note !== void 0);
	const isOver = maxLength !== void 0 && limitState(markup.length, maxLength) === "over" || maxImages !== void 0 && limitState(imageCount, maxImages) === "over";
	const isInvalid = errorMessage !== void 0 || isOver;
	const attributes = useTextAttributes({
		getContext,
		ids,
		describedBy: [
			description != null && ids.description,
			limitNotes.length > 0 && ids.limits,
			errorMessage !== void 0 && ids.error
		],
		isInvalid,
		isDisabled,
		name
	});
	const toolsDisabled = isDisabled || isPreview;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingField, {
		ids,
		label,
		focusText: () => getContext()?.focus(),
		boxRef,
		isFocused,
		isInvalid,
		isDisabled,
		description,
		uploading: images.pending,
		limitNotes,
		isOver,
		problems: images.problems,
		errorMessage,
		className,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Remirror, {
			manager,
			initialContent,
			onChange: handleChange,
			onFocus: () => setFocused(true),
			onBlur: () => {
				setFocused(false);
				onBlur?.();
			},
			attributes,
			editable: !isDisabled,
			autoFocus,
			placeholder,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Toolbar, {
					"aria-label": `Оформление: ${label}`,
					className: editorToolbar,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormattingTools, { isDisabled: toolsDisabled }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarSeparator, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkTool, { isDisabled: toolsDisabled }),
						searchProjects ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectLinkTool, {
							isDisabled: toolsDisabled,
							search: searchProjects
						}) : null,
						searchUsers ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MentionTool, { isDisabled: toolsDisabled }) : null,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SpoilerTool, { isDisabled: toolsDisabled }),
						uploadImage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageTool, {
							isDisabled: toolsDisabled || images.pending > 0,
							isFull: maxImages !== void 0 && imageCount >= maxImages,
							onFiles: (files) => void images.uploadFiles(files)
						}) : null,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StickerTool, { isDisabled: toolsDisabled }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SmileTool, { isDisabled: toolsDisabled }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarToggleButton, {
							label: "Предпросмотр",
							icon: Eye,
							showLabel: true,
							isSelected: isPreview,
							onChange: setPreview,
							isDisabled,
							className: previewToggle
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: editorContent,
					hidden: isPreview,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorComponent, {}),
						onSubmit ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitShortcut, { onSubmit }) : null,
						searchUsers ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MentionSuggestions, {
							search: searchUsers,
							containerRef: boxRef
						}) : null
					]
				}),
				isPreview ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					role: "region",
					"aria-label": `Предпросмотр: ${label}`,
					className: preview,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupView, {
						value: markup,
						showHidden: true
					})
				}) : null
			]
		})
	});
});
export { MarkupEditor };

//# sourceMappingURL=markup-editor-CRReLgB-.js.map