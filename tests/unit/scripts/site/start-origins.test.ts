import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddress, startPlan } from '../../../../scripts/site/start-origins.ts';

const info = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
  ({ address, family, internal }) as NetworkInterfaceInfo;

/** A laptop with loopback, an IPv6 link-local address and one network address. */
const LAPTOP = {
  lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
  wlan0: [info('fe80::1', 'IPv6', false), info('192.168.1.20', 'IPv4', false)],
};
const OFFLINE = { lo: [info('127.0.0.1', 'IPv4', true)] };

describe('startPlan', () => {
  it('keeps everything on loopback by default, as before', () => {
    expect(startPlan({}, LAPTOP)).toEqual({
      listenHost: '127.0.0.1',
      sitePort: 4321,
      apiPort: 8000,
      siteOrigin: 'http://localhost:4321',
      publicApiBase: 'http://127.0.0.1:8000',
      pullBase: 'http://127.0.0.1:8000',
      corsOrigins: ['http://localhost:4321'],
    });
  });

  it('on every interface with a public host, names that host in pages and pulls over loopback', () => {
    const plan = startPlan({ HOST: '0.0.0.0', PUBLIC_HOST: 'my-laptop.local', PORT: '5000', API_PORT: '5001' }, LAPTOP);
    expect(plan).toMatchObject({
      listenHost: '0.0.0.0',
      siteOrigin: 'http://my-laptop.local:5000',
      publicApiBase: 'http://my-laptop.local:5001',
      pullBase: 'http://127.0.0.1:5001',
      corsOrigins: ['http://my-laptop.local:5000', 'http://localhost:5000'],
    });
  });

  it("on every interface without a public host, uses the machine's network address", () => {
    expect(startPlan({ HOST: '0.0.0.0' }, LAPTOP)).toMatchObject({
      siteOrigin: 'http://192.168.1.20:4321',
      publicApiBase: 'http://192.168.1.20:8000',
    });
    expect(startPlan({ HOST: '::' }, OFFLINE).siteOrigin).toBe('http://localhost:4321');
  });

  it('takes the first of a list of site origins, as the API reads SITE_ORIGIN', () => {
    const plan = startPlan({ SITE_ORIGIN: 'https://music.example.test/, http://localhost:4321' }, OFFLINE);
    expect(plan.siteOrigin).toBe('https://music.example.test');
  });

  it("takes the public host from SITE_ORIGIN, and the API's from PUBLIC_API_BASE, when they are set", () => {
    const plan = startPlan({ HOST: '0.0.0.0', SITE_ORIGIN: 'http://concerts.lan:4321/' }, LAPTOP);
    expect(plan.siteOrigin).toBe('http://concerts.lan:4321');
    expect(plan.publicApiBase).toBe('http://concerts.lan:8000');
    expect(startPlan({ PUBLIC_API_BASE: 'https://api.example.org/' }, LAPTOP).publicApiBase).toBe(
      'https://api.example.org',
    );
  });

  it('listening on one address, names it and pulls from it; IPv6 in brackets', () => {
    expect(startPlan({ HOST: '192.168.1.20' }, LAPTOP)).toMatchObject({
      siteOrigin: 'http://192.168.1.20:4321',
      pullBase: 'http://192.168.1.20:8000',
    });
    expect(startPlan({ HOST: 'fd00::5' }, LAPTOP)).toMatchObject({
      siteOrigin: 'http://[fd00::5]:4321',
      pullBase: 'http://[fd00::5]:8000',
    });
  });

  it('refuses a port that is not one, naming the setting', () => {
    expect(() => startPlan({ PORT: 'eighty' }, LAPTOP)).toThrow(
      'PORT must be a port number between 1 and 65535, not "eighty".',
    );
    expect(() => startPlan({ API_PORT: '70000' }, LAPTOP)).toThrow(/^API_PORT must be/);
  });
});

describe('lanAddress', () => {
  it('is the first IPv4 address that is not loopback', () => {
    expect(lanAddress(LAPTOP)).toBe('192.168.1.20');
    expect(lanAddress(OFFLINE)).toBeUndefined();
  });
});
