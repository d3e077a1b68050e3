// Bundle size of the demo as a host app would ship it: esbuild bundles apps/demo/src/main.tsx (minified ESM, code
// splitting, workspace packages from source) with react and react-dom external, since every React host already has them.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { build } from 'esbuild'

export const INITIAL_TARGET_GZ = 120 * 1024
const ENTRY = 'apps/demo/src/main.tsx'
const EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*']

const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length

/** `packages/core/src/x.ts` → `@foyer/core`; `node_modules/@scope/name/…` → `@scope/name`; the demo's own files → `demo`. */
export function packageOf(inputPath) {
  const parts = inputPath.split('/')
  const nm = parts.lastIndexOf('node_modules')
  if (nm >= 0) return parts[nm + 1]?.startsWith('@') ? `${parts[nm + 1]}/${parts[nm + 2]}` : parts[nm + 1]
  if (parts[0] === 'packages') return `@foyer/${parts[1]}`
  if (parts[0] === 'apps') return parts[1]
  return '(other)'
}

/** The entry chunk plus everything it imports statically, transitively: what loads before any dynamic import(). */
export function initialChunks(outputs, entryOutput) {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file) || !outputs[file]) return
    seen.add(file)
    for (const edge of outputs[file].imports ?? [])
      if (edge.kind === 'import-statement' && !edge.external) visit(edge.path)
  }
  visit(entryOutput)
  return [...seen]
}

/**
 * @returns {Promise<{ skipped?: string, initialGz?: number, totalGz?: number, initialChunks?: number, totalChunks?: number,
 *   packages?: { name: string, initialBytes: number, initialGz: number, totalBytes: number, totalGz: number }[], ms?: number }>}
 */
export async function measureBundleSize({ root, outdir = path.join(root, 'bench/tmp/bundle') }) {
  if (!fs.existsSync(path.join(root, ENTRY))) return { skipped: `${ENTRY} does not exist yet` }
  const started = Date.now()
  fs.rmSync(outdir, { recursive: true, force: true })
  const result = await build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    outdir,
    write: true,
    metafile: true,
    conditions: ['source'],
    external: EXTERNAL,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true' },
    loader: { '.svg': 'dataurl', '.png': 'dataurl', '.woff2': 'dataurl' },
    logLevel: 'warning',
  })
  const { outputs } = result.metafile
  const entryOutput = Object.keys(outputs).find((file) => outputs[file].entryPoint === ENTRY)
  if (!entryOutput) throw new Error(`esbuild produced no output for ${ENTRY}`)

  const jsFiles = Object.keys(outputs).filter((file) => file.endsWith('.js'))
  const gz = new Map(jsFiles.map((file) => [file, gzipSize(fs.readFileSync(path.join(root, file)))]))
  const initial = new Set(initialChunks(outputs, entryOutput).filter((file) => file.endsWith('.js')))

  // Per package: minified bytes each input contributes to each chunk, and that chunk's gzip size shared out in
  // proportion (gzip does not compress every package equally, so the gzip column is an estimate).
  const packages = new Map()
  for (const file of jsFiles) {
    const inputs = Object.entries(outputs[file].inputs)
    const chunkBytes = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0) || 1
    for (const [inputPath, { bytesInOutput }] of inputs) {
      const name = packageOf(inputPath)
      const row = packages.get(name) ?? { name, initialBytes: 0, initialGz: 0, totalBytes: 0, totalGz: 0 }
      const share = (gz.get(file) * bytesInOutput) / chunkBytes
      row.totalBytes += bytesInOutput
      row.totalGz += share
      if (initial.has(file)) {
        row.initialBytes += bytesInOutput
        row.initialGz += share
      }
      packages.set(name, row)
    }
  }
  const sum = (files) => [...files].reduce((total, file) => total + gz.get(file), 0)
  return {
    initialGz: sum(initial),
    totalGz: sum(jsFiles),
    initialChunks: initial.size,
    totalChunks: jsFiles.length,
    packages: [...packages.values()].sort((a, b) => b.totalBytes - a.totalBytes),
    ms: Date.now() - started,
  }
}
