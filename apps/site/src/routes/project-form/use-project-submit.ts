import { draftMessages } from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useNavigate } from 'react-router';
import { ProjectSubmitError, submitProject } from './project-form-submit';

/**
 * Runs a project form's button and follows its answer (docs/product §4, §8 Drafts): "Черновик
 * создан" unless the change was applied, then the address `submitProject` answers. A failed step
 * says why, goes to the draft when one was saved, and rethrows, so the form keeps what was typed
 * and shows the server's field errors.
 */
export function useProjectSubmit() {
  const toasts = useToasts();
  const navigate = useNavigate();
  return async (submission: Parameters<typeof submitProject>[0]): Promise<void> => {
    try {
      const next = await submitProject(submission);
      if (submission.intent !== 'apply') toasts.success(draftMessages.created);
      void navigate(next);
    } catch (error) {
      const failure = error instanceof ProjectSubmitError ? error : null;
      toasts.error(failure?.message ?? draftMessages.createFailed);
      if (failure?.goTo) void navigate(failure.goTo);
      throw error;
    }
  };
}
