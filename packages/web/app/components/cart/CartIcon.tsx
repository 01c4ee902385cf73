const paths = {
  trash:
    'M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-.8 11.1a2 2 0 0 1-2 1.9H8.8a2 2 0 0 1-2-1.9L6 9Zm2.1 2 .7 9h6.4l.7-9H8.1Zm1.9 1h1.5v6.5H10V12Zm2.5 0H14v6.5h-1.5V12Z',
  minus: 'M5 11h14v2H5v-2Z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z',
  bag: 'M8 7V6a4 4 0 1 1 8 0v1h3.2l1 14H3.8l1-14H8Zm2 0h4V6a2 2 0 1 0-4 0v1ZM6.7 9l-.7 10h12l-.7-10H6.7Z',
  gift: 'M12 6.2C11.1 4.3 9.6 3 8 3a3 3 0 0 0-2.8 4H3v5h1v9h16v-9h1V7h-2.2A3 3 0 0 0 16 3c-1.6 0-3.1 1.3-4 3.2ZM8 5c.9 0 1.9 1 2.4 2H8a1 1 0 0 1 0-2Zm8 0a1 1 0 0 1 0 2h-2.4c.5-1 1.5-2 2.4-2ZM5 9h6v1H5V9Zm8 0h6v1h-6V9Zm-7 3h5v7H6v-7Zm7 0h5v7h-5v-7Z',
} as const;

export type CartIconName = keyof typeof paths;

/** The cart's own pictograms; decorative, the control that holds one carries the name. */
export function CartIcon({ name, size = 20 }: { name: CartIconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
