// Unit tests: next to the code in every package. Workspace packages resolve to their TypeScript sources through the
// "source" export condition, so tests never need a build first.
import { defineConfig } from 'vitest/config'
import './scripts/lib/node20-polyfills.mjs'

const conditions = ['source', 'module', 'browser', 'development|production']
const ssrConditions = ['source', 'module', 'node', 'development|production']

export default defineConfig({
  resolve: { conditions },
  // Node-environment tests are transformed by Vite's SSR environment, which has its own conditions.
  ssr: { resolve: { conditions: ssrConditions } },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
})
