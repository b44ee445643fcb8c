/** Small line icons of the club directory (decorative: the controls carry their own labels). */
const PATHS = {
  search: 'M11 4a7 7 0 105.2 11.7L20 19.5M11 4a7 7 0 010 14',
  filter: 'M4 6h16M7 12h10M10 18h4',
  reset: 'M4 12a8 8 0 108-8 8.2 8.2 0 00-5.7 2.3L4 8.5M4 4v4.5h4.5',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  crosshair: 'M12 3v3M12 18v3M3 12h3M18 12h3M12 7a5 5 0 110 10 5 5 0 010-10z',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  empty: 'M10.5 4a6.5 6.5 0 104.6 11.1L20 20M8 8.5l5 5M13 8.5l-5 5',
  phone:
    'M8 3h8a1.5 1.5 0 011.5 1.5v15A1.5 1.5 0 0116 21H8a1.5 1.5 0 01-1.5-1.5v-15A1.5 1.5 0 018 3zM11 18h2',
  handshake: 'M3 11l4-4 5 2 5-2 4 4-7 7a2 2 0 01-2.8 0zM8 13l2.5 2.5M11 11l3 3',
  users:
    'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20a6.5 6.5 0 0113 0M16 4.5a3.5 3.5 0 010 6.5M18 14a6 6 0 013.5 6',
  heart: 'M12 20s-8-5-8-10.5A4.5 4.5 0 0112 6.6a4.5 4.5 0 018 2.9C20 15 12 20 12 20z',
  trophy: 'M8 4h8v5a4 4 0 01-8 0zM8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8.5 20h7M10 17h4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
