import { vars } from './contract.css';

const ring = { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` } as const;

/**
 * The one focus ring of the library, for the rule of the keyboard-focus state (react-aria's
 * `[data-focus-visible]`, or `:focus-visible` on an element react-aria does not manage):
 * `'&[data-focus-visible]': focusRing.outside`. A solid outline of the theme's `focusRing` width and
 * colour; the colour keeps 3:1 against the background and the surface in both themes (WCAG 1.4.11,
 * checked in contrast.test.ts), and an outline stays visible in forced-colours mode, where box
 * shadows are dropped.
 *
 * The ring is the same everywhere; only its place follows the element's shape:
 * - `edge`: on the border (a small button inside a field, whose neighbours sit close);
 * - `near`: just off a field's box, which also shows focus by its border colour;
 * - `outside`: clear of the element, the usual place (buttons, links, cards, checkboxes);
 * - `far`: further out, around a region whose own edge is drawn (the toast region);
 * - `inside`: within the element, for rows flush with their container (list options, menu and
 *   drawer items, tabs), where a ring outside would be clipped or touch the neighbours.
 */
export const focusRing = {
  edge: ring,
  near: { ...ring, outlineOffset: '1px' },
  outside: { ...ring, outlineOffset: vars.space.xxs },
  far: { ...ring, outlineOffset: vars.space.xs },
  inside: { ...ring, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
} as const;

export type FocusRingPlacement = keyof typeof focusRing;
