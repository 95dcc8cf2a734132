import type { GameCard } from '../../../contract/api/slots';

const GLYPHS: Record<string, string> = {
  crown: '♛',
  gem: '◆',
  bell: '♪',
  '7': '7',
  CH: '●',
  dragon: '✦',
  koi: '≈',
  lotus: '✿',
};

/** A game's generated art (no external image): a fixed 4:3 SVG from the catalogue's hue and symbol. */
export function SlotThumbnail({ game }: { game: Pick<GameCard, 'art' | 'title'> }) {
  const { hue, symbol } = game.art;
  const id = `g-${hue}-${symbol}`.replace(/[^a-zA-Z0-9-]/g, '');
  return (
    <svg
      viewBox="0 0 160 120"
      role="img"
      aria-label={game.title}
      width="100%"
      style={{ display: 'block', aspectRatio: '4 / 3' }}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 45%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 60) % 360} 65% 22%)`} />
        </linearGradient>
      </defs>
      <rect width="160" height="120" rx="10" fill={`url(#${id})`} />
      <circle cx="130" cy="24" r="34" fill="rgba(255,255,255,0.08)" />
      <text x="80" y="76" textAnchor="middle" fontSize="46" fill="rgba(255,255,255,0.9)" fontWeight="700">
        {GLYPHS[symbol] ?? '★'}
      </text>
    </svg>
  );
}
