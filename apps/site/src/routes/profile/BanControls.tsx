import {
  ACCOUNT_LIMITS,
  accountMessages,
  banDurations,
  banDurationsOffered,
  banExpiry,
  banRoute,
  profileByUsernameRoute,
  profileRoute,
  unbanRoute,
  type BanDurationKey,
} from '@vn/domain';
import {
  Button,
  Dialog,
  DialogTrigger,
  RadioGroup,
  RadioGroupItem,
  TextArea,
  useToasts,
} from '@vn/ui';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../api/client';
import { revalidateCalls } from '../../api/revalidate';
import { useCheckedText } from '../../forms/use-checked-text';
import * as styles from './ProfilePage.css';

/** After a ban or unban every cached copy of a profile is asked again (by id and by name). */
const revalidateProfiles = () => revalidateCalls(profileRoute, profileByUsernameRoute);

const REASON_MISSING = 'Укажите причину';

interface BanFormProps {
  userId: string;
  close: () => void;
}

/** The ban form (docs/product §4 Ban): a reason and one of the offered durations. */
function BanForm({ userId, close }: BanFormProps) {
  const toasts = useToasts();
  const reason = useCheckedText();
  const [duration, setDuration] = useState<BanDurationKey>('day');
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.text.trim() === '') {
      reason.setError(REASON_MISSING);
      return;
    }
    setPending(true);
    try {
      await callEndpoint(banRoute, {
        params: { id: userId },
        body: {
          reason: reason.text.trim(),
          expiredAt: banExpiry(duration, new Date()).toISOString(),
        },
      });
      toasts.success(accountMessages.banned);
      close();
      await revalidateProfiles();
    } catch {
      toasts.error(accountMessages.banFailed);
      setPending(false);
    }
  };

  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        label="Причина"
        {...reason.fieldProps}
        maxLength={ACCOUNT_LIMITS.banReasonMax}
        isRequired
        autoFocus
      />
      <RadioGroup
        label="Срок"
        value={duration}
        onChange={(value) => setDuration(value as BanDurationKey)}
      >
        {banDurationsOffered.map((key) => (
          <RadioGroupItem key={key} value={key}>
            {banDurations[key].label}
          </RadioGroupItem>
        ))}
      </RadioGroup>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={close}>
          Отменить
        </Button>
        <Button type="submit" variant="danger" isPending={isPending}>
          Забанить
        </Button>
      </div>
    </form>
  );
}

/** "Забанить": opens the ban form for this user. */
export function BanButton({ userId, username }: { userId: string; username: string }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Забанить</Button>
      <Dialog title={`Забанить пользователя ${username}`}>
        {({ close }) => <BanForm userId={userId} close={close} />}
      </Dialog>
    </DialogTrigger>
  );
}

/** "Разбанить": lifts the ban at once (docs/product §4: unban clears it). */
export function UnbanButton({ userId }: { userId: string }) {
  const toasts = useToasts();
  const [isPending, setPending] = useState(false);
  const unban = async () => {
    setPending(true);
    try {
      await callEndpoint(unbanRoute, { params: { id: userId } });
      toasts.success(accountMessages.unbanned);
      await revalidateProfiles();
    } catch {
      toasts.error(accountMessages.unbanFailed);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" isPending={isPending} onPress={() => void unban()}>
      Разбанить
    </Button>
  );
}
