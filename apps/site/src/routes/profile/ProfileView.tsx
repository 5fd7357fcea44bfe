import {
  hasDescription,
  isBanActive,
  isSelfTarget,
  isStaffMember,
  profileAvatarSrc,
  profileTabLabels,
  profileTabsFor,
  type PublicProfile,
} from '@vn/domain';
import { MarkupView } from '@vn/editor';
import { Link, ProfileHeader, Tab, TabList, TabPanel, Tabs } from '@vn/ui';
import { MessageSquare, Pencil, Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Key } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { ReportButton } from '../../reporting/ReportControl';
import { loginHref } from '../../session/return-address';
import { useSession } from '../../session/session';
import { BanButton, UnbanButton } from './BanControls';
import { searchWithTab, tabFromSearch } from './profile-address';
import { ProfileCommentsPanel, ProfileListsPanel, ProfileNovelsPanel } from './ProfilePanels';
import * as styles from './ProfilePage.css';
import { useBackgroundParallax } from '../../app/use-background-parallax';
import { useInBrowser } from '../../app/in-browser';
import { useUserNovels } from './use-profile';

// Sanctions are a moderator's tool and a sanctioned person's record: a chunk of their own, loaded
// only for those who see them (docs/architecture.md § Budgets).
const ProfileSanctions = lazy(() =>
  import('./ProfileSanctions').then((module) => ({ default: module.ProfileSanctions })),
);

/** The address of a conversation with the user (the messages page opens it as a contact). */
const messagesHref = (userId: string) => `/messages?user=${encodeURIComponent(userId)}`;

/** The header's buttons (docs/product §2.4), each only for whom it is meant. */
function ProfileActions({ profile, isOwn }: { profile: PublicProfile; isOwn: boolean }) {
  const session = useSession();
  // Ban and unban go together; neither is offered on one's own profile (selfTargetRefusals).
  const canBan =
    !isSelfTarget(session.user?._id, profile._id) && session.can('ban', { role: profile.role });
  const isBanned = isBanActive(profile.banned, new Date());
  return (
    <>
      {!isOwn && (
        <Link
          className={styles.actionLink}
          variant="standalone"
          href={session.user ? messagesHref(profile._id) : loginHref(messagesHref(profile._id))}
        >
          <MessageSquare aria-hidden size="1em" /> Написать
        </Link>
      )}
      {session.can('editProfile', { userId: profile._id }) && (
        <Link
          className={styles.actionLink}
          variant="standalone"
          href={`/edit/profile/${profile._id}`}
        >
          <Pencil aria-hidden size="1em" /> Редактировать
        </Link>
      )}
      {isOwn && (
        <Link className={styles.actionLink} variant="standalone" href="/settings">
          <Settings aria-hidden size="1em" /> Настройки
        </Link>
      )}
      {canBan &&
        (isBanned ? (
          <UnbanButton userId={profile._id} />
        ) : (
          <BanButton userId={profile._id} username={profile.username} />
        ))}
      {/* docs/product §A3.1 (ours): another's profile can be reported. */}
      {!isOwn && (
        <ReportButton
          target={{
            kind: 'user',
            id: profile._id,
            label: `Профиль пользователя ${profile.username}`,
          }}
          authorId={profile._id}
        />
      )}
    </>
  );
}

/**
 * The sanctions (docs/product §A2, ours): «Ограничить» and the history for whoever may sanction the
 * user, the person's own history for them. Drawn in the browser only: the server renders no one's
 * sanctions into a page, and a guest never asks for them.
 */
function SanctionsPart({ profile, isOwn }: { profile: PublicProfile; isOwn: boolean }) {
  const session = useSession();
  const inBrowser = useInBrowser();
  const notSelf = !isSelfTarget(session.user?._id, profile._id);
  const mayGive = notSelf && session.can('ban', { role: profile.role });
  const mayLift = notSelf && session.can('unban', { role: profile.role });
  if (!inBrowser || !(mayGive || mayLift || isOwn)) return null;
  return (
    <Suspense fallback={null}>
      <ProfileSanctions
        userId={profile._id}
        viewerId={session.user?._id}
        mayGive={mayGive}
        mayLift={mayLift}
      />
    </Suspense>
  );
}

/**
 * The tabs (docs/product §2.4): "Списки", "Комментарии", and "Добавленное" / "Права на редактирование"
 * only when the user has such projects. The tab lives in the address (`?tab=`).
 */
function ProfileTabs({ profile }: { profile: PublicProfile }) {
  const [search, setSearch] = useSearchParams();
  const added = useUserNovels(profile.username, 'added', 0);
  const owned = useUserNovels(profile.username, 'owned', 0);
  const tabs = profileTabsFor({ added: added.data?.count ?? 0, owned: owned.data?.count ?? 0 });
  const selected = tabFromSearch(search, tabs);
  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={(key: Key) => {
        const tab = tabs.find((shown) => shown === key);
        if (tab && tab !== selected) setSearch(searchWithTab(search, tab), { replace: true });
      }}
    >
      <div className={styles.scrollRow}>
        <TabList aria-label="Разделы профиля">
          {tabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {profileTabLabels[tab]}
            </Tab>
          ))}
        </TabList>
      </div>
      <TabPanel id="lists" className={styles.tabPanel}>
        <ProfileListsPanel username={profile.username} />
      </TabPanel>
      <TabPanel id="comments" className={styles.tabPanel}>
        <ProfileCommentsPanel userId={profile._id} />
      </TabPanel>
      {tabs.includes('added') && (
        <TabPanel id="added" className={styles.tabPanel}>
          <ProfileNovelsPanel username={profile.username} kind="added" />
        </TabPanel>
      )}
      {tabs.includes('owned') && (
        <TabPanel id="owned" className={styles.tabPanel}>
          <ProfileNovelsPanel username={profile.username} kind="owned" />
        </TabPanel>
      )}
    </Tabs>
  );
}

export interface ProfileViewProps {
  profile: PublicProfile;
  /** The viewer's own profile: "Редактировать" and "Настройки" instead of "Написать". */
  isOwn: boolean;
}

/** A profile (docs/product §2.4): the header with its background and buttons, the description, the tabs. */
export function ProfileView({ profile, isOwn }: ProfileViewProps) {
  const session = useSession();
  const backgroundShift = useBackgroundParallax(Boolean(profile.bg));
  return (
    <div className={styles.page}>
      <ProfileHeader
        name={profile.username}
        isStaff={isStaffMember(profile.role)}
        avatarSrc={profileAvatarSrc(profile.avatar)}
        background={profile.bg}
        backgroundShift={backgroundShift}
        ban={profile.banned}
        actions={<ProfileActions profile={profile} isOwn={isOwn} />}
      />
      {hasDescription(profile.description) && (
        <section className={styles.description} aria-label="О себе">
          <MarkupView value={profile.description} showHidden={session.user !== null} />
        </section>
      )}
      <SanctionsPart profile={profile} isOwn={isOwn} />
      <ProfileTabs profile={profile} />
    </div>
  );
}
