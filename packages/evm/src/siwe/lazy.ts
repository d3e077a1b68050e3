// The package's sign-in verification, loaded on first use. Checking a SIWE signature brings viem's signature recovery,
// ERC-1271 / ERC-6492 code and the strict EIP-4361 parser; an app pays for them when it first verifies, not on its
// first page. (Bundlers put a module that the entry can reach through a re-export into the entry's chunks, so the
// package index exports these wrappers rather than the implementations.)
import type { ChainDefinition, SIWXSession, SIWXVerifier } from '@foyer/core'
import type { EvmSiwxVerifierOptions } from './createEvmSiwxVerifier.js'
import type { VerifySiweMessageParameters, VerifySiweMessageResult } from './verifySiweMessage.js'

/** Verifies a SIWE message and its signature (see ./verifySiweMessage.ts). Never rejects for a bad message. */
export async function verifySiweMessage(parameters: VerifySiweMessageParameters): Promise<VerifySiweMessageResult> {
  return (await import('./verifySiweMessage.js')).verifySiweMessage(parameters)
}

/** Core's SIWX verifier for eip155 sessions (see ./createEvmSiwxVerifier.ts). */
export function createEvmSiwxVerifier(options: EvmSiwxVerifierOptions): SIWXVerifier {
  let verifier: Promise<SIWXVerifier> | undefined
  return {
    chainNamespace: 'eip155',
    async verify(session: SIWXSession) {
      verifier ??= import('./createEvmSiwxVerifier.js').then((m) => m.createEvmSiwxVerifier(options))
      return (await verifier).verify(session)
    },
  }
}

/** Whether the address is a smart account on the network (see ./isSmartAccount.ts). */
export async function isSmartAccount(args: { address: string; network: ChainDefinition }): Promise<boolean> {
  return (await import('./isSmartAccount.js')).isSmartAccount(args)
}
