import { isPresetApplied, presetNameProblem, type NovelFilter, type Preset } from '@vn/domain';
import { Pencil, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { Dialog } from '../Dialog';
import { Select } from '../Select';
import {
  filterPanelPresetChoice,
  filterPanelPresets,
  filterPanelPresetSelect,
} from './FilterPanel.css';
import { FilterPanelPresetNameForm } from './FilterPanelPresetNameForm';

type PresetDialog = 'save' | 'rename' | 'delete' | null;

export interface FilterPanelPresetsProps {
  value: NovelFilter;
  presets: readonly Preset[];
  onApplyPreset?: (preset: Preset) => void;
  onSavePreset?: (name: string) => void;
  onRenamePreset?: (oldName: string, newName: string) => void;
  onDeletePreset?: (name: string) => void;
}

/**
 * The presets group: a choice of the saved presets (showing the one the filter matches), "Сохранить
 * пресет", and renaming or deleting the shown preset.
 */
export function FilterPanelPresets({
  value,
  presets,
  onApplyPreset,
  onSavePreset,
  onRenamePreset,
  onDeletePreset,
}: FilterPanelPresetsProps) {
  const [dialog, setDialog] = useState<PresetDialog>(null);
  const applied = presets.find((preset) => isPresetApplied(value, preset)) ?? null;
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };
  return (
    <div className={filterPanelPresets}>
      <div className={filterPanelPresetChoice}>
        <Select
          label="Пресет"
          placeholder={presets.length === 0 ? 'Нет пресетов' : 'Не выбран'}
          items={presets.map((preset) => ({ id: preset.name, label: preset.name }))}
          value={applied?.name ?? null}
          onChange={(key: Key | null) => {
            const preset = presets.find((candidate) => candidate.name === key);
            if (preset) onApplyPreset?.(preset);
          }}
          isDisabled={presets.length === 0}
          className={filterPanelPresetSelect}
        />
        <Button
          variant="secondary"
          iconOnly
          aria-label="Переименовать пресет"
          isDisabled={applied === null}
          onPress={() => setDialog('rename')}
        >
          <Pencil size="1.1em" aria-hidden />
        </Button>
        <Button
          variant="secondary"
          iconOnly
          aria-label="Удалить пресет"
          isDisabled={applied === null}
          onPress={() => setDialog('delete')}
        >
          <Trash2 size="1.1em" aria-hidden />
        </Button>
      </div>
      <Button variant="secondary" size="sm" onPress={() => setDialog('save')}>
        <Save size="1.1em" aria-hidden />
        Сохранить пресет
      </Button>
      <Dialog
        title="Сохранить пресет"
        size="sm"
        isOpen={dialog === 'save'}
        onOpenChange={onOpenChange}
      >
        {({ close }) => (
          <FilterPanelPresetNameForm
            initialName=""
            submitLabel="Сохранить"
            problemOf={(name) => presetNameProblem(name, { existing: presets })}
            onSubmit={(name) => onSavePreset?.(name)}
            close={close}
          />
        )}
      </Dialog>
      {applied && (
        <Dialog
          title="Переименовать пресет"
          size="sm"
          isOpen={dialog === 'rename'}
          onOpenChange={onOpenChange}
        >
          {({ close }) => (
            <FilterPanelPresetNameForm
              initialName={applied.name}
              submitLabel="Сохранить"
              problemOf={(name) =>
                presetNameProblem(name, { existing: presets, renaming: applied.name })
              }
              onSubmit={(name) => {
                if (name !== applied.name) onRenamePreset?.(applied.name, name);
              }}
              close={close}
            />
          )}
        </Dialog>
      )}
      {applied && (
        <ConfirmDialog
          title={`Удалить пресет «${applied.name}»?`}
          confirmLabel="Удалить"
          variant="destructive"
          isOpen={dialog === 'delete'}
          onOpenChange={onOpenChange}
          onConfirm={() => onDeletePreset?.(applied.name)}
        />
      )}
    </div>
  );
}
