import { z } from 'zod';
import { idSchema, imageRefSchema, isoDateSchema, userRefSchema } from './common';

/** A private message (docs/product §3); the body is sanitised HTML/markup. */
export const messageSchema = z.object({
  _id: idSchema,
  from: userRefSchema,
  to: userRefSchema,
  body: z.string(),
  attachedImages: z.array(imageRefSchema).default([]),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Message = z.infer<typeof messageSchema>;

/** A conversation partner with the number of unread messages from them (§3). */
export const contactSchema = z.object({
  _id: idSchema,
  user: userRefSchema,
  unreadMessages: z.number().int().min(0).default(0),
});
export type Contact = z.infer<typeof contactSchema>;

/** A notification (§3). Which reference is set depends on the type. */
export const userEventSchema = z.object({
  _id: idSchema,
  type: z.string().min(1),
  createdAt: isoDateSchema,
  createdBy: userRefSchema.nullable().optional(),
  post: idSchema.nullable().optional(),
  novel: idSchema.nullable().optional(),
  draft: idSchema.nullable().optional(),
  postDraft: idSchema.nullable().optional(),
  comment: idSchema.nullable().optional(),
  answerComment: idSchema.nullable().optional(),
  parentComment: idSchema.nullable().optional(),
  status: z.string().optional(),
});
export type UserEvent = z.infer<typeof userEventSchema>;

/** The notification list (§3). */
export const userEventsSchema = z.object({
  events: z.array(userEventSchema),
  eventsCount: z.number().int().min(0),
  eventsViewedAt: isoDateSchema.nullable(),
  newEventsCount: z.number().int().min(0),
  timeStamp: z.number().optional(),
});
export type UserEvents = z.infer<typeof userEventsSchema>;

/** `GET /api/captcha`: an id and the challenge as an SVG image (§7). */
export const captchaSchema = z.object({ id: idSchema, code: z.string().min(1) });
export type Captcha = z.infer<typeof captchaSchema>;

/** A ban: why and until when (§3). */
export const banSchema = z.object({ reason: z.string().trim().min(1), expiredAt: isoDateSchema });
export type Ban = z.infer<typeof banSchema>;
