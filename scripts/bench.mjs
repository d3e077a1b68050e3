#!/usr/bin/env node
// `npm run bench`: bundle size of the demo, then (with Chromium and the demo available) modal-open and All Wallets search
// timings in the browser against the built demo on the devnet. Prints the tables and writes bench/results.md.
// Benchmarks are measurements, not tests: the exit code is non-zero only when a benchmark could not run.
// `npm run bench -- --only size` measures the bundle size alone (no devnet, no browser, no port) and replaces only
// that section of bench/results.md; `--only server` does the same for the server bench (its own devnet and server on
// free ports) and the indexer catch-up (its own anvil on a free port, PGlite in memory), `--only wallets` for the
// wallet directory search (its own server on a free port), `--only account` for the Account view open (the demo's
// server and the built demo on their fixed ports, as the e2e tests use them), `--only all-wallets` and `--only swap`
// likewise, `--only modal` for the modal open against the plain React baseline and `--only search` for the All Wallets
// search (the devnet, the demo's server and the built demo, as `npm start` runs them).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_PATH, ROOT } from './lib/paths.mjs'
import { ensureNodeModules } from './lib/install-node-modules.mjs'
import { demoConfigExists } from './lib/demo-server.mjs'
import { onStopRequest } from './lib/processes.mjs'

const modules = await ensureNodeModules()
if (!modules.ok) {
  console.error(`[bench] ${modules.message}`)
  process.exit(1)
}
// Imported after the install check: these need esbuild and playwright-core.
const { INITIAL_TARGET_GZ, measureBundleSize } = await import('../bench/bundle-size.mjs')
const { measureViteBundleSize } = await import('../bench/bundle-size-vite.mjs')
const { kB, table, writeResults } = await import('../bench/results-md.mjs')
const { MODAL_OPEN_TITLE, modalOpenSection } = await import('../bench/modal-open.mjs')
const { WALLET_SEARCH_TITLE, walletSearchSection } = await import('../bench/wallet-search.mjs')
const { walletConnectSection } = await import('../bench/walletconnect.mjs')
const { startDemoStack } = await import('../bench/demo-stack.mjs')
const { describeCommit } = await import('../bench/commit.mjs')

// Read before anything is built: the code this run measures.
const commit = describeCommit(ROOT)

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
const ONLY = ['size', 'server', 'wallets', 'account', 'all-wallets', 'swap', 'modal', 'search']
// `--only modal,search` runs several (the browser ones then share one devnet, server and demo).
const onlyList = only?.split(',')
const wants = (name) => onlyList?.includes(name) ?? false
if (onlyList !== undefined && !onlyList.every((name) => ONLY.includes(name))) {
  console.error(`[bench] --only takes ${ONLY.map((name) => `"${name}"`).join(', ')}, not ${JSON.stringify(only)}`)
  process.exit(2)
}

const sections = []
let failures = 0

function fail(title, error) {
  failures++
  console.error(`[bench] ${title}: ${error.stack ?? error}`)
  sections.push({ title, body: `Not measured: ${String(error.message ?? error).split('\n')[0]}` })
}

