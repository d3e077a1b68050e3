// The default messenger: the fields come from the page (domain, uri), a fresh nonce per message and the host's
// statement and lifetime; the text comes from the namespace's format (EIP-4361 for eip155, the verifier's for others).
import { parseCaipNetworkId } from '../caip.js'
import type { CaipNetworkId, ChainNamespace } from '../types.js'
import { formatCaip122Message } from './caip122-format-message.js'
import { generateNonce } from './nonce.js'
import { eip55Checksum } from './siwe-eip55.js'
import type { SIWXAuthRequest, SIWXMessage, SIWXMessageData, SIWXMessenger } from './types.js'

/** Lifetime of a sign-in when the host sets none: a day, so a stolen session does not last for ever. */
export const DEFAULT_SIWX_EXPIRATION_MS = 24 * 60 * 60 * 1000

/** The text of a message; may load its code on first use (the default EIP-4361 one does). */
export type SiwxFormatter = (data: SIWXMessageData) => string | Promise<string>

export interface SiwxMessengerOptions {
  /** Default: the page's host (`location.host`). */
  domain?: string
  /** Default: the page's URL without its fragment. */
  uri?: string
  /** The sentence the person agrees to (no line breaks). */
  statement?: string
  /** How long a sign-in stays valid (ms); `null` for no expiry. Default a day. */
  expiration?: number | null
  resources?: string[]
  /** Where each message's nonce comes from (a server that issues single-use nonces); default a fresh random one. */
  nonce?: () => string | Promise<string>
  /** Message text per namespace; eip155 defaults to EIP-4361. */
  formatters?: Partial<Record<ChainNamespace, SiwxFormatter>>
  /** Tests: the clock. */
  now?: () => Date
}

export class SiwxMessengerError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SiwxMessengerError'
  }
}

const pageLocation = (): { host: string; href: string } | undefined => {
  const location = (globalThis as { location?: { host?: string; href?: string } }).location
  return location?.host && location.href ? { host: location.host, href: location.href.split('#')[0]! } : undefined
}

/** CAIP-122's shape for namespaces without a format of their own. */
const formatGeneric =
  (label: string): SiwxFormatter =>
  (data) =>
    formatCaip122Message(data, { label, reference: parseCaipNetworkId(data.chainId).reference })

export function createSiwxMessenger(
  options: SiwxMessengerOptions = {},
): SIWXMessenger & { setFormatter(ns: ChainNamespace, format: SiwxFormatter): void } {
  if (options.statement !== undefined && /[\n\r]/.test(options.statement))
    throw new SiwxMessengerError('The sign-in statement must be a single line')
  // EIP-4361 text loads with the first message: the strict formatter and its checksum code stay out of an app's first page.
  const siwe: SiwxFormatter = async (data) => (await import('./siwx-to-siwe.js')).siwxDataToSiweText(data)
  const formatters: Partial<Record<ChainNamespace, SiwxFormatter>> = { eip155: siwe, ...options.formatters }
  const now = options.now ?? (() => new Date())
  const nextNonce = async () => (options.nonce ? options.nonce() : generateNonce())
  const place = () => {
    const page = pageLocation()
    const domain = options.domain ?? page?.host
    const uri = options.uri ?? page?.href
    if (!domain || !uri)
      throw new SiwxMessengerError(
        'The sign-in message needs a domain and uri: give them to createSiwxMessenger outside a browser',
      )
    return { domain, uri }
  }
  return {
    setFormatter(ns, format) {
      // The host's own formatter wins over an adapter's.
      if (!options.formatters?.[ns]) formatters[ns] = format
    },
    async createMessage({
      accountAddress,
      chainId,
    }: {
      accountAddress: string
      chainId: CaipNetworkId
    }): Promise<SIWXMessage> {
      const { namespace } = parseCaipNetworkId(chainId)
      const { domain, uri } = place()
      const issued = now()
      const expiration = options.expiration === undefined ? DEFAULT_SIWX_EXPIRATION_MS : options.expiration
      const data: SIWXMessageData = {
        // The session keeps the address exactly as the message writes it (EIP-55 for EVM).
        accountAddress: namespace === 'eip155' ? (eip55Checksum(accountAddress) ?? accountAddress) : accountAddress,
        chainId,
        domain,
        uri,
        version: '1',
        nonce: await nextNonce(),
        issuedAt: issued.toISOString(),
        ...(options.statement ? { statement: options.statement } : {}),
        ...(expiration === null ? {} : { expirationTime: new Date(issued.getTime() + expiration).toISOString() }),
        ...(options.resources?.length ? { resources: [...options.resources] } : {}),
      }
      const format = formatters[namespace] ?? formatGeneric(namespace === 'solana' ? 'Solana' : namespace)
      const text = await format(data)
      return { ...data, toString: () => text }
    },
    async getAuthRequest(): Promise<SIWXAuthRequest> {
      const { domain, uri } = place()
      const expiration = options.expiration === undefined ? DEFAULT_SIWX_EXPIRATION_MS : options.expiration
      return {
        domain,
        uri,
        nonce: await nextNonce(),
        ...(options.statement ? { statement: options.statement } : {}),
        // Counted from the request: the wallet's SDK stamps the issue time a moment later.
        ...(expiration === null ? {} : { expirationTime: new Date(now().getTime() + expiration).toISOString() }),
        ...(options.resources?.length ? { resources: [...options.resources] } : {}),
      }
    },
  }
}
