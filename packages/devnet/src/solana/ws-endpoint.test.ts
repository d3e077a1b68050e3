import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { getFreeSolanaPort } from './free-port-pair.js'
import { startSolanaDevnet, type SolanaDevnet } from './start-solana-devnet.js'

// Subscriptions end to end are tested from @solana/kit and web3.js in start-solana-devnet.test.ts; here, the protocol edges.
describe('Solana devnet WebSocket endpoint', () => {
  let devnet: SolanaDevnet
  let socket: WebSocket
  const messages: Record<string, unknown>[] = []
  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: await getFreeSolanaPort() })
    socket = new WebSocket(devnet.wsUrl)
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>))
    await new Promise((resolve) => socket.once('open', resolve))
  })
  afterAll(async () => {
    socket?.close()
    await devnet?.stop()
  })

  const request = async (id: number, method: string, params: unknown[] = []) => {
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
    for (let tries = 0; tries < 100; tries++) {
      const answer = messages.find((message) => message.id === id)
      if (answer) return answer
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`no answer to ${method}`)
  }

  it('ignores notifications such as web3.js v1 heartbeat pings', async () => {
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }))
    expect(await request(1, 'slotSubscribe')).toMatchObject({ result: expect.any(Number) })
    expect(messages.filter((message) => message.id === null || message.id === undefined)).toEqual([])
  })

  it('notifies slots after a transaction lands, and unsubscribes', async () => {
    const subscription = ((await request(2, 'slotSubscribe')) as { result: number }).result
    await devnet.ledger.airdrop(devnet.accounts[4]!, 1_000_000n)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const slots = messages.filter(
      (message) =>
        message.method === 'slotNotification' &&
        (message.params as { subscription: number }).subscription === subscription,
    )
    expect(slots).toEqual([
      {
        jsonrpc: '2.0',
        method: 'slotNotification',
        params: {
          subscription,
          result: { parent: devnet.ledger.slot - 1, root: devnet.ledger.slot, slot: devnet.ledger.slot },
        },
      },
    ])
    expect(await request(3, 'slotUnsubscribe', [subscription])).toMatchObject({ result: true })
    expect(await request(4, 'slotUnsubscribe', [subscription])).toMatchObject({ error: { code: -32602 } })
  })

  it('answers unknown methods with -32601', async () => {
    expect(await request(5, 'programSubscribe', [])).toMatchObject({
      error: { code: -32601, message: 'Method not found' },
    })
  })
})
