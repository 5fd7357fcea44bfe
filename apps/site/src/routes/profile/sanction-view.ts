import {
  assertNever,
  formatDateTime,
  isSanctionInForce,
  isWarning,
  momentTime,
  SANCTION_TIME_ZONE,
  type Sanction,
} from '@vn/domain';

/*
 * How the history on a profile says a sanction (docs/product §A2.2–A2.4, §A2.7; the words ours).
 * Dates are written as the refusal writes them: DD.MM.YYYY HH:MM, Moscow time.
 */

const dateTime = (moment: string) => formatDateTime(moment, SANCTION_TIME_ZONE);

/** «Предупреждение», «с 01.05.2026 15:00 до 01.05.2026 16:00», or «с 01.05.2026 15:00 навсегда». */
export function sanctionPeriodText(sanction: Sanction): string {
  if (isWarning(sanction)) return 'Предупреждение';
  const start = `с ${dateTime(sanction.startsAt)}`;
  return sanction.endsAt === null
    ? `${start} навсегда`
    : `${start} до ${dateTime(sanction.endsAt)}`;
}

/** Where a sanction stands at a moment. */
export type SanctionState = 'lifted' | 'warning' | 'upcoming' | 'inForce' | 'ended';

export function sanctionStateAt(sanction: Sanction, now: Date): SanctionState {
  if (sanction.liftedAt !== null) return 'lifted';
  if (isWarning(sanction)) return 'warning';
  if (isSanctionInForce(sanction, now)) return 'inForce';
  return momentTime(sanction.startsAt) > now.getTime() ? 'upcoming' : 'ended';
}

/**
 * The state as the history says it: «Действует», «Начнётся …», «Закончилось», «Снято: причина
 * (кто, когда)»; null for a warning, whose period already says what it is.
 */
export function sanctionStateText(sanction: Sanction, now: Date): string | null {
  const state = sanctionStateAt(sanction, now);
  switch (state) {
    case 'lifted': {
      const by = sanction.liftedBy?.username;
      const when = sanction.liftedAt === null ? '' : dateTime(sanction.liftedAt);
      return `Снято: ${sanction.liftReason ?? ''} (${by ? `${by}, ` : ''}${when})`;
    }
    case 'warning':
      return null;
    case 'upcoming':
      return `Начнётся ${dateTime(sanction.startsAt)}`;
    case 'inForce':
      return 'Действует';
    case 'ended':
      return 'Закончилось';
    default:
      return assertNever(state);
  }
}
