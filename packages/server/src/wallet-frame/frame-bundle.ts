// The frame's script, bundled with esbuild from @foyer/embedded-wallet's src/frame when the frame server starts, so a
// fresh clone serves it without a build step. In the workspace the packages resolve to their TypeScript sources
// (the "source" condition); installed from npm they resolve to their dist.
import { createRequire } from 'node:module'
import { build } from 'esbuild'

let cached: Promise<string> | undefined

export function frameEntryPath(): string {
  return createRequire(import.meta.url).resolve('@foyer/embedded-wallet/frame-source')
}

export function bundleFrameScript(): Promise<string> {
  cached ??= (async () => {
    const entry = frameEntryPath()
    const inWorkspace = !entry.includes('/node_modules/')
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      logLevel: 'silent',
      conditions: inWorkspace ? ['source', 'browser'] : ['browser'],
      legalComments: 'none',
    })
    return result.outputFiles[0]!.text
  })()
  cached.catch(() => {
    cached = undefined
  })
  return cached
}
