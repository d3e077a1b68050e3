import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runtimeImports } from './runtime-imports.js'

describe('runtimeImports', () => {
  it('follows relative imports and re-exports, skips type-only ones, and says how each library is reached', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'))
    fs.writeFileSync(path.join(dir, 'index.ts'), "export { a } from './a.js'\nimport type { T } from 'typed-only'\n")
    fs.writeFileSync(path.join(dir, 'a.ts'), "import {\n  x,\n} from 'heavy/sub'\nexport const a = x\n")
    const found = runtimeImports(path.join(dir, 'index.ts'))
    expect([...found.keys()]).toEqual(['heavy/sub'])
    expect(found.get('heavy/sub')).toEqual(['index.ts', 'a.ts'])
  })
})
