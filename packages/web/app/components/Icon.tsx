const paths = {
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  user: 'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm0 8.5c4.2 0 7.5 2.3 7.5 5.5V21h-15v-2c0-3.2 3.3-5.5 7.5-5.5Zm0 2c-3 0-5.2 1.4-5.5 3.5h11c-.3-2.1-2.5-3.5-5.5-3.5Z',
  bag: 'M8 7V6a4 4 0 1 1 8 0v1h3.2l1 14H3.8l1-14H8Zm2 0h4V6a2 2 0 1 0-4 0v1ZM6.7 9l-.7 10h12l-.7-10H6.7Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm2.9 11H9.1c.2 3 1.4 5.6 2.9 6.9 1.5-1.3 2.7-3.9 2.9-6.9Zm5 0h-3c-.1 2.4-.8 4.6-1.8 6.3a8 8 0 0 0 4.8-6.3Zm-12.8 0h-3a8 8 0 0 0 4.8 6.3c-1-1.7-1.7-3.9-1.8-6.3Zm3.7-8.3A8 8 0 0 0 4.1 11h3c.1-2.4.8-4.6 1.7-6.3Zm2.2-.6c-1.5 1.3-2.7 3.9-2.9 6.9h5.8c-.2-3-1.4-5.6-2.9-6.9Zm2.2.6c1 1.7 1.6 3.9 1.8 6.3h3a8 8 0 0 0-4.8-6.3Z',
} as const;

export type IconName = keyof typeof paths;

/** Decorative by default: the control that holds it carries the accessible name. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
