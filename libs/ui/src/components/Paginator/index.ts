export { Paginator, type PaginatorProps } from './Paginator';
export { paginatorItems, paginatorPageCount, type PaginatorItem } from './paginator-items';
