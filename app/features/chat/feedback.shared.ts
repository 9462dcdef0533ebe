/**
 * Feedback on a reply (ADR 019): the body of `POST /api/messages/{id}/feedback`, validated the
 * same way on the screen and the server, and the shape the API returns.
 */
import { z } from 'zod'

export const FEEDBACK_RATINGS = ['up', 'down'] as const
export const FEEDBACK_REASONS = ['wrong', 'outdated', 'unhelpful', 'other'] as const
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number]
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number]

/** Room for a few sentences; longer is not a comment on one reply. */
export const MAX_FEEDBACK_COMMENT_LENGTH = 2000

export const feedbackBodySchema = z
  .object({
    rating: z.enum(FEEDBACK_RATINGS),
    reason: z.enum(FEEDBACK_REASONS).nullish(),
    comment: z
      .string()
      .refine((text) => [...text].length <= MAX_FEEDBACK_COMMENT_LENGTH)
      .nullish(),
  })
  .strict()
  // A reason says what was wrong: only a thumbs-down has one.
  .refine((body) => body.rating === 'down' || !body.reason, { path: ['reason'] })

export type FeedbackBody = z.infer<typeof feedbackBodySchema>

/** The caller's feedback on one reply, as `GET /api/threads/{id}` and the POST return it. */
export interface MessageFeedbackView {
  messageId: string
  rating: FeedbackRating
  reason: FeedbackReason | null
  comment: string | null
  createdAt: string
  updatedAt: string
}
