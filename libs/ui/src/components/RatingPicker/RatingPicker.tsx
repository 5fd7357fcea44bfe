import { LIMITS } from '@vn/domain';
import { clsx } from 'clsx';
import { forwardRef, useState, type ReactNode } from 'react';
import {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { Button } from '../Button';
import { FieldHelp, FieldLabel } from '../Field';
import {
  ratingPicker,
  ratingPickerOption,
  ratingPickerRow,
  ratingPickerScale,
  ratingPickerValue,
  type RatingPickerVariants,
} from './RatingPicker.css';

const marks = Array.from(
  { length: LIMITS.ratingMax - LIMITS.ratingMin + 1 },
  (_, index) => LIMITS.ratingMin + index,
);

export interface RatingPickerProps extends Omit<
  RadioGroupProps,
  'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
> {
  /** The rating (an integer 1–10) or null for none; leave undefined to let the picker keep it. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number) => void;
  /** When given, a "Убрать оценку" button clears the rating. */
  onClear?: () => void;
  /** @default 'Оценка' */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** @default 'md' */
  size?: RatingPickerVariants['size'];
  className?: string;
}

/** A rating from 1 to 10 (docs/product §5): react-aria's `RadioGroup` of ten, arrows move the mark. */
export const RatingPicker = forwardRef<HTMLDivElement, RatingPickerProps>(function RatingPicker(
  {
    value,
    defaultValue = null,
    onChange,
    onClear,
    label = 'Оценка',
    description,
    errorMessage,
    size,
    className,
    ...props
  },
  ref,
) {
  const [kept, setKept] = useState<number | null>(defaultValue);
  const current = value === undefined ? kept : value;
  return (
    <RadioGroup
      {...props}
      ref={ref}
      orientation="horizontal"
      value={current === null ? null : String(current)}
      onChange={(next) => {
        const rating = Number(next);
        setKept(rating);
        onChange?.(rating);
      }}
      className={clsx(ratingPicker, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={ratingPickerRow}>
        <div className={ratingPickerScale}>
          {marks.map((mark) => (
            <Radio key={mark} value={String(mark)} className={ratingPickerOption({ size })}>
              {mark}
            </Radio>
          ))}
        </div>
        <span className={ratingPickerValue}>
          {current === null ? 'Без оценки' : `Ваша оценка: ${current} из ${LIMITS.ratingMax}`}
        </span>
        {onClear && current !== null && (
          <Button
            variant="ghost"
            size="sm"
            isDisabled={props.isDisabled || props.isReadOnly}
            onPress={() => {
              setKept(null);
              onClear();
            }}
          >
            Убрать оценку
          </Button>
        )}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
});
