import type { ReactNode } from 'react';

type IconProps = { className?: string };

// Decorative by default: every control that uses one names itself.
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** An icon of the site's set: its drawing inside the shared frame. */
function icon(drawing: ReactNode) {
  return function Icon({ className }: IconProps) {
    return (
      <svg {...common} className={className}>
        {drawing}
      </svg>
    );
  };
}

export const ArrowLeftIcon = icon(<path d="M19 12H5M11 18l-6-6 6-6" />);

export const ArrowUpRightIcon = icon(<path d="M7 17 17 7M8 7h9v9" />);

export const LockIcon = icon(
  <>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);

export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);

export const MoonIcon = icon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />);

export const PauseIcon = icon(<path d="M9 6v12M15 6v12" />);

export const PlayIcon = icon(<path d="M8 5.5v13l11-6.5-11-6.5Z" />);

export const ExpandIcon = icon(<path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />);

export const DownloadIcon = icon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
