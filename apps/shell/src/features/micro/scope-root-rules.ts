/**
 * micro-app scopes a sub-app's style rules to its `<micro-app>` element, all but those whose
 * selectors start at `html` or `:root`, which it leaves global: an app's `:root { --accent }`
 * would land on the shell's page. These rules are scoped here to the app's element instead,
 * where its custom properties still reach every element of the app.
 */
const rootAtStart = /^(?:html|:root)(?=$|[\s>~+[.#:])/i;

/** Splits a selector list at its top-level commas (not those inside `:is(…)` and the like). */
function selectorsOf(selectorText: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorText.length; index += 1) {
    const character = selectorText[index];
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    else if (character === ',' && depth === 0) {
      selectors.push(selectorText.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(selectorText.slice(start).trim());
  return selectors;
}

/** The selector list with its root selectors scoped to `scope`; undefined when it has none. */
export function scopeRootSelector(selectorText: string, scope: string): string | undefined {
  const selectors = selectorsOf(selectorText);
  if (!selectors.some((selector) => rootAtStart.test(selector))) return undefined;
  return selectors.map((selector) => selector.replace(rootAtStart, scope)).join(', ');
}

// Told apart by shape, not `instanceof`: a style element the app created in its sandbox belongs
// to the sandbox iframe's realm, and so do its rules.
const isStyleRule = (rule: CSSRule): rule is CSSStyleRule => 'selectorText' in rule;
const isGroupingRule = (rule: CSSRule): rule is CSSGroupingRule => 'cssRules' in rule;

function scopeRules(rules: CSSRuleList, scope: string) {
  for (const rule of rules) {
    if (isStyleRule(rule)) {
      const scoped = scopeRootSelector(rule.selectorText, scope);
      if (scoped !== undefined) rule.selectorText = scoped;
    } else if (isGroupingRule(rule)) {
      scopeRules(rule.cssRules, scope);
    }
  }
}

/**
 * Scopes the root rules of every style sheet in an app's `<micro-app>` element, now and as the
 * app adds styles (a lazily loaded page's); answers the undo.
 */
export function keepRootRulesScoped(element: HTMLElement, appName: string): () => void {
  const scope = `micro-app[name="${CSS.escape(appName)}"]`;
  // The text each style element had when its rules were scoped: micro-app rewrites a style's
  // text after it is added (its own scoping), which the browser parses into the same sheet.
  const scopedText = new WeakMap<HTMLStyleElement, string>();
  const scopeAll = () => {
    for (const style of element.querySelectorAll('style')) {
      const { sheet, textContent } = style;
      if (!sheet || scopedText.get(style) === textContent) continue;
      scopedText.set(style, textContent);
      scopeRules(sheet.cssRules, scope);
    }
  };
  const isStyle = (node: Node) => node.nodeName === 'STYLE';
  const observer = new MutationObserver((mutations) => {
    const touchesStyles = mutations.some(
      (mutation) =>
        isStyle(mutation.target) ||
        (mutation.target.parentNode !== null && isStyle(mutation.target.parentNode)) ||
        [...mutation.addedNodes].some(
          (node) => isStyle(node) || (node instanceof Element && node.querySelector('style')),
        ),
    );
    if (touchesStyles) scopeAll();
  });
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  scopeAll();
  return () => observer.disconnect();
}
