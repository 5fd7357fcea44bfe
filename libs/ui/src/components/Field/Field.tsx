import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { fieldDescription, fieldError, fieldLabel, type FieldInputVariants } from './Field.css';

/*
 * The field kit, as in react-spectrum's starters (`Field.tsx`): the label, the description and the
 * error every labelled field renders, each a react-aria part with the shared look. A field renders
 * them inside its react-aria root (TextField, Select, RadioGroup, …), which wires their ids to the
 * input; a part the field has no content for is left out by the field, as in the starters.
 */

export type FieldLabelProps = LabelProps;

/** A field's visible label: react-aria's `Label`, which names the field's input. */
export function FieldLabel({ className, ...props }: FieldLabelProps) {
  return <Label {...props} className={clsx(fieldLabel, className)} />;
}

export type FieldDescriptionProps = Omit<TextProps, 'slot'>;

/** A hint under a field: react-aria's `Text` in the description slot, which describes the input. */
export function FieldDescription({ className, ...props }: FieldDescriptionProps) {
  return <Text {...props} slot="description" className={clsx(fieldDescription, className)} />;
}

export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'className'> {
  className?: string;
}

/**
 * A field's error: react-aria's `FieldError`, shown only while the field is invalid (from
 * `isInvalid`, `validate` or native validation), with the validation's message when it has none.
 */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <AriaFieldError {...props} className={clsx(fieldError, className)} />;
}

/** What a labelled field of the kit takes beside its react-aria props. */
export interface FieldKitProps {
  /** The visible label; without it, pass `aria-label`. */
  label?: ReactNode;
  /** A hint under the field. */
  description?: ReactNode;
  /** Shown when the field is invalid (from `isInvalid`, `validate` or native validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** @default 'md' */
  size?: FieldInputVariants['size'];
  className?: string;
}

export type FieldHelpProps = Pick<FieldKitProps, 'description' | 'errorMessage'>;

/** What goes under a field's input: its description when it has one, and its error. */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

interface FieldHelpByIdOptions {
  description?: ReactNode;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  /** What the caller's own `aria-describedby` already names. */
  describedBy?: string;
  /** @default the field kit's description look */
  descriptionClassName?: string;
  /** @default the field kit's error look */
  errorClassName?: string;
}

/**
 * FieldHelp for a control react-aria does not wire to its description and error (a checkbox's
 * parts outside its label, a drop zone, a group of toggle buttons): their ids, the
 * `aria-describedby` naming the ones shown, and the two parts to render under the control.
 */
export function useFieldHelpById({
  description,
  isInvalid,
  errorMessage,
  describedBy: own,
  descriptionClassName = fieldDescription,
  errorClassName = fieldError,
}: FieldHelpByIdOptions) {
  const descriptionId = useId();
  const errorId = useId();
  const showError = isInvalid && errorMessage != null;
  const describedBy =
    [own, description != null ? descriptionId : undefined, showError ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const help = (
    <>
      {description != null && (
        <span id={descriptionId} className={descriptionClassName}>
          {description}
        </span>
      )}
      {showError && (
        <span id={errorId} className={errorClassName}>
          {errorMessage}
        </span>
      )}
    </>
  );
  return { describedBy, help };
}
