import {
  deleteMessageRoute,
  messageMessages,
  sendMessageRoute,
  shouldLoadOlderMessages,
  updateMessageRoute,
  type Message,
  profilePath,
} from '@vn/domain';
import { MarkupView } from '@vn/editor';
import { Link, MessageBubble, Spinner, useToasts } from '@vn/ui';
import { ArrowLeft, Flag, Pencil, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { IconAction } from '../../app/IconAction';
import { callEndpoint } from '../../api/client';
import { useConfirm } from '../../app/confirm';
import { useReportDialog } from '../../reporting/ReportControl';
import { SanctionNotice, useSanctionRefusal } from '../../session/SanctionNotice';
import { contactsKey } from '../../session/session-updates';
import { MessageComposer, type MessageText } from './MessageComposer';
import { messagesHref } from './messages-address';
import { useConversation } from './use-conversation';
import * as styles from './MessagesPage.css';

/** The toast when deleting a message fails (docs/product §8 names none for it; ours, in its words). */
export const DELETE_MESSAGE_FAILED = 'Не удалось удалить сообщение';

export interface ConversationPaneProps {
  contactId: string;
  /** The contact's name; null while the contact list has not told it yet. */
  contactName: string | null;
  /** The contact's unread count when the conversation opened: the first page's size. */
  unreadAtOpen: number;
  viewerId: string;
}

/** Where the log was, measured from its bottom, before older messages were put above. */
interface ScrollAnchor {
  fromBottom: number;
}

/**
 * One conversation (docs/product §2.5, §4 Message editing): the messages as bubbles in a log region,
 * older ones loaded when scrolled within 100 px of the top (the place kept), the reader's own ones
 * editable and deletable, and the composer. On a narrow screen it is the only pane, with a way back to
 * the contacts.
 */
export function ConversationPane({
  contactId,
  contactName,
  unreadAtOpen,
  viewerId,
}: ConversationPaneProps) {
  const toasts = useToasts();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const conversation = useConversation(contactId, unreadAtOpen);
  const { messages, status, isComplete, isLoadingOlder, loadOlder, put, remove } = conversation;
  const [editing, setEditing] = useState<Message | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const anchor = useRef<ScrollAnchor | null>(null);
  const lastShownId = useRef<string | null>(null);
  const name = contactName ?? 'пользователь';
  // docs/product §A2.4: a reader a sanction refuses messages reads why in the composer's place.
  const sendRefusal = useSanctionRefusal('sendMessage');
  // docs/product §A3.1 (ours): a message of the other person can be reported.
  const report = useReportDialog();

  const loadOlderHere = () => {
    const box = log.current;
    if (box) anchor.current = { fromBottom: box.scrollHeight - box.scrollTop };
    loadOlder();
  };

  // Keeps the reader's place: older messages above do not move what is on screen; a new message at
  // the bottom is followed when the reader was at the bottom (or wrote it).
  useLayoutEffect(() => {
    const box = log.current;
    if (!box) return;
    const newest = messages.at(-1);
    if (anchor.current) {
      box.scrollTop = box.scrollHeight - anchor.current.fromBottom;
      anchor.current = null;
    } else if (newest && newest._id !== lastShownId.current) {
      box.scrollTop = box.scrollHeight;
    }
    lastShownId.current = newest?._id ?? null;
    // A first page too short to scroll could never reach the top by scrolling: load on.
    if (status === 'ready' && !isComplete && box.scrollHeight <= box.clientHeight) loadOlderHere();
  });

  const submit = async ({ body, images }: MessageText) => {
    const edited = editing;
    try {
      const message = edited
        ? await callEndpoint(updateMessageRoute, { params: { id: edited._id }, body: { body } })
        : await callEndpoint(sendMessageRoute, {
            body: { to: contactId, body, attachedImagesUrl: [...images] },
          });
      put(message);
      if (edited) setEditing(null);
      // The contact list is ordered by the last message: this one moved to the top.
      else void mutate(contactsKey);
    } catch (error) {
      toasts.error(edited ? messageMessages.editFailed : messageMessages.sendFailed);
      throw error;
    }
  };

  const deleteMessage = async (message: Message) => {
    const confirmed = await confirm({
      title: 'Удалить сообщение?',
      confirmLabel: 'Удалить',
      variant: 'destructive',
    });
    if (!confirmed) return;
    try {
      await callEndpoint(deleteMessageRoute, { params: { id: message._id } });
      remove(message._id);
      if (editing?._id === message._id) setEditing(null);
    } catch {
      toasts.error(DELETE_MESSAGE_FAILED);
    }
  };

  return (
    <section className={styles.conversation} aria-labelledby="conversation-title">
      <header className={styles.conversationHeader}>
        <Link href={messagesHref()} variant="standalone" className={styles.backLink}>
          <ArrowLeft aria-hidden size="1.1em" /> К контактам
        </Link>
        <h2 id="conversation-title" className={styles.paneTitle}>
          {contactName ? (
            <Link href={profilePath(contactName)} variant="standalone">
              {contactName}
            </Link>
          ) : (
            'Переписка'
          )}
        </h2>
      </header>
      <div
        ref={log}
        role="log"
        aria-label={`Переписка с ${name}`}
        aria-busy={status === 'loading' || isLoadingOlder}
        // Scrollable by keyboard: the older messages load when it reaches the top.
        tabIndex={0}
        className={styles.log}
        onScroll={(event) => {
          if (shouldLoadOlderMessages(event.currentTarget.scrollTop)) {
            if (!isComplete && !isLoadingOlder && status === 'ready') loadOlderHere();
          }
        }}
      >
        {isLoadingOlder && <Spinner size="sm" />}
        {status === 'loading' && <p role="status">Загрузка...</p>}
        {status === 'ready' && messages.length === 0 && (
          <p className={styles.muted}>Сообщений пока нет</p>
        )}
        <ol className={styles.messageList}>
          {messages.map((message) => {
            const own = message.from._id === viewerId;
            return (
              <li
                key={message._id}
                className={own ? styles.ownMessage : styles.theirMessage}
                data-selected={editing?._id === message._id || undefined}
              >
                <MessageBubble
                  own={own}
                  createdAt={message.createdAt}
                  updatedAt={message.updatedAt}
                >
                  <MarkupView value={message.body} showHidden />
                </MessageBubble>
                {own && (
                  <div className={styles.messageActions}>
                    {/* Editing is bound with sending (§A2.1); the notice below says why. */}
                    {!sendRefusal && (
                      <IconAction
                        label="Изменить сообщение"
                        icon={Pencil}
                        onPress={() => setEditing(message)}
                      />
                    )}
                    <IconAction
                      label="Удалить сообщение"
                      icon={Trash2}
                      onPress={() => void deleteMessage(message)}
                    />
                  </div>
                )}
                {!own && report.mayReport(message.from._id) && (
                  <div className={styles.messageActions}>
                    <IconAction
                      label="Пожаловаться на сообщение"
                      icon={Flag}
                      onPress={() =>
                        report.open({
                          kind: 'message',
                          id: message._id,
                          label: `Сообщение пользователя ${message.from.username || name}`,
                        })
                      }
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </div>
      {report.dialog}
      {sendRefusal ? (
        <SanctionNotice message={sendRefusal} />
      ) : (
        <MessageComposer
          recipientName={name}
          editing={editing}
          onSubmit={submit}
          onCancelEdit={() => setEditing(null)}
          isDisabled={status === 'failed'}
        />
      )}
    </section>
  );
}
