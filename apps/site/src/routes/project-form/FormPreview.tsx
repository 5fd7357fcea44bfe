import { draftProjectOf } from '@vn/domain';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { ProjectPreview } from '../../project/ProjectPreview';
import { draftValueOf, type ProjectFormValues } from './project-form-values';
import * as styles from './ProjectForm.css';

/**
 * The preview of /add (docs/product §2.2): the project page's parts drawn from what the form holds now,
 * through the same reading of a draft's value as the draft page's preview, so both show alike.
 */
export function FormPreview({ control }: { control: Control<ProjectFormValues> }) {
  const values = useWatch({ control }) as ProjectFormValues;
  const project = useMemo(
    () => draftProjectOf({ title: values.name, value: JSON.stringify(draftValueOf(values)) }),
    [values],
  );
  return (
    <section className={styles.group} aria-label="Предпросмотр">
      <ProjectPreview project={project} />
    </section>
  );
}
