import { style } from '@vanilla-extract/css';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { bareRoundButton, raisedSurface } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const bar = style({
  ...flexRow({ align: 'center', gap: vars.space.sm }),
  minHeight: vars.size.controlLg,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const brand = style({
  ...flexRow({ inline: true, align: 'center', gap: vars.space.xs }),
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing.outside },
});

/** The desktop menu: folded into the drawer below 850 px (docs/product §9). */
export const desktopNav = style({
  '@media': { [media.below(breakpoints.tablet)]: { display: 'none' } },
});

export const navList = style({
  ...flexRow({ align: 'center', gap: vars.space.xxs }),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A top-level entry: a link, or the button that opens a sub-menu. */
export const navEntry = style({
  ...flexRow({ inline: true, align: 'center', gap: vars.space.xxs }),
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[aria-expanded="true"]': { background: vars.color.accentSubtle },
    // A link that is the page, or a sub-menu's button that holds it (`aria-current="true"`).
    '&[aria-current]': { color: vars.color.accent },
    '&[data-focus-visible]': focusRing.outside,
  },
});

export const submenu = style({ position: 'relative' });

export const chevron = style({
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const submenuPanel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.zIndex.modal,
  minWidth: '220px',
  // The panel touches its button, so the pointer never leaves the entry on its way down.
  paddingTop: vars.space.xxs,
});

export const submenuList = style({
  display: 'grid',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  ...raisedSurface,
});

export const submenuLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSubtle },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.font.weight.bold },
    '&[data-focus-visible]': focusRing.inside,
  },
});

/** The search box: in the bar from 600 px up; below, the bottom navigation toggles it. */
export const search = style({
  flex: '0 1 360px',
  '@media': { [media.below(breakpoints.mobile)]: { display: 'none' } },
});

/** Pushes the search box and the account controls to the end of the bar at every width. */
export const spacer = style({ flex: '1 1 0' });

export const actions = style(flexRow({ align: 'center', gap: vars.space.xs }));

export const login = style({ textDecoration: 'none' });

/** Room for the unread badge at a button's corner. */
export const withBadge = style({ position: 'relative' });

export const cornerBadge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xxs})`,
  right: `calc(-1 * ${vars.space.xxs})`,
  pointerEvents: 'none',
});

export const avatarButton = style({
  position: 'relative',
  display: 'inline-flex',
  ...bareRoundButton,
  selectors: { '&[data-focus-visible]': focusRing.outside },
});

export const notificationsPopover = style({
  width: 'min(360px, calc(100vw - 16px))',
  maxHeight: '70vh',
  overflowY: 'auto',
  ...raisedSurface,
  zIndex: vars.zIndex.modal,
  outline: 'none',
});

export const notificationsDialog = style({ padding: vars.space.sm, outline: 'none' });

export const notificationsTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const menuBadge = style({ marginInlineStart: 'auto' });
