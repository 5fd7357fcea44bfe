import { useRemirrorContext } from '@remirror/react';
import { ToolbarButton } from '@vn/ui';
import { AtSign } from 'lucide-react';
import type { ToolProps } from './FormattingTools';
import { useFocusText } from './use-focus-text';

/**
 * `[user]`: starts a mention at the cursor, as typing `@` does; the suggestions then open under it.
 * A space goes first where the `@` would otherwise stick to a word (a mention starts a word).
 */
export function MentionTool({ isDisabled }: ToolProps) {
  const { view } = useRemirrorContext();
  const focusText = useFocusText();
  const start = () => {
    const { state } = view;
    const before = state.doc.textBetween(
      Math.max(state.selection.from - 1, 0),
      state.selection.from,
      '\n',
      '\n',
    );
    view.dispatch(state.tr.insertText(before === '' || /\s/.test(before) ? '@' : ' @'));
    focusText();
  };
  return (
    <ToolbarButton
      label="Упомянуть пользователя"
      icon={AtSign}
      isDisabled={isDisabled}
      onPress={start}
    />
  );
}
