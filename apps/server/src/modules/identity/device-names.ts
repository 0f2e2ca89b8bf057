import Bowser from 'bowser';

/**
 * A session's device in words, from the User-Agent it signed in with: "Chrome 131 · Windows",
 * "Safari 18 · iOS 18.1 · iPhone". Only names: brands and versions read the same in every language
 * of the interface, where Bowser's kind of platform ("mobile", "tablet") is an English word, so a
 * device is named by its model when the User-Agent tells it (iPhone, iPad) and otherwise by its
 * browser and system alone. A User-Agent no browser is recognised in is shown as it came
 * (shortened); none at all is an empty string, which the web shows as an unknown device.
 */
export function deviceInWords(userAgent: string | null): string {
  if (!userAgent) return '';
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent.slice(0, 60);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  return [name, system, platform.model ?? ''].filter(Boolean).join(' · ');
}
