import type { ReadingList } from '@vn/domain';
import { RatingPicker, Select } from '@vn/ui';
import { useNavigate } from 'react-router';
import { listChoiceOf, listOptions, type ControlEffect } from './project-rules';

/*
 * The reader's own marks on a project (docs/product §2.3): the list it is on and the rating. A guest sees
 * the same controls; using one takes them to /login with the way back (§6).
 */

export interface ListChoiceProps {
  list: ReadingList | null;
  effect: ControlEffect;
  /** While the session is still unknown (a guest's press would wrongly go to /login). */
  isDisabled?: boolean;
  onChange: (list: ReadingList | null) => void;
}

/** The add-to-list select: the reading lists, and "Удалить из списка" once on one. */
export function ListChoice({ list, effect, isDisabled = false, onChange }: ListChoiceProps) {
  const navigate = useNavigate();
  if (effect.kind === 'signIn') {
    return (
      <Select
        label="Мой список"
        placeholder="Добавить в список"
        items={listOptions(null)}
        value={null}
        isDisabled={isDisabled}
        // Kept closed: opening it is the guest asking to sign in.
        isOpen={false}
        onOpenChange={(open) => open && navigate(effect.href)}
      />
    );
  }
  return (
    <Select
      label="Мой список"
      placeholder="Добавить в список"
      items={listOptions(list)}
      value={list}
      isDisabled={isDisabled}
      onChange={(key) => onChange(listChoiceOf(key))}
    />
  );
}

export interface OwnRatingProps {
  rating: number | null;
  effect: ControlEffect;
  isDisabled?: boolean;
  onChange: (rating: number | null) => void;
}

/** The reader's rating, 1 to 10 (§5), with a way to take it back. */
export function OwnRating({ rating, effect, isDisabled = false, onChange }: OwnRatingProps) {
  const navigate = useNavigate();
  if (effect.kind === 'signIn') {
    return (
      <RatingPicker
        label="Моя оценка"
        value={null}
        isDisabled={isDisabled}
        onChange={() => navigate(effect.href)}
      />
    );
  }
  return (
    <RatingPicker
      label="Моя оценка"
      value={rating}
      isDisabled={isDisabled}
      onChange={(value) => onChange(value)}
      onClear={() => onChange(null)}
    />
  );
}
