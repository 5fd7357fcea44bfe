export {
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldDescriptionProps,
  type FieldErrorProps,
  type FieldLabelProps,
} from './Field';
