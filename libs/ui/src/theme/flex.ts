/*
 * The flex layouts the components and pages repeat, as rule bodies: plain objects a `style` or a
 * `recipe` takes whole or spreads beside its own properties, like the ones of
 * `control-states.css.ts`. Only the properties asked for are written, so a rule keeps exactly the
 * CSS it had when it spelled them out.
 */

/** How the items of a flex layout line up across it (`align-items`). */
export type FlexAlign =
  'stretch' | 'start' | 'flex-start' | 'center' | 'end' | 'flex-end' | 'baseline';

/** How the items of a flex layout are spread along it (`justify-content`). */
export type FlexJustify = 'flex-start' | 'center' | 'flex-end' | 'space-between';

/** What a flex layout sets beyond its direction; each left out is not written. */
export type FlexOptions = {
  /** The space between the items: a `vars.space` token, or a length. */
  gap?: string | 0;
  align?: FlexAlign;
  justify?: FlexJustify;
  /** The items go on to more lines when they do not fit (`flex-wrap: wrap`). */
  wrap?: boolean;
  /** The box flows in the line of text (`inline-flex`) rather than as a block. */
  inline?: boolean;
};

/** A flex rule body: only what `FlexOptions` asked for, beside `display`. */
export type FlexRule = {
  display: 'flex' | 'inline-flex';
  flexDirection?: 'column';
  flexWrap?: 'wrap';
  alignItems?: FlexAlign;
  justifyContent?: FlexJustify;
  gap?: string | 0;
};

function flex(column: boolean, { gap, align, justify, wrap, inline }: FlexOptions): FlexRule {
  const rule: FlexRule = { display: inline ? 'inline-flex' : 'flex' };
  if (column) rule.flexDirection = 'column';
  if (wrap) rule.flexWrap = 'wrap';
  if (align !== undefined) rule.alignItems = align;
  if (justify !== undefined) rule.justifyContent = justify;
  if (gap !== undefined) rule.gap = gap;
  return rule;
}

/** Items side by side: `flexRow({ wrap: true, align: 'center', gap: vars.space.sm })`. */
export function flexRow(options: FlexOptions = {}): FlexRule {
  return flex(false, options);
}

/** Items one under another: `flexColumn({ gap: vars.space.md })`. */
export function flexColumn(options: FlexOptions = {}): FlexRule {
  return flex(true, options);
}
