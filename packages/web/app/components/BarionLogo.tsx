/** The card provider's mark with its accessible description (spec §2 footer). */
export function BarionLogo({ label }: { label: string }) {
  return (
    <p className="barion">
      <svg width="92" height="24" viewBox="0 0 92 24" role="img" aria-label="Barion">
        <rect width="92" height="24" rx="4" fill="#0097db" />
        <text
          x="46"
          y="16.5"
          textAnchor="middle"
          fill="#fff"
          fontFamily="Arial, sans-serif"
          fontSize="13"
          fontWeight="700"
        >
          Barion
        </text>
      </svg>
      <span className="muted">{label}</span>
    </p>
  );
}
