import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { superviseChild } from './supervise-child.js'

const node = (code: string) => spawn(process.execPath, ['-e', code], { stdio: 'ignore' })

describe('superviseChild', () => {
  it('stops a running process with SIGTERM, once however often it is asked', async () => {
    const child = node('setInterval(() => {}, 1000)')
    const { stop, gone } = superviseChild(child, 'sleeper')
    await Promise.all([stop(), stop()])
    expect(child.signalCode).toBe('SIGTERM')
    // Stopped on purpose: the reason still says it went away, for a wait that was pending.
    expect(gone.aborted).toBe(true)
  })

  it('sends SIGKILL to a process that ignores SIGTERM, after the grace period', async () => {
    const child = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    )
    // SIGTERM is only ignored once the handler is installed.
    await new Promise((resolve) => child.stdout!.once('data', resolve))
    const { stop } = superviseChild(child, 'stubborn', { graceMs: 200 })
    await stop()
    expect(child.signalCode).toBe('SIGKILL')
  })

  it('says which process exited, and how, when it exits on its own', async () => {
    const child = node('process.exit(3)')
    const { gone, stop } = superviseChild(child, 'quitter')
    await new Promise((resolve) => gone.addEventListener('abort', resolve, { once: true }))
    expect((gone.reason as Error).message).toBe('quitter exited (code 3) before answering')
    await stop() // already gone: nothing to send
    expect(child.signalCode).toBeNull()
  })

  it('passes on a spawn failure as the reason', async () => {
    const child = spawn('/nonexistent/foyer-binary', [], { stdio: 'ignore' })
    const { gone } = superviseChild(child, 'missing')
    await new Promise((resolve) => gone.addEventListener('abort', resolve, { once: true }))
    expect((gone.reason as NodeJS.ErrnoException).code).toBe('ENOENT')
  })
})
