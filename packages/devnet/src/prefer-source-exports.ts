import { register } from 'node:module'

// Run from its TypeScript sources (tsx: `npm run devnet`, `npm start`), the CLI must load other workspace packages
// (@foyer/dev-wallet) from their sources too, as vitest and tsc do through the 'source' export condition. Plain tsx
// ignores that condition and would load their dist/: missing on a fresh clone, stale after an edit. Only @foyer/*
// specifiers get the condition, so third-party packages resolve exactly as before.
const HOOK = `export async function resolve(specifier, context, next) {
  if (!specifier.startsWith('@foyer/') || context.conditions.includes('source')) return next(specifier, context)
  return next(specifier, { ...context, conditions: ['source', ...context.conditions] })
}`

let registered = false

/** Adds the 'source' condition for @foyer/* imports made after this call (use dynamic import()). */
export function preferSourceExports(): void {
  if (registered) return
  registered = true
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`)
}
