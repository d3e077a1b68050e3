import { describe, expect, it } from 'vitest'
import { BadRequestError } from '../app/errors.js'
import { chainSchema, projectSchema } from '../config/config-schema.js'
import { accountChains } from './account-chains.js'

const chains = [
  chainSchema.parse({ id: 'eip155:31337', rpcUrls: ['http://127.0.0.1:8545'] }),
  chainSchema.parse({ id: 'eip155:31338', rpcUrls: ['http://127.0.0.1:8546'] }),
  chainSchema.parse({ id: 'solana:devnet', rpcUrls: ['http://127.0.0.1:8899'] }),
]
const everyChain = projectSchema.parse({ id: 'open' })
const oneChain = projectSchema.parse({ id: 'narrow', chains: ['eip155:31338'] })

const ids = (list: { id: string }[]) => list.map((chain) => chain.id)
function refusal(run: () => unknown): { message: string; field: string | undefined } {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError)
    return { message: (error as BadRequestError).message, field: (error as BadRequestError).field }
  }
  throw new Error('not refused')
}

describe('accountChains', () => {
  it("without chainId, every chain of the address's namespace that the project may use", () => {
    const base = { chains, chainId: undefined, field: 'address' as const }
    expect(ids(accountChains({ ...base, project: everyChain, namespace: 'eip155' }))).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(ids(accountChains({ ...base, project: everyChain, namespace: 'solana' }))).toEqual(['solana:devnet'])
    expect(ids(accountChains({ ...base, project: oneChain, namespace: 'eip155' }))).toEqual(['eip155:31338'])
    expect(accountChains({ ...base, project: oneChain, namespace: 'solana' })).toEqual([])
  })

  it('with chainId, that chain alone; an unknown or disallowed one is refused on chainId', () => {
    const base = { chains, namespace: 'eip155' as const, field: 'address' as const }
    expect(ids(accountChains({ ...base, project: everyChain, chainId: 'eip155:31337' }))).toEqual(['eip155:31337'])
    expect(refusal(() => accountChains({ ...base, project: everyChain, chainId: 'eip155:1' }))).toEqual({
      message: 'Invalid chainId: eip155:1 is not supported',
      field: 'chainId',
    })
    expect(refusal(() => accountChains({ ...base, project: oneChain, chainId: 'eip155:31337' }))).toEqual({
      message: 'Invalid chainId: eip155:31337 is not supported',
      field: 'chainId',
    })
  })

  it("refuses a chain of another namespace than the address on the route's own parameter", () => {
    expect(
      refusal(() =>
        accountChains({ chains, project: everyChain, namespace: 'solana', chainId: 'eip155:31337', field: 'account' }),
      ),
    ).toEqual({ message: 'Invalid account: not an address of eip155:31337', field: 'account' })
  })
})
