import { site } from '../../config/site.ts';
import {
  configuredProvider,
  pageCredentials,
  signInWithProvider,
  type ProviderKind,
} from '../../stores/provider-sign-in.ts';
import type { AccountOutcome } from '../../stores/account-outcome.ts';
import styles from './AccountForm.module.css';

/** The provider buttons of a screen. */
export interface ProviderButtonsProps {
  /** 'Sign in' or 'Sign up'. */
  readonly verb: string;
  /** Which providers the screen offers: sign-up has only the platform identity (rules §2). */
  readonly kinds: readonly ProviderKind[];
  /** Disables the buttons while the form is busy. */
  readonly disabled: boolean;
  /** Runs a sign-in, so the form shows it busy and shows its outcome. */
  readonly run: (action: () => Promise<AccountOutcome>) => Promise<void>;
}

/**
 * The platform-identity and social-network buttons, each shown only when its service is
 * configured, followed by the 'Or' divider when there is any. On the web the popup opens in the
 * click itself, so browsers do not block it; in native mode the wrapper is asked instead.
 */
export function ProviderButtons({ verb, kinds, disabled, run }: ProviderButtonsProps) {
  const providers = kinds.map((kind) => ({ kind, ...configuredProvider(kind) })).filter((p) => p.enabled);
  if (providers.length === 0) return null;
  return (
    <>
      <div className={`${styles.providers} auth__providers`}>
        {providers.map((provider) => (
          <button
            key={provider.kind}
            type="button"
            className="button button--quiet"
            disabled={disabled}
            onClick={() => void run(() => signInWithProvider(provider.kind, pageCredentials(site.nativeMode, window)))}
          >
            {verb} with {provider.name}
          </button>
        ))}
      </div>
      <p className="auth__divider">Or</p>
    </>
  );
}
