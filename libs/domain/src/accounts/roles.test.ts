import { describe, expect, it } from 'vitest';
import { isStaffMember, userRoleLabels, userRoleSchema, userRoles } from './roles';

describe('user roles (SPEC.md §3 User, §6)', () => {
  it('shows each role by its Russian label', () => {
    expect(userRoleLabels).toEqual({
      staff: 'Пользователь',
      moderator: 'Модератор',
      admin: 'Администратор',
    });
  });

  it('counts moderators and administrators as moderator-level, not the ordinary user', () => {
    expect(userRoles.filter(isStaffMember)).toEqual(['moderator', 'admin']);
  });

  it('parses only the known roles', () => {
    expect(userRoleSchema.parse('moderator')).toBe('moderator');
    expect(userRoleSchema.safeParse('owner').success).toBe(false);
  });
});
