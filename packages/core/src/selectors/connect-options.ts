// The spec's orderings of what the Connect and Account views may offer, from the resolved options.
import { filterSocialsForPlatform, orderedConnectMethods, orderedWalletFeatures } from '../connect-methods.js'
import type { ConnectMethod, ResolvedOptions, SocialProvider, WalletFeature } from '../types.js'

export const selectConnectMethods = (options: ResolvedOptions): ConnectMethod[] =>
  orderedConnectMethods(options.features)

export const selectSocials = (options: ResolvedOptions): SocialProvider[] =>
  options.features.socials === false ? [] : filterSocialsForPlatform(options.features.socials, options.platform)

export const selectWalletFeatures = (options: ResolvedOptions): WalletFeature[] =>
  orderedWalletFeatures(options.features)
