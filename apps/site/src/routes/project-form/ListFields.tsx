import {
  DRAFT_LIMITS,
  developmentStatuses,
  developmentStatusLabels,
  LINK_ADDRESS_HINT,
  linkAddressFromInput,
} from '@vn/domain';
import { Button, Checkbox, DateField, Select } from '@vn/ui';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, type Control, type FieldPath } from 'react-hook-form';
import type { ProjectFormValues } from './project-form-values';
import { calendarDateOf, FormTextArea, FormTextField } from '../../forms/form-fields';
import * as styles from './ProjectForm.css';

/*
 * The project's lists (docs/product §3 Novel: developers, translations, links): rows added and removed,
 * each row's fields labelled with its number so a screen reader tells the rows apart.
 */

interface ListProps {
  control: Control<ProjectFormValues>;
}

/**
 * A link of a row: what people type ("vndb.org/v17") becomes an address when the field is left, and
 * an address that cannot be a link is refused before the form is sent, as the API refuses it.
 */
const linkRules = {
  validate: (typed: unknown) =>
    typeof typed !== 'string' ||
    typed.trim() === '' ||
    linkAddressFromInput(typed) !== undefined ||
    LINK_ADDRESS_HINT,
};
const linkOnBlur = (typed: string) => linkAddressFromInput(typed) ?? typed;

/** A text field of one row, bound to the form; links are checked as links. */
function RowText({
  control,
  name,
  label,
  isLink = false,
}: {
  control: Control<ProjectFormValues>;
  name: FieldPath<ProjectFormValues>;
  label: string;
  isLink?: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      maxLength={DRAFT_LIMITS.textMax}
      {...(isLink ? { type: 'url', rules: linkRules, normalizeOnBlur: linkOnBlur } : {})}
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
          <RowText control={control} name={`developers.${index}.link`} label="Ссылка" isLink />
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
            isLink
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
            isLink
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
              <DateField
                label="Дата выхода перевода"
                value={calendarDateOf(field.value)}
                onChange={(day) =>
                  field.onChange(
                    day ? new Date(`${day.toString()}T00:00:00.000Z`).toISOString() : null,
                  )
                }
              />
            )}
          />
          <RowText
            control={control}
            name={`translations.${index}.link.link`}
            label="Где скачать"
            isLink
          />
          <Controller
            control={control}
            name={`translations.${index}.nonFree`}
            render={({ field }) => (
              <Checkbox label="Платный" isSelected={field.value} onChange={field.onChange} />
            )}
          />
          <FormTextArea
            control={control}
            name={`translations.${index}.description`}
            label="Описание перевода"
            maxLength={DRAFT_LIMITS.textMax}
          />
          <RemoveRow label={`Убрать перевод ${index + 1}`} onRemove={() => remove(index)} />
        </li>
      ))}
    </Rows>
  );
}
