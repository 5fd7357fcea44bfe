import {
  LIMITS,
  profilePath,
  ratingVisibility,
  readingListLabels,
  readingLists,
  type RatingVisibility,
  type User,
} from '@vn/domain';
import { Link, RadioGroup, RadioGroupItem, Select, Spinner, Switch } from '@vn/ui';
import { usePageTitle } from '../../app/page-title';
import { AppearanceControls } from '../../appearance/AppearanceControls';
import { useSignInRequired } from '../../session/use-sign-in-required';
import { cardBlocks } from '../../main-page/main-page-blocks';
import { useBlockSizeSetting } from '../../main-page/use-block-size-setting';
import * as styles from './SettingsPage.css';
import { SettingsSection } from './SettingsSection';
import { TranslationFollowsSettings } from './TranslationFollowsSettings';
import { useNotRussiaChange, useSettingChange } from './use-settings';

/** Who sees the reader's ratings (docs/product §3: allVisible 0, listVisible 1, hide 2; labels ours). */
const ratingVisibilityLabels: Record<RatingVisibility, string> = {
  [ratingVisibility.allVisible]: 'Всем',
  [ratingVisibility.listVisible]: 'Только в списках',
  [ratingVisibility.hide]: 'Никому',
};

const blockSizeItems = LIMITS.mainPageBlockSizes.map((size) => ({
  id: String(size),
  label: size === 0 ? 'Скрыть' : String(size),
}));

/** "Видимость списков": who sees each list (docs/product §3 list visibility). */
function ListVisibility({ user }: { user: User }) {
  const change = useSettingChange();
  const { lists } = user.settings;
  return (
    <SettingsSection id="lists" title="Видимость списков">
      <RadioGroup
        label="Оценки видны"
        value={String(lists.rating)}
        onChange={(value) => void change({ lists: { rating: Number(value) as RatingVisibility } })}
      >
        {Object.values(ratingVisibility).map((value) => (
          <RadioGroupItem key={value} value={String(value)}>
            {ratingVisibilityLabels[value]}
          </RadioGroupItem>
        ))}
      </RadioGroup>
      <div className={styles.switches} role="group" aria-label="Списки, которые видны другим">
        {readingLists.map((list) => (
          <Switch
            key={list}
            label={readingListLabels[list]}
            isSelected={lists[list]}
            onChange={(visible) => void change({ lists: { [list]: visible } })}
          />
        ))}
      </div>
    </SettingsSection>
  );
}

/** "Главная страница": the size of each novel block with a setting (hide, 5, 10, 15; §2.2, §9). */
function MainPageBlocks({ user }: { user: User }) {
  const saveSize = useBlockSizeSetting();
  return (
    <SettingsSection id="main-page" title="Главная страница">
      <div className={styles.blockSizes}>
        {cardBlocks.map((block) => {
          const setting = block.setting;
          if (!setting) return null;
          return (
            <Select
              key={block.id}
              label={block.title}
              items={blockSizeItems}
              selectedKey={String(user.settings[setting])}
              onSelectionChange={(key) => saveSize(setting, Number(key) as 0 | 5 | 10 | 15)}
            />
          );
        })}
      </div>
    </SettingsSection>
  );
}

/** The not-Russia setting (docs/product §3 Settings `notRussia`, §8 "Но вы в России..."). */
function NotRussia({ user }: { user: User }) {
  const change = useNotRussiaChange();
  return (
    <SettingsSection id="region" title="Регион">
      <Switch
        label="Я не в России"
        isSelected={user.settings.notRussia}
        onChange={(notRussia) => void change(notRussia)}
      />
    </SettingsSection>
  );
}

/** The theme, marked images and spoiler tags: the same controls as the top bar's "Оформление" menu. */
function Appearance() {
  return (
    <SettingsSection id="appearance" title="Оформление">
      <AppearanceControls />
    </SettingsSection>
  );
}

/**
 * /settings, opened by "Настройки" on one's own profile (docs/product §2.4; the address is ours): list
 * visibility, the not-Russia setting, the main page's block sizes, the appearance (each change saved
 * at once), and the translations the reader follows (docs/product §A1.8, saved by its own buttons).
 */
export function SettingsPage() {
  usePageTitle('Настройки');
  const signIn = useSignInRequired();
  if (signIn.status !== 'signed-in') return <Spinner />;
  const { user } = signIn;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Настройки</h1>
        <Link href={profilePath(user.username)} variant="standalone">
          Профиль
        </Link>
      </div>
      <ListVisibility user={user} />
      <NotRussia user={user} />
      <MainPageBlocks user={user} />
      <Appearance />
      <TranslationFollowsSettings />
    </div>
  );
}
