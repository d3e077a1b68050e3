/**
 * The fields of a Sign In With Solana message: the Wallet Standard's `SolanaSignInInput` with the two fields every
 * signed message carries (domain, address) required. An empty string or an empty resource list means "left out".
 */
export interface SiwsMessageFields {
  /** RFC 3986 authority asking for the sign-in, e.g. `example.com` or `localhost:5173`. */
  domain: string
  /** The signing account's base58 public key (32 bytes). */
  address: string
  /** One line the person agrees to. */
  statement?: string
  /** RFC 3986 URI the sign-in is for. */
  uri?: string
  /** Always '1'. */
  version?: string
  /** A Solana cluster name (`mainnet`, `devnet`, `testnet`, `localnet`), a CAIP-2 reference, or either after `solana:`. */
  chainId?: string
  /** At least 8 letters or digits. */
  nonce?: string
  /** RFC 3339 times. */
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  /** RFC 3986 URIs. */
  resources?: readonly string[]
}
