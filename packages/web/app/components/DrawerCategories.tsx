import type { MenuNode } from '../lib/category-menu';
import { Link } from './Link';

/** The category levels of the slide-out menu: each level opens under its parent (native details). */
export function DrawerCategories({ nodes }: { nodes: MenuNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <ul className="drawer__list drawer__categories">
      {nodes.map((node) => (
        <li key={node.id}>
          {node.children.length > 0 ? (
            <details>
              <summary className="drawer__link">{node.name}</summary>
              <ul className="drawer__nested">
                <li>
                  <Link to={node.url} className="drawer__link drawer__link--all">
                    {node.name}
                  </Link>
                </li>
                {node.children.map((child) => (
                  <li key={child.id}>
                    <Link to={child.url} className="drawer__link">
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <Link to={node.url} className="drawer__link">
              {node.name}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
