import { commentMoods, type CommentMood } from '@vn/domain';
import { Checkbox, RadioGroup, RadioGroupItem } from '@vn/ui';
import * as styles from './comments.css';

export interface ReviewOptionsProps {
  offersReview: boolean;
  showsMood: boolean;
  review: boolean;
  onReviewChange: (review: boolean) => void;
  mood: CommentMood | null;
  onMoodChange: (mood: CommentMood) => void;
}

const moodKeys = {
  positive: String(commentMoods.positive),
  negative: String(commentMoods.negative),
};

const moodOf = (key: string): CommentMood =>
  key === moodKeys.negative ? commentMoods.negative : commentMoods.positive;

/**
 * «Отзыв» and its mood under a comment's text (docs/product §5: top-level comments on games only).
 * A module of its own, loaded by `CommentForm` where it is offered: most comments are not reviews,
 * and a novel's page never offers one.
 */
export function ReviewOptions({
  offersReview,
  showsMood,
  review,
  onReviewChange,
  mood,
  onMoodChange,
}: ReviewOptionsProps) {
  return (
    <div className={styles.reviewOptions}>
      {offersReview && (
        <Checkbox
          label="Отзыв"
          isSelected={review}
          onChange={onReviewChange}
          description="Отзыв о проекте: показывается с оценкой настроения"
        />
      )}
      {showsMood && (
        <RadioGroup
          label="Настроение отзыва"
          orientation="horizontal"
          value={mood === null ? null : String(mood)}
          onChange={(key) => onMoodChange(moodOf(key))}
        >
          <RadioGroupItem value={moodKeys.positive}>Положительный</RadioGroupItem>
          <RadioGroupItem value={moodKeys.negative}>Отрицательный</RadioGroupItem>
        </RadioGroup>
      )}
    </div>
  );
}
