import { zodResolver } from '@hookform/resolvers/zod';
import { getLocalTimeZone, today } from '@internationalized/date';
import {
  installRussianValidationMessages,
  linkAddressFromInput,
  novelByUrlRoute,
  novelRoute,
  novelTranslationsRoute,
  overallPercent,
  postTranslationUpdateRoute,
  stageStateLabels,
  translationPatchSchema,
  translationRoute,
  translationStageLabels,
  translationStages,
  translationStatuses,
  translationStatusLabels,
  translationUpdateBodySchema,
  type StageStateKind,
  type TranslationStage,
  type TranslationView,
} from '@vn/domain';
import {
  Button,
  Checkbox,
  fieldStyles,
  ProgressBar,
  progressSegments,
  Select,
  visuallyHidden,
} from '@vn/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { callEndpoint } from '../api/client';
import { useRevalidateCalls } from '../api/revalidate';
import { IconAction } from '../app/IconAction';
import { useLeaveGuard } from '../app/leave-guard';
import { showFieldMessages } from '../forms/field-messages';
import { CancellableForm } from '../forms/CancellableForm';
import { FormDateField, FormSelect, FormTextArea, FormTextField } from '../forms/form-fields';
import {
  changedBodyOf,
  hasPercent,
  newPart,
  refusalOf,
  statedBodyOf,
  typedProgressInput,
  valuesOf,
  type TranslationUpdateValues,
} from './translation-update-values';
import * as styles from './TranslationUpdateForm.css';

// The form's messages come from zod, which loads with the form: the Russian ones are installed here
// (as the translator form does).
installRussianValidationMessages();

/** The reader's today, `YYYY-MM-DD`: a patch released today is sent without its date. */
const todayDay = () => today(getLocalTimeZone()).toString();

/**
 * Everything the form states, checked by the contract's own schema before it is sent: the status is
 * always stated here, so only the fields' rules apply; whether anything changed is asked of the
 * same schema with the body actually sent.
 */
const statedBodySchema = z
  .custom<TranslationUpdateValues>()
  // Checked as the API checks it: what the body would carry goes to the contract's schema as it is.
  .transform((values): unknown => statedBodyOf(values, todayDay()))
  .pipe(translationUpdateBodySchema);

/** The contract's limits, so the form never sends what the API would refuse for length. */
const limits = {
  note: translationUpdateBodySchema.shape.note.unwrap().maxLength ?? undefined,
  edition: translationUpdateBodySchema.shape.edition.unwrap().maxLength ?? undefined,
  version: translationPatchSchema.shape.version.maxLength ?? undefined,
  link: translationPatchSchema.shape.link.maxLength ?? undefined,
};

const statusItems = translationStatuses.map((status) => ({
  id: status,
  label: translationStatusLabels[status],
}));

const stateItems = (Object.keys(stageStateLabels) as StageStateKind[]).map((state) => ({
  id: state,
  label: stageStateLabels[state],
}));

/** The stages the translation goes through, in their order, with `stage` checked or not. */
const withStage = (stages: readonly TranslationStage[], stage: TranslationStage, on: boolean) =>
  translationStages.filter((each) => (each === stage ? on : stages.includes(each)));

export interface TranslationUpdateFormProps {
  /** The translation as the API answers it; the form starts from it. */
  translation: TranslationView;
  /** Called with the API's answer once the update is saved. */
  onSaved: (view: TranslationView) => void;
  onCancel: () => void;
}

/**
 * The form a member of the translator group posts an update with (docs/product §A1.5–A1.7): the
 * status, the stages the translation goes through, its parts with each stage's state, the edition,
 * a released patch and a note. The overall percent is computed as it is typed (§A1.2), never typed.
 * Only what changed is sent, with the note; the API's refusals are shown under the fields they name
 * and everything typed stays.
 */