// 1. Bundle size
if (only === undefined || wants('size')) {
  const title = 'Bundle size (demo entry, esbuild, minified, gzip -9)'
  try {
    const size = await measureBundleSize({ root: ROOT })
    const viteSize = size.skipped ? undefined : await measureViteBundleSize({ root: ROOT })
    if (size.skipped) {
      console.log(`[bench] bundle size skipped: ${size.skipped}`)
      sections.push({ title, body: `Skipped: ${size.skipped}.` })
    } else {
      const verdict = (gz) => (gz <= INITIAL_TARGET_GZ ? 'within' : '**over**')
      const summary = table(
        ['what', 'gzip', 'target'],
        [
          [
            `initial JS, esbuild (entry + static imports, ${size.initialChunks} chunk(s))`,
            kB(size.initialGz),
            `≤ ${kB(INITIAL_TARGET_GZ)} (${verdict(size.initialGz)})`,
          ],
          ...(viteSize && !viteSize.skipped
            ? [
                [
                  `initial JS, Vite/Rolldown (entry + static imports, ${viteSize.initialChunks} chunk(s))`,
                  kB(viteSize.initialGz),
                  `≤ ${kB(INITIAL_TARGET_GZ)} (${verdict(viteSize.initialGz)})`,
                ],
              ]
            : []),
          [`all JS chunks, esbuild (${size.totalChunks})`, kB(size.totalGz), ''],
          ...(viteSize && !viteSize.skipped
            ? [[`all JS chunks, Vite/Rolldown (${viteSize.totalChunks})`, kB(viteSize.totalGz), '']]
            : []),
        ],
      )
      const perPackage = table(
        ['package', 'initial min', 'initial gz≈', 'all min', 'all gz≈'],
        size.packages.map((p) => [p.name, kB(p.initialBytes), kB(p.initialGz), kB(p.totalBytes), kB(p.totalGz)]),
      )
      sections.push({
        title,
        body: [
          'apps/demo/src/main.tsx bundled by esbuild (bundle, minify, ESM, code splitting, `source` condition) with react',
          'and react-dom external. "Initial" is the entry chunk plus the chunks it imports statically (what loads before',
          'the modal opens); lazy views are in the other chunks. The same entry is also bundled by Vite (Rolldown), the',
          "demo's own bundler. esbuild puts code that the entry can reach through any static import or re-export (a",
          "package index, a library's barrel) and that a lazy chunk uses into the initial chunks, so a package entry must",
          'not import a library it loads on demand: @foyer/evm loads wagmi and viem in setup() and on first use, and its',
          'entry imports neither (packages/evm/src/entry.test.ts).',
          '',
          summary,
          '',
          'Per package: "min" sums the minified bytes each package\'s files contribute to the chunks (esbuild metafile',
          '`bytesInOutput`); "gz≈" shares each chunk\'s gzip size out in proportion to those bytes, so it is an estimate.',
          '',
          perPackage,
        ].join('\n'),
      })
    }
  } catch (error) {
    fail(title, error)
  }
}

// 2. The server (@foyer/server under autocannon)
if (only === undefined || wants('server')) {
  const { SERVER_SECTION_TITLE, serverSection } = await import('../bench/server-section.mjs')
  try {
    sections.push({ title: SERVER_SECTION_TITLE, body: await serverSection({ root: ROOT }) })
  } catch (error) {
    fail(SERVER_SECTION_TITLE, error)
  }
  const { INDEXER_SECTION_TITLE, indexerSection } = await import('../bench/server-indexer.mjs')
  try {
    sections.push({ title: INDEXER_SECTION_TITLE, body: await indexerSection() })
  } catch (error) {
    fail(INDEXER_SECTION_TITLE, error)
  }
}

// 2b. The wallet directory's search (GET /v1/wallets under autocannon)
if (only === undefined || wants('wallets')) {
  const { WALLETS_SECTION_TITLE, walletsSection } = await import('../bench/server-wallets.mjs')
  try {
    sections.push({ title: WALLETS_SECTION_TITLE, body: await walletsSection() })
  } catch (error) {
    fail(WALLETS_SECTION_TITLE, error)
  }
}

// 2c. Account view open (its own devnet, the demo's server and the built demo on the fixed ports)
if ((only === undefined && fs.existsSync(CHROMIUM_PATH) && demoConfigExists()) || wants('account')) {
  const { ACCOUNT_SECTION_TITLE, runAccountSection } = await import('../bench/account-open.mjs')
  try {
    sections.push({ title: ACCOUNT_SECTION_TITLE, body: await runAccountSection() })
  } catch (error) {
    fail(ACCOUNT_SECTION_TITLE, error)
  }
}

