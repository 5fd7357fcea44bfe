import { addOwnerRoute, profilePath, removeOwnerRoute, type UserRef } from '@vn/domain';
import { Button, EmptyState, RelativeTime, Stack, UserName } from '@vn/ui';
import { useConfirm } from '../../app/confirm';
import { Loaded } from '../../app/load-failure';
import { useSession } from '../../session/session';
import { AddOwner } from './AddOwner';
import { ProjectHistory } from './ProjectHistory';
import { useOwnerActions } from './use-project-actions';
import { useProjectInfo } from './use-project-data';
import * as partStyles from '../../project/project-parts.css';
import * as styles from './ProjectPage.css';
import { ProjectSection } from '../../project/ProjectSection';

/** docs/product §8. */
const INFO_LOAD_FAILED = 'Не удалось загрузить информацию о странице';

/**
 * "О странице" (docs/product §2.3): who has editing rights, who added the project and when. Moderators
 * exclude an owner (after "Исключить пользователя {name}?") and add one by name. Then the project's
 * history of changes (`ProjectHistory`).
 */
export function ProjectAbout({ novelId }: { novelId: string }) {
  const session = useSession();
  const confirm = useConfirm();
  const load = useProjectInfo(novelId);
  const { addOwner, removeOwner } = useOwnerActions(novelId, load.mutate);

  const exclude = async (owner: UserRef) => {
    const confirmed = await confirm({
      title: `Исключить пользователя ${owner.username}?`,
      variant: 'destructive',
    });
    if (confirmed) await removeOwner(owner);
  };

  return (
    <Loaded load={load} failureMessage={INFO_LOAD_FAILED}>
      {(info) => (
        <Stack gap="xl">
          <ProjectSection id="project-owners" title="Права на редактирование">
            {info.owners.length === 0 ? (
              <EmptyState kind="nothing" size="sm" />
            ) : (
              <ul className={styles.owners}>
                {info.owners.map((owner) => (
                  <li key={owner._id} className={styles.owner}>
                    <UserName name={owner.username} href={profilePath(owner.username)} />
                    {session.mayCall(removeOwnerRoute) && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Исключить ${owner.username}`}
                        onPress={() => void exclude(owner)}
                      >
                        Исключить
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {session.mayCall(addOwnerRoute) && (
              <AddOwner owners={info.owners} onAdd={(user) => addOwner(user)} />
            )}
          </ProjectSection>
          <ProjectSection id="project-added" title="Добавление проекта">
            <dl className={partStyles.facts}>
              <dt className={partStyles.factTerm}>Добавил(а)</dt>
              <dd className={partStyles.factValue}>
                {info.createdBy ? (
                  <UserName
                    name={info.createdBy.username}
                    href={profilePath(info.createdBy.username)}
                  />
                ) : (
                  'Неизвестно'
                )}
              </dd>
              <dt className={partStyles.factTerm}>Дата добавления</dt>
              <dd className={partStyles.factValue}>
                <RelativeTime value={info.createdAt} />
              </dd>
            </dl>
          </ProjectSection>
          <ProjectHistory novelId={novelId} />
        </Stack>
      )}
    </Loaded>
  );
}
