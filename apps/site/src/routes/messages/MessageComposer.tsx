import { MESSAGE_LIMITS, messageHasContent, type Message } from '@vn/domain';
import { Button } from '@vn/ui';
import { useEffect, useRef, useState } from 'react';
import { useLeaveGuard } from '../../app/leave-guard';
import { MarkupEditor } from '../../writing/lazy-editors';
import { useMarkupSend } from '../../writing/use-markup-send';
import type { MarkupEditorHandle } from '@vn/editor/markup-editor';
import * as styles from './MessagesPage.css';

/** What the composer sends: the markup and the uploaded pictures still linked in it (§5). */
export interface MessageText {
  body: string;
  images: readonly string[];
}

export interface MessageComposerProps {
  /** Whom the text goes to, for its label ("Сообщение для …"). */
  recipientName: string;
  /** The reader's own message being edited, or null for a new one. */
  editing: Message | null;
  /** Sends (or, while editing, replaces) the text; rejects with the reason when it fails. */
  onSubmit: (text: MessageText) => Promise<void>;
  /** "Отменить" while editing. */
  onCancelEdit: () => void;
  isDisabled?: boolean;
}

/**
 * The message editor under a conversation (docs/product §2.5, §4 Message editing, §5 Message): the
 * markup editor with pictures; Ctrl+Enter or "Отправить" sends; an empty text cannot be sent; a
 * failed send keeps the text and says why. Choosing one's message to edit puts its text here,
 * "Отменить" gives the empty text back, and sending replaces the message.
 */
export function MessageComposer({
  recipientName,
  editing,
  onSubmit,
  onCancelEdit,
  isDisabled = false,
}: MessageComposerProps) {
  const startText = editing?.body ?? '';
  const [body, setBody] = useState(startText);
  const [images, setImages] = useState<readonly string[]>([]);
  const editor = useRef<MarkupEditorHandle>(null);

  const canSend =
    !isDisabled &&
    body.length <= MESSAGE_LIMITS.bodyMax &&
    images.length <= MESSAGE_LIMITS.imagesMax &&
    messageHasContent({ body, imageCount: images.length });
  const { send, isSending, failure, clearFailure } = useMarkupSend(canSend, async () => {
    await onSubmit({ body, images });
    setBody('');
    setImages([]);
  });

  // Another message chosen, or the edit ended: the text starts over from it (set while rendering,
  // React's pattern for state that follows a prop, so the old text never shows for a frame).
  const [shownEditing, setShownEditing] = useState(editing);
  if (shownEditing !== editing) {
    setShownEditing(editing);
    setBody(startText);
    setImages([]);
    clearFailure();
  }
  useEffect(() => {
    if (editing) editor.current?.focus();
  }, [editing]);

  useLeaveGuard(body !== startText);

  const label = editing ? 'Изменение сообщения' : `Сообщение для ${recipientName}`;
  return (
    <form
      className={styles.composer}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <MarkupEditor
        ref={editor}
        label={label}
        value={body}
        onChange={(value) => {
          setBody(value);
          clearFailure();
        }}
        placeholder="Напишите сообщение…"
        maxLength={MESSAGE_LIMITS.bodyMax}
        maxImages={MESSAGE_LIMITS.imagesMax}
        onAttachedImagesChange={setImages}
        onSubmit={() => void send()}
        errorMessage={failure}
        isDisabled={isDisabled}
      />
      <div className={styles.composerActions}>
        <Button type="submit" isDisabled={!canSend} isPending={isSending}>
          Отправить
        </Button>
        {editing && (
          <Button variant="secondary" onPress={onCancelEdit}>
            Отменить
          </Button>
        )}
      </div>
    </form>
  );
}
