import { type AdminTimelineEntry, formatDateTime } from '@vag/domain';

/** A record's history oldest first: what happened, when, and who did it (a member, or nobody named). */
export function Timeline({ entries }: { entries: AdminTimelineEntry[] }) {
  return (
    <ol className="timeline">
      {entries.map((entry) => (
        <li key={`${entry.at}-${entry.kind}-${entry.text}`} className={`timeline-${entry.kind}`}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          <span>
            {entry.text}
            {entry.actor && <span className="muted"> · {entry.actor}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
