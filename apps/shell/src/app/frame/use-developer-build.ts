import { appTitleOf } from '@/features/developer-override/app-title';
import { useSubAppReleases } from '@/features/micro/sub-app-releases';
import { useRegistry } from '@/lib/runtime-config';
import { useTranslation } from 'react-i18next';

/**
 * The app this session runs from a development server (decision 0026), by its name for people,
 * and the server; undefined without an override. The frame's banner says so on every page.
 */
export function useDeveloperBuild(): { appTitle: string; url: string } | undefined {
  const { i18n } = useTranslation();
  const registry = useRegistry();
  const releases = useSubAppReleases();
  const [name, build] =
    Object.entries(releases ?? {}).find(([, release]) => release.developer) ?? [];
  if (name === undefined || build === undefined) return undefined;
  return { appTitle: appTitleOf(name, registry, i18n.language), url: build.url };
}
