// Each provider's recorded profile answer (fixtures/README.md) read into the user's subject, email and handle.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readOAuthProfile } from './oauth-profiles.js'

const fixture = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')) as Record<string, unknown>

describe('readOAuthProfile', () => {
  it('reads Google userinfo: sub, the verified email, the name', () => {
    expect(readOAuthProfile('google', fixture('google-userinfo.json'))).toEqual({
      subject: '110169484474386276334',
      email: 'ada.lovelace@gmail.com',
      handle: 'Ada Lovelace',
    })
    const unverified = { ...fixture('google-userinfo.json'), email_verified: false }
    expect(readOAuthProfile('google', unverified)).not.toHaveProperty('email')
  })

  it("reads Apple's ID token claims, whose email_verified is a string", () => {
    expect(readOAuthProfile('apple', fixture('apple-id-token-claims.json'))).toEqual({
      subject: '001234.5f6e7d8c9b0a1234567890abcdef1234.0123',
      email: 'q2w3e4r5t6@privaterelay.appleid.com',
    })
    expect(
      readOAuthProfile('apple', { ...fixture('apple-id-token-claims.json'), email_verified: 'false' }),
    ).not.toHaveProperty('email')
  })

  it('reads GitHub /user: the numeric id as the subject, login as the handle', () => {
    expect(readOAuthProfile('github', fixture('github-user.json'))).toEqual({
      subject: '583231',
      email: 'octocat@github.com',
      handle: 'octocat',
    })
    expect(readOAuthProfile('github', { ...fixture('github-user.json'), email: null })).toEqual({
      subject: '583231',
      handle: 'octocat',
    })
  })

  it('reads X /2/users/me from its data envelope', () => {
    expect(readOAuthProfile('x', fixture('x-users-me.json'))).toEqual({ subject: '2244994945', handle: 'XDevelopers' })
  })

  it('reads Discord /users/@me, the email only when Discord verified it', () => {
    expect(readOAuthProfile('discord', fixture('discord-users-me.json'))).toEqual({
      subject: '80351110224678912',
      email: 'nelly@discord.com',
      handle: 'nelly',
    })
    expect(readOAuthProfile('discord', { ...fixture('discord-users-me.json'), verified: false })).not.toHaveProperty(
      'email',
    )
  })

  it('reads Facebook /me', () => {
    expect(readOAuthProfile('facebook', fixture('facebook-me.json'))).toEqual({
      subject: '10158215474396740',
      email: 'jane.doe@example.com',
      handle: 'Jane Doe',
    })
  })

  it('refuses a profile without an id', () => {
    expect(() => readOAuthProfile('github', { login: 'ghost' })).toThrow('the profile has no user id')
    expect(() => readOAuthProfile('x', { errors: [{ title: 'Unauthorized' }] })).toThrow('the profile has no user id')
  })
})
