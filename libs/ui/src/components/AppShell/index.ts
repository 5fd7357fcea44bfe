export { AppShell, mainContentId, type AppShellProps } from './AppShell';
