import { lengthInfo, lengths, toggleLengthRange, type Length } from '@vn/domain';
import { clsx } from 'clsx';
import { forwardRef, useId, useState, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { fieldLabel } from '../Field/Field.css';
import { useFieldHelpById } from '../Field';
import {
  lengthRangePicker,
  lengthRangePickerButton,
  lengthRangePickerGroup,
  type LengthRangePickerVariants,
} from './LengthRangePicker.css';

export interface LengthRangePickerProps {
  /** The chosen lengths (a contiguous range); leave undefined to let the picker keep them. */
  value?: readonly Length[];
  /** @default [] */
  defaultValue?: readonly Length[];
  /** Called with the new range, shortest first. */
  onChange?: (value: Length[]) => void;
  /** @default 'Длина' */
  label?: ReactNode;
  description?: ReactNode;
  isInvalid?: boolean;
  /** Shown while `isInvalid`. */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  /** @default 'md' */
  size?: LengthRangePickerVariants['size'];
  className?: string;
}

/**
 * The length filter (docs/product §5): five toggle buttons on react-aria's `ToggleButtonGroup`. A click
 * with one length chosen fills the range between the two (`toggleLengthRange`); otherwise it starts
 * a new range.
 */
export const LengthRangePicker = forwardRef<HTMLDivElement, LengthRangePickerProps>(
  function LengthRangePicker(
    {
      value,
      defaultValue = [],
      onChange,
      label = 'Длина',
      description,
      isInvalid,
      errorMessage,
      isDisabled,
      size,
      className,
    },
    ref,
  ) {
    const labelId = useId();
    const [kept, setKept] = useState<readonly Length[]>(defaultValue);
    const selected = value ?? kept;
    const { describedBy, help } = useFieldHelpById({ description, isInvalid, errorMessage });
    return (
      <div ref={ref} className={clsx(lengthRangePicker, className)}>
        <span id={labelId} className={fieldLabel}>
          {label}
        </span>
        <ToggleButtonGroup
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          selectionMode="multiple"
          selectedKeys={selected}
          isDisabled={isDisabled}
          onSelectionChange={(keys) => {
            const clicked = lengths.find(
              (length) => keys.has(length) !== selected.includes(length),
            );
            if (clicked === undefined) return;
            const next = toggleLengthRange(selected, clicked);
            setKept(next);
            onChange?.(next);
          }}
          className={lengthRangePickerGroup}
        >
          {lengths.map((length) => (
            <ToggleButton key={length} id={length} className={lengthRangePickerButton({ size })}>
              {lengthInfo[length].label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {help}
      </div>
    );
  },
);
