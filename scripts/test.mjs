#!/usr/bin/env node
// `npm test`: install what is missing, then lint, format check (Prettier), declared dependencies, typecheck, build, unit tests and browser tests, each counted.
// The last line is always `N passed, N failed`: individual Vitest tests (unit + e2e), plus lint, format, dependencies, typecheck
// and build as one test each. Plain Node ESM with no dependencies, because it runs before `npm ci`.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './lib/paths.mjs'
import { onStopRequest, run, stopGroup } from './lib/processes.mjs'
import { ensureNodeModules } from './lib/install-node-modules.mjs'
import { ensureChromium } from './lib/install-chromium.mjs'
import { ensurePostgresql } from './lib/install-postgresql.mjs'
import { countVitestReport } from './lib/vitest-report.mjs'

const started = Date.now()
// CI gives the job 90 minutes; leave room for the summary and for the CI machine itself.
const BUDGET_MS = 85 * 60_000
const REPORTS = path.join(ROOT, '.foyer', 'reports')

/** @type {{ name: string, passed: number, failed: number, skipped: number, ms: number, notes: string[] }[]} */
const results = []
let current

function banner(text) {
  console.log(`\n\x1b[1m━━ ${text} ━━\x1b[0m`)
}

function remaining(capMs) {
  return Math.max(1000, Math.min(capMs, BUDGET_MS - (Date.now() - started)))
}

async function step(name, command, args, capMs) {
  banner(`${name}: ${command} ${args.join(' ')}`)
  const result = await run(command, args, {
    cwd: ROOT,
    timeoutMs: remaining(capMs),
    onStart: (child) => (current = child),
  })
  current = undefined
  return result
}

function describeExit(result) {
  if (result.timedOut) return 'timed out'
  if (result.error) return result.error.message
  return `exit ${result.code ?? result.signal}`
}

/** lint, typecheck and build: one test each. */
async function commandStep(name, command, args, capMs) {
  const result = await step(name, command, args, capMs)
  const ok = result.code === 0 && !result.timedOut
  results.push({
    name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    ms: result.ms,
    notes: ok ? [] : [describeExit(result)],
  })
}

/** A Vitest run: every test counts, read from its JSON report. */
async function vitestStep(name, configArgs, capMs) {
  const reportFile = path.join(REPORTS, `${name}.json`)
  fs.rmSync(reportFile, { force: true })
  const args = [
    'vitest',
    'run',
    ...configArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]
  const result = await step(name, 'npx', args, capMs)
  const counts = countVitestReport(reportFile, result.timedOut ? null : result.code)
  if (result.timedOut) counts.notes.unshift('timed out')
  results.push({ name, ...counts, ms: result.ms })
}

function failWithoutRunning(name, message) {
  banner(`${name}: not run`)
  console.log(`[foyer] ${message}`)
  results.push({ name, passed: 0, failed: 1, skipped: 0, ms: 0, notes: [message] })
}

function summary() {
  banner('Summary')
  const rows = [
    ['step', 'passed', 'failed', 'skipped', 'time'],
    ...results.map((r) => [
      r.name,
      String(r.passed),
      String(r.failed),
      String(r.skipped),
      `${(r.ms / 1000).toFixed(1)} s`,
    ]),
  ]
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  for (const row of rows)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '))
  for (const r of results) for (const note of r.notes) console.log(`  ${r.name}: ${note}`)
  console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const passed = results.reduce((n, r) => n + r.passed, 0)
  const failed = results.reduce((n, r) => n + r.failed, 0)
  console.log(`${passed} passed, ${failed} failed`)
  return failed
}

onStopRequest(async (reason) => {
  console.log(`\n[foyer] ${reason}: stopping`)
  if (current) await stopGroup(current)
  results.push({ name: 'interrupted', passed: 0, failed: 1, skipped: 0, ms: 0, notes: [`stopped: ${reason}`] })
  summary()
  process.exit(130)
})

fs.mkdirSync(REPORTS, { recursive: true })

banner('Install')
const modules = await ensureNodeModules()
console.log(`[foyer] ${modules.message}`)
if (!modules.ok) {
  results.push({
    name: 'install',
    passed: 0,
    failed: 1,
    skipped: 0,
    ms: Date.now() - started,
    notes: [modules.message],
  })
  process.exit(summary() > 0 ? 1 : 0)
}
const chromium = await ensureChromium()
console.log(
  chromium.ok
    ? `[foyer] ${chromium.message}`
    : `[foyer] could not get Chromium: ${chromium.message}. The browser tests will not run and count as 1 failed.`,
)

const postgresql = await ensurePostgresql()
console.log(
  postgresql.ok
    ? `[foyer] ${postgresql.message}`
    : `[foyer] could not get PostgreSQL: ${postgresql.message}. The server tests on PostgreSQL will fail.`,
)

await commandStep('lint', 'npx', ['eslint', '.'], 10 * 60_000)
await commandStep('format', 'npx', ['prettier', '--check', '.'], 5 * 60_000)
await commandStep('dependencies', 'node', ['scripts/lib/check-dependencies.mjs'], 60_000)
await commandStep('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], 10 * 60_000)
await commandStep('build', 'npm', ['run', 'build', '--workspaces', '--if-present'], 15 * 60_000)
// Vitest runs one file at a time on 2 cores (its default is one worker fewer than the cores); the unit suite took
// 1112 s in a fresh clone and went past 20 minutes once the smart-account and permissions suites came (each starts anvil
// and alto). 35 minutes leaves it room while the whole run stays well inside CI's 90.
await vitestStep('unit', [], 35 * 60_000)
if (chromium.ok) await vitestStep('e2e', ['--config', 'e2e/vitest.config.ts'], 30 * 60_000)
else failWithoutRunning('e2e', `browser tests need Chromium: ${chromium.message}`)

process.exit(summary() > 0 ? 1 : 0)
