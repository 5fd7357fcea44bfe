import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_NOTE_MAX,
  resolveReportCaseRoute,
  reportResolutionBodySchema,
  reportResolutionLabels,
  reportResolutions,
  type ReportResolution,
  type ReportSubjectKind,
} from '@vn/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError, callEndpoint, messageOf } from '../../api/client';
import { CancellableForm } from '../../forms/CancellableForm';
import { FormRadioGroup, FormTextArea } from '../../forms/form-fields';
import * as styles from './ReportQueuePage.css';

/** The form's values: no decision until the moderator picks one. */
interface ResolveFormValues {
  resolution: ReportResolution | null;
  note: string;
}

const resolutionItems = reportResolutions.map((resolution) => ({
  id: resolution,
  label: reportResolutionLabels[resolution],
}));

export interface ResolveFormProps {
  params: { kind: ReportSubjectKind; id: string };
  /** What the case is about, to say it above the choice. */
  title: string;
  onResolved: () => Promise<void>;
  onCancel: () => void;
  /** Another moderator has it, or it was resolved already (409): said in the case's place. */
  onRefused: (message: string) => void;
}

/**
 * «Решить» (docs/product §A3.3, ours): the decision (Удалено, Исправлено, Автор ограничен, Нарушения
 * нет) and an optional note; the reporters are told the decision. A conflict closes nothing but is
 * said on the case too; any other refusal stays in the dialog with what was typed.
 */
export function ResolveForm({ params, title, onResolved, onCancel, onRefused }: ResolveFormProps) {
  const { control, handleSubmit, formState } = useForm<ResolveFormValues>({
    resolver: zodResolver(reportResolutionBodySchema) as unknown as Resolver<ResolveFormValues>,
    defaultValues: { resolution: null, note: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const resolve = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await callEndpoint(resolveReportCaseRoute, {
        params,
        body: { resolution: values.resolution as ReportResolution, note: values.note },
      });
    } catch (error) {
      const message = messageOf(error);
      setFailure(message);
      if (error instanceof ApiError && error.status === 409) onRefused(message);
      return;
    }
    await onResolved();
  });

  return (
    <CancellableForm
      label="Решение"
      className={styles.dialogForm}
      onSubmit={resolve}
      lead={<p className={styles.state}>{title}</p>}
      failure={failure}
      cancelLabel="Отменить"
      onCancel={onCancel}
      isSaving={formState.isSubmitting}
      saveLabel="Решить"
    >
      <FormRadioGroup control={control} name="resolution" label="Решение" items={resolutionItems} />
      <FormTextArea
        control={control}
        name="note"
        label="Заметка"
        description="Необязательно; для журнала модерации"
        maxLength={REPORT_NOTE_MAX}
      />
    </CancellableForm>
  );
}
