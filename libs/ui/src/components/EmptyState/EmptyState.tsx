import { clsx } from 'clsx';
import { FileText, Inbox, PackageOpen, SearchX, UserX, type LucideIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import {
  emptyState,
  emptyStateAction,
  emptyStateIcon,
  emptyStateText,
  type EmptyStateVariants,
} from './EmptyState.css';

/** The empty states of docs/product §8. */
export type EmptyStateKind =
  'nothingFound' | 'nothing' | 'noDescription' | 'userNotFound' | 'nothingAdded';

/** The texts of docs/product §8 for each preset. */
export const emptyStateTexts: Record<EmptyStateKind, string> = {
  nothingFound: 'Ничего не найдено',
  nothing: 'Ничего нет',
  noDescription: 'Нет описания',
  userNotFound: 'Пользователь не найден',
  nothingAdded: 'Пока ничего не добавлено',
};

const icons: Record<EmptyStateKind, LucideIcon> = {
  nothingFound: SearchX,
  nothing: Inbox,
  noDescription: FileText,
  userNotFound: UserX,
  nothingAdded: PackageOpen,
};

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * Which empty state of docs/product §8 to show.
   * @default 'nothing'
   */
  kind?: EmptyStateKind;
  /** Replaces the preset's text. */
  text?: string;
  /** @default 'md' */
  size?: EmptyStateVariants['size'];
  /** A slot under the text, e.g. a button that adds the first item. */
  action?: ReactNode;
  className?: string;
}

/** What a list or a page shows when it has nothing to show. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { kind = 'nothing', text, size, action, className, ...props },
  ref,
) {
  const Icon = icons[kind];
  return (
    <div {...props} ref={ref} className={clsx(emptyState({ size }), className)}>
      <Icon className={emptyStateIcon} aria-hidden="true" />
      <p className={emptyStateText}>{text ?? emptyStateTexts[kind]}</p>
      {action ? <div className={emptyStateAction}>{action}</div> : null}
    </div>
  );
});
