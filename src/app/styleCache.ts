import createCache, { type EmotionCache } from '@emotion/cache';

/** The attribute of index.html's prerendered `<style>`: the Emotion ids of the rules it holds. */
export const PRERENDERED_STYLES = 'data-prerendered-styles';

let created: EmotionCache | undefined;

/**
 * The app's Emotion cache, told which styles index.html already carries (`firstScreenStyles.tsx`)
 * so that it never compiles or inserts them again. Emotion's own pickup of server-rendered styles
 * would do the same, but it moves that `<style>` element twice on start-up, and the browser parses
 * its rules again after each move, inside the app code's first main-thread task.
 */
export function portalStyleCache(): EmotionCache {
  if (created) return created;
  const cache = createCache({ key: 'css' });
  const prerendered =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLStyleElement>(`style[${PRERENDERED_STYLES}]`);
  if (prerendered) {
    prerendered
      .getAttribute(PRERENDERED_STYLES)
      ?.split(' ')
      .forEach((id) => {
        if (id) cache.inserted[id] = true;
      });
    // Listed as the sheet's first element, where it stands: rules generated later go after it,
    // and global styles (the baseline) before it, the order they would have had at run time.
    cache.sheet.tags.push(prerendered);
  }
  created = cache;
  return cache;
}
