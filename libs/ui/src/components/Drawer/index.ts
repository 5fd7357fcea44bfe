export { Drawer, type DrawerItem, type DrawerProps, type DrawerSection } from './Drawer';
