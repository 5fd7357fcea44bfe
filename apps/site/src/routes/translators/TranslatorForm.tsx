import { zodResolver } from '@hookform/resolvers/zod';
import {
  installRussianValidationMessages,
  novelsRoute,
  translatorFormSchema,
  type TranslatorFormValues,
} from '@vn/domain';
import { Button, ComboBox } from '@vn/ui';
import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, type Path, type Resolver } from 'react-hook-form';
import { IconAction } from '../../app/IconAction';
import { callEndpoint, messageOf } from '../../api/client';
import { apiFieldMessages } from '../../forms/field-messages';
import { FormFailure } from '../../forms/FormFailure';
import { FormTextField } from '../../forms/form-fields';
import { SaveButtons } from '../../forms/SaveButtons';
import type { TranslatorBody } from './use-translators';
import * as styles from './Translators.css';

// The form's messages come from zod, which loads with this chunk: the Russian ones are installed
// here rather than on every page (as JsonImport does, for the /novels budget).
installRussianValidationMessages();

/** A project of the group as the form shows it: its name beside the id the API takes. */
export type ChosenProject = TranslatorFormValues['novels'][number];

/** Projects offered per search (ours: a short list under the field). */
const PROJECT_SUGGESTIONS = 10;

export const emptyTranslator: TranslatorFormValues = { name: '', links: [], novels: [] };

export interface TranslatorFormProps {
  initial: TranslatorFormValues;
  /** Sends the group; a thrown error is shown, and everything typed stays. */
  onSubmit: (body: TranslatorBody) => Promise<void>;
  onCancel: () => void;
}

/** Field errors of a refused save, under the fields that caused them (the API names them). */
function serverFieldErrors(error: unknown): [Path<TranslatorFormValues>, string][] {
  return apiFieldMessages(error)
    .filter(([key]) => /^(name|novels|links\.\d+\.(link|description))$/.test(key))
    .map(([key, message]) => [key as Path<TranslatorFormValues>, message]);
}

/**
 * A translator group's form (docs/product §2.2 /translators, §3 Translator: name, links with
 * descriptions, projects), for staff creating or editing one. Projects are picked by searching the
 * catalogue (`GET /api/novels?search=`, debounced 200 ms by the ComboBox) and sent as ids. A refused
 * save keeps what was typed and says why, under the field when the API names one.
 */
export function TranslatorForm({ initial, onSubmit, onCancel }: TranslatorFormProps) {
  const { control, handleSubmit, formState, setError } = useForm<TranslatorFormValues>({
    resolver: zodResolver(translatorFormSchema) as unknown as Resolver<TranslatorFormValues>,
    defaultValues: initial,
  });
  const links = useFieldArray({ control, name: 'links' });
  const novels = useFieldArray({ control, name: 'novels', keyName: 'key' });
  const [failure, setFailure] = useState<string | null>(null);

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit({
        name: values.name,
        links: values.links,
        novels: values.novels.map((novel) => novel._id),
      });
    } catch (error) {
      const message = messageOf(error);
      setFailure(`Не удалось сохранить группу: ${message}`);
      for (const [field, text] of serverFieldErrors(error)) {
        setError(field, { type: 'server', message: text });
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <FormTextField control={control} name="name" label="Название" autoFocus />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Ссылки</legend>
        {links.fields.map((field, index) => (
          <div key={field.id} className={styles.linkRow}>
            <FormTextField
              control={control}
              name={`links.${index}.link`}
              label={`Ссылка ${index + 1}`}
              type="url"
            />
            <FormTextField
              control={control}
              name={`links.${index}.description`}
              label={`Описание ссылки ${index + 1}`}
            />
            <IconAction
              label={`Удалить ссылку ${index + 1}`}
              icon={X}
              className={styles.removeLink}
              onPress={() => links.remove(index)}
            />
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          onPress={() => links.append({ link: '', description: '' })}
        >
          <Plus aria-hidden size="1em" />
          Добавить ссылку
        </Button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Проекты</legend>
        {novels.fields.length > 0 && (
          <ul className={styles.chosen} aria-label="Проекты группы">
            {novels.fields.map((novel, index) => (
              <li key={novel.key} className={styles.chosenItem}>
                <span>{novel.name}</span>
                <IconAction
                  label={`Убрать проект «${novel.name}»`}
                  icon={X}
                  onPress={() => novels.remove(index)}
                />
              </li>
            ))}
          </ul>
        )}
        <Controller
          control={control}
          name="novels"
          render={({ fieldState }) => (
            <ProjectPicker
              chosen={novels.fields}
              onChoose={(project) => novels.append(project)}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </fieldset>

      <FormFailure message={failure} />
      <SaveButtons cancelLabel="Отменить" onCancel={onCancel} isSaving={formState.isSubmitting} />
    </form>
  );
}

function ProjectPicker({
  chosen,
  onChoose,
  errorMessage,
}: {
  chosen: readonly ChosenProject[];
  onChoose: (project: ChosenProject) => void;
  errorMessage?: string;
}) {
  const found = useRef(new Map<string, ChosenProject>());
  return (
    <ComboBox
      label="Добавить проект"
      placeholder="Название проекта"
      clearAfterChoice
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      onSearch={async (text) => {
        const { novels } = await callEndpoint(novelsRoute, {
          query: { search: text, section: 'all', limit: PROJECT_SUGGESTIONS },
        });
        const taken = new Set(chosen.map((project) => project._id));
        const candidates = novels.filter((novel) => !taken.has(novel._id));
        found.current = new Map(candidates.map((novel) => [novel._id, novel]));
        return candidates.map((novel) => ({ id: novel._id, label: novel.name }));
      }}
      onChange={(key) => {
        const novel = key === null ? undefined : found.current.get(String(key));
        if (!novel) return;
        onChoose({ _id: novel._id, name: novel.name });
      }}
    />
  );
}
