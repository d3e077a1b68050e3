// Labels and the buttons-versus-"more" split of the social logins (spec §2: google, x, discord, farcaster, github,
// apple, facebook by default; the host's features.socials orders them).
import type { SocialProvider } from '@foyer/core'
import type { MessageKey } from '../../messages/en.js'

export const socialLabelKeys: Record<SocialProvider, MessageKey> = {
  google: 'socialGoogle',
  x: 'socialX',
  discord: 'socialDiscord',
  farcaster: 'socialFarcaster',
  github: 'socialGithub',
  apple: 'socialApple',
  facebook: 'socialFacebook',
}

/** How many socials show as buttons before the rest go behind "More options" (a list of four or fewer shows whole). */
export const SOCIAL_BUTTONS_SHOWN = 3

export function splitSocials(socials: readonly SocialProvider[]): {
  shown: SocialProvider[]
  more: SocialProvider[]
} {
  if (socials.length <= SOCIAL_BUTTONS_SHOWN + 1) return { shown: [...socials], more: [] }
  return { shown: socials.slice(0, SOCIAL_BUTTONS_SHOWN), more: socials.slice(SOCIAL_BUTTONS_SHOWN) }
}
