// Markdown tables for bench/results.md and the terminal.
import fs from 'node:fs'

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

/** @param {string[]} header @param {string[][]} rows  Numbers are right-aligned by `align` ('l' | 'r' per column). */
export function table(header, rows, align = header.map((_, i) => (i === 0 ? 'l' : 'r'))) {
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [line(header), line(align.map((a) => (a === 'r' ? '---:' : ':---'))), ...rows.map(line)].join('\n')
}

/** Writes the sections, each `{ title, body }`, under a heading that says what, when and where they measured. */
export function writeResults(file, sections, { machine, commit }) {
  const text = [
    '# Foyer benchmarks',
    '',
    `Measured ${new Date().toISOString()} at commit ${commit} on ${machine}. Written by \`npm run bench\`; not`,
    'pass/fail tests.',
    '',
    ...sections.flatMap(({ title, body }) => [`## ${title}`, '', body, '']),
  ].join('\n')
  fs.writeFileSync(file, text)
  return text
}
