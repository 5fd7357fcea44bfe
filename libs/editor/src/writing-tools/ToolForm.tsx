import { Button } from '@vn/ui';
import type { FormEvent, ReactNode } from 'react';
import { toolForm, toolFormButtons, toolFormRemove } from './tools.css';

export interface ToolFormProps {
  children: ReactNode;
  /** The main action's name ("Вставить", "Сохранить"). */
  submitLabel: string;
  /** Runs the tool; answers whether the form may close (false keeps it open, with its error). */
  onSubmit: () => boolean;
  /** Undoing what the tool made where the cursor is ("Убрать ссылку"), when there is such a thing. */
  remove?: { label: string; run: () => void };
  close: () => void;
}

/**
 * The body of a tool's dialog: fields, then Cancel and the main action (Enter in a field submits),
 * and the remove action when the cursor stands in what the tool made.
 */
export function ToolForm({ children, submitLabel, onSubmit, remove, close }: ToolFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSubmit()) close();
  };
  return (
    <form className={toolForm} onSubmit={submit} noValidate>
      {children}
      <div className={toolFormButtons}>
        {remove ? (
          <Button
            variant="ghost"
            className={toolFormRemove}
            onPress={() => {
              remove.run();
              close();
            }}
          >
            {remove.label}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={close}>
          Отмена
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
