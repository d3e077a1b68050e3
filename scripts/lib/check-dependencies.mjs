// Every package a workspace imports is declared in that workspace's package.json, and nothing it declares goes unused.
// Hoisting makes an undeclared import work here and break for a host that installs the package alone; an unused
// dependency is weight every host downloads. Plain Node (no dependencies), so `npm test` can run it as one step.
import fs from 'node:fs'
import path from 'node:path'
import { builtinModules } from 'node:module'
import { ROOT } from './paths.mjs'

const SOURCE = /\.(m?[jt]sx?)$/
/** Test code may also use devDependencies: test files, test helpers and fixtures. */
const TEST_CODE = /(\.test\.[jt]sx?$|\.browser\.test\.|\/test\/|\/fixtures\/|\.e2e\.ts$)/
// Static imports, re-exports, dynamic imports and `declare module` augmentations of a bare specifier.
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"\s]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"\s]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"\s]+)['"]/gm
const BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)])

/**
 * Declared but never imported, and still needed: binaries run by path, type-only packages, peer copies for the
 * workspace's own tests. Each entry says why.
 * @type {Record<string, Record<string, string>>}
 */
export const USED_WITHOUT_IMPORT = {
  'packages/devnet': {
    '@foundry-rs/anvil': 'the anvil binary inside the package is started by path',
    '@pimlico/alto': 'the bundler CLI inside the package is started by path',
  },
  'packages/react': {
    react: 'peer dependency, installed for the package tests',
    'react-dom': 'peer dependency, installed for the package tests',
    '@types/qrcode': 'types of qrcode',
  },
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageOf(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts')) yield full
  }
}

/** Bare package names a source text imports. */
export function importsOf(text) {
  const found = new Set()
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3]
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('/') || BUILTINS.has(specifier)) continue
    if (specifier.startsWith('virtual:') || specifier.startsWith('#')) continue
    found.add(packageOf(specifier))
  }
  return found
}

/** @returns {{ workspace: string, problem: string }[]} */
export function checkWorkspace(workspaceDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(workspaceDir, 'package.json'), 'utf8'))
  const name = manifest.name
  const runtime = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ])
  const dev = new Set(Object.keys(manifest.devDependencies ?? {}))
  const relative = path.relative(ROOT, workspaceDir)
  const exempt = USED_WITHOUT_IMPORT[relative] ?? {}
  const used = new Set()
  const problems = []
  for (const file of files(workspaceDir)) {
    const fileRel = path.relative(workspaceDir, file)
    const isTest = TEST_CODE.test(`/${fileRel}`) || !fileRel.startsWith('src')
    for (const pkg of importsOf(fs.readFileSync(file, 'utf8'))) {
      if (pkg === name) continue
      used.add(pkg)
      if (runtime.has(pkg) || (isTest && dev.has(pkg))) continue
      if (dev.has(pkg)) problems.push(`${fileRel} imports ${pkg}, which is only a devDependency`)
      else problems.push(`${fileRel} imports ${pkg}, which ${name}'s package.json does not declare`)
    }
  }
  for (const pkg of [...runtime, ...dev])
    if (!used.has(pkg) && !exempt[pkg] && !pkg.startsWith('@types/'))
      problems.push(`${pkg} is declared but never imported`)
  return problems.map((problem) => ({ workspace: relative, problem }))
}

export function checkAllWorkspaces() {
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  return root.workspaces.flatMap((w) => checkWorkspace(path.join(ROOT, w)))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkAllWorkspaces()
  for (const { workspace, problem } of problems) console.log(`${workspace}: ${problem}`)
  console.log(
    problems.length ? `${problems.length} dependency problem(s)` : 'every import is declared, every dependency used',
  )
  process.exit(problems.length ? 1 : 0)
}