// 2d. All Wallets open over the directory (its own devnet, the demo's server and the built demo on the fixed ports);
// `--only all-wallets` runs it alone.
if ((only === undefined && fs.existsSync(CHROMIUM_PATH) && demoConfigExists()) || wants('all-wallets')) {
  const { ALL_WALLETS_OPEN_TITLE, runAllWalletsOpenSection } = await import('../bench/all-wallets-open.mjs')
  try {
    sections.push({ title: ALL_WALLETS_OPEN_TITLE, body: await runAllWalletsOpenSection() })
  } catch (error) {
    fail(ALL_WALLETS_OPEN_TITLE, error)
  }
}

// 2e. Swap view open → quote painted (its own devnet, the demo's server and the built demo on the fixed ports);
// `--only swap` runs it alone.
if ((only === undefined && fs.existsSync(CHROMIUM_PATH) && demoConfigExists()) || wants('swap')) {
  const { SWAP_QUOTE_TITLE, runSwapQuoteSection } = await import('../bench/swap-quote.mjs')
  try {
    sections.push({ title: SWAP_QUOTE_TITLE, body: await runSwapQuoteSection() })
  } catch (error) {
    fail(SWAP_QUOTE_TITLE, error)
  }
}

// 3. Browser benchmarks against the built demo on the devnet, with the demo's server (as `npm start` runs them):
// modal open, All Wallets search (`--only modal`, `--only search` run one alone) and WalletConnect.
const browserSections = [
  { only: 'modal', title: MODAL_OPEN_TITLE, run: modalOpenSection },
  { only: 'search', title: WALLET_SEARCH_TITLE, run: walletSearchSection },
  { only: undefined, title: 'WalletConnect (dev relay)', run: walletConnectSection },
].filter((section) => only === undefined || wants(section.only))
if (browserSections.length > 0) {
  const browserTitles = browserSections.map((section) => section.title)
  if (!fs.existsSync(CHROMIUM_PATH)) {
    for (const title of browserTitles)
      sections.push({ title, body: `Not measured: ${CHROMIUM_PATH} is missing (apt-get install -y chromium).` })
    failures++
  } else if (!demoConfigExists()) {
    for (const title of browserTitles)
      sections.push({ title, body: 'Not measured: apps/demo/vite.config.ts does not exist yet.' })
    failures++
  } else {
    let stack
    onStopRequest((reason) => Promise.resolve(stack?.stop()).then(() => process.exit(reason === 'SIGINT' ? 130 : 143)))
    try {
      stack = await startDemoStack()
      for (const section of browserSections) {
        try {
          sections.push({ title: section.title, body: await section.run(stack) })
        } catch (error) {
          fail(section.title, error)
        }
      }
    } catch (error) {
      for (const title of browserTitles) if (!sections.some((s) => s.title === title)) fail(title, error)
    } finally {
      await stack?.stop()
    }
  }
}

if (only !== undefined) {
  const file = path.join(ROOT, 'bench', 'results.md')
  const stamp = `Measured ${new Date().toISOString()} at commit ${commit} with \`npm run bench -- --only ${only}\`.`
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  for (const section of sections) {
    const body = `## ${section.title}\n\n${stamp}\n\n${section.body}\n`
    // The other sections keep their last full run's figures.
    const start = text.indexOf(`## ${section.title}`)
    const end = start < 0 ? -1 : text.indexOf('\n## ', start + 1)
    text =
      start < 0 ? `${text.trimEnd()}\n\n${body}` : `${text.slice(0, start)}${body}${end < 0 ? '' : text.slice(end)}`
    console.log(`\n${body}`)
  }
  fs.writeFileSync(file, text)
  console.log(`[bench] replaced the ${only} section of bench/results.md`)
  process.exit(failures > 0 ? 1 : 0)
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'CPU'}, Node ${process.version}`
const text = writeResults(path.join(ROOT, 'bench', 'results.md'), sections, { machine, commit })
console.log(`\n${text}`)
console.log('[bench] wrote bench/results.md')
process.exit(failures > 0 ? 1 : 0)
