import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints, media } from './breakpoints';
import { vars } from './contract.css';

/**
 * Layout properties as typed props (`<Box padding="lg" display={{ mobile: 'block', desktop: 'flex' }}>`),
 * limited to the theme's tokens, with the breakpoints of docs/product §9 as conditions.
 */
const responsiveLayout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.atLeast(breakpoints.mobile) },
    desktop: { '@media': media.atLeast(breakpoints.tablet) },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colours = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, accent: vars.color.accent },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      subtle: vars.color.accentSubtle,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsiveLayout, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
