import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inFieldButton } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';

export const searchGroup = style({
  position: 'relative',
  ...flexRow({ align: 'center' }),
});

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  paddingLeft: `calc(${vars.space.sm} + 1.1em + ${vars.space.sm})`,
  paddingRight: `calc(${vars.size.controlSm} + ${vars.space.xs})`,
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});

/**
 * The clear button inside a search box (here and in SearchSuggest): a small square at the right
 * end, muted until hovered.
 */
export const searchClearButton = style({ ...inFieldButton, right: vars.space.xxs });

export const searchClear = style([
  searchClearButton,
  {
    selectors: {
      '[data-empty] &': { display: 'none' },
      '&[data-disabled]': { display: 'none' },
    },
  },
]);
