import { style } from '@vanilla-extract/css';
import { breakpoints, flexRow, media, vars } from '@vn/ui';
import { bareList, card, stack } from '../../app/page-layout.css';

export const page = style({ display: 'grid', gap: vars.space.xl });

export const heading = style({ fontSize: vars.font.size.xl, margin: 0 });

export const block = stack.md;

export const blockHeader = style(
  flexRow({ align: 'center', justify: 'space-between', gap: vars.space.md }),
);

export const blockTitle = style({ fontSize: vars.font.size.lg, margin: 0 });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.atLeast(breakpoints.tablet)]: { gridTemplateColumns: '1fr 1fr' } },
});

export const textList = bareList.md;

export const textItem = style([card.xs, { background: vars.color.surface }]);

export const excerpt = style({ margin: 0, color: vars.color.text });

export const meta = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** «Обновления переводов»: a column on a phone, up to three across on a wide screen. */
export const updatesList = style([
  textList,
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  },
]);
