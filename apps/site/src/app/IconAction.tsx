import { Button } from '@vn/ui';
import type { LucideIcon } from 'lucide-react';
import { forwardRef } from 'react';

interface IconActionProps {
  /** The action's accessible name, e.g. «Удалить сообщение». */
  label: string;
  icon: LucideIcon;
  onPress: () => void;
  isPending?: boolean;
  className?: string;
}

/** A small icon-only action beside what it acts on (edit, delete, block): a ghost button. */
export const IconAction = forwardRef<HTMLButtonElement, IconActionProps>(function IconAction(
  { label, icon: Icon, onPress, isPending, className },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="sm"
      iconOnly
      className={className}
      aria-label={label}
      isPending={isPending}
      onPress={onPress}
    >
      <Icon aria-hidden size="1em" />
    </Button>
  );
});
