import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_TEXT_MAX,
  reportBodySchema,
  reportReasonLabels,
  reportReasonsByKind,
  reportRedirect,
  sendReportRoute,
  type ReportBody,
  type ReportReason,
  type ReportSubjectKind,
} from '@vn/domain';
import { Button, Dialog, Link } from '@vn/ui';
import { useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { ApiError, callEndpoint, messageOf } from '../api/client';
import { apiFieldMessages, showFieldMessages, type FieldMessage } from '../forms/field-messages';
import { CancellableForm } from '../forms/CancellableForm';
import { FormRadioGroup, FormTextArea } from '../forms/form-fields';
import { formActions } from '../forms/form-layout.css';
import type { ReportTarget } from './report-target';
import * as styles from './ReportDialog.css';

/*
 * The report dialog (docs/product §A3.1, ours): a lazy chunk of its own (ReportControl.tsx), as it
 * brings zod and the form.
 */

/** The form's values: what is reported travels with them; no reason until the reader picks one. */
export interface ReportFormValues {
  kind: ReportSubjectKind;
  id: string;
  reason: ReportReason | null;
  text: string;
}

/** The fields a refused report can name, as the form holds them. */
const formFields: ReadonlySet<string> = new Set(['reason', 'text']);

/** The API's field messages (a 400's `fields`), under the fields they are about. */
function serverFieldErrors(error: unknown): FieldMessage<ReportFormValues>[] {
  return apiFieldMessages(error).flatMap(([key, message]) =>
    formFields.has(key) ? [{ field: key as Path<ReportFormValues>, message }] : [],
  );
}

/**
 * Why a report was not taken, said in place: the API's own words for the day's limit (429) and for a
 * reader whose reports are restricted (403, the sanction's text); ours around anything else.
 */
function failureText(error: unknown): string {
  const message = messageOf(error);
  if (error instanceof ApiError && (error.status === 429 || error.status === 403)) return message;
  return `Не удалось отправить жалобу: ${message}`;
}

export interface ReportDialogProps {
  target: ReportTarget;
  /** The dialog was closed (sent or not). */
  onClose: () => void;
}

/**
 * «Пожаловаться»: what is reported, the reasons that fit it (`reportReasonsByKind`), an explanation
 * (needed for «Другое»), «Отправить». On a project page, wrong facts lead to «Предложить изменения»
 * instead. A refused report keeps what was typed, the API's messages under their fields; a received
 * one says so (`reportMessages.received`) in the dialog's place.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  return (
    <Dialog title="Пожаловаться" isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      {({ close }) => <ReportForm target={target} close={close} />}
    </Dialog>
  );
}

function ReportForm({ target, close }: { target: ReportTarget; close: () => void }) {
  const { control, handleSubmit, formState, setError } = useForm<ReportFormValues>({
    resolver: zodResolver(reportBodySchema) as unknown as Resolver<ReportFormValues>,
    defaultValues: { kind: target.kind, id: target.id, reason: null, text: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const reasons = reportReasonsByKind[target.kind].map((reason) => ({
    id: reason,
    label: reportReasonLabels[reason],
  }));
  const proposeEdit =
    reportRedirect(target.kind) === 'proposeEdit' ? (target.proposeEditHref ?? null) : null;

  const send = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await callEndpoint(sendReportRoute, { body: values as ReportBody });
      setReceived(answer.message);
    } catch (error) {
      showFieldMessages(setError, serverFieldErrors(error));
      setFailure(failureText(error));
    }
  });

  if (received) {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.received}>
          {received}
        </p>
        <div className={formActions}>
          <Button onPress={close} autoFocus>
            Готово
          </Button>
        </div>
      </div>
    );
  }
  return (
    <CancellableForm
      label="Жалоба"
      className={styles.form}
      onSubmit={send}
      lead={
        <>
          <p className={styles.subject}>{target.label}</p>
          {proposeEdit && (
            <p className={styles.hint}>
              Неверная информация? <Link href={proposeEdit}>Предложите изменения</Link>
            </p>
          )}
        </>
      }
      failure={failure}
      cancelLabel="Отменить"
      onCancel={close}
      isSaving={formState.isSubmitting}
      saveLabel="Отправить"
    >
      <FormRadioGroup control={control} name="reason" label="Причина" items={reasons} />
      <FormTextArea
        control={control}
        name="text"
        label="Пояснение"
        description="Обязательно, если выбрано «Другое»"
        maxLength={REPORT_TEXT_MAX}
      />
    </CancellableForm>
  );
}
