import { useState } from 'react';

/** Brand colour pairs for logo-less clubs; the name picks one, so a club always gets the same colours. */
const PALETTES = [
  ['#d7263d', '#8f1427'],
  ['#14213d', '#4e63a8'],
  ['#1b998b', '#006a5e'],
  ['#e67a22', '#b65c0e'],
  ['#4e63a8', '#14213d'],
  ['#128a7c', '#14213d'],
] as const;

/** Words that say what kind of club it is rather than which one ("FC", "SC", "Verein" …). */
const GENERIC = new Set([
  'fc',
  'sc',
  'ehc',
  'hc',
  'tv',
  'bc',
  'vc',
  'cf',
  'ac',
  'as',
  'us',
  'fc.',
  'club',
  'verein',
]);

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

/** Up to two initials: "FC Zürich" → "FZ", "Anna Meier" → "AM", "Basel" → "BA". */
export function clubInitials(name: string): string {
  const words = name
    .split(/[\s\-–/&.]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const distinctive = words.filter((word) => !GENERIC.has(word.toLowerCase()) && /\p{L}/u.test(word));
  const picked = words.length > 2 && distinctive.length >= 2 ? distinctive : words;
  const [first = '', second] = picked;
  const initials = second ? `${first[0]}${second[0]}` : first.slice(0, 2);
  return initials.toLocaleUpperCase('de-CH');
}

export function clubPalette(name: string): readonly [string, string] {
  return PALETTES[hash(name) % PALETTES.length] ?? PALETTES[0];
}

/** The club's logo, or a designed initials badge when there is none (or it fails to load). */
export function ClubAvatar({ name, logo, size = 64 }: { name: string; logo: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const [from, to] = clubPalette(name);
  if (logo && !failed) {
    return (
      <span className="club-avatar club-avatar--logo" style={{ width: size, height: size }}>
        <img src={logo} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span
      className="club-avatar"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.36),
        background: `linear-gradient(135deg, ${from}, ${to})`,
      }}
    >
      {clubInitials(name)}
    </span>
  );
}
