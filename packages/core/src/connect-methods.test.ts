import { describe, expect, it } from 'vitest'
import { filterSocialsForPlatform, orderedConnectMethods, orderedWalletFeatures } from './connect-methods.js'
import { DEFAULT_FEATURES, DEFAULT_SOCIALS } from './constants.js'

const tg = (os: 'ios' | 'android' | 'mac' | 'linux') => ({
  isDesktop: os === 'mac' || os === 'linux',
  isTelegram: true,
  os,
})

describe('connect methods, socials and wallet features', () => {
  it('order connect methods email, social, wallet by default', () => {
    expect(orderedConnectMethods(DEFAULT_FEATURES)).toEqual(['email', 'social', 'wallet'])
    expect(orderedConnectMethods({ ...DEFAULT_FEATURES, email: false })).toEqual(['social', 'wallet'])
  })
  it('default socials are google, x, discord, farcaster, github, apple, facebook', () => {
    expect(DEFAULT_SOCIALS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })
  it('filter socials on Telegram: iOS no google, Mac no x, Android no facebook and no x', () => {
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, tg('ios'))).not.toContain('google')
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, tg('mac'))).not.toContain('x')
    const android = filterSocialsForPlatform(DEFAULT_SOCIALS, tg('android'))
    expect(android).not.toContain('facebook')
    expect(android).not.toContain('x')
    expect(android).toContain('google')
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, { isDesktop: false, isTelegram: false, os: 'android' })).toEqual([
      ...DEFAULT_SOCIALS,
    ])
  })
  it('order wallet features onramp, swaps, receive, send and drop disabled ones', () => {
    expect(orderedWalletFeatures(DEFAULT_FEATURES)).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(orderedWalletFeatures({ ...DEFAULT_FEATURES, swaps: false })).toEqual(['onramp', 'receive', 'send'])
  })
})
