/**
 * The few icons the storefront draws (inline SVG, no icon font or package). Plain
 * elements: an icon costs no style resolution. Size by `size` (1.25em by default), colour
 * by the text colour around it (or `className`).
 */
import type { SVGProps } from "react";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  /** Width and height (a CSS length); inline, so a button's own icon sizing does not win. */
  size?: string;
}

function make(path: React.ReactNode, displayName: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: each icon component is built once, at module load (no hooks inside)
  const Icon = ({ size = "1.25em", style, ...props }: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ width: size, height: size, flexShrink: 0, ...style }}
      {...props}
    >
      {path}
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

export const SearchIcon = make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  "SearchIcon",
);
export const CartIcon = make(
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 8H6.2" />
  </>,
  "CartIcon",
);
export const UserIcon = make(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  "UserIcon",
);
export const SunIcon = make(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
  "SunIcon",
);
export const MoonIcon = make(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />, "MoonIcon");
export const GlobeIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
  "GlobeIcon",
);
export const ChevronRightIcon = make(<path d="m9 6 6 6-6 6" />, "ChevronRightIcon");
export const ChevronLeftIcon = make(<path d="m15 6-6 6 6 6" />, "ChevronLeftIcon");
export const CloseIcon = make(<path d="M6 6l12 12M18 6 6 18" />, "CloseIcon");
export const CheckIcon = make(<path d="m5 12 5 5 9-10" />, "CheckIcon");
export const BoltIcon = make(<path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />, "BoltIcon");
export const ShieldIcon = make(
  <>
    <path d="M12 3 4 6v6c0 5 3.4 8.4 8 9 4.6-.6 8-4 8-9V6l-8-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
  "ShieldIcon",
);
export const KeyIcon = make(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9M17 6l3 3M15 8l2 2" />
  </>,
  "KeyIcon",
);
export const StarIcon = make(<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />, "StarIcon");
export const FilterIcon = make(<path d="M3 5h18l-7 8v6l-4 2v-8L3 5Z" />, "FilterIcon");
export const GamepadIcon = make(
  <>
    <path d="M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4Z" />
    <path d="M7 11v3M5.5 12.5h3M16 12h.01M18 11h.01" />
  </>,
  "GamepadIcon",
);
export const WindowIcon = make(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18" />
  </>,
  "WindowIcon",
);
export const GiftIcon = make(
  <>
    <rect x="3" y="8" width="18" height="13" rx="1" />
    <path d="M12 8v13M3 12h18M12 8S10.5 3 8 3a2.5 2.5 0 0 0 0 5M12 8s1.5-5 4-5a2.5 2.5 0 0 1 0 5" />
  </>,
  "GiftIcon",
);
export const IdIcon = make(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16a3 3 0 0 1 6 0M15 10h3M15 14h3" />
  </>,
  "IdIcon",
);
