import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import {
  newBackground,
  profileFormData,
  saveFailureOf,
  type ProfileFormValues,
} from './profile-form';

const current: ProfileFormValues = { username: 'Славя', description: 'Привет', role: 'staff' };
const fields = (data: FormData) => Object.fromEntries(data.entries());

describe('the profile update sent (docs/product §5, §7)', () => {
  it('sends nothing for an unchanged form', () => {
    const data = profileFormData({
      current,
      values: current,
      mayChangeRole: true,
      avatar: null,
      background: undefined,
    });
    expect(fields(data)).toEqual({});
  });

  it('sends a changed name (trimmed) and description, not an unchanged name', () => {
    const renamed = profileFormData({
      current,
      values: { ...current, username: ' Алиса ', description: 'Новое' },
      mayChangeRole: false,
      avatar: null,
      background: undefined,
    });
    expect(fields(renamed)).toEqual({ username: 'Алиса', description: 'Новое' });
  });

  it('sends the role only when a moderator changed it', () => {
    const values = { ...current, role: 'moderator' as const };
    const base = { current, values, avatar: null, background: undefined };
    expect(fields(profileFormData({ ...base, mayChangeRole: true }))).toEqual({
      role: 'moderator',
    });
    expect(fields(profileFormData({ ...base, mayChangeRole: false }))).toEqual({});
  });

  it('sends the background as JSON, null to remove it, and the avatar file', () => {
    const avatar = new File(['x'], 'a.png', { type: 'image/png' });
    const data = profileFormData({
      current,
      values: current,
      mayChangeRole: false,
      avatar,
      background: newBackground('https://site.test/bg.webp'),
    });
    expect(JSON.parse(data.get('bg') as string)).toEqual({
      url: 'https://site.test/bg.webp',
      opacity: 0.5,
      size: 'cover',
      position: 'center',
    });
    expect((data.get('avatar') as File).name).toBe('a.png');
    const removed = profileFormData({
      current,
      values: current,
      mayChangeRole: false,
      avatar: null,
      background: null,
    });
    expect(removed.get('bg')).toBe('null');
  });
});

describe('a refused profile update (docs/product §8)', () => {
  it('puts a taken name under the field and in the toast', () => {
    const error = new ApiError('username exist: Алиса', 409, {});
    expect(saveFailureOf(error)).toEqual({
      toast: 'Существует пользователь с таким именем',
      usernameError: 'Существует пользователь с таким именем',
    });
  });

  it('tells an unreadable picture apart, and anything else as a failed update', () => {
    expect(saveFailureOf(new ApiError('Файл не является изображением', 415, {}))).toEqual({
      toast: 'Не удалось сконвертировать изображение',
    });
    expect(saveFailureOf(new ApiError('Internal Server Error', 500, {}))).toEqual({
      toast: 'Не удалось обновить профиль',
    });
    expect(saveFailureOf(new TypeError('Failed to fetch'))).toEqual({
      toast: 'Не удалось обновить профиль',
    });
  });
});
