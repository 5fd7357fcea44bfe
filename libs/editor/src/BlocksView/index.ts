export { BlocksView, type BlocksViewProps } from './BlocksView';
