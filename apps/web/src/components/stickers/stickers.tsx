import { type ThankStickerId, thankStickerIds } from '@detalle/contract';
import type { ReactElement } from 'react';
import { useTranslation } from '@/i18n';

/**
 * Our thank-you stickers: a small set of original drawings, inline SVG so they
 * follow the page (no request, nothing to cache-bust) and look sharp at any size.
 * Colours are fixed: a sticker is an illustration, the same on light and dark.
 */
export { thankStickerIds as stickerIds } from '@detalle/contract';
/** The ids come from the contract: the API accepts exactly the stickers drawn here. */
export type StickerId = ThankStickerId;

const outline = {
  stroke: '#2b211c',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const drawings: Record<StickerId, ReactElement> = {
  corazon: (
    <>
      <path
        d="M60 100C36 84 16 68 16 46c0-13 10-23 22-23 9 0 17 5 22 13 5-8 13-13 22-13 12 0 22 10 22 23 0 22-20 38-44 54Z"
        fill="#ee6b3c"
        {...outline}
      />
      <path d="M34 38c2-5 7-7 11-6" fill="none" stroke="#ffe0d4" strokeWidth={4} strokeLinecap="round" />
      <circle cx="47" cy="55" r="4" fill="#2b211c" />
      <circle cx="73" cy="55" r="4" fill="#2b211c" />
      <path d="M50 67c6 6 14 6 20 0" fill="none" {...outline} />
      <circle cx="40" cy="64" r="4.5" fill="#f89d7b" />
      <circle cx="80" cy="64" r="4.5" fill="#f89d7b" />
    </>
  ),
  regalo: (
    <>
      <path d="M60 34c-6-14-26-20-28-9-2 9 14 11 28 9Z" fill="#f37f55" {...outline} />
      <path d="M60 34c6-14 26-20 28-9 2 9-14 11-28 9Z" fill="#f37f55" {...outline} />
      <rect x="22" y="34" width="76" height="20" rx="5" fill="#fff1eb" {...outline} />
      <rect x="28" y="54" width="64" height="46" rx="5" fill="#ffe0d4" {...outline} />
      <path d="M60 34v66" stroke="#c04a21" strokeWidth={9} />
      <path d="M60 34v66" fill="none" {...outline} strokeWidth={2} />
      <path d="M100 16l3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" fill="#f8c94a" {...outline} strokeWidth={2} />
      <path d="M18 64l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" fill="#f8c94a" {...outline} strokeWidth={2} />
    </>
  ),
  globos: (
    <>
      <path
        d="M40 74c4 12 10 22 20 34M60 70v38M82 70c-4 14-12 26-22 38"
        fill="none"
        {...outline}
        strokeWidth={2}
      />
      <ellipse cx="40" cy="48" rx="18" ry="22" fill="#ee6b3c" {...outline} />
      <ellipse cx="82" cy="46" rx="18" ry="22" fill="#7cc3a8" {...outline} />
      <ellipse cx="60" cy="38" rx="19" ry="23" fill="#f8c94a" {...outline} />
      <path d="M54 24c2-4 6-6 9-5" fill="none" stroke="#fff" strokeWidth={4} strokeLinecap="round" />
      <path d="M36 72l4-4 4 4ZM56 62l4-4 4 4ZM78 70l4-4 4 4Z" fill="#2b211c" />
    </>
  ),
  flores: (
    <>
      <path
        d="M60 64l-6 42M60 64l6 42M60 64l-22 38M60 64l22 38"
        fill="none"
        stroke="#3f8f6c"
        strokeWidth={4}
        strokeLinecap="round"
      />
      <path d="M38 106h44l-8-22H46Z" fill="#fcbfa8" {...outline} />
      <path d="M46 84l14 10 14-10" fill="none" {...outline} strokeWidth={2} />
      {[
        { cx: 38, cy: 46, fill: '#ee6b3c' },
        { cx: 82, cy: 46, fill: '#f8c94a' },
        { cx: 60, cy: 32, fill: '#f89d7b' },
      ].map(({ cx, cy, fill }) => (
        <g key={`${cx}-${cy}`}>
          {[0, 72, 144, 216, 288].map((angle) => (
            <ellipse
              key={angle}
              cx={cx}
              cy={cy - 10}
              rx="7"
              ry="10"
              fill={fill}
              transform={`rotate(${angle} ${cx} ${cy})`}
              {...outline}
              strokeWidth={2}
            />
          ))}
          <circle cx={cx} cy={cy} r="6" fill="#fff1eb" {...outline} strokeWidth={2} />
        </g>
      ))}
    </>
  ),
};

export type StickerProps = { id: StickerId; size?: number; className?: string };

/** `<Sticker id="corazon" size={72} />`: an illustration with its own accessible name. */
export function Sticker({ id, size = 72, className }: StickerProps) {
  const { t } = useTranslation();
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role="img"
      aria-label={t(`sticker.${id}`)}
      focusable="false"
    >
      {drawings[id]}
    </svg>
  );
}

export function isStickerId(value: unknown): value is StickerId {
  return typeof value === 'string' && (thankStickerIds as readonly string[]).includes(value);
}
