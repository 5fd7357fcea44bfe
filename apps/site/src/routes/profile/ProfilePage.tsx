import { accountMessages } from '@vn/domain';
import { EmptyState } from '@vn/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../api/client';
import { usePageTitle } from '../../app/page-title';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { mainPageHref } from '../../session/return-address';
import { useSession } from '../../session/session';
import { ProfileView } from './ProfileView';
import { useProfile, type ProfileSubject } from './use-profile';

/** docs/product §8. */
const PROFILE_LOAD_FAILED = 'Не удалось загрузить профиль';

/**
 * /profile and /profile/{username} (docs/product §2.2, §2.4). /profile is the viewer's own and sends a
 * guest to the main page, remembering /profile for «Войти» there; a name nobody has shows
 * "Пользователь не найден" (docs/product §8 Empty states), and any other failure the error page with
 * a toast.
 */
export function ProfilePage() {
  const { username } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const sessionPending = session.state === undefined && session.isLoading;
  const isGuestOnOwn = username === undefined && !sessionPending && session.user === null;

  useEffect(() => {
    if (isGuestOnOwn) void navigate(mainPageHref(here), { replace: true });
  }, [isGuestOnOwn, here, navigate]);

  const subject: ProfileSubject =
    username !== undefined ? { username } : session.user ? { ownId: session.user._id } : null;
  const { data: profile, error } = useProfile(subject);
  usePageTitle(profile?.username ?? (isNotFound(error) ? accountMessages.userNotFound : 'Профиль'));
  const failurePage = useLoadFailurePage(profile, error, PROFILE_LOAD_FAILED, {
    notFound: <EmptyState kind="userNotFound" />,
  });

  if (failurePage) return failurePage;
  if (!profile) return <p role="status">Загрузка...</p>;
  return <ProfileView profile={profile} isOwn={profile._id === session.user?._id} />;
}
