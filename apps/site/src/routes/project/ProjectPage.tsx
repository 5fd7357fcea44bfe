import { useParams } from 'react-router';
import { useFailureToast } from '../../app/load-failure';
import { ApiError } from '../../api/client';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ErrorContent } from '../route-error/RouteErrorPage';
import { ProjectLoading } from './ProjectLoading';
import { ProjectView } from './ProjectView';
import { useProjectPage } from './use-project-data';

/** The API's answer for a project that does not exist or was removed (docs/product §8: "Not Found"). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.message === 'Not Found');
}

/**
 * The project page at /novels/{url} and /games/{url} (docs/product §2.3): loads the project by its url;
 * "Not Found" is the not-found page, any other failure the error page with a toast (§8).
 */
export function ProjectPage() {
  const { url = '' } = useParams();
  const { data: novel, error, mutate } = useProjectPage(url);
  // A failed refresh of a page already shown keeps showing it; only a page that never came fails.
  const failedError = novel === undefined ? error : undefined;
  const failed = failedError !== undefined && !isNotFound(failedError);

  useFailureToast(failed, 'Не удалось загрузить новеллу');

  if (failedError !== undefined) {
    return isNotFound(failedError) ? <NotFoundPage /> : <ErrorContent error={failedError} />;
  }
  if (!novel) return <ProjectLoading />;
  // A new project starts with fresh local state (tabs' lazy parts, the hash scroll).
  return <ProjectView key={novel._id} novel={novel} mutatePage={mutate} />;
}
