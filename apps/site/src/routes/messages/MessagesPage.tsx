import {
  addContactRoute,
  blockContactRoute,
  contactsRoute,
  deleteContactRoute,
  messageMessages,
  unblockContactRoute,
  type ContactResult,
} from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { BusySpinner } from '../../app/BusySpinner';
import { useConfirm } from '../../app/confirm';
import { useFailureToast } from '../../app/load-failure';
import { usePageTitle } from '../../app/page-title';
import { replaceContacts } from '../../session/session-updates';
import { SignedInOnly } from '../../session/SignedInOnly';
import { ContactsPane } from './ContactsPane';
import { ConversationPane } from './ConversationPane';
import { messagesHref, openContactOf } from './messages-address';
import * as styles from './MessagesPage.css';

const PAGE_TITLE = 'Сообщения';

/** The toast when blocking or unblocking fails (docs/product §8 names none; ours, in its words). */
export const BLOCK_CONTACT_FAILED = 'Не удалось изменить блокировку контакта';

/**
 * /messages (docs/product §2.2, §2.5): the contacts and the conversation with the one in the address
 * (`/messages?user={userId}`; a user who is not a contact yet is added, as the profile's "Написать"
 * expects). Both panes side by side; below 600 px one at a time, the conversation with a way back.
 * Guests go to /login first (§6). The footer is hidden here by the shell.
 */
export function MessagesPage() {
  usePageTitle(PAGE_TITLE);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{PAGE_TITLE}</h1>
      <SignedInOnly>{(viewer) => <Messages viewerId={viewer._id} />}</SignedInOnly>
    </div>
  );
}

function Messages({ viewerId }: { viewerId: string }) {
  const toasts = useToasts();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [search] = useSearchParams();
  const openContactId = openContactOf(search);
  const { data, error } = useEndpoint(contactsRoute, {}, { revalidateOnFocus: false });
  const contacts = data?.contacts ?? null;
  const openContact = contacts?.find((contact) => contact._id === openContactId) ?? null;

  useFailureToast(error, messageMessages.loadFailed);

  const addContact = async (userId: string): Promise<boolean> => {
    try {
      await replaceContacts(
        mutate,
        await callEndpoint(addContactRoute, { body: { user: userId } }),
      );
      return true;
    } catch {
      toasts.error(messageMessages.addContactFailed);
      return false;
    }
  };

  // The address names a user who is not a contact yet (the profile's "Написать"): add them, once.
  const addedFromAddress = useRef<string | null>(null);
  useEffect(() => {
    if (!contacts || !openContactId || openContact) return;
    if (addedFromAddress.current === openContactId) return;
    addedFromAddress.current = openContactId;
    void addContact(openContactId).then((added) => {
      if (!added) void navigate(messagesHref(), { replace: true });
    });
  });

  const deleteContact = async (contact: ContactResult) => {
    const confirmed = await confirm({
      title: `Удалить контакт ${contact.user.username}?`,
      message: 'Переписка сохранится.',
      confirmLabel: 'Удалить',
      variant: 'destructive',
    });
    if (!confirmed) return;
    try {
      const params = { id: contact._id };
      await replaceContacts(mutate, await callEndpoint(deleteContactRoute, { params }));
      if (contact._id === openContactId) void navigate(messagesHref());
    } catch {
      toasts.error(messageMessages.deleteContactFailed);
    }
  };

  const setBlocked = async (contact: ContactResult, blocked: boolean) => {
    if (blocked) {
      const confirmed = await confirm({
        title: `Заблокировать ${contact.user.username}?`,
        message: 'Пользователь не сможет писать вам, пока вы его не разблокируете.',
        confirmLabel: 'Заблокировать',
        variant: 'destructive',
      });
      if (!confirmed) return;
    }
    try {
      const route = blocked ? blockContactRoute : unblockContactRoute;
      await replaceContacts(mutate, await callEndpoint(route, { params: { id: contact._id } }));
    } catch {
      toasts.error(BLOCK_CONTACT_FAILED);
    }
  };

  return (
    <div className={styles.panes} data-pane={openContactId ? 'conversation' : 'contacts'}>
      <ContactsPane
        contacts={contacts}
        openContactId={openContactId}
        viewerId={viewerId}
        onAdd={(userId) => {
          void addContact(userId).then((added) => {
            if (added) void navigate(messagesHref(userId));
          });
        }}
        onDelete={(contact) => void deleteContact(contact)}
        onBlockedChange={(contact, blocked) => void setBlocked(contact, blocked)}
      />
      {openContactId && (data || error) ? (
        <ConversationPane
          // A conversation of its own per contact: nothing of the previous one stays.
          key={openContactId}
          contactId={openContactId}
          contactName={openContact?.user.username ?? null}
          unreadAtOpen={openContact?.unreadMessages ?? 0}
          viewerId={viewerId}
        />
      ) : openContactId ? (
        <BusySpinner />
      ) : (
        <p className={styles.placeholder}>Выберите контакт, чтобы открыть переписку</p>
      )}
    </div>
  );
}
