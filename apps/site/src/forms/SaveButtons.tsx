import { Button } from '@vn/ui';
import { formActions } from './form-layout.css';

/**
 * The end of a form that edits a thing in place: the way out without saving (its word is the
 * form's own) and Сохранить (or the form's own word for it), the form's submit button, pending
 * while the form is sent.
 */
export function SaveButtons({
  cancelLabel,
  onCancel,
  isSaving,
  saveLabel = 'Сохранить',
}: {
  cancelLabel: string;
  onCancel: () => void;
  isSaving: boolean;
  /** @default 'Сохранить' */
  saveLabel?: string;
}) {
  return (
    <div className={formActions}>
      <Button variant="secondary" onPress={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" isPending={isSaving}>
        {saveLabel}
      </Button>
    </div>
  );
}
