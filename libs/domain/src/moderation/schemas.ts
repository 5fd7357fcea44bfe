import { z } from 'zod';
import { idSchema, objectIdSchema, userRefSchema } from '../entities/common';
import { sanctionDurationKeys } from './durations';
import { sanctionSubjectKinds } from './sanction';
import { sanctionScopes } from './scopes';
import { siteRules } from './site-rules';

/*
 * The run-time checks of a sanction (docs/product §A2.2, ours): the value stored and shown to
 * moderators, the body a moderator sends, and the body of a lift. Apart from the rules, so a page
 * that only shows a refusal does not load zod (docs/architecture.md § Budgets).
 */

/** The limits of a sanction's texts. The public reason is as long as a ban's may be (500). */
export const SANCTION_LIMITS = {
  publicReasonMax: 500,
  privateNoteMax: 1000,
  liftReasonMax: 500,
} as const;

/** The Russian messages of each field (ours). */
export const sanctionMessages = {
  scope: 'Выберите, что ограничить',
  rule: 'Выберите нарушенное правило',
  publicReason: 'Укажите причину, её увидит пользователь',
  publicReasonTooLong: `Причина — не длиннее ${SANCTION_LIMITS.publicReasonMax} символов`,
  privateNote: `Заметка для модераторов — не длиннее ${SANCTION_LIMITS.privateNoteMax} символов`,
  subjectKind: 'Такого объекта нет',
  duration: 'Выберите срок',
  date: 'Неверная дата',
  endChoice: 'Укажите срок или дату окончания — что-то одно',
  endsBeforeStart: 'Ограничение не может закончиться раньше, чем началось',
  liftReason: 'Укажите, почему ограничение снимается',
  liftReasonTooLong: `Причина — не длиннее ${SANCTION_LIMITS.liftReasonMax} символов`,
  liftedWithoutReason: 'У снятого ограничения должна быть причина снятия',
} as const;

const dateSchema = z.iso.datetime({ offset: true, message: sanctionMessages.date });

export const sanctionScopeSchema = z.enum(sanctionScopes, { message: sanctionMessages.scope });
export const siteRuleSchema = z.enum(siteRules, { message: sanctionMessages.rule });
export const sanctionDurationSchema = z.enum(sanctionDurationKeys, {
  message: sanctionMessages.duration,
});

const publicReasonSchema = z
  .string({ message: sanctionMessages.publicReason })
  .trim()
  .min(1, sanctionMessages.publicReason)
  .max(SANCTION_LIMITS.publicReasonMax, sanctionMessages.publicReasonTooLong);

const privateNoteSchema = z
  .string({ message: sanctionMessages.privateNote })
  .trim()
  .max(SANCTION_LIMITS.privateNoteMax, sanctionMessages.privateNote);

const liftReasonSchema = z
  .string({ message: sanctionMessages.liftReason })
  .trim()
  .min(1, sanctionMessages.liftReason)
  .max(SANCTION_LIMITS.liftReasonMax, sanctionMessages.liftReasonTooLong);

/** The object a sanction is about: a comment, a message, an article, a draft, a project. */
export const sanctionSubjectSchema = z.strictObject({
  kind: z.enum(sanctionSubjectKinds, { message: sanctionMessages.subjectKind }),
  id: objectIdSchema,
});
export type SanctionSubject = z.output<typeof sanctionSubjectSchema>;

/**
 * A sanction as shown to moderators (docs/product §A2.2), with who gave and who lifted it.
 * `privateNote` is theirs only: what the bound person is shown leaves it out, so it is optional
 * here. A lift has a time and a reason, or neither.
 */
export const sanctionSchema = z
  .object({
    _id: idSchema,
    /** The person it binds. */
    userId: idSchema,
    scope: sanctionScopeSchema,
    startsAt: dateSchema,
    /** Null: no end. Equal to the start: a warning. */
    endsAt: dateSchema.nullable(),
    rule: siteRuleSchema,
    publicReason: publicReasonSchema,
    privateNote: privateNoteSchema.optional(),
    about: z.object({ kind: z.enum(sanctionSubjectKinds), id: idSchema }).nullable(),
    /** The moderator who gave it; null once their account is gone. */
    issuedBy: userRefSchema.nullable(),
    liftedAt: dateSchema.nullable(),
    liftReason: liftReasonSchema.nullable(),
    liftedBy: userRefSchema.nullable(),
  })
  .superRefine((sanction, context) => {
    if (sanction.endsAt !== null && Date.parse(sanction.endsAt) < Date.parse(sanction.startsAt)) {
      context.addIssue({
        code: 'custom',
        message: sanctionMessages.endsBeforeStart,
        path: ['endsAt'],
      });
    }
    if ((sanction.liftedAt === null) !== (sanction.liftReason === null)) {
      context.addIssue({
        code: 'custom',
        message: sanctionMessages.liftedWithoutReason,
        path: ['liftReason'],
      });
    }
  });
export type Sanction = z.output<typeof sanctionSchema>;

/**
 * What a moderator sends to sanction someone (docs/product §A2.2, §A2.3): the scope, the rule, the
 * reasons, what it is about, and either a duration from the list or an explicit end; the start is
 * the moment the API receives it (`sanctionPeriod`).
 */
export const sanctionBodySchema = z
  .strictObject({
    scope: sanctionScopeSchema,
    rule: siteRuleSchema,
    publicReason: publicReasonSchema,
    privateNote: privateNoteSchema.default(''),
    about: sanctionSubjectSchema.optional(),
    duration: sanctionDurationSchema.optional(),
    endsAt: dateSchema.optional(),
  })
  .superRefine((body, context) => {
    if ((body.duration === undefined) === (body.endsAt === undefined)) {
      context.addIssue({ code: 'custom', message: sanctionMessages.endChoice, path: ['duration'] });
    }
  });
export type SanctionBody = z.output<typeof sanctionBodySchema>;

/** What a moderator sends to lift a sanction: why (docs/product §A2.7); the lift is logged with it. */
export const sanctionLiftBodySchema = z.strictObject({ reason: liftReasonSchema });
export type SanctionLiftBody = z.output<typeof sanctionLiftBodySchema>;

/**
 * A sanction as the bound person's session carries it (docs/product §A2.4): what the site needs to
 * refuse in place, with the text `sanctionRefusal` writes. No note, no moderator.
 */
export const sanctionNoticeSchema = z.object({
  _id: idSchema,
  scope: sanctionScopeSchema,
  startsAt: dateSchema,
  endsAt: dateSchema.nullable(),
  rule: siteRuleSchema,
  publicReason: z.string(),
});
export type SanctionNotice = z.output<typeof sanctionNoticeSchema>;
