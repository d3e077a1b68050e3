// CPU throttling through the Chrome DevTools Protocol, the same knob as DevTools' "4× slowdown".
export async function throttleCpu(page, rate) {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
  return session
}
