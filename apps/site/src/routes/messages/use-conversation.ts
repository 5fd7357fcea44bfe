import {
  conversationRoute,
  firstConversationPageSize,
  isLastConversationPage,
  LIMITS,
  messageMessages,
  olderConversationPage,
  type Message,
  type ContactResult,
  type SessionState,
} from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { callEndpoint } from '../../api/client';
import { liveEvents } from '../../live-events/live-events-client';
import { sessionKey } from '../../session/session';
import { contactsKey, withContactRead } from '../../session/session-updates';
import { isInConversationWith, mergeMessages, withoutMessage } from './conversation-state';

export interface Conversation {
  /** Oldest first. */
  messages: Message[];
  status: 'loading' | 'ready' | 'failed';
  /** Nothing older is left to load. */
  isComplete: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  /** Puts a message the reader sent or edited into the conversation. */
  put: (message: Message) => void;
  remove: (id: string) => void;
}

/** A page of the conversation with `userId`, oldest first. */
async function fetchPage(userId: string, limit: number, skip: number): Promise<Message[]> {
  const page = await callEndpoint(conversationRoute, {
    params: { userId },
    query: { limit, skip },
  });
  return [...page].reverse();
}

/**
 * The conversation with one contact (docs/product §2.5, §4 Message editing, §7, §9): the first page as
 * large as the contact's unread count (20 at least), older ones 20 at a time, and a refresh when a
 * live `newMessages` event comes from this contact. Reading a page clears the contact's unread count
 * on the server; the caches that show it follow here.
 */
export function useConversation(contactId: string, unreadAtOpen: number): Conversation {
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const [messages, setMessages] = useState<Message[]>([]);
  const [status, setStatus] = useState<Conversation['status']>('loading');
  const [isComplete, setComplete] = useState(false);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const shownCount = useRef(0);
  shownCount.current = messages.length;
  const firstPageSize = useRef(firstConversationPageSize(unreadAtOpen));

  const markRead = useCallback(() => {
    void mutate<SessionState | null>(
      sessionKey,
      (state) =>
        state ? { ...state, contacts: withContactRead(state.contacts, contactId) } : state,
      { revalidate: false },
    );
    void mutate<{ contacts: ContactResult[]; unreadTotal: number }>(
      contactsKey,
      (list) => {
        if (!list) return list;
        const contacts = withContactRead(list.contacts, contactId);
        const unreadTotal = contacts.reduce((sum, contact) => sum + contact.unreadMessages, 0);
        return { contacts, unreadTotal };
      },
      { revalidate: false },
    );
  }, [contactId, mutate]);

  useEffect(() => {
    let isCurrent = true;
    setMessages([]);
    setStatus('loading');
    setComplete(false);
    const limit = firstPageSize.current;
    fetchPage(contactId, limit, 0).then(
      (page) => {
        if (!isCurrent) return;
        setMessages(page);
        setComplete(isLastConversationPage({ receivedCount: page.length, requestedCount: limit }));
        setStatus('ready');
        markRead();
      },
      () => {
        if (!isCurrent) return;
        setStatus('failed');
        toasts.error(messageMessages.loadFailed);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [contactId, markRead, toasts]);

  // A message from this contact, or an edit or deletion of one, while the conversation is open.
  useEffect(
    () =>
      liveEvents.on('newMessages', ({ message, deleted }) => {
        if (!isInConversationWith(message, contactId)) return;
        if (deleted) {
          setMessages((shown) => withoutMessage(shown, message._id));
          return;
        }
        fetchPage(contactId, LIMITS.messagePageStep, 0).then(
          (page) => {
            setMessages((shown) => mergeMessages(shown, page));
            markRead();
          },
          () => toasts.error(messageMessages.loadFailed),
        );
      }),
    [contactId, markRead, toasts],
  );

  const loadingOlder = useRef(false);
  const loadOlder = useCallback(() => {
    if (loadingOlder.current || isComplete || status !== 'ready') return;
    loadingOlder.current = true;
    setLoadingOlder(true);
    const { limit, skip } = olderConversationPage(shownCount.current);
    fetchPage(contactId, limit, skip)
      .then(
        (page) => {
          setMessages((shown) => mergeMessages(shown, page));
          setComplete(
            isLastConversationPage({ receivedCount: page.length, requestedCount: limit }),
          );
        },
        () => toasts.error(messageMessages.loadFailed),
      )
      .finally(() => {
        loadingOlder.current = false;
        setLoadingOlder(false);
      });
  }, [contactId, isComplete, status, toasts]);

  const put = useCallback((message: Message) => {
    setMessages((shown) => mergeMessages(shown, [message]));
  }, []);
  const remove = useCallback((id: string) => {
    setMessages((shown) => withoutMessage(shown, id));
  }, []);

  return { messages, status, isComplete, isLoadingOlder, loadOlder, put, remove };
}
