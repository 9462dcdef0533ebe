-- Custom SQL migration file, put your code below! --
-- Trigram indexes on FAQ entries (db/schema/catalogue.ts) need pg_trgm; PGlite loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
