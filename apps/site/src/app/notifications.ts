import {
  isReportResolution,
  reportResolutionLabels,
  translationEventOfCode,
  translationEventText,
  type UserEvent,
  type UserEventType,
} from '@vn/domain';

/*
 * What the bell says about each user event (docs/product §2.5) and where it leads. Events name what they
 * are about by id; the /go/… routes turn an id into the page's address (a project's url, an article's
 * number), so the list needs no request per event.
 */

const who = (event: UserEvent) => event.createdBy?.username ?? 'Кто-то';

const statusWords: Record<string, string> = {
  created: 'возвращён на доработку',
  waitApprove: 'ожидает ревью',
  approved: 'принят',
  declined: 'отклонён',
  applied: 'опубликован',
};

const texts: Record<UserEventType, (event: UserEvent) => string> = {
  commentAnswer: (event) => `${who(event)} ответил(а) на ваш комментарий`,
  draftComment: (event) => `${who(event)} прокомментировал(а) ваш черновик`,
  postComment: (event) => `${who(event)} прокомментировал(а) вашу статью`,
  draftStatus: (event) => `Ваш черновик ${statusWords[event.status ?? ''] ?? 'изменён'}`,
  draftAwaitsReview: (event) => `${who(event)} отправил(а) черновик на ревью`,
  novelUpdated: () => 'Обновление на странице, которую вы отслеживаете',
  novelComment: (event) =>
    `${who(event)} оставил(а) комментарий на странице, которую вы отслеживаете`,
  translationUpdated: (event) => {
    const happened = (event.status ?? '')
      .split(',')
      .map(translationEventOfCode)
      .flatMap((each) => (each ? [translationEventText(each)] : []));
    return `Перевод, за которым вы следите: ${happened.join(', ') || 'обновление'}`;
  },
  reportResolved: (event) => {
    const status = event.status ?? '';
    const decision = isReportResolution(status)
      ? `: ${reportResolutionLabels[status].toLowerCase()}`
      : '';
    return `Ваша жалоба рассмотрена${decision}`;
  },
};

export function notificationText(event: UserEvent): string {
  const text = texts[event.type as UserEventType];
  return text ? text(event) : 'Новое уведомление';
}

export function notificationHref(event: UserEvent): string {
  const hash = event.comment ? `#${event.comment}` : '';
  if (event.postDraft) return `/postDrafts/${event.postDraft}${hash}`;
  if (event.draft) return `/drafts/${event.draft}${hash}`;
  if (event.post) return `/go/post/${event.post}${hash}`;
  if (event.novel) return `/go/novel/${event.novel}${hash}`;
  return '/';
}
