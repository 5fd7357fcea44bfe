import { describe, expect, it } from 'vitest';
import { isStaffMember, isUserRole, userRoleLabels, userRoles } from './roles';
import { userRoleSchema } from './schemas';

describe('user roles (docs/product §3 User, §6)', () => {
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

  it('tells a role by hand as the schema does', () => {
    for (const value of [...userRoles, 'owner', 'Moderator', '', null, undefined, 1, {}]) {
      expect(isUserRole(value), String(value)).toBe(userRoleSchema.safeParse(value).success);
    }
  });
});
