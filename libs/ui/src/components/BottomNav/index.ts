export { BottomNav, type BottomNavProps, type BottomNavSection } from './BottomNav';
