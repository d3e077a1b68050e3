// A person going through the dev OpenID provider with plain HTTP, as a browser would: follow the redirects from an
// authorize URL with the provider's cookies, post the username on the dev login page, and stop at the redirect back to
// the app (the Foyer server's callback), which is returned rather than followed. For tests and scripts.

export interface DevOidcLoginResult {
  /** The app's callback URL the provider redirected to (code and state in the query), or the form_post target. */
  callbackUrl: string
  /** Apple-style response_mode=form_post: the fields the provider's page would post. */
  formPost?: URLSearchParams
}

const FORM_POST = /<form[^>]*method="post"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i
const HIDDEN = /<input type="hidden" name="([^"]+)" value="([^"]*)"/g
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

export async function driveDevOidcLogin(
  authorizeUrl: string,
  username: string,
  options: { appOrigin: string; maxSteps?: number },
): Promise<DevOidcLoginResult> {
  const cookies = new Map<string, string>()
  let url = authorizeUrl
  let init: RequestInit = { method: 'GET' }
  for (let step = 0; step < (options.maxSteps ?? 12); step++) {
    if (new URL(url).origin === options.appOrigin) return { callbackUrl: url }
    const headers = new Headers(init.headers)
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at)
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(set)) cookies.delete(name)
      else cookies.set(name, pair!.slice(at + 1))
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).toString()
      init = { method: 'GET' }
      continue
    }
    const body = await response.text()
    if (response.status !== 200)
      throw new Error(`Dev OpenID provider answered ${response.status} at ${url}: ${body.slice(0, 300)}`)
    if (body.includes('name="username"')) {
      const action = /<form method="post" action="([^"]+)"/.exec(body)?.[1]
      if (!action) throw new Error('The dev login page has no form')
      url = new URL(decode(action), url).toString()
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username }).toString(),
      }
      continue
    }
    const formPost = FORM_POST.exec(body)
    if (formPost) {
      const fields = new URLSearchParams()
      for (const [, name, value] of formPost[2]!.matchAll(HIDDEN)) fields.set(decode(name!), decode(value!))
      return { callbackUrl: decode(formPost[1]!), formPost: fields }
    }
    throw new Error(`Unexpected page from the dev OpenID provider at ${url}: ${body.slice(0, 300)}`)
  }
  throw new Error('Too many redirects in the dev OpenID login')
}
