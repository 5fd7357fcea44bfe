/*
 * The words of a review field by field (docs/product §A4.2): why a reviewer sends a proposed field
 * back, and why a review is refused. Apart from the review rules (./field-review), so that the
 * contract's schemas can name them without those rules.
 */

/** Why a reviewer rejects a field (ours): a short list, and free text beside it. */
export const fieldRejectionReasons = ['unsourced', 'wrong', 'style', 'duplicate', 'other'] as const;
export type FieldRejectionReason = (typeof fieldRejectionReasons)[number];

export const fieldRejectionReasonLabels: Record<FieldRejectionReason, string> = {
  unsourced: 'Нет источника',
  wrong: 'Неверные сведения',
  style: 'Не по правилам оформления',
  duplicate: 'Уже есть на странице',
  other: 'Другое',
};

/** The review messages (ours). */
export const fieldReviewMessages = {
  missing: 'Решите по каждому предложенному полю',
  unknown: 'Решение о поле, которое черновик не меняет',
  rejectionText: 'Поясните, почему поле отклонено',
  notReviewable: 'По полям проверяется только предложенное изменение проекта',
  nothingProposed: 'Черновик ничего не меняет в проекте',
} as const;

/** How the refusal of a whole apply over a conflict starts (`wholeApplyRefusal`). */
export const WHOLE_APPLY_CONFLICT = 'Проект изменился после создания черновика';
