import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession, writeStoredSession } from './authStorage';
import { MODULES_ATTRIBUTE } from '../config/signedInModules';
import { preloadSignedInModules } from './signedInPreload';

const FILES = './assets/api-a.js ./assets/signed-in-b.js';

function addPreloadTag(files = FILES) {
  const tag = document.createElement('script');
  tag.setAttribute(MODULES_ATTRIBUTE, files);
  document.head.append(tag);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('preloadSignedInModules', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    clearStoredSession();
  });

  it('fetches every listed file for a returning guest', () => {
    writeStoredSession({ token: 't', userId: 'u', userEmail: 'e@example.com', lastAccess: null });
    addPreloadTag();
    preloadSignedInModules();
    expect(preloaded()).toEqual(FILES.split(' '));
  });

  it('asks as the app does, and not again for a file the app has asked for already', () => {
    writeStoredSession({ token: 't', userId: 'u', userEmail: 'e@example.com', lastAccess: null });
    const asked = document.createElement('link');
    asked.rel = 'modulepreload';
    asked.href = new URL('./assets/signed-in-b.js', document.baseURI).href;
    document.head.append(asked);
    addPreloadTag();
    preloadSignedInModules();
    expect(preloaded()).toEqual([asked.href, './assets/api-a.js']);
    const added = [...document.head.querySelectorAll<HTMLLinkElement>('link')].slice(1);
    expect(added.map((link) => link.crossOrigin)).toEqual(['anonymous']);
  });

  it('fetches nothing for a visitor without a stored session', () => {
    addPreloadTag();
    preloadSignedInModules();
    expect(preloaded()).toEqual([]);
  });

  it('fetches nothing when the page lists no files (a development server)', () => {
    writeStoredSession({ token: 't', userId: 'u', userEmail: 'e@example.com', lastAccess: null });
    preloadSignedInModules();
    addPreloadTag('');
    preloadSignedInModules();
    expect(preloaded()).toEqual([]);
  });
});
