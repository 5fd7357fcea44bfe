import {
  translationEventKindLabels,
  translationEventKinds,
  type TranslationAlerts,
  type TranslationEventKind,
  type TranslationFollow,
  type TranslationFollowKind,
} from '@vn/domain';
import { Button, Checkbox, Link, TextField, useToasts } from '@vn/ui';
import { useId, useState, useSyncExternalStore } from 'react';
import { failureText } from '../../api/failure-text';
import { useConfirm } from '../../app/confirm';
import { DateText } from '../../app/display-clock';
import { Loaded } from '../../app/load-failure';
import * as styles from './SettingsPage.css';
import { SettingsSection } from './SettingsSection';
import { useTranslationFollows } from './use-translation-follows';

/** The section's texts (ours, docs/product §A1.8). */
export const translationFollowsTexts = {
  title: 'Переводы, за которыми вы следите',
  loadFailed: 'Не удалось загрузить подписки на переводы',
  nothingFollowed: 'Вы пока ни за чем не следите. Следить за переводом можно на странице проекта.',
  unfollowFailed: 'Не удалось перестать следить',
  alertsSaved: 'Настройки уведомлений сохранены',
  alertsSaveFailed: 'Не удалось сохранить настройки уведомлений',
  feedCreated: 'Адрес ленты создан',
  feedCreateFailed: 'Не удалось создать адрес ленты',
  feedClosed: 'Лента закрыта',
  feedCloseFailed: 'Не удалось закрыть ленту',
  copied: 'Адрес скопирован',
  copyFailed: 'Не удалось скопировать адрес: выделите его и скопируйте сами',
} as const;

const followKindLabels: Record<TranslationFollowKind, string> = {
  novel: 'Проект',
  translation: 'Перевод',
  group: 'Группа',
};

/**
 * Where a followed thing is: a project through /go/novel (which finds its page by id), a group's
 * page (which takes an id as well as its address). A translation has no page of its own.
 */
const followHref: Record<TranslationFollowKind, ((target: string) => string) | null> = {
  novel: (target) => `/go/novel/${encodeURIComponent(target)}`,
  translation: null,
  group: (target) => `/translators/${encodeURIComponent(target)}`,
};

const channels = [
  { key: 'bell', label: 'Колокольчик' },
  { key: 'feed', label: 'Лента' },
] as const;
type Channel = (typeof channels)[number]['key'];

/** The reader's own feed (docs/product §A1.8 Feeds), at this site's origin. */
function ownFeedAddress(origin: string, token: string): string {
  return `${origin}/feeds/translations/me/${encodeURIComponent(token)}.atom`;
}

const noSubscription = () => () => {};

