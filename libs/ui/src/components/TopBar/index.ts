export { TopBar, type TopBarMenuEntry, type TopBarProps, type TopBarViewer } from './TopBar';
export { TopBarSubmenu, type TopBarLink, type TopBarSubmenuProps } from './TopBarSubmenu';
