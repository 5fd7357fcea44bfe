import { fixedPageTitle, stack } from '../../app/page-layout.css';

export const page = stack.xl;

export const title = fixedPageTitle;
