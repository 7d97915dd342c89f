import { demoModeFrom } from '../../server/src/config.ts';

/**
 * Whether `npm start` and the browser suite run the demo sign-in providers: in demo mode only,
 * and only while `AUTH_PROVIDERS` is unset. Providers of one's own (or `AUTH_PROVIDERS=[]`, none
 * at all) replace them. An invalid DEMO runs none: the API then says what is wrong with it. Kept
 * apart from the providers, so that deciding imports none of them.
 */
export function demoProvidersWanted(env: Record<string, string | undefined>): boolean {
  try {
    return demoModeFrom(env) && env['AUTH_PROVIDERS'] === undefined;
  } catch {
    return false;
  }
}
