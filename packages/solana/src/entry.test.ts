// The package entry must not load @solana/kit, the @solana-program builders or ed25519 code: a bundler puts whatever a
// lazy chunk uses of a library that the entry can reach (even through an unused re-export) into the entry's chunks,
// which made a host's first page carry kit's error-message table and the curve code (see bench/results.md). This
// walks the entry's static imports, as a bundler would, and fails on the first runtime import of one of them.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = path.dirname(fileURLToPath(import.meta.url))
// `import … from 'x'`, `export … from 'x'`, `import 'x'`; a statement may span lines but not run into the next one.
const STATEMENT =
  /(?:^|\n)(import|export)\s+(type\s+)?(?:(?:(?!\n(?:import|export)\b)[^'"`;])*?\sfrom\s*)?['"]([^'"\s]+)['"]/g
const HEAVY = /^(@solana\/kit|@solana-program\/|@solana\/wallet-standard-util|@noble\/)/

/** Bare specifiers `file` loads at run time, directly or through the package's own modules, with the path to each. */
function runtimeImports(file: string, seen = new Set<string>(), trail: string[] = []): Map<string, string[]> {
  const found = new Map<string, string[]>()
  if (seen.has(file)) return found
  seen.add(file)
  const text = fs.readFileSync(file, 'utf8')
  for (const [, , typeOnly, specifier] of text.matchAll(STATEMENT)) {
    if (typeOnly || !specifier) continue
    const here = [...trail, path.relative(SRC, file)]
    if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts'))
      for (const [name, via] of runtimeImports(target, seen, here)) if (!found.has(name)) found.set(name, via)
    } else if (!found.has(specifier)) found.set(specifier, here)
  }
  return found
}

describe('package entry', () => {
  it('loads neither @solana/kit, the program builders nor ed25519 (first use loads them)', () => {
    const heavy = [...runtimeImports(path.join(SRC, 'index.ts'))].filter(([name]) => HEAVY.test(name))
    expect(heavy.map(([name, via]) => `${name} via ${via.join(' → ')}`)).toEqual([])
  })

  it('sees the libraries where they are loaded (the walk itself works)', () => {
    const runtime = [...runtimeImports(path.join(SRC, 'runtime.ts')).keys()]
    expect(runtime).toContain('@solana/kit')
    expect(runtime).toContain('@solana-program/token')
    expect([...runtimeImports(path.join(SRC, 'siws/index.ts')).keys()]).toContain('@solana/wallet-standard-util')
  })
})
