import { describe, expect, it } from 'vitest';
import { findNativeBridge } from '../../../src/lib/native/native-bridge.ts';
import { fakeNativeWrapper, PAGE_ORIGIN } from './support/fake-native-wrapper.ts';

describe('findNativeBridge', () => {
  it('finds no bridge outside a wrapper', () => {
    expect(findNativeBridge(fakeNativeWrapper({ bridge: false }).scope)).toBeUndefined();
    expect(findNativeBridge({ ReactNativeWebView: {} })).toBeUndefined();
  });

  it('posts JSON text to ReactNativeWebView.postMessage', () => {
    const wrapper = fakeNativeWrapper();
    findNativeBridge(wrapper.scope)?.post('{"type":"share","url":"https://e.org/x","title":"X"}');
    expect(wrapper.posted).toEqual([{ type: 'share', url: 'https://e.org/x', title: 'X' }]);
  });

  it('hears the wrapper on window (iOS) and on document (Android) until stopped', () => {
    const wrapper = fakeNativeWrapper();
    const heard: unknown[] = [];
    const stop = findNativeBridge(wrapper.scope)?.listen((data) => heard.push(data));
    wrapper.answer({ n: 1 }, { target: 'window' });
    wrapper.answer({ n: 2 }, { target: 'document' });
    expect(heard).toEqual(['{"n":1}', '{"n":2}']);
    stop?.();
    expect(wrapper.listenerCount()).toBe(0);
    wrapper.answer({ n: 3 });
    expect(heard).toHaveLength(2);
  });

  it('hears a message the page’s own window posts, and none from another window', () => {
    const wrapper = fakeNativeWrapper();
    const heard: unknown[] = [];
    findNativeBridge(wrapper.scope)?.listen((data) => heard.push(data));
    wrapper.postFromOtherWindow({ from: 'frame' }, 'https://chat.example.org');
    wrapper.postFromOtherWindow({ from: 'frame with our origin' }, PAGE_ORIGIN);
    const own = new MessageEvent('message', { data: 'own', origin: PAGE_ORIGIN });
    Object.defineProperty(own, 'source', { value: wrapper.scope });
    wrapper.scope.dispatchEvent(own);
    expect(heard).toEqual(['own']);
  });
});
