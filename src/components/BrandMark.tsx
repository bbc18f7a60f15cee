/** The product logo: a rising sun over a torii-red tile. Decorative; the word "Portal" names it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#b71c1c" />
      <circle cx="32" cy="32" r="14" fill="#fff" />
    </svg>
  );
}
