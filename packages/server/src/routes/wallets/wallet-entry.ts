// The shape of one directory wallet, as data/wallets/wallets.json holds it and as an operator adds one (config
// `wallets.custom` or `wallets.customFile`). Only zod here: config-schema.ts (and so @foyer/server/config) imports it.
import { z } from 'zod'

const httpsUrl = z.url({ protocol: /^https$/ })
/** An app's own URL scheme (`trust://`), or an https universal link. */
const appLink = z.string().regex(/^[a-z][a-z0-9+.-]*:\/\/\S*$/i, 'must be a URL like wallet:// or https://…')
export const walletNamespace = z.string().regex(/^[-a-z0-9]{3,8}$/, 'must be a CAIP-2 namespace like eip155')

export const injectedSchema = z.object({
  namespace: walletNamespace,
  rdns: z.string().min(1).max(128).optional(),
  global: z.string().min(1).max(128).optional(),
  flag: z.string().min(1).max(128).optional(),
  walletStandard: z.string().min(1).max(128).optional(),
})

export const walletEntrySchema = z.object({
  /** Stable id, unique in its list; a custom entry with a directory wallet's id replaces it for that project. */
  id: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'must be a lower-case slug like my-wallet'),
  name: z.string().min(1).max(100),
  rdns: z.string().min(1).max(128).optional(),
  homepage: httpsUrl.optional(),
  chains: z.array(walletNamespace).min(1),
  injected: z.array(injectedSchema).optional(),
  mobile: z.object({ native: appLink.optional(), universal: httpsUrl.optional() }).optional(),
  desktop: z.object({ native: appLink.optional() }).optional(),
  webapp: httpsUrl.optional(),
  appStore: httpsUrl.optional(),
  playStore: httpsUrl.optional(),
  chromeStore: httpsUrl.optional(),
  firefoxStore: httpsUrl.optional(),
  walletConnect: z.boolean().optional(),
})

/** An operator's own wallet: its image is a URL of theirs (else the server draws a monogram). */
export const customWalletSchema = walletEntrySchema.extend({
  imageUrl: z.url({ protocol: /^https?$/ }).optional(),
})

/** A row of the vendored dataset: an icon file under data/wallets/icons/, and where each value came from. */
export const datasetWalletSchema = walletEntrySchema.extend({
  icon: z
    .string()
    .regex(/^[a-z0-9._-]+\.(svg|png)$/)
    .nullable(),
  sources: z.array(z.string()),
})

export type WalletEntry = z.infer<typeof walletEntrySchema>
export type CustomWallet = z.infer<typeof customWalletSchema>
export type DatasetWallet = z.infer<typeof datasetWalletSchema>
