// Markdown tables for bench/results.md and the terminal.
import fs from 'node:fs'
import os from 'node:os'

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

/** The lines a browser section ends with: the machine's load across the section and the first page error, if any. */
export function loadAndErrorLines({
  load,
  loadAfter,
  cpus = os.cpus().length,
  errors = [],
  caveat = 'Other work on the machine stretches these times.',
}) {
  return [
    `Load average: ${load.toFixed(1)} when this section started, ${loadAfter.toFixed(1)} when it ended, on`,
    `${cpus} CPUs. ${caveat}`,
    ...(errors.length ? ['', `Page errors seen: ${errors.length} (first: ${errors[0].split('\n')[0]})`] : []),
  ]
}

/** The paragraph under a click → paint table: what the click floor measured in the same pages. */
export function clickFloorLines(floorText) {
  return [
    `Floor: in the same pages at the same throttling, a real click on a plain DOM button whose handler only shows a`,
    `line of text took ${floorText} (median) to its painted frame: the input's delivery, the next frame and its`,
    `paint, before any of Foyer's work. No click → paint time on this machine at this throttling is below it.`,
  ]
}
