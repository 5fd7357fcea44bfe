import { Injectable } from '@nestjs/common';
import {
  banDurations,
  bindsNowOrLater,
  DomainError,
  formatDateTime,
  isBanActive,
  isSanctionInForce,
  isWarning,
  liftRefusal,
  liftRefusals,
  refuseSelfTarget,
  SANCTION_TIME_ZONE,
  sanctionPeriod,
  sanctionScopeLabels,
  sanctionScopes,
  siteRuleLabels,
  suggestedSanction,
  type Sanction,
  type SanctionBody,
  type UserSanctions,
} from '@vn/domain';
import { newObjectId } from '../../platform/ids';
import { allows, FORBIDDEN, requirePermission, type Viewer } from '../../platform/session';
import { ModerationLog } from '../moderation-log';
import { SanctionsByUser, SanctionsRepository, type SanctionRecord } from '../sanctions';
import { presentRef, type UserRecord, UsersById, UsersRepository } from '../users';
import { userTarget } from './user-target';

/** What a ban written through `PUT …/ban` records as its sanction (a ban names no rule). */
const BAN_RULE = 'other';
/** The lift reason of the sanctions a `PUT …/unban` ends: that call takes none. */
const UNBAN_LIFT_REASON = 'Разбан';

/** «до 01.05.2026 16:00», «навсегда», «предупреждение»: a sanction's end as the log says it. */
function endText(record: SanctionRecord): string {
  if (isWarning(record)) return 'предупреждение';
  return record.endsAt === null
    ? 'навсегда'
    : `до ${formatDateTime(record.endsAt, SANCTION_TIME_ZONE)}`;
}

/**
 * «Комментарии, до 01.05.2026 16:00, правило: Спам и реклама: реклама»: what the log says of a
 * sanction, to everyone (docs/product §A2.9); the private note never.
 */
function sanctionTerms(record: SanctionRecord): string {
  const rule = siteRuleLabels[record.rule];
  return `${sanctionScopeLabels[record.scope]}, ${endText(record)}, правило: ${rule}: ${record.publicReason}`;
}

/**
 * Sanctions (docs/product §A2, ours; docs/adr/0015-sanctions-as-records.md): a person's history, giving
 * and lifting, and the ban of docs/product §3 kept in step with the `everything` scope, so every call
 * that answers `banned` answers as before.
 */
@Injectable()
export class SanctionsService {
  constructor(
    private readonly records: SanctionsRepository,
    private readonly byUser: SanctionsByUser,
    private readonly users: UsersRepository,
    private readonly usersById: UsersById,
    private readonly log: ModerationLog,
  ) {}

  /** Staff see every field and the repeat rule's suggestions; the person their own, without notes. */
  async history(viewer: Viewer, user: UserRecord): Promise<UserSanctions> {
    const own = viewer.user._id === user._id;
    // A moderator reads their own history as its person does: no notes, no suggestions.
    const staff = !own && allows(viewer, 'ban', { role: user.role });
    if (!staff && !own) throw new DomainError('forbidden', FORBIDDEN);
    const records = this.byUser.of(user._id);
    const now = new Date();
    const suggestions = staff
      ? (Object.fromEntries(
          sanctionScopes.map((scope) => [
            scope,
            suggestedSanction({ history: records, scope, now }),
          ]),
        ) as UserSanctions['suggestions'])
      : null;
    return {
      sanctions: await Promise.all(records.map((record) => this.present(record, staff))),
      suggestions,
    };
  }

  /** Gives a sanction (docs/product §A2.2–A2.3); `everything` also bans, as `PUT …/ban` does. */
  async give(viewer: Viewer, user: UserRecord, body: SanctionBody): Promise<Sanction> {
    requirePermission(viewer, 'ban', { role: user.role });
    refuseSelfTarget('ban', viewer.user._id, user._id);
    const now = new Date();
    const period = sanctionPeriod(body, now);
    if (!period.ok) throw new DomainError('invalid', period.message, { endsAt: period.message });
    const record = await this.records.insert({
      _id: newObjectId(),
      userId: user._id,
      scope: body.scope,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      rule: body.rule,
      publicReason: body.publicReason,
      privateNote: body.privateNote,
      about: body.about ?? null,
      issuedById: viewer.user._id,
      liftedAt: null,
      liftReason: null,
      liftedById: null,
    });
    if (record.scope === 'everything' && !isWarning(record)) {
      await this.keepBan(user, viewer.user._id, now, true);
    }
    await this.log.record(
      viewer,
      'sanction',
      `ограничение ${user.username} (${user._id}): ${sanctionTerms(record)}`,
      userTarget(user),
      sanctionTerms(record),
    );
    return this.present(record, true);
  }

