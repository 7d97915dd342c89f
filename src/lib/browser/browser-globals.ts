/**
 * The browser's globals as code that runs in the build too (Astro's server render on Node) must
 * see them: possibly absent. TypeScript's DOM library declares them always present, which would
 * make every check for their absence look dead.
 */
interface MaybeBrowser {
  readonly location?: Location;
  readonly navigator?: Navigator;
  readonly localStorage?: Storage;
  readonly alert?: (message: string) => void;
}

const maybeBrowser: MaybeBrowser = globalThis;

/** The page's location; undefined during the build. */
export function browserLocation(): Location | undefined {
  return maybeBrowser.location;
}

/** The browser's navigator; undefined where the runtime has none. */
export function browserNavigator(): Navigator | undefined {
  return maybeBrowser.navigator;
}

/**
 * Local storage; undefined where the runtime has none. Reading it throws where the browser
 * blocks storage for the site: the caller decides what that means.
 */
export function browserLocalStorage(): Storage | undefined {
  return maybeBrowser.localStorage;
}

/** Shows a blocking alert; does nothing where there is no window. */
export function browserAlert(message: string): void {
  maybeBrowser.alert?.(message);
}
