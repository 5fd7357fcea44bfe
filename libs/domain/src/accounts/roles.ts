/**
 * User roles (docs/product §3 User, §6). `staff` is the ordinary signed-in user — the product's own name
 * for it, shown as "Пользователь"; moderators and administrators are the people docs/product §1 calls
 * staff. Listed from the least to the most powerful.
 */
export const userRoles = ['staff', 'moderator', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** Whether a value is a role (answers from elsewhere; the schema is in ./schemas). */
export function isUserRole(value: unknown): value is UserRole {
  return (userRoles as readonly unknown[]).includes(value);
}

/** How a role is shown (docs/product §3 User; §6 the "Модератор" badge beside comment authors). */
export const userRoleLabels = {
  staff: 'Пользователь',
  moderator: 'Модератор',
  admin: 'Администратор',
} as const satisfies Record<UserRole, string>;

/**
 * Moderator-level rights (docs/product §6: "Administrator counts as moderator-level"). The name follows
 * docs/product §1 ("Staff (moderators and administrators)"), not the role value `staff`, which is the
 * ordinary user.
 */
export function isStaffMember(role: UserRole): boolean {
  return role === 'moderator' || role === 'admin';
}
