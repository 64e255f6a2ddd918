import { describe, expect, it } from 'vitest';
import {
  acceptedEncodings,
  contentTypeFor,
  filePath,
  isHiddenPath,
  isNotFoundPage,
  isOwnHost,
  isPrecompressedAddress,
  routeOf,
  usableRange,
} from './addresses.ts';

describe("the local server's addresses", () => {
  it('looks at a path as sirv will: decoded, without trailing slashes', () => {
    expect(filePath('/')).toBe('/');
    expect(filePath('//')).toBe('/');
    expect(filePath('/about/')).toBe('/about');
    expect(filePath('/assets/x.js.br/')).toBe('/assets/x.js.br');
    expect(filePath('/assets/x.js%2Ebr')).toBe('/assets/x.js.br');
    expect(filePath('/404%2ehtml')).toBe('/404.html');
    // An encoded slash stays encoded, as sirv leaves it.
    expect(filePath('/about%2Findex.html')).toBe('/about%2Findex.html');
    expect(filePath('/%E0%A4%A')).toBeNull();
  });

  it('refuses precompressed siblings at their own address', () => {
    for (const path of ['/assets/x.js.br', '/assets/x.css.gz', '/index.html.gz', '/about/index.html.br', '/about.data.br', '/X.JS.BR']) {
      expect(isPrecompressedAddress(path), path).toBe(true);
    }
    for (const path of ['/assets/x.js', '/index.html', '/about', '/assets/brand.svg', '/assets/x.gzip', '/br', '/assets/x-br.js']) {
      expect(isPrecompressedAddress(path), path).toBe(false);
    }
  });

  it('gives every address of a page its route', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/index')).toBe('/');
    expect(routeOf('/index.html')).toBe('/');
    expect(routeOf('/about')).toBe('/about');
    expect(routeOf('/about/index')).toBe('/about');
    expect(routeOf('/about/index.html')).toBe('/about');
    expect(routeOf('/about/index.htm')).toBe('/about');
    expect(routeOf('/assets/x.js')).toBe('/assets/x.js');
    expect(routeOf('/indexes')).toBe('/indexes');
  });

  it('knows the not-found page at each of its addresses', () => {
    for (const route of ['/404', '/404.html', '/404.htm']) expect(isNotFoundPage(route), route).toBe(true);
    for (const route of ['/', '/about', '/4040', '/404/x', '/assets/404.html']) expect(isNotFoundPage(route), route).toBe(false);
  });

  it('names the types sirv does not know, and leaves the rest to it', () => {
    expect(contentTypeFor('/_headers')).toBe('text/plain; charset=utf-8');
    expect(contentTypeFor('/assets/x.js')).toBeUndefined();
    expect(contentTypeFor('/index.html')).toBeUndefined();
    expect(contentTypeFor('/about')).toBeUndefined();
    expect(contentTypeFor('/my_headers')).toBeUndefined();
  });

  it('never serves a hidden file, but .well-known', () => {
    for (const path of ['/.nojekyll', '/assets/.secret', '/.git/config', '/a/.b/c']) expect(isHiddenPath(path), path).toBe(true);
    for (const path of ['/', '/about', '/assets/x.js', '/.well-known/security.txt', '/a.b']) expect(isHiddenPath(path), path).toBe(false);
  });

  it('offers only the encodings a request accepts: a weight of zero refuses one', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toBe('br, gzip');
    expect(acceptedEncodings('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncodings('br;q=0.0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncodings('BR ; Q=0 , GZIP')).toBe('gzip');
    expect(acceptedEncodings('gzip;q=0, br')).toBe('br');
    expect(acceptedEncodings('*')).toBe('br, gzip');
    expect(acceptedEncodings('*;q=0, gzip')).toBe('gzip');
    expect(acceptedEncodings('br;q=0, *')).toBe('gzip');
    expect(acceptedEncodings('x-gzip')).toBe('gzip');
    expect(acceptedEncodings('brotli-ish, gzipped')).toBe('');
    expect(acceptedEncodings('br;q=abc')).toBe('');
    expect(acceptedEncodings('identity')).toBe('');
    expect(acceptedEncodings('')).toBe('');
    expect(acceptedEncodings(undefined)).toBe('');
    expect(acceptedEncodings(['br;q=0', 'gzip'])).toBe('gzip');
  });

  it('passes on only a range sirv reads right, and none under a validator it cannot compare', () => {
    expect(usableRange('bytes=0-99', undefined)).toBe('bytes=0-99');
    expect(usableRange('bytes=100-', undefined)).toBe('bytes=100-');
    expect(usableRange(' bytes = 0-99 ', undefined)).toBe('bytes=0-99');
    // sirv would send the first bytes for the last ones, drop the connection, or call a whole file partial: the whole file is sent.
    for (const range of ['bytes=-500', 'bytes=5-2', 'bytes=abc', 'bytes=0-0,5-6', 'items=0-5', 'bytes=', 'bytes=1e3-', ''])
      expect(usableRange(range, undefined), range).toBeUndefined();
    expect(usableRange(undefined, undefined)).toBeUndefined();
    // If-Range: the server's validators are weak, which never match it (RFC 9110, 13.1.5); the whole file is sent.
    expect(usableRange('bytes=0-99', 'W/"231-1795937384666"')).toBeUndefined();
    expect(usableRange('bytes=0-99', 'Wed, 21 Oct 2015 07:28:00 GMT')).toBeUndefined();
  });

  it('answers a request addressed to this computer by name or address, never by another name that leads here', () => {
    for (const host of ['localhost:4173', 'localhost', '127.0.0.1:4173', '[::1]:4173', '192.168.1.20:4173', 'LOCALHOST:4173'])
      expect(isOwnHost(host), host).toBe(true);
    // A page whose name an attacker points at this computer (DNS rebinding) sends that name.
    for (const host of [
      'attacker.example:4173',
      'localhost.attacker.example:4173',
      'localhost.:4173',
      '127.0.0.1.nip.io:4173',
      '',
      undefined,
    ])
      expect(isOwnHost(host), String(host)).toBe(false);
  });
});
