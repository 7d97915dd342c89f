/**
 * How every browser of the project is launched: Debian's Chromium (Playwright downloads no
 * browser here), headless, without a sandbox (containers), a GPU or background networking. Used
 * by the Playwright config, the build tests' browser check and the benchmarks.
 */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): { executablePath: string; args: string[] } {
  return {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...extraArgs],
  };
}
