import {
  COMMENT_LIMITS,
  commentHasContent,
  commentMoods,
  LIMITS,
  type CommentMood,
} from '@vn/domain';
import { Button, Checkbox, RadioGroup, RadioGroupItem } from '@vn/ui';
import { useState } from 'react';
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

const moodKeys = {
  positive: String(commentMoods.positive),
  negative: String(commentMoods.negative),
};

const moodOf = (key: string): CommentMood =>
  key === moodKeys.negative ? commentMoods.negative : commentMoods.positive;

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
      {(offersReview || showsMood) && (
        <div className={styles.reviewOptions}>
          {offersReview && (
            <Checkbox
              label="Отзыв"
              isSelected={review}
              onChange={setReview}
              description="Отзыв о проекте: показывается с оценкой настроения"
            />
          )}
          {showsMood && (
            <RadioGroup
              label="Настроение отзыва"
              orientation="horizontal"
              value={mood === null ? null : String(mood)}
              onChange={(key) => setMood(moodOf(key))}
            >
              <RadioGroupItem value={moodKeys.positive}>Положительный</RadioGroupItem>
              <RadioGroupItem value={moodKeys.negative}>Отрицательный</RadioGroupItem>
            </RadioGroup>
          )}
        </div>
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
