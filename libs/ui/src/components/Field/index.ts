export {
  FieldDescription,
  FieldError,
  FieldHelp,
  FieldLabel,
  useFieldHelpById,
  type FieldDescriptionProps,
  type FieldErrorProps,
  type FieldHelpProps,
  type FieldKitProps,
  type FieldLabelProps,
} from './Field';
