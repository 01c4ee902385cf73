import { Link } from 'react-router';

/** Counts of each state, each a link to the list filtered by it when the member may open that list. */
export function StateCounts({
  label,
  items,
}: {
  label: string;
  items: { key: string; label: string; count: number; href?: string }[];
}) {
  return (
    <ul className="state-counts" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={item.count === 0 ? 'zero' : undefined}>
          {item.href ? <Link to={item.href}>{item.label}</Link> : <span>{item.label}</span>}
          <span className="number">{item.count}</span>
        </li>
      ))}
    </ul>
  );
}
