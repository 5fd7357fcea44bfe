import { z } from 'zod';
import { objectIdSchema } from '../entities/common';
import {
  REPORT_TEXT_MAX,
  reportMessages,
  reportReasons,
  reportReasonsByKind,
  reportSubjectKinds,
} from './reports';

/*
 * The run-time check of a report (docs/product §A3.1, ours), apart from the rules in reports.ts so
 * that a page which only names reports (the bell's text) does not load zod.
 */

/** What a reader sends (docs/product §A3.1). */
export const reportBodySchema = z
  .strictObject({
    kind: z.enum(reportSubjectKinds, { message: reportMessages.kind }),
    id: objectIdSchema,
    reason: z.enum(reportReasons, { message: reportMessages.reason }),
    text: z
      .string({ message: reportMessages.textTooLong })
      .trim()
      .max(REPORT_TEXT_MAX, reportMessages.textTooLong)
      .default(''),
  })
  .superRefine((body, context) => {
    if (body.kind === 'novel' && body.reason === 'wrongInfo') {
      context.addIssue({
        code: 'custom',
        message: reportMessages.wrongInfoOnProject,
        path: ['reason'],
      });
    } else if (!reportReasonsByKind[body.kind].includes(body.reason)) {
      context.addIssue({
        code: 'custom',
        message: reportMessages.reasonMismatch,
        path: ['reason'],
      });
    }
    if (body.reason === 'other' && body.text === '') {
      context.addIssue({ code: 'custom', message: reportMessages.otherNeedsText, path: ['text'] });
    }
  });
export type ReportBody = z.output<typeof reportBodySchema>;
