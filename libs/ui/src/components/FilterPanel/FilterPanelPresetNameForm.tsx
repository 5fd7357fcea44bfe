import { useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { filterPanelForm, filterPanelFormActions } from './FilterPanel.css';

export interface FilterPanelPresetNameFormProps {
  initialName: string;
  submitLabel: string;
  /** The problem with a name (docs/product §5), or null. */
  problemOf: (name: string) => string | null;
  onSubmit: (name: string) => void;
  close: () => void;
}

/** The name field of the save and rename dialogs; the error shows in the field on submit. */
export function FilterPanelPresetNameForm({
  initialName,
  submitLabel,
  problemOf,
  onSubmit,
  close,
}: FilterPanelPresetNameFormProps) {
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemOf(name);
    setProblem(found);
    if (found !== null) return;
    onSubmit(name.trim());
    close();
  };
  return (
    <form className={filterPanelForm} onSubmit={submit} noValidate>
      <TextField
        label="Название"
        value={name}
        onChange={(next) => {
          setName(next);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem}
        autoFocus
      />
      <div className={filterPanelFormActions}>
        <Button variant="secondary" onPress={close}>
          Отмена
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
