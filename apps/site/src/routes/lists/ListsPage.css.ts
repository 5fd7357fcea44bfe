import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { pageTitle, spaciousPage } from '../../app/page-layout.css';

export const page = spaciousPage;

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = pageTitle;

export const scrollRow = style({ overflowX: 'auto', minWidth: 0 });

export const tabPanel = style({ display: 'grid', gap: vars.space.lg, paddingTop: vars.space.lg });
