import {
  liftRefusal,
  liftSanctionRoute,
  profileByUsernameRoute,
  profileRoute,
  SANCTION_LIMITS,
  sanctionMessages,
  sanctionScopeLabels,
  siteRuleLabels,
  userSanctionsRoute,
  type Sanction,
} from '@vn/domain';
import { Button, Dialog, DialogTrigger, TextArea, useToasts } from '@vn/ui';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { callEndpoint, messageOf } from '../../api/client';
import { useRevalidateCalls } from '../../api/revalidate';
import { Loaded } from '../../app/load-failure';
import { TitledSection } from '../../app/TitledSection';
import { FormFailure } from '../../forms/FormFailure';
import { formActions } from '../../forms/form-layout.css';
import { useCheckedText } from '../../forms/use-checked-text';
import { sanctionPeriodText, sanctionStateAt, sanctionStateText } from './sanction-view';
import { useUserSanctions } from './use-sanctions';
import * as styles from './ProfileSanctions.css';

/*
 * A profile's sanctions (docs/product §A2, ours; ADR 0015): for a moderator, «Ограничить» and the
 * history with «Снять»; for the person, their own history without the moderators' notes, to read.
 * A lazy chunk of the profile page, loaded only for those who see it.
 */

// The form brings zod and react-hook-form's resolver: loaded when «Ограничить» is pressed.
const SanctionForm = lazy(() =>
  import('./SanctionForm').then((module) => ({ default: module.SanctionForm })),
);

/** The toasts of a given and a lifted sanction (ours). */
const SANCTION_GIVEN = 'Ограничение выдано';
const SANCTION_LIFTED = 'Ограничение снято';
const HISTORY_FAILED = 'Не удалось загрузить историю ограничений';

export interface ProfileSanctionsProps {
  userId: string;
  viewerId: string | undefined;
  /** The viewer may sanction this user (`can('ban', …)`, not on oneself). */
  mayGive: boolean;
  /** The viewer may lift this user's sanctions (`can('unban', …)`). */
  mayLift: boolean;
}

/**
 * The sanctions part of a profile. A moderator sees it always (with «Ограничений не было» when
 * empty); the person sees it only when there is something in it.
 */
export function ProfileSanctions({ userId, viewerId, mayGive, mayLift }: ProfileSanctionsProps) {
  const load = useUserSanctions(userId);
  const revalidateCalls = useRevalidateCalls();
  const toasts = useToasts();
  const [isGiving, setGiving] = useState(false);
  const isStaffView = mayGive || mayLift;
  // The history, and the profile: an `everything` sanction is the ban its header shows.
  const refresh = () => revalidateCalls(userSanctionsRoute, profileRoute, profileByUsernameRoute);

  if (!isStaffView && !load.data?.sanctions.length) return null;

  const history = (
    <Loaded load={load} failureMessage={HISTORY_FAILED}>
      {({ sanctions }) =>
        sanctions.length === 0 ? (
          <p className={styles.note}>Ограничений не было</p>
        ) : (
          <ul className={styles.history} aria-label="История ограничений">
            {sanctions.map((sanction) => (
              <SanctionEntry
                key={sanction._id}
                sanction={sanction}
                showsNote={isStaffView}
                mayLift={mayLift && liftRefusal({ sanction, viewerId, now: new Date() }) === null}
                onLifted={async () => {
                  toasts.success(SANCTION_LIFTED);
                  await refresh();
                }}
                onLiftRefused={() => void refresh()}
              />
            ))}
          </ul>
        )
      }
    </Loaded>
  );

  if (!isStaffView) {
    return (
      <TitledSection title="История ограничений" styles={styles}>
        {history}
      </TitledSection>
    );
  }
  return (
    <TitledSection title="Ограничения" styles={styles}>
      {mayGive &&
        (isGiving ? (
          <Suspense fallback={<p role="status">Загрузка...</p>}>
            <SanctionForm
              userId={userId}
              suggestions={load.data?.suggestions ?? null}
              onCancel={() => setGiving(false)}
              onSaved={async () => {
                setGiving(false);
                toasts.success(SANCTION_GIVEN);
                await refresh();
              }}
            />
          </Suspense>
        ) : (
          <div className={styles.opener}>
            <Button variant="secondary" onPress={() => setGiving(true)}>
              Ограничить
            </Button>
          </div>
        ))}
      <h3 className={styles.historyTitle}>История ограничений</h3>
      {history}
    </TitledSection>
  );
}