  /** Lifts a sanction before its end, with a reason (docs/product §A2.7). */
  async lift(viewer: Viewer, sanctionId: string, reason: string): Promise<Sanction> {
    const sanction = this.byUser.find(sanctionId);
    const user = sanction && (await this.usersById.findById(sanction.userId));
    if (!sanction || !user) throw DomainError.of('notFound');
    requirePermission(viewer, 'unban', { role: user.role });
    const now = new Date();
    const refusal = liftRefusal({ sanction, viewerId: viewer.user._id, now });
    if (refusal) throw new DomainError(liftRefusals[refusal].kind, liftRefusals[refusal].message);
    const lifted = await this.records.lift(sanctionId, {
      liftedAt: now,
      liftReason: reason,
      liftedById: viewer.user._id,
    });
    // Another moderator lifted it between the check and the write.
    if (!lifted) throw new DomainError('conflict', liftRefusals.lifted.message);
    if (lifted.scope === 'everything') await this.keepBan(user, viewer.user._id, now, false);
    await this.log.record(
      viewer,
      'liftSanction',
      `снято ограничение ${user.username} (${user._id}): ${sanctionScopeLabels[lifted.scope]}: ${reason}`,
      userTarget(user),
      `${sanctionScopeLabels[lifted.scope]}: ${reason}`,
    );
    return this.present(lifted, true);
  }

  /** `PUT …/ban` (docs/product §3): the ban is also an `everything` sanction with the same end. */
  async recordBan(viewer: Viewer, user: UserRecord, expiredAt: Date, reason: string) {
    await this.records.insert({
      _id: newObjectId(),
      userId: user._id,
      scope: 'everything',
      startsAt: new Date(),
      endsAt: expiredAt,
      rule: BAN_RULE,
      publicReason: reason,
      privateNote: '',
      about: null,
      issuedById: viewer.user._id,
      liftedAt: null,
      liftReason: null,
      liftedById: null,
    });
  }

  /** `PUT …/unban`: every `everything` sanction that binds now or will is lifted with the ban. */
  async liftBan(viewer: Viewer, user: UserRecord): Promise<void> {
    const now = new Date();
    const open = this.byUser
      .of(user._id)
      .filter((record) => record.scope === 'everything' && bindsNowOrLater(record, now));
    for (const record of open) {
      await this.records.lift(record._id, {
        liftedAt: now,
        liftReason: UNBAN_LIFT_REASON,
        liftedById: viewer.user._id,
      });
    }
  }

  /**
   * Keeps `banned` (docs/product §3) as the `everything` sanctions say: until the latest end of those
   * in force ("forever" as a ban's 100 years), or none. Giving one keeps a ban that lasts longer (one
   * written before sanctions were recorded has no record); lifting one leaves only what still holds.
   */
  private async keepBan(user: UserRecord, by: string, now: Date, keepLonger: boolean) {
    const latest = this.byUser
      .of(user._id)
      .filter((record) => record.scope === 'everything' && isSanctionInForce(record, now))
      .map((record) => ({
        reason: record.publicReason,
        end: record.endsAt ?? new Date(record.startsAt.getTime() + banDurations.forever.ms),
      }))
      .sort((a, b) => b.end.getTime() - a.end.getTime())[0];
    const current = isBanActive(user.banned, now) ? user.banned : null;
    if (keepLonger && current && (!latest || current.expiredAt >= latest.end)) return;
    await this.users.update(user._id, {
      banned: latest ? { expiredAt: latest.end, reason: latest.reason, by } : null,
    });
  }

  private async present(record: SanctionRecord, staff: boolean): Promise<Sanction> {
    const [issuedBy, liftedBy] = await Promise.all([
      this.refOf(record.issuedById),
      record.liftedById ? this.refOf(record.liftedById) : null,
    ]);
    return {
      _id: record._id,
      userId: record.userId,
      scope: record.scope,
      startsAt: record.startsAt.toISOString(),
      endsAt: record.endsAt?.toISOString() ?? null,
      rule: record.rule,
      publicReason: record.publicReason,
      ...(staff && { privateNote: record.privateNote }),
      about: record.about,
      issuedBy,
      liftedAt: record.liftedAt?.toISOString() ?? null,
      liftReason: record.liftReason,
      liftedBy,
    };
  }

  private async refOf(id: string) {
    return presentRef(id, await this.usersById.findById(id));
  }
}
