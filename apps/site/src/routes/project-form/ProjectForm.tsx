import {
  DRAFT_LIMITS,
  developmentStatuses,
  developmentStatusLabels,
  languageLabels,
  languages,
  lengthInfo,
  lengths,
  projectSections,
  releaseDateLabel,
  sectionLabels,
  showsExpectedRelease,
  slugFromName,
  sortPlatforms,
  vndbFill,
  type VndbMatch,
} from '@vn/domain';
import { Button, Select, TagInput, TextField } from '@vn/ui';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLeaveGuard } from '../../app/leave-guard';
import { showFieldMessages } from '../../forms/field-messages';
import { FormDateField, FormSelect, FormTextArea, FormTextField } from '../../forms/form-fields';
import { MarkupEditor } from '../../writing/lazy-editors';
import { ImagesFields, noChosenImages, noImageSafety } from './ImagesFields';
import { DevelopersField, LinksField, TranslationsField } from './ListFields';
import type { ChosenImages, ImageSafety } from './project-form-writes';
import type { ProjectFormValues, VocabularyEntry } from './project-form-values';
import { FormPreview } from './FormPreview';
import { projectFieldErrorsOf } from './project-form-errors';
import { VndbLookup } from './VndbLookup';
import * as styles from './ProjectForm.css';

/** What a button of the form does with the values. */
export interface ProjectFormIntent<Intent extends string> {
  intent: Intent;
  label: string;
  variant?: 'primary' | 'secondary';
}

export interface ProjectFormSubmission<Intent extends string> {
  intent: Intent;
  values: ProjectFormValues;
  images: ChosenImages;
  safety: ImageSafety;
}

export interface ProjectFormProps<Intent extends string> {
  defaultValues: ProjectFormValues;
  /** The vocabularies the tag inputs offer (`GET /api/filters`). */
  vocabularies: {
    genres: readonly VocabularyEntry[];
    tags: readonly VocabularyEntry[];
    platforms: readonly VocabularyEntry[];
  };
  /** The buttons, in order ("Сохранить", "Отправить на ревью", …). */
  intents: readonly ProjectFormIntent<Intent>[];
  /** Runs a button's intent; a rejection keeps the form as it is (the caller says why). */
  onSubmit: (submission: ProjectFormSubmission<Intent>) => Promise<void>;
  /** Shown above the fields (the rules link, the JSON import). */
  header?: ReactNode;
  /** Offer the lookup in the external visual novel database. @default true */
  offersLookup?: boolean;
}

const NO_LENGTH = 'none';

const options = <Key extends string>(keys: readonly Key[], label: (key: Key) => string) =>
  keys.map((key) => ({ id: key, label: label(key) }));

const sectionItems = options(projectSections, (section) => sectionLabels[section]);
const statusItems = options(developmentStatuses, (key) => developmentStatusLabels[key]);
const languageItems = options(languages, (language) => languageLabels[language]);

/** Why the alternative names cannot be sent (the draft's limits), or true when they can. */
function alternativeNamesProblem(text: string): string | true {
  const names = text.split('\n').filter((name) => name.trim() !== '');
  if (names.length > DRAFT_LIMITS.listMax) return `Не больше ${DRAFT_LIMITS.listMax} названий`;
  if (names.some((name) => name.trim().length > DRAFT_LIMITS.nameMax))
    return `Каждое название — не длиннее ${DRAFT_LIMITS.nameMax} символов`;
  return true;
}

/** The message of a blank name (the draft schema's "Нет названия", docs/product §3 Novel name). */
const NAME_MISSING = 'Нет названия';

/**
 * The project form of /add, /edit/novel/{id} and /edit/draft/{id} (docs/product §2.2, §3 Novel, §4
 * status effects, §5): every field of a project, the url filled from the name when left empty, the
 * expected release only for projects in development or demo, the release date's label by status,
 * tag inputs without case-insensitive duplicates, platforms in the §9 order.
 */
