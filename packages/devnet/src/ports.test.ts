import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { getFreePort, isPortBusy } from './ports.js'

describe('ports', () => {
  it('finds a free port and sees it become busy while something listens', async () => {
    const port = await getFreePort()
    expect(port).toBeGreaterThan(0)
    expect(await isPortBusy(port)).toBe(false)
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      expect(await isPortBusy(port)).toBe(true)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
