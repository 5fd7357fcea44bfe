import { themeChoiceLabels, themeChoices, isThemeChoice } from '@vn/domain';
import { RadioGroup, RadioGroupItem, Switch } from '@vn/ui';
import { useAppearance } from './appearance-store';
import { useAppearanceChange } from './use-appearance-change';

/**
 * The theme, the marked-images and the spoiler-tags choices (docs/product §A5.6): in the top bar's
 * menu and on the settings page.
 */
export function AppearanceControls() {
  const appearance = useAppearance();
  const change = useAppearanceChange();
  return (
    <>
      <RadioGroup
        label="Тема"
        value={appearance.theme}
        onChange={(theme) => {
          if (isThemeChoice(theme)) change({ theme });
        }}
      >
        {themeChoices.map((choice) => (
          <RadioGroupItem key={choice} value={choice}>
            {themeChoiceLabels[choice]}
          </RadioGroupItem>
        ))}
      </RadioGroup>
      <Switch
        isSelected={appearance.showSensitiveImages}
        onChange={(showSensitiveImages) => change({ showSensitiveImages })}
        label="Показывать откровенные изображения без размытия"
        description="Изображения с пометкой «сексуальный контент» или «насилие»"
      />
      <Switch
        isSelected={appearance.showSpoilerTags}
        onChange={(showSpoilerTags) => change({ showSpoilerTags })}
        label="Показывать спойлерные теги"
        description="Теги, которые модераторы отметили как раскрывающие сюжет"
      />
    </>
  );
}
