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
  if (typeof document !== 'undefined') sendAtRulesApart(cache);
  created = cache;
  return cache;
}

/**
 * Emotion adds every rule to one style sheet. A plain rule added there restyles only the elements
 * it can match, but an at-rule (@media, @keyframes: MUI inserts them the first time a button, a
 * dialog or a field shows) makes Chromium restyle every element any rule of that sheet matches:
 * opening one form restyled every card of the page. At-rules therefore go to small sheets of
 * their own, a new one per task, placed after the others so they still come last.
 */
function sendAtRulesApart(cache: EmotionCache) {
  const insertPlainRule = cache.sheet.insert.bind(cache.sheet);
  let current: CSSStyleSheet | null = null;
  cache.sheet.insert = (rule: string) => {
    if (!rule.startsWith('@')) {
      insertPlainRule(rule);
      return;
    }
    if (!current) {
      const element = document.createElement('style');
      element.setAttribute('data-emotion', `${cache.key}-at-rules`);
      if (cache.nonce) element.nonce = cache.nonce;
      document.head.append(element);
      current = element.sheet;
      window.setTimeout(() => (current = null), 0);
    }
    try {
      current?.insertRule(rule, current.cssRules.length);
    } catch {
      // A rule this browser cannot parse (a prefixed selector of another engine), as Emotion does.
    }
  };
}
