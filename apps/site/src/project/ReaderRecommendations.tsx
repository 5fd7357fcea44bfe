import {
  deleteRecommendationRoute,
  mayVoteOnRecommendation,
  novelsRoute,
  profilePath,
  recommendationsRoute,
  recommendRoute,
  recommendationMessages,
  RECOMMENDATION_REASON_MAX,
  voteRecommendationRoute,
  type Recommendation,
  type RecommendationVote,
} from '@vn/domain';
import { Button, ComboBox, Link, TextArea, UserName, useToasts } from '@vn/ui';
import { useId, useRef, useState } from 'react';
import { callEndpoint } from '../api/client';
import { failureText } from '../api/failure-text';
import { useEndpoint } from '../api/use-endpoint';
import { Loaded } from '../app/load-failure';
import { projectHref } from '../catalogue/cards';
import { FormFailure } from '../forms/FormFailure';
import { apiFieldMessages } from '../forms/field-messages';
import { useSession } from '../session/session';
import * as styles from './SimilarList.css';

const PROJECT_SUGGESTIONS = 8;

/**
 * Readers' «Если понравилось …» for this project (docs/product §A6.5): each with its reason, its
 * author and votes; a signed-in reader votes on others' and recommends a project of their own
 * choosing with a reason; the author or staff take one away.
 */
export function ReaderRecommendations({ novelId }: { novelId: string }) {
  const session = useSession();
  const load = useEndpoint(
    recommendationsRoute,
    { params: { id: novelId } },
    { revalidateOnFocus: false },
  );
  const headingId = useId();
  const refresh = () => load.mutate();
  // A new form after each recommendation: the project field starts empty again.
  const [round, setRound] = useState(0);
  return (
    <section className={styles.recommendations} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        Рекомендации читателей
      </h3>
      <Loaded load={load} failureMessage="Не удалось загрузить рекомендации">
        {(recommendations) =>
          recommendations.length === 0 ? (
            <p className={styles.note}>Пока никто не рекомендовал похожий проект</p>
          ) : (
            <ul className={styles.list} aria-label="Рекомендации читателей">
              {recommendations.map((recommendation) => (
                <RecommendationItem
                  key={recommendation._id}
                  recommendation={recommendation}
                  mayVote={mayVoteOnRecommendation(
                    session.user?._id ?? null,
                    recommendation.author._id,
                  )}
                  onChanged={() => void refresh()}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      {session.user && (
        <RecommendForm
          key={round}
          novelId={novelId}
          onMade={() => {
            setRound((value) => value + 1);
            void refresh();
          }}
        />
      )}
    </section>
  );
}

function RecommendationItem({
  recommendation,
  mayVote,
  onChanged,
}: {
  recommendation: Recommendation;
  mayVote: boolean;
  onChanged: () => void;
}) {
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await action();
      onChanged();
    } catch (error) {
      toasts.error(failureText(failure, error));
    } finally {
      setBusy(false);
    }
  };
  const vote = (value: RecommendationVote) =>
    act(
      () =>
        callEndpoint(voteRecommendationRoute, {
          params: { id: recommendation._id },
          body: { value: recommendation.myVote === value ? 0 : value },
        }),
      'Не удалось проголосовать',
    );
  const { up, down } = recommendation.votes;
  return (
    <li className={styles.item}>
      <span>
        Если понравилось, попробуйте{' '}
        <Link href={projectHref(recommendation.to)} variant="standalone">
          {recommendation.to.name}
        </Link>
      </span>
      <q className={styles.reason}>{recommendation.reason}</q>
      <span className={styles.byline}>
        <UserName
          size="sm"
          name={recommendation.author.username}
          href={profilePath(recommendation.author.username)}
        />
      </span>
      <div className={styles.actions}>
        {mayVote ? (
          <>
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={recommendation.myVote === 1}
              isDisabled={busy}
              onPress={() => void vote(1)}
            >
              {`Согласен (${up})`}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={recommendation.myVote === -1}
              isDisabled={busy}
              onPress={() => void vote(-1)}
            >
              {`Не согласен (${down})`}
            </Button>
          </>
        ) : (
          <span className={styles.note}>{`Согласны: ${up}, не согласны: ${down}`}</span>
        )}
        {recommendation.mayDelete && (
          <Button
            variant="ghost"
            size="sm"
            isDisabled={busy}
            onPress={() =>
              void act(
                () =>
                  callEndpoint(deleteRecommendationRoute, { params: { id: recommendation._id } }),
                'Не удалось удалить рекомендацию',
              )
            }
          >
            Удалить
          </Button>
        )}
      </div>
    </li>
  );
}

/** «Порекомендовать»: a project found by name and a reason; a refusal keeps both as typed. */
function RecommendForm({ novelId, onMade }: { novelId: string; onMade: () => void }) {
  const toasts = useToasts();
  const [chosen, setChosen] = useState<{ _id: string; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const found = useRef(new Map<string, { _id: string; name: string }>());
  const send = async () => {
    setFailure(null);
    const errors: Record<string, string> = {};
    if (!chosen) errors['to'] = 'Выберите проект';
    if (reason.trim() === '') errors['reason'] = recommendationMessages.reasonRequired;
    setFieldErrors(errors);
    if (!chosen || Object.keys(errors).length > 0) return;
    setSending(true);
    try {
      await callEndpoint(recommendRoute, {
        params: { id: novelId },
        body: { to: chosen._id, reason },
      });
      toasts.success('Рекомендация добавлена');
      onMade();
    } catch (error) {
      setFieldErrors(Object.fromEntries(apiFieldMessages(error)));
      setFailure(failureText('Не удалось добавить рекомендацию', error));
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className={styles.form}
      aria-label="Порекомендовать похожий проект"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <ComboBox
        label="Если понравилось это, попробуйте"
        placeholder="Название проекта"
        // Our own messages, not the browser's: a field marked invalid must not block the next send.
        validationBehavior="aria"
        isInvalid={fieldErrors['to'] !== undefined}
        errorMessage={fieldErrors['to']}
        onSearch={async (text) => {
          const { novels } = await callEndpoint(novelsRoute, {
            query: { search: text, section: 'all', limit: PROJECT_SUGGESTIONS },
          });
          const candidates = novels.filter((novel) => novel._id !== novelId);
          found.current = new Map(candidates.map((novel) => [novel._id, novel]));
          return candidates.map((novel) => ({ id: novel._id, label: novel.name }));
        }}
        onChange={(key) => {
          const novel = key === null ? undefined : found.current.get(String(key));
          setChosen(novel ? { _id: novel._id, name: novel.name } : null);
          setFieldErrors(({ to: _chosen, ...rest }) => rest);
        }}
      />
      <TextArea
        label="Чем похожи"
        value={reason}
        onChange={(text) => {
          setReason(text);
          setFieldErrors(({ reason: _typed, ...rest }) => rest);
        }}
        validationBehavior="aria"
        maxLength={RECOMMENDATION_REASON_MAX}
        rows={3}
        isInvalid={fieldErrors['reason'] !== undefined}
        errorMessage={fieldErrors['reason']}
      />
      <FormFailure message={failure} />
      <div>
        <Button type="submit" isPending={sending}>
          Порекомендовать
        </Button>
      </div>
    </form>
  );
}
