import { installRussianValidationMessages, novelDraftValueSchema } from '@vn/domain';
import { Button, TextArea } from '@vn/ui';
import { useCheckedText } from '../../forms/use-checked-text';
import { projectFormValuesOf, type ProjectFormValues } from './project-form-values';
import * as styles from './ProjectForm.css';

// The box shows the schema's own message for a bad field; zod loads with this chunk, so the
// Russian messages are installed here rather than on every page (the /novels budget).
installRussianValidationMessages();

/**
 * The import-by-JSON box of /add (docs/product §2.2: moderators and administrators): a project's JSON
 * fills the form, checked by the draft's schema; a bad text says what is wrong and fills nothing.
 */
export function JsonImport({ onImport }: { onImport: (values: ProjectFormValues) => void }) {
  const { text, setError, fieldProps } = useCheckedText();
  const fill = () => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      setError('Это не JSON');
      return;
    }
    const parsed = novelDraftValueSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(`Не подходит: ${issue?.path.join('.') || 'проект'} — ${issue?.message ?? ''}`);
      return;
    }
    setError(undefined);
    onImport(projectFormValuesOf(parsed.data));
  };
  return (
    <details className={styles.group}>
      <summary>Импорт из JSON</summary>
      <TextArea label="JSON проекта" {...fieldProps} />
      <div>
        <Button variant="secondary" onPress={fill} isDisabled={text.trim() === ''}>
          Заполнить форму
        </Button>
      </div>
    </details>
  );
}
