// What a package entry loads at run time, found the way a bundler finds it: by walking static imports and
// re-exports from the entry file. The adapters' tests use it to keep heavy libraries out of a host's first page, since
// a bundler puts whatever a lazy chunk uses of a library the entry can reach (even through an unused re-export) into
// the entry's chunks. Node only (reads the sources).
import fs from 'node:fs'
import path from 'node:path'

// `import … from 'x'`, `export … from 'x'`, `import 'x'`; a statement may span lines but not run into the next one.
const STATEMENT =
  /(?:^|\n)(import|export)\s+(type\s+)?(?:(?:(?!\n(?:import|export)\b)[^'"`;])*?\sfrom\s*)?['"]([^'"\s]+)['"]/g

/**
 * The bare specifiers `file` (a .ts source) loads at run time, directly or through the modules it imports relatively,
 * each with the chain of files (relative to `root`) that leads to it. Type-only imports do not count.
 */
export function runtimeImports(file: string, root = path.dirname(file)): Map<string, string[]> {
  return walk(file, root, new Set(), [])
}

function walk(file: string, root: string, seen: Set<string>, trail: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>()
  if (seen.has(file)) return found
  seen.add(file)
  const text = fs.readFileSync(file, 'utf8')
  for (const [, , typeOnly, specifier] of text.matchAll(STATEMENT)) {
    if (typeOnly || !specifier) continue
    const here = [...trail, path.relative(root, file)]
    if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts'))
      for (const [name, via] of walk(target, root, seen, here)) if (!found.has(name)) found.set(name, via)
    } else if (!found.has(specifier)) found.set(specifier, here)
  }
  return found
}
