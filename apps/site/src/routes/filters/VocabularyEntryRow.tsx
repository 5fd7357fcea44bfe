import {
  checkVocabularyRename,
  vocabularyMessages,
  type TagEntry,
  type VocabularyEntry,
  type VocabularyKind,
} from '@vn/domain';
import { Button, Checkbox, TextField, useToasts } from '@vn/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { IconAction } from '../../app/IconAction';
import { failureText } from '../../api/failure-text';
import { useConfirm } from '../../app/confirm';
import { useCheckedText } from '../../forms/use-checked-text';
import type { VocabularyActions } from './use-vocabulary-admin';
import * as styles from './FiltersPage.css';

export interface VocabularyEntryRowProps {
  kind: VocabularyKind;
  /** A tag may carry the spoiler mark (docs/product §A5.6). */
  entry: TagEntry;
  /** The whole vocabulary, for the "already exists" check (docs/product §5). */
  entries: readonly VocabularyEntry[];
  actions: VocabularyActions;
  /** After a rename went through: the list keeps the row in sight. */
  onRenamed: (id: string) => void;
  /** When the row is about to go: focus moves somewhere that stays. */
  onRemoving: () => void;
}

/** The spoiler control of a tag row (docs/product §A5.6; the words are ours). */
export const spoilerTexts = {
  control: 'Спойлер',
  label: (value: string) => `Спойлер: тег «${value}»`,
  mark: 'спойлер',
} as const;

/**
 * One entry: its name, rename (in place) and delete (after the shared confirmation, §2.1); a tag also
 * its spoiler mark, saved at once (docs/product §A5.6).
 */
export function VocabularyEntryRow(props: VocabularyEntryRowProps) {
  const { kind, entry, actions, onRemoving } = props;
  const texts = vocabularyMessages(kind);
  const confirm = useConfirm();
  const toasts = useToasts();
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  // Closing the form gives the focus back to the button that opened it (keyboard users stay put).
  const focusBack = useRef(false);
  useEffect(() => {
    if (!editing && focusBack.current) {
      focusBack.current = false;
      renameButton.current?.focus();
    }
  }, [editing]);

  const remove = async () => {
    const confirmed = await confirm({
      title: texts.removeQuestion(entry.value),
      message: texts.removeWarning,
      variant: 'destructive',
    });
    if (!confirmed) return;
    // The row leaves the list at once (and comes back if the call fails).
    onRemoving();
    try {
      await actions.remove(kind, entry._id);
      toasts.success(texts.removed);
    } catch (error) {
      toasts.error(failureText(texts.removeFailed, error));
    }
  };

  return (
    <li className={styles.row}>
      {editing ? (
        <RenameForm
          {...props}
          onClose={(renamed) => {
            focusBack.current = true;
            setEditing(false);
            if (renamed) props.onRenamed(entry._id);
          }}
        />
      ) : (
        <>
          <span className={styles.value}>{entry.value}</span>
          {entry.spoiler && <span className={styles.spoilerMark}>{spoilerTexts.mark}</span>}
          {kind === 'tags' && <SpoilerControl entry={entry} actions={actions} />}
          <span className={styles.actions}>
            <IconAction
              ref={renameButton}
              label={texts.renameLabel(entry.value)}
              icon={Pencil}
              onPress={() => setEditing(true)}
            />
            <IconAction
              label={texts.removeLabel(entry.value)}
              icon={Trash2}
              onPress={() => void remove()}
            />
          </span>
        </>
      )}
    </li>
  );
}

/**
 * Marks the tag as a spoiler or takes the mark off: shown at once, put back with the failure's toast
 * ("Не удалось изменить тег", docs/product §8) when the call fails.
 */
function SpoilerControl({ entry, actions }: { entry: TagEntry; actions: VocabularyActions }) {
  const toasts = useToasts();
  const texts = vocabularyMessages('tags');
  return (
    <Checkbox
      size="sm"
      label={spoilerTexts.control}
      aria-label={spoilerTexts.label(entry.value)}
      isSelected={entry.spoiler === true}
      onChange={(spoiler) =>
        void actions
          .markSpoiler(entry._id, spoiler)
          .catch((error: unknown) => toasts.error(failureText(texts.renameFailed, error)))
      }
    />
  );
}

interface RenameFormProps extends VocabularyEntryRowProps {
  /** `renamed` is false for a cancel or an unchanged name. */
  onClose: (renamed: boolean) => void;
}

/**
 * The rename form: the current name selected, so typing replaces it; Enter saves, Escape or
 * "Отменить" leaves. A refused or failed rename keeps what was typed and says why, in the field and
 * (for a failed call) in the toast of §8 with the server's reason.
 */
function RenameForm({ kind, entry, entries, actions, onClose }: RenameFormProps) {
  const texts = vocabularyMessages(kind);
  const toasts = useToasts();
  // The name when the form opened: the list may already show the new one while the call runs.
  const [original] = useState(entry.value);
  const { text: value, setError, fieldProps } = useCheckedText(entry.value);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = checkVocabularyRename({ kind, entries, id: entry._id, value });
    if (check.outcome === 'unchanged') return onClose(false);
    if (check.outcome === 'refused') return setError(check.message);
    setPending(true);
    try {
      await actions.rename(kind, entry._id, check.value);
      toasts.success(texts.renamed);
      onClose(true);
    } catch (failure) {
      setPending(false);
      setError(failure instanceof Error && failure.message ? failure.message : texts.renameFailed);
      toasts.error(failureText(texts.renameFailed, failure));
    }
  };

  return (
    <form
      className={styles.renameForm}
      aria-label={texts.renameLabel(original)}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField
        className={styles.renameField}
        aria-label={`Новое название вместо «${original}»`}
        {...fieldProps}
        autoFocus
        onFocus={(event) => (event.target as HTMLInputElement).select()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose(false);
          else event.continuePropagation();
        }}
        size="sm"
      />
      <Button type="submit" size="sm" isPending={pending}>
        Сохранить
      </Button>
      <Button variant="secondary" size="sm" onPress={() => onClose(false)}>
        Отменить
      </Button>
    </form>
  );
}
