import { useActive, useCommands } from '@remirror/react';
import { ToolbarSeparator, ToolbarToggleButton } from '@vn/ui';
import {
  AlignCenter,
  AlignRight,
  Bold,
  EyeOff,
  Italic,
  Strikethrough,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import type { MarkupExtension } from '../extensions/markup-extensions';
import { useFocusText } from './use-focus-text';

export interface ToolProps {
  /** The editor is read-only or showing its preview: the tools do nothing. */
  isDisabled?: boolean;
}

interface Toggle {
  label: string;
  icon: LucideIcon;
  /** The extension's key binding, as the tooltip writes it. */
  shortcut?: string;
  isOn: boolean;
  toggle: () => void;
}

/**
 * The formatting tags of docs/product §3 as toggles: bold, italic, underline and strike (also by their
 * shortcuts), the two alignments and hidden text. Each acts on the selection, or on what is typed
 * next, and gives the focus back to the text.
 */
export function FormattingTools({ isDisabled }: ToolProps) {
  const active = useActive<MarkupExtension>();
  const commands = useCommands<MarkupExtension>();
  const focusText = useFocusText();

  const styles: Toggle[] = [
    {
      label: 'Жирный',
      icon: Bold,
      shortcut: 'Ctrl+B',
      isOn: active.b(),
      toggle: commands.toggleBold,
    },
    {
      label: 'Курсив',
      icon: Italic,
      shortcut: 'Ctrl+I',
      isOn: active.i(),
      toggle: commands.toggleItalic,
    },
    {
      label: 'Подчёркнутый',
      icon: Underline,
      shortcut: 'Ctrl+U',
      isOn: active.u(),
      toggle: commands.toggleUnderline,
    },
    {
      label: 'Зачёркнутый',
      icon: Strikethrough,
      shortcut: 'Ctrl+Shift+X',
      isOn: active.s(),
      toggle: commands.toggleStrike,
    },
  ];
  const layout: Toggle[] = [
    {
      label: 'По центру',
      icon: AlignCenter,
      shortcut: 'Ctrl+Shift+E',
      isOn: active.center(),
      toggle: commands.toggleCenter,
    },
    {
      label: 'По правому краю',
      icon: AlignRight,
      shortcut: 'Ctrl+Shift+R',
      isOn: active.right(),
      toggle: commands.toggleRight,
    },
    {
      label: 'Скрытый текст (только для вошедших)',
      icon: EyeOff,
      isOn: active.hide(),
      toggle: commands.toggleHide,
    },
  ];
  const render = ({ label, icon, shortcut, isOn, toggle }: Toggle) => (
    <ToolbarToggleButton
      key={label}
      label={label}
      icon={icon}
      shortcut={shortcut}
      isSelected={isOn}
      isDisabled={isDisabled}
      onChange={() => {
        toggle();
        focusText();
      }}
    />
  );
  return (
    <>
      {styles.map(render)}
      <ToolbarSeparator />
      {layout.map(render)}
    </>
  );
}
