import { z } from 'zod';
import { idSchema, isoDateSchema, objectIdSchema, userRefSchema } from '../entities/common';
import { reportBodySchema } from '../moderation/report-schemas';
import {
  REPORT_NOTE_MAX,
  reportMessages,
  reportReasons,
  reportSubjectKinds,
} from '../moderation/reports';
import { reportResolutions } from '../moderation/report-resolutions';
import { defineEndpoint, type Endpoint } from './endpoint';

/*
 * The reports calls (docs/product §A3, ours): a reader reports; staff read the queue, take a case so
 * that two moderators do not handle it at once, and resolve it, which is logged and told to the
 * reporters.
 */

/** What was reported, as the queue names and links it. */
export const reportSubjectSchema = z.object({
  kind: z.enum(reportSubjectKinds),
  id: idSchema,
  /** Its title, its author's name or its opening words, for the moderator. */
  name: z.string(),
  /** The page it is on; null when it has none a moderator can open (a private message). */
  href: z.string().nullable(),
  /** Its author or owner, when it has one: the person a sanction would be about. */
  author: userRefSchema.nullable(),
});

/** One reader's report in a case. */
export const reportEntrySchema = z.object({
  reporter: userRefSchema,
  reason: z.enum(reportReasons),
  text: z.string(),
  at: isoDateSchema,
});

/** Everything reported about one thing, with its weight and who is handling it. */
export const reportCaseSchema = z.object({
  /** `{kind}:{id}`: the case's address in the calls below. */
  _id: z.string(),
  subject: reportSubjectSchema,
  reports: z.array(reportEntrySchema),
  weight: z.number().min(0),
  status: z.enum(['open', 'resolved']),
  claimedBy: userRefSchema.nullable(),
  claimedAt: isoDateSchema.nullable(),
  resolution: z.enum(reportResolutions).nullable(),
  resolvedBy: userRefSchema.nullable(),
  resolvedAt: isoDateSchema.nullable(),
  note: z.string(),
});
export type ReportCase = z.output<typeof reportCaseSchema>;

export const sendReportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reports',
  summary: 'Report a comment, a message, an article, a project page or a profile to moderators',
  description:
    'Ours (docs/product §A3.1). One report per reader and thing: a second one replaces the first. Limited per day.',
  body: reportBodySchema,
  response: z.object({ received: z.literal(true), message: z.literal(reportMessages.received) }),
  permission: 'report',
  rateLimits: [{ bucket: 'reports', per: 'user' }],
  errors: ['notFound'],
});

export const reportCasesQuerySchema = z.strictObject({
  status: z.enum(['open', 'resolved']).default('open'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** The queue's page size (ours). */
export const REPORT_CASES_PAGE_SIZE = 20;

export const reportCasesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reports',
  summary: 'The reports queue: open cases heaviest first, or resolved ones newest first (staff)',
  description: 'Ours (docs/product §A3.2).',
  query: reportCasesQuerySchema,
  response: z.object({ cases: z.array(reportCaseSchema), count: z.number().int().min(0) }),
  permission: 'viewReports',
});

/** A case's address: what was reported. */
export const reportCaseParamsSchema = z.strictObject({
  kind: z.enum(reportSubjectKinds, { message: reportMessages.kind }),
  id: objectIdSchema,
});

export const claimReportCaseEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reports/{kind}/{id}/claim',
  summary: 'Take a reports case, so other moderators leave it (staff)',
  description:
    'Ours (docs/product §A3.3). 409 while another moderator holds it (a claim lapses after 30 minutes) or once it is resolved.',
  params: reportCaseParamsSchema,
  response: reportCaseSchema,
  permission: 'viewReports',
  errors: ['conflict'],
});

export const reportResolutionBodySchema = z.strictObject({
  resolution: z.enum(reportResolutions, { message: 'Выберите решение' }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, `Пояснение — не длиннее ${REPORT_NOTE_MAX} символов`)
    .default(''),
});

export const resolveReportCaseEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reports/{kind}/{id}/resolve',
  summary: 'Resolve a reports case; its reporters are told (staff)',
  description:
    'Ours (docs/product §A3.3). Records the decision (removed, edited, sanctioned, dismissed) in the moderation log and tells each reporter. 409 when another moderator holds it or it is resolved already.',
  params: reportCaseParamsSchema,
  body: reportResolutionBodySchema,
  response: reportCaseSchema,
  permission: 'viewReports',
  errors: ['conflict'],
});

export const reportsEndpoints: readonly Endpoint[] = [
  sendReportEndpoint,
  reportCasesEndpoint,
  claimReportCaseEndpoint,
  resolveReportCaseEndpoint,
];
