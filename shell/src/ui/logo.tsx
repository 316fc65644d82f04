import { t } from '@organizator/shared/i18n';

/** The brand mark: a rounded check list in the primary colour. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--org-primary)" />
      <path
        d="m8 11 2 2 3.5-3.5M8 19.5l2 2 3.5-3.5M17 11.5h7M17 20h7"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="org-logo">
      <LogoMark size={size} />
      <span className="org-logo__name">{t.common.appName}</span>
    </span>
  );
}
