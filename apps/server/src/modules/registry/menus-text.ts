import type { Language } from '../../messages/catalogue';
import type { MenuOpeningRoute } from '../../repositories/sub-app-repository';

/** How many menu entries a refusal names; the count says how many there are in all. */
const namedAtMost = 5;

/**
 * The menu entries that open a route, as a refused removal names them in `language`: each as
 * its firm, its label and its name (`示范保理有限公司 › 资金台账（treasury-ledger）`).
 */
export function menusText(menus: readonly MenuOpeningRoute[], language: Language): string {
  const isEnglish = language === 'en';
  const named = menus.slice(0, namedAtMost).map((menu) => {
    const label = isEnglish ? (menu.labelEn ?? menu.label) : menu.label;
    return isEnglish
      ? `${menu.firmName} › ${label} (${menu.name})`
      : `${menu.firmName} › ${label}（${menu.name}）`;
  });
  const more = menus.length > namedAtMost ? '…' : '';
  return named.join(isEnglish ? ', ' : '、') + more;
}
