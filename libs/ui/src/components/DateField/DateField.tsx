import { clsx } from 'clsx';
import { forwardRef, type ForwardedRef, type Ref } from 'react';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  type DateFieldProps as AriaDateFieldProps,
  type DateValue,
} from 'react-aria-components';
import { FieldHelp, type FieldKitProps, FieldLabel } from '../Field';
import { fieldInput, fieldRoot } from '../Field/Field.css';
import { dateFieldInput, dateFieldSegment } from './DateField.css';

export interface DateFieldProps<T extends DateValue = DateValue>
  extends Omit<AriaDateFieldProps<T>, 'className' | 'children'>, FieldKitProps {}

/**
 * A date typed segment by segment, on react-aria's `DateField` (values from
 * `@internationalized/date`). The order and names of the segments follow the locale, which the app
 * provides once with `<I18nProvider locale="ru-RU">` (ДД.ММ.ГГГГ).
 */
function DateFieldInner<T extends DateValue = DateValue>(
  { label, description, errorMessage, size, className, ...props }: DateFieldProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <AriaDateField {...props} ref={ref} className={clsx(fieldRoot, className)}>
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <DateInput className={clsx(fieldInput({ size }), dateFieldInput)}>
        {(segment) => <DateSegment segment={segment} className={dateFieldSegment} />}
      </DateInput>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaDateField>
  );
}

export const DateField = forwardRef(DateFieldInner) as <T extends DateValue = DateValue>(
  props: DateFieldProps<T> & { ref?: Ref<HTMLDivElement> },
) => ReturnType<typeof DateFieldInner>;
