// The side menu (libs/ui Drawer) as its own chunk, for React.lazy in SiteShell.
export { Drawer as default } from '@vn/ui';
