import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DateField,
  PasswordField,
  RadioGroup,
  RadioGroupItem,
  Select,
  TextArea,
  TextField,
  type SelectItem,
} from '@vn/ui';
import type { ReactElement, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';

export interface FormFieldProps<T extends FieldValues, N extends Path<T> = Path<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  description?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The longest text the field takes (the contract's limit, so it is never refused for length). */
  maxLength?: number;
  /** Checks of react-hook-form run before the form is sent (a message per failed check). */
  rules?: Pick<RegisterOptions<T, N>, 'validate' | 'required'>;
  className?: string;
}

export interface FormTextFieldProps<
  T extends FieldValues,
  N extends Path<T> = Path<T>,
> extends FormFieldProps<T, N> {
  /** @default 'text' */
  type?: 'text' | 'email' | 'url' | 'date';
  inputMode?: 'text' | 'email' | 'numeric';
  /** What the typed text becomes when the field is left ("example.com" → "https://example.com"). */
  normalizeOnBlur?: (value: string) => string;
}

/*
 * react-hook-form owns the values and the errors; the fields only show them. Validation is 'aria':
 * react-aria's default ('native') would put the message into the input's custom validity, and the
 * browser would then refuse to submit the form before react-hook-form sees it. The input's ref goes
 * to react-hook-form, which focuses the first invalid field after a failed submit.
 */

/** What a writing field (MarkupEditor, BlocksEditor) takes from react-hook-form. */
export function writingFieldProps<T extends FieldValues, N extends Path<T>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
}) {
  return {
    ref: field.ref,
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    errorMessage: fieldState.error?.message,
  };
}

/**
 * What every libs/ui field of a form takes from react-hook-form besides its value: its name, blur,
 * disabled and invalid states and error, with react-aria's validation left to the form (above).
 */
function fieldStateProps<T extends FieldValues, N extends Path<T>>({
  field,
  fieldState,
}: Parameters<typeof writingFieldProps<T, N>>[0]) {
  return {
    name: field.name,
    onBlur: field.onBlur,
    isDisabled: field.disabled,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
    validationBehavior: 'aria' as const,
  };
}

/** What a libs/ui text field takes: the writing field's binding with a text value, and its state. */
function boundFieldProps<T extends FieldValues, N extends Path<T>>(
  bound: Parameters<typeof writingFieldProps<T, N>>[0],
) {
  return {
    ...writingFieldProps(bound),
    ...fieldStateProps(bound),
    value: (bound.field.value as string | undefined) ?? '',
  };
}

/** A form field as react-hook-form's Controller hands it to its render: the field and its state. */
type BoundField = Parameters<typeof writingFieldProps<FieldValues, Path<FieldValues>>>[0];

/**
 * The one place a field of this module is put under react-hook-form's Controller: `draw` says how
 * its libs/ui field takes the bound value; the rest of the props (label, description, …) are the
 * field's own. Each field below differs only in what `draw` makes of the binding, which it reads
 * untyped by the form (its value is the field kind's: a text, a key, a date).
 */
function formFieldOf<Own extends object>(draw: (own: Own, bound: BoundField) => ReactElement) {
  return function FormField<T extends FieldValues, N extends Path<T>>({
    control,
    name,
    rules,
    ...own
  }: Pick<FormFieldProps<T, N>, 'control' | 'name' | 'rules'> & Own) {
    return (
      <Controller
        control={control}
        name={name}
        rules={rules}
        render={(bound) => draw(own as unknown as Own, bound as unknown as BoundField)}
      />
    );
  };
}

/** What a field takes besides its binding: its label, description and the like. */
type OwnProps<P> = Omit<P, 'control' | 'name' | 'rules'>;

/** A text field of a react-hook-form form: its value, its error under it. */
export const FormTextField = formFieldOf(
  ({ normalizeOnBlur, ...props }: OwnProps<FormTextFieldProps<FieldValues>>, bound) => {
    const boundProps = boundFieldProps(bound);
    const onBlur = normalizeOnBlur
      ? () => {
          const normalized = normalizeOnBlur(boundProps.value);
          if (normalized !== boundProps.value) bound.field.onChange(normalized);
          bound.field.onBlur();
        }
      : boundProps.onBlur;
    return <TextField {...props} {...boundProps} onBlur={onBlur} />;
  },
);

/** The e-mail field of a form (sign-in, sign-up, recovery): typed as an address, autofilled. */
export function FormEmailField<T extends FieldValues, N extends Path<T>>(
  props: Omit<FormFieldProps<T, N>, 'label' | 'autoComplete'>,
) {
  return (
    <FormTextField {...props} label="Email" type="email" inputMode="email" autoComplete="email" />
  );
}

/** A multi-line text field of a react-hook-form form: its value, its error under it. */
export const FormTextArea = formFieldOf((props: OwnProps<FormFieldProps<FieldValues>>, bound) => (
  <TextArea {...props} {...boundFieldProps(bound)} />
));

/** A password field (with the show/hide toggle of libs/ui) of a react-hook-form form. */
export const FormPasswordField = formFieldOf(
  (props: OwnProps<FormFieldProps<FieldValues>>, bound) => (
    <PasswordField {...props} {...boundFieldProps(bound)} />
  ),
);

export interface FormSelectProps<T extends FieldValues, N extends Path<T> = Path<T>> extends Pick<
  FormFieldProps<T, N>,
  'control' | 'name' | 'label' | 'description' | 'className'
> {
  /** The choices; the chosen one's `id` is the field's value. */
  items: SelectItem[];
}

/** A choice from a list in a react-hook-form form: the chosen key is the value, its error under it. */
export const FormSelect = formFieldOf((props: OwnProps<FormSelectProps<FieldValues>>, bound) => (
  <Select
    {...props}
    {...fieldStateProps(bound)}
    selectedKey={bound.field.value as Key | null}
    onSelectionChange={(key) => bound.field.onChange(key)}
  />
));

/**
 * A choice among a few options shown at once, in a react-hook-form form: the chosen option's `id`
 * is the value (null until one is chosen), its error under the group.
 */
export const FormRadioGroup = formFieldOf(
  ({ items, ...props }: OwnProps<FormSelectProps<FieldValues>>, bound) => (
    <RadioGroup
      {...props}
      {...fieldStateProps(bound)}
      value={(bound.field.value as string | null | undefined) ?? null}
      onChange={(value) => bound.field.onChange(value)}
    >
      {items.map((item) => (
        <RadioGroupItem key={item.id} value={String(item.id)}>
          {item.label}
        </RadioGroupItem>
      ))}
    </RadioGroup>
  ),
);

/** A `YYYY-MM-DD` text (or the day of an ISO time) as a date field's value; else no date. */
export function calendarDateOf(day: unknown): CalendarDate | null {
  if (typeof day !== 'string' || day === '') return null;
  try {
    return parseDate(day.slice(0, 10));
  } catch {
    return null;
  }
}

/**
 * A date of a react-hook-form form, held as `YYYY-MM-DD` ('' for none) and typed in the Russian
 * order (ДД.ММ.ГГГГ) whatever the browser's language, which a native date input would follow.
 */
export const FormDateField = formFieldOf(
  ({ label, description, className }: OwnProps<FormFieldProps<FieldValues>>, bound) => (
    <DateField
      label={label}
      description={description}
      {...fieldStateProps(bound)}
      value={calendarDateOf(bound.field.value)}
      onChange={(date) => bound.field.onChange(date ? date.toString() : '')}
      className={className}
    />
  ),
);
