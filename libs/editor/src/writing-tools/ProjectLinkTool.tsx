import { useCommands } from '@remirror/react';
import { ComboBox, Dialog, ToolbarButton, type ComboBoxItem } from '@vn/ui';
import { BookOpen } from 'lucide-react';
import { useRef, useState } from 'react';
import type { MarkupExtension } from '../extensions/markup-extensions';
import type { ProjectReference } from '../extensions/novel-link-extension';
import type { ToolProps } from './FormattingTools';
import { ToolForm } from './ToolForm';
import { useToolDialog } from './use-tool-dialog';

/** Finds projects by name for `[novel]` links (the app asks its API). */
export type SearchProjects = (query: string) => Promise<readonly ProjectReference[]>;

function ProjectLinkForm({ search, close }: { search: SearchProjects; close: () => void }) {
  const commands = useCommands<MarkupExtension>();
  const found = useRef(new Map<string, ProjectReference>());
  const [chosen, setChosen] = useState<ProjectReference | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const onSearch = async (query: string): Promise<ComboBoxItem[]> => {
    const projects = await search(query);
    for (const project of projects) found.current.set(project.url, project);
    return projects.map((project) => ({ id: project.url, label: project.name }));
  };
  const submit = () => {
    if (!chosen) {
      setError('Выберите проект из списка');
      return false;
    }
    commands.insertProjectLink(chosen);
    return true;
  };
  return (
    <ToolForm submitLabel="Вставить" onSubmit={submit} close={close}>
      <ComboBox
        label="Проект"
        placeholder="Начните вводить название"
        description="Выделенный текст станет ссылкой; без него вставится название"
        onSearch={onSearch}
        onChange={(key) => {
          setChosen(key === null ? undefined : found.current.get(String(key)));
          setError(undefined);
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
        autoFocus
      />
    </ToolForm>
  );
}

/** `[novel]`: a link to a project page, found by name through the app's search (docs/product §3). */
export function ProjectLinkTool({ isDisabled, search }: ToolProps & { search: SearchProjects }) {
  const { isOpen, open, onOpenChange } = useToolDialog();
  return (
    <>
      <ToolbarButton
        label="Ссылка на проект"
        icon={BookOpen}
        isDisabled={isDisabled}
        onPress={open}
      />
      <Dialog title="Ссылка на проект" size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
        {({ close }) => <ProjectLinkForm search={search} close={close} />}
      </Dialog>
    </>
  );
}
