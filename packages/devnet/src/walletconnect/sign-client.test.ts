// The relay against the real clients: a dapp SignClient and a wallet (SignClient or WalletKit), in a child process
// (fixtures/pairing-scenario.ts says why), talking to a relay in this process so the test can read its log and restart it.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { getFreePort } from '../ports.js'
import { startWalletConnectRelay, type WalletConnectRelay } from './start-walletconnect-relay.js'

const here = dirname(fileURLToPath(import.meta.url))
const scenarioScript = join(here, 'fixtures/pairing-scenario.ts')
const tsx = join(here, '../../../../node_modules/.bin/tsx')

const relays: WalletConnectRelay[] = []
async function relay(port?: number): Promise<WalletConnectRelay> {
  const started = await startWalletConnectRelay({ port: port ?? (await getFreePort()), quiet: true })
  relays.push(started)
  return started
}
afterEach(async () => {
  for (const started of relays.splice(0)) await started.stop()
})

type Result = {
  accounts: string[]
  dappClientId: string
  walletClientId: string
  signature: string
  signatureAfterRestart?: string
  deletedTopicMatches: boolean
}

/** Runs the scenario; `onStep` may act on a step (e.g. restart the relay) and its promise is awaited before going on. */
function runScenario(
  relayUrl: string,
  scenario: 'full' | 'mailbox' | 'restart',
  options: { wallet?: 'walletkit'; onStep?: (step: string, resume: () => void) => void } = {},
) {
  // Without NODE_OPTIONS from vitest: the child must resolve the SDK's CommonJS build.
  const env = { ...process.env, NODE_OPTIONS: '' }
  const child = spawn(tsx, [scenarioScript, relayUrl, scenario, ...(options.wallet ? [options.wallet] : [])], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  const steps: string[] = []
  return new Promise<{ result: Result; steps: string[] }>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      for (const line of chunk.toString().split('\n')) {
        const step = /^STEP (\S+)/.exec(line)?.[1]
        if (step) {
          steps.push(step)
          options.onStep?.(step, () => child.stdin.write('go\n'))
        }
        const result = /^RESULT (.*)$/.exec(line)?.[1]
        if (result) resolve({ result: JSON.parse(result) as Result, steps })
      }
    })
    child.once('exit', (code) => reject(new Error(`scenario exited (${code}) without a result:\n${output}`)))
  }).finally(() => child.kill('SIGKILL'))
}

const SIGNATURE = `0x${'ab'.repeat(65)}`
const ACCOUNT = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('WalletConnect dev relay with @walletconnect/sign-client 2.25.0', () => {
  it('pairs two SignClients, round-trips personal_sign and carries a wallet-side disconnect to the dapp', async () => {
    const started = await relay()
    const { result } = await runScenario(started.url, 'full')
    expect(result).toMatchObject({ accounts: [ACCOUNT], signature: SIGNATURE, deletedTopicMatches: true })

    const methods = started.log.map((entry) => entry.method)
    expect(methods.filter((m) => m === 'wc_proposeSession')).toHaveLength(1)
    expect(methods.filter((m) => m === 'wc_approveSession')).toHaveLength(1)
    expect(methods).toContain('irn_publish')
    expect(methods).toContain('irn_subscription')
    expect(methods.every((m) => m.startsWith('irn_') || m.startsWith('wc_'))).toBe(true)
    const proposal = started.log.find((entry) => entry.method === 'wc_proposeSession')!
    expect(proposal).toMatchObject({ tag: 1100, clientId: result.dappClientId })
    expect(proposal.ua).toMatch(/^wc-2\/js-2\.25\.0/)
    expect(started.log.find((entry) => entry.method === 'wc_approveSession')).toMatchObject({
      tag: 1102,
      clientId: result.walletClientId,
    })
  }, 30_000)

  it('gives a wallet that connects after the proposal the stored proposal (mailbox)', async () => {
    const started = await relay()
    const { result } = await runScenario(started.url, 'mailbox')
    expect(result).toMatchObject({ accounts: [ACCOUNT], signature: SIGNATURE })
    // The wallet's first request came after the proposal was stored.
    const proposedAt = started.log.findIndex((entry) => entry.method === 'wc_proposeSession')
    const walletFirst = started.log.findIndex(
      (entry) => entry.clientId === result.walletClientId && entry.method !== 'irn_subscription',
    )
    expect(proposedAt).toBeGreaterThanOrEqual(0)
    expect(walletFirst).toBeGreaterThan(proposedAt)
    const delivered = started.log.find(
      (entry) => entry.method === 'irn_subscription' && entry.clientId === result.walletClientId,
    )
    expect(delivered?.tag).toBe(1100)
  }, 30_000)

  it('pairs a WalletKit 1.6.0 wallet with a SignClient dapp', async () => {
    const started = await relay()
    const { result } = await runScenario(started.url, 'full', { wallet: 'walletkit' })
    expect(result).toMatchObject({ accounts: [ACCOUNT], signature: SIGNATURE, deletedTopicMatches: true })
  }, 30_000)

  it('survives a relay restart mid-session: both clients reconnect and a request still round-trips', async () => {
    const port = await getFreePort()
    let current = await relay(port)
    const { result } = await runScenario(current.url, 'restart', {
      onStep: (step, resume) => {
        if (step !== 'restart') return
        void (async () => {
          await current.stop()
          current = await relay(port)
          resume()
        })()
      },
    })
    expect(result).toMatchObject({ signature: SIGNATURE, signatureAfterRestart: SIGNATURE, deletedTopicMatches: true })
    // The second relay knew nothing: the clients resubscribed to their topics themselves.
    expect(current.log.some((entry) => entry.method === 'irn_batchSubscribe' || entry.method === 'irn_subscribe')).toBe(
      true,
    )
  }, 60_000)
})
