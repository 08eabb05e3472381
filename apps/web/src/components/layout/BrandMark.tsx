/** The Detalle gift, same drawing as the favicon. Decorative: the brand name is always next to it. */
export function BrandMark({ className, size }: { className?: string; size?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="15" fill="#c04a21" />
      <g fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M32 21.5c-2.2-5.6-10.6-8.6-11.6-3.6-.7 3.6 5.1 4.4 11.6 3.6Z" />
        <path d="M32 21.5c2.2-5.6 10.6-8.6 11.6-3.6.7 3.6-5.1 4.4-11.6 3.6Z" />
      </g>
      <rect x="13" y="22" width="38" height="10" rx="3" fill="#fff" />
      <rect x="16" y="32" width="32" height="19" rx="3" fill="#ffe0d4" />
      <rect x="29" y="22" width="6" height="29" fill="#ee6b3c" />
    </svg>
  );
}
