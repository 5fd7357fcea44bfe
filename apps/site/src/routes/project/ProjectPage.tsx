import { useParams } from 'react-router';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { ProjectLoading } from './ProjectLoading';
import { ProjectView } from './ProjectView';
import { PROJECT_LOAD_FAILED } from '../../project/project-messages';
import { useProjectPage } from './use-project-data';

/**
 * The project page at /novels/{url} and /games/{url} (docs/product §2.3): loads the project by its url;
 * "Not Found" is the not-found page, any other failure the error page with a toast (§8).
 */
export function ProjectPage() {
  const { url = '' } = useParams();
  const { data: novel, error, mutate } = useProjectPage(url);
  const failurePage = useLoadFailurePage(novel, error, PROJECT_LOAD_FAILED);

  if (failurePage) return failurePage;
  if (!novel) return <ProjectLoading />;
  // A new project starts with fresh local state (tabs' lazy parts, the hash scroll).
  return <ProjectView key={novel._id} novel={novel} mutatePage={mutate} />;
}
