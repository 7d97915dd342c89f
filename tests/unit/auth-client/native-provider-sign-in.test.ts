import { describe, expect, it } from 'vitest';
import {
  NATIVE_SIGN_IN_ANSWER,
  NATIVE_SIGN_IN_REQUEST,
  requestNativeCredential,
} from '../../../src/lib/auth-client/native-provider-sign-in.ts';
import { ProviderPopupClosedError, ProviderPopupError } from '../../../src/lib/auth-client/provider-popup.ts';
import { findNativeBridge, type NativeBridge } from '../../../src/lib/native/native-bridge.ts';
import { fakeNativeWrapper, type FakeNativeWrapper } from '../native/support/fake-native-wrapper.ts';

const APPLE = { kind: 'identity', provider: 'apple', providerName: 'Apple' } as const;
const FACEBOOK = { kind: 'social', provider: 'facebook', providerName: 'Facebook' } as const;

function bridgeOf(wrapper: FakeNativeWrapper): NativeBridge {
  const bridge = findNativeBridge(wrapper.scope);
  if (bridge === undefined) throw new Error('the fake wrapper has no bridge');
  return bridge;
}

/** A wrapper that answers each sign-in request with `fields` (plus the request's type and id). */
function wrapperAnswering(
  fields: Record<string, unknown>,
  target: 'window' | 'document' = 'window',
): FakeNativeWrapper {
  const wrapper = fakeNativeWrapper();
  wrapper.respond = (message, self) =>
    self.answer({ type: NATIVE_SIGN_IN_ANSWER, requestId: message['requestId'], ...fields }, { target });
  return wrapper;
}

describe('requestNativeCredential', () => {
  it('asks the wrapper with a request naming the kind and provider and a fresh random id', async () => {
    const wrapper = wrapperAnswering({ access_token: 'fb' });
    await requestNativeCredential(bridgeOf(wrapper), FACEBOOK);
    await requestNativeCredential(bridgeOf(wrapper), FACEBOOK);
    expect(wrapper.posted).toEqual([
      {
        type: NATIVE_SIGN_IN_REQUEST,
        requestId: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
        kind: 'social',
        provider: 'facebook',
      },
      {
        type: NATIVE_SIGN_IN_REQUEST,
        requestId: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
        kind: 'social',
        provider: 'facebook',
      },
    ]);
    expect(wrapper.posted[0]?.['requestId']).not.toBe(wrapper.posted[1]?.['requestId']);
    expect(NATIVE_SIGN_IN_REQUEST).toBe('provider-sign-in');
  });

  it('answers the platform identity credential: id_token, code, user and the app’s client_id', async () => {
    const user = '{"name":{"firstName":"Ada","lastName":"Lovelace"}}';
    const wrapper = wrapperAnswering(
      {
        id_token: 'jwt',
        code: 'c0de',
        user,
        client_id: 'org.orchestra.concert-library',
        email: 'ada@relay.example',
        extra: 'x',
      },
      'document',
    );
    await expect(requestNativeCredential(bridgeOf(wrapper), APPLE)).resolves.toEqual({
      provider: 'apple',
      id_token: 'jwt',
      code: 'c0de',
      user,
      client_id: 'org.orchestra.concert-library',
      email: 'ada@relay.example',
    });
    expect(wrapper.listenerCount()).toBe(0);
  });

  it('answers the social network’s access_token, and only the fields of its kind', async () => {
    const wrapper = wrapperAnswering({ access_token: 'fb-token', id_token: 'not-for-social' });
    await expect(requestNativeCredential(bridgeOf(wrapper), FACEBOOK)).resolves.toEqual({
      provider: 'facebook',
      access_token: 'fb-token',
    });
  });

  it('waits for its own answer: other requests’ answers, other messages and other windows are ignored', async () => {
    const wrapper = fakeNativeWrapper();
    const pending = requestNativeCredential(bridgeOf(wrapper), { ...FACEBOOK, requestId: 'r-1' });
    let settled = false;
    void pending.then(() => (settled = true));
    wrapper.answer({ type: NATIVE_SIGN_IN_ANSWER, requestId: 'r-0', access_token: 'stale' });
    wrapper.answer({ type: 'share', requestId: 'r-1', access_token: 'wrong-type' });
    wrapper.answer('not json', { asValue: true });
    wrapper.postFromOtherWindow(
      { type: NATIVE_SIGN_IN_ANSWER, requestId: 'r-1', access_token: 'forged' },
      'https://chat.example.org',
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    // The answer may also arrive as an object rather than JSON text.
    wrapper.answer({ type: NATIVE_SIGN_IN_ANSWER, requestId: 'r-1', access_token: 'mine' }, { asValue: true });
    await expect(pending).resolves.toEqual({ provider: 'facebook', access_token: 'mine' });
  });

  it('rejects silently-shown when the visitor cancels, and with the provider’s error otherwise', async () => {
    const cancelled = await requestNativeCredential(bridgeOf(wrapperAnswering({ error: 'cancelled' })), APPLE).catch(
      (e: unknown) => e,
    );
    expect(cancelled).toBeInstanceOf(ProviderPopupClosedError);
    expect((cancelled as ProviderPopupClosedError).notice.show.kind).toBe('silent');

    const failed = await requestNativeCredential(bridgeOf(wrapperAnswering({ error: 'provider_error' })), APPLE).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(ProviderPopupError);
    expect((failed as ProviderPopupError).message).toBe('Error signing in with Apple');
  });

  it('rejects an answer without the kind’s token, and a bridge that cannot post', async () => {
    const tokenless = await requestNativeCredential(
      bridgeOf(wrapperAnswering({ code: 'c', client_id: 'app' })),
      APPLE,
    ).catch((e: unknown) => e);
    expect(tokenless).toBeInstanceOf(ProviderPopupError);
    const broken: NativeBridge = {
      post: () => {
        throw new Error('bridge gone');
      },
      listen: () => () => undefined,
    };
    await expect(requestNativeCredential(broken, FACEBOOK)).rejects.toThrow('Error signing in with Facebook');
  });
});
