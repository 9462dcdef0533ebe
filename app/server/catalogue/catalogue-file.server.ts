/**
 * The shape of a chat-catalogue file (`opsai seed catalogue --file`, db/seeds/catalogue.yaml):
 * categories, then custom, FAQ and ops chats referring to them by id.
 */
import { z } from 'zod'
import { displayNameSchema } from '../tenancy/fields.server'

const keySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, 'errors.fields.lowerCaseId')

const chatBase = {
  keyword: keySchema,
  name: displayNameSchema,
  /** The English display name (ADR 020); absent: the Japanese name is shown in English too. */
  nameEn: displayNameSchema.nullable().optional(),
  /** A category id of this file or of the database. */
  category: keySchema.optional(),
  description: z.string().max(2000).default(''),
  /** The system prompt (for ops chats: the operations playbook). */
  prompt: z.string().max(20_000).default(''),
  /** Absent: the application's default model. */
  model: z.string().trim().min(1).max(200).optional(),
  enabled: z.boolean().default(true),
  position: z.number().int().default(0),
}

export const customChatSchema = z.object({
  kind: z.literal('custom'),
  ...chatBase,
  /** Example requests shown under the input box. */
  inputHints: z.array(z.string().min(1).max(200)).max(10).default([]),
})

export const FAQ_ENTRY_LIMITS = { question: 1000, answer: 10_000, alternates: 20 } as const

/** Each wording once, none the question itself (retrieval would score it twice for nothing). */
export function distinctAlternates(question: string, alternates: readonly string[]): string[] {
  return [...new Set(alternates)].filter((alternate) => alternate !== question)
}

export const faqEntrySchema = z
  .object({
    question: z.string().trim().min(1).max(FAQ_ENTRY_LIMITS.question),
    answer: z.string().trim().min(1).max(FAQ_ENTRY_LIMITS.answer),
    /** Other wordings of the question; retrieval matches them too. */
    alternateQuestions: z
      .array(z.string().trim().min(1).max(FAQ_ENTRY_LIMITS.question))
      .max(FAQ_ENTRY_LIMITS.alternates)
      .default([]),
  })
  .transform((entry) => ({
    ...entry,
    alternateQuestions: distinctAlternates(entry.question, entry.alternateQuestions),
  }))

export const faqChatSchema = z.object({
  kind: z.literal('faq'),
  ...chatBase,
  faqs: z.array(faqEntrySchema).min(1, 'errors.fields.faqNeedsEntry'),
  retrieval: z
    .object({
      limit: z.number().int().min(1).max(20).default(3),
      threshold: z.number().min(0).max(1).default(0.3),
    })
    .default({ limit: 3, threshold: 0.3 }),
})

export const opsChatSchema = z.object({ kind: z.literal('ops'), ...chatBase })

export const catalogueChatSchema = z.discriminatedUnion('kind', [
  customChatSchema,
  faqChatSchema,
  opsChatSchema,
])
export type CatalogueChat = z.infer<typeof catalogueChatSchema>

export const categorySchema = z.object({
  id: keySchema,
  name: displayNameSchema,
  /** The English display name (ADR 020); absent: the Japanese name is shown in English too. */
  nameEn: displayNameSchema.nullable().optional(),
  description: z.string().max(2000).default(''),
  position: z.number().int().default(0),
})

export const catalogueFileSchema = z
  .object({
    categories: z.array(categorySchema).default([]),
    chats: z.array(catalogueChatSchema).default([]),
  })
  .superRefine((file, context) => {
    const seen = new Set<string>()
    file.chats.forEach((chat, index) => {
      const key = `${chat.kind}:${chat.keyword}`
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['chats', index, 'keyword'],
          message: 'errors.fields.appearsTwice',
          params: { key },
        })
      }
      seen.add(key)
    })
  })
export type CatalogueFile = z.infer<typeof catalogueFileSchema>
export type CatalogueFileInput = z.input<typeof catalogueFileSchema>
