import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

/**
 * The blocks as the writer sees them (beside `editorContent`, the text's shared look): a header
 * large and bold, code in a fixed-width box, a quote set off by a bar, a spoiler framed with a
 * caption over its title (shown open: the writer must see what it hides), pictures in their own box
 * (ImageBlockView.css.ts). The same look as readers get (BlocksView), plus the frames.
 */
export const blocksContent = style({});

const text = `${blocksContent} .ProseMirror`;

globalStyle(`${text} > * + *, ${text} [data-block] > * + *`, { marginTop: vars.space.xs });

globalStyle(`${text} h2[data-block="header"]`, {
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

globalStyle(`${text} pre[data-block="code"]`, {
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
});

globalStyle(`${text} blockquote[data-block="quote"]`, {
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderLeft: `${vars.space.xxs} solid ${vars.color.accent}`,
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  background: vars.color.surface,
});

globalStyle(`${text} div[data-block="spoiler"]`, {
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.md,
});

// What the frame is, over its title: outside every textblock, so it is never in the caret's way.
globalStyle(`${text} div[data-block="spoiler"]::before`, {
  content: '"Спойлер"',
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  userSelect: 'none',
});

globalStyle(`${text} div[data-block="spoiler-title"]`, {
  position: 'relative',
  paddingBottom: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.medium,
});

// A blank title shows, greyed, the "Спойлер" it becomes once the caret leaves it (docs/product §5).
globalStyle(`${text} div[data-block="spoiler-title"][data-blank]::before`, {
  content: 'attr(data-placeholder)',
  position: 'absolute',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

globalStyle(`${text} .image-block-node-view-wrapper`, { margin: `${vars.space.xs} 0` });
