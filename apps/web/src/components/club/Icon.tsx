/** Small line icons of the club profile (24 × 24, stroke = currentColor), decorative only. */
const PATHS = {
  heart: 'M12 20.5s-7.5-4.6-7.5-10.3A4.2 4.2 0 0112 7.6a4.2 4.2 0 017.5 2.6c0 5.7-7.5 10.3-7.5 10.3z',
  pin: 'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0113 0c0 5-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  mail: 'M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7',
  globe:
    'M12 3.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zM3.5 12h17M12 3.5c2.4 2.6 3.5 5.4 3.5 8.5s-1.1 5.9-3.5 8.5c-2.4-2.6-3.5-5.4-3.5-8.5s1.1-5.9 3.5-8.5z',
  phone:
    'M6.6 3.5h3l1.5 4-2 1.4a11 11 0 005.9 5.9l1.4-2 4 1.5v3a2 2 0 01-2.2 2A16.5 16.5 0 014.6 5.7a2 2 0 012-2.2z',
  calendar: 'M4 6.5h16v13.5H4zM4 10.5h16M8.5 4v4M15.5 4v4',
  ticket: 'M4 7.5h16v3a1.5 1.5 0 000 3v3H4v-3a1.5 1.5 0 000-3zM14 7.5v9',
  left: 'M14.5 5.5L8 12l6.5 6.5',
  right: 'M9.5 5.5L16 12l-6.5 6.5',
  download: 'M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14',
  edit: 'M4.5 19.5l1-4 10-10 3 3-10 10zM13.5 7.5l3 3',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  shield: 'M12 3l7.5 3v5.5c0 4.6-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.9-7.5-9.5V6z',
  alert: 'M12 3.5l9 16H3zM12 10v4.5M12 17.2v.3',
  users:
    'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M16 4.3a3.5 3.5 0 010 6.4M18 14.8c2 .7 3.2 2.4 3.5 5.2',
  share:
    'M17.5 8a2.8 2.8 0 100-5.6 2.8 2.8 0 000 5.6zM6.5 14.8a2.8 2.8 0 100-5.6 2.8 2.8 0 000 5.6zM17.5 21.6a2.8 2.8 0 100-5.6 2.8 2.8 0 000 5.6zM9 13.4l6 3.6M15 6.6l-6 3.6',
  truck:
    'M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.5v2.5h-7M6.5 18.5a1.8 1.8 0 100-3.6 1.8 1.8 0 000 3.6zM17 18.5a1.8 1.8 0 100-3.6 1.8 1.8 0 000 3.6z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  size = 18,
  filled = false,
}: {
  name: IconName;
  size?: number;
  filled?: boolean;
}) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
