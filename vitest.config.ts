// Unit tests: next to the code in every package. Workspace packages resolve to their TypeScript sources through the
// "source" export condition, so tests never need a build first.
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import './scripts/lib/node20-polyfills.mjs'

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Node-environment tests are transformed by Vite's SSR environment, which has its own conditions. Vitest also hands
  // them to Node (--conditions) for the packages it leaves to Node; 'module' is a bundler's hint that Node's require()
  // would then follow into ESM builds Node cannot load (@opentelemetry/api's, required by prom-client), so it is left out.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
})
