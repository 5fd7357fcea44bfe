import { zodResolver } from '@hookform/resolvers/zod';
import {
  draftMessages,
  newPostDraftSchema,
  postMessages,
  postSectionLabels,
  postSections,
} from '@vn/domain';
import { Button, Link, useToasts } from '@vn/ui';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useLeaveGuard } from '../../app/leave-guard';
import { BlocksEditor } from '../../writing/lazy-editors';
import { showFieldMessages } from '../../forms/field-messages';
import { FormSelect, FormTextField, writingFieldProps } from '../../forms/form-fields';
import {
  postContentOf,
  saveFailureMessage,
  serverFieldErrorsOf,
  type PostFormValues,
} from './post-form';
import * as styles from './PostForm.css';

const sectionItems = postSections.map((section) => ({
  id: section,
  label: postSectionLabels[section],
}));

export interface PostFormProps {
  defaultValues: PostFormValues;
  submitLabel: string;
  /**
   * Saves the article and answers where to go next (the draft's page). A failure is thrown: the form
   * keeps what was typed and says why.
   */
  onSave: (content: ReturnType<typeof postContentOf>) => Promise<string>;
  /**
   * Whether the values change nothing (docs/product §4 Post editing): then nothing is sent and the form
   * says "Нет изменений".
   */
  isUnchanged?: (values: PostFormValues) => boolean;
  /** "Отменить" goes there (docs/product §2.2 /postDrafts/{id}/edit). */
  cancelHref?: string;
}

/**
 * The article form of /addPost, /posts/{countId}/edit and /postDrafts/{id}/edit (docs/product §2.2): the
 * section ("Раздел:"), the title, the body in the block editor. The domain's `newPostDraftSchema`
 * says "Нет заголовка" and "Пустое сообщение" under their fields (§5), the server's field errors go
 * to the same places, and leaving with unsaved text asks first (the leave guard).
 */
export function PostForm({
  defaultValues,
  submitLabel,
  onSave,
  isUnchanged,
  cancelHref,
}: PostFormProps) {
  const toasts = useToasts();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState, setError, subscribe } = useForm<PostFormValues>({
    // The schema's input types are wider than the form's values (its body also accepts unknown
    // input to be checked), so the resolver is typed by the values it produces.
    resolver: zodResolver(newPostDraftSchema) as unknown as Resolver<PostFormValues>,
    defaultValues,
  });
  useLeaveGuard(formState.isDirty && !saved);

  // "Нет изменений" answers the values it was said about: any change takes it away.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setNotice(null) }),
    [subscribe],
  );

  const save = handleSubmit(async (values) => {
    if (isUnchanged?.(values)) {
      setNotice(postMessages.noChanges);
      return;
    }
    setNotice(null);
    try {
      const next = await onSave(postContentOf(values));
      // Saved: leaving no longer loses anything.
      setSaved(true);
      void navigate(next);
    } catch (error) {
      showFieldMessages(setError, serverFieldErrorsOf(error));
      // Every article form saves a draft: without the server's word, the draft's failure toast (§8).
      toasts.error(saveFailureMessage(error, draftMessages.saveFailed));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <FormSelect
        control={control}
        name="section"
        label="Раздел:"
        items={sectionItems}
        className={styles.section}
      />
      <FormTextField control={control} name="title" label="Заголовок" />
      <Controller
        control={control}
        name="body"
        render={(bound) => <BlocksEditor {...writingFieldProps(bound)} label="Текст статьи" />}
      />
      <div className={styles.actions}>
        {cancelHref !== undefined && (
          <Link href={cancelHref} variant="standalone">
            Отменить
          </Link>
        )}
        <Button type="submit" isPending={formState.isSubmitting}>
          {submitLabel}
        </Button>
        <p className={styles.notice} role="status">
          {notice}
        </p>
      </div>
    </form>
  );
}
