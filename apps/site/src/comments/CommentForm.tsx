import { COMMENT_LIMITS, commentHasContent, LIMITS, type CommentMood } from '@vn/domain';
import { Button } from '@vn/ui';
import { lazy, Suspense, useState } from 'react';
import { useInBrowser } from '../app/in-browser';
import { useLeaveGuard } from '../app/leave-guard';
import { MarkupEditor } from '../writing/lazy-editors';
import { useMarkupSend } from '../writing/use-markup-send';
import type { CommentText } from './comment-writes';
import * as styles from './comments.css';

export interface CommentFormProps {
  /** The text's label: "Комментарий", "Ответ пользователю …". */
  label: string;
  /** What the form starts with (an edited comment). */
  initial?: CommentText;
  /** Offer "Отзыв" and its mood (docs/product §5: only on top-level comments on games). */
  offersReview?: boolean;
  /** Offer only the mood: an edited review stays a review. */
  offersMood?: boolean;
  submitLabel: string;
  /**
   * Sends the text. Rejects with the reason shown under the text; the text stays as typed
   * (a failed send keeps what the user typed, docs/conventions.md § Forms).
   */
  onSubmit: (text: CommentText) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

// The review's controls load where a review is offered (games' top-level comments): a novel's
// page, and most comments, never need them (docs/architecture.md § Budgets).
const ReviewOptions = lazy(() =>
  import('./ReviewOptions').then((module) => ({ default: module.ReviewOptions })),
);

/**
 * Writing a comment, a reply or a review, or editing one (docs/product §4 Comments, §5 Comment): the
 * markup editor with up to 8 pictures, the review toggle and mood where allowed, send with the button
 * or Ctrl+Enter. Leaving the page with unsent text asks first.
 */
export function CommentForm({
  label,
  initial,
  offersReview = false,
  offersMood = false,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: CommentFormProps) {
  const [content, setContent] = useState(initial?.content ?? '');
  const [images, setImages] = useState<readonly string[]>(initial?.images ?? []);
  const [review, setReview] = useState(initial?.review ?? false);
  const [mood, setMood] = useState<CommentMood | null>(initial?.mood ?? null);
  const [attachedAtStart] = useState(() => initial?.images ?? []);

  const isChanged = content !== (initial?.content ?? '');
  useLeaveGuard(isChanged);
  const showsMood = offersMood || (offersReview && review);
  // In the browser only: a lazy part rendered on the server leaves a boundary that the session's
  // arrival would update before its chunk came (React's error 421).
  const inBrowser = useInBrowser();
  const canSend =
    commentHasContent({ content, imageCount: images.length }) &&
    images.length <= LIMITS.commentImagesMax;

  const { send, isSending, failure, clearFailure } = useMarkupSend(canSend, () =>
    onSubmit({
      content,
      images,
      review: offersMood || review,
      mood: showsMood ? mood : null,
    }),
  );

  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <MarkupEditor
        label={label}
        value={content}
        onChange={(value) => {
          setContent(value);
          clearFailure();
        }}
        placeholder="Напишите комментарий…"
        maxLength={COMMENT_LIMITS.contentMax}
        maxImages={LIMITS.commentImagesMax}
        attachedImages={attachedAtStart}
        onAttachedImagesChange={setImages}
        onSubmit={() => void send()}
        errorMessage={failure}
        autoFocus={autoFocus}
      />
      {inBrowser && (offersReview || showsMood) && (
        <Suspense fallback={null}>
          <ReviewOptions
            offersReview={offersReview}
            showsMood={showsMood}
            review={review}
            onReviewChange={setReview}
            mood={mood}
            onMoodChange={setMood}
          />
        </Suspense>
      )}
      <div className={styles.formActions}>
        <Button type="submit" isDisabled={!canSend} isPending={isSending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            Отменить
          </Button>
        )}
      </div>
    </form>
  );
}