/** The page's origin; none while rendered on the server (ADR 0011), where no feed is shown anyway. */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/** One thing followed: its kind (a link where it has a page), since when, and «Не следить». */
function FollowRow({
  follow,
  onUnfollow,
}: {
  follow: TranslationFollow;
  onUnfollow: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const describedBy = useId();
  const href = followHref[follow.kind]?.(follow.target);
  const label = followKindLabels[follow.kind];
  return (
    <li className={styles.follow}>
      <span id={describedBy} className={styles.followMain}>
        <span>
          {href ? <Link href={href}>{label}</Link> : label}{' '}
          <span className={styles.note}>
            с <DateText value={follow.since} />
          </span>
        </span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={describedBy}
        isPending={pending}
        onPress={() => {
          setPending(true);
          void onUnfollow().finally(() => setPending(false));
        }}
      >
        Не следить
      </Button>
    </li>
  );
}

/** What the reader follows, each with «Не следить». */
function FollowList({
  follows,
  unfollow,
}: {
  follows: readonly TranslationFollow[];
  unfollow: (follow: TranslationFollow) => Promise<void>;
}) {
  const toasts = useToasts();
  const titleId = useId();
  return (
    <div className={styles.part}>
      <h3 id={titleId} className={styles.partTitle}>
        За чем вы следите
      </h3>
      {follows.length === 0 ? (
        <p className={styles.note}>{translationFollowsTexts.nothingFollowed}</p>
      ) : (
        <ul className={styles.follows} aria-labelledby={titleId}>
          {follows.map((follow) => (
            <FollowRow
              key={`${follow.kind}:${follow.target}`}
              follow={follow}
              onUnfollow={async () => {
                try {
                  await unfollow(follow);
                } catch (error) {
                  toasts.error(failureText(translationFollowsTexts.unfollowFailed, error));
                }
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Each kind of event × the bell and the feed, saved together by «Сохранить». What is ticked stays
 * as ticked until the save succeeds, so a failed save loses nothing.
 */
function AlertChannels({
  alerts,
  save,
}: {
  alerts: TranslationAlerts;
  save: (alerts: TranslationAlerts) => Promise<void>;
}) {
  const toasts = useToasts();
  const [draft, setDraft] = useState<TranslationAlerts | null>(null);
  const [pending, setPending] = useState(false);
  const shown = draft ?? alerts;
  const titleId = useId();

  const tick = (kind: TranslationEventKind, channel: Channel, on: boolean) =>
    setDraft({ ...shown, [kind]: { ...shown[kind], [channel]: on } });

  const submit = async () => {
    setPending(true);
    try {
      await save(shown);
      setDraft(null);
      toasts.success(translationFollowsTexts.alertsSaved);
    } catch (error) {
      toasts.error(failureText(translationFollowsTexts.alertsSaveFailed, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.part}>
      <h3 id={titleId} className={styles.partTitle}>
        Куда приходят новости
      </h3>
      <p className={styles.note}>
        Колокольчик — уведомления на сайте, лента — ваша лента Atom (ниже).
      </p>
      <table className={styles.alertsTable} aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col" className={styles.alertsCell}>
              Событие
            </th>
            {channels.map((channel) => (
              <th key={channel.key} scope="col" className={styles.alertsChannel}>
                {channel.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {translationEventKinds.map((kind) => (
            <tr key={kind}>
              <th scope="row" className={styles.alertsCell}>
                {translationEventKindLabels[kind]}
              </th>
              {channels.map((channel) => (
                <td key={channel.key} className={styles.alertsChannel}>
                  <Checkbox
                    aria-label={`${channel.label}: ${translationEventKindLabels[kind]}`}
                    isSelected={shown[kind][channel.key]}
                    onChange={(on) => tick(kind, channel.key, on)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <Button isPending={pending} onPress={() => void submit()}>
          Сохранить
        </Button>
      </div>
    </div>
  );
}

/**
 * The reader's own Atom feed: its secret address to copy, a new one in its place (the old stops at
 * once, so it asks first) or none; without one, «Создать адрес ленты».
 */
function OwnFeed({
  token,
  newToken,
  revokeToken,
}: {
  token: string | null;
  newToken: () => Promise<void>;
  revokeToken: () => Promise<void>;
}) {
  const toasts = useToasts();
  const confirm = useConfirm();
  const origin = useOrigin();
  const [pending, setPending] = useState<'new' | 'revoke' | null>(null);

  const run = async (
    which: 'new' | 'revoke',
    write: () => Promise<void>,
    done: string,
    failed: string,
  ) => {
    setPending(which);
    try {
      await write();
      toasts.success(done);
    } catch (error) {
      toasts.error(failureText(failed, error));
    } finally {
      setPending(null);
    }
  };

  const create = () =>
    run(
      'new',
      newToken,
      translationFollowsTexts.feedCreated,
      translationFollowsTexts.feedCreateFailed,
    );

  const replace = async () => {
    const confirmed = await confirm({
      title: 'Выдать новый адрес ленты?',
      message:
        'Старый адрес сразу перестанет работать: в программе, которая читает ленту, его нужно будет заменить.',
      confirmLabel: 'Новый адрес',
    });
    if (confirmed) await create();
  };

  const close = async () => {
    const confirmed = await confirm({
      title: 'Закрыть ленту?',
      message: 'Её адрес сразу перестанет работать. Новый можно создать в любой момент.',
      confirmLabel: 'Закрыть ленту',
      variant: 'destructive',
    });
    if (!confirmed) return;
    await run(
      'revoke',
      revokeToken,
      translationFollowsTexts.feedClosed,
      translationFollowsTexts.feedCloseFailed,
    );
  };

  const address = token === null ? null : ownFeedAddress(origin, token);

  const copy = async () => {
    if (address === null) return;
    try {
      await navigator.clipboard.writeText(address);
      toasts.success(translationFollowsTexts.copied);
    } catch {
      toasts.error(translationFollowsTexts.copyFailed);
    }
  };

  return (
    <div className={styles.part}>
      <h3 className={styles.partTitle}>Ваша лента Atom</h3>
      <p className={styles.note}>
        Новости о том, за чем вы следите, в программе для чтения лент. Адрес секретный: не
        показывайте его другим.
      </p>
      {address === null ? (
        <div className={styles.actions}>
          <Button isPending={pending === 'new'} onPress={() => void create()}>
            Создать адрес ленты
          </Button>
        </div>
      ) : (
        <>
          <TextField
            label="Адрес ленты"
            value={address}
            isReadOnly
            onFocus={(event) => (event.target as HTMLInputElement).select()}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => void copy()}>
              Скопировать
            </Button>
            <Button
              variant="secondary"
              isPending={pending === 'new'}
              isDisabled={pending === 'revoke'}
              onPress={() => void replace()}
            >
              Новый адрес
            </Button>
            <Button
              variant="danger"
              isPending={pending === 'revoke'}
              isDisabled={pending === 'new'}
              onPress={() => void close()}
            >
              Закрыть ленту
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * «Переводы, за которыми вы следите» on /settings (docs/product §A1.8, ours): what the reader
 * follows, where each kind of event reaches them, and their own Atom feed.
 */
export function TranslationFollowsSettings() {
  const { load, unfollow, saveAlerts, newFeedToken, revokeFeedToken } = useTranslationFollows();
  return (
    <SettingsSection id="translation-follows" title={translationFollowsTexts.title}>
      <Loaded load={load} failureMessage={translationFollowsTexts.loadFailed}>
        {(state) => (
          <>
            <FollowList follows={state.follows} unfollow={unfollow} />
            <AlertChannels alerts={state.alerts} save={saveAlerts} />
            <OwnFeed
              token={state.feedToken}
              newToken={newFeedToken}
              revokeToken={revokeFeedToken}
            />
          </>
        )}
      </Loaded>
    </SettingsSection>
  );
}
