import type { NetworkInterfaceInfo } from 'node:os';

/**
 * The addresses `npm start` listens on and the origins it builds the site for. By default both
 * servers listen on loopback and pages use http://localhost:4321 and http://127.0.0.1:8000, as
 * before. `HOST=0.0.0.0` listens on every interface; then pages name this machine by a host name a
 * phone on the same network can reach (docs/configuration.md, "Try it from your phone"), so the site, its API
 * calls and its images all work from there.
 */

/** The settings `npm start` reads (a subset of the environment). */
export interface StartSettings {
  /** Interfaces both servers listen on (default 127.0.0.1; `0.0.0.0` or `::` for all). */
  readonly HOST?: string | undefined;
  /** The host name pages use for the site, the API and media, e.g. `my-laptop.local` or `192.168.1.20`. */
  readonly PUBLIC_HOST?: string | undefined;
  readonly PORT?: string | undefined;
  readonly API_PORT?: string | undefined;
  /**
   * The public site origin; its host name stands in for PUBLIC_HOST when that is unset. The API
   * reads a comma-separated list here (the first is the one its mails link to): the first is taken.
   */
  readonly SITE_ORIGIN?: string | undefined;
  /** The content host as browsers reach it (the API and, unless MEDIA_BASE says otherwise, media). */
  readonly PUBLIC_API_BASE?: string | undefined;
}

/** What `npm start` runs with. */
export interface StartPlan {
  /** Where the API and the site listen. */
  readonly listenHost: string;
  readonly sitePort: number;
  readonly apiPort: number;
  /** The site's public origin: canonical URLs, share tags, the sitemap, emailed links. */
  readonly siteOrigin: string;
  /** The API as pages reach it; also the API's own API_ORIGIN, the origin of its stream links. */
  readonly publicApiBase: string;
  /** Where the build pulls the catalogue from: this machine, never over the network. */
  readonly pullBase: string;
  /** The site origins the API accepts (CORS): the public one and, beside it, localhost. */
  readonly corsOrigins: readonly string[];
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK = /^(localhost|127(\.\d+){3}|::1|\[::1\])$/;

/** A host as it is written in a URL: an IPv6 address in brackets. */
function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** A port setting, or a clear error naming it. */
function port(name: string, value: string | undefined, fallback: number): number {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 1 || number > 65535)
    throw new Error(`${name} must be a port number between 1 and 65535, not "${String(value)}".`);
  return number;
}

/** This machine's first IPv4 address on a network (not loopback), or undefined when it has none. */
export function lanAddress(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string | undefined {
  return Object.values(interfaces)
    .flat()
    .find((info) => info !== undefined && info.family === 'IPv4' && !info.internal)?.address;
}

/**
 * The host name pages use: PUBLIC_HOST; else SITE_ORIGIN's; else a specific HOST that is not
 * loopback; else, listening on every interface, this machine's network address; else none (loopback).
 */
function publicHostFrom(settings: StartSettings, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string | undefined {
  const siteOrigin = firstSiteOrigin(settings);
  const given = settings.PUBLIC_HOST?.trim() || (siteOrigin && new URL(siteOrigin).hostname);
  if (given) return given;
  const host = settings.HOST?.trim();
  if (!host || LOOPBACK.test(host)) return undefined;
  return WILDCARDS.has(host) ? lanAddress(interfaces) : host;
}

/** The first of the SITE_ORIGIN setting's origins, without a trailing slash; empty when unset. */
function firstSiteOrigin(settings: StartSettings): string {
  return (settings.SITE_ORIGIN?.split(',')[0] ?? '').trim().replace(/\/+$/, '');
}

/** The plan for `npm start` from its settings and this machine's network interfaces. */
export function startPlan(settings: StartSettings, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): StartPlan {
  const listenHost = settings.HOST?.trim() || '127.0.0.1';
  const sitePort = port('PORT', settings.PORT, 4321);
  const apiPort = port('API_PORT', settings.API_PORT, 8000);
  const publicHost = publicHostFrom(settings, interfaces);
  const localSite = `http://localhost:${sitePort}`;
  const siteOrigin =
    firstSiteOrigin(settings) || (publicHost ? `http://${urlHost(publicHost)}:${sitePort}` : localSite);
  const publicApiBase =
    settings.PUBLIC_API_BASE?.trim().replace(/\/+$/, '') || `http://${urlHost(publicHost ?? '127.0.0.1')}:${apiPort}`;
  const pullHost = WILDCARDS.has(listenHost) || LOOPBACK.test(listenHost) ? '127.0.0.1' : listenHost;
  return {
    listenHost,
    sitePort,
    apiPort,
    siteOrigin,
    publicApiBase,
    pullBase: `http://${urlHost(pullHost)}:${apiPort}`,
    corsOrigins: [...new Set([siteOrigin, localSite])],
  };
}
