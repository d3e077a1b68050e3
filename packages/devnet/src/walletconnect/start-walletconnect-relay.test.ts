import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { getFreePort, isPortBusy } from '../ports.js'
import {
  startWalletConnectRelay,
  WalletConnectRelayPortBusyError,
  type WalletConnectRelay,
} from './start-walletconnect-relay.js'

const relays: WalletConnectRelay[] = []
const sockets: WebSocket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  for (const relay of relays.splice(0)) await relay.stop()
})

async function relay(options: { pingIntervalMs?: number } = {}) {
  const started = await startWalletConnectRelay({ port: await getFreePort(), quiet: true, ...options })
  relays.push(started)
  return started
}

/** A raw client that records every frame as text (so big ids can be checked digit for digit). */
async function connect(url: string, query = '') {
  const socket = new WebSocket(`${url}/${query}`)
  sockets.push(socket)
  const frames: string[] = []
  const waiters: { test: (frame: string) => boolean; resolve: (frame: string) => void }[] = []
  socket.on('message', (data) => {
    const frame = data.toString()
    frames.push(frame)
    for (const waiter of [...waiters]) {
      if (!waiter.test(frame)) continue
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve(frame)
    }
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  return {
    socket,
    frames,
    next: (test: (frame: string) => boolean) =>
      new Promise<string>((resolve) => {
        const found = frames.find(test)
        if (found) resolve(found)
        else waiters.push({ test, resolve })
      }),
    call: (raw: string, idText: string) => {
      socket.send(raw)
      return new Promise<string>((resolve) =>
        waiters.push({ test: (frame) => frame.startsWith(`{"id":${idText},`), resolve }),
      )
    },
  }
}

describe('startWalletConnectRelay', () => {
  it('answers an unknown method with -32601 and echoes a 19-digit id exactly', async () => {
    const started = await relay()
    const client = await connect(started.url)
    const answer = await client.call(
      '{"id":1795245306751643904,"jsonrpc":"2.0","method":"eth_chainId","params":[]}',
      '1795245306751643904',
    )
    expect(answer).toMatch(/^\{"id":1795245306751643904,"jsonrpc":"2.0","error":\{"code":-32601,/)
    const stringId = await client.call(
      '{"id":"1795245306751643905","jsonrpc":"2.0","method":"irn_batchFetchMessages","params":{"topics":[]}}',
      '"1795245306751643905"',
    )
    expect(JSON.parse(stringId)).toEqual({
      id: '1795245306751643905',
      jsonrpc: '2.0',
      result: { messages: [], hasMore: false },
    })
    expect(started.log.map((entry) => entry.method)).toEqual(['eth_chainId', 'irn_batchFetchMessages'])
    expect(started.log[0]?.error).toMatch(/^-32601/)
  })

  it('delivers a publish to the other subscribers and stores it for late ones, once each', async () => {
    const started = await relay()
    const publisher = await connect(started.url)
    const early = await connect(started.url)
    expect(
      JSON.parse(await early.call('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t1"}}', '1'))
        .result,
    ).toMatch(/^[0-9a-f]{64}$/)
    await publisher.call('{"id":2,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t1"}}', '2')
    const published = await publisher.call(
      '{"id":3,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t1","message":"hello","ttl":300,"tag":1108}}',
      '3',
    )
    expect(JSON.parse(published).result).toBe(true)
    const delivery = JSON.parse(await early.next((frame) => frame.includes('irn_subscription'))) as {
      id: number
      method: string
      params: { id: string; data: { topic: string; message: string; tag: number; publishedAt: number } }
    }
    expect(delivery.method).toBe('irn_subscription')
    expect(delivery.params.data).toMatchObject({ topic: 't1', message: 'hello', tag: 1108 })
    early.socket.send(JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result: true }))

    const late = await connect(started.url)
    await late.call('{"id":4,"jsonrpc":"2.0","method":"irn_batchSubscribe","params":{"topics":["t1","t2"]}}', '4')
    await late.next((frame) => frame.includes('"message":"hello"'))
    await late.call('{"id":5,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t1"}}', '5')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const count = (frames: string[]) => frames.filter((frame) => frame.includes('irn_subscription')).length
    expect(count(late.frames)).toBe(1)
    expect(count(early.frames)).toBe(1)
    expect(count(publisher.frames)).toBe(0)
  })

  it('logs the client id from the auth JWT and the ua', async () => {
    const started = await relay()
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const auth = `${part({ alg: 'EdDSA' })}.${part({ iss: 'did:key:z6MkRelayTest' })}.sig`
    const client = await connect(
      started.url,
      `?auth=${auth}&projectId=foyer-dev&ua=wc-2%2Fjs-2.25.0&useOnCloseEvent=true`,
    )
    await client.call('{"id":9,"jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"t","id":"x"}}', '9')
    expect(started.log).toEqual([
      {
        time: expect.any(Number),
        method: 'irn_unsubscribe',
        topic: 't',
        clientId: 'did:key:z6MkRelayTest',
        ua: 'wc-2/js-2.25.0',
      },
    ])
  })

  it('pings every pingIntervalMs', async () => {
    const started = await relay({ pingIntervalMs: 50 })
    const client = await connect(started.url)
    await new Promise((resolve) => client.socket.once('ping', resolve))
  })

  it('refuses a ping interval the Node clients would not survive, and a busy port', async () => {
    await expect(startWalletConnectRelay({ port: await getFreePort(), pingIntervalMs: 31_000 })).rejects.toThrow(
      /pingIntervalMs/,
    )
    const port = await getFreePort()
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      await expect(startWalletConnectRelay({ port, quiet: true })).rejects.toBeInstanceOf(
        WalletConnectRelayPortBusyError,
      )
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('closes open sockets and frees the port on stop (twice is fine)', async () => {
    const started = await relay()
    const client = await connect(started.url)
    const closed = new Promise((resolve) => client.socket.once('close', resolve))
    await started.stop()
    await started.stop()
    await closed
    expect(await isPortBusy(Number(new URL(started.url).port))).toBe(false)
  })
})
