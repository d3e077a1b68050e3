// The ordered lists of the Connect view: connect methods, social logins (with the Telegram filters) and wallet features.
import type { ConnectMethod, Features, PlatformInfo, SocialProvider, WalletFeature } from './types.js'

export function orderedConnectMethods(features: Features): ConnectMethod[] {
  return features.connectMethodsOrder.filter((method) => {
    if (method === 'email') return features.email
    if (method === 'social') return features.socials !== false && features.socials.length > 0
    return true
  })
}

/** Spec §5: inside Telegram, iOS drops google, Mac drops x, Android drops facebook and x. */
export function filterSocialsForPlatform(socials: readonly SocialProvider[], platform: PlatformInfo): SocialProvider[] {
  if (!platform.isTelegram) return [...socials]
  const hidden: Partial<Record<PlatformInfo['os'], SocialProvider[]>> = {
    ios: ['google'],
    mac: ['x'],
    android: ['facebook', 'x'],
  }
  const drop = hidden[platform.os] ?? []
  return socials.filter((social) => !drop.includes(social))
}

export function orderedWalletFeatures(features: Features): WalletFeature[] {
  return features.walletFeaturesOrder.filter((feature) => {
    if (feature === 'swaps') return features.swaps
    return features[feature]
  })
}
