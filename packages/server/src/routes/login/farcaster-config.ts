// The `login.farcaster` config block: where Sign In With Farcaster signatures are checked. The ID registry is read over
// `rpcUrl` (in production an Optimism mainnet RPC; on the devnet the anvil carrying the dev ID registry), and the
// message's domain must be `domain` (default: the wallet frame origin's host, where the frame opens the channel).
import { z } from 'zod'

export const farcasterLoginConfigSchema = z.object({
  /** JSON-RPC of the chain holding Farcaster's IdRegistry (Optimism). Default the devnet's anvil on 127.0.0.1:8545. */
  rpcUrl: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8545'),
  /** The SIWF message's expected domain; default the host of login.frameOrigin (e.g. localhost:8793). */
  domain: z
    .string()
    .regex(/^[a-zA-Z0-9.-]+(:[0-9]{1,5})?$/, 'must be a host name, optionally with :port')
    .optional(),
  /** How long a nonce may wait for its verify (default 10 minutes). */
  nonceSeconds: z.number().int().min(30).max(3600).default(600),
})

export type FarcasterLoginConfig = z.infer<typeof farcasterLoginConfigSchema>
