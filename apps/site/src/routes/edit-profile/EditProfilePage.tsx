import { zodResolver } from '@hookform/resolvers/zod';
import {
  LIMITS,
  profileAvatarSrc,
  profileByUsernameRoute,
  profilePath,
  profileRoute,
  profileUpdateRoute,
  profileUpdateSchema,
  settingsRoute,
  userRoleLabels,
  userRoles,
  type PublicProfile,
} from '@vn/domain';
import { Button, EmptyState, Link, Spinner, useToasts } from '@vn/ui';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { callEndpoint } from '../../api/client';
import { revalidateCalls } from '../../api/revalidate';
import { useEndpoint } from '../../api/use-endpoint';
import { useLeaveGuard } from '../../app/leave-guard';
import { usePageTitle } from '../../app/page-title';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { FormSelect, FormTextField, writingFieldProps } from '../../forms/form-fields';
import { useSession } from '../../session/session';
import { useSignInRequired } from '../../session/use-sign-in-required';
import { MarkupEditor } from '../../writing/lazy-editors';
import * as styles from './EditProfilePage.css';
import { AvatarField, BackgroundField } from './PictureFields';
import {
  profileFormData,
  saveFailureOf,
  type ProfileBackground,
  type ProfileFormValues,
} from './profile-form';

/** docs/product §8. */
const PROFILE_LOAD_FAILED = 'Не удалось загрузить профиль';

const backgroundOf = (profile: PublicProfile): ProfileBackground | null =>
  profile.bg
    ? {
        url: profile.bg.url,
        opacity: profile.bg.opacity,
        size: profile.bg.size,
        position: profile.bg.position,
      }
    : null;

/** The form for a loaded profile. */
function EditProfileForm({ profile }: { profile: PublicProfile }) {
  const session = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const current: ProfileFormValues = {
    username: profile.username,
    description: profile.description,
    role: profile.role,
  };
  const { control, handleSubmit, formState, setError } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileUpdateSchema) as unknown as Resolver<ProfileFormValues>,
    defaultValues: current,
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  // undefined: the background as it was; null: removed.
  const [background, setBackground] = useState<ProfileBackground | null | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  useLeaveGuard((formState.isDirty || avatar !== null || background !== undefined) && !saved);

  // docs/product §2.2: the role is the moderators' to change; an administrator's only an admin's.
  const roleItems = userRoles
    .filter((role) => session.can('changeRole', { role: profile.role, newRole: role }))
    .map((role) => ({ id: role, label: userRoleLabels[role] }));
  const mayChangeRole = roleItems.length > 0;

  const save = handleSubmit(async (values) => {
    try {
      const { username } = await callEndpoint(profileUpdateRoute, {
        params: { id: profile._id },
        formData: profileFormData({ current, values, mayChangeRole, avatar, background }),
      });
      setSaved(true);
      // The new name and pictures show everywhere: the profile, the top bar's avatar menu.
      await revalidateCalls(profileRoute, profileByUsernameRoute, settingsRoute);
      void navigate(profilePath(username));
    } catch (error) {
      const failure = saveFailureOf(error);
      if (failure.usernameError) {
        setError(
          'username',
          { type: 'server', message: failure.usernameError },
          { shouldFocus: true },
        );
      }
      toasts.error(failure.toast);
    }
  });

  const shownBackground = background === undefined ? backgroundOf(profile) : background;
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <AvatarField
        username={profile.username}
        currentSrc={profileAvatarSrc(profile.avatar)}
        chosen={avatar}
        onChoose={setAvatar}
      />
      <BackgroundField background={shownBackground} onChange={setBackground} />
      <FormTextField control={control} name="username" label="Имя пользователя" />
      <Controller
        control={control}
        name="description"
        render={(bound) => (
          <MarkupEditor
            {...writingFieldProps(bound)}
            label="О себе"
            maxImages={LIMITS.commentImagesMax}
          />
        )}
      />
      {mayChangeRole && <FormSelect control={control} name="role" label="Роль" items={roleItems} />}
      <div className={styles.actions}>
        <Link href={profilePath(profile.username)} variant="standalone">
          Отменить
        </Link>
        <Button type="submit" isPending={formState.isSubmitting}>
          Обновить
        </Button>
      </div>
    </form>
  );
}

/**
 * /edit/profile/{id} (docs/product §2.2, §2.4): avatar, background, username, description and, for
 * moderators, the role; "Отменить" and "Обновить". A guest goes to /login first; someone who may not
 * edit this profile is told so. A profile that does not exist is "Пользователь не найден"; any other
 * failure to load it the error page with a toast (docs/product §8). A failed save keeps everything as
 * typed.
 */
export function EditProfilePage() {
  const { id = '' } = useParams();
  const signIn = useSignInRequired();
  const session = useSession();
  usePageTitle('Редактирование профиля');
  const { data: profile, error } = useEndpoint(
    profileRoute,
    signIn.status === 'signed-in' ? { params: { id } } : null,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const failurePage = useLoadFailurePage(profile, error, PROFILE_LOAD_FAILED, {
    notFound: <EmptyState kind="userNotFound" />,
  });
  if (signIn.status !== 'signed-in') return <Spinner />;
  if (failurePage) return failurePage;
  if (!profile) return <Spinner />;
  if (!session.can('editProfile', { userId: profile._id })) {
    return <EmptyState text="Нельзя редактировать чужой профиль" />;
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Редактирование профиля</h1>
      <EditProfileForm profile={profile} />
    </div>
  );
}
