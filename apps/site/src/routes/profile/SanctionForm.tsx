import { zodResolver } from '@hookform/resolvers/zod';
import {
  addSanctionRoute,
  SANCTION_LIMITS,
  sanctionBodySchema,
  sanctionDurationKeys,
  sanctionDurations,
  sanctionScopeLabels,
  sanctionScopes,
  siteRuleLabels,
  siteRules,
  type RepeatStep,
  type Sanction,
  type SanctionBody,
  type SanctionDurationKey,
  type SanctionScope,
  type SiteRule,
} from '@vn/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { callEndpoint, messageOf } from '../../api/client';
import { useLeaveGuard } from '../../app/leave-guard';
import { apiFieldMessages, showFieldMessages, type FieldMessage } from '../../forms/field-messages';
import { CancellableForm } from '../../forms/CancellableForm';
import { FormSelect, FormTextArea } from '../../forms/form-fields';
import * as styles from './ProfileSanctions.css';

/*
 * «Ограничить» on a profile (docs/product §A2.2–A2.3, §A2.6; ours): a lazy chunk of its own, as it
 * brings zod and the form, which only a moderator who opens it needs (docs/architecture.md § Budgets).
 */

/** The form's values: nothing chosen until the moderator chooses. */
export interface SanctionFormValues {
  scope: SanctionScope | null;
  duration: SanctionDurationKey | null;
  rule: SiteRule | null;
  publicReason: string;
  privateNote: string;
}

const emptySanction: SanctionFormValues = {
  scope: null,
  duration: null,
  rule: null,
  publicReason: '',
  privateNote: '',
};

const scopeItems = sanctionScopes.map((scope) => ({
  id: scope,
  label: sanctionScopeLabels[scope],
}));
const durationItems = sanctionDurationKeys.map((key) => ({
  id: key,
  label: sanctionDurations[key].label,
}));
const ruleItems = siteRules.map((rule) => ({ id: rule, label: siteRuleLabels[rule] }));

/** The fields a refused save can name, as the form holds them (an explicit end is the duration's). */
const fieldOfBody: Record<string, Path<SanctionFormValues>> = {
  scope: 'scope',
  rule: 'rule',
  publicReason: 'publicReason',
  privateNote: 'privateNote',
  duration: 'duration',
  endsAt: 'duration',
};

/** The API's field messages (a 400's `fields`), under the fields they are about. */
function serverFieldErrors(error: unknown): FieldMessage<SanctionFormValues>[] {
  return apiFieldMessages(error).flatMap(([key, message]) => {
    const field = fieldOfBody[key];
    return field ? [{ field, message }] : [];
  });
}

/** What is sent: a duration from the list (the form offers no explicit end), no blank note. */
function bodyOf(values: SanctionBody): SanctionBody {
  const { scope, rule, publicReason, privateNote, duration } = values;
  return { scope, rule, publicReason, privateNote, duration };
}

export interface SanctionFormProps {
  userId: string;
  /** The repeat rule's duration per scope from the history's answer; null when it gave none. */
  suggestions: Partial<Record<SanctionScope, RepeatStep>> | null;
  onSaved: (sanction: Sanction) => Promise<void> | void;
  onCancel: () => void;
}

/**
 * The sanction form: what to restrict, for how long (preselected with what the history suggests
 * for the chosen scope, and said so), the rule, the public reason and the moderators' note. The
 * checks are the contract's, with its Russian messages under the fields; a refused save keeps what
 * was typed and puts the API's messages under their fields.
 */
export function SanctionForm({ userId, suggestions, onSaved, onCancel }: SanctionFormProps) {
  const { control, handleSubmit, formState, setError, setValue } = useForm<SanctionFormValues>({
    resolver: zodResolver(sanctionBodySchema) as unknown as Resolver<SanctionFormValues>,
    defaultValues: emptySanction,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const scope = useWatch({ control, name: 'scope' });
  const suggested = scope && suggestions ? (suggestions[scope] ?? null) : null;
  useLeaveGuard(formState.isDirty && !formState.isSubmitSuccessful);

  // A scope chosen: its suggestion becomes the duration, which the moderator may change.
  useEffect(() => {
    if (suggested) setValue('duration', suggested, { shouldDirty: true });
  }, [scope, suggested, setValue]);

  const save = handleSubmit(async (values) => {
    setFailure(null);
    let sanction: Sanction;
    try {
      sanction = await callEndpoint(addSanctionRoute, {
        params: { id: userId },
        body: bodyOf(values as unknown as SanctionBody),
      });
    } catch (error) {
      showFieldMessages(setError, serverFieldErrors(error));
      const message = messageOf(error);
      setFailure(`Не удалось ограничить пользователя: ${message}`);
      return;
    }
    await onSaved(sanction);
  });

  return (
    <CancellableForm
      label="Ограничить пользователя"
      className={styles.form}
      onSubmit={save}
      failure={failure}
      cancelLabel="Отменить"
      onCancel={onCancel}
      isSaving={formState.isSubmitting}
      saveLabel="Ограничить"
    >
      <FormSelect control={control} name="scope" label="Что ограничить" items={scopeItems} />
      <FormSelect
        control={control}
        name="duration"
        label="Срок"
        items={durationItems}
        description={
          suggested ? `Предложено по истории: ${sanctionDurations[suggested].label}` : undefined
        }
      />
      <FormSelect control={control} name="rule" label="Нарушенное правило" items={ruleItems} />
      <FormTextArea
        control={control}
        name="publicReason"
        label="Причина"
        description="Её увидит пользователь"
        maxLength={SANCTION_LIMITS.publicReasonMax}
      />
      <FormTextArea
        control={control}
        name="privateNote"
        label="Заметка для модераторов"
        description="Видят только модераторы"
        maxLength={SANCTION_LIMITS.privateNoteMax}
      />
    </CancellableForm>
  );
}
