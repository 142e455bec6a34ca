import type { MenuNode } from '@portal/contract';

/**
 * The label of a menu entry in the given language: the Chinese label in zh-CN; elsewhere the
 * English label its administrator gave it, else the Chinese one. The shell keeps no labels of
 * its own: menus are data (the menus page, the demo's seed).
 */
export function menuLabel(node: Pick<MenuNode, 'label' | 'labelEn'>, language: string): string {
  if (language.startsWith('zh')) return node.label;
  return node.labelEn || node.label;
}
