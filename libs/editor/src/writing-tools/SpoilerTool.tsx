import { useAttrs, useCommands } from '@remirror/react';
import { DEFAULT_SPOILER_TITLE } from '@vn/domain';
import { Dialog, TextField, ToolbarButton } from '@vn/ui';
import { ChevronsDownUp } from 'lucide-react';
import { useState } from 'react';
import type { MarkupExtension } from '../extensions/markup-extensions';
import type { ToolProps } from './FormattingTools';
import { ToolForm } from './ToolForm';
import { useToolDialog } from './use-tool-dialog';

function SpoilerForm({ current, close }: { current: string | undefined; close: () => void }) {
  const commands = useCommands<MarkupExtension>();
  const [title, setTitle] = useState(current ?? DEFAULT_SPOILER_TITLE);
  const submit = () => {
    // A blank title becomes "Спойлер" (docs/product §5), in the extension.
    if (current !== undefined) commands.updateSpoilerTitle(title);
    else commands.setSpoiler(title);
    return true;
  };
  return (
    <ToolForm
      submitLabel={current !== undefined ? 'Сохранить' : 'Добавить'}
      onSubmit={submit}
      close={close}
      {...(current !== undefined
        ? { remove: { label: 'Убрать спойлер', run: () => commands.removeSpoiler() } }
        : {})}
    >
      <TextField
        label="Заголовок спойлера"
        description={`Пустой заголовок станет «${DEFAULT_SPOILER_TITLE}»`}
        value={title}
        onChange={setTitle}
        autoFocus
      />
    </ToolForm>
  );
}

/**
 * `[spoiler]`: hides the selection (or a new text to type) behind a titled toggle (docs/product §3, title
 * "Спойлер" by default, §5); in a spoiler, renames or removes it.
 */
export function SpoilerTool({ isDisabled }: ToolProps) {
  const { isOpen, open, onOpenChange } = useToolDialog();
  const current = useAttrs<MarkupExtension>().spoiler()?.['title'];
  const editing = typeof current === 'string';
  return (
    <>
      <ToolbarButton label="Спойлер" icon={ChevronsDownUp} isDisabled={isDisabled} onPress={open} />
      <Dialog
        title={editing ? 'Изменить спойлер' : 'Спойлер'}
        size="sm"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
      >
        {({ close }) => <SpoilerForm current={editing ? current : undefined} close={close} />}
      </Dialog>
    </>
  );
}
