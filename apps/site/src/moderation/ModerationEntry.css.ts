import { style } from '@vanilla-extract/css';
import { flexRow, focusRing, vars } from '@vn/ui';
import { card, mutedNote } from '../app/page-layout.css';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0 });

export const entry = style([
  card.xs,
  {
    listStyle: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      // The entry a link pointed at (docs/product §A2.9), marked as a comment a `#commentId` link names.
      '&[aria-current="true"]': {
        background: vars.color.accentSubtle,
        borderColor: vars.color.accent,
        outline: 'none',
      },
      '&[aria-current="true"]:focus-visible': focusRing.outside,
    },
  },
]);

export const headline = style(
  flexRow({ wrap: true, align: 'baseline', gap: `${vars.space.xxs} ${vars.space.sm}` }),
);

export const action = style({ fontWeight: vars.font.weight.medium });

export const text = mutedNote;
