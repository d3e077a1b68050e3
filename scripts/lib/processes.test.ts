// Stopping `npm start`, `npm test` and `npm run bench` the way a process manager, `timeout` or a test harness does: a
// signal to npm's own pid (not to the terminal's group), or npm killed outright. Each root script is run through real
// npm, with the script file swapped for a small one that stops through the same onStopRequest as the real scripts.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const rootScripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-stop-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// Writes its pid once it is listening, and the reason it was asked to stop when it stops.
fs.writeFileSync(
  path.join(dir, 'child.mjs'),
  `import fs from 'node:fs'
import { onStopRequest } from ${JSON.stringify(path.join(ROOT, 'scripts/lib/processes.mjs'))}
const [ready, stopped] = process.argv.slice(2)
onStopRequest((reason) => { fs.writeFileSync(stopped, reason); process.exit(0) }, { parentPollMs: 100 })
fs.writeFileSync(ready, String(process.pid))
setInterval(() => {}, 1000)
`,
)
const scripts: Record<string, string> = {}
for (const name of ['start', 'test', 'bench']) {
  const script = rootScripts[name]!
  scripts[name] = script.replace(/scripts\/\w+\.mjs/, 'child.mjs ready stopped')
  if (scripts[name] === script) throw new Error(`package.json's ${name} script does not run scripts/${name}.mjs`)
}
fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'stop-fixture', private: true, scripts }))

async function until<T>(read: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const readFile = (name: string): string | undefined => {
  try {
    return fs.readFileSync(path.join(dir, name), 'utf8') || undefined
  } catch {
    return undefined
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Starts `command` in the fixture and resolves once the script inside is listening, with its pid. */
async function startInFixture(command: string, args: string[]): Promise<{ parent: ChildProcess; pid: number }> {
  for (const name of ['ready', 'stopped']) fs.rmSync(path.join(dir, name), { force: true })
  const parent = spawn(command, args, { cwd: dir, stdio: 'ignore' })
  const pid = Number(await until(() => readFile('ready'), `${command} ${args.join(' ')} to start`))
  return { parent, pid }
}

describe('the root scripts stop when npm is stopped', () => {
  for (const name of ['start', 'test', 'bench'])
    for (const signal of ['SIGTERM', 'SIGINT'] as const)
      it(`npm run ${name}: ${signal} to npm's pid stops the script`, async () => {
        const { parent, pid } = await startInFixture('npm', ['run', '--silent', name])
        parent.kill(signal)
        expect(await until(() => readFile('stopped'), 'the script to stop')).toBe(signal)
        await until(() => (alive(pid) ? undefined : true), 'the script to exit')
      })

  it('a parent killed outright (SIGKILL, nothing passed on) stops the script within a moment', async () => {
    // `; :` keeps sh from exec-ing node, as npm's sh does for a script without exec.
    const { parent, pid } = await startInFixture('sh', ['-c', 'node child.mjs ready stopped; :'])
    parent.kill('SIGKILL')
    expect(await until(() => readFile('stopped'), 'the script to stop', 5000)).toBe('parent exited')
    await until(() => (alive(pid) ? undefined : true), 'the script to exit')
  })
})
