import { memo } from 'react';
import './brand.css';

export type BrandProps = {
  logoUrl: string;
  title: string;
  subtitle: string | undefined;
  collapsed: boolean;
  onHome: () => void;
  homeLabel: string;
};

/** The firm's logo and name at the top of the menu; it leads home. */
export const Brand = memo(function Brand({
  logoUrl,
  title,
  subtitle,
  collapsed,
  onHome,
  homeLabel,
}: BrandProps) {
  return (
    <button
      type="button"
      className={`brand${collapsed ? ' brand--collapsed' : ''}`}
      onClick={onHome}
      // Named by the text it shows (what is seen is what is said); collapsed, it shows none.
      aria-label={collapsed ? homeLabel : undefined}
      title={homeLabel}
      data-testid="brand"
    >
      <img
        className="brand__logo"
        src={logoUrl}
        alt={''}
        aria-hidden="true"
        data-testid="firm-logo"
      />
      {!collapsed && (
        <span className="brand__text">
          <span className="brand__title">{title}</span>
          {subtitle && <span className="brand__subtitle">{subtitle}</span>}
        </span>
      )}
    </button>
  );
});
