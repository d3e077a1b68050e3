import { ed25519 } from '@noble/curves/ed25519'
import type { SolanaSignInInput, SolanaSignInOutput } from '@solana/wallet-standard-features'
import { originHost } from '../describe-request.js'
import { createSignInMessageText } from '../sign-in-message.js'
import type { SolanaSignInFields } from '../types.js'
import type { SolanaWalletContext } from './context.js'
import { requestError } from './errors.js'
import { solanaDevKeys } from './keys.js'
import { oneByOne } from './one-by-one.js'

/** solana:signIn (Sign In With Solana): one approval both shares the account and signs the message. */
export function createSignIn(context: SolanaWalletContext) {
  const { chains, state } = context
  const kind = 'solana_signIn'
  return (...inputs: readonly SolanaSignInInput[]) =>
    oneByOne(inputs, async (input): Promise<SolanaSignInOutput> => {
      const address = state.address
      if (input.address !== undefined && input.address !== address) {
        throw requestError(kind, 4100, `The account ${input.address} is not the wallet's account ${address}.`)
      }
      const fields: SolanaSignInFields = {
        domain: input.domain ?? originHost(context.origin),
        address,
        ...pickDefined(input, [
          'statement',
          'uri',
          'version',
          'chainId',
          'nonce',
          'issuedAt',
          'expirationTime',
          'notBefore',
          'requestId',
        ]),
        ...(input.resources ? { resources: [...input.resources] } : {}),
      }
      const message = createSignInMessageText(fields)
      // The message's Chain ID, when it is one of the wallet's chains (as 'solana:…' or the bare reference), else the default.
      const chain = chains.find((c) => c === input.chainId || c === `solana:${input.chainId}`) ?? chains[0]!
      const request = await context.ask({ kind, chain, signIn: fields, message })
      state.setConnected(true)
      const signedMessage = new TextEncoder().encode(message)
      return {
        account: state.account(request.accountIndex),
        signedMessage,
        signature: ed25519.sign(signedMessage, solanaDevKeys(request.accountIndex).secret),
      }
    })
}

function pickDefined<T extends object, K extends keyof T>(source: T, names: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {}
  for (const name of names) if (source[name] !== undefined) picked[name] = source[name]
  return picked
}
