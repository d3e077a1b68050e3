// startService on a real child: a small HTTP server started with node on a free loopback port.
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { isPortFree } from './ports.mjs'
import { startService } from './service.mjs'

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const httpServer = (port: number) => [
  '-e',
  `require('node:http').createServer((q, s) => s.end('hello')).listen(${port}, '127.0.0.1')`,
]

describe('startService', () => {
  it('resolves once the service answers, and stops it (its port free again)', async () => {
    const port = await freePort()
    const service = await startService({
      ports: [{ port, what: 'test server' }],
      command: process.execPath,
      args: httpServer(port),
      ready: [`http://127.0.0.1:${port}/`],
      timeoutMs: 15_000,
    })
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('hello')
    await service.stop()
    expect(await isPortFree(port)).toBe(true)
  })

  it('says which port is busy, and starts nothing', async () => {
    const port = await freePort()
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve))
    try {
      let spawned = false
      await expect(
        startService({
          ports: [{ port, what: 'test server' }],
          command: process.execPath,
          args: httpServer(port),
          ready: [`http://127.0.0.1:${port}/`],
          onSpawn: () => (spawned = true),
        }),
      ).rejects.toThrow(`port ${port} (test server) is already in use on 127.0.0.1`)
      expect(spawned).toBe(false)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it('fails with the exit, instead of waiting out its time, when the service exits before answering', async () => {
    const port = await freePort()
    const started = Date.now()
    await expect(
      startService({
        ports: [{ port, what: 'test server' }],
        command: process.execPath,
        args: ['-e', 'process.exit(7)'],
        ready: [`http://127.0.0.1:${port}/`],
        timeoutMs: 30_000,
      }),
    ).rejects.toThrow(`http://127.0.0.1:${port}/: the process exited (7) before it answered`)
    expect(Date.now() - started).toBeLessThan(20_000)
  })
})
