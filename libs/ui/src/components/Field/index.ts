export {
  FieldDescription,
  FieldError,
  FieldHelp,
  FieldLabel,
  type FieldDescriptionProps,
  type FieldErrorProps,
  type FieldHelpProps,
  type FieldKitProps,
  type FieldLabelProps,
} from './Field';
