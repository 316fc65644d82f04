import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @organizator/api db:generate` writes a new versioned migration into api/drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
