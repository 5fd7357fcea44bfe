import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import * as styles from './Breadcrumbs.css';

export interface Crumb {
  /** The page; the last crumb (the current page) needs none. */
  href?: string;
  label: string;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  className?: string;
}

/** Where a page sits (e.g. Визуальные новеллы › Steins;Gate); the last crumb is the current page. */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  return (
    <nav aria-label="Навигационная цепочка">
      <AriaBreadcrumbs className={clsx(styles.list, className)}>
        {items.map((item, index) => (
          <Breadcrumb key={`${index}-${item.label}`} className={styles.crumb}>
            <Link className={styles.link} {...(item.href ? { href: item.href } : {})}>
              {item.label}
            </Link>
            {index < items.length - 1 && <ChevronRight aria-hidden size="1em" />}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
