/**
 * The site's rules a sanction says were broken (docs/product §A2.2, ours). A short closed list, so
 * the history can be read by rule; what exactly happened is the public reason.
 */
export const siteRules = ['spam', 'insults', 'spoilers', 'illegal', 'other'] as const;
export type SiteRule = (typeof siteRules)[number];

/** The rules as a moderator picks them and the bound person reads them (ours). */
export const siteRuleLabels: Record<SiteRule, string> = {
  spam: 'Спам и реклама',
  insults: 'Оскорбления',
  spoilers: 'Спойлеры без спойлер-тега',
  illegal: 'Незаконный контент',
  other: 'Другое',
};
