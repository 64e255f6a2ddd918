import { describe, expect, it } from 'vitest';
import { basePathOf, fileIn, localeOfPath, pathIn } from './locale.ts';

describe('addresses by language', () => {
  it('reads the language from the first segment', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/about')).toBe('en');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/huru')).toBe('es');
    // A project whose name starts with "es" is not Spanish.
    expect(localeOfPath('/estate')).toBe('en');
  });

  it('pairs every page with its other language both ways', () => {
    for (const path of ['/', '/about', '/cv', '/huru', '/private', '/design-system']) {
      const spanish = pathIn(path, 'es');
      expect(localeOfPath(spanish)).toBe('es');
      expect(pathIn(spanish, 'en')).toBe(path);
      expect(pathIn(spanish, 'es')).toBe(spanish);
      expect(basePathOf(spanish)).toBe(path);
    }
    expect(pathIn('/', 'es')).toBe('/es');
    expect(pathIn('/about', 'es')).toBe('/es/about');
  });

  it('reads a page at the address it is served at, with the slash of its folder', () => {
    expect(basePathOf('/about/')).toBe('/about');
    expect(basePathOf('/es/about/')).toBe('/about');
    expect(basePathOf('/es/')).toBe('/');
    expect(pathIn('/about/', 'es')).toBe('/es/about');
    expect(pathIn('/es/', 'en')).toBe('/');
  });
});

describe('build files by language', () => {
  it('puts a Spanish file in the es folder and leaves an English one at the top', () => {
    expect(fileIn('en', '404.html')).toBe('404.html');
    expect(fileIn('es', 'protected/mango.gate.json')).toBe('es/protected/mango.gate.json');
  });
});
