import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vn/ui';
import { inlineSticker } from './MarkupView/MarkupView.css';

/**
 * The text as it is written: the same marks as `MarkupView` shows them, plus what the writer needs to
 * see that a reader does not (a spoiler's frame and title, hidden text's tint). Shared by both
 * editors; ProseMirror's element is `.ProseMirror` inside it.
 */
export const editorContent = style({
  position: 'relative',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

const text = `${editorContent} .ProseMirror`;

globalStyle(text, {
  minHeight: `calc(4 * ${vars.font.lineHeight.normal} * 1em)`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  // ProseMirror needs spaces kept and long words wrapped.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
globalStyle(`${text} p`, { margin: 0 });
globalStyle(`${text} a`, { color: vars.color.accent, textDecoration: 'underline' });
globalStyle(`${text} [data-markup="center"]`, { display: 'block', textAlign: 'center' });
globalStyle(`${text} [data-markup="right"]`, { display: 'block', textAlign: 'right' });
globalStyle(`${text} [data-markup="hide"]`, {
  background: vars.color.accentSubtle,
  textDecoration: 'underline dotted',
});
globalStyle(`${text} [data-markup="spoiler"]`, {
  padding: `0 ${vars.space.xxs}`,
  border: `1px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
});
globalStyle(`${text} [data-markup="spoiler"]::before`, {
  content: 'attr(data-title) ": "',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
globalStyle(`${text} [data-markup="user"]`, {
  color: vars.color.accent,
  fontWeight: vars.font.weight.medium,
});
globalStyle(`${text} img[data-markup="img"]`, {
  maxWidth: '100%',
  maxHeight: '240px',
  verticalAlign: 'bottom',
  borderRadius: vars.radius.sm,
});
globalStyle(`${text} img[data-markup="sticker"]`, inlineSticker);
globalStyle(`${text} .ProseMirror-selectednode`, focusRing.edge);
// Remirror's placeholder: the first empty line shows the hint, which is not part of the text.
globalStyle(`${text} .remirror-is-empty:first-child::before`, {
  content: 'attr(data-placeholder)',
  position: 'absolute',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
