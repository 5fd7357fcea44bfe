export { breakpoints, gridBreakpoints, lightTheme, media, vars } from './theme';
export { Button, type ButtonProps } from './components/Button';
