// The same demo entry bundled by Vite (Rolldown), the bundler the demo itself ships with. esbuild's code splitting
// puts a module that the entry can reach through any static import or re-export (a library's barrel, a package index)
// and that a lazy chunk uses into a chunk the entry imports, so code loaded on demand still counts as initial there
// unless no entry-reachable module imports its library; Rolldown splits by what the entry really uses. Both figures
// are reported.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const ENTRY = 'apps/demo/src/main.tsx'
const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length

export async function measureViteBundleSize({ root, outdir = path.join(root, 'bench/tmp/vite-bundle') }) {
  if (!fs.existsSync(path.join(root, ENTRY))) return { skipped: `${ENTRY} does not exist yet` }
  const { build, defaultClientConditions } = await import('vite')
  await build({
    configFile: false,
    logLevel: 'error',
    root,
    resolve: { conditions: ['source', ...defaultClientConditions] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: outdir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      manifest: true,
      rollupOptions: { input: { main: path.join(root, ENTRY) }, external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })
  const manifest = JSON.parse(fs.readFileSync(path.join(outdir, '.vite/manifest.json'), 'utf8'))
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  // Initial: the entry and what it imports statically (manifest `imports`); `dynamicImports` load later.
  const initial = new Set()
  for (const stack = [entry]; stack.length; ) {
    const chunk = stack.pop()
    if (initial.has(chunk.file)) continue
    initial.add(chunk.file)
    for (const key of chunk.imports ?? []) stack.push(manifest[key])
  }
  const js = fs
    .readdirSync(path.join(outdir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`)
  const size = (files) => [...files].reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(outdir, file))), 0)
  return { initialGz: size(initial), initialChunks: initial.size, totalGz: size(js), totalChunks: js.length }
}
