import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const tsx = join(here, '../../../node_modules/.bin/tsx')

describe('preferSourceExports', () => {
  it('makes tsx load @foyer/* packages from their TypeScript sources', () => {
    const script = `
      import { preferSourceExports } from ${JSON.stringify(join(here, 'prefer-source-exports.ts'))}
      preferSourceExports()
      const url = import.meta.resolve('@foyer/dev-wallet')
      const { devSolanaSecret } = await import('@foyer/dev-wallet')
      console.log(url, typeof devSolanaSecret)`
    const output = execFileSync(tsx, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(output).toMatch(/dev-wallet\/src\/index\.ts function/)
  })
})
