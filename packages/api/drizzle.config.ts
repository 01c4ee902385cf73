import { defineConfig } from 'drizzle-kit';

// Generating migrations only reads the schema; no database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/api/src/db/schema.ts',
  out: './packages/api/src/db/migrations',
  casing: 'snake_case',
});
