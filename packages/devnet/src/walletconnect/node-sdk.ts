// Loading the WalletConnect SDK in Node tests (vitest workers). Vitest starts them with `--conditions module`, so Node
// picks the SDK's ESM builds, whose default imports of CommonJS packages break there ("Li is not a constructor",
// "provider.request is not a function": no socket ever opens). Plain Node and bundlers load consistent builds, so the
// SDK itself is fine; here every @walletconnect/* package is loaded from its CommonJS build instead, for ESM imports
// (a resolve hook) and require alike. WalletKit's @walletconnect/pay also imports "brotli/decompress" without an
// extension, which bundlers accept and Node's ESM loader does not. Tests only; nothing in the product uses this.
import Module, { createRequire, register } from 'node:module'
import { existsSync } from 'node:fs'

let installed = false

function install(): void {
  register(
    `data:text/javascript,${encodeURIComponent(
      [
        'export async function resolve(s, c, next) {',
        "  const r = await next(s === 'brotli/decompress' ? 'brotli/decompress.js' : s, c)",
        "  if (/\\/node_modules\\/@walletconnect\\/(core|sign-client|universal-provider|utils|types)\\/dist\\/index\\.js$/.test(r.url)) return { ...r, url: r.url.replace(/index\\.js$/, 'index.cjs'), format: 'commonjs' }",
        '  return r',
        '}',
      ].join('\n'),
    )}`,
  )
  const internals = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string }
  const resolveFilename = internals._resolveFilename
  internals._resolveFilename = function (request: string, ...rest: unknown[]) {
    const resolved = resolveFilename.call(this, request, ...rest)
    if (/^@walletconnect\//.test(request) && /[\\/]dist[\\/]index\.js$/.test(resolved)) {
      const cjs = resolved.replace(/index\.js$/, 'index.cjs')
      if (existsSync(cjs)) return cjs
    }
    return resolved
  }
}

/**
 * Makes later loads of the WalletConnect SDK in this process use its CommonJS builds, and returns a `require` for it.
 * Call it at the top of a test file, and load the SDK (and modules that import it) only afterwards, never through a
 * static import: static imports are linked before any code runs.
 */
export function walletConnectSdkRequire(): NodeRequire {
  if (!installed) {
    installed = true
    install()
  }
  return createRequire(import.meta.url)
}
