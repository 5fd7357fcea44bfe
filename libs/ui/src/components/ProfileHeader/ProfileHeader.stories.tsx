import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageSquare, Pencil, Settings, ShieldBan } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ProfileHeader } from './ProfileHeader';
import { CatalogGrid, tabTo } from '../../fixtures/story-helpers';
import { sampleAvatar } from '../../fixtures/catalogue.fixtures';

/** A generated landscape (no network images): a sunset gradient, a sun and hills. */
function landscape(from: string, to: string, hills: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#s)"/><circle cx="880" cy="150" r="70" fill="#ffe7a3"/><path d="M0 300 Q200 220 400 290 T800 280 T1200 260 V400 H0 Z" fill="${hills}"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** A small repeating pattern, to show a size and position other than the defaults. */
const pattern = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#2b2350"/><circle cx="40" cy="40" r="24" fill="#f29e4c"/></svg>',
)}`;

const summer = landscape('#f29e4c', '#5a3ec8', '#1f7a43');
const night = landscape('#1c1a27', '#2b2350', '#0f0d16');

/** The checks run against a fixed moment, so the ban chip does not expire. */
const now = new Date('2026-06-01T12:00:00Z');
const weekBan = { expiredAt: '2026-06-08T12:00:00Z', reason: 'Спам в комментариях' };

const ownActions = (
  <>
    <Button variant="secondary" size="sm">
      <Pencil size="1em" aria-hidden />
      Редактировать
    </Button>
    <Button variant="secondary" size="sm">
      <Settings size="1em" aria-hidden />
      Настройки
    </Button>
  </>
);

const moderatorActions = (
  <>
    <Button size="sm">
      <MessageSquare size="1em" aria-hidden />
      Написать
    </Button>
    <Button variant="danger" size="sm">
      <ShieldBan size="1em" aria-hidden />
      Забанить
    </Button>
  </>
);

const meta = {
  title: 'Content/ProfileHeader',
  component: ProfileHeader,
  tags: ['autodocs'],
  args: {
    name: 'Славя',
    isStaff: false,
    avatarSrc: sampleAvatar,
    background: { url: summer },
    description: 'Читаю всё про лето и пионерлагеря',
    now,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The visual baseline: no background; a background at the defaults; custom opacity, size and
 * position; a moderator; a banned user; a long name; actions.
 */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={24}>
      <ProfileHeader name="Семён Персунов" description="Без фона" />
      <ProfileHeader
        name="Славя"

        avatarSrc={sampleAvatar}
        background={{ url: summer }}
        description="Фон по умолчанию: прозрачность 0.5, cover, по центру"
      />
      <ProfileHeader
        name="Лена"

        background={{ url: pattern, opacity: 0.9, size: '80px', position: 'right top' }}
        description="Прозрачность 0.9, размер 80px, справа сверху"
      />
      <ProfileHeader
        name="Ольга Дмитриевна"
        isStaff
        avatarSrc={sampleAvatar}
        background={{ url: night, opacity: 1, position: 'bottom' }}
        actions={moderatorActions}
      />
      <ProfileHeader
        name="Алиса Двачевская"

        ban={weekBan}
        now={now}
        timeZone="UTC"
        description="Забанена на неделю"
      />
      <ProfileHeader
        name="ОченьДлинноеИмяПользователяБезПробелов_ИЕщёНемного"
        isStaff
        background={{ url: summer }}
        ban={weekBan}
        now={now}
        timeZone="UTC"
        description="Длинное имя переносится, а не вылезает за край"
        actions={ownActions}
      />
    </CatalogGrid>
  ),
};

/** Own profile: "Редактировать" and "Настройки" in the actions, reached with Tab. */
export const KeyboardActions: Story = {
  args: { actions: ownActions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Славя' })).toBeVisible();
    await tabTo(canvasElement, 'button', 'Редактировать');
    await tabTo(canvasElement, 'button', 'Настройки');
  },
};

/** A moderator looking at a banned user: the chip "до {date}" and "Разбанить". */
export const Banned: Story = {
  args: {
    name: 'Алиса Двачевская',
    ban: weekBan,
    background: { url: night },
    actions: (
      <>
        <Button size="sm">Написать</Button>
        <Button variant="secondary" size="sm">
          Разбанить
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('до 08.06.2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Разбанить' })).toBeVisible();
  },
};
