// The README's TypeScript examples (embedding the modal, foyer.config.ts, a host backend) are what a developer copies
// first: each must still compile against the packages' public entries, with the repository's compiler settings.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

/** The ```ts and ```tsx blocks of a Markdown file, indentation (a block inside a list item) removed. */
function codeBlocks(markdown: string): { lang: 'ts' | 'tsx'; line: number; code: string }[] {
  const blocks: { lang: 'ts' | 'tsx'; line: number; code: string }[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(tsx?)\s*$/.exec(lines[i]!)
    if (!open) continue
    const [, indent = '', lang] = open
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]!); j++) body.push(lines[j]!.slice(indent.length))
    blocks.push({ lang: lang as 'ts' | 'tsx', line: i + 1, code: body.join('\n') })
    i = j
  }
  return blocks
}

// Inside the repository, so that the examples' imports resolve as an app's would (node_modules, the workspace links).
const dir = fs.mkdtempSync(path.join(ROOT, 'scripts', '.readme-examples-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('README examples', () => {
  it('finds the blocks of a Markdown file, a list item’s indented one too', () => {
    const found = codeBlocks('text\n```ts\nconst a = 1\n```\n- item\n\n  ```tsx\n  <b />\n  ```\n```sh\nnpm start\n```')
    expect(found).toEqual([
      { lang: 'ts', line: 2, code: 'const a = 1' },
      { lang: 'tsx', line: 7, code: '<b />' },
    ])
  })

  it('compiles every TypeScript example of README.md', () => {
    const blocks = codeBlocks(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'))
    // Embedding (tsx), foyer.config.ts and the host backend at least.
    expect(blocks.length).toBeGreaterThanOrEqual(3)
    const files = blocks.map(({ lang, line, code }) => {
      const file = path.join(dir, `readme-line-${line}.${lang}`)
      fs.writeFileSync(file, code)
      return file
    })
    const base = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), (file) => ts.sys.readFile(file))
    const { options } = ts.parseJsonConfigFileContent(base.config, ts.sys, ROOT)
    const program = ts.createProgram(files, { ...options, noEmit: true })
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && files.includes(path.resolve(d.file.fileName)))
      .map((d) => {
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0)
        return `${path.basename(d.file!.fileName)}:${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
      })
    expect(problems).toEqual([])
  }, 120_000)
})
