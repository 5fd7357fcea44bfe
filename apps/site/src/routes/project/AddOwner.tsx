import { usersEntitiesRoute, type UserRef } from '@vn/domain';
import { ComboBox } from '@vn/ui';
import { useRef, useState } from 'react';
import { callEndpoint } from '../../api/client';
import * as styles from './ProjectPage.css';

export interface AddOwnerProps {
  /** The current owners, left out of the results. */
  owners: readonly UserRef[];
  /** Gives rights to the chosen user; true when it worked (the field then empties). */
  onAdd: (user: UserRef) => Promise<boolean>;
}

/**
 * The moderators' add-owner control (docs/product §2.3): a search of users by name (`GET /api/usersEntities`,
 * debounced 200 ms by the ComboBox, §9); choosing one gives them editing rights.
 */
export function AddOwner({ owners, onAdd }: AddOwnerProps) {
  const found = useRef(new Map<string, UserRef>());
  // A new key empties the field after an owner is added (not after every choice, as
  // `clearAfterChoice` would: a refused name stays to be corrected). The new field takes the focus
  // the old one had, so the next name can be typed at once.
  const [round, setRound] = useState(0);
  return (
    <ComboBox
      key={round}
      autoFocus={round > 0}
      className={styles.addOwner}
      label="Добавить пользователя"
      placeholder="Имя пользователя"
      onSearch={async (text) => {
        const users = await callEndpoint(usersEntitiesRoute, { query: { search: text } });
        const owned = new Set(owners.map((owner) => owner._id));
        const candidates = users.filter((user) => !owned.has(user._id));
        found.current = new Map(candidates.map((user) => [user._id, user]));
        return candidates.map((user) => ({ id: user._id, label: user.username }));
      }}
      onChange={(key) => {
        const user = key === null ? undefined : found.current.get(String(key));
        if (user) void onAdd(user).then((added) => added && setRound((value) => value + 1));
      }}
    />
  );
}
