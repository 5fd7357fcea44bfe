import type { NovelNotificationSettings } from '@vn/domain';
import { Checkbox, Stack } from '@vn/ui';
import { Loaded } from '../../app/load-failure';
import { useSaveNotifications } from './use-project-actions';
import { useProjectNotifications } from './use-project-data';
import { ProjectSection } from '../../project/ProjectSection';

/** Ours: docs/product §8 names a notification load failure but gives it no text. */
const NOTIFICATIONS_LOAD_FAILED = 'Не удалось загрузить настройки уведомлений';

const options: { key: keyof NovelNotificationSettings; label: string }[] = [
  { key: 'updates', label: 'Новые обновления на странице' },
  { key: 'comments', label: 'Все комментарии' },
  { key: 'answers', label: 'Ответы на мои комментарии' },
];

/**
 * What the signed-in reader is told about this project (docs/product §2.3: new updates on the page, all
 * comments, replies to their comments). docs/product keeps these in a tab without a visible tab; here they
 * are a labelled group of checkboxes, each saved as it changes.
 */
export function ProjectNotifications({ novelId }: { novelId: string }) {
  const load = useProjectNotifications(novelId, true);
  const save = useSaveNotifications(novelId, load.mutate);
  return (
    <ProjectSection id="project-notifications" title="Уведомления о проекте">
      {/* Without the saved settings, a change would overwrite them with the defaults: nothing to
          press until they come. */}
      <Loaded load={load} failureMessage={NOTIFICATIONS_LOAD_FAILED}>
        {(settings) => (
          <Stack gap="sm" role="group" aria-labelledby="project-notifications">
            {options.map((option) => (
              <Checkbox
                key={option.key}
                label={option.label}
                isSelected={settings[option.key]}
                onChange={(selected) => void save({ ...settings, [option.key]: selected })}
              />
            ))}
          </Stack>
        )}
      </Loaded>
    </ProjectSection>
  );
}
