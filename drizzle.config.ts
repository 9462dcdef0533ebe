import { defineConfig } from 'drizzle-kit'

// Migrations are generated offline from the schema and committed (ADR 001); CI regenerates
// them and fails when the schema and the committed SQL disagree.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
})
