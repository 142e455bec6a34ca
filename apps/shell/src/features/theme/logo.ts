import { themes, type ThemeName } from './themes';

/** Logo files in public/logos, per firm number; any other firm shows the group's mark. */
const firmLogos = new Map([
  ['1001', 'firm-1001'],
  ['1002', 'firm-1002'],
  ['1003', 'firm-1003'],
]);

const groupLogo = 'group';

/** The firm's logo in the variant that reads on the theme's logo background (spec §2). */
export function logoUrl({
  firmNo,
  themeName,
}: {
  firmNo: string | undefined;
  themeName: ThemeName;
}): string {
  const mark = (firmNo === undefined ? undefined : firmLogos.get(firmNo)) ?? groupLogo;
  return `${import.meta.env.BASE_URL}logos/${mark}-${themes[themeName].logoTone}.svg`;
}
