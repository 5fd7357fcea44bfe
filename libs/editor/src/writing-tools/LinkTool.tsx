import { useAttrs, useCommands, useKeymap, useRemirrorContext } from '@remirror/react';
import { LINK_ADDRESS_HINT, linkAddressFromInput } from '@vn/domain';
import { Dialog, TextField, ToolbarButton } from '@vn/ui';
import { Link2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { MarkupExtension } from '../extensions/markup-extensions';
import type { ToolProps } from './FormattingTools';
import { ToolForm } from './ToolForm';
import { useToolDialog } from './use-tool-dialog';

interface LinkFormProps {
  /** The address of the link the cursor is in, when it is in one. */
  current: string | undefined;
  /** Whether text is selected (it becomes the link's text), so none need be typed. */
  hasSelection: boolean;
  close: () => void;
}

function LinkForm({ current, hasSelection, close }: LinkFormProps) {
  const commands = useCommands<MarkupExtension>();
  const [address, setAddress] = useState(current ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = () => {
    const href = linkAddressFromInput(address);
    if (href === undefined) {
      setError(address.trim() === '' ? 'Введите адрес ссылки' : LINK_ADDRESS_HINT);
      return false;
    }
    if (current !== undefined) commands.updateLink(href);
    else commands.insertLink({ href, text });
    return true;
  };
  return (
    <ToolForm
      submitLabel={current !== undefined ? 'Сохранить' : 'Вставить'}
      onSubmit={submit}
      close={close}
      {...(current !== undefined
        ? { remove: { label: 'Убрать ссылку', run: () => commands.removeLink() } }
        : {})}
    >
      <TextField
        label="Адрес"
        description="https://…, mailto:… или адрес страницы сайта (/posts/8)"
        value={address}
        onChange={(value) => {
          setAddress(value);
          setError(undefined);
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
        autoFocus
        inputMode="url"
      />
      {current === undefined && !hasSelection ? (
        <TextField
          label="Текст ссылки"
          description="Без текста ссылкой станет сам адрес"
          value={text}
          onChange={setText}
        />
      ) : null}
    </ToolForm>
  );
}

/**
 * `[a]`: links the selection, or inserts a link with its text, to an http(s), mailto or site
 * address (docs/product §3); in a link, changes or removes it. Ctrl+K opens it from the text.
 */
export function LinkTool({ isDisabled }: ToolProps) {
  const { isOpen, open, onOpenChange } = useToolDialog();
  const attrs = useAttrs<MarkupExtension>();
  const { getState } = useRemirrorContext();
  const current = attrs.a()?.['href'];
  const openFromKeys = useCallback(() => {
    if (isDisabled) return false;
    open();
    return true;
  }, [isDisabled, open]);
  useKeymap('Mod-k', openFromKeys);
  const editing = typeof current === 'string';
  return (
    <>
      <ToolbarButton
        label="Ссылка"
        icon={Link2}
        shortcut="Ctrl+K"
        isDisabled={isDisabled}
        onPress={open}
      />
      <Dialog
        title={editing ? 'Изменить ссылку' : 'Ссылка'}
        size="sm"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
      >
        {({ close }) => (
          <LinkForm
            current={editing ? current : undefined}
            hasSelection={!getState().selection.empty}
            close={close}
          />
        )}
      </Dialog>
    </>
  );
}
