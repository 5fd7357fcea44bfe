import { developmentStatuses, developmentStatusLabels } from '@vn/domain';
import { Button, Checkbox, Select, TextArea, TextField } from '@vn/ui';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, type Control, type FieldPath } from 'react-hook-form';
import type { ProjectFormValues } from './project-form-values';
import * as styles from './ProjectForm.css';

/*
 * The project's lists (SPEC.md §3 Novel: developers, translations, links): rows added and removed,
 * each row's fields labelled with its number so a screen reader tells the rows apart.
 */

interface ListProps {
  control: Control<ProjectFormValues>;
}

/** A text field of one row, bound to the form. */
function RowText({
  control,
  name,
  label,
  type = 'text',
}: {
  control: Control<ProjectFormValues>;
  name: FieldPath<ProjectFormValues>;
  label: string;
  type?: 'text' | 'url' | 'date';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          ref={field.ref}
          label={label}
          type={type}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A fieldset of rows with "Добавить" and a remove button per row. */
function Rows({
  legend,
  addLabel,
  count,
  onAdd,
  children,
}: {
  legend: string;
  addLabel: string;
  count: number;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {count > 0 && <ol className={styles.rows}>{children}</ol>}
      <div>
        <Button variant="secondary" size="sm" onPress={onAdd}>
          <Plus aria-hidden size="1em" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

function RemoveRow({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onPress={onRemove}>
      <Trash2 aria-hidden size="1em" />
    </Button>
  );
}

export function DevelopersField({ control }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'developers' });
  return (
    <Rows
      legend="Разработчики"
      addLabel="Добавить разработчика"
      count={fields.length}
      onAdd={() => append({ name: '', link: '' })}
    >
      {fields.map((row, index) => (
        <li key={row.id} className={styles.rowItem}>
          <RowText
            control={control}
            name={`developers.${index}.name`}
            label={`Разработчик ${index + 1}`}
          />
          <RowText control={control} name={`developers.${index}.link`} label="Ссылка" type="url" />
          <RemoveRow label={`Убрать разработчика ${index + 1}`} onRemove={() => remove(index)} />
        </li>
      ))}
    </Rows>
  );
}

export function LinksField({ control }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'links' });
  return (
    <Rows
      legend="Ссылки"
      addLabel="Добавить ссылку"
      count={fields.length}
      onAdd={() => append({ link: '', description: '', tags: [] })}
    >
      {fields.map((row, index) => (
        <li key={row.id} className={styles.rowItem}>
          <RowText
            control={control}
            name={`links.${index}.link`}
            label={`Ссылка ${index + 1}`}
            type="url"
          />
          <RowText control={control} name={`links.${index}.description`} label="Описание" />
          <Controller
            control={control}
            name={`links.${index}.tags`}
            render={({ field }) => (
              <Checkbox
                label="Только для вошедших"
                isSelected={field.value.includes('regRequire')}
                onChange={(hidden) => field.onChange(hidden ? ['regRequire'] : [])}
              />
            )}
          />
          <RemoveRow label={`Убрать ссылку ${index + 1}`} onRemove={() => remove(index)} />
        </li>
      ))}
    </Rows>
  );
}

const statusItems = developmentStatuses.map((status) => ({
  id: status,
  label: developmentStatusLabels[status],
}));

export function TranslationsField({ control }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'translations' });
  return (
    <Rows
      legend="Переводы"
      addLabel="Добавить перевод"
      count={fields.length}
      onAdd={() =>
        append({
          group: { link: '', description: '' },
          status: 'done',
          nonFree: false,
          releasedAt: null,
          link: { link: '', description: '' },
          description: '',
        })
      }
    >
      {fields.map((row, index) => (
        <li key={row.id} className={styles.translation}>
          <RowText
            control={control}
            name={`translations.${index}.group.description`}
            label={`Переводчик или группа (перевод ${index + 1})`}
          />
          <RowText
            control={control}
            name={`translations.${index}.group.link`}
            label="Ссылка на группу"
            type="url"
          />
          <Controller
            control={control}
            name={`translations.${index}.status`}
            render={({ field }) => (
              <Select
                label="Статус перевода"
                items={statusItems}
                selectedKey={field.value}
                onSelectionChange={(key) => field.onChange(key)}
              />
            )}
          />
          <Controller
            control={control}
            name={`translations.${index}.releasedAt`}
            render={({ field }) => (
              <TextField
                label="Дата выхода перевода"
                type="date"
                value={field.value ? field.value.slice(0, 10) : ''}
                onChange={(day) =>
                  field.onChange(day ? new Date(`${day}T00:00:00.000Z`).toISOString() : null)
                }
              />
            )}
          />
          <RowText
            control={control}
            name={`translations.${index}.link.link`}
            label="Где скачать"
            type="url"
          />
          <Controller
            control={control}
            name={`translations.${index}.nonFree`}
            render={({ field }) => (
              <Checkbox label="Платный" isSelected={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name={`translations.${index}.description`}
            render={({ field }) => (
              <TextArea label="Описание перевода" value={field.value} onChange={field.onChange} />
            )}
          />
          <RemoveRow label={`Убрать перевод ${index + 1}`} onRemove={() => remove(index)} />
        </li>
      ))}
    </Rows>
  );
}
