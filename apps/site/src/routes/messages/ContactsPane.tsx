import { usersEntitiesRoute, type ContactResult } from '@vn/domain';
import { Avatar, Badge, ComboBox, EmptyState, Link, type ComboBoxItem } from '@vn/ui';
import { Ban, CircleCheck, Trash2 } from 'lucide-react';
import { IconAction } from '../../app/IconAction';
import { callEndpoint } from '../../api/client';
import { messagesHref } from './messages-address';
import * as styles from './MessagesPage.css';

export interface ContactsPaneProps {
  /** Null while the list loads. */
  contacts: readonly ContactResult[] | null;
  openContactId: string | null;
  viewerId: string;
  onAdd: (userId: string) => void;
  onDelete: (contact: ContactResult) => void;
  onBlockedChange: (contact: ContactResult, blocked: boolean) => void;
}

/**
 * The reader's contacts (docs/product §2.5, §3 Contact): each with its unread count, a link that opens the
 * conversation, and delete and block; above them the search that adds a user (`/api/usersEntities`,
 * debounced 200 ms by the combo box, §7, §9).
 */
export function ContactsPane({
  contacts,
  openContactId,
  viewerId,
  onAdd,
  onDelete,
  onBlockedChange,
}: ContactsPaneProps) {
  const findUsers = async (search: string): Promise<ComboBoxItem[]> => {
    const users = await callEndpoint(usersEntitiesRoute, { query: { search } });
    return users
      .filter((user) => user._id !== viewerId)
      .map((user) => ({ id: user._id, label: user.username }));
  };

  return (
    <section className={styles.contacts} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={styles.paneTitle}>
        Контакты
      </h2>
      <ComboBox
        label="Добавить контакт"
        placeholder="Имя пользователя"
        clearAfterChoice
        onSearch={findUsers}
        onChange={(key) => {
          if (key === null) return;
          onAdd(String(key));
        }}
      />
      {contacts === null ? (
        <p role="status">Загрузка...</p>
      ) : contacts.length === 0 ? (
        <EmptyState kind="nothing" size="sm" />
      ) : (
        <ul className={styles.contactList} aria-label="Контакты">
          {contacts.map((contact) => {
            const name = contact.user.username;
            const isOpen = contact._id === openContactId;
            return (
              <li key={contact._id} className={styles.contactRow} data-open={isOpen || undefined}>
                <Link
                  href={messagesHref(contact._id)}
                  variant="quiet"
                  className={styles.contactLink}
                  aria-current={isOpen ? 'page' : undefined}
                >
                  {/* The name beside it says whose it is; the picture adds nothing to hear. */}
                  <span aria-hidden="true" className={styles.contactAvatar}>
                    <Avatar name={name} src={contact.user.avatar?.preview} size="sm" />
                  </span>
                  <span className={styles.contactName}>{name}</span>
                  {contact.blocked && <span className={styles.muted}>заблокирован</span>}
                  <Badge count={contact.unreadMessages} />
                </Link>
                <IconAction
                  label={`${contact.blocked ? 'Разблокировать' : 'Заблокировать'} ${name}`}
                  icon={contact.blocked ? CircleCheck : Ban}
                  onPress={() => onBlockedChange(contact, !contact.blocked)}
                />
                <IconAction
                  label={`Удалить контакт ${name}`}
                  icon={Trash2}
                  onPress={() => onDelete(contact)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