interface SanctionEntryProps {
  sanction: Sanction;
  /** The moderators' note is theirs (a moderator on their own profile reads as the person). */
  showsNote: boolean;
  mayLift: boolean;
  onLifted: () => Promise<void>;
  /** The lift was refused (lifted by another, or over): the history is stale. */
  onLiftRefused: () => void;
}

/** One sanction: what, when, which rule, why, the note (moderators), who gave it, where it stands. */
function SanctionEntry({
  sanction,
  showsNote,
  mayLift,
  onLifted,
  onLiftRefused,
}: SanctionEntryProps) {
  const now = new Date();
  const state = sanctionStateText(sanction, now);
  return (
    <li className={styles.entry}>
      <div className={styles.entryMain}>
        <p className={styles.entryTitle}>
          {sanctionScopeLabels[sanction.scope]}: {sanctionPeriodText(sanction)}
        </p>
        <div className={styles.facts}>
          {state && (
            <p
              className={
                sanctionStateAt(sanction, now) === 'inForce' ? styles.inForce : styles.state
              }
            >
              {state}
            </p>
          )}
          <p className={styles.fact}>Правило: {siteRuleLabels[sanction.rule]}</p>
          <p className={styles.fact}>Причина: {sanction.publicReason}</p>
          {showsNote && sanction.privateNote && (
            <p className={styles.fact}>Заметка для модераторов: {sanction.privateNote}</p>
          )}
          {sanction.issuedBy && <p className={styles.note}>Выдал: {sanction.issuedBy.username}</p>}
        </div>
      </div>
      {mayLift && <LiftButton sanction={sanction} onLifted={onLifted} onRefused={onLiftRefused} />}
    </li>
  );
}

interface LiftButtonProps {
  sanction: Sanction;
  onLifted: () => Promise<void>;
  onRefused: () => void;
}

/** «Снять»: asks why (docs/product §A2.7: a lift needs a reason), then lifts. */
function LiftButton({ sanction, onLifted, onRefused }: LiftButtonProps) {
  const label = `${sanctionScopeLabels[sanction.scope]}: ${sanctionPeriodText(sanction)}`;
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm" aria-label={`Снять ограничение «${label}»`}>
        Снять
      </Button>
      <Dialog title="Снять ограничение">
        {({ close }) => (
          <LiftForm sanction={sanction} close={close} onLifted={onLifted} onRefused={onRefused} />
        )}
      </Dialog>
    </DialogTrigger>
  );
}

/** The reason of a lift, checked as the contract checks it; a refusal is said in place. */
function LiftForm({
  sanction,
  close,
  onLifted,
  onRefused,
}: LiftButtonProps & { close: () => void }) {
  const reason = useCheckedText();
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.text.trim();
    if (text === '') {
      reason.setError(sanctionMessages.liftReason);
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await callEndpoint(liftSanctionRoute, {
        params: { id: sanction._id },
        body: { reason: text },
      });
    } catch (error) {
      setPending(false);
      setFailure(messageOf(error));
      onRefused();
      return;
    }
    close();
    await onLifted();
  };

  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.fact}>
        {sanctionScopeLabels[sanction.scope]}: {sanctionPeriodText(sanction)}
      </p>
      <FormFailure message={failure} />
      <TextArea
        label="Причина снятия"
        {...reason.fieldProps}
        maxLength={SANCTION_LIMITS.liftReasonMax}
        isRequired
        autoFocus
      />
      <div className={formActions}>
        <Button variant="secondary" onPress={close}>
          Отменить
        </Button>
        <Button type="submit" variant="danger" isPending={isPending}>
          Снять
        </Button>
      </div>
    </form>
  );
}
