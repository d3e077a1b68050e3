import { describe, expect, it } from 'vitest'
import { readClientInfo } from './client-info.js'

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('readClientInfo', () => {
  it("takes the client id from the auth JWT's iss, and the ua", () => {
    const auth = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: 'did:key:z6MkTest', sub: 'x' })}.sig`
    const info = readClientInfo(`/?auth=${auth}&projectId=foyer-dev&ua=wc-2%2Fjs-2.25.0&useOnCloseEvent=true`)
    expect(info).toEqual({ clientId: 'did:key:z6MkTest', ua: 'wc-2/js-2.25.0', projectId: 'foyer-dev' })
  })

  it('leaves out what it cannot read', () => {
    expect(readClientInfo('/?auth=not-a-jwt')).toEqual({})
    expect(readClientInfo(`/?auth=a.${Buffer.from('{').toString('base64url')}.c`)).toEqual({})
    expect(readClientInfo(undefined)).toEqual({})
  })
})