export function ProjectForm<Intent extends string>({
  defaultValues,
  vocabularies,
  intents,
  onSubmit,
  header,
  offersLookup = true,
}: ProjectFormProps<Intent>) {
  const { control, handleSubmit, formState, getValues, setValue, setError, reset } =
    useForm<ProjectFormValues>({ defaultValues });
  const [images, setImages] = useState<ChosenImages>(noChosenImages);
  const [safety, setSafety] = useState<ImageSafety>(noImageSafety);
  const [running, setRunning] = useState<Intent | null>(null);
  const [isPreviewShown, setPreviewShown] = useState(false);
  const [status, length] = useWatch({ control, name: ['status', 'length'] });
  const hasNewImages =
    images.poster !== null || images.bg !== null || images.screenshots.length > 0;
  useLeaveGuard((formState.isDirty || hasNewImages) && running === null);

  const fillFrom = (match: VndbMatch) => {
    const fill = vndbFill(match);
    const dirty = { shouldDirty: true };
    if (fill.originalLanguage) setValue('originalLanguage', fill.originalLanguage, dirty);
    if (fill.length) setValue('length', fill.length, dirty);
    if (fill.releasedAt) setValue('releasedAt', fill.releasedAt, dirty);
    // Developers the writer already listed stay; the service's fill an empty list.
    if (fill.developers && getValues('developers').every((row) => row.name.trim() === '')) {
      setValue(
        'developers',
        fill.developers.map((name) => ({ name, link: '' })),
        dirty,
      );
    }
    setValue('vndb', fill.vndb, dirty);
    if (getValues('name').trim() === '') setValue('name', match.title, dirty);
  };

  const submit = (intent: Intent) =>
    handleSubmit(async (values) => {
      setRunning(intent);
      try {
        await onSubmit({ intent, values, images, safety });
        // Saved: what is on screen is what is stored, so leaving loses nothing.
        reset(values);
        setImages(noChosenImages);
      } catch (error) {
        // The caller has said why in a toast; the form keeps everything typed, and the fields the
        // server named show its words.
        showFieldMessages(setError, projectFieldErrorsOf(error, values));
      } finally {
        setRunning(null);
      }
    });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Проект"
      onSubmit={(event) => {
        event.preventDefault();
        const first = intents[0];
        if (first) void submit(first.intent)(event);
      }}
    >
      {header}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Основное</legend>
        {offersLookup && <VndbLookup onPick={fillFrom} />}
        <Controller
          control={control}
          name="name"
          rules={{ validate: (name) => name.trim() !== '' || NAME_MISSING }}
          render={({ field, fieldState }) => (
            <TextField
              ref={field.ref}
              label="Название"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              maxLength={DRAFT_LIMITS.nameMax}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
              validationBehavior="aria"
              onBlur={() => {
                field.onBlur();
                // docs/product §5: the url is filled from the name on blur when it is empty.
                if (getValues('url').trim() === '' && field.value.trim() !== '') {
                  setValue('url', slugFromName(field.value), { shouldDirty: true });
                }
              }}
            />
          )}
        />
        <FormTextField
          control={control}
          name="url"
          label="Адрес страницы (url)"
          maxLength={DRAFT_LIMITS.nameMax}
          description="Латиница или кириллица, цифры и дефисы; заполняется из названия"
        />
        <FormTextArea
          control={control}
          name="alternativeNames"
          label="Другие названия"
          description="По одному на строку"
          rules={{ validate: alternativeNamesProblem }}
        />
        <div className={styles.row}>
          <FormSelect control={control} name="section" label="Раздел" items={sectionItems} />
          <FormSelect control={control} name="status" label="Статус" items={statusItems} />
          <FormSelect
            control={control}
            name="originalLanguage"
            label="Язык оригинала"
            items={languageItems}
          />
          {/* Its own binding: the form holds no length as null, which a Select has no key for. */}
          <SelectField
            label="Продолжительность"
            items={[
              { id: NO_LENGTH, label: 'Не указана' },
              ...options(lengths, (length) => lengthInfo[length].label),
            ]}
            value={length ?? NO_LENGTH}
            onChange={(length) =>
              setValue('length', length === NO_LENGTH ? null : length, { shouldDirty: true })
            }
          />
        </div>
        <div className={styles.row}>
          <FormDateField control={control} name="releasedAt" label={releaseDateLabel(status)} />
          {showsExpectedRelease(status) && (
            <FormTextField
              control={control}
              name="expectedReleaseAt"
              label="Ожидаемый выход"
              maxLength={DRAFT_LIMITS.textMax}
              description="Например: весна 2027"
            />
          )}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Жанры, теги и платформы</legend>
        {(['genres', 'tags', 'platforms'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <TagInput
                label={{ genres: 'Жанры', tags: 'Теги', platforms: 'Платформы' }[name]}
                vocabulary={
                  name === 'platforms'
                    ? sortPlatforms(vocabularies.platforms, (entry) => entry.value)
                    : vocabularies[name]
                }
                value={field.value}
                onChange={(value) =>
                  field.onChange(
                    name === 'platforms' ? sortPlatforms(value, (entry) => entry.value) : value,
                  )
                }
              />
            )}
          />
        ))}
      </fieldset>

      <DevelopersField control={control} />
      <TranslationsField control={control} />

      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <MarkupEditor
            ref={field.ref}
            label="Описание"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />

      <LinksField control={control} />
      <ImagesFields
        control={control}
        images={images}
        onImagesChange={setImages}
        safety={safety}
        onSafetyChange={setSafety}
      />

      {isPreviewShown && <FormPreview control={control} />}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          aria-expanded={isPreviewShown}
          onPress={() => setPreviewShown(!isPreviewShown)}
        >
          {isPreviewShown ? 'Скрыть предпросмотр проекта' : 'Предпросмотр проекта'}
        </Button>
        {intents.map(({ intent, label, variant }, index) => (
          <Button
            key={intent}
            type={index === 0 ? 'submit' : 'button'}
            variant={variant ?? (index === 0 ? 'primary' : 'secondary')}
            isPending={running === intent}
            isDisabled={running !== null && running !== intent}
            onPress={index === 0 ? undefined : () => void submit(intent)()}
          >
            {label}
          </Button>
        ))}
      </div>
    </form>
  );
}

/** A Select bound by value (the form's own `setValue`), its keys the domain's. */
function SelectField<Key extends string>({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: { id: Key; label: string }[];
  value: Key;
  onChange: (key: Key) => void;
}) {
  return (
    <Select
      label={label}
      items={items}
      selectedKey={value}
      onSelectionChange={(key) => {
        const chosen = items.find((item) => item.id === key);
        if (chosen) onChange(chosen.id);
      }}
    />
  );
}