export function TranslationUpdateForm({
  translation,
  onSaved,
  onCancel,
}: TranslationUpdateFormProps) {
  const [initial, setInitial] = useState(() => valuesOf(translation));
  const resolver = useMemo(() => zodResolver(statedBodySchema, undefined, { raw: true }), []);
  const { control, handleSubmit, formState, setError, reset } = useForm<TranslationUpdateValues>({
    resolver,
    defaultValues: initial,
  });
  const parts = useFieldArray({ control, name: 'progress.parts' });
  const [stages, typedParts, hasPatch] = useWatch({
    control,
    name: ['progress.stages', 'progress.parts', 'hasPatch'],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const revalidateCalls = useRevalidateCalls();
  useLeaveGuard(formState.isDirty);

  const progress = typedProgressInput({ stages, parts: typedParts });
  const partName = (index: number) => typedParts[index]?.name.trim() || `Часть ${index + 1}`;

  const save = handleSubmit(async (values) => {
    setFailure(null);
    const body = changedBodyOf(values, initial, todayDay());
    // The contract's own rule: at least one change, or a note (docs/product §A1.6).
    const checked = translationUpdateBodySchema.safeParse(body);
    if (!checked.success) {
      setFailure(checked.error.issues[0]?.message ?? null);
      return;
    }
    let view: TranslationView;
    try {
      view = await callEndpoint(postTranslationUpdateRoute, {
        params: { id: translation._id },
        body,
      });
    } catch (error) {
      const refusal = refusalOf(error, values);
      showFieldMessages(setError, refusal.fields);
      setFailure(refusal.general);
      return;
    }
    // The translation's views and the project's line, whose status follows the group's (§A1.5).
    await revalidateCalls(novelTranslationsRoute, translationRoute, novelByUrlRoute, novelRoute);
    const saved = valuesOf(view);
    setInitial(saved);
    reset(saved);
    onSaved(view);
  });

  return (
    <CancellableForm
      label="Обновление перевода"
      className={styles.form}
      onSubmit={save}
      failure={failure}
      cancelLabel="Отмена"
      onCancel={onCancel}
      isSaving={formState.isSubmitting}
    >
      <FormSelect
        control={control}
        name="status"
        label="Статус"
        items={statusItems}
        className={styles.status}
      />

      <Controller
        control={control}
        name="progress.stages"
        render={({ field, fieldState }) => (
          <StagesField
            fieldRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Части</legend>
        <ProgressBar
          label="Всего готово"
          value={overallPercent(progress)}
          segments={progressSegments(progress)}
        />
        <ol className={styles.parts}>
          {parts.fields.map((part, index) => (
            <li key={part.id}>
              <PartFields
                control={control}
                index={index}
                name={partName(index)}
                stages={stages}
                onRemove={parts.fields.length > 1 ? () => parts.remove(index) : undefined}
              />
            </li>
          ))}
        </ol>
        <div>
          <Button variant="secondary" size="sm" onPress={() => parts.append(newPart())}>
            <Plus aria-hidden size="1em" />
            Добавить часть
          </Button>
        </div>
      </fieldset>

      <FormTextField
        control={control}
        name="edition"
        label="Редакция оригинала"
        description="Необязательно: например, версия в Steam"
        maxLength={limits.edition}
      />

      <div className={styles.patch}>
        <Controller
          control={control}
          name="hasPatch"
          render={({ field }) => (
            <Checkbox label="Выпущен патч" isSelected={field.value} onChange={field.onChange} />
          )}
        />
        {hasPatch && (
          <div className={styles.patchFields}>
            <FormTextField
              control={control}
              name="patch.version"
              label="Версия патча"
              maxLength={limits.version}
            />
            <FormTextField
              control={control}
              name="patch.link"
              label="Ссылка на патч"
              type="url"
              maxLength={limits.link}
              normalizeOnBlur={(typed) => linkAddressFromInput(typed) ?? typed}
            />
            <FormDateField
              control={control}
              name="patch.releasedAt"
              label="Дата выхода"
              description="Если не указана — сегодня"
            />
          </div>
        )}
      </div>

      <FormTextArea
        control={control}
        name="note"
        label="Что изменилось"
        description={`Необязательно, до ${limits.note} символов`}
        maxLength={limits.note}
      />
    </CancellableForm>
  );
}

/** A control's label: what it is, seen; the part it belongs to, said («Перевод — Рут Аи»). */
function partLabel(what: string, part: string, separator = ' — '): ReactNode {
  return (
    <>
      {what}
      <span className={visuallyHidden}>
        {separator}
        {part}
      </span>
    </>
  );
}

/**
 * The stages the translation goes through, checkboxes in their order. A refusal («Отметьте хотя бы
 * один этап») is said under them and describes each; the group takes the focus it brings.
 */
function StagesField({
  fieldRef,
  value,
  onChange,
  errorMessage,
}: {
  fieldRef: (element: HTMLFieldSetElement | null) => void;
  value: TranslationStage[];
  onChange: (stages: TranslationStage[]) => void;
  errorMessage: string | undefined;
}) {
  const errorId = useId();
  const describedBy = errorMessage ? errorId : undefined;
  return (
    <fieldset ref={fieldRef} tabIndex={-1} className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.legend}>Этапы</legend>
      <div className={styles.stages}>
        {translationStages.map((stage) => (
          <Checkbox
            key={stage}
            label={translationStageLabels[stage]}
            isSelected={value.includes(stage)}
            onChange={(on) => onChange(withStage(value, stage, on))}
            isInvalid={errorMessage !== undefined}
            aria-describedby={describedBy}
          />
        ))}
      </div>
      {errorMessage && (
        <span id={errorId} className={fieldStyles.fieldError}>
          {errorMessage}
        </span>
      )}
    </fieldset>
  );
}

/** One part: its name, its line count, and the state of each stage the translation goes through. */
function PartFields({
  control,
  index,
  name,
  stages,
  onRemove,
}: {
  control: Control<TranslationUpdateValues>;
  index: number;
  /** The part's name as typed, or «Часть N» while it has none. */
  name: string;
  stages: readonly TranslationStage[];
  /** Absent for the only part: a translation has at least one (docs/product §A1.4). */
  onRemove?: () => void;
}) {
  const base = `progress.parts.${index}` as const;
  return (
    <fieldset className={styles.part}>
      <legend className={styles.partLegend}>{name}</legend>
      <div className={styles.partHead}>
        <FormTextField
          control={control}
          name={`${base}.name`}
          label={partLabel('Название', `${index + 1}`, ' части ')}
        />
        <FormTextField
          control={control}
          name={`${base}.lines`}
          label={partLabel('Число строк', name)}
          description="Необязательно"
          inputMode="numeric"
        />
        {onRemove && (
          <IconAction
            label={`Удалить часть «${name}»`}
            icon={Trash2}
            className={styles.removePart}
            onPress={onRemove}
          />
        )}
      </div>
      <div className={styles.stageGrid}>
        {translationStages
          .filter((stage) => stages.includes(stage))
          .map((stage) => (
            <StageFields
              key={stage}
              control={control}
              index={index}
              stage={stage}
              partName={name}
            />
          ))}
      </div>
    </fieldset>
  );
}

/** A stage of a part: its state, and its percent while in work or paused (docs/product §A1.1). */
function StageFields({
  control,
  index,
  stage,
  partName,
}: {
  control: Control<TranslationUpdateValues>;
  index: number;
  stage: TranslationStage;
  partName: string;
}) {
  const base = `progress.parts.${index}.stages.${stage}` as const;
  const state = useWatch({ control, name: `${base}.state` });
  const label = translationStageLabels[stage];
  return (
    <div className={styles.stage}>
      <Controller
        control={control}
        name={`${base}.state`}
        render={({ field }) => (
          <Select
            label={partLabel(label, partName)}
            items={stateItems}
            selectedKey={field.value}
            onSelectionChange={(key) => field.onChange(key)}
            onBlur={field.onBlur}
          />
        )}
      />
      {hasPercent(state) && (
        <FormTextField
          control={control}
          name={`${base}.percent`}
          label={partLabel('Процент', `(${label} — ${partName})`, ' ')}
          inputMode="numeric"
          className={styles.percent}
        />
      )}
    </div>
  );
}
